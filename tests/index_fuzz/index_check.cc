#include "tests/index_fuzz/index_check.h"

#include <cstdint>
#include <string>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace kite::fuzz::index_fuzz {
namespace {

// The entries index `method` on `columns` of `table` should hold.
absl::StatusOr<int64_t> ExpectedEntries(Database& db, const std::string& table,
                                        const std::string& method,
                                        const std::string& columns) {
  absl::StatusOr<Result> r =
      db.Execute(absl::StrCat("SELECT ", columns, " FROM ", table));
  if (!r.ok()) return r.status();
  const int width = r->column_count();
  if (width == 1 && r->column_type(0).is_array()) {
    int64_t n = 0;
    for (size_t row = 0; row < r->row_count(); ++row) {
      const Value array = r->GetValue(row, 0);
      if (array.is_null()) continue;
      absl::flat_hash_set<std::string> distinct;
      for (const Value& e : array.elements()) {
        if (!e.is_null()) distinct.insert(e.ToString());
      }
      n += static_cast<int64_t>(distinct.size());
    }
    return n;
  }
  if (method != "hash") return static_cast<int64_t>(r->row_count());
  int64_t n = 0;
  for (size_t row = 0; row < r->row_count(); ++row) {
    bool any_null = false;
    for (int c = 0; c < width; ++c) any_null |= r->IsNull(row, c);
    n += any_null ? 0 : 1;
  }
  return n;
}

}  // namespace

std::string CheckIndexEntries(Database& db) {
  absl::StatusOr<Result> indexes = db.Execute(
      "SELECT table_name, index_name, method, columns, entries FROM "
      "kite_indexes ORDER BY 1, 2");
  if (!indexes.ok()) {
    return absl::StrCat("kite_indexes: ", indexes.status().ToString());
  }
  for (size_t i = 0; i < indexes->row_count(); ++i) {
    const std::string table = indexes->GetString(i, 0);
    const std::string name = indexes->GetString(i, 1);
    absl::StatusOr<int64_t> expected = ExpectedEntries(
        db, table, indexes->GetString(i, 2), indexes->GetString(i, 3));
    if (!expected.ok()) {
      return absl::StrCat("index ", name, ": ", expected.status().ToString());
    }
    const int64_t entries = indexes->GetInt64(i, 4);
    if (entries != *expected) {
      return absl::StrCat(
          "index ", name, " on ", table, " (", indexes->GetString(i, 2), ": ",
          indexes->GetString(i, 3), ") lists ", entries,
          " entries; its table says it should list ", *expected);
    }
  }
  return "";
}

}  // namespace kite::fuzz::index_fuzz
