// Estimated row counts of plan nodes, distinct values of their columns and
// selectivities of predicates, for the planner's choices between plans. They
// read live table sizes, unique keys and (where ANALYZE made them) table
// statistics; without statistics they fall back to PostgreSQL's defaults.
#ifndef KITE_PLANNER_CARDINALITY_H_
#define KITE_PLANNER_CARDINALITY_H_

#include "absl/functional/function_ref.h"
#include "expr/bound_expr.h"
#include "planner/plan.h"
#include "storage/table.h"

namespace kite::plan {

// Distinct values assumed for a column nothing is known about
// (PostgreSQL's DEFAULT_NUM_DISTINCT).
inline constexpr double kDefaultDistinct = 200;

// Live rows of `table`, for estimates (>= 0). Never blocks: while a writer
// holds the table it answers from the last statistics, or a guess.
double TableRows(const Table& table);

// Distinct values of table column `column` over the whole table (>= 1).
double TableDistinct(const Table& table, int column);

// Whether table column `column` holds no value twice: it is the whole
// primary key or the only column of a UNIQUE index.
bool IsUniqueColumn(const Table& table, int column);

// Estimated rows `node` returns (>= 1: an estimate of 0 would make every
// plan over it look free).
double EstimateRows(const PlanNode& node);

// Estimated distinct non-NULL values in output column `column` of `node`
// (>= 1, at most its estimated rows).
double EstimateDistinct(const PlanNode& node, int column);

// The distinct values of an input column, as an estimate needs them.
using DistinctOf = absl::FunctionRef<double(int column)>;

// Estimated share (0..1) of input rows for which `predicate` (over the
// input's columns) is true: equality with a value matches 1 / distinct of
// the column, equality of two columns 1 / the larger distinct count; other
// comparisons and functions take PostgreSQL's default selectivities.
double PredicateSelectivity(const BoundExpr& predicate, DistinctOf distinct);

// The column `e` reads if it is one (possibly cast), else -1.
int KeyColumn(const BoundExpr& e);

}  // namespace kite::plan

#endif  // KITE_PLANNER_CARDINALITY_H_
