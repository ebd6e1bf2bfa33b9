#include "bench/items_bench.h"

#include <algorithm>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "absl/algorithm/container.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/types/span.h"
#include "bench/answer_key.h"
#include "bench/bench_target.h"
#include "bench/cache_hit_bench.h"
#include "bench/items_generator.h"
#include "bench/items_load.h"
#include "bench/timing.h"
#include "benchmark/benchmark.h"

namespace kite::bench {
namespace {

// Query parameters cycle through this many windows of kParamsPerQuery.
constexpr int kParamWindows = 10'000;
// Windows whose answers are compared between engines (1 for a workload
// without parameters).
constexpr int kCheckedWindows = 20;
// A workload whose first round took longer than this for one query is not
// timed again on that column.
constexpr double kSlowSeconds = 2;
// Seconds a column may spend on more than one compared window.
constexpr double kCheckSeconds = 1;
// WARNING lines printed per workload and column at most.
constexpr int kMaxWarnings = 3;

// One column of the table: a target in one of its modes.
struct Column {
  BenchTarget* target;
  std::string mode;
  std::string label;  // "Kite jit=on", "SQLite"
};
// The columns' order.
enum { kKiteOff, kKiteOn, kSqlite };

// The target for Kite (jit=on) / SQLite; 0 for none.
double Target(Workload workload) {
  switch (workload) {
    case Workload::kById:
    case Workload::kOneCond:
    case Workload::kTwoCond:
      return 10;
    case Workload::kUpdate:
    case Workload::kJoin:
      return 5;
    default:
      return 0;
  }
}

// The parameters of query n: kParamsPerQuery of them from window n.
absl::Span<const ItemParams> Window(const std::vector<ItemParams>& params,
                                    size_t n) {
  return absl::MakeConstSpan(params).subspan(n % kParamWindows,
                                             kParamsPerQuery);
}

// Queries/second with about three significant digits or more.
std::string Rate(double rate) {
  return absl::StrFormat("%.*f", rate < 10 ? 2 : rate < 100 ? 1 : 0, rate);
}

// Runs `workload` on `column` for about `seconds`, cycling through the
// windows of `params` from `*next`; returns queries per second.
absl::StatusOr<double> TimedRound(const Column& column, Workload workload,
                                  const std::vector<ItemParams>& params,
                                  size_t* next, double seconds) {
  if (absl::Status s = column.target->SetMode(column.mode); !s.ok()) return s;
  int64_t queries = 0;
  const Clock::time_point start = Clock::now();
  Clock::time_point now = start;
  // Reading the clock costs ~20 ns, a tenth of a point lookup's time: it is
  // read after a batch of queries, whose size doubles while a batch takes
  // under kBatchSeconds (a slow workload, a full scan, keeps batches of one
  // and still ends its round on time).
  constexpr double kBatchSeconds = 20e-6;
  int batch = 1;
  while (Seconds(now - start) < seconds) {
    for (int i = 0; i < batch; ++i) {
      absl::StatusOr<int64_t> checksum =
          column.target->Run(workload, Window(params, *next), nullptr);
      if (!checksum.ok()) return checksum.status();
      benchmark::DoNotOptimize(*checksum);
      ++*next;
    }
    queries += batch;
    const Clock::time_point batch_start = now;
    now = Clock::now();
    if (Seconds(now - batch_start) < kBatchSeconds && batch < 1024) batch *= 2;
  }
  return queries / Seconds(now - start);
}

// Runs `workload` on the first windows of `params` on every column (up to
// kCheckedWindows, fewer where a query takes long) and prints a WARNING
// line where a column's answer differs from SQLite's (AnswerKey). Returns
// the number of differences.
absl::StatusOr<int> CompareAnswers(const std::vector<Column>& columns,
                                   Workload workload,
                                   const std::vector<ItemParams>& params,
                                   int64_t rows) {
  const bool has_params = !WorkloadParams(workload, Window(params, 0)).empty();
  const int windows = has_params ? kCheckedWindows : 1;
  // [column][window]
  std::vector<std::vector<std::string>> keys(columns.size());
  for (size_t c = 0; c < columns.size(); ++c) {
    if (absl::Status s = columns[c].target->SetMode(columns[c].mode); !s.ok()) {
      return s;
    }
    const Clock::time_point start = Clock::now();
    for (int w = 0; w < windows &&
                    (w == 0 || Seconds(Clock::now() - start) < kCheckSeconds);
         ++w) {
      Answer answer;
      absl::StatusOr<int64_t> ran =
          columns[c].target->Run(workload, Window(params, w), &answer);
      if (!ran.ok()) return ran.status();
      keys[c].push_back(AnswerKey(workload, Window(params, w), answer));
    }
  }
  int differences = 0;
  for (size_t c = 0; c < columns.size(); ++c) {
    int warned = 0;
    // Only the windows both columns ran are compared.
    const size_t compared = std::min(keys[c].size(), keys[kSqlite].size());
    for (size_t w = 0; w < compared; ++w) {
      if (keys[c][w] == keys[kSqlite][w]) continue;
      ++differences;
      if (warned++ < kMaxWarnings) {
        std::cout << absl::StrFormat(
            "WARNING: %s, %d rows, parameter window %d: %s answered [%s], "
            "SQLite [%s]\n",
            WorkloadName(workload), rows, w, columns[c].label, keys[c][w],
            keys[kSqlite][w]);
      }
    }
  }
  return differences;
}

// Runs every update of `params` in order on every target, so that all hold
// the same data whatever number of updates their timed rounds ran.
absl::Status SettleUpdates(const std::vector<Column>& columns,
                           const std::vector<ItemParams>& params) {
  for (const Column& column : columns) {
    if (column.mode != column.target->modes().front()) continue;
    for (int n = 0; n < kParamWindows; ++n) {
      absl::StatusOr<int64_t> ran =
          column.target->Run(Workload::kUpdate, Window(params, n), nullptr);
      if (!ran.ok()) return ran.status();
    }
  }
  return absl::OkStatus();
}

// Prints the table of one size; appends the targets it missed to `missed`.
absl::Status RunWorkloads(const std::vector<Column>& columns, int64_t rows,
                          const ItemsBenchOptions& options,
                          std::vector<std::string>* missed) {
  const std::vector<ItemParams> params =
      GenerateItemParams(rows, kParamWindows + kParamsPerQuery - 1);
  std::cout << "\nqueries/second, higher is better; ratios are throughput "
               "ratios (> 1: the first is faster)\n";
  std::cout << absl::StrFormat("%-10s %13s %13s %7s %13s %12s  %s\n",
                               "workload", columns[kKiteOff].label,
                               columns[kKiteOn].label, "on/off",
                               columns[kSqlite].label, "Kite/SQLite", "target");
  int differences = 0;
  for (Workload workload : kWorkloads) {
    if (!options.workloads.empty() &&
        absl::c_find(options.workloads, workload) == options.workloads.end()) {
      continue;
    }
    // Every column sees the same parameter sequence.
    std::vector<std::vector<double>> rates(columns.size());
    std::vector<size_t> next(columns.size(), 0);
    for (int round = 0; round < options.rounds; ++round) {
      for (size_t c = 0; c < columns.size(); ++c) {
        // A query slower than kSlowSeconds is timed once: more rounds
        // would make a full scan of 1M rows dominate the run.
        if (!rates[c].empty() && rates[c].back() * kSlowSeconds < 1) continue;
        absl::StatusOr<double> rate = TimedRound(
            columns[c], workload, params, &next[c], options.round_seconds);
        if (!rate.ok()) {
          return absl::Status(
              rate.status().code(),
              absl::StrCat(columns[c].label, " ", WorkloadName(workload), ": ",
                           rate.status().message()));
        }
        rates[c].push_back(*rate);
      }
    }
    absl::StatusOr<int> different =
        CompareAnswers(columns, workload, params, rows);
    if (!different.ok()) return different.status();
    differences += *different;
    if (workload == Workload::kUpdate) {
      if (absl::Status s = SettleUpdates(columns, params); !s.ok()) return s;
    }
    const double off = Median(rates[kKiteOff]);
    const double on = Median(rates[kKiteOn]);
    const double sqlite = Median(rates[kSqlite]);
    const double ratio = on / sqlite;
    std::string target = "-";
    if (const double wanted = Target(workload); wanted > 0) {
      const bool met = ratio >= wanted;
      target = absl::StrFormat(">= %.0fx %s", wanted, met ? "met" : "MISSED");
      if (!met) {
        missed->push_back(absl::StrFormat("%s at %d rows (%.2fx of %.0fx)",
                                          WorkloadName(workload), rows, ratio,
                                          wanted));
      }
    }
    std::cout << absl::StrFormat("%-10s %13s %13s %7.2f %13s %12.2f  %s",
                                 WorkloadName(workload), Rate(off), Rate(on),
                                 on / off, Rate(sqlite), ratio, target)
              << std::endl;  // flushed: a slow workload shows progress
  }
  std::cout << absl::StrFormat(
      "(median of %d rounds of %.2f s per engine and workload, one round "
      "where a query\ntakes over %.0f s; Kite/SQLite uses jit=on; answers "
      "%s)\n",
      options.rounds, options.round_seconds, kSlowSeconds,
      differences == 0 ? "agree" : "DIFFER, see the WARNING lines");
  return absl::OkStatus();
}

}  // namespace

int RunItemsBench(const ItemsBenchOptions& options) {
  std::unique_ptr<BenchTarget> kite = MakeKiteTarget();
  std::unique_ptr<BenchTarget> sqlite = MakeSqliteTarget();
  const std::vector<BenchTarget*> targets = {kite.get(), sqlite.get()};
  // The Kite modes share one database: `SET jit` before each round.
  std::vector<Column> columns;
  for (BenchTarget* target : targets) {
    for (const std::string& mode : target->modes()) {
      columns.push_back(
          {target, mode,
           mode.empty() ? target->name() : target->name() + " jit=" + mode});
    }
  }
  std::vector<std::string> missed;
  for (int64_t rows : options.sizes) {
    std::cout << absl::StrFormat("== items: %d rows\n", rows);
    absl::Status status = LoadTargets(targets, rows, std::cout);
    if (status.ok()) status = RunWorkloads(columns, rows, options, &missed);
    if (!status.ok()) {
      std::cerr << status << '\n';
      return 1;
    }
    std::cout << '\n';
  }
  std::cout << (missed.empty() ? std::string("targets: all met")
                               : absl::StrCat("targets MISSED: ",
                                              absl::StrJoin(missed, ", ")))
            << "\n\n";

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
