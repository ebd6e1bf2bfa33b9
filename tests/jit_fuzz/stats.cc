#include "tests/jit_fuzz/stats.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace kite::fuzz::jit_fuzz {

int64_t Stats::error_count() const {
  int64_t n = 0;
  for (const auto& [state, count] : errors) n += count;
  return n;
}

std::string Stats::Summary() const {
  std::vector<std::string> parts;
  for (const auto& [state, count] : errors) {
    parts.push_back(absl::StrCat(state, " x", count));
  }
  return absl::StrCat(executed, " queries agreed (", prepared, " prepared, ",
                      with_params, " with parameters, ", empty,
                      " empty results, ", rows, " rows, ", error_count(),
                      " errors: ", absl::StrJoin(parts, ", "), ")");
}

std::string Stats::JitSummary() const {
  std::vector<std::pair<int64_t, std::string>> lines;
  for (const auto& [what, count] : jit_lines) lines.push_back({count, what});
  std::sort(lines.rbegin(), lines.rend());
  std::string out = absl::StrCat("EXPLAIN ANALYZE of ", explained,
                                 " sampled queries: JIT lines");
  for (const auto& [count, what] : lines) {
    absl::StrAppend(&out, "\n  ", count, " x ", what);
  }
  return out;
}

}  // namespace kite::fuzz::jit_fuzz
