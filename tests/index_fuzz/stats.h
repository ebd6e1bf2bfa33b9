// Counts of what a run of the index tester did, for its summary.
#ifndef KITE_TESTS_INDEX_FUZZ_STATS_H_
#define KITE_TESTS_INDEX_FUZZ_STATS_H_

#include <cstdint>
#include <map>
#include <string>

namespace kite::fuzz::index_fuzz {

struct Stats {
  int64_t steps = 0;
  int64_t queries = 0;  // query executions, each on both databases
  int64_t prepared = 0;
  int64_t rows = 0;
  int64_t empty = 0;
  std::map<std::string, int64_t> query_kinds;
  std::map<std::string, int64_t> query_errors;  // by SQLSTATE
  std::map<std::string, int64_t> writes;        // by kind
  std::map<std::string, int64_t> write_errors;  // "kind SQLSTATE"
  int64_t table_checks = 0;
  // What EXPLAIN said of a sample of the queries: the access paths of the
  // plans on the database with indexes (index names without digits).
  std::map<std::string, int64_t> access_paths;
  int64_t explained = 0;
  // The step that took longest (both databases), for tuning the generator.
  double slowest_ms = 0;
  std::string slowest;

  // "N steps: ... queries (...), ... writes (...)".
  std::string Summary() const;
  // Keeps `what` as the slowest step if it took longer than the others.
  void Timed(double ms, const std::string& what);
  // The access paths, most frequent first, one a line.
  std::string AccessPathSummary() const;
  // Counts the access path of a line of EXPLAIN, if it has one.
  void CountAccessPath(const std::string& explain_line);
};

// The access path a line of EXPLAIN names ("Seq Scan", "Primary Key
// Lookup", "Index Scan using ix"; index names without their digits), or ""
// if it names none.
std::string AccessPath(const std::string& explain_line);

}  // namespace kite::fuzz::index_fuzz

#endif  // KITE_TESTS_INDEX_FUZZ_STATS_H_
