// Value::CastTo and the table of allowed casts.
#include "common/value_cast.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/date_time.h"
#include "common/numeric.h"
#include "common/text_util.h"
#include "kite/status.h"
#include "kite/value.h"

namespace kite {
namespace {

bool IsNumber(TypeId id) {
  return id == TypeId::kInteger || id == TypeId::kBigint ||
         id == TypeId::kNumeric || id == TypeId::kDouble;
}

// Position in the implicit numeric widening chain.
int NumericRank(TypeId id) {
  switch (id) {
    case TypeId::kInteger:
      return 1;
    case TypeId::kBigint:
      return 2;
    case TypeId::kNumeric:
      return 3;
    case TypeId::kDouble:
      return 4;
    default:
      return 0;
  }
}

absl::Status OutOfRange(TypeId id) {
  return SqlError(
      sqlstate::kNumericValueOutOfRange,
      id == TypeId::kInteger ? "integer out of range" : "bigint out of range");
}

absl::StatusOr<Value> MakeInt(TypeId id, __int128 v) {
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
    case TypeId::kInteger:
    case TypeId::kBigint:
      if (from.id == TypeId::kDouble) {
        double d = std::rint(v.double_value());
        // The bounds are exact doubles: -2^31 and 2^31, -2^63 and 2^63.
        double lo = target.id == TypeId::kInteger ? -2147483648.0
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
      if (from.id == TypeId::kDouble) {
        double d = v.double_value();
        if (std::isnan(d) || std::isinf(d)) {
          return numeric::Overflow(precision, target.scale);
        }
        // PostgreSQL converts through text with 15 significant digits.
        char buf[64];
        snprintf(buf, sizeof(buf), "%.15g", d);
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
      if (from.id == TypeId::kDouble) return v;
      if (from.id == TypeId::kNumeric) {
        return Value::Double(numeric::ToDouble(v.int_value(), from.scale));
      }
      return Value::Double(static_cast<double>(v.int_value()));
    default:
      break;
  }
  return SqlError(
      sqlstate::kCannotCoerce,
      Cat("cannot cast type ", from.ToString(), " to ", target.ToString()));
}

}  // namespace

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
  if ((from.id == TypeId::kDate && to.id == TypeId::kTimestamp) ||
      (from.id == TypeId::kTimestamp && to.id == TypeId::kDate)) {
    return true;
  }
  if (from.is_array() && to.is_array()) {
    return CastExists(from.element(), to.element());
  }
  return false;
}

bool AssignmentCastExists(Type from, Type to) {
  if (from.id == TypeId::kNull || from.id == to.id) return true;
  if (to.id == TypeId::kText) return true;
  if (IsNumber(from.id) && IsNumber(to.id)) return true;
  if ((from.id == TypeId::kDate && to.id == TypeId::kTimestamp) ||
      (from.id == TypeId::kTimestamp && to.id == TypeId::kDate)) {
    return true;
  }
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
  if (from.id == TypeId::kDate && to.id == TypeId::kTimestamp) return true;
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
    case TypeId::kTimestamp: {  // from date
      // Timestamps reach about year 294276; later dates do not convert.
      if (int_ > INT64_MAX / datetime::kMicrosPerDay ||
          int_ < INT64_MIN / datetime::kMicrosPerDay) {
        return SqlError(sqlstate::kDatetimeFieldOverflow,
                        "date out of range for timestamp");
      }
      return Timestamp(int_ * datetime::kMicrosPerDay);
    }
    case TypeId::kDate:  // from timestamp
      return Date(static_cast<int32_t>(datetime::TimestampToDays(int_)));
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
