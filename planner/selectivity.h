// Selectivity estimates for the cost model: the share of a table's rows a
// predicate keeps, from the table's statistics (planner/statistics.h).
#ifndef KITE_PLANNER_SELECTIVITY_H_
#define KITE_PLANNER_SELECTIVITY_H_

#include "absl/types/span.h"
#include "expr/bound_expr.h"
#include "kite/value.h"
#include "storage/table_stats.h"

namespace kite::plan {

// The estimated share (0..1) of the table's rows for which `predicate` is
// TRUE. Column references (kColumn) are table column positions (a column
// cast to a type that holds it exactly, such as integer to bigint, still
// counts as the column); `params` are the values of $1, $2, ... where known
// (may be empty: a parameter then has an unknown value).
//
// Understood, PostgreSQL-style: column = <> < <= > >= a row-independent
// value (most common values for equality and for their part of a range,
// the histogram for the rest of a range; a range from both sides, as
// BETWEEN binds, is estimated as one range), IN / NOT IN lists,
// op ANY / ALL of a known array, IS [NOT] NULL, IS [NOT] TRUE / FALSE, a
// boolean column, AND (product), OR (s1 + s2 - s1 * s2), NOT, LIKE / ILIKE
// (common values matched, the fixed prefix as a range), and for array
// columns value = ANY(column), column @> array and column && array from
// element frequencies. An unknown value gives PostgreSQL's defaults
// (1/distinct for =, 1/3 for a range); anything else, or a column without
// statistics, PostgreSQL's DEFAULT_* constants (column_selectivity.h).
// Thread-safe; never fails.
double EstimateSelectivity(const TableStats& stats, const BoundExpr& predicate,
                           absl::Span<const Value> params);

// The estimated number of distinct non-NULL values of table column
// `column` (for an array column, of its elements); PostgreSQL's default
// (200, at most the row count) when unknown.
double EstimateDistinct(const TableStats& stats, int column);

}  // namespace kite::plan

#endif  // KITE_PLANNER_SELECTIVITY_H_
