// Writers of the messages the server sends (protocol v3). Each appends one
// complete message to `out`; none can fail. Thread-compatible.
#ifndef KITE_SERVER_BACKEND_MESSAGES_H_
#define KITE_SERVER_BACKEND_MESSAGES_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/types/span.h"
#include "server/pg_types.h"

namespace kite::server {

// One column of a RowDescription.
struct FieldDescription {
  std::string name;
  PgType type;
  int16_t format = 0;  // 0 text, 1 binary
};

// The fields of an ErrorResponse or NoticeResponse.
struct ErrorFields {
  std::string severity = "ERROR";  // ERROR, FATAL, NOTICE, WARNING, ...
  std::string code;                // SQLSTATE
  std::string message;
  std::string detail;   // omitted when empty
  std::string hint;     // omitted when empty
  std::string context;  // omitted when empty: "COPY t, line 3"
  int position = 0;     // 1-based character offset in the query; 0: none
};

void WriteAuthenticationOk(std::string* out);
// AuthenticationSASL: the SASL mechanisms offered ("SCRAM-SHA-256").
void WriteAuthenticationSasl(std::string* out,
                             const std::vector<std::string>& mechanisms);
// AuthenticationSASLContinue and AuthenticationSASLFinal with the
// mechanism's data (the SCRAM server-first and server-final messages).
void WriteAuthenticationSaslContinue(std::string* out, std::string_view data);
void WriteAuthenticationSaslFinal(std::string* out, std::string_view data);
void WriteParameterStatus(std::string* out, std::string_view name,
                          std::string_view value);
void WriteBackendKeyData(std::string* out, int32_t process_id,
                         int32_t secret_key);
// NegotiateProtocolVersion: the newest minor version supported and the
// protocol options (_pq_.*) not recognised.
void WriteNegotiateProtocolVersion(std::string* out, int32_t minor,
                                   const std::vector<std::string>& options);
// `status`: 'I' idle, 'T' in a transaction block, 'E' in a failed one.
void WriteReadyForQuery(std::string* out, char status);
void WriteRowDescription(std::string* out,
                         absl::Span<const FieldDescription> fields);
void WriteParameterDescription(std::string* out,
                               absl::Span<const uint32_t> oids);
void WriteCommandComplete(std::string* out, std::string_view tag);
void WriteEmptyQueryResponse(std::string* out);
void WriteParseComplete(std::string* out);
void WriteBindComplete(std::string* out);
void WriteCloseComplete(std::string* out);
void WriteNoData(std::string* out);
void WritePortalSuspended(std::string* out);
void WriteErrorResponse(std::string* out, const ErrorFields& fields);
// CopyInResponse / CopyOutResponse: text format, `columns` text columns.
void WriteCopyInResponse(std::string* out, int16_t columns);
void WriteCopyOutResponse(std::string* out, int16_t columns);
void WriteCopyData(std::string* out, std::string_view data);
void WriteCopyDone(std::string* out);
void WriteNoticeResponse(std::string* out, const ErrorFields& fields);

}  // namespace kite::server

#endif  // KITE_SERVER_BACKEND_MESSAGES_H_
