// Boxing of the int64 lane into a Value of a given type, shared by Vector and
// the column stores.
#ifndef KITE_STORAGE_VALUE_BOX_H_
#define KITE_STORAGE_VALUE_BOX_H_

#include <cstdint>

#include "kite/type.h"
#include "kite/value.h"

namespace kite::storage_internal {

// A non-NULL Value of the int-lane type `type` (boolean, integer, bigint,
// numeric, date, timestamp[tz], time, smallint) holding `v`; for other types a
// NULL of `type`.
inline Value BoxInt(Type type, int64_t v) {
  switch (type.id) {
    case TypeId::kBoolean:
      return Value::Boolean(v != 0);
    case TypeId::kInteger:
      return Value::Integer(static_cast<int32_t>(v));
    case TypeId::kBigint:
      return Value::Bigint(v);
    case TypeId::kNumeric:
      return Value::Numeric(v, type.precision, type.scale);
    case TypeId::kDate:
      return Value::Date(static_cast<int32_t>(v));
    case TypeId::kTimestamp:
      return Value::Timestamp(v);
    case TypeId::kSmallint:
      return Value::Smallint(static_cast<int16_t>(v));
    case TypeId::kTimestamptz:
      return Value::Timestamptz(v);
    case TypeId::kTime:
      return Value::Time(v);
    default:
      return Value::Null(type);
  }
}

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_VALUE_BOX_H_
