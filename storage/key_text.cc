#include "storage/key_text.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/text_util.h"

namespace kite::storage_internal {
namespace {

constexpr int64_t kMicrosPerDay = int64_t{86400} * 1000000;

// Civil date of `days` since 1970-01-01 (proleptic Gregorian; H. Hinnant's
// days_from_civil inverse).
void CivilFromDays(int64_t days, int64_t* y, int* m, int* d) {
  days += 719468;
  int64_t era = (days >= 0 ? days : days - 146096) / 146097;
  int64_t doe = days - era * 146097;
  int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  int64_t mp = (5 * doy + 2) / 153;
  *d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  *m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  *y = yoe + era * 400 + (*m <= 2 ? 1 : 0);
}

// "YYYY-MM-DD", with " BC" appended for years before 1 (kept in *bc).
std::string DateText(int64_t days, bool* bc) {
  int64_t y;
  int m, d;
  CivilFromDays(days, &y, &m, &d);
  *bc = y <= 0;
  if (*bc) y = 1 - y;
  return absl::StrFormat("%04d-%02d-%02d", y, m, d);
}

std::string TimestampText(int64_t micros) {
  int64_t days = micros / kMicrosPerDay;
  int64_t rest = micros % kMicrosPerDay;
  if (rest < 0) {
    rest += kMicrosPerDay;
    --days;
  }
  bool bc;
  std::string out = DateText(days, &bc);
  int64_t secs = rest / 1000000, frac = rest % 1000000;
  absl::StrAppendFormat(&out, " %02d:%02d:%02d", secs / 3600, secs / 60 % 60,
                        secs % 60);
  if (frac != 0) {
    std::string f = absl::StrFormat("%06d", frac);
    while (f.back() == '0') f.pop_back();
    absl::StrAppend(&out, ".", f);
  }
  if (bc) out += " BC";
  return out;
}

std::string NumericText(int64_t scaled, int scale) {
  if (scale == 0) return absl::StrCat(scaled);
  bool negative = scaled < 0;
  uint64_t magnitude = negative ? 0 - static_cast<uint64_t>(scaled)
                                : static_cast<uint64_t>(scaled);
  std::string digits = absl::StrCat(magnitude);
  if (digits.size() <= static_cast<size_t>(scale)) {
    digits.insert(0, scale + 1 - digits.size(), '0');
  }
  digits.insert(digits.size() - scale, ".");
  return negative ? "-" + digits : digits;
}

std::string DoubleText(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == 0) return std::signbit(d) ? "-0" : "0";
  // Shortest round-trip digits, laid out as PostgreSQL's float8out does:
  // fixed notation for decimal exponents in [-4, 15), else 1.5e+20.
  char buf[64];
  auto result =
      std::to_chars(buf, buf + sizeof(buf), d, std::chars_format::scientific);
  std::string s(buf, result.ptr);
  size_t e = s.find('e');
  int exponent = std::atoi(s.c_str() + e + 1);
  std::string sign = s[0] == '-' ? "-" : "";
  std::string digits;
  for (size_t i = sign.size(); i < e; ++i) {
    if (s[i] != '.') digits.push_back(s[i]);
  }
  if (exponent < -4 || exponent >= 15) {
    std::string mantissa = digits.substr(0, 1);
    if (digits.size() > 1) mantissa += "." + digits.substr(1);
    return absl::StrFormat("%s%se%c%02d", sign, mantissa,
                           exponent < 0 ? '-' : '+', std::abs(exponent));
  }
  if (exponent < 0) {
    return sign + "0." + std::string(-exponent - 1, '0') + digits;
  }
  if (digits.size() <= static_cast<size_t>(exponent) + 1) {
    return sign + digits + std::string(exponent + 1 - digits.size(), '0');
  }
  return sign + digits.substr(0, exponent + 1) + "." +
         digits.substr(exponent + 1);
}

// An array element, quoted as array_out() does when needed.
std::string ArrayElementText(const Value& e) {
  if (e.is_null()) return "NULL";
  std::string text = KeyValueText(e);
  if (e.type().id != TypeId::kText) return text;
  return QuoteArrayElement(text);
}

}  // namespace

std::string KeyValueText(const Value& v) {
  if (v.is_null()) return "null";
  switch (v.type().id) {
    case TypeId::kBoolean:
      return v.bool_value() ? "t" : "f";
    case TypeId::kInteger:
    case TypeId::kBigint:
      return absl::StrCat(v.int_value());
    case TypeId::kNumeric:
      return NumericText(v.int_value(), v.type().scale);
    case TypeId::kDouble:
      return DoubleText(v.double_value());
    case TypeId::kText:
      return v.text();
    case TypeId::kDate: {
      bool bc;
      std::string out = DateText(v.int_value(), &bc);
      return bc ? out + " BC" : out;
    }
    case TypeId::kTimestamp:
      return TimestampText(v.int_value());
    case TypeId::kIntegerArray:
    case TypeId::kBigintArray:
    case TypeId::kTextArray: {
      std::string out = "{";
      bool first = true;
      for (const Value& e : v.elements()) {
        if (!first) out += ",";
        first = false;
        out += ArrayElementText(e);
      }
      return out + "}";
    }
    case TypeId::kSmallint:
    case TypeId::kReal:
    case TypeId::kTimestamptz:
    case TypeId::kTime:
    case TypeId::kUuid:
    case TypeId::kBytea:
      return v.ToString();
    case TypeId::kNull:
      break;
  }
  return "null";
}

std::string QuoteIdentifier(std::string_view name) {
  bool bare = !name.empty() && (absl::ascii_islower(name[0]) || name[0] == '_');
  for (char c : name) {
    if (!(absl::ascii_islower(c) || absl::ascii_isdigit(c) || c == '_' ||
          c == '$')) {
      bare = false;
    }
  }
  if (bare) return std::string(name);
  std::string out = "\"";
  for (char c : name) {
    if (c == '"') out.push_back('"');
    out.push_back(c);
  }
  out.push_back('"');
  return out;
}

}  // namespace kite::storage_internal
