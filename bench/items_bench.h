// The items benchmark: the reference workloads of DESIGN.md on Kite (with
// jit=off and jit=on) and on SQLite, in the same run.
#ifndef KITE_BENCH_ITEMS_BENCH_H_
#define KITE_BENCH_ITEMS_BENCH_H_

#include <cstdint>

namespace kite::bench {

struct ItemsBenchOptions {
  int64_t rows = 100'000;
  int rounds = 5;
  double round_seconds = 0.5;
};

// Loads `rows` items rows into Kite twice (one database with jit=off, one
// with jit=on) and into SQLite, all in memory with PRIMARY KEY(id) the only
// index, runs byid, 1cond, 2cond and update through prepared statements
// and prints queries/second per engine (median of `rounds` timed rounds of
// `round_seconds`, engines alternating), Kite's on/off ratio and the
// Kite (jit=on) / SQLite ratio; then the cache-hit overhead
// (MeasureCacheHitOverhead). Returns the process exit status.
int RunItemsBench(const ItemsBenchOptions& options);

}  // namespace kite::bench

#endif  // KITE_BENCH_ITEMS_BENCH_H_
