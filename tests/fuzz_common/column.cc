#include "tests/fuzz_common/column.h"

namespace kite::fuzz {

Value DrawValue(Rng& rng, const ColumnSpec& column) {
  if (column.null_rate > 0 && rng.Chance(column.null_rate)) {
    return Value::Null(column.type);
  }
  if (!column.pool.empty()) return rng.Pick(column.pool);
  return RandomValue(rng, column.type, column.profile);
}

}  // namespace kite::fuzz
