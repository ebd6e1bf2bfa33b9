// Looking a value up in a key column of another type: the planner lets a
// key column be searched with a value compared in a wider type (see
// plan::PrimaryKeyComparable), and the executor converts it back here.
#ifndef KITE_EXEC_KEY_CONVERSION_H_
#define KITE_EXEC_KEY_CONVERSION_H_

#include "kite/type.h"
#include "kite/value.h"

namespace kite {

// `v` converted to the key column type `column` into `out`, if the column
// can hold it exactly; false otherwise (then no row can match: the
// comparison was made in the wider type of `v`) and for NULL.
bool ToKeyType(const Value& v, Type column, Value* out);

}  // namespace kite

#endif  // KITE_EXEC_KEY_CONVERSION_H_
