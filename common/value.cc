#include "kite/value.h"

namespace kite {

bool Value::operator==(const Value& o) const {
  if (type_ != o.type_ || null_ != o.null_) return false;
  if (null_) return true;
  if (type_.is_double_lane()) return double_ == o.double_;
  if (type_.is_string_lane()) return text_ == o.text_;
  if (type_.is_array()) return *array_ == *o.array_;
  return int_ == o.int_;
}

}  // namespace kite
