#include "bench/items_bench.h"

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_format.h"
#include "bench/bench_target.h"
#include "bench/cache_hit_bench.h"
#include "bench/items_generator.h"
#include "bench/timing.h"
#include "benchmark/benchmark.h"

namespace kite::bench {
namespace {

// Runs `workload` on `target` for about `seconds`, cycling through
// `params` from `*next`; returns queries per second.
absl::StatusOr<double> TimedRound(BenchTarget& target, Workload workload,
                                  const std::vector<ItemParams>& params,
                                  size_t* next, double seconds) {
  int64_t queries = 0;
  const Clock::time_point start = Clock::now();
  Clock::time_point now = start;
  // The clock is read after every query: it costs tens of nanoseconds, and
  // a slow workload (2cond scans) then still ends its round on time.
  while (Seconds(now - start) < seconds) {
    absl::StatusOr<int64_t> checksum =
        target.Run(workload, params[*next % params.size()]);
    if (!checksum.ok()) return checksum.status();
    benchmark::DoNotOptimize(*checksum);
    ++*next;
    ++queries;
    now = Clock::now();
  }
  return queries / Seconds(now - start);
}

}  // namespace

int RunItemsBench(const ItemsBenchOptions& options) {
  // The order of the table's columns.
  enum { kKiteOff, kKiteOn, kSqlite };
  std::vector<std::unique_ptr<BenchTarget>> targets;
  targets.push_back(MakeKiteTarget("off"));
  targets.push_back(MakeKiteTarget("on"));
  targets.push_back(MakeSqliteTarget());
  std::cout << absl::StrFormat(
      "items: %d rows (PRIMARY KEY(id) the only index on every engine)\n",
      options.rows);
  for (auto& target : targets) {
    const Clock::time_point start = Clock::now();
    absl::Status status = target->Load(options.rows);
    if (status.ok()) status = target->Prepare();
    if (!status.ok()) {
      std::cerr << target->name() << ": " << status << '\n';
      return 1;
    }
    std::cout << absl::StrFormat("load %-13s %8.2f s\n", target->name(),
                                 Seconds(Clock::now() - start));
  }
  const std::vector<ItemParams> params =
      GenerateItemParams(options.rows, 10'000);

  std::cout << "\nqueries/second, higher is better; ratios are throughput "
               "ratios (> 1: the first is faster)\n";
  std::cout << absl::StrFormat("%-8s %14s %14s %8s %14s %12s\n", "workload",
                               "Kite jit=off", "Kite jit=on", "on/off",
                               "SQLite", "Kite/SQLite");
  for (Workload workload : kWorkloads) {
    // Every engine sees the same parameter sequence (and so, for update,
    // the same data afterwards).
    std::vector<std::vector<double>> rates(targets.size());
    std::vector<size_t> next(targets.size(), 0);
    for (int round = 0; round < options.rounds; ++round) {
      for (size_t t = 0; t < targets.size(); ++t) {
        absl::StatusOr<double> rate = TimedRound(
            *targets[t], workload, params, &next[t], options.round_seconds);
        if (!rate.ok()) {
          std::cerr << targets[t]->name() << " " << WorkloadName(workload)
                    << ": " << rate.status() << '\n';
          return 1;
        }
        rates[t].push_back(*rate);
      }
    }
    const double off = Median(rates[kKiteOff]);
    const double on = Median(rates[kKiteOn]);
    const double sqlite = Median(rates[kSqlite]);
    std::cout << absl::StrFormat("%-8s %14.0f %14.0f %8.2f %14.0f %12.2f\n",
                                 WorkloadName(workload), off, on, on / off,
                                 sqlite, on / sqlite);
  }
  std::cout << absl::StrFormat(
      "(median of %d rounds of %.2f s per engine and workload; Kite/SQLite "
      "uses jit=on)\n\n",
      options.rounds, options.round_seconds);

  absl::StatusOr<CacheHitOverhead> overhead =
      MeasureCacheHitOverhead(options.rounds, options.round_seconds);
  if (!overhead.ok()) {
    std::cerr << "cache hit overhead: " << overhead.status() << '\n';
    return 1;
  }
  std::cout << absl::StrFormat(
      "cache hit overhead (%s on %d rows):\n"
      "  jit=off %.3f us/query, jit=force %.3f us/query, difference %+.3f "
      "us/query\n",
      overhead->query, overhead->table_rows, overhead->off_us,
      overhead->force_us, overhead->force_us - overhead->off_us);
  return 0;
}

}  // namespace kite::bench
