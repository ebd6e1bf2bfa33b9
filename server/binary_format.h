// PostgreSQL's binary format of values ("send"/"recv" functions) for every
// type Kite has, and the UTF-8 check text values go through.
#ifndef KITE_SERVER_BINARY_FORMAT_H_
#define KITE_SERVER_BINARY_FORMAT_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "kite/value.h"

namespace kite::server {

// Appends the binary form of `value` (not NULL) as PostgreSQL sends its
// type (PgTypeOf(value.type())): int4, int8, float8, bool, numeric (base
// 10000 digits), date (days since 2000-01-01), timestamp (microseconds
// since 2000-01-01), text, and one-dimensional arrays of those.
void AppendBinaryValue(const Value& value, std::string* out);

// Reads a binary parameter value of PostgreSQL type `oid` (see
// KiteTypeOfOid for the types read). Errors: 22P03 when the bytes are not
// a valid value of that type (wrong length, bad numeric digits, bad array
// header, ...), 22021 for text that is not valid UTF-8, 22003 for a value
// Kite cannot hold (a numeric past 18 digits), 0A000 for a type Kite does
// not have. Never crashes on any input. Thread-safe.
absl::StatusOr<Value> DecodeBinaryValue(uint32_t oid, std::string_view bytes);

// Whether `text` is valid UTF-8 without NUL bytes (PostgreSQL's UTF8
// encoding rejects both).
bool IsValidUtf8(std::string_view text);

// The 22021 error for invalid UTF-8, as PostgreSQL words it.
absl::Status InvalidUtf8Error(std::string_view text);

}  // namespace kite::server

#endif  // KITE_SERVER_BINARY_FORMAT_H_
