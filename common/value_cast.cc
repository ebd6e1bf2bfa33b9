// Value::CastTo and the table of allowed casts.
#include "common/value_cast.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/date_time.h"
#include "common/numeric.h"
#include "common/session_format.h"
#include "common/text_util.h"
#include "common/time_zone.h"
#include "kite/status.h"
#include "kite/value.h"

namespace kite {
namespace {

bool IsNumber(TypeId id) {
  return id == TypeId::kSmallint || id == TypeId::kInteger ||
         id == TypeId::kBigint || id == TypeId::kNumeric ||
         id == TypeId::kReal || id == TypeId::kDouble;
}

// Position in the implicit numeric widening chain.
int NumericRank(TypeId id) {
  switch (id) {
    case TypeId::kSmallint:
      return 1;
    case TypeId::kInteger:
      return 2;
    case TypeId::kBigint:
      return 3;
    case TypeId::kNumeric:
      return 4;
    case TypeId::kReal:
      return 5;
    case TypeId::kDouble:
      return 6;
    default:
      return 0;
  }
}

absl::Status OutOfRange(TypeId id) {
  return SqlError(sqlstate::kNumericValueOutOfRange,
                  Cat(Type{id}.ToString(), " out of range"));
}

absl::StatusOr<Value> MakeInt(TypeId id, __int128 v) {
  if (id == TypeId::kSmallint) {
    if (v < INT16_MIN || v > INT16_MAX) return OutOfRange(id);
    return Value::Smallint(static_cast<int16_t>(v));
  }
  if (id == TypeId::kInteger) {
    if (v < INT32_MIN || v > INT32_MAX) return OutOfRange(id);
    return Value::Integer(static_cast<int32_t>(v));
  }
  if (v < INT64_MIN || v > INT64_MAX) return OutOfRange(id);
  return Value::Bigint(static_cast<int64_t>(v));
}

absl::StatusOr<Value> CastNumber(const Value& v, Type target) {
  const Type& from = v.type();
  switch (target.id) {
    case TypeId::kSmallint:
    case TypeId::kInteger:
    case TypeId::kBigint:
      if (from.is_double_lane()) {
        double d = std::rint(v.double_value());
        // The bounds are exact doubles: -2^15, -2^31, -2^63 and their
        // negations.
        double lo = target.id == TypeId::kSmallint  ? -32768.0
                    : target.id == TypeId::kInteger ? -2147483648.0
                                                    : -9223372036854775808.0;
        if (std::isnan(d) || d < lo || d >= -lo) return OutOfRange(target.id);
        return MakeInt(target.id, static_cast<int64_t>(d));
      }
      if (from.id == TypeId::kNumeric) {
        return MakeInt(target.id,
                       numeric::Rescale(v.int_value(), from.scale, 0));
      }
      return MakeInt(target.id, v.int_value());
    case TypeId::kNumeric: {
      int precision =
          target.precision == 0 ? numeric::kMaxPrecision : target.precision;
      absl::StatusOr<int64_t> scaled;
      if (from.is_double_lane()) {
        double d = v.double_value();
        if (std::isnan(d) || std::isinf(d)) {
          return numeric::Overflow(precision, target.scale);
        }
        // PostgreSQL converts through text with 15 significant digits (6
        // for real).
        char buf[64];
        snprintf(buf, sizeof(buf), from.id == TypeId::kReal ? "%.6g" : "%.15g",
                 d);
        scaled = numeric::Parse(buf, precision, target.scale);
      } else {
        int from_scale = from.id == TypeId::kNumeric ? from.scale : 0;
        scaled = numeric::ToNumeric(v.int_value(), from_scale, precision,
                                    target.scale);
      }
      if (!scaled.ok()) return scaled.status();
      return Value::Numeric(*scaled, target.precision, target.scale);
    }
    case TypeId::kDouble:
    case TypeId::kReal: {
      double d;
      if (from.is_double_lane()) {
        d = v.double_value();
      } else if (from.id == TypeId::kNumeric) {
        d = numeric::ToDouble(v.int_value(), from.scale);
      } else {
        d = static_cast<double>(v.int_value());
      }
      if (target.id == TypeId::kDouble) return Value::Double(d);
      return ToReal(d);
    }
    default:
      break;
  }
  return SqlError(
      sqlstate::kCannotCoerce,
      Cat("cannot cast type ", from.ToString(), " to ", target.ToString()));
}

// The casts among date, timestamp, timestamptz and time (all are assignment
// casts; date -> timestamp[tz] and timestamp -> timestamptz are implicit).
bool DateTimeCastExists(TypeId from, TypeId to) {
  auto dated = [](TypeId id) {
    return id == TypeId::kDate || id == TypeId::kTimestamp ||
           id == TypeId::kTimestamptz;
  };
  if (dated(from) && dated(to)) return true;
  return to == TypeId::kTime &&
         (from == TypeId::kTimestamp || from == TypeId::kTimestamptz);
}

// Among date, timestamp, timestamptz and time; timestamptz is converted in
// the session's TimeZone.
absl::StatusOr<Value> CastDateTime(const Value& v, Type target) {
  const TypeId from = v.type().id;
  const absl::TimeZone& zone = CurrentTimeZone().zone;
  int64_t local = v.int_value();  // the local time, in microseconds
  if (from != TypeId::kDate && from != TypeId::kTime &&
      datetime::IsInfinite(local)) {
    if (target.id == TypeId::kTimestamp) return Value::Timestamp(local);
    if (target.id == TypeId::kTimestamptz) return Value::Timestamptz(local);
    return SqlError(sqlstate::kDatetimeFieldOverflow, "timestamp out of range");
  }
  if (from == TypeId::kDate) {
    // Timestamps reach about year 294276; later dates do not convert.
    if (local > INT64_MAX / datetime::kMicrosPerDay ||
        local < INT64_MIN / datetime::kMicrosPerDay) {
      return SqlError(sqlstate::kDatetimeFieldOverflow,
                      "date out of range for timestamp");
    }
    local *= datetime::kMicrosPerDay;
  } else if (from == TypeId::kTimestamptz) {
    local += datetime::OffsetAt(zone, local) * datetime::kMicrosPerSecond;
  }
  switch (target.id) {
    case TypeId::kTimestamp:
      return Value::Timestamp(local);
    case TypeId::kTimestamptz:
      return Value::Timestamptz(datetime::LocalToUtc(zone, local));
    case TypeId::kDate:
      return Value::Date(
          static_cast<int32_t>(datetime::TimestampToDays(local)));
    case TypeId::kTime:
      return Value::Time(local - datetime::TimestampToDays(local) *
                                     datetime::kMicrosPerDay);
    default:
      return SqlError(sqlstate::kCannotCoerce,
                      Cat("cannot cast type ", v.type().ToString(), " to ",
                          target.ToString()));
  }
}

}  // namespace

absl::StatusOr<Value> ToReal(double d) {
  const float f = static_cast<float>(d);
  if (std::isinf(f) && !std::isinf(d)) {
    return SqlError(sqlstate::kNumericValueOutOfRange,
                    "value out of range: overflow");
  }
  if (f == 0 && d != 0) {
    return SqlError(sqlstate::kNumericValueOutOfRange,
                    "value out of range: underflow");
  }
  return Value::Real(f);
}

bool CastExists(Type from, Type to) {
  if (from.id == TypeId::kNull || from.id == to.id) return true;
  if (to.id == TypeId::kText || from.id == TypeId::kText) {
    return to.id != TypeId::kNull;
  }
  if (IsNumber(from.id) && IsNumber(to.id)) return true;
  if ((from.id == TypeId::kBoolean && to.id == TypeId::kInteger) ||
      (from.id == TypeId::kInteger && to.id == TypeId::kBoolean)) {
    return true;
  }
  if (DateTimeCastExists(from.id, to.id)) return true;
  if (from.is_array() && to.is_array()) {
    return CastExists(from.element(), to.element());
  }
  return false;
}

bool AssignmentCastExists(Type from, Type to) {
  if (from.id == TypeId::kNull || from.id == to.id) return true;
  if (to.id == TypeId::kText) return true;
  if (IsNumber(from.id) && IsNumber(to.id)) return true;
  if (DateTimeCastExists(from.id, to.id)) return true;
  if (from.is_array() && to.is_array()) {
    return AssignmentCastExists(from.element(), to.element());
  }
  return false;
}

bool ImplicitCastExists(Type from, Type to) {
  if (from.id == TypeId::kNull || from.id == to.id) return true;
  if (IsNumber(from.id) && IsNumber(to.id)) {
    return NumericRank(from.id) <= NumericRank(to.id);
  }
  if (from.id == TypeId::kDate &&
      (to.id == TypeId::kTimestamp || to.id == TypeId::kTimestamptz)) {
    return true;
  }
  if (from.id == TypeId::kTimestamp && to.id == TypeId::kTimestamptz) {
    return true;
  }
  if (from.id == TypeId::kIntegerArray && to.id == TypeId::kBigintArray) {
    return true;
  }
  return false;
}

absl::StatusOr<Value> Value::CastTo(Type target) const {
  if (!CastExists(type_, target)) {
    return SqlError(
        sqlstate::kCannotCoerce,
        Cat("cannot cast type ", type_.ToString(), " to ", target.ToString()));
  }
  if (null_) return Null(target);
  if (type_ == target) return *this;
  if (target.id == TypeId::kText) {
    if (type_.id == TypeId::kBoolean) return Text(int_ ? "true" : "false");
    return Text(ToString());
  }
  if (type_.id == TypeId::kText || type_.id == TypeId::kNull) {
    return Parse(text_, target);
  }
  if (IsNumber(type_.id) && IsNumber(target.id)) {
    return CastNumber(*this, target);
  }
  switch (target.id) {
    case TypeId::kBoolean:
      return Boolean(int_ != 0);
    case TypeId::kInteger:  // from boolean
      return Integer(int_ != 0 ? 1 : 0);
    case TypeId::kTimestamp:
    case TypeId::kTimestamptz:
    case TypeId::kDate:
    case TypeId::kTime:
      return CastDateTime(*this, target);
    default:
      break;
  }
  if (type_.is_array() && target.is_array()) {
    std::vector<Value> elements;
    elements.reserve(array_->size());
    Type element = target.element();
    for (const Value& e : *array_) {
      auto c = e.CastTo(element);
      if (!c.ok()) return c.status();
      elements.push_back(std::move(*c));
    }
    return Array(target, std::move(elements));
  }
  return SqlError(
      sqlstate::kCannotCoerce,
      Cat("cannot cast type ", type_.ToString(), " to ", target.ToString()));
}

}  // namespace kite
