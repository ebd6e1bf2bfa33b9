// Byte-level reading and writing of PostgreSQL protocol v3 messages: the
// big-endian integers, NUL-terminated strings and length-prefixed byte
// strings every message is made of. Pure code, no I/O.
#ifndef KITE_SERVER_WIRE_BUFFER_H_
#define KITE_SERVER_WIRE_BUFFER_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace kite::server {

// Reads fields from a message body, checking every read against the bytes
// that remain. Does not own the bytes: they must outlive the reader.
// Errors are 08P01 (protocol_violation) "invalid message format".
// Thread-compatible.
class WireReader {
 public:
  explicit WireReader(std::string_view data) : data_(data) {}

  absl::StatusOr<uint8_t> ReadByte();
  absl::StatusOr<int16_t> ReadInt16();
  absl::StatusOr<int32_t> ReadInt32();
  absl::StatusOr<int64_t> ReadInt64();
  // A string ending at the next NUL byte (consumed, not returned).
  absl::StatusOr<std::string_view> ReadCString();
  // The next `n` bytes; n must be >= 0.
  absl::StatusOr<std::string_view> ReadBytes(int64_t n);

  size_t remaining() const { return data_.size() - pos_; }
  // Fails unless every byte was read: a message with trailing bytes is
  // malformed.
  absl::Status ExpectEnd() const;

 private:
  std::string_view data_;
  size_t pos_ = 0;
};

// Appends backend messages to a string: Begin(type), the fields, End()
// (which fills in the length). Messages may not nest. Does not own `out`.
// Thread-compatible.
class WireWriter {
 public:
  explicit WireWriter(std::string* out) : out_(out) {}

  // Starts a message of `type` ('R', 'T', ...).
  void Begin(char type);
  // Ends the message begun last, writing its int32 length.
  void End();

  void Byte(uint8_t v) { out_->push_back(static_cast<char>(v)); }
  void Int16(int16_t v);
  void Int32(int32_t v);
  void Int64(int64_t v);
  // `s` and a NUL terminator. `s` must not hold a NUL byte.
  void CString(std::string_view s);
  void Bytes(std::string_view s) { out_->append(s); }

 private:
  std::string* out_;
  size_t start_ = 0;  // offset of the length field of the open message
};

// Big-endian helpers shared by the binary value formats.
void AppendInt16(std::string* out, int16_t v);
void AppendInt32(std::string* out, int32_t v);
void AppendInt64(std::string* out, int64_t v);

// The 08P01 "invalid message format" error with `detail` appended.
absl::Status ProtocolViolation(std::string_view detail);

}  // namespace kite::server

#endif  // KITE_SERVER_WIRE_BUFFER_H_
