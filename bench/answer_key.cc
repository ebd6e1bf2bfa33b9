#include "bench/answer_key.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/container/btree_set.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace kite::bench {
namespace {

// Columns of items in SELECT * (and in front of joined_items' in the join).
constexpr int kNameColumn = 1;
constexpr int kYearColumn = 2;
// Where count(*) OVER () is in the +cnt queries.
constexpr int kTotalColumn = 4;

// FNV-1a: a hash that is the same in every run, to print.
uint32_t Fnv1a(const std::string& s) {
  uint32_t h = 2166136261u;
  for (unsigned char c : s) h = (h ^ c) * 16777619u;
  return h;
}

// Every row, sorted; texts longer than 24 bytes shortened.
std::string AllRows(const Answer& answer) {
  std::vector<std::string> rows;
  for (const std::vector<std::string>& row : answer.rows) {
    std::vector<std::string> cells;
    for (const std::string& cell : row) {
      cells.push_back(cell.size() <= 24
                          ? cell
                          : absl::StrCat(cell.substr(0, 12), "...(",
                                         cell.size(), " bytes, hash ",
                                         Fnv1a(cell), ")"));
    }
    rows.push_back(absl::StrJoin(cells, "|"));
  }
  std::sort(rows.begin(), rows.end());
  return absl::StrCat(rows.size(), " rows: ", absl::StrJoin(rows, "; "));
}

int64_t Year(const std::vector<std::string>& row) {
  int64_t year = 0;
  return absl::SimpleAtoi(row[kYearColumn], &year) ? year : -1;
}

// Whether `row` satisfies the WHERE clause of `workload`.
bool Matches(Workload workload, absl::Span<const ItemParams> params,
             const std::vector<std::string>& row) {
  switch (workload) {
    case Workload::kOneCond:
    case Workload::kTop:
    case Workload::kTopTotal:
      return Year(row) > 2010;
    case Workload::kTwoCond:
      return Year(row) > 2010 && row[kNameColumn] == params[0].name;
    case Workload::kNames:
    case Workload::kNamesTotal:
      return std::any_of(
          params.begin(), params.begin() + 5,
          [&](const ItemParams& p) { return row[kNameColumn] == p.name; });
    default:
      return true;
  }
}

}  // namespace

std::string AnswerKey(Workload workload, absl::Span<const ItemParams> params,
                      const Answer& answer) {
  switch (workload) {
    case Workload::kById:
    case Workload::kJoin:
      return AllRows(answer);
    case Workload::kUpdate:
      return absl::StrCat(answer.rows_affected, " rows changed");
    default:
      break;
  }
  const int64_t wrong = std::count_if(answer.rows.begin(), answer.rows.end(),
                                      [&](const std::vector<std::string>& row) {
                                        return !Matches(workload, params, row);
                                      });
  std::string key =
      absl::StrCat(answer.rows.size(), " rows, ", wrong, " breaking WHERE");
  if (workload == Workload::kTop || workload == Workload::kTopTotal) {
    std::vector<int64_t> years;
    for (const std::vector<std::string>& row : answer.rows) {
      years.push_back(Year(row));
    }
    absl::StrAppend(&key, ", years ", absl::StrJoin(years, ","));
  }
  if (workload == Workload::kTopTotal || workload == Workload::kNamesTotal) {
    absl::btree_set<std::string> totals;
    for (const std::vector<std::string>& row : answer.rows) {
      totals.insert(row.size() > kTotalColumn ? row[kTotalColumn] : "none");
    }
    absl::StrAppend(&key, ", count(*) OVER () ", absl::StrJoin(totals, "/"));
  }
  return key;
}

}  // namespace kite::bench
