// Value::Parse: PostgreSQL's text input for every Kite type.
#include <cctype>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "common/bytes_format.h"
#include "common/date_time.h"
#include "common/float_format.h"
#include "common/numeric.h"
#include "common/text_util.h"
#include "kite/status.h"
#include "kite/value.h"

namespace kite {
namespace {

absl::Status InvalidSyntax(std::string_view type_name, std::string_view text) {
  return SqlError(
      sqlstate::kInvalidTextRepresentation,
      Cat("invalid input syntax for type ", type_name, ": \"", text, "\""));
}

// pg_strtoint32/64: optional whitespace, sign, at least one digit, optional
// whitespace; the value must fit in [min, max].
absl::StatusOr<int64_t> ParseInteger(std::string_view text,
                                     std::string_view type_name, int64_t min,
                                     int64_t max) {
  std::string_view s = StripSpaces(text);
  size_t i = 0;
  bool negative = false;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
    negative = s[i] == '-';
    ++i;
  }
  if (i >= s.size()) return InvalidSyntax(type_name, text);
  // Accumulate as a negative number so that the minimum fits.
  __int128 v = 0;
  bool overflow = false;
  for (; i < s.size(); ++i) {
    if (!isdigit(static_cast<unsigned char>(s[i]))) {
      return InvalidSyntax(type_name, text);
    }
    if (!overflow) {
      v = v * 10 + (s[i] - '0');
      if (v > static_cast<__int128>(max) + 1) overflow = true;
    }
  }
  if (negative) v = -v;
  if (overflow || v < min || v > max) {
    return SqlError(
        sqlstate::kNumericValueOutOfRange,
        Cat("value \"", text, "\" is out of range for type ", type_name));
  }
  return static_cast<int64_t>(v);
}

absl::StatusOr<bool> ParseBoolean(std::string_view text) {
  std::string s = ToLower(StripSpaces(text));
  auto prefix_of = [&](std::string_view word, size_t min_len) {
    return s.size() >= min_len && s.size() <= word.size() &&
           word.substr(0, s.size()) == s;
  };
  if (prefix_of("true", 1) || prefix_of("yes", 1) || prefix_of("on", 2) ||
      s == "1") {
    return true;
  }
  if (prefix_of("false", 1) || prefix_of("no", 1) || prefix_of("off", 2) ||
      s == "0") {
    return false;
  }
  return InvalidSyntax("boolean", text);
}

// One element of an array literal before conversion.
struct RawElement {
  std::string text;
  bool is_null = false;
};

// Splits a one-dimensional array literal "{a, "b c", NULL}" into elements.
absl::StatusOr<std::vector<RawElement>> SplitArrayLiteral(
    std::string_view text) {
  auto malformed = [&] {
    return SqlError(sqlstate::kInvalidTextRepresentation,
                    Cat("malformed array literal: \"", text, "\""));
  };
  std::string_view s = text;
  size_t i = 0;
  auto skip_spaces = [&] {
    while (i < s.size() && isspace(static_cast<unsigned char>(s[i]))) ++i;
  };
  skip_spaces();
  if (i >= s.size() || s[i] != '{') return malformed();
  ++i;
  std::vector<RawElement> out;
  skip_spaces();
  if (i < s.size() && s[i] == '}') {
    ++i;
    skip_spaces();
    if (i != s.size()) return malformed();
    return out;
  }
  while (true) {
    skip_spaces();
    if (i >= s.size()) return malformed();
    RawElement e;
    if (s[i] == '"') {
      ++i;
      bool closed = false;
      while (i < s.size()) {
        char c = s[i++];
        if (c == '\\') {
          if (i >= s.size()) return malformed();
          e.text.push_back(s[i++]);
        } else if (c == '"') {
          closed = true;
          break;
        } else {
          e.text.push_back(c);
        }
      }
      if (!closed) return malformed();
      skip_spaces();
    } else {
      if (s[i] == '{' || s[i] == ',' || s[i] == '}') return malformed();
      bool escaped_any = false;
      size_t last_significant = 0;  // length of text up to the last
                                    // non-space or escaped character
      while (i < s.size() && s[i] != ',' && s[i] != '}') {
        char c = s[i++];
        if (c == '{' || c == '"') return malformed();
        if (c == '\\') {
          if (i >= s.size()) return malformed();
          e.text.push_back(s[i++]);
          escaped_any = true;
          last_significant = e.text.size();
        } else {
          e.text.push_back(c);
          if (!isspace(static_cast<unsigned char>(c))) {
            last_significant = e.text.size();
          }
        }
      }
      e.text.resize(last_significant);
      if (!escaped_any && EqualsIgnoreCase(e.text, "NULL")) {
        e.is_null = true;
      }
    }
    out.push_back(std::move(e));
    if (i >= s.size()) return malformed();
    if (s[i] == ',') {
      ++i;
      continue;
    }
    if (s[i] == '}') {
      ++i;
      break;
    }
    return malformed();
  }
  skip_spaces();
  if (i != s.size()) return malformed();
  return out;
}

}  // namespace

