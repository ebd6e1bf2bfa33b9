// kite_bench scan: the scan-kernel benchmark. Rows/second of four filtered
// counts over one table, with each jit mode, next to a plain C++ loop over
// the same int32 values in a std::vector (the memory-bandwidth ceiling).
#ifndef KITE_BENCH_SCAN_BENCH_H_
#define KITE_BENCH_SCAN_BENCH_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace kite::bench {

struct ScanBenchOptions {
  int64_t rows = 10'000'000;
  int runs = 7;
  std::vector<std::string> jit_modes = {"off", "force"};
};

// Parses the arguments after "scan": --rows N, --runs N, --jit off,on,force.
absl::StatusOr<ScanBenchOptions> ParseScanBenchOptions(
    const std::vector<std::string>& args);

// Loads the table, runs each query `runs` times per jit mode (after one
// untimed run) with the loop timed between runs, and prints the table.
// Returns the process exit status.
int RunScanBench(const ScanBenchOptions& options);

}  // namespace kite::bench

#endif  // KITE_BENCH_SCAN_BENCH_H_
