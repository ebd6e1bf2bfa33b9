#include "server/frontend_messages.h"

#include "absl/strings/str_cat.h"
#include "kite/status.h"
#include "server/wire_buffer.h"

namespace kite::server {
namespace {

// Assigns `expr` (a StatusOr) to `lhs`, or returns its error.
#define KITE_ASSIGN_OR_RETURN(lhs, expr)        \
  do {                                          \
    auto result_ = (expr);                      \
    if (!result_.ok()) return result_.status(); \
    lhs = *std::move(result_);                  \
  } while (0)

absl::StatusOr<std::vector<int16_t>> ReadFormats(WireReader* r) {
  int16_t n;
  KITE_ASSIGN_OR_RETURN(n, r->ReadInt16());
  if (n < 0 || static_cast<size_t>(n) * 2 > r->remaining()) {
    return ProtocolViolation(absl::StrCat("bad format code count ", n));
  }
  std::vector<int16_t> formats(n);
  for (int16_t& f : formats) {
    KITE_ASSIGN_OR_RETURN(f, r->ReadInt16());
    if (f != 0 && f != 1) {
      return ProtocolViolation(absl::StrCat("unknown format code ", f));
    }
  }
  return formats;
}

absl::StatusOr<FrontendMessage> ParseBind(WireReader* r) {
  BindMessage m;
  KITE_ASSIGN_OR_RETURN(m.portal, r->ReadCString());
  KITE_ASSIGN_OR_RETURN(m.statement, r->ReadCString());
  KITE_ASSIGN_OR_RETURN(m.param_formats, ReadFormats(r));
  int16_t n;
  KITE_ASSIGN_OR_RETURN(n, r->ReadInt16());
  // Each parameter takes at least its 4-byte length: a count the body
  // cannot hold is refused before anything is allocated.
  if (n < 0 || static_cast<size_t>(n) * 4 > r->remaining()) {
    return ProtocolViolation(absl::StrCat("bad parameter count ", n));
  }
  m.params.reserve(n);
  for (int i = 0; i < n; ++i) {
    int32_t len;
    KITE_ASSIGN_OR_RETURN(len, r->ReadInt32());
    if (len == -1) {
      m.params.emplace_back(std::nullopt);
      continue;
    }
    std::string_view bytes;
    KITE_ASSIGN_OR_RETURN(bytes, r->ReadBytes(len));
    m.params.emplace_back(std::string(bytes));
  }
  KITE_ASSIGN_OR_RETURN(m.result_formats, ReadFormats(r));
  return m;
}

absl::StatusOr<FrontendMessage> ParseParse(WireReader* r) {
  ParseMessage m;
  KITE_ASSIGN_OR_RETURN(m.statement, r->ReadCString());
  KITE_ASSIGN_OR_RETURN(m.sql, r->ReadCString());
  int16_t n;
  KITE_ASSIGN_OR_RETURN(n, r->ReadInt16());
  if (n < 0 || static_cast<size_t>(n) * 4 > r->remaining()) {
    return ProtocolViolation(absl::StrCat("bad parameter type count ", n));
  }
  m.param_oids.resize(n);
  for (uint32_t& oid : m.param_oids) {
    int32_t v;
    KITE_ASSIGN_OR_RETURN(v, r->ReadInt32());
    oid = static_cast<uint32_t>(v);
  }
  return m;
}

// Describe and Close: a kind byte ('S' or 'P') and a name.
template <typename M>
absl::StatusOr<FrontendMessage> ParseKindAndName(WireReader* r) {
  M m;
  uint8_t kind;
  KITE_ASSIGN_OR_RETURN(kind, r->ReadByte());
  if (kind != 'S' && kind != 'P') {
    return ProtocolViolation(
        absl::StrCat("invalid kind '", std::string(1, kind), "'"));
  }
  m.kind = static_cast<char>(kind);
  KITE_ASSIGN_OR_RETURN(m.name, r->ReadCString());
  return m;
}

absl::StatusOr<FrontendMessage> ParseBody(char type, WireReader* r) {
  switch (type) {
    case 'Q': {
      QueryMessage m;
      KITE_ASSIGN_OR_RETURN(m.sql, r->ReadCString());
      return m;
    }
    case 'P':
      return ParseParse(r);
    case 'B':
      return ParseBind(r);
    case 'D':
      return ParseKindAndName<DescribeMessage>(r);
    case 'C':
      return ParseKindAndName<CloseMessage>(r);
    case 'E': {
      ExecuteMessage m;
      KITE_ASSIGN_OR_RETURN(m.portal, r->ReadCString());
      KITE_ASSIGN_OR_RETURN(m.max_rows, r->ReadInt32());
      return m;
    }
    case 'S':
      return SyncMessage{};
    case 'H':
      return FlushMessage{};
    case 'X':
      return TerminateMessage{};
    case 'd':
    case 'c':
    case 'f':
    case 'F':
    case 'p': {
      // Their bodies are not needed: skip them.
      (void)r->ReadBytes(r->remaining());
      return OtherMessage{type};
    }
    default:
      return ProtocolViolation(absl::StrCat("invalid frontend message type ",
                                            static_cast<int>(type)));
  }
}

}  // namespace

absl::StatusOr<std::optional<Frame>> NextFrame(std::string_view data,
                                               bool startup, int64_t max_length,
                                               size_t* consumed) {
  const size_t header = startup ? 4 : 5;
  if (data.size() < header) return std::nullopt;
  WireReader r(data.substr(startup ? 0 : 1, 4));
  const int32_t length = *r.ReadInt32();
  const int64_t min = startup ? 8 : 4;
  const int64_t max = startup ? kMaxStartupPacketLength : max_length;
  if (length < min || length > max) {
    return ProtocolViolation(absl::StrCat("invalid message length ", length));
  }
  const size_t total = (startup ? 0 : 1) + static_cast<size_t>(length);
  if (data.size() < total) return std::nullopt;
  *consumed = total;
  return Frame{startup ? '\0' : data[0], data.substr(header, total - header)};
}

absl::StatusOr<FrontendMessage> ParseStartupPacket(std::string_view body) {
  WireReader r(body);
  int32_t code;
  KITE_ASSIGN_OR_RETURN(code, r.ReadInt32());
  if (code == kSslRequestCode || code == kGssEncRequestCode) {
    absl::Status end = r.ExpectEnd();
    if (!end.ok()) return end;
    if (code == kSslRequestCode) return SslRequest{};
    return GssEncRequest{};
  }
  if (code == kCancelRequestCode) {
    CancelRequest m;
    KITE_ASSIGN_OR_RETURN(m.process_id, r.ReadInt32());
    KITE_ASSIGN_OR_RETURN(m.secret_key, r.ReadInt32());
    absl::Status end = r.ExpectEnd();
    if (!end.ok()) return end;
    return m;
  }
  if ((code >> 16) != 3) {
    return SqlError(
        "0A000", absl::StrCat("unsupported frontend protocol ", code >> 16, ".",
                              code & 0xffff, ": server supports 3.0 to 3.0"));
  }
  StartupMessage m;
  m.protocol = code;
  // Name/value pairs, ended by an empty name.
  while (true) {
    std::string_view name;
    KITE_ASSIGN_OR_RETURN(name, r.ReadCString());
    if (name.empty()) break;
    std::string_view value;
    KITE_ASSIGN_OR_RETURN(value, r.ReadCString());
    m.parameters.emplace_back(std::string(name), std::string(value));
  }
  absl::Status end = r.ExpectEnd();
  if (!end.ok()) return end;
  return m;
}

absl::StatusOr<FrontendMessage> ParseTypedMessage(char type,
                                                  std::string_view body) {
  WireReader r(body);
  absl::StatusOr<FrontendMessage> m = ParseBody(type, &r);
  if (!m.ok()) return m;
  absl::Status end = r.ExpectEnd();
  if (!end.ok()) return end;
  return m;
}

}  // namespace kite::server
