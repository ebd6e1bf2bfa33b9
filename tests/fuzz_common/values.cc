#include "tests/fuzz_common/values.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace kite::fuzz {
namespace {

// Words for TEXT values: duplicates that differ only in case (ILIKE, lower),
// LIKE metacharacters and the escape character, multi-byte UTF-8, padding.
const std::vector<std::string>& Words() {
  static const auto* words =
      new std::vector<std::string>{"kite",
                                   "glider",
                                   "alpha",
                                   "Alpha",
                                   "ALPHA",
                                   "beta",
                                   "gamma",
                                   "delta",
                                   "x",
                                   "xy",
                                   "a%b",
                                   "a_b",
                                   "100%",
                                   "under_sc",
                                   "back\\",
                                   "\\_x",
                                   "h\xc3\xa9llo",
                                   "H\xc3\x89LLO",
                                   "\xce\xa9mega",
                                   "\xe6\x97\xa5\xe6\x9c\xac",
                                   "",
                                   " ",
                                   "  pad  ",
                                   "it's",
                                   "Kite Engine",
                                   "zz"};
  return *words;
}

std::string RandomText(Rng& rng, const ValueProfile& p) {
  const auto& words = Words();
  if (p.unique_text) {
    std::string s = absl::StrCat(rng.Pick(words), "-",
                                 absl::Hex(rng.Next() & 0xffffffffffULL));
    if (p.extremes && rng.Chance(0.01)) s.append(rng.Range(200, 2000), 'q');
    return s;
  }
  if (p.extremes && rng.Chance(0.04)) {
    std::string s;
    int target = static_cast<int>(rng.Range(100, 600));
    while (static_cast<int>(s.size()) < target) s += rng.Pick(words);
    return s;
  }
  if (p.narrow) return words[rng.Index(8)];
  if (rng.Chance(0.7)) return rng.Pick(words);
  return absl::StrCat(rng.Pick(words), rng.Pick(words));
}

int64_t RandomInt(Rng& rng, const ValueProfile& p, int64_t min, int64_t max) {
  if (p.extremes && rng.Chance(0.06)) {
    const int64_t picks[] = {min, max, min + 1, max - 1, 0, -1, 1};
    return picks[rng.Index(7)];
  }
  if (p.narrow) return rng.Range(-3, 12);
  double r = rng.Unit();
  if (r < 0.5) return rng.Range(-100, 100);
  if (r < 0.8) return rng.Range(-1000000, 1000000);
  if (max > INT32_MAX && r < 0.9)
    return rng.Range(-(int64_t{1} << 40), int64_t{1} << 40);
  return rng.Range(min, max);
}

double RandomDouble(Rng& rng, const ValueProfile& p) {
  if (p.extremes && rng.Chance(0.08)) {
    const double picks[] = {std::numeric_limits<double>::quiet_NaN(),
                            std::numeric_limits<double>::infinity(),
                            -std::numeric_limits<double>::infinity(),
                            -0.0,
                            0.0,
                            std::numeric_limits<double>::max(),
                            -std::numeric_limits<double>::max(),
                            std::numeric_limits<double>::min(),
                            std::numeric_limits<double>::denorm_min(),
                            1e308,
                            0.1,
                            0.3};
    return picks[rng.Index(12)];
  }
  if (p.narrow) return static_cast<double>(rng.Range(-6, 6)) * 0.5;
  double r = rng.Unit();
  if (r < 0.4) return static_cast<double>(rng.Range(-100, 100));
  if (r < 0.8) return static_cast<double>(rng.Range(-1000000, 1000000)) / 64.0;
  return std::ldexp(rng.Unit() * 2 - 1, static_cast<int>(rng.Range(-80, 80)));
}

std::string DateText(Rng& rng, const ValueProfile& p) {
  if (p.extremes && rng.Chance(0.08)) {
    static const std::vector<std::string> picks = {
        "4713-01-01 BC", "0001-01-01",  "0001-12-31 BC", "1970-01-01",
        "1969-12-31",    "2000-02-29",  "9999-12-31",    "200000-06-15",
        "1000-01-01 BC", "294276-12-31"};
    return picks[rng.Index(picks.size() - (p.far_dates ? 0 : 1))];
  }
  int64_t year = p.narrow ? 2020 : rng.Range(1900, 2100);
  int64_t month = p.narrow ? 1 : rng.Range(1, 12);
  int64_t day = p.narrow ? rng.Range(1, 20) : rng.Range(1, 28);
  return absl::StrFormat("%04d-%02d-%02d", year, month, day);
}

std::string TimestampText(Rng& rng, const ValueProfile& p) {
  if (p.extremes && rng.Chance(0.08)) {
    // Kite counts microseconds from 1970 in an int64, so the latest
    // timestamp it holds is in year 294247 (PostgreSQL's is 294276).
    static const std::vector<std::string> picks = {
        "4713-01-01 00:00:00 BC",       "1970-01-01 00:00:00",
        "1969-12-31 23:59:59.999999",   "2000-01-01 00:00:00",
        "290000-12-31 23:59:59.999999", "0001-01-01 00:00:00"};
    return rng.Pick(picks);
  }
  ValueProfile date_profile = p;
  date_profile.extremes = false;
  std::string s = DateText(rng, date_profile);
  if (p.narrow) return absl::StrCat(s, " 12:00:00");
  absl::StrAppendFormat(&s, " %02d:%02d:%02d", rng.Range(0, 23),
                        rng.Range(0, 59), rng.Range(0, 59));
  if (rng.Chance(0.3)) absl::StrAppendFormat(&s, ".%06d", rng.Range(0, 999999));
  return s;
}

Value Parsed(const std::string& text, Type type) {
  absl::StatusOr<Value> v = Value::Parse(text, type);
  return v.ok() ? *v : Value::Null(type);
}

int64_t Pow10(int n) {
  int64_t r = 1;
  for (int i = 0; i < n; ++i) r *= 10;
  return r;
}

}  // namespace

