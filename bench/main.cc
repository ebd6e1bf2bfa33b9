// kite_bench: the items data set and the Kite vs SQLite comparison.
//
//   kite_bench [--rows N] [--rounds R] [--round-seconds S]
//       loads N items rows (default 100,000) into Kite and into SQLite (both
//       in memory, PRIMARY KEY(id) the only index on both), runs byid,
//       1cond, 2cond and update through prepared statements and prints
//       queries/second for each engine (median of R timed rounds of S
//       seconds, alternating engines) and the Kite/SQLite ratio.
//   kite_bench generate csv|sql|params [--rows N] [--articles] [--count K]
//       prints the data set exactly as ../shared/bench/items.py does.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_format.h"
#include "bench/bench_target.h"
#include "bench/items_generator.h"
#include "benchmark/benchmark.h"

namespace kite::bench {
namespace {

using Clock = std::chrono::steady_clock;

struct Options {
  std::string generate;  // csv, sql or params; empty to run the benchmark
  int64_t rows = 100'000;
  int count = 10'000;
  bool articles = false;
  int rounds = 5;
  double round_seconds = 0.5;
};

constexpr char kUsage[] =
    "usage: kite_bench [--rows N] [--rounds R] [--round-seconds S]\n"
    "       kite_bench generate csv|sql|params [--rows N] [--articles] "
    "[--count K]\n";

bool ParseOptions(int argc, char** argv, Options* options) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "generate" && has_value) {
      options->generate = argv[++i];
      if (options->generate != "csv" && options->generate != "sql" &&
          options->generate != "params") {
        return false;
      }
    } else if (arg == "--rows" && has_value) {
      if (!absl::SimpleAtoi(argv[++i], &options->rows) || options->rows < 1) {
        return false;
      }
    } else if (arg == "--count" && has_value) {
      if (!absl::SimpleAtoi(argv[++i], &options->count) || options->count < 0) {
        return false;
      }
    } else if (arg == "--rounds" && has_value) {
      if (!absl::SimpleAtoi(argv[++i], &options->rounds) ||
          options->rounds < 1) {
        return false;
      }
    } else if (arg == "--round-seconds" && has_value) {
      if (!absl::SimpleAtod(argv[++i], &options->round_seconds) ||
          options->round_seconds <= 0) {
        return false;
      }
    } else if (arg == "--articles") {
      options->articles = true;
    } else {
      return false;
    }
  }
  return true;
}

double Seconds(Clock::duration d) {
  return std::chrono::duration<double>(d).count();
}

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

double Median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const size_t n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

int RunComparison(const Options& options) {
  std::vector<std::unique_ptr<BenchTarget>> targets;
  targets.push_back(MakeKiteTarget());
  targets.push_back(MakeSqliteTarget());
  std::cout << absl::StrFormat(
      "items: %d rows (PRIMARY KEY(id) the only "
      "index on both engines)\n",
      options.rows);
  for (auto& target : targets) {
    const Clock::time_point start = Clock::now();
    absl::Status status = target->Load(options.rows);
    if (status.ok()) status = target->Prepare();
    if (!status.ok()) {
      std::cerr << target->name() << ": " << status << '\n';
      return 1;
    }
    std::cout << absl::StrFormat("load %-6s %8.2f s\n", target->name(),
                                 Seconds(Clock::now() - start));
  }
  const std::vector<ItemParams> params =
      GenerateItemParams(options.rows, 10'000);

  std::cout << absl::StrFormat("\n%-8s %14s %14s %12s\n", "workload",
                               "Kite q/s", "SQLite q/s", "Kite/SQLite");
  for (Workload workload : kWorkloads) {
    // Both engines see the same parameter sequence (and so, for update,
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
    const double kite = Median(rates[0]);
    const double sqlite = Median(rates[1]);
    std::cout << absl::StrFormat("%-8s %14.0f %14.0f %12.2f\n",
                                 WorkloadName(workload), kite, sqlite,
                                 kite / sqlite);
  }
  std::cout << absl::StrFormat(
      "\n(median of %d rounds of %.2f s per engine and workload)\n",
      options.rounds, options.round_seconds);
  return 0;
}

}  // namespace
}  // namespace kite::bench

int main(int argc, char** argv) {
  kite::bench::Options options;
  if (!kite::bench::ParseOptions(argc, argv, &options)) {
    std::cerr << kite::bench::kUsage;
    return 2;
  }
  if (options.generate == "csv") {
    kite::bench::WriteItemsCsv(std::cout, options.rows, options.articles);
  } else if (options.generate == "sql") {
    kite::bench::WriteItemsSql(std::cout, options.rows, options.articles);
  } else if (options.generate == "params") {
    kite::bench::WriteItemParamsTsv(std::cout, options.rows, options.count);
  } else {
    return kite::bench::RunComparison(options);
  }
  std::cout.flush();
  return std::cout ? 0 : 1;
}
