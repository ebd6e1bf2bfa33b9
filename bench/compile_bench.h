// How long compiling a kernel takes: distinct predicate shapes (each a
// cache miss), compiled with jit=force, the compile time read from EXPLAIN
// ANALYZE; and the process's resident memory before and after, to show
// that evicted kernels are freed.
#ifndef KITE_BENCH_COMPILE_BENCH_H_
#define KITE_BENCH_COMPILE_BENCH_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"

namespace kite::bench {

struct CompileLatency {
  int kernels = 0;
  int opt_level = 2;
  double median_ms = 0;
  double p99_ms = 0;
  double max_ms = 0;
  int64_t rss_before_kb = 0;  // after the first kernel
  int64_t rss_after_kb = 0;   // after the last
};

// The process's resident memory in KiB.
int64_t ResidentKb();

// The i-th of 30^terms distinct predicates over t (a INTEGER, b BIGINT, c
// DOUBLE PRECISION, d NUMERIC, s TEXT): `terms` comparisons joined by AND /
// OR, each a column and an operator chosen by a base-30 digit of i.
std::string DistinctPredicate(int64_t i, int terms);

// Compiles `kernels` distinct predicate shapes at `opt_level`.
absl::StatusOr<CompileLatency> MeasureCompileLatency(int kernels,
                                                     int opt_level);

// Measures at -O0 and -O2 and prints a table; returns the exit status.
int RunCompileBench(int kernels);

}  // namespace kite::bench

#endif  // KITE_BENCH_COMPILE_BENCH_H_
