// The generated tables the JIT differential tester queries: their columns
// and CREATE TABLE text.
#ifndef KITE_TESTS_JIT_FUZZ_SCHEMA_H_
#define KITE_TESTS_JIT_FUZZ_SCHEMA_H_

#include <string>
#include <vector>

#include "kite/type.h"
#include "kite/value.h"
#include "tests/fuzz_common/column.h"
#include "tests/fuzz_common/rng.h"

namespace kite::fuzz::jit_fuzz {

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

}  // namespace kite::fuzz::jit_fuzz

#endif  // KITE_TESTS_JIT_FUZZ_SCHEMA_H_
