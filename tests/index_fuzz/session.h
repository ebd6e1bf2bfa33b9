// One session of the index tester: the two databases (enable_indexes on
// and off), the generated schema in both, and the stream of steps of one
// seed: queries (also through prepared statements kept across writes and
// index changes), writes, and checks that both hold the same rows.
#ifndef KITE_TESTS_INDEX_FUZZ_SESSION_H_
#define KITE_TESTS_INDEX_FUZZ_SESSION_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "kite/kite.h"
#include "tests/fuzz_common/outcome.h"
#include "tests/fuzz_common/rng.h"
#include "tests/index_fuzz/fuzzer.h"
#include "tests/index_fuzz/model.h"
#include "tests/index_fuzz/query_gen.h"
#include "tests/index_fuzz/replay.h"
#include "tests/index_fuzz/stats.h"
#include "tests/index_fuzz/write_gen.h"

namespace kite::fuzz::index_fuzz {

class Session {
 public:
  Session(uint64_t seed, const FuzzOptions& options, Stats* stats)
      : seed_(seed), options_(options), stats_(stats), rng_(seed) {}

  // Creates the tables and indexes and loads the rows in both databases.
  // Returns 0, or the exit status to stop with.
  int Setup();
  // Runs `steps` steps. Returns 0, or the exit status to stop with.
  int Run(int64_t steps);
  // Compares the tables of both databases and checks the entries of their
  // indexes (see CheckIndexEntries). Returns 0 or 1.
  int CheckTables();

 private:
  enum class Mode { kLiteral, kParams, kPrepared };
  // One execution of a query: its shape, the values of its slots, and how
  // it is sent.
  struct QueryRun {
    QueryShape shape;
    std::vector<Value> values;
    Mode mode = Mode::kLiteral;
  };
  struct QueryOutcomes {
    Outcome on;
    Outcome off;
    Outcome unlimited;  // of shape.unlimited_text, on the reference
  };
  // A prepared query run again after later writes and index changes.
  struct Kept {
    QueryShape shape;
    std::vector<Value> first_values;
    std::unique_ptr<PreparedStatement> on;
    std::unique_ptr<PreparedStatement> off;
    int64_t prepared_at = 0;
  };
  struct WriteRun {
    WriteShape shape;
    std::vector<Value> values;
    bool params = false;
  };
  // Runs a step again on a pair of databases: "" or what differs. What a
  // reduction replays.
  using Probe = std::function<std::string(DbPair&)>;

  int QueryStep();
  int RerunKept();
  int WriteStep();
  // Runs `run` on `dbs` (through `on_stmt` and `off_stmt` when given, else
  // through new prepared statements in kPrepared mode).
  QueryOutcomes RunQuery(DbPair& dbs, const QueryRun& run,
                         PreparedStatement* on_stmt,
                         PreparedStatement* off_stmt) const;
  std::string CompareRun(const QueryRun& run, const QueryOutcomes& o) const;
  // Runs `run` on both, compares, and checks that a failed write left its
  // table as it was. Fills `on` and `off` when not null.
  std::string RunWrite(DbPair& dbs, const WriteRun& run, Outcome* on,
                       Outcome* off) const;
  std::string CompareTables(DbPair& dbs) const;
  // Executes a setup statement on both and logs it; 0, or the status to
  // stop with. `*ok` (if not null) tells whether it succeeded.
  int SetupStatement(LogEntry entry, bool must_succeed, bool* ok = nullptr);
  int LoadTable(int t);
  // Both outcomes of a query run, counted in the statistics.
  void Count(const QueryRun& run, const QueryOutcomes& o);
  // Counts the access paths of `q`'s plan with indexes, and checks that the
  // reference's plan uses none: "" or what it uses.
  std::string Explain(const RenderedQuery& q);
  void Note(const std::string& what, const std::string& sql) const;
  // Prints the mismatch and a reduced reproduction; returns 1.
  int Report(const std::string& what, const std::string& statement,
             const std::string& diff, const Outcome* on, const Outcome* off,
             const Probe& probe);
  void Reduce(const Probe& probe, const std::string& statement);
  std::string SchemaText() const;

  uint64_t seed_;
  const FuzzOptions& options_;
  Stats* stats_;
  Rng rng_;
  Schema schema_;
  DbPair dbs_;
  std::vector<LogEntry> log_;
  std::vector<Kept> kept_;
  int64_t step_ = 0;
  bool self_checked_ = false;
};

}  // namespace kite::fuzz::index_fuzz

#endif  // KITE_TESTS_INDEX_FUZZ_SESSION_H_
