#include "bench/scan_bench.h"

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "bench/scan_ceiling.h"
#include "bench/timing.h"
#include "benchmark/benchmark.h"
#include "kite/kite.h"

namespace kite::bench {
namespace {

// The table: a uniform over 0..1000002, b over 0..999, c over 0..96; tag has
// 50 values (stays dictionary-encoded), note about a million (heap). The
// multipliers scatter values so neighbouring rows differ.
constexpr char kCreate[] =
    "CREATE TABLE t (a INT, b INT, c INT, tag TEXT, note TEXT)";
constexpr char kInsertFormat[] =
    "INSERT INTO t SELECT (i::bigint * 7919) %% 1000003, "
    "(i::bigint * 104729) %% 1000, i %% 97, 'tag' || (i %% 50), "
    "'note ' || ((i::bigint * 2654435761) %% 1000003) "
    "FROM generate_series(%d, %d) AS g(i)";
// Rows per INSERT: keeps each statement's undo log small.
constexpr int64_t kInsertBatch = 1'000'000;

constexpr int32_t kIntThreshold = 950'000;  // a > k matches about 5%

struct ScanQuery {
  const char* label;
  const char* sql;
  std::vector<Value> params;
};

std::vector<ScanQuery> Queries() {
  return {
      {"a > $1 (int)",
       "SELECT count(*) FROM t WHERE a > $1",
       {Value::Integer(kIntThreshold)}},
      {"a > $1 AND b < $2 AND c < $3",
       "SELECT count(*) FROM t WHERE a > $1 AND b < $2 AND c < $3",
       {Value::Integer(500'000), Value::Integer(200), Value::Integer(50)}},
      {"tag = $1 (dictionary TEXT)",
       "SELECT count(*) FROM t WHERE tag = $1",
       {Value::Text("tag7")}},
      {"note LIKE $1 (heap TEXT)",
       "SELECT count(*) FROM t WHERE note LIKE $1",
       {Value::Text("%42%")}},
  };
}

absl::Status Load(Database& db, int64_t rows) {
  if (absl::StatusOr<Result> r = db.Execute(kCreate); !r.ok()) {
    return r.status();
  }
  for (int64_t first = 0; first < rows; first += kInsertBatch) {
    const int64_t last = std::min(rows, first + kInsertBatch) - 1;
    absl::StatusOr<Result> r =
        db.Execute(absl::StrFormat(kInsertFormat, first, last));
    if (!r.ok()) return r.status();
  }
  return absl::OkStatus();
}

// Column a at row i, as kInsertFormat computes it.
int32_t ScanColumnA(int64_t i) {
  return static_cast<int32_t>((i * 7919) % 1000003);
}

struct Timed {
  std::vector<double> seconds;
  int64_t count = -1;
};

}  // namespace

absl::StatusOr<ScanBenchOptions> ParseScanBenchOptions(
    const std::vector<std::string>& args) {
  ScanBenchOptions options;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (i + 1 >= args.size()) {
      return absl::InvalidArgumentError(
          absl::StrCat("missing value after ", arg));
    }
    const std::string& value = args[++i];
    if (arg == "--rows") {
      // generate_series takes int32 bounds.
      if (!absl::SimpleAtoi(value, &options.rows) || options.rows < 1 ||
          options.rows > 2'000'000'000) {
        return absl::InvalidArgumentError(absl::StrCat("bad --rows: ", value));
      }
    } else if (arg == "--runs") {
      if (!absl::SimpleAtoi(value, &options.runs) || options.runs < 1) {
        return absl::InvalidArgumentError(absl::StrCat("bad --runs: ", value));
      }
    } else if (arg == "--jit") {
      options.jit_modes = absl::StrSplit(value, ',', absl::SkipEmpty());
      if (options.jit_modes.empty()) {
        return absl::InvalidArgumentError("--jit is empty");
      }
      for (const std::string& mode : options.jit_modes) {
        if (mode != "off" && mode != "on" && mode != "force") {
          return absl::InvalidArgumentError(
              absl::StrCat("unknown jit mode: ", mode));
        }
      }
    } else {
      return absl::InvalidArgumentError(
          absl::StrCat("unknown argument: ", arg));
    }
  }
  return options;
}

int RunScanBench(const ScanBenchOptions& options) {
  absl::StatusOr<std::unique_ptr<Database>> opened = Database::Open();
  if (!opened.ok()) {
    std::cerr << opened.status() << '\n';
    return 1;
  }
  Database& db = **opened;
  const Clock::time_point load_start = Clock::now();
  if (absl::Status s = Load(db, options.rows); !s.ok()) {
    std::cerr << "load: " << s << '\n';
    return 1;
  }
  std::cout << absl::StrFormat("scan: %d rows, loaded in %.1f s\n",
                               options.rows,
                               Seconds(Clock::now() - load_start));

  std::vector<int32_t> column(options.rows);
  for (int64_t i = 0; i < options.rows; ++i) column[i] = ScanColumnA(i);
  // The ceiling loop runs between the queries' runs, so that it and they
  // see the same load on a shared machine.
  auto time_loop = [&column](Timed* loop) {
    const Clock::time_point start = Clock::now();
    loop->count = CountGreater(column, kIntThreshold);
    benchmark::DoNotOptimize(loop->count);
    loop->seconds.push_back(Seconds(Clock::now() - start));
  };
  std::cout << "Mrows/s = million rows scanned per second, higher is better; "
               "%ceil = share of the ceiling:\na plain C++ loop counting "
               "a > k over a std::vector<int32_t> of the same a values, "
               "timed between the query's runs\n\n";

  std::string header = absl::StrFormat("%-32s %7s", "predicate", "match");
  for (const std::string& mode : options.jit_modes) {
    absl::StrAppendFormat(&header, " %14s %6s", "jit=" + mode + " Mrows/s",
                          "%ceil");
  }
  absl::StrAppendFormat(&header, " %15s", "ceiling Mrows/s");
  std::cout << header << '\n';
  const std::vector<ScanQuery> queries = Queries();
  for (size_t q = 0; q < queries.size(); ++q) {
    const ScanQuery& query = queries[q];
    absl::StatusOr<std::unique_ptr<PreparedStatement>> prepared =
        db.Prepare(query.sql);
    if (!prepared.ok()) {
      std::cerr << query.sql << ": " << prepared.status() << '\n';
      return 1;
    }
    for (size_t p = 0; p < query.params.size(); ++p) {
      if (absl::Status s =
              (*prepared)->Bind(static_cast<int>(p) + 1, query.params[p]);
          !s.ok()) {
        std::cerr << query.sql << ": " << s << '\n';
        return 1;
      }
    }
    std::vector<Timed> timed(options.jit_modes.size());
    Timed loop;
    // Run -1 warms up (and compiles, with force); modes alternate.
    for (int run = -1; run < options.runs; ++run) {
      for (size_t m = 0; m < timed.size(); ++m) {
        absl::StatusOr<Result> set =
            db.Execute(absl::StrCat("SET jit = ", options.jit_modes[m]));
        if (!set.ok()) {
          std::cerr << set.status() << '\n';
          return 1;
        }
        const Clock::time_point start = Clock::now();
        absl::StatusOr<Result> result = (*prepared)->Execute();
        const double seconds = Seconds(Clock::now() - start);
        if (!result.ok()) {
          std::cerr << query.sql << ": " << result.status() << '\n';
          return 1;
        }
        if (run >= 0) timed[m].seconds.push_back(seconds);
        timed[m].count = result->GetInt64(0, 0);
      }
      // The loop takes milliseconds: a few runs steady its median.
      for (int i = 0; i < 3 && run >= 0; ++i) time_loop(&loop);
    }
    const double ceiling = options.rows / Median(loop.seconds);
    std::string line = absl::StrFormat("%-32s %6.1f%%", query.label,
                                       100.0 * timed[0].count / options.rows);
    for (const Timed& t : timed) {
      const double rate = options.rows / Median(t.seconds);
      absl::StrAppendFormat(&line, " %14.1f %5.1f%%", rate / 1e6,
                            100 * rate / ceiling);
    }
    absl::StrAppendFormat(&line, " %15.1f", ceiling / 1e6);
    std::cout << line << '\n';
    for (size_t m = 1; m < timed.size(); ++m) {
      if (timed[m].count != timed[0].count) {
        std::cout << absl::StrFormat(
            "WARNING: jit=%s counted %d rows, jit=%s %d\n",
            options.jit_modes[m], timed[m].count, options.jit_modes[0],
            timed[0].count);
      }
    }
    // The first query counts what the loop counts.
    if (q == 0 && timed[0].count != loop.count) {
      std::cout << absl::StrFormat(
          "WARNING: Kite counted %d rows with a > %d, the loop %d\n",
          timed[0].count, kIntThreshold, loop.count);
    }
  }
  std::cout << absl::StrFormat("(median of %d runs per mode)\n", options.runs);
  return 0;
}

}  // namespace kite::bench
