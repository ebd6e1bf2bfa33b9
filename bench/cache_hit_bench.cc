#include "bench/cache_hit_bench.h"

#include <memory>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bench/timing.h"
#include "benchmark/benchmark.h"
#include "kite/kite.h"

namespace kite::bench {
namespace {

constexpr char kQuery[] = "SELECT count(*) FROM tiny WHERE v > $1 AND w < $2";
constexpr int kTableRows = 4;

// Runs the prepared query for about `seconds`; returns microseconds per
// query.
absl::StatusOr<double> TimedRound(PreparedStatement& query, double seconds) {
  int64_t queries = 0;
  int64_t checksum = 0;
  const Clock::time_point start = Clock::now();
  Clock::time_point now = start;
  while (Seconds(now - start) < seconds) {
    if (absl::Status s = query.Bind(1, queries % kTableRows); !s.ok()) return s;
    if (absl::Status s = query.Bind(2, int64_t{100}); !s.ok()) return s;
    absl::StatusOr<Result> result = query.Execute();
    if (!result.ok()) return result.status();
    checksum += result->GetInt64(0, 0);
    ++queries;
    now = Clock::now();
  }
  benchmark::DoNotOptimize(checksum);
  return Seconds(now - start) * 1e6 / queries;
}

}  // namespace

absl::StatusOr<CacheHitOverhead> MeasureCacheHitOverhead(int rounds,
                                                         double round_seconds) {
  absl::StatusOr<std::unique_ptr<Database>> opened = Database::Open();
  if (!opened.ok()) return opened.status();
  Database& db = **opened;
  for (const char* sql :
       {"CREATE TABLE tiny (id INT PRIMARY KEY, v INT, w INT)",
        "INSERT INTO tiny VALUES (0, 0, 10), (1, 1, 20), (2, 2, 30), "
        "(3, 3, 40)"}) {
    if (absl::StatusOr<Result> r = db.Execute(sql); !r.ok()) return r.status();
  }
  absl::StatusOr<std::unique_ptr<PreparedStatement>> query = db.Prepare(kQuery);
  if (!query.ok()) return query.status();

  const char* const modes[] = {"off", "force"};
  std::vector<double> us[2];
  // Round -1 warms up (and, with force, compiles); it is not counted.
  for (int round = -1; round < rounds; ++round) {
    for (int m = 0; m < 2; ++m) {
      absl::StatusOr<Result> set =
          db.Execute(absl::StrCat("SET jit = ", modes[m]));
      if (!set.ok()) return set.status();
      absl::StatusOr<double> per_query = TimedRound(**query, round_seconds);
      if (!per_query.ok()) return per_query.status();
      if (round >= 0) us[m].push_back(*per_query);
    }
  }
  CacheHitOverhead overhead;
  overhead.query = kQuery;
  overhead.table_rows = kTableRows;
  overhead.off_us = Median(us[0]);
  overhead.force_us = Median(us[1]);
  return overhead;
}

}  // namespace kite::bench
