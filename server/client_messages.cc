#include "server/client_messages.h"

#include "server/wire_buffer.h"

namespace kite::server {

void WriteStartupMessage(
    std::string* out,
    const std::vector<std::pair<std::string, std::string>>& parameters) {
  std::string body;
  AppendInt32(&body, kProtocolVersion3);
  for (const auto& [name, value] : parameters) {
    body += name;
    body.push_back('\0');
    body += value;
    body.push_back('\0');
  }
  body.push_back('\0');
  AppendInt32(out, static_cast<int32_t>(body.size() + 4));
  out->append(body);
}

void WriteSslRequest(std::string* out) {
  AppendInt32(out, 8);
  AppendInt32(out, kSslRequestCode);
}

void WriteCancelRequest(std::string* out, int32_t process_id,
                        int32_t secret_key) {
  AppendInt32(out, 16);
  AppendInt32(out, kCancelRequestCode);
  AppendInt32(out, process_id);
  AppendInt32(out, secret_key);
}

void WriteSaslInitialResponse(std::string* out, std::string_view mechanism,
                              std::string_view data) {
  WireWriter w(out);
  w.Begin('p');
  w.CString(mechanism);
  w.Int32(static_cast<int32_t>(data.size()));
  w.Bytes(data);
  w.End();
}

void WriteSaslResponse(std::string* out, std::string_view data) {
  WireWriter w(out);
  w.Begin('p');
  w.Bytes(data);
  w.End();
}

void WriteQuery(std::string* out, std::string_view sql) {
  WireWriter w(out);
  w.Begin('Q');
  w.CString(sql);
  w.End();
}

void WriteParse(std::string* out, std::string_view name, std::string_view sql,
                const std::vector<uint32_t>& param_oids) {
  WireWriter w(out);
  w.Begin('P');
  w.CString(name);
  w.CString(sql);
  w.Int16(static_cast<int16_t>(param_oids.size()));
  for (uint32_t oid : param_oids) w.Int32(static_cast<int32_t>(oid));
  w.End();
}

void WriteBind(std::string* out, const BindMessage& m) {
  WireWriter w(out);
  w.Begin('B');
  w.CString(m.portal);
  w.CString(m.statement);
  w.Int16(static_cast<int16_t>(m.param_formats.size()));
  for (int16_t f : m.param_formats) w.Int16(f);
  w.Int16(static_cast<int16_t>(m.params.size()));
  for (const std::optional<std::string>& p : m.params) {
    if (!p.has_value()) {
      w.Int32(-1);
      continue;
    }
    w.Int32(static_cast<int32_t>(p->size()));
    w.Bytes(*p);
  }
  w.Int16(static_cast<int16_t>(m.result_formats.size()));
  for (int16_t f : m.result_formats) w.Int16(f);
  w.End();
}

namespace {
void WriteKindAndName(std::string* out, char type, char kind,
                      std::string_view name) {
  WireWriter w(out);
  w.Begin(type);
  w.Byte(static_cast<uint8_t>(kind));
  w.CString(name);
  w.End();
}
void WriteEmptyMessage(std::string* out, char type) {
  WireWriter w(out);
  w.Begin(type);
  w.End();
}
}  // namespace

void WriteDescribe(std::string* out, char kind, std::string_view name) {
  WriteKindAndName(out, 'D', kind, name);
}

void WriteExecute(std::string* out, std::string_view portal, int32_t max_rows) {
  WireWriter w(out);
  w.Begin('E');
  w.CString(portal);
  w.Int32(max_rows);
  w.End();
}

void WriteClose(std::string* out, char kind, std::string_view name) {
  WriteKindAndName(out, 'C', kind, name);
}

void WriteSync(std::string* out) { WriteEmptyMessage(out, 'S'); }
void WriteFlush(std::string* out) { WriteEmptyMessage(out, 'H'); }
void WriteTerminate(std::string* out) { WriteEmptyMessage(out, 'X'); }

void WriteCopyFail(std::string* out, std::string_view message) {
  WireWriter w(out);
  w.Begin('f');
  w.CString(message);
  w.End();
}

std::vector<BackendMessage> SplitBackendMessages(std::string_view data,
                                                 bool ssl_answer) {
  std::vector<BackendMessage> out;
  if (ssl_answer && !data.empty()) {
    out.push_back({data[0], ""});
    data.remove_prefix(1);
  }
  while (data.size() >= 5) {
    WireReader r(data.substr(1, 4));
    const int32_t length = *r.ReadInt32();
    if (length < 4 || data.size() < 1 + static_cast<size_t>(length)) break;
    out.push_back({data[0], std::string(data.substr(5, length - 4))});
    data.remove_prefix(1 + length);
  }
  return out;
}

std::string ErrorField(const BackendMessage& m, char code) {
  WireReader r(m.body);
  while (true) {
    absl::StatusOr<uint8_t> c = r.ReadByte();
    if (!c.ok() || *c == 0) return "";
    absl::StatusOr<std::string_view> v = r.ReadCString();
    if (!v.ok()) return "";
    if (*c == static_cast<uint8_t>(code)) return std::string(*v);
  }
}

std::vector<std::optional<std::string>> DataRowCells(const BackendMessage& m) {
  std::vector<std::optional<std::string>> cells;
  WireReader r(m.body);
  absl::StatusOr<int16_t> n = r.ReadInt16();
  for (int i = 0; n.ok() && i < *n; ++i) {
    absl::StatusOr<int32_t> len = r.ReadInt32();
    if (!len.ok()) break;
    if (*len < 0) {
      cells.emplace_back(std::nullopt);
      continue;
    }
    absl::StatusOr<std::string_view> bytes = r.ReadBytes(*len);
    if (!bytes.ok()) break;
    cells.emplace_back(std::string(*bytes));
  }
  return cells;
}

}  // namespace kite::server
