#include "server/wire_row_sink.h"

#include <utility>

#include "server/result_writer.h"

namespace kite::server {

WireRowSink::WireRowSink(std::string* out, std::vector<int16_t> formats,
                         bool describe, const FlushOutput* flush,
                         std::function<absl::Status()> check)
    : out_(out),
      formats_(std::move(formats)),
      describe_(describe),
      flush_(flush),
      check_(std::move(check)) {}

absl::Status WireRowSink::OnRows(const Result& batch) {
  if (!started_ && describe_) {
    WriteRowDescriptionOf(ColumnNames(batch), ColumnTypes(batch), formats_,
                          out_);
  }
  started_ = true;
  WriteDataRows(batch, 0, batch.row_count(), formats_, out_);
  if (flush_ == nullptr || !*flush_ || out_->size() < kFlushBytes) {
    return absl::OkStatus();
  }
  return (*flush_)(out_, check_);
}

}  // namespace kite::server