absl::StatusOr<Value> Value::Parse(std::string_view text, Type type) {
  switch (type.id) {
    case TypeId::kNull:
    case TypeId::kText:
      return Value::Text(std::string(text));
    case TypeId::kBoolean: {
      auto b = ParseBoolean(text);
      if (!b.ok()) return b.status();
      return Value::Boolean(*b);
    }
    case TypeId::kInteger: {
      auto v = ParseInteger(text, "integer", INT32_MIN, INT32_MAX);
      if (!v.ok()) return v.status();
      return Value::Integer(static_cast<int32_t>(*v));
    }
    case TypeId::kBigint: {
      auto v = ParseInteger(text, "bigint", INT64_MIN, INT64_MAX);
      if (!v.ok()) return v.status();
      return Value::Bigint(*v);
    }
    case TypeId::kDouble: {
      auto d = ParseDouble(text);
      if (!d.ok()) return d.status();
      return Value::Double(*d);
    }
    case TypeId::kNumeric: {
      int precision =
          type.precision == 0 ? numeric::kMaxPrecision : type.precision;
      auto v = numeric::Parse(text, precision, type.scale);
      if (!v.ok()) return v.status();
      return Value::Numeric(*v, type.precision, type.scale);
    }
    case TypeId::kDate: {
      auto d = datetime::ParseDate(text, datetime::NowMicros());
      if (!d.ok()) return d.status();
      return Value::Date(*d);
    }
    case TypeId::kTimestamp: {
      auto t = datetime::ParseTimestamp(text, datetime::NowMicros());
      if (!t.ok()) return t.status();
      return Value::Timestamp(*t);
    }
    case TypeId::kSmallint: {
      auto v = ParseInteger(text, "smallint", INT16_MIN, INT16_MAX);
      if (!v.ok()) return v.status();
      return Value::Smallint(static_cast<int16_t>(*v));
    }
    case TypeId::kReal: {
      auto f = ParseReal(text);
      if (!f.ok()) return f.status();
      return Value::Real(*f);
    }
    case TypeId::kTimestamptz: {
      auto t = datetime::ParseTimestamptz(text, datetime::NowMicros());
      if (!t.ok()) return t.status();
      return Value::Timestamptz(*t);
    }
    case TypeId::kTime: {
      auto t = datetime::ParseTime(text, datetime::NowMicros());
      if (!t.ok()) return t.status();
      return Value::Time(*t);
    }
    case TypeId::kUuid: {
      auto b = ParseUuid(text);
      if (!b.ok()) return b.status();
      return Value::Uuid(*std::move(b));
    }
    case TypeId::kBytea: {
      auto b = ParseBytea(text);
      if (!b.ok()) return b.status();
      return Value::Bytea(*std::move(b));
    }
    case TypeId::kIntegerArray:
    case TypeId::kBigintArray:
    case TypeId::kTextArray: {
      auto raw = SplitArrayLiteral(text);
      if (!raw.ok()) return raw.status();
      Type element = type.element();
      std::vector<Value> elements;
      elements.reserve(raw->size());
      for (const RawElement& e : *raw) {
        if (e.is_null) {
          elements.push_back(Value::Null(element));
          continue;
        }
        auto v = Parse(e.text, element);
        if (!v.ok()) return v.status();
        elements.push_back(std::move(*v));
      }
      return Value::Array(type, std::move(elements));
    }
  }
  return InvalidSyntax(type.ToString(), text);
}

}  // namespace kite
