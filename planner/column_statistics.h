// From the values ANALYZE read of one column to its ColumnStats: null
// fraction, distinct estimate, most common values and histogram, computed as
// PostgreSQL's compute_scalar_stats (src/backend/commands/analyze.c) does.
#ifndef KITE_PLANNER_COLUMN_STATISTICS_H_
#define KITE_PLANNER_COLUMN_STATISTICS_H_

#include <cstdint>
#include <vector>

#include "kite/value.h"
#include "storage/table_stats.h"

namespace kite::plan {

// Most-common values and histogram buckets kept per column: PostgreSQL's
// default_statistics_target.
inline constexpr int kStatisticsTarget = 100;

// What ANALYZE saw of one column.
struct ColumnSample {
  // Rows read (NULLs included) and live rows of the table: equal when every
  // row was read.
  int64_t sample_rows = 0;
  double total_rows = 0;
  // Rows read whose value was NULL.
  int64_t null_rows = 0;
  // The distinct non-NULL values read, sorted by CompareValues, and how
  // many times each was read (counts[i] for values[i]). For an array column
  // (`elements`), the distinct non-NULL elements instead, counted once per
  // row that holds them. Distinct values with counts, not every value read:
  // boxing 30,000 texts was most of an automatic refresh's time.
  std::vector<Value> values;
  std::vector<int64_t> counts;
  bool elements = false;
};

// The statistics of a column from its sample.
//   - distinct: exact when every row was read; otherwise the Haas-Stokes
//     estimator over the sample, as PostgreSQL uses it.
//   - common values: values seen more than once, most frequent first (ties
//     in value order), at most kStatisticsTarget of them; from a sample,
//     only those significantly more common than the rest (PostgreSQL's
//     analyze_mcv_list). Fractions are of all rows; for elements, of the
//     rows that hold the element.
//   - histogram: up to kStatisticsTarget + 1 bounds over the values that are
//     not common values, when at least two distinct such values remain
//     (none for elements).
//   - min / max: the smallest and largest value (element).
ColumnStats SummarizeColumn(const ColumnSample& sample);

}  // namespace kite::plan

#endif  // KITE_PLANNER_COLUMN_STATISTICS_H_
