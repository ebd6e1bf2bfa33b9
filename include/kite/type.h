// SQL data types as Kite stores and computes them.
#ifndef KITE_TYPE_H_
#define KITE_TYPE_H_

#include <cstdint>
#include <string>

namespace kite {

enum class TypeId : uint8_t {
  kNull,  // the type of an untyped NULL literal or an unbound parameter
  kBoolean,
  kInteger,    // 32-bit
  kBigint,     // 64-bit
  kDouble,     // DOUBLE PRECISION
  kNumeric,    // NUMERIC(p,s), p <= 18: a 64-bit integer scaled by 10^s
  kText,       // TEXT and VARCHAR
  kDate,       // days since 1970-01-01
  kTimestamp,  // microseconds since 1970-01-01 00:00:00 (no time zone)
  kIntegerArray,
  kBigintArray,
  kTextArray,
  // Appended after the first wave's types: the numbers are kept on disk.
  kSmallint,     // 16-bit, held in 32
  kReal,         // 32-bit float, held in a double lane
  kTimestamptz,  // microseconds since 1970-01-01 00:00:00 UTC
  kTime,         // microseconds since midnight, 0..86400000000
  kUuid,         // 16 bytes
  kBytea,        // bytes
};
inline constexpr TypeId kLastTypeId = TypeId::kBytea;

// A type with its modifiers. Cheap to copy; compare with ==.
struct Type {
  TypeId id = TypeId::kNull;
  uint8_t precision = 0;  // NUMERIC only: total digits, 1..18
  uint8_t scale = 0;      // NUMERIC only: digits after the point, 0..precision

  static Type Null() { return {TypeId::kNull}; }
  static Type Boolean() { return {TypeId::kBoolean}; }
  static Type Integer() { return {TypeId::kInteger}; }
  static Type Bigint() { return {TypeId::kBigint}; }
  static Type Double() { return {TypeId::kDouble}; }
  static Type Numeric(int precision, int scale) {
    return {TypeId::kNumeric, static_cast<uint8_t>(precision),
            static_cast<uint8_t>(scale)};
  }
  static Type Text() { return {TypeId::kText}; }
  static Type Date() { return {TypeId::kDate}; }
  static Type Timestamp() { return {TypeId::kTimestamp}; }
  static Type Smallint() { return {TypeId::kSmallint}; }
  static Type Real() { return {TypeId::kReal}; }
  static Type Timestamptz() { return {TypeId::kTimestamptz}; }
  static Type Time() { return {TypeId::kTime}; }
  static Type Uuid() { return {TypeId::kUuid}; }
  static Type Bytea() { return {TypeId::kBytea}; }

  bool is_array() const {
    return id == TypeId::kIntegerArray || id == TypeId::kBigintArray ||
           id == TypeId::kTextArray;
  }
  // Integer-like types whose values live in Value::int_value() / int64 lanes:
  // boolean, smallint, integer, bigint, numeric (scaled), date, timestamp,
  // timestamptz, time.
  bool is_int_lane() const {
    return id == TypeId::kBoolean || id == TypeId::kSmallint ||
           id == TypeId::kInteger || id == TypeId::kBigint ||
           id == TypeId::kNumeric || id == TypeId::kDate ||
           id == TypeId::kTimestamp || id == TypeId::kTimestamptz ||
           id == TypeId::kTime;
  }
  // Types whose values live in Value::double_value() / double lanes.
  bool is_double_lane() const {
    return id == TypeId::kDouble || id == TypeId::kReal;
  }
  // Types whose values are bytes in Value::text() / string lanes: text,
  // uuid (16 bytes, in PostgreSQL's byte order) and bytea.
  bool is_string_lane() const {
    return id == TypeId::kText || id == TypeId::kUuid || id == TypeId::kBytea;
  }
  // The element type of an array type; Null() for non-arrays.
  Type element() const;
  // The array type whose elements are `element`; Null() if there is none.
  static Type ArrayOf(Type element);

  // PostgreSQL's name for the type: "integer", "numeric(10,2)", "text[]".
  std::string ToString() const;

  bool operator==(const Type& o) const {
    return id == o.id && precision == o.precision && scale == o.scale;
  }
  bool operator!=(const Type& o) const { return !(*this == o); }
};

}  // namespace kite

#endif  // KITE_TYPE_H_
