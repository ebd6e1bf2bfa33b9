// NUMERIC(p,s) helpers: values are 64-bit integers scaled by 10^s with at most
// 18 significant digits, so any value times 10 still fits in an int64 and a
// product of two fits in __int128.
#ifndef KITE_COMMON_NUMERIC_H_
#define KITE_COMMON_NUMERIC_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace kite::numeric {

inline constexpr int kMaxPrecision = 18;

// 10^n for 0 <= n <= 38.
__int128 Pow10(int n);

// Rescales `v` from `from_scale` to `to_scale` digits after the point,
// rounding half away from zero when digits are dropped. No overflow check.
__int128 Rescale(__int128 v, int from_scale, int to_scale);

// Whether |v| < 10^precision, i.e. the scaled value fits NUMERIC(precision,.).
bool Fits(__int128 v, int precision);

// 22003 "numeric field overflow".
absl::Status Overflow(int precision, int scale);

// Rescales `v` (at `from_scale`) to NUMERIC(precision, scale): rounding half
// away from zero, then 22003 if it needs more than `precision` digits.
absl::StatusOr<int64_t> ToNumeric(__int128 v, int from_scale, int precision,
                                  int scale);

// Text of a scaled value with exactly `scale` digits after the point.
std::string Format(int64_t scaled, int scale);

// Parses PostgreSQL numeric input ("  -12.345e2 ") into NUMERIC(precision,
// scale). Errors: 22P02 invalid input syntax, 22003 numeric field overflow.
absl::StatusOr<int64_t> Parse(std::string_view text, int precision, int scale);

// The value as a double (exact to the nearest double).
double ToDouble(int64_t scaled, int scale);

}  // namespace kite::numeric

#endif  // KITE_COMMON_NUMERIC_H_
