// kite_bench: Kite's benchmarks (bench/README.md tells what they measure).
//
//   kite_bench [items] [--rows N[,N...]] [--workloads W[,W...]] [--rounds R]
//   [--round-seconds S]
//       insert rates and the items workloads on Kite (jit=off and jit=on)
//       and SQLite at each size (default 100000,1000000), and the cache-hit
//       overhead (items_bench.h).
//   kite_bench scan [--rows N] [--runs R] [--jit MODES]
//       the scan kernels against a plain C++ loop (scan_bench.h).
//   kite_bench sql --setup FILE --query NAME=SQL ... [--jit MODES] [--runs R]
//       times SQL queries, one JSON line each (sql_bench.h); bench/tpch.py
//       drives it.
//   kite_bench compression [--items N] [--json N] [--runs R]
//   [--byid-seconds S]
//       memory, ratio, load time, scan and byid throughput of a TEXT column
//       with COMPRESSION none, lz4 and zstd (compression_bench.h).
//   kite_bench compile [--kernels N]
//       compile latency per kernel (median, p99) at -O0 and -O2, and the
//       memory after N distinct kernels (compile_bench.h).
//   kite_bench shapes [--count N]
//       resident memory while N (default 1M) distinct predicate shapes are
//       compiled and evicted (shapes_bench.h).
//   kite_bench durability [--load-rows N] [--update-rows N] [--seconds S]
//       a database on disk: bytes per row, load MB/s, and the update
//       workload with durability sync/async vs SQLite on disk
//       (durability_bench.h).
//   kite_bench generate csv|sql|params [--rows N] [--articles] [--count K]
//       prints the items data set exactly as ../shared/bench/items.py does.
#include <iostream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "absl/strings/string_view.h"
#include "bench/compile_bench.h"
#include "bench/compression_bench.h"
#include "bench/durability_bench.h"
#include "bench/items_bench.h"
#include "bench/items_generator.h"
#include "bench/scan_bench.h"
#include "bench/shapes_bench.h"
#include "bench/sql_bench.h"

namespace kite::bench {
namespace {

struct Options {
  std::string generate;       // csv, sql or params; empty to run the benchmark
  std::vector<int64_t> rows;  // empty: the default of each command
  int count = 10'000;
  bool articles = false;
  int rounds = 5;
  double round_seconds = 0.5;
  std::vector<Workload> workloads;  // empty: all
};

constexpr char kUsage[] =
    "usage: kite_bench [items] [--rows N[,N...]] [--workloads W[,W...]] "
    "[--rounds R] "
    "[--round-seconds S]\n"
    "       kite_bench scan [--rows N] [--runs R] [--jit off,force]\n"
    "       kite_bench sql [--setup FILE]... --query NAME=SQL... "
    "[--jit off,force] [--runs R] [--max-result-rows N]\n"
    "       kite_bench compression [--items N] [--json N] [--runs R] "
    "[--byid-seconds S]\n"
    "       kite_bench compile [--kernels N]\n"
    "       kite_bench shapes [--count N]\n"
    "       kite_bench durability [--load-rows N] [--update-rows N] "
    "[--seconds S] [--dir DIR]\n"
    "       kite_bench generate csv|sql|params [--rows N] [--articles] "
    "[--count K]\n";

bool ParseOptions(int argc, char** argv, Options* options) {
  // "items" is the default subcommand and may be left out.
  const int first = argc > 1 && std::string(argv[1]) == "items" ? 2 : 1;
  for (int i = first; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "generate" && has_value) {
      options->generate = argv[++i];
      if (options->generate != "csv" && options->generate != "sql" &&
          options->generate != "params") {
        return false;
      }
    } else if (arg == "--rows" && has_value) {
      for (absl::string_view text : absl::StrSplit(argv[++i], ',')) {
        int64_t rows = 0;
        if (!absl::SimpleAtoi(text, &rows) || rows < 1) return false;
        options->rows.push_back(rows);
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
    } else if (arg == "--workloads" && has_value) {
      for (absl::string_view text : absl::StrSplit(argv[++i], ',')) {
        bool known = false;
        for (Workload w : kWorkloads) {
          if (text != WorkloadName(w)) continue;
          options->workloads.push_back(w);
          known = true;
        }
        if (!known) return false;
      }
    } else if (arg == "--articles") {
      options->articles = true;
    } else {
      return false;
    }
  }
  // generate prints one data set.
  return options->generate.empty() || options->rows.size() <= 1;
}

}  // namespace
}  // namespace kite::bench

