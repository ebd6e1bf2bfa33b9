// Session: the report of a mismatch and its reduced reproduction.
#include <cstdio>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "tests/index_fuzz/minimize.h"
#include "tests/index_fuzz/session.h"

namespace kite::fuzz::index_fuzz {

std::string Session::SchemaText() const {
  std::string out = "tables (now):";
  for (size_t t = 0; t < schema_.tables.size(); ++t) {
    const TableModel& table = schema_.tables[t];
    absl::StrAppend(&out, "\n  ", table.CreateSql(), ";  -- ", table.live_rows,
                    " rows");
    for (const IndexModel* index : schema_.IndexesOf(static_cast<int>(t))) {
      absl::StrAppend(&out, "\n  ", index->CreateSql(table), ";");
    }
  }
  return out;
}

int Session::Report(const std::string& what, const std::string& statement,
                    const std::string& diff, const Outcome* on,
                    const Outcome* off, const Probe& probe) {
  std::printf(
      "\n=== INDEX MISMATCH: enable_indexes = on and off disagree ===\n"
      "seed %llu, step %lld: %s\n"
      "replay: kite_index_fuzz --seed %llu --steps %lld --verbose\n"
      "what differs: %s\n"
      "statement: %s\n",
      static_cast<unsigned long long>(seed_), static_cast<long long>(step_),
      what.c_str(), static_cast<unsigned long long>(seed_),
      static_cast<long long>(step_ + 1), diff.c_str(), statement.c_str());
  if (on != nullptr) std::printf("on:  %s\n", Describe(*on, 20).c_str());
  if (off != nullptr) std::printf("off: %s\n", Describe(*off, 20).c_str());
  std::printf("%s\n", SchemaText().c_str());
  std::fflush(stdout);
  if (options_.self_check) {
    std::printf("(self-check: the tester altered the result on purpose)\n");
    return 1;
  }
  Reduce(probe, statement);
  return 1;
}

void Session::Reduce(const Probe& probe, const std::string& statement) {
  const absl::Time start = absl::Now();
  const absl::Time deadline = start + absl::Seconds(options_.reduce_seconds);
  int tries = 0;
  const std::function<bool(const std::vector<LogEntry>&)> fails =
      [&](const std::vector<LogEntry>& log) {
        absl::StatusOr<DbPair> dbs = OpenPair(options_.jit);
        if (!dbs.ok()) return false;
        Replay(log, *dbs);
        return !probe(*dbs).empty();
      };
  std::printf("reducing the %zu statements that led here...\n", log_.size());
  std::fflush(stdout);
  ++tries;
  std::vector<LogEntry> log = log_;
  const bool reproduced = fails(log);
  if (reproduced) {
    log = Minimize(std::move(log), fails, deadline, &tries);
    log = Minimize(SplitInserts(log), fails, deadline, &tries);
  }
  std::printf("\n-- %s: %zu of %zu statements (%d replays, %.1f s%s)\n",
              reproduced ? "reproduction"
                         : "NOT reproduced by replaying the statements "
                           "into fresh databases (it may depend on a "
                           "prepared statement's history); all of them",
              log.size(), log_.size(), tries,
              absl::ToDoubleSeconds(absl::Now() - start),
              absl::Now() >= deadline ? ", stopped at the time limit" : "");
  std::printf(
      "-- Run these in a database with SET enable_indexes = on and in one "
      "with off\n-- (for a query, one database and both settings do):\n");
  for (const LogEntry& e : log) std::printf("%s;\n", e.sql.c_str());
  std::printf("-- then, in both:\n%s;\n", statement.c_str());
  std::fflush(stdout);
}

}  // namespace kite::fuzz::index_fuzz
