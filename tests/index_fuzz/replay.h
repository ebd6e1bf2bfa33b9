// The two databases the index tester compares, and the log of the
// statements that changed them, which can be replayed into a fresh pair to
// reproduce a mismatch.
#ifndef KITE_TESTS_INDEX_FUZZ_REPLAY_H_
#define KITE_TESTS_INDEX_FUZZ_REPLAY_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "kite/kite.h"
#include "tests/fuzz_common/outcome.h"

namespace kite::fuzz::index_fuzz {

// `on` runs with SET enable_indexes = on, `off` (the reference) with off:
// the same statements, so the same data and indexes, read with and without
// them.
struct DbPair {
  std::unique_ptr<Database> on;
  std::unique_ptr<Database> off;
};

// A fresh pair, both with SET jit = `jit`. Errors: those of Open and SET.
absl::StatusOr<DbPair> OpenPair(const std::string& jit);

// Every row of `table`, read by a full scan.
Outcome ScanTable(Database& db, const std::string& table);

// One statement that changed the databases (or tried to), its constants
// spelled inline.
struct LogEntry {
  std::string sql;
  // A plain multi-row INSERT can be split row by row when reducing:
  // sql == prefix + tuples joined by ", ".
  std::string prefix;
  std::vector<std::string> tuples;
};

// An entry for INSERT `prefix` `tuples`.
LogEntry InsertEntry(std::string prefix, std::vector<std::string> tuples);

// Runs the statements on both databases, whatever their outcomes.
void Replay(const std::vector<LogEntry>& log, DbPair& dbs);

// The log with each multi-row INSERT split into one INSERT per row.
std::vector<LogEntry> SplitInserts(const std::vector<LogEntry>& log);

}  // namespace kite::fuzz::index_fuzz

#endif  // KITE_TESTS_INDEX_FUZZ_REPLAY_H_
