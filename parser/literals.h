// Decoding of literal tokens: numbers, strings and quoted identifiers.
#ifndef KITE_PARSER_LITERALS_H_
#define KITE_PARSER_LITERALS_H_

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "kite/value.h"

namespace kite::parser_internal {

// The value of a numeric literal token (`digits` as written, without sign;
// `negative` when a unary minus was folded into it, as PostgreSQL does).
// Integers are Integer if they fit 32 bits, else Bigint. Literals with a
// point or exponent are Numeric with the precision and scale as written
// (1.50 -> numeric(3,2)); anything needing more than 18 digits becomes
// Double. Errors: 22003 if it does not even fit a double.
absl::StatusOr<Value> NumericLiteral(std::string_view digits, bool negative);

// The contents of a 'quoted' string token, with '' turned into '.
std::string DecodeQuotedString(std::string_view token);

// The contents of an E'escaped' string token: \b \f \n \r \t, \ooo (octal),
// \xhh (hex), \uXXXX and \UXXXXXXXX (Unicode), \<any> -> <any>, '' -> '.
// Errors: 22025 for a bad Unicode escape, 22021 if the bytes produced are
// not valid UTF-8.
absl::StatusOr<std::string> DecodeEscapeString(std::string_view token);

// The name inside a "quoted" identifier token, with "" turned into ".
std::string DecodeQuotedIdentifier(std::string_view token);

// Whether `bytes` is valid UTF-8 (no overlongs, no surrogates).
bool IsValidUtf8(std::string_view bytes);

}  // namespace kite::parser_internal

#endif  // KITE_PARSER_LITERALS_H_
