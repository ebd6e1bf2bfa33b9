// One epoch of the tester: the two databases (jit = off and the setting
// under test), the same generated tables in both, and the query stream of
// one seed.
#ifndef KITE_TESTS_JIT_FUZZ_EPOCH_H_
#define KITE_TESTS_JIT_FUZZ_EPOCH_H_

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "kite/kite.h"
#include "tests/fuzz_common/outcome.h"
#include "tests/fuzz_common/rng.h"
#include "tests/jit_fuzz/fuzzer.h"
#include "tests/jit_fuzz/query_template.h"
#include "tests/jit_fuzz/schema.h"
#include "tests/jit_fuzz/stats.h"

namespace kite::fuzz::jit_fuzz {

// The two databases, as comparisons name them.
inline constexpr Sides kJitSides{"off", "force"};

inline double SecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

// One epoch: both databases, their tables, and the query stream of `seed`.
class Epoch {
 public:
  Epoch(uint64_t seed, const FuzzOptions& options, Stats* stats)
      : seed_(seed),
        options_(options),
        stats_(stats),
        data_rng_(seed ^ 0xda7a5eedULL),
        query_rng_(seed ^ 0x9e3779b9ULL) {}

  // Creates and fills the tables in both databases. Returns 0, or the exit
  // status to stop with.
  int Setup();
  // Runs `count` query executions. Returns 0, or the exit status to stop
  // with.
  int Run(int64_t count);
  // Runs one statement on both databases and prints both outcomes. Returns
  // 0 if they agree (as multisets), else 1.
  int RunOne(const std::string& sql);

 private:
  struct Execution {
    Outcome off;
    Outcome force;
    std::string bind_diff;
    double off_ms = 0;  // time in Execute, for --verbose
    double force_ms = 0;
  };

  absl::Status ExecBoth(const std::string& sql);
  absl::Status LoadTable(const TableSpec& table, int first_id, int rows,
                         bool shuffle);
  int RunDml(const TableSpec& table);
  int VerifySameData();
  int RunTemplate(const QueryTemplate& t);
  Execution RunPrepared(PreparedStatement* off, PreparedStatement* force,
                        const RenderedQuery& q);
  std::string SetJit() const { return "SET jit = " + options_.jit; }
  // Counts what EXPLAIN ANALYZE on the second database says of the JIT for
  // `q`: a tester whose queries never reach a kernel proves nothing.
  void Explain(const RenderedQuery& q);
  // Keeps `q` as the note a crash prints.
  void NoteRunning(const RenderedQuery& q, const char* what);
  // Reports a difference; returns the exit status.
  int Report(const QueryTemplate* t, const RenderedQuery& q,
             const std::string& what, const Execution& e,
             const std::string& note);

  uint64_t seed_;
  const FuzzOptions& options_;
  Stats* stats_;
  Rng data_rng_;
  Rng query_rng_;
  std::unique_ptr<Database> off_;
  std::unique_ptr<Database> force_;
  std::vector<TableSpec> tables_;
  std::map<std::string, int> next_id_;
  int64_t query_index_ = 0;  // executions in this epoch so far
  bool self_checked_ = false;
};

}  // namespace kite::fuzz::jit_fuzz

#endif  // KITE_TESTS_JIT_FUZZ_EPOCH_H_
