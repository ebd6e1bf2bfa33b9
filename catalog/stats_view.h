// The kite_stats system view: one row per column of every table that has
// statistics, in the shape of PostgreSQL's pg_stats.
#ifndef KITE_CATALOG_STATS_VIEW_H_
#define KITE_CATALOG_STATS_VIEW_H_

#include <vector>

#include "kite/value.h"
#include "storage/table.h"

namespace kite {

// tablename, attname, null_frac, n_distinct, most_common_vals,
// most_common_freqs, histogram_bounds, min, max. n_distinct follows
// pg_stats: a count, or when the distinct values are more than a tenth of
// the rows, minus their share of the rows (-1: every row differs); for an
// array column it counts distinct elements and is never negative. The
// lists are array literals in text ("{a,b}"); for an array column
// most_common_vals are elements and most_common_freqs the share of rows
// holding each.
TableSchema StatsViewSchema();

// The rows of kite_stats for `table`: none when it has no statistics or
// had no rows when they were computed (as pg_stats after ANALYZE of an
// empty table). Needs no table lock.
std::vector<std::vector<Value>> StatsViewRows(const Table& table);

}  // namespace kite

#endif  // KITE_CATALOG_STATS_VIEW_H_
