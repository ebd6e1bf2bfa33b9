#include "tests/fuzz_common/outcome.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"

namespace kite::fuzz {
namespace {

Cell CellOf(const Result& r, TypeId type, size_t row, int col) {
  Cell c;
  if (r.IsNull(row, col)) {
    c.null = true;
    return c;
  }
  switch (type) {
    case TypeId::kInteger:
    case TypeId::kBigint:
      c.text = absl::StrCat(r.GetInt64(row, col));
      break;
    case TypeId::kText:
      c.text = r.GetText(row, col);
      break;
    case TypeId::kDouble: {
      double d = r.GetDouble(row, col);
      c.text = std::isnan(d)   ? "NaN"
               : std::isinf(d) ? (d > 0 ? "Infinity" : "-Infinity")
                               : absl::StrFormat("%.17g", d);
      break;
    }
    default:
      c.text = r.GetString(row, col);
      break;
  }
  return c;
}

std::string ShowCell(const Cell& c) { return c.null ? "NULL" : c.text; }

std::string ShowRow(const std::vector<Cell>& row) {
  std::vector<std::string> parts;
  for (const Cell& c : row) parts.push_back(ShowCell(c));
  return absl::StrCat("(", absl::StrJoin(parts, " | "), ")");
}

std::string StatusText(const absl::Status& s) {
  return absl::StrCat(SqlStateOf(s), ": ", s.message());
}

// The ORDER BY key of a row as the sort sees it: -0 and 0 are equal.
std::vector<Cell> SortKey(const Outcome& o, const std::vector<Cell>& row,
                          const std::vector<int>& key_columns) {
  std::vector<Cell> key;
  for (int k : key_columns) {
    Cell c = row[k];
    if (o.types[k].id == TypeId::kDouble && c.text == "-0") c.text = "0";
    key.push_back(c);
  }
  return key;
}

std::string DiffRowLists(const std::vector<std::vector<Cell>>& a,
                         const std::vector<std::vector<Cell>>& b,
                         const std::string& what, Sides sides) {
  if (a.size() != b.size()) {
    return absl::StrCat(what, ": ", sides.first, " has ", a.size(), " rows, ",
                        sides.second, " has ", b.size());
  }
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i] != b[i]) {
      return absl::StrCat(what, ": row ", i, " differs: ", sides.first, " ",
                          ShowRow(a[i]), ", ", sides.second, " ",
                          ShowRow(b[i]));
    }
  }
  return "";
}

std::vector<std::vector<Cell>> Sorted(std::vector<std::vector<Cell>> rows) {
  std::sort(rows.begin(), rows.end());
  return rows;
}

std::string DiffTieRuns(const Outcome& first, const Outcome& second,
                        const std::vector<int>& key_columns, Sides sides) {
  if (first.rows.size() != second.rows.size()) {
    return absl::StrCat(sides.first, " has ", first.rows.size(), " rows, ",
                        sides.second, " has ", second.rows.size());
  }
  size_t start = 0;
  while (start < first.rows.size()) {
    std::vector<Cell> key = SortKey(first, first.rows[start], key_columns);
    size_t end = start + 1;
    while (end < first.rows.size() &&
           SortKey(first, first.rows[end], key_columns) == key) {
      ++end;
    }
    for (size_t i = start; i < end; ++i) {
      if (SortKey(second, second.rows[i], key_columns) != key) {
        return absl::StrCat("sort keys differ at row ", i, ": ", sides.first,
                            " ", ShowRow(first.rows[i]), ", ", sides.second,
                            " ", ShowRow(second.rows[i]));
      }
    }
    std::vector<std::vector<Cell>> a(first.rows.begin() + start,
                                     first.rows.begin() + end);
    std::vector<std::vector<Cell>> b(second.rows.begin() + start,
                                     second.rows.begin() + end);
    std::string diff =
        DiffRowLists(Sorted(a), Sorted(b),
                     absl::StrCat("rows ", start, "..", end - 1,
                                  " (equal sort keys, compared sorted)"),
                     sides);
    if (!diff.empty()) return diff;
    start = end;
  }
  return "";
}

}  // namespace

