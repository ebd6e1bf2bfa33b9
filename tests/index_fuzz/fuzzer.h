// The index differential tester: the same generated tables, indexes and
// writes in two databases, one with `SET enable_indexes = on` and one with
// `off` (full scans, the reference), the same random queries on both, and
// a report of the first step where they disagree, with a reduced
// reproduction.
#ifndef KITE_TESTS_INDEX_FUZZ_FUZZER_H_
#define KITE_TESTS_INDEX_FUZZ_FUZZER_H_

#include <cstdint>
#include <string>

namespace kite::fuzz::index_fuzz {

struct FuzzOptions {
  uint64_t seed = 1;
  // Steps (a query run with several value sets, a write, a check of the
  // tables) to run; 0 runs until killed, with new tables every 20,000.
  int64_t steps = 2000;
  bool verbose = false;
  // Alter one cell of a result of the database with indexes and check
  // that the comparison reports it: proves the tester can fail.
  bool self_check = false;
  // SET jit in both databases.
  std::string jit = "on";
  // Time allowed for reducing a mismatch to a short reproduction.
  double reduce_seconds = 120;
};

// Runs the tester. Returns the process exit status: 0 when every step
// agreed, 1 on a mismatch (printed to stdout with a reproduction), 2 when
// the tables could not be set up or the self-check went unnoticed.
int RunIndexFuzz(const FuzzOptions& options);

}  // namespace kite::fuzz::index_fuzz

#endif  // KITE_TESTS_INDEX_FUZZ_FUZZER_H_
