// An engine the comparative benchmark runs the items workloads on.
#ifndef KITE_BENCH_BENCH_TARGET_H_
#define KITE_BENCH_BENCH_TARGET_H_

#include <cstdint>
#include <memory>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "bench/items_generator.h"

namespace kite::bench {

// The reference workloads of DESIGN.md on the items table.
enum class Workload { kById, kOneCond, kTwoCond, kUpdate };
inline constexpr Workload kWorkloads[] = {
    Workload::kById, Workload::kOneCond, Workload::kTwoCond, Workload::kUpdate};

// "byid", "1cond", "2cond", "update".
const char* WorkloadName(Workload workload);
// The workload's SQL with $n parameters (SQLite accepts $n too).
const char* WorkloadSql(Workload workload);

// One engine under test, holding its own items table. Not thread-safe.
class BenchTarget {
 public:
  virtual ~BenchTarget() = default;
  // "Kite jit=MODE" or "SQLite".
  virtual std::string name() const = 0;
  // Creates items (id INT PRIMARY KEY, name TEXT, year INT, description
  // TEXT), the primary key its only index, and inserts `rows` rows.
  virtual absl::Status Load(int64_t rows) = 0;
  // Prepares the statements of every workload.
  virtual absl::Status Prepare() = 0;
  // Runs `workload` once with `params`, reading every cell it returns;
  // returns a checksum of what it read (the number of rows changed for
  // update) so the work cannot be optimised away.
  virtual absl::StatusOr<int64_t> Run(Workload workload,
                                      const ItemParams& params) = 0;
};

// Kite with `SET jit = jit_mode` (off, on or force) on its database.
std::unique_ptr<BenchTarget> MakeKiteTarget(std::string jit_mode);
std::unique_ptr<BenchTarget> MakeSqliteTarget();

}  // namespace kite::bench

#endif  // KITE_BENCH_BENCH_TARGET_H_