int main(int argc, char** argv) {
  const std::string command = argc > 1 ? argv[1] : "";
  if (command == "compile") {
    int kernels = 300;
    if (argc > 3 && std::string(argv[2]) == "--kernels" &&
        (!absl::SimpleAtoi(argv[3], &kernels) || kernels < 1)) {
      std::cerr << kite::bench::kUsage;
      return 2;
    }
    return kite::bench::RunCompileBench(kernels);
  }
  if (command == "durability") {
    kite::bench::DurabilityBenchOptions options;
    for (int i = 2; i < argc; i += 2) {
      const std::string flag = argv[i];
      // A flag without its value (or --help) is an error too.
      const bool ok = i + 1 < argc &&
                      (flag == "--load-rows"
                           ? absl::SimpleAtoi(argv[i + 1], &options.load_rows)
                       : flag == "--update-rows"
                           ? absl::SimpleAtoi(argv[i + 1], &options.update_rows)
                       : flag == "--seconds"
                           ? absl::SimpleAtod(argv[i + 1], &options.seconds)
                       : flag == "--dir" ? (options.dir = argv[i + 1], true)
                                         : false);
      if (!ok || options.load_rows < 1 || options.update_rows < 1 ||
          !(options.seconds > 0)) {
        std::cerr << kite::bench::kUsage;
        return 2;
      }
    }
    return kite::bench::RunDurabilityBench(options);
  }
  if (command == "shapes") {
    int64_t shapes = 1000000;
    if (argc > 3 && std::string(argv[2]) == "--count" &&
        (!absl::SimpleAtoi(argv[3], &shapes) || shapes < 1)) {
      std::cerr << kite::bench::kUsage;
      return 2;
    }
    return kite::bench::RunShapesBench(shapes);
  }
  if (command == "compression") {
    auto options = kite::bench::ParseCompressionBenchOptions(
        std::vector<std::string>(argv + 2, argv + argc));
    if (!options.ok()) {
      std::cerr << options.status().message() << '\n' << kite::bench::kUsage;
      return 2;
    }
    return kite::bench::RunCompressionBench(*options);
  }
  if (command == "sql" || command == "scan") {
    const std::vector<std::string> args(argv + 2, argv + argc);
    if (command == "sql") {
      auto options = kite::bench::ParseSqlBenchOptions(args);
      if (!options.ok()) {
        std::cerr << options.status().message() << '\n' << kite::bench::kUsage;
        return 2;
      }
      return kite::bench::RunSqlBench(*options);
    }
    auto options = kite::bench::ParseScanBenchOptions(args);
    if (!options.ok()) {
      std::cerr << options.status().message() << '\n' << kite::bench::kUsage;
      return 2;
    }
    return kite::bench::RunScanBench(*options);
  }
  kite::bench::Options options;
  if (!kite::bench::ParseOptions(argc, argv, &options)) {
    std::cerr << kite::bench::kUsage;
    return 2;
  }
  if (options.generate.empty()) {
    kite::bench::ItemsBenchOptions items{
        .rounds = options.rounds, .round_seconds = options.round_seconds};
    if (!options.rows.empty()) items.sizes = options.rows;
    items.workloads = options.workloads;
    return kite::bench::RunItemsBench(items);
  }
  const int64_t rows = options.rows.empty() ? 100'000 : options.rows[0];
  if (options.generate == "csv") {
    kite::bench::WriteItemsCsv(std::cout, rows, options.articles);
  } else if (options.generate == "sql") {
    kite::bench::WriteItemsSql(std::cout, rows, options.articles);
  } else {
    kite::bench::WriteItemParamsTsv(std::cout, rows, options.count);
  }
  std::cout.flush();
  return std::cout ? 0 : 1;
}
