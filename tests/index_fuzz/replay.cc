#include "tests/index_fuzz/replay.h"

#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace kite::fuzz::index_fuzz {

absl::StatusOr<DbPair> OpenPair(const std::string& jit) {
  DbPair dbs;
  auto on = Database::Open();
  if (!on.ok()) return on.status();
  auto off = Database::Open();
  if (!off.ok()) return off.status();
  dbs.on = std::move(*on);
  dbs.off = std::move(*off);
  const std::string set_jit = absl::StrCat("SET jit = ", jit);
  for (auto [db, setting] :
       {std::pair{dbs.on.get(), "on"}, std::pair{dbs.off.get(), "off"}}) {
    if (auto r = db->Execute(set_jit); !r.ok()) return r.status();
    if (auto r = db->Execute(absl::StrCat("SET enable_indexes = ", setting));
        !r.ok()) {
      return r.status();
    }
  }
  return dbs;
}

Outcome ScanTable(Database& db, const std::string& table) {
  return Capture(db.Execute(absl::StrCat("SELECT * FROM ", table)));
}

LogEntry InsertEntry(std::string prefix, std::vector<std::string> tuples) {
  LogEntry e;
  e.sql = absl::StrCat(prefix, absl::StrJoin(tuples, ", "));
  e.prefix = std::move(prefix);
  e.tuples = std::move(tuples);
  return e;
}

void Replay(const std::vector<LogEntry>& log, DbPair& dbs) {
  for (const LogEntry& e : log) {
    (void)dbs.on->Execute(e.sql);
    (void)dbs.off->Execute(e.sql);
  }
}

std::vector<LogEntry> SplitInserts(const std::vector<LogEntry>& log) {
  std::vector<LogEntry> out;
  for (const LogEntry& e : log) {
    if (e.tuples.size() <= 1) {
      out.push_back(e);
      continue;
    }
    for (const std::string& tuple : e.tuples) {
      out.push_back(InsertEntry(e.prefix, {tuple}));
    }
  }
  return out;
}

}  // namespace kite::fuzz::index_fuzz