Value RandomValue(Rng& rng, Type type, const ValueProfile& profile) {
  switch (type.id) {
    case TypeId::kNull:
      return Value::Null();
    case TypeId::kBoolean:
      return Value::Boolean(rng.Chance(0.5));
    case TypeId::kInteger:
      return Value::Integer(
          static_cast<int32_t>(RandomInt(rng, profile, INT32_MIN, INT32_MAX)));
    case TypeId::kBigint:
      return Value::Bigint(RandomInt(rng, profile, INT64_MIN, INT64_MAX));
    case TypeId::kDouble:
      return Value::Double(RandomDouble(rng, profile));
    case TypeId::kNumeric: {
      int64_t max = Pow10(type.precision) - 1;
      int64_t unit = Pow10(type.scale);
      int64_t scaled;
      if (profile.extremes && rng.Chance(0.06)) {
        const int64_t picks[] = {max, -max, 0, 1, -1};
        scaled = picks[rng.Index(5)];
      } else if (profile.narrow) {
        scaled = rng.Range(-4, 10) * unit / 2;
      } else if (rng.Chance(0.6)) {
        scaled = rng.Range(-1000 * unit, 1000 * unit);
      } else {
        scaled = rng.Range(-max, max);
      }
      return Value::Numeric(scaled, type.precision, type.scale);
    }
    case TypeId::kText:
      return Value::Text(RandomText(rng, profile));
    case TypeId::kDate:
      return Parsed(DateText(rng, profile), type);
    case TypeId::kTimestamp:
      return Parsed(TimestampText(rng, profile), type);
    case TypeId::kIntegerArray:
    case TypeId::kBigintArray:
    case TypeId::kTextArray: {
      Type element = type.element();
      ValueProfile ep = profile;
      ep.narrow = rng.Chance(0.7);
      ep.unique_text = false;
      int64_t n = rng.Range(0, profile.extremes && rng.Chance(0.05) ? 20 : 5);
      std::vector<Value> elements;
      for (int64_t i = 0; i < n; ++i) {
        elements.push_back(rng.Chance(0.1) ? Value::Null(element)
                                           : RandomValue(rng, element, ep));
      }
      return Value::Array(type, std::move(elements));
    }
  }
  return Value::Null(type);
}

std::string QuoteText(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'') out += '\'';
    out += c;
  }
  out += '\'';
  return out;
}

std::string SqlLiteral(const Value& v) {
  const Type& type = v.type();
  if (type.id == TypeId::kNull) return "NULL";
  if (v.is_null()) return absl::StrCat("CAST(NULL AS ", type.ToString(), ")");
  switch (type.id) {
    case TypeId::kBoolean:
      return v.bool_value() ? "TRUE" : "FALSE";
    case TypeId::kInteger:
      return absl::StrCat(v.int_value());
    case TypeId::kBigint:
      return absl::StrCat("CAST(", v.int_value(), " AS bigint)");
    case TypeId::kNumeric:
      return absl::StrCat("CAST(", v.ToString(), " AS ", type.ToString(), ")");
    case TypeId::kDouble: {
      double d = v.double_value();
      std::string text = std::isnan(d)   ? "NaN"
                         : std::isinf(d) ? (d > 0 ? "Infinity" : "-Infinity")
                                         : absl::StrFormat("%.17g", d);
      return absl::StrCat("CAST('", text, "' AS double precision)");
    }
    case TypeId::kText:
      return QuoteText(v.text());
    case TypeId::kDate:
      return absl::StrCat("DATE '", v.ToString(), "'");
    case TypeId::kTimestamp:
      return absl::StrCat("TIMESTAMP '", v.ToString(), "'");
    case TypeId::kIntegerArray:
    case TypeId::kBigintArray:
    case TypeId::kTextArray:
      // One string constant whatever the length, so that the query's shape
      // stays the same from one value to the next.
      return absl::StrCat("CAST(", QuoteText(v.ToString()), " AS ",
                          type.ToString(), ")");
    case TypeId::kNull:
      break;
  }
  return "NULL";
}

}  // namespace kite::fuzz
