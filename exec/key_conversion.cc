#include "exec/key_conversion.h"

#include <utility>

#include "absl/status/statusor.h"

namespace kite {

bool ToKeyType(const Value& v, Type column, Value* out) {
  if (v.is_null()) return false;
  if (v.type() == column) {
    *out = v;
    return true;
  }
  absl::StatusOr<Value> c = v.CastTo(column);
  if (!c.ok()) return false;
  absl::StatusOr<Value> back = c->CastTo(v.type());
  if (!back.ok() || *back != v) return false;
  *out = *std::move(c);
  return true;
}

}  // namespace kite
