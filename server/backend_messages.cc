#include "server/backend_messages.h"

#include "absl/strings/str_cat.h"
#include "server/wire_buffer.h"

namespace kite::server {
namespace {

// A message of `type` with no body.
void WriteEmpty(std::string* out, char type) {
  WireWriter w(out);
  w.Begin(type);
  w.End();
}

// A string field must not hold a NUL: it would end the field early.
std::string_view UpToNul(std::string_view s) {
  return s.substr(0, s.find('\0'));
}

void WriteFields(std::string* out, char type, const ErrorFields& f) {
  WireWriter w(out);
  w.Begin(type);
  auto field = [&](char code, std::string_view value) {
    if (value.empty()) return;
    w.Byte(code);
    w.CString(UpToNul(value));
  };
  field('S', f.severity);
  field('V', f.severity);
  field('C', f.code);
  field('M', f.message);
  field('D', f.detail);
  field('H', f.hint);
  field('W', f.context);
  if (f.position > 0) field('P', absl::StrCat(f.position));
  w.Byte(0);
  w.End();
}

}  // namespace

void WriteAuthenticationOk(std::string* out) {
  WireWriter w(out);
  w.Begin('R');
  w.Int32(0);
  w.End();
}

void WriteAuthenticationSasl(std::string* out,
                             const std::vector<std::string>& mechanisms) {
  WireWriter w(out);
  w.Begin('R');
  w.Int32(10);
  for (const std::string& m : mechanisms) w.CString(UpToNul(m));
  w.Byte(0);
  w.End();
}

namespace {

// An authentication request `code` followed by SASL data.
void WriteSaslData(std::string* out, int32_t code, std::string_view data) {
  WireWriter w(out);
  w.Begin('R');
  w.Int32(code);
  w.Bytes(data);
  w.End();
}

}  // namespace

void WriteAuthenticationSaslContinue(std::string* out, std::string_view data) {
  WriteSaslData(out, 11, data);
}

void WriteAuthenticationSaslFinal(std::string* out, std::string_view data) {
  WriteSaslData(out, 12, data);
}

void WriteParameterStatus(std::string* out, std::string_view name,
                          std::string_view value) {
  WireWriter w(out);
  w.Begin('S');
  w.CString(UpToNul(name));
  w.CString(UpToNul(value));
  w.End();
}

void WriteBackendKeyData(std::string* out, int32_t process_id,
                         int32_t secret_key) {
  WireWriter w(out);
  w.Begin('K');
  w.Int32(process_id);
  w.Int32(secret_key);
  w.End();
}

void WriteNegotiateProtocolVersion(std::string* out, int32_t minor,
                                   const std::vector<std::string>& options) {
  WireWriter w(out);
  w.Begin('v');
  w.Int32((3 << 16) | minor);
  w.Int32(static_cast<int32_t>(options.size()));
  for (const std::string& o : options) w.CString(UpToNul(o));
  w.End();
}

void WriteReadyForQuery(std::string* out, char status) {
  WireWriter w(out);
  w.Begin('Z');
  w.Byte(status);
  w.End();
}

void WriteRowDescription(std::string* out,
                         absl::Span<const FieldDescription> fields) {
  WireWriter w(out);
  w.Begin('T');
  w.Int16(static_cast<int16_t>(fields.size()));
  for (const FieldDescription& f : fields) {
    w.CString(UpToNul(f.name));
    w.Int32(0);  // table OID: Kite has no pg_class yet
    w.Int16(0);  // column number in that table
    w.Int32(static_cast<int32_t>(f.type.oid));
    w.Int16(f.type.length);
    w.Int32(f.type.modifier);
    w.Int16(f.format);
  }
  w.End();
}

void WriteParameterDescription(std::string* out,
                               absl::Span<const uint32_t> oids) {
  WireWriter w(out);
  w.Begin('t');
  w.Int16(static_cast<int16_t>(oids.size()));
  for (uint32_t oid : oids) w.Int32(static_cast<int32_t>(oid));
  w.End();
}

void WriteCommandComplete(std::string* out, std::string_view tag) {
  WireWriter w(out);
  w.Begin('C');
  w.CString(UpToNul(tag));
  w.End();
}

void WriteEmptyQueryResponse(std::string* out) { WriteEmpty(out, 'I'); }
void WriteParseComplete(std::string* out) { WriteEmpty(out, '1'); }
void WriteBindComplete(std::string* out) { WriteEmpty(out, '2'); }
void WriteCloseComplete(std::string* out) { WriteEmpty(out, '3'); }
void WriteNoData(std::string* out) { WriteEmpty(out, 'n'); }
void WritePortalSuspended(std::string* out) { WriteEmpty(out, 's'); }

namespace {

void WriteCopyResponse(std::string* out, char type, int16_t columns) {
  WireWriter w(out);
  w.Begin(type);
  w.Byte(0);  // text
  w.Int16(columns);
  for (int16_t i = 0; i < columns; ++i) w.Int16(0);
  w.End();
}

}  // namespace

void WriteCopyInResponse(std::string* out, int16_t columns) {
  WriteCopyResponse(out, 'G', columns);
}

void WriteCopyOutResponse(std::string* out, int16_t columns) {
  WriteCopyResponse(out, 'H', columns);
}

void WriteCopyData(std::string* out, std::string_view data) {
  WireWriter w(out);
  w.Begin('d');
  w.Bytes(data);
  w.End();
}

void WriteCopyDone(std::string* out) { WriteEmpty(out, 'c'); }

void WriteErrorResponse(std::string* out, const ErrorFields& fields) {
  WriteFields(out, 'E', fields);
}

void WriteNoticeResponse(std::string* out, const ErrorFields& fields) {
  WriteFields(out, 'N', fields);
}

}  // namespace kite::server
