#include "server/wire_buffer.h"

#include "absl/strings/str_cat.h"
#include "common/text_util.h"
#include "kite/status.h"

namespace kite::server {
namespace {

constexpr char kProtocolViolation[] = "08P01";

uint64_t ReadBigEndian(std::string_view bytes) {
  uint64_t v = 0;
  for (char c : bytes) v = (v << 8) | static_cast<uint8_t>(c);
  return v;
}

void AppendBigEndian(std::string* out, uint64_t v, int bytes) {
  char buf[8];
  for (int i = 0; i < bytes; ++i) {
    buf[i] = static_cast<char>((v >> (8 * (bytes - 1 - i))) & 0xff);
  }
  out->append(buf, bytes);
}

}  // namespace

absl::Status ProtocolViolation(std::string_view detail) {
  return SqlError(kProtocolViolation, Cat("invalid message format: ", detail));
}

absl::StatusOr<std::string_view> WireReader::ReadBytes(int64_t n) {
  if (n < 0 || static_cast<uint64_t>(n) > remaining()) {
    return ProtocolViolation(absl::StrCat("a field of ", n, " bytes runs past ",
                                          "the end of the message"));
  }
  std::string_view bytes = data_.substr(pos_, n);
  pos_ += n;
  return bytes;
}

absl::StatusOr<uint8_t> WireReader::ReadByte() {
  absl::StatusOr<std::string_view> b = ReadBytes(1);
  if (!b.ok()) return b.status();
  return static_cast<uint8_t>((*b)[0]);
}

absl::StatusOr<int16_t> WireReader::ReadInt16() {
  absl::StatusOr<std::string_view> b = ReadBytes(2);
  if (!b.ok()) return b.status();
  return static_cast<int16_t>(ReadBigEndian(*b));
}

absl::StatusOr<int32_t> WireReader::ReadInt32() {
  absl::StatusOr<std::string_view> b = ReadBytes(4);
  if (!b.ok()) return b.status();
  return static_cast<int32_t>(ReadBigEndian(*b));
}

absl::StatusOr<int64_t> WireReader::ReadInt64() {
  absl::StatusOr<std::string_view> b = ReadBytes(8);
  if (!b.ok()) return b.status();
  return static_cast<int64_t>(ReadBigEndian(*b));
}

absl::StatusOr<std::string_view> WireReader::ReadCString() {
  const size_t nul = data_.find('\0', pos_);
  if (nul == std::string_view::npos) {
    return ProtocolViolation("a string is not terminated");
  }
  std::string_view s = data_.substr(pos_, nul - pos_);
  pos_ = nul + 1;
  return s;
}

absl::Status WireReader::ExpectEnd() const {
  if (remaining() == 0) return absl::OkStatus();
  return ProtocolViolation(
      absl::StrCat(remaining(), " unexpected bytes at the end of a message"));
}

void WireWriter::Begin(char type) {
  out_->push_back(type);
  start_ = out_->size();
  out_->append(4, '\0');
}

void WireWriter::End() {
  const uint64_t length = out_->size() - start_;
  for (int i = 0; i < 4; ++i) {
    (*out_)[start_ + i] = static_cast<char>((length >> (8 * (3 - i))) & 0xff);
  }
}

void WireWriter::Int16(int16_t v) { AppendInt16(out_, v); }
void WireWriter::Int32(int32_t v) { AppendInt32(out_, v); }
void WireWriter::Int64(int64_t v) { AppendInt64(out_, v); }

void WireWriter::CString(std::string_view s) {
  out_->append(s);
  out_->push_back('\0');
}

void AppendInt16(std::string* out, int16_t v) {
  AppendBigEndian(out, static_cast<uint16_t>(v), 2);
}
void AppendInt32(std::string* out, int32_t v) {
  AppendBigEndian(out, static_cast<uint32_t>(v), 4);
}
void AppendInt64(std::string* out, int64_t v) {
  AppendBigEndian(out, static_cast<uint64_t>(v), 8);
}

}  // namespace kite::server
