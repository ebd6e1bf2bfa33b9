#include "common/numeric.h"

#include <cctype>
#include <cstdlib>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "common/text_util.h"
#include "kite/status.h"

namespace kite::numeric {

__int128 Pow10(int n) {
  __int128 p = 1;
  for (int i = 0; i < n; ++i) p *= 10;
  return p;
}

__int128 Rescale(__int128 v, int from_scale, int to_scale) {
  if (to_scale >= from_scale) return v * Pow10(to_scale - from_scale);
  __int128 div = Pow10(from_scale - to_scale);
  __int128 q = v / div;
  __int128 r = v % div;
  if (r < 0) r = -r;
  if (2 * r >= div) q += v < 0 ? -1 : 1;
  return q;
}

bool Fits(__int128 v, int precision) {
  if (v < 0) v = -v;
  return v < Pow10(precision);
}

absl::Status Overflow(int precision, int scale) {
  // PostgreSQL puts "A field with precision p, scale s must round to an
  // absolute value less than 10^(p-s)." in the DETAIL; Status has no detail,
  // so the message is the primary text alone.
  return SqlError(sqlstate::kNumericValueOutOfRange, "numeric field overflow");
}

absl::StatusOr<int64_t> ToNumeric(__int128 v, int from_scale, int precision,
                                  int scale) {
  if (precision <= 0) precision = kMaxPrecision;
  // Values this large cannot fit whatever the rounding; avoid __int128
  // overflow in Rescale.
  if (!Fits(v, 36)) return Overflow(precision, scale);
  __int128 r = Rescale(v, from_scale, scale);
  if (!Fits(r, precision)) return Overflow(precision, scale);
  return static_cast<int64_t>(r);
}

std::string Format(int64_t scaled, int scale) {
  bool negative = scaled < 0;
  // Work in unsigned to handle INT64_MIN.
  uint64_t mag = negative ? 0 - static_cast<uint64_t>(scaled)
                          : static_cast<uint64_t>(scaled);
  std::string digits = std::to_string(mag);
  if (scale > 0 && static_cast<int>(digits.size()) <= scale) {
    digits = std::string(scale + 1 - digits.size(), '0') + digits;
  }
  std::string out;
  out.reserve(digits.size() + 2);
  if (negative) out.push_back('-');
  if (scale <= 0) return out + digits;
  size_t int_len = digits.size() - scale;
  out.append(digits, 0, int_len);
  out.push_back('.');
  out.append(digits, int_len, std::string::npos);
  return out;
}

absl::StatusOr<int64_t> Parse(std::string_view text, int precision, int scale) {
  auto invalid = [&] {
    return SqlError(
        sqlstate::kInvalidTextRepresentation,
        Cat("invalid input syntax for type numeric: \"", text, "\""));
  };
  std::string_view s = StripSpaces(text);
  size_t i = 0;
  bool negative = false;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
    negative = s[i] == '-';
    ++i;
  }
  // Significant digits (leading zeros dropped) and the position of the point.
  std::string digits;
  int point_shift = 0;  // value = digits * 10^(point_shift)
  bool any_digit = false, seen_point = false;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c >= '0' && c <= '9') {
      any_digit = true;
      if (!(digits.empty() && c == '0')) digits.push_back(c);
      if (seen_point) --point_shift;
    } else if (c == '.' && !seen_point) {
      seen_point = true;
    } else {
      break;
    }
  }
  if (!any_digit) {
    std::string lower = ToLower(s);
    if (lower == "nan" || lower == "infinity" || lower == "-infinity" ||
        lower == "+infinity" || lower == "inf" || lower == "-inf") {
      return Overflow(precision <= 0 ? kMaxPrecision : precision, scale);
    }
    return invalid();
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    bool exp_negative = false;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
      exp_negative = s[i] == '-';
      ++i;
    }
    if (i >= s.size() || !isdigit(static_cast<unsigned char>(s[i]))) {
      return invalid();
    }
    long exp = 0;
    for (; i < s.size() && isdigit(static_cast<unsigned char>(s[i])); ++i) {
      exp = exp * 10 + (s[i] - '0');
      if (exp > 100000) return invalid();
    }
    point_shift += exp_negative ? -exp : exp;
  }
  if (i != s.size()) return invalid();
  if (precision <= 0) precision = kMaxPrecision;
  if (digits.empty()) return 0;
  // Value = digits * 10^point_shift; we need it at `scale`.
  int target_shift = point_shift + scale;  // digits * 10^target_shift
  int integer_digits = static_cast<int>(digits.size()) + point_shift;
  if (integer_digits > precision - scale + 1) {
    return Overflow(precision, scale);
  }
  __int128 v;
  if (target_shift >= 0) {
    v = 0;
    for (char c : digits) v = v * 10 + (c - '0');
    v *= Pow10(target_shift);
  } else {
    int keep = static_cast<int>(digits.size()) + target_shift;
    v = 0;
    for (int k = 0; k < keep; ++k) v = v * 10 + (digits[k] - '0');
    if (keep >= 0 && keep < static_cast<int>(digits.size()) &&
        digits[keep] >= '5') {
      ++v;
    }
  }
  if (!Fits(v, precision)) return Overflow(precision, scale);
  return static_cast<int64_t>(negative ? -v : v);
}

double ToDouble(int64_t scaled, int scale) {
  std::string s = Format(scaled, scale);
  return std::strtod(s.c_str(), nullptr);
}

}  // namespace kite::numeric
