// Enforcing CHECK constraints on the rows a statement writes: each must be
// true or NULL for the new row, as in PostgreSQL.
#ifndef KITE_EXEC_CHECK_CONSTRAINTS_H_
#define KITE_EXEC_CHECK_CONSTRAINTS_H_

#include <vector>

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "expr/expression_eval.h"
#include "planner/plan.h"
#include "storage/table.h"

namespace kite {

// 23514 `new row for relation "t" violates check constraint "c"` (with the
// failing row in the DETAIL) unless every check of `checks` holds for
// `row`, a value of each column of `table`.
absl::Status CheckRow(
    const std::vector<plan::BoundStatement::BoundCheck>& checks,
    const Table& table, absl::Span<const Value> row, EvalContext& ctx);

}  // namespace kite

#endif  // KITE_EXEC_CHECK_CONSTRAINTS_H_
