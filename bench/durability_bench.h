// The durability benchmark (issue 6): a database on disk.
//
//   - Size: bytes per items row in memory, on disk, and as CSV.
//   - Load: the time Database::Open takes to load `load_rows` items rows
//     from disk, as MB/s of table data (the rows' CSV bytes).
//   - Writes: the update workload (UPDATE items SET year = $1, name = $2
//     WHERE id = $3, prepared; each sets a year no other update of the run
//     sets, so that every one changes its row) on `update_rows` rows with 1 and
//     8 writer threads, Kite with SET durability = sync and async against
//     SQLite on disk in WAL mode with synchronous = FULL (each commit fsynced,
//     as Kite's sync) and NORMAL (fsynced at checkpoints, as Kite's async).
#ifndef KITE_BENCH_DURABILITY_BENCH_H_
#define KITE_BENCH_DURABILITY_BENCH_H_

#include <cstdint>
#include <string>

namespace kite::bench {

struct DurabilityBenchOptions {
  int64_t load_rows = 1'000'000;
  int64_t update_rows = 100'000;
  double seconds = 2;  // per write configuration
  std::string dir;     // where the databases go (default: a temp dir)
};

// Runs it and prints the tables; returns the process exit status.
int RunDurabilityBench(const DurabilityBenchOptions& options);

}  // namespace kite::bench

#endif  // KITE_BENCH_DURABILITY_BENCH_H_
