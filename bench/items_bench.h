// The items benchmark: the items workloads of DESIGN.md and of the indexes
// issue on Kite (with jit=off and jit=on) and on SQLite, in the same run.
#ifndef KITE_BENCH_ITEMS_BENCH_H_
#define KITE_BENCH_ITEMS_BENCH_H_

#include <cstdint>
#include <vector>

#include "bench/bench_target.h"

namespace kite::bench {

struct ItemsBenchOptions {
  std::vector<int64_t> sizes = {100'000, 1'000'000};
  int rounds = 5;
  double round_seconds = 0.5;
  // The workloads to time (all when empty), e.g. to profile one.
  std::vector<Workload> workloads;
};

// For each size in `sizes`, one table: inserts that many items rows through
// a prepared INSERT into Kite and into SQLite, with 0 and with 4 secondary
// indexes (rows/second); then loads items with the query indexes (hash on
// name, btree on year) and joined_items, runs every Workload through
// prepared statements and prints queries/second per engine (median of
// `rounds` timed rounds of `round_seconds`, engines alternating), Kite's
// on/off ratio, the Kite (jit=on) / SQLite ratio and whether it meets the
// issue's target. Answers are compared between engines (a WARNING line
// names a difference). Last, the targets missed and the cache-hit overhead
// (MeasureCacheHitOverhead). Returns the process exit status.
int RunItemsBench(const ItemsBenchOptions& options);

}  // namespace kite::bench

#endif  // KITE_BENCH_ITEMS_BENCH_H_
