// The generated tables the differential tester queries: their columns, how
// each column's values are drawn, and CREATE TABLE text.
#ifndef KITE_TESTS_JIT_FUZZ_SCHEMA_H_
#define KITE_TESTS_JIT_FUZZ_SCHEMA_H_

#include <string>
#include <vector>

#include "kite/type.h"
#include "kite/value.h"
#include "tests/jit_fuzz/rng.h"
#include "tests/jit_fuzz/values.h"

namespace kite::jit_fuzz {

struct ColumnSpec {
  std::string name;
  Type type;
  double null_rate = 0.1;
  ValueProfile profile;
  // When not empty, values are drawn from this pool (a column with few
  // distinct values: a dictionary-encoded TEXT column, duplicates).
  std::vector<Value> pool;
};

struct TableSpec {
  std::string name;
  // Whether `id` is declared PRIMARY KEY (it is unique either way).
  bool primary_key = false;
  int rows = 0;
  // columns[0] is `id INTEGER`, unique in every table.
  std::vector<ColumnSpec> columns;

  std::string CreateSql() const;
  // The columns of type `id` (any precision for NUMERIC).
  std::vector<const ColumnSpec*> ColumnsOf(TypeId id) const;
};

// The tables: `ta` (all types, a few thousand rows, TEXT both dictionary-
// and heap-encoded), `tb` (small, mostly NULL, many duplicates, no primary
// key) and, if `big`, `tbig` (more than one 64K-row storage chunk).
std::vector<TableSpec> MakeSchema(Rng& rng, bool big);

// A value for a row of `column`: NULL at the column's rate, else from its
// pool or profile.
Value DrawValue(Rng& rng, const ColumnSpec& column);

}  // namespace kite::jit_fuzz

#endif  // KITE_TESTS_JIT_FUZZ_SCHEMA_H_
