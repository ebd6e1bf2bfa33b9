// Table statistics for the cost model: computing them (ANALYZE) and keeping
// them fresh as the table changes (PostgreSQL's autoanalyze rule).
#ifndef KITE_PLANNER_STATISTICS_H_
#define KITE_PLANNER_STATISTICS_H_

#include <memory>

#include "storage/table.h"
#include "storage/table_stats.h"

namespace kite::plan {

// Rows ANALYZE reads at most: PostgreSQL's sample size (300 times the
// statistics target of 100). Larger tables are sampled.
inline constexpr int kStatisticsSampleRows = 30000;

// Computes the statistics of every column of `table` (see
// planner/column_statistics.h for what each holds). A table of up to
// kStatisticsSampleRows live rows is read whole; a larger one through a
// uniform sample of that many rows, chosen by a fixed-seed generator so
// that the same table gives the same statistics. The caller holds
// table.lock() shared (or exclusively) for the duration. The result
// records the table's row_count() and change_count() of the moment.
// Columns whose column_change_count() is the one `previous` recorded keep
// `previous`'s statistics (they would come out the same: the sample is the
// same rows and their values have not changed).
std::shared_ptr<const TableStats> ComputeStats(
    const Table& table, const TableStats* previous = nullptr);

// Whether `table` needs new statistics: it has none, or more than
// 50 + 10% of its rows (as of the last statistics) were inserted, updated
// or deleted since (PostgreSQL's autovacuum_analyze_threshold and
// autovacuum_analyze_scale_factor). Needs no lock; thread-safe.
bool StatsAreStale(const Table& table);

// The statistics of `table`, recomputed and published first (SetStats)
// when they are stale. Takes table.lock() shared for the computation, so
// the caller must hold no lock of the table. Thread-safe: while one caller
// refreshes a table's statistics, others asking for the same table get the
// previous ones rather than waiting (and compute them too only when there
// were none). Never null.
std::shared_ptr<const TableStats> CurrentStats(Table& table);

}  // namespace kite::plan

#endif  // KITE_PLANNER_STATISTICS_H_
