// A generated column: its name and type, and how its values are drawn. The
// testers fill tables with such values and draw query constants the same
// way, so that predicates hit rows.
#ifndef KITE_TESTS_FUZZ_COMMON_COLUMN_H_
#define KITE_TESTS_FUZZ_COMMON_COLUMN_H_

#include <string>
#include <vector>

#include "kite/type.h"
#include "kite/value.h"
#include "tests/fuzz_common/rng.h"
#include "tests/fuzz_common/values.h"

namespace kite::fuzz {

struct ColumnSpec {
  std::string name;
  Type type;
  double null_rate = 0.1;
  ValueProfile profile;
  // When not empty, values are drawn from this pool (a column with few
  // distinct values: a dictionary-encoded TEXT column, duplicates; a value
  // listed several times is drawn that much more often).
  std::vector<Value> pool;
  // COMPRESSION of the column ("lz4", "zstd"), empty for none.
  std::string compression;
};

// A value for a row of `column`: NULL at the column's rate, else from its
// pool or profile.
Value DrawValue(Rng& rng, const ColumnSpec& column);

}  // namespace kite::fuzz

#endif  // KITE_TESTS_FUZZ_COMMON_COLUMN_H_
