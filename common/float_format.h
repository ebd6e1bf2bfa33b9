// DOUBLE PRECISION and REAL text input and output as PostgreSQL 15 does them.
#ifndef KITE_COMMON_FLOAT_FORMAT_H_
#define KITE_COMMON_FLOAT_FORMAT_H_

#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace kite {

// The shortest text that reads back as `d` (PostgreSQL's default
// extra_float_digits=1): "0.1", "1e+20", "1.5e-05", "Infinity", "NaN".
std::string FormatDouble(double d);

// Parses PostgreSQL float8 input: surrounding whitespace, decimal or
// exponent notation, Infinity/inf/NaN in any case. Errors: 22P02 invalid
// input syntax for type double precision, 22003 out of range.
absl::StatusOr<double> ParseDouble(std::string_view text);

// REAL's output and input: the shortest text that reads back as the float
// `f` ("0.1", "1e+06"); input as float4in. Errors as ParseDouble, for type
// real.
std::string FormatReal(float f);
absl::StatusOr<float> ParseReal(std::string_view text);

}  // namespace kite

#endif  // KITE_COMMON_FLOAT_FORMAT_H_
