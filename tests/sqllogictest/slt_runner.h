// Runs sqllogictest files and reports failures.
#ifndef KITE_TESTS_SQLLOGICTEST_SLT_RUNNER_H_
#define KITE_TESTS_SQLLOGICTEST_SLT_RUNNER_H_

#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "slt_connection.h"
#include "slt_parser.h"

namespace kite::slt {

// Opens the fresh database each file runs on.
using ConnectionFactory =
    std::function<absl::StatusOr<std::unique_ptr<Connection>>()>;

struct RunnerOptions {
  // The labels `skipif` / `onlyif` are matched against.
  std::vector<std::string> labels = {"kite"};
};

struct RunStats {
  int passed = 0;  // statement and query records that passed
  int failed = 0;  // records that failed, malformed ones included
  int skipped = 0;
};

// Runs test files, each on a new connection from the factory, writing each
// failure (file:line, SQL, expected and actual) to `out`. Not thread-safe.
class Runner {
 public:
  Runner(RunnerOptions options, ConnectionFactory factory, std::ostream& out);

  // Runs the file at `path` and adds its outcome to stats(). A file that
  // cannot be read counts as one failure.
  void RunFile(const std::string& path);
  // Runs `text` as if read from a file named `path`.
  void RunScript(const std::string& path, absl::string_view text);

  const RunStats& stats() const { return stats_; }

 private:
  struct FileState;

  bool ShouldRun(const Record& record) const;
  void RunRecord(FileState& state, const Record& record);
  void RunStatement(FileState& state, const Record& record);
  void RunQuery(FileState& state, const Record& record);
  void Fail(const FileState& state, const Record& record,
            const std::string& message);

  RunnerOptions options_;
  ConnectionFactory factory_;
  std::ostream& out_;
  RunStats stats_;
};

}  // namespace kite::slt

#endif  // KITE_TESTS_SQLLOGICTEST_SLT_RUNNER_H_
