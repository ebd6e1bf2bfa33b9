// A single SQL value: the currency of constants, parameters, inserted rows and
// the public API. The executor works on column vectors, not on Values.
#ifndef KITE_VALUE_H_
#define KITE_VALUE_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "kite/type.h"

namespace kite {

class Value {
 public:
  // A NULL of type `type` (an untyped NULL by default).
  Value() = default;
  static Value Null(Type type = Type::Null()) {
    Value v;
    v.type_ = type;
    return v;
  }
  static Value Boolean(bool b) { return Int(Type::Boolean(), b ? 1 : 0); }
  static Value Integer(int32_t i) { return Int(Type::Integer(), i); }
  static Value Bigint(int64_t i) { return Int(Type::Bigint(), i); }
  static Value Double(double d) {
    Value v;
    v.type_ = Type::Double();
    v.null_ = false;
    v.double_ = d;
    return v;
  }
  // `scaled` is the value times 10^scale: Numeric(12345, 10, 2) is 123.45.
  static Value Numeric(int64_t scaled, int precision, int scale) {
    return Int(Type::Numeric(precision, scale), scaled);
  }
  static Value Text(std::string s) {
    Value v;
    v.type_ = Type::Text();
    v.null_ = false;
    v.text_ = std::move(s);
    return v;
  }
  static Value Date(int32_t days_since_1970) {
    return Int(Type::Date(), days_since_1970);
  }
  static Value Timestamp(int64_t micros_since_1970) {
    return Int(Type::Timestamp(), micros_since_1970);
  }
  static Value Smallint(int16_t i) { return Int(Type::Smallint(), i); }
  // A REAL: `f` as a float, held as a double.
  static Value Real(float f) {
    Value v = Double(f);
    v.type_ = Type::Real();
    return v;
  }
  static Value Timestamptz(int64_t micros_since_1970_utc) {
    return Int(Type::Timestamptz(), micros_since_1970_utc);
  }
  static Value Time(int64_t micros_since_midnight) {
    return Int(Type::Time(), micros_since_midnight);
  }
  // A UUID from its 16 bytes, or a BYTEA from its bytes.
  static Value Uuid(std::string bytes16) {
    return Bytes(Type::Uuid(), std::move(bytes16));
  }
  static Value Bytea(std::string bytes) {
    return Bytes(Type::Bytea(), std::move(bytes));
  }
  // A value of a string-lane type (text, uuid, bytea) from its bytes.
  static Value Bytes(Type type, std::string bytes) {
    Value v = Text(std::move(bytes));
    v.type_ = type;
    return v;
  }
  // An array of `array_type` (e.g. Type{TypeId::kIntegerArray}); elements
  // have the element type or are NULL.
  static Value Array(Type array_type, std::vector<Value> elements) {
    Value v;
    v.type_ = array_type;
    v.null_ = false;
    v.array_ = std::make_shared<const std::vector<Value>>(std::move(elements));
    return v;
  }

  const Type& type() const { return type_; }
  bool is_null() const { return null_; }

  // Accessors; the caller checks type() and is_null() first.
  bool bool_value() const { return int_ != 0; }
  // boolean (0/1), the integers, numeric (scaled), date, timestamp[tz],
  // time: see Type::is_int_lane.
  int64_t int_value() const { return int_; }
  // double precision and real.
  double double_value() const { return double_; }
  // text, and the bytes of uuid and bytea.
  const std::string& text() const { return text_; }
  const std::vector<Value>& elements() const { return *array_; }

  // PostgreSQL's text output: t/f, 1.5, 123.45, 2024-01-31,
  // 2024-01-31 12:00:00, {1,2,NULL}, {"a b",c}. NULL prints as "NULL".
  std::string ToString() const;

  // Parses `text` as a value of `type` (PostgreSQL input syntax, as in
  // 'text'::type). Errors: 22P02 invalid input, 22003 out of range, 22007/22008
  // bad date/time.
  static absl::StatusOr<Value> Parse(std::string_view text, Type type);

  // Converts to `target` as CAST does (numeric rounding, text parsing,
  // overflow checks). Errors carry PostgreSQL's SQLSTATE; 42846 if no cast.
  absl::StatusOr<Value> CastTo(Type target) const;

  // Identity of values, for tests and hashing: same type, both NULL or equal.
  bool operator==(const Value& o) const;
  bool operator!=(const Value& o) const { return !(*this == o); }

 private:
  // Rebinds a parameter in place (PreparedStatement::Bind).
  friend class PreparedStatement;
  static Value Int(Type t, int64_t i) {
    Value v;
    v.type_ = t;
    v.null_ = false;
    v.int_ = i;
    return v;
  }

  Type type_;
  bool null_ = true;
  int64_t int_ = 0;
  double double_ = 0;
  std::string text_;
  std::shared_ptr<const std::vector<Value>> array_;
};

}  // namespace kite

#endif  // KITE_VALUE_H_
