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

namespace {

// The shortest round-trip text of `d` (a double or a float), in exponent
// notation below 1e-4 and from 10^max_plain_exp up.
template <typename F>
std::string FormatShortest(F d, int max_plain_exp) {
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
  if (exp < -4 || exp >= max_plain_exp) {
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

}  // namespace

// PostgreSQL switches to exponent notation from 1e15 (DBL_DIG) up, and for
// real from 1e6 (FLT_DIG).
std::string FormatDouble(double d) { return FormatShortest(d, 15); }

std::string FormatReal(float f) { return FormatShortest(f, 6); }

absl::StatusOr<float> ParseReal(std::string_view text) {
  absl::StatusOr<double> d = ParseDouble(text);
  if (!d.ok()) {
    if (d.status().message().find("out of range") != std::string_view::npos) {
      return SqlError(
          sqlstate::kNumericValueOutOfRange,
          Cat("\"", StripSpaces(text), "\" is out of range for type real"));
    }
    return SqlError(sqlstate::kInvalidTextRepresentation,
                    Cat("invalid input syntax for type real: \"", text, "\""));
  }
  // float4in reads the text as a float (strtof), not via a double.
  if (std::isnan(*d) || std::isinf(*d)) return static_cast<float>(*d);
  errno = 0;
  std::string s(StripSpaces(text));
  const float f = std::strtof(s.c_str(), nullptr);
  if (errno == ERANGE && (std::isinf(f) || f == 0) && *d != 0) {
    return SqlError(sqlstate::kNumericValueOutOfRange,
                    Cat("\"", s, "\" is out of range for type real"));
  }
  return f;
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
