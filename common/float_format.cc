#include "common/float_format.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "common/text_util.h"
#include "kite/status.h"

namespace kite {

std::string FormatDouble(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == 0) return std::signbit(d) ? "-0" : "0";
  // Shortest round-trip digits in scientific form: "-1.2345e+14".
  char buf[64];
  auto res =
      std::to_chars(buf, buf + sizeof(buf), d, std::chars_format::scientific);
  std::string sci(buf, res.ptr);
  size_t e = sci.find('e');
  std::string mantissa = sci.substr(0, e);
  int exp = std::atoi(sci.c_str() + e + 1);
  bool negative = mantissa[0] == '-';
  std::string digits;
  for (char c : mantissa) {
    if (c >= '0' && c <= '9') digits.push_back(c);
  }
  std::string out = negative ? "-" : "";
  // PostgreSQL switches to exponent notation below 1e-4 and from 1e15
  // (DBL_DIG) up.
  if (exp < -4 || exp >= 15) {
    out += digits[0];
    if (digits.size() > 1) absl::StrAppend(&out, ".", digits.substr(1));
    char ebuf[16];
    snprintf(ebuf, sizeof(ebuf), "e%c%02d", exp < 0 ? '-' : '+',
             exp < 0 ? -exp : exp);
    out += ebuf;
    return out;
  }
  if (exp < 0) {
    out += "0.";
    out.append(-exp - 1, '0');
    out += digits;
    return out;
  }
  int int_digits = exp + 1;
  if (static_cast<int>(digits.size()) <= int_digits) {
    out += digits;
    out.append(int_digits - digits.size(), '0');
  } else {
    out += digits.substr(0, int_digits);
    absl::StrAppend(&out, ".", digits.substr(int_digits));
  }
  return out;
}

absl::StatusOr<double> ParseDouble(std::string_view text) {
  auto invalid = [&] {
    return SqlError(
        sqlstate::kInvalidTextRepresentation,
        Cat("invalid input syntax for type double precision: \"", text, "\""));
  };
  std::string s(StripSpaces(text));
  std::string lower = ToLower(s);
  if (lower == "nan" || lower == "+nan" || lower == "-nan") {
    return std::numeric_limits<double>::quiet_NaN();
  }
  if (lower == "infinity" || lower == "+infinity" || lower == "inf" ||
      lower == "+inf") {
    return std::numeric_limits<double>::infinity();
  }
  if (lower == "-infinity" || lower == "-inf") {
    return -std::numeric_limits<double>::infinity();
  }
  if (s.empty()) return invalid();
  // Only decimal syntax: strtod would also take hex and "infinity" prefixes.
  for (char c : s) {
    if (!(isdigit(static_cast<unsigned char>(c)) || c == '.' || c == 'e' ||
          c == 'E' || c == '+' || c == '-')) {
      return invalid();
    }
  }
  errno = 0;
  char* end = nullptr;
  double d = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size() || end == s.c_str()) return invalid();
  if (errno == ERANGE && std::isinf(d)) {
    return SqlError(sqlstate::kNumericValueOutOfRange,
                    Cat("\"", s,
                        "\" is out of range for type double "
                        "precision"));
  }
  if (errno == ERANGE && d == 0) {
    // Underflow to zero: PostgreSQL reports it too when digits were nonzero.
    for (char c : s) {
      if (c >= '1' && c <= '9') {
        return SqlError(sqlstate::kNumericValueOutOfRange,
                        Cat("\"", s,
                            "\" is out of range for type double "
                            "precision"));
      }
      if (c == 'e' || c == 'E') break;
    }
  }
  return d;
}

}  // namespace kite
