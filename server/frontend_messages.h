// The messages a PostgreSQL client sends (protocol v3), cut from a byte
// stream and parsed into structs. Pure code, no I/O: the connection feeds
// bytes in and the session handles the structs.
#ifndef KITE_SERVER_FRONTEND_MESSAGES_H_
#define KITE_SERVER_FRONTEND_MESSAGES_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "absl/status/statusor.h"

namespace kite::server {

// Codes in the place of a startup packet's protocol version.
inline constexpr int32_t kProtocolVersion3 = 3 << 16;  // 196608
inline constexpr int32_t kCancelRequestCode = 80877102;
inline constexpr int32_t kSslRequestCode = 80877103;
inline constexpr int32_t kGssEncRequestCode = 80877104;

// PostgreSQL refuses startup packets longer than this.
inline constexpr int32_t kMaxStartupPacketLength = 10000;
// The default limit on a typed message: PostgreSQL's 1 GB.
inline constexpr int64_t kDefaultMaxMessageLength = (int64_t{1} << 30) - 1;

// ---- startup phase (no type byte) ----

struct StartupMessage {
  int32_t protocol = 0;  // major << 16 | minor
  // Parameters in the order sent: user, database, application_name,
  // options, client_encoding, _pq_.* protocol options, ...
  std::vector<std::pair<std::string, std::string>> parameters;
};
struct SslRequest {};
struct GssEncRequest {};
struct CancelRequest {
  int32_t process_id = 0;
  int32_t secret_key = 0;
};

// ---- typed messages ----

struct QueryMessage {  // 'Q'
  std::string sql;
};
struct ParseMessage {  // 'P'
  std::string statement;
  std::string sql;
  std::vector<uint32_t> param_oids;  // 0: let the server infer
};
struct BindMessage {  // 'B'
  std::string portal;
  std::string statement;
  // 0 or 1 entry applies to all parameters; otherwise one per parameter.
  std::vector<int16_t> param_formats;
  std::vector<std::optional<std::string>> params;  // nullopt: NULL
  std::vector<int16_t> result_formats;             // same rule as above
};
struct DescribeMessage {  // 'D'
  char kind = 'S';        // 'S' statement or 'P' portal
  std::string name;
};
struct ExecuteMessage {  // 'E'
  std::string portal;
  int32_t max_rows = 0;  // 0: no limit
};
struct CloseMessage {  // 'C'
  char kind = 'S';
  std::string name;
};
struct SyncMessage {};       // 'S'
struct FlushMessage {};      // 'H'
struct TerminateMessage {};  // 'X'
// Messages parsed only so that the session can answer them: CopyData 'd',
// CopyDone 'c', CopyFail 'f', FunctionCall 'F', password 'p'.
struct OtherMessage {
  char type = 0;
};

using FrontendMessage =
    std::variant<StartupMessage, SslRequest, GssEncRequest, CancelRequest,
                 QueryMessage, ParseMessage, BindMessage, DescribeMessage,
                 ExecuteMessage, CloseMessage, SyncMessage, FlushMessage,
                 TerminateMessage, OtherMessage>;

// One message cut from the stream: `type` is 0 for a startup-phase packet.
// `body` points into the caller's buffer (after the length field).
struct Frame {
  char type = 0;
  std::string_view body;
};

// Cuts the next message from `data`. Returns nullopt while the message is
// incomplete (read more and call again), the frame and in `*consumed` its
// size in bytes when complete. `startup`: the connection expects a startup
// packet (int32 length, no type byte). Errors (the connection must close):
// 08P01 for a length below 4 (below 8 for startup packets) or above
// `max_length` (startup packets: above kMaxStartupPacketLength), as
// PostgreSQL treats them. Thread-safe.
absl::StatusOr<std::optional<Frame>> NextFrame(std::string_view data,
                                               bool startup, int64_t max_length,
                                               size_t* consumed);

// Parses a startup-phase packet body (after its length field): a
// StartupMessage, SslRequest, GssEncRequest or CancelRequest. Errors: 08P01
// for malformed packets; 0A000 for protocol versions other than 3.x.
absl::StatusOr<FrontendMessage> ParseStartupPacket(std::string_view body);

// Parses a typed message. Errors: 08P01 for malformed bodies (truncated
// fields, counts that do not match, trailing bytes) and for unknown types.
absl::StatusOr<FrontendMessage> ParseTypedMessage(char type,
                                                  std::string_view body);

}  // namespace kite::server

#endif  // KITE_SERVER_FRONTEND_MESSAGES_H_
