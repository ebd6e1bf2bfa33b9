// Selectivity estimates from table statistics for the cost model.
// PLACEHOLDER: PostgreSQL's default selectivities only, until the
// statistics-based estimator lands (same interface).
#ifndef KITE_PLANNER_SELECTIVITY_H_
#define KITE_PLANNER_SELECTIVITY_H_

#include "absl/types/span.h"
#include "kite/value.h"
#include "planner/bound_expr.h"
#include "storage/table_stats.h"

namespace kite::plan {

// The estimated share (0..1) of the table's rows for which `predicate` (over
// the table's columns) is true. `params` may be empty (values unknown).
double EstimateSelectivity(const TableStats& stats, const BoundExpr& predicate,
                           absl::Span<const Value> params);

}  // namespace kite::plan

#endif  // KITE_PLANNER_SELECTIVITY_H_
