// Selectivity of one column against known values, from its statistics:
// the building blocks of EstimateSelectivity (planner/selectivity.h), after
// PostgreSQL's selfuncs.c (eqsel, scalarineqsel, patternsel) and
// array_selfuncs.c. Every result is a share of all the table's rows, 0..1.
#ifndef KITE_PLANNER_COLUMN_SELECTIVITY_H_
#define KITE_PLANNER_COLUMN_SELECTIVITY_H_

#include <string_view>

#include "kite/value.h"
#include "parser/ast.h"
#include "storage/table_stats.h"

namespace kite::plan {

// PostgreSQL's defaults for when statistics cannot tell (selfuncs.h).
inline constexpr double kDefaultEqSel = 0.005;
inline constexpr double kDefaultIneqSel = 1.0 / 3.0;
inline constexpr double kDefaultRangeIneqSel = 0.005;
inline constexpr double kDefaultMatchSel = 0.005;
inline constexpr double kDefaultUnkSel = 0.005;
inline constexpr double kDefaultNotUnkSel = 1.0 - kDefaultUnkSel;
inline constexpr double kDefaultBoolSel = 0.5;
inline constexpr double kDefaultContainSel = 0.005;  // array_selfuncs.c
inline constexpr double kDefaultNumDistinct = 200;

// `s` as a probability: within [0, 1], NaN as 0 (CLAMP_PROBABILITY).
inline double ClampProbability(double s) {
  return s >= 0 ? (s <= 1 ? s : 1) : 0;
}

// The distinct non-NULL values of the column (of array elements for an
// array column); PostgreSQL's default of 200 (at most the row count) when
// the statistics have none.
double DistinctValues(const TableStats& table, const ColumnStats& column);

// column = value, for a non-NULL `value` comparable with the column's values
// (numbers of any type, date with timestamp, text with text): the value's
// share if it is a common value, else the rows outside the common values
// spread over the other distinct values.
double EqualSelectivity(const TableStats& table, const ColumnStats& column,
                        const Value& value);

// column = $n with the value not known: one distinct value's share.
double EqualUnknownSelectivity(const TableStats& table,
                               const ColumnStats& column);

// column op value for op in kLt, kLe, kGt, kGe and a non-NULL comparable
// `value`: the common values that satisfy it, plus the histogram's share of
// the rest (linear interpolation inside a bucket; text is compared as base-N
// numbers after the prefix the bucket bounds share, as PostgreSQL does).
double RangeSelectivity(const TableStats& table, const ColumnStats& column,
                        ast::Op op, const Value& value);

// The histogram part of RangeSelectivity: the share of the values the
// histogram describes (not NULL, not common) that satisfy `op value`, or
// -1 when the column has no histogram.
double HistogramSelectivity(const TableStats& table, const ColumnStats& column,
                            ast::Op op, const Value& value);

// column LIKE pattern (ILIKE when `case_insensitive`), `escape` as in
// LIKE ... ESCAPE (empty: none): common values matched one by one; the rest
// from the pattern's fixed prefix as a range over the histogram and a
// heuristic for what follows it. NOT LIKE is 1 - this - null fraction.
double LikeSelectivity(const TableStats& table, const ColumnStats& column,
                       std::string_view pattern, std::string_view escape,
                       bool case_insensitive);

// Share of rows of an array column holding the non-NULL `element`.
double ElementSelectivity(const TableStats& table, const ColumnStats& column,
                          const Value& element);

}  // namespace kite::plan

#endif  // KITE_PLANNER_COLUMN_SELECTIVITY_H_
