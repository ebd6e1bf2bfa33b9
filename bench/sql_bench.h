// kite_bench sql: times SQL queries on Kite under several jit modes and
// prints one JSON line per (query, mode), for drivers such as bench/tpch.py.
#ifndef KITE_BENCH_SQL_BENCH_H_
#define KITE_BENCH_SQL_BENCH_H_

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"

namespace kite::bench {

struct SqlBenchOptions {
  std::vector<std::string> setup_files;  // SQL run once, in order
  std::vector<std::pair<std::string, std::string>> queries;  // name, SQL
  std::vector<std::string> jit_modes = {"off", "force"};
  int runs = 5;
  int max_result_rows = 100;  // rows of each result echoed in the JSON
};

// Parses the arguments after "sql":
//   --setup FILE (repeatable)  --query NAME=SQL (repeatable, at least one)
//   --jit off,on,force  --runs N  --max-result-rows N
// Returns InvalidArgument with a message on bad arguments.
absl::StatusOr<SqlBenchOptions> ParseSqlBenchOptions(
    const std::vector<std::string>& args);

// Runs the setup files once on a new in-memory database, then each query
// once untimed and `runs` times timed per jit mode (modes alternate run by
// run). Prints to stdout one JSON line per setup file
//   {"event": "setup", "file": ..., "seconds": ...}
// and one per query and mode
//   {"event": "query", "query": NAME, "jit": MODE, "runs": N,
//    "median_ms": ..., "min_ms": ..., "rows": R, "columns": [...],
//    "result": [[cell text or null, ...], ...]}   (first rows only)
// Returns the process exit status: 1 if a statement failed (the error is
// printed as {"event": "error", ...} and on stderr).
int RunSqlBench(const SqlBenchOptions& options);

}  // namespace kite::bench

#endif  // KITE_BENCH_SQL_BENCH_H_
