// Statistics of a table's data, as ANALYZE computes them (planner/
// statistics.cc) and the cost model reads them (planner/selectivity.cc).
// A snapshot: immutable once published with Table::SetStats.
#ifndef KITE_STORAGE_TABLE_STATS_H_
#define KITE_STORAGE_TABLE_STATS_H_

#include <cstdint>
#include <memory>
#include <vector>

#include "kite/value.h"

namespace kite {

struct ColumnStats {
  // Share of rows where the column is NULL (0..1).
  double null_fraction = 0;
  // Estimated number of distinct non-NULL values (>= 0; 0 if every value
  // is NULL). For an array column, distinct elements.
  double distinct = 0;
  // Smallest and largest non-NULL value (NULL Values when none).
  Value min;
  Value max;
  // The most common values and the share of all rows each has, most common
  // first; only values clearly more common than average are listed.
  std::vector<Value> common_values;
  std::vector<double> common_fractions;
  // Equi-depth histogram of the non-NULL values that are not in
  // common_values: bounds[0] is the smallest, bounds.back() the largest, and
  // each of the bounds.size() - 1 buckets holds about the same number of
  // rows. Empty when there are too few values.
  std::vector<Value> histogram_bounds;
};

struct TableStats {
  // Live rows when the statistics were computed.
  double row_count = 0;
  // One entry per table column.
  std::vector<ColumnStats> columns;
  // Table::change_count() when the statistics were computed: the planner
  // recomputes them once enough rows have changed since.
  uint64_t change_count = 0;
  // Changes after change_count that make the statistics stale (set by the
  // planner, which decides when to recompute them).
  uint64_t stale_after_changes = 0;
  // Table::column_change_count() of each column at the time: a refresh
  // keeps the statistics of a column whose count has not moved since.
  std::vector<uint64_t> column_change_counts;
  // The rows sampled, ascending (null when none were), and
  // Table::row_change_count() then: while no row has been inserted or
  // deleted since, a refresh samples the same rows (the sample depends only
  // on which rows are live) and reuses these instead of drawing them again.
  std::shared_ptr<const std::vector<uint32_t>> sample_rows;
  uint64_t sample_row_changes = 0;
};

}  // namespace kite

#endif  // KITE_STORAGE_TABLE_STATS_H_
