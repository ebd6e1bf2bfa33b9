// A query shape of the JIT tester: SQL with holes for its constants (see
// tests/fuzz_common/sql_template.h), the table it reads and how two of its
// results must agree.
#ifndef KITE_TESTS_JIT_FUZZ_QUERY_TEMPLATE_H_
#define KITE_TESTS_JIT_FUZZ_QUERY_TEMPLATE_H_

#include <vector>

#include "tests/fuzz_common/outcome.h"
#include "tests/fuzz_common/sql_template.h"
#include "tests/jit_fuzz/schema.h"

namespace kite::fuzz::jit_fuzz {

struct QueryTemplate : SqlTemplate {
  const TableSpec* table = nullptr;
  OrderCheck check = OrderCheck::kExact;
  // kTieRuns: the output columns holding the ORDER BY keys, in order.
  std::vector<int> key_columns;
};

}  // namespace kite::fuzz::jit_fuzz

#endif  // KITE_TESTS_JIT_FUZZ_QUERY_TEMPLATE_H_
