// Counts of what a run did, for its summary line.
#ifndef KITE_TESTS_JIT_FUZZ_STATS_H_
#define KITE_TESTS_JIT_FUZZ_STATS_H_

#include <cstdint>
#include <map>
#include <string>

namespace kite::fuzz::jit_fuzz {

struct Stats {
  int64_t executed = 0;
  int64_t prepared = 0;
  int64_t with_params = 0;
  int64_t rows = 0;
  int64_t empty = 0;
  std::map<std::string, int64_t> errors;  // by SQLSTATE
  // What EXPLAIN ANALYZE's "JIT:" lines said for a sample of the queries:
  // "compiled", or why a scan or aggregate ran interpreted.
  std::map<std::string, int64_t> jit_lines;
  int64_t explained = 0;

  int64_t error_count() const;
  // "N queries agreed (...)".
  std::string Summary() const;
  // The JIT lines, most frequent first, one a line.
  std::string JitSummary() const;
};

}  // namespace kite::fuzz::jit_fuzz

#endif  // KITE_TESTS_JIT_FUZZ_STATS_H_
