// What a cached compiled kernel costs a query: a prepared query on a table
// of a few rows, where the scan itself is nearly free, timed with jit=off
// and with jit=force (its kernel compiled once, then found in the cache).
#ifndef KITE_BENCH_CACHE_HIT_BENCH_H_
#define KITE_BENCH_CACHE_HIT_BENCH_H_

#include <string>

#include "absl/status/statusor.h"

namespace kite::bench {

struct CacheHitOverhead {
  std::string query;
  int table_rows = 0;
  double off_us = 0;    // median microseconds per query, jit=off
  double force_us = 0;  // the same with jit=force
};

// Runs `rounds` alternating rounds of about `round_seconds` per mode and
// returns the medians. Errors are the statements' errors.
absl::StatusOr<CacheHitOverhead> MeasureCacheHitOverhead(int rounds,
                                                         double round_seconds);

}  // namespace kite::bench

#endif  // KITE_BENCH_CACHE_HIT_BENCH_H_
