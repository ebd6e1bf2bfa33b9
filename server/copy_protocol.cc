// COPY FROM STDIN and COPY TO STDOUT over the protocol's copy sub-protocol:
// CopyInResponse, then the client's CopyData messages up to CopyDone or
// CopyFail; CopyOutResponse, a CopyData per row and CopyDone. The engine
// parses the data as it comes (kite::CopyIn) and inserts the rows at the
// end, all or none.
#include "absl/strings/str_format.h"
#include "common/text_util.h"
#include "kite/status.h"
#include "server/backend_messages.h"
#include "server/session.h"
#include "server/wire_buffer.h"

namespace kite::server {

bool Session::RunCopyOut(std::string_view query, std::string_view text,
                         size_t offset, std::string* out) {
  absl::StatusOr<Result> result = sql_->CopyOut(
      text,
      [&](int columns) {
        WriteCopyOutResponse(out, static_cast<int16_t>(columns));
      },
      [&](std::string_view row) { WriteCopyData(out, row); });
  if (!result.ok()) {
    // After CopyOutResponse too, as PostgreSQL: the client leaves copy
    // mode on the ErrorResponse.
    ReportError(result.status(), query, offset, out);
    return false;
  }
  WriteCopyDone(out);
  WriteCommandComplete(out, result->command_tag());
  return true;
}

bool Session::StartCopyIn(std::string_view query, std::string_view text,
                          size_t offset, bool extended, std::string* out) {
  absl::StatusOr<std::unique_ptr<CopyIn>> copy = sql_->BeginCopyIn(text);
  if (!copy.ok()) {
    ReportError(copy.status(), query, offset, out);
    return false;
  }
  WriteCopyInResponse(out, static_cast<int16_t>((*copy)->column_count()));
  // statement_timeout counts from here, through the data to the end.
  copy_in_options_ = StatementOptions();
  copy_in_stop_ = StopCheck(copy_in_options_);
  copy_in_ = *std::move(copy);
  copy_in_extended_ = extended;
  return true;
}

void Session::HandleCopyInMessage(const Frame& frame, std::string* out,
                                  bool* close) {
  switch (frame.type) {
    case 'd': {
      absl::Status s = copy_in_stop_();
      if (s.ok()) s = copy_in_->Write(frame.body);
      if (!s.ok()) EndCopyIn(s, out);
      return;
    }
    case 'c':
      EndCopyIn(copy_in_->Finish(copy_in_options_), out);
      return;
    case 'f': {
      WireReader r(frame.body);
      absl::StatusOr<std::string_view> message = r.ReadCString();
      EndCopyIn(SqlError(sqlstate::kQueryCanceled,
                         Cat("COPY from stdin failed: ",
                             message.ok() ? *message : std::string_view())),
                out);
      return;
    }
    case 'H':  // Flush and Sync mean nothing during COPY FROM STDIN.
    case 'S':
      return;
    case 'X':
      copy_in_.reset();
      *close = true;
      return;
    default:
      EndCopyIn(
          SqlError(sqlstate::kProtocolViolation,
                   absl::StrFormat("unexpected message type 0x%02X "
                                   "during COPY from stdin",
                                   static_cast<unsigned char>(frame.type))),
          out);
  }
}

void Session::EndCopyIn(const absl::StatusOr<Result>& result,
                        std::string* out) {
  copy_in_.reset();
  if (result.ok()) {
    WriteNotices(*result, out);
    WriteCommandComplete(out, result->command_tag());
    if (!copy_in_extended_) ContinueQuery(out);
    return;
  }
  ReportError(result.status(), "", 0, out);
  if (copy_in_extended_) {
    // The rest of the extended query up to Sync is skipped.
    skip_until_sync_ = true;
    return;
  }
  query_.reset();
  WriteReadyForQuery(out, TransactionStatusByte());
}

}  // namespace kite::server
