// Which casts exist between Kite types (PostgreSQL's pg_cast, restricted to
// Kite's types). Value::CastTo and the binder's CanCast both use this.
#ifndef KITE_COMMON_VALUE_CAST_H_
#define KITE_COMMON_VALUE_CAST_H_

#include "absl/status/statusor.h"
#include "kite/type.h"
#include "kite/value.h"

namespace kite {

// Whether CAST(x AS to) is allowed for x of type `from`.
bool CastExists(Type from, Type to);

// Whether the cast is allowed implicitly or in assignment (INSERT/UPDATE
// values): numeric widening and narrowing, date <-> timestamp, anything from
// an unknown NULL, anything to text; not text -> number, not bool <-> int.
bool AssignmentCastExists(Type from, Type to);

// Whether `from` converts implicitly to `to` in an expression (integer ->
// bigint -> numeric -> double, date -> timestamp, integer[] -> bigint[]).
bool ImplicitCastExists(Type from, Type to);

// `d` as a REAL. Errors: 22003 value out of range: overflow / underflow.
absl::StatusOr<Value> ToReal(double d);

}  // namespace kite

#endif  // KITE_COMMON_VALUE_CAST_H_
