#include "tests/index_fuzz/stats.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/strip.h"

namespace kite::fuzz::index_fuzz {
namespace {

std::string Counts(const std::map<std::string, int64_t>& counts) {
  std::vector<std::string> parts;
  for (const auto& [name, n] : counts)
    parts.push_back(absl::StrCat(name, " ", n));
  return absl::StrJoin(parts, ", ");
}

int64_t Total(const std::map<std::string, int64_t>& counts) {
  int64_t n = 0;
  for (const auto& [name, count] : counts) n += count;
  return n;
}

}  // namespace

std::string Stats::Summary() const {
  return absl::StrCat(
      steps, " steps agreed: ", queries, " query runs (", Counts(query_kinds),
      "; ", prepared, " prepared; ", rows, " rows, ", empty, " empty, ",
      Total(query_errors), " errors", query_errors.empty() ? "" : ": ",
      Counts(query_errors), "), ", Total(writes), " writes (", Counts(writes),
      "; ", Total(write_errors), " failed", write_errors.empty() ? "" : ": ",
      Counts(write_errors), "), ", table_checks, " table checks");
}

void Stats::Timed(double ms, const std::string& what) {
  if (ms <= slowest_ms) return;
  slowest_ms = ms;
  slowest = what.substr(0, 500);
}

std::string Stats::AccessPathSummary() const {
  std::vector<std::pair<int64_t, std::string>> sorted;
  for (const auto& [path, n] : access_paths) sorted.emplace_back(-n, path);
  std::sort(sorted.begin(), sorted.end());
  std::string out = absl::StrCat("access paths in ", explained,
                                 " sampled plans (enable_indexes = on):");
  for (const auto& [n, path] : sorted) {
    absl::StrAppend(&out, "\n  ", -n, "  ", path);
  }
  absl::StrAppend(&out, "\nslowest step (", static_cast<int64_t>(slowest_ms),
                  " ms): ", slowest);
  return out;
}

std::string AccessPath(const std::string& explain_line) {
  std::string_view line = explain_line;
  while (!line.empty() &&
         (line[0] == ' ' || line[0] == '-' || line[0] == '>')) {
    line.remove_prefix(1);
  }
  const size_t on = line.find(" on ");
  if (on == std::string_view::npos) return "";
  const std::string_view node = line.substr(0, on);
  if (node.find("Scan") == std::string_view::npos &&
      node.find("Lookup") == std::string_view::npos &&
      node.find("Index") == std::string_view::npos) {
    return "";
  }
  std::string name;
  for (char c : node) {
    if (!std::isdigit(static_cast<unsigned char>(c))) name += c;
  }
  return name;
}

void Stats::CountAccessPath(const std::string& explain_line) {
  const std::string path = AccessPath(explain_line);
  if (!path.empty()) ++access_paths[path];
}

}  // namespace kite::fuzz::index_fuzz
