#include "tests/index_fuzz/compare.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "kite/status.h"

namespace kite::fuzz::index_fuzz {
namespace {

// The outcome cut down to its ORDER BY key columns, -0 printed as 0 (they
// sort as equal, so either may come first).
Outcome SortKeys(const Outcome& o, const std::vector<int>& key_columns) {
  Outcome keys;
  keys.status = o.status;
  keys.tag = o.tag;
  for (int k : key_columns) {
    keys.names.push_back(o.names[k]);
    keys.types.push_back(o.types[k]);
  }
  for (const std::vector<Cell>& row : o.rows) {
    std::vector<Cell> key;
    for (int k : key_columns) {
      Cell c = row[k];
      if (o.types[k].id == TypeId::kDouble && c.text == "-0") c.text = "0";
      key.push_back(c);
    }
    keys.rows.push_back(std::move(key));
  }
  return keys;
}

std::string ShowRow(const std::vector<Cell>& row) {
  std::vector<std::string> parts;
  for (const Cell& c : row) parts.push_back(c.null ? "NULL" : c.text);
  return absl::StrCat("(", absl::StrJoin(parts, " | "), ")");
}

}  // namespace

std::string SubMultiset(const Outcome& part, const Outcome& whole) {
  std::vector<std::vector<Cell>> a = part.rows;
  std::vector<std::vector<Cell>> b = whole.rows;
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  size_t j = 0;
  for (const std::vector<Cell>& row : a) {
    while (j < b.size() && b[j] < row) ++j;
    if (j == b.size() || b[j] != row) {
      return absl::StrCat("row ", ShowRow(row),
                          " is not among the rows the query has without "
                          "LIMIT/OFFSET (or comes more often)");
    }
    ++j;
  }
  return "";
}

std::string CompareQuery(const QueryShape& q, const Outcome& on,
                         const Outcome& off, const Outcome* unlimited) {
  switch (q.agreement) {
    case Agreement::kRows:
      return Diff(on, off, q.check, q.key_columns, kSides);
    case Agreement::kSortKeys:
      if (!on.status.ok() || !off.status.ok()) {
        return Diff(on, off, OrderCheck::kExact, {}, kSides);
      }
      if (std::string diff = Diff(on, off, OrderCheck::kExact, {}, kSides);
          diff.empty()) {
        return "";
      }
      // Other rows may tie: only the keys must agree, and every row must
      // be one the query matches.
      if (std::string diff =
              Diff(SortKeys(on, q.key_columns), SortKeys(off, q.key_columns),
                   OrderCheck::kExact, {}, kSides);
          !diff.empty()) {
        return absl::StrCat("ORDER BY keys: ", diff);
      }
      break;
    case Agreement::kCountAndSubset:
      if (!on.status.ok() || !off.status.ok()) {
        return Diff(on, off, OrderCheck::kExact, {}, kSides);
      }
      if (on.names != off.names || on.types != off.types || on.tag != off.tag ||
          on.rows.size() != off.rows.size()) {
        // Same message as a full comparison would give.
        std::string diff = Diff(on, off, OrderCheck::kMultiset, {}, kSides);
        if (!diff.empty()) return diff;
      }
      break;
  }
  if (unlimited != nullptr) {
    if (!unlimited->status.ok()) {
      return absl::StrCat("the query without LIMIT/OFFSET failed: ",
                          unlimited->status.ToString());
    }
    if (std::string diff = SubMultiset(on, *unlimited); !diff.empty()) {
      return absl::StrCat("on: ", diff);
    }
  }
  return "";
}

std::string CompareWrite(const Outcome& on, const Outcome& off) {
  if (!on.status.ok() || !off.status.ok()) {
    if (on.status.ok() != off.status.ok() ||
        SqlStateOf(on.status) != SqlStateOf(off.status)) {
      return absl::StrCat(
          "outcomes differ: on ", on.status.ok() ? "OK" : on.status.ToString(),
          ", off ", off.status.ok() ? "OK" : off.status.ToString());
    }
    return "";
  }
  return Diff(on, off, OrderCheck::kMultiset, {}, kSides);
}

}  // namespace kite::fuzz::index_fuzz
