// The differential tester: the same generated tables in two databases, one
// with `SET jit = off` (the interpreter, the reference) and one with
// `SET jit = force`, the same random queries on both, and a report of the
// first query whose results or errors differ.
#ifndef KITE_TESTS_JIT_FUZZ_FUZZER_H_
#define KITE_TESTS_JIT_FUZZ_FUZZER_H_

#include <cstdint>
#include <string>

namespace kite::fuzz::jit_fuzz {

struct FuzzOptions {
  uint64_t seed = 1;
  // Query executions to run; 0 runs until killed.
  int64_t queries = 10000;
  bool verbose = false;
  // Alter one cell of a "force" result and check that the comparison
  // reports it: proves the tester can fail.
  bool self_check = false;
  // The setting of the second database, compared with `jit = off`: force,
  // or on (kernels compiled in the background, switched to between
  // batches), or off (a check of the tester's own determinism).
  std::string jit = "force";
  // When not empty, `SET jit_opt_level` of the second database (0-3).
  std::string jit_opt_level;
  // When set, runs just this statement on the tables of `seed` (both
  // databases) and prints both outcomes: for investigating a report.
  std::string sql;
};

// Runs the tester. Returns the process exit status: 0 when every query
// agreed, 1 on a mismatch (printed to stdout, with what replays it), 2 when
// the tables could not be set up or the self-check went unnoticed.
int RunJitFuzz(const FuzzOptions& options);

}  // namespace kite::fuzz::jit_fuzz

#endif  // KITE_TESTS_JIT_FUZZ_FUZZER_H_