Outcome CaptureError(const absl::Status& status) {
  Outcome o;
  o.status = status;
  return o;
}

Outcome Capture(const absl::StatusOr<Result>& result) {
  if (!result.ok()) return CaptureError(result.status());
  Outcome o;
  const Result& r = *result;
  o.tag = r.command_tag();
  for (int c = 0; c < r.column_count(); ++c) {
    o.names.push_back(r.column_name(c));
    o.types.push_back(r.column_type(c));
  }
  o.rows.resize(r.row_count());
  for (size_t row = 0; row < r.row_count(); ++row) {
    o.rows[row].reserve(r.column_count());
    for (int c = 0; c < r.column_count(); ++c) {
      o.rows[row].push_back(CellOf(r, o.types[c].id, row, c));
    }
  }
  return o;
}

std::string Diff(const Outcome& first, const Outcome& second, OrderCheck check,
                 const std::vector<int>& key_columns, Sides sides) {
  if (!first.status.ok() || !second.status.ok()) {
    if (first.status.ok() != second.status.ok() ||
        SqlStateOf(first.status) != SqlStateOf(second.status) ||
        first.status.message() != second.status.message()) {
      return absl::StrCat(
          "errors differ: ", sides.first, " ",
          first.status.ok() ? "OK" : StatusText(first.status), ", ",
          sides.second, " ",
          second.status.ok() ? "OK" : StatusText(second.status));
    }
    return "";
  }
  if (first.names != second.names) {
    return absl::StrCat("column names differ: ", sides.first, " (",
                        absl::StrJoin(first.names, ", "), "), ", sides.second,
                        " (", absl::StrJoin(second.names, ", "), ")");
  }
  if (first.types != second.types) {
    std::vector<std::string> a, b;
    for (const Type& t : first.types) a.push_back(t.ToString());
    for (const Type& t : second.types) b.push_back(t.ToString());
    return absl::StrCat("column types differ: ", sides.first, " (",
                        absl::StrJoin(a, ", "), "), ", sides.second, " (",
                        absl::StrJoin(b, ", "), ")");
  }
  if (first.tag != second.tag) {
    return absl::StrCat("command tags differ: ", sides.first, " ", first.tag,
                        ", ", sides.second, " ", second.tag);
  }
  switch (check) {
    case OrderCheck::kExact:
      return DiffRowLists(first.rows, second.rows, "rows (in order)", sides);
    case OrderCheck::kMultiset:
      // Most often the order agrees too, and sorting is the slow part.
      if (first.rows == second.rows) return "";
      return DiffRowLists(Sorted(first.rows), Sorted(second.rows),
                          "rows (compared sorted)", sides);
    case OrderCheck::kTieRuns:
      return DiffTieRuns(first, second, key_columns, sides);
  }
  return "";
}

std::string Describe(const Outcome& o, size_t max_rows) {
  if (!o.status.ok()) return absl::StrCat("ERROR ", StatusText(o.status));
  std::string out = o.tag;
  if (!o.names.empty()) out += "; columns:";
  for (size_t c = 0; c < o.names.size(); ++c) {
    absl::StrAppend(&out, " ", o.names[c], " ", o.types[c].ToString(),
                    c + 1 < o.names.size() ? "," : "");
  }
  for (size_t r = 0; r < o.rows.size() && r < max_rows; ++r) {
    absl::StrAppend(&out, "\n    ", ShowRow(o.rows[r]));
  }
  if (o.rows.size() > max_rows) {
    absl::StrAppend(&out, "\n    ... ", o.rows.size() - max_rows, " more rows");
  }
  return out;
}

}  // namespace kite::fuzz
