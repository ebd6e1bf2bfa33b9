// UUID and BYTEA text input and output as PostgreSQL 15 does them. Both are
// held as their bytes (a uuid's 16 in order, which is also its sort order).
#ifndef KITE_COMMON_BYTES_FORMAT_H_
#define KITE_COMMON_BYTES_FORMAT_H_

#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace kite {

// "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11" from 16 bytes.
std::string FormatUuid(std::string_view bytes);

// uuid_in: 32 hex digits in any case, optionally in braces, with a '-'
// allowed after any group of four. Errors: 22P02.
absl::StatusOr<std::string> ParseUuid(std::string_view text);

// bytea_out: "\x0102ff" (hex), or with `escape` the escape format
// ("abc\000\\").
std::string FormatBytea(std::string_view bytes, bool escape);

// byteain: "\x" and pairs of hex digits (spaces between pairs), or the
// escape format (\ooo octal, \\). Errors: 22P02.
absl::StatusOr<std::string> ParseBytea(std::string_view text);

// Hex digits in pairs (spaces between pairs allowed), as decode(s, 'hex').
// Errors: 22023 invalid hexadecimal digit / odd number of digits.
absl::StatusOr<std::string> DecodeHex(std::string_view text);

}  // namespace kite

#endif  // KITE_COMMON_BYTES_FORMAT_H_
