// kite_bench compression: what per-column compression (COMPRESSION lz4 |
// zstd) costs and saves, on the items data set's `description` and on a
// column of JSON documents (json_documents.h): memory, compression ratio,
// load time, full-scan and by-id read throughput, for none, lz4 and zstd.
#ifndef KITE_BENCH_COMPRESSION_BENCH_H_
#define KITE_BENCH_COMPRESSION_BENCH_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace kite::bench {

struct CompressionBenchOptions {
  int64_t item_rows = 1'000'000;
  int64_t json_rows = 100'000;
  int scan_runs = 5;          // median of these
  double byid_seconds = 1.0;  // per by-id measurement
};

// Parses the arguments after "compression": --items N, --json N, --runs N,
// --byid-seconds S.
absl::StatusOr<CompressionBenchOptions> ParseCompressionBenchOptions(
    const std::vector<std::string>& args);

// Loads each data set once per method and prints one table per data set.
// Returns the process exit status.
int RunCompressionBench(const CompressionBenchOptions& options);

}  // namespace kite::bench

#endif  // KITE_BENCH_COMPRESSION_BENCH_H_
