// Helpers shared by the storage tests.
#ifndef KITE_TESTS_UNIT_STORAGE_TABLE_TEST_UTIL_H_
#define KITE_TESTS_UNIT_STORAGE_TABLE_TEST_UTIL_H_

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/value.h"
#include "storage/row_codec.h"
#include "storage/table.h"
#include "storage/value_lanes.h"
#include "storage/vector.h"

namespace kite::testing {

inline ColumnSchema Col(std::string name, Type type, bool not_null = false) {
  return ColumnSchema{std::move(name), type, not_null};
}

inline Value Int(int32_t i) { return Value::Integer(i); }
inline Value Text(std::string s) { return Value::Text(std::move(s)); }

// The column types of `table`.
inline std::vector<Type> ColumnTypes(const Table& table) {
  std::vector<Type> types;
  for (const ColumnSchema& c : table.schema().columns) types.push_back(c.type);
  return types;
}

// The text values of `lanes`, viewed or copied.
inline std::vector<std::string> Texts(const ValueLanes& lanes) {
  std::vector<std::string> texts;
  const size_t n = lanes.viewed ? lanes.views.size() : lanes.ends.size();
  for (size_t i = 0; i < n; ++i) texts.emplace_back(lanes.Text(i));
  return texts;
}

inline bool SameLanes(const ValueLanes& a, const ValueLanes& b) {
  return a.nulls == b.nulls && a.ints == b.ints && a.doubles == b.doubles &&
         Texts(a) == Texts(b) && a.arrays == b.arrays;
}

// Whether row `i` of `a` and row `j` of `b`, of type `t`, hold the same.
inline bool SameCell(const ValueLanes& a, size_t i, const ValueLanes& b,
                     size_t j, Type t) {
  if (a.nulls[i] != b.nulls[j]) return false;
  if (a.nulls[i]) return true;
  if (t.is_int_lane()) return a.ints[i] == b.ints[j];
  if (t.id == TypeId::kDouble) return a.doubles[i] == b.doubles[j];
  if (t.id == TypeId::kText) return a.Text(i) == b.Text(j);
  if (t.is_array()) return a.arrays[i] == b.arrays[j];
  return true;
}

// Checks that Table::AppendRows appends what Fetch then
// ValueLanes::AppendVector do, for `rows` in one call and row by row, and
// that Table::SetOne writes each row into one slot reused row after row.
inline void CheckAppendRows(const Table& table,
                            const std::vector<RowId>& rows) {
  const int n = static_cast<int>(rows.size());
  for (size_t c = 0; c < table.schema().columns.size(); ++c) {
    const int col = static_cast<int>(c);
    const Type type = table.schema().columns[c].type;
    ValueLanes whole, one_by_one, via_vector;
    table.AppendRows(col, rows.data(), n, &whole);
    for (RowId r : rows) table.AppendRows(col, &r, 1, &one_by_one);
    Vector v;
    table.Fetch(col, rows.data(), n, &v);
    via_vector.AppendVector(type, v, n);
    if (!SameLanes(whole, via_vector) || !SameLanes(one_by_one, via_vector)) {
      ADD_FAILURE() << "AppendRows and Fetch disagree on column " << c;
    }
    ValueLanes slot;
    slot.MakeSlot(type);
    for (int i = 0; i < n; ++i) {
      table.SetOne(col, rows[i], &slot);
      if (!SameCell(slot, 0, via_vector, i, type)) {
        ADD_FAILURE() << "SetOne and Fetch disagree on column " << c << ", row "
                      << rows[i];
      }
    }
  }
}

// Every live row by id, read through the batch path (LiveRows + Fetch) and
// checked against the boxed path (GetRow), whose encoding is checked against
// the in-place one (Table::EncodeRow); AppendRows is checked against Fetch
// (CheckAppendRows) for the rows in order and in reverse.
inline std::map<RowId, std::vector<Value>> Snapshot(const Table& table) {
  std::vector<RowId> rows;
  table.LiveRows(0, table.slot_count(), &rows);
  std::map<RowId, std::vector<Value>> out;
  for (RowId r : rows) out[r].resize(table.schema().columns.size());
  Vector v;
  for (size_t start = 0; start < rows.size(); start += kBatchSize) {
    int n = static_cast<int>(std::min<size_t>(kBatchSize, rows.size() - start));
    for (size_t c = 0; c < table.schema().columns.size(); ++c) {
      table.Fetch(static_cast<int>(c), rows.data() + start, n, &v);
      for (int i = 0; i < n; ++i) out[rows[start + i]][c] = v.GetValue(i);
    }
  }
  CheckAppendRows(table, rows);
  CheckAppendRows(table, std::vector<RowId>(rows.rbegin(), rows.rend()));
  const std::vector<Type> types = ColumnTypes(table);
  for (const auto& [r, values] : out) {
    std::vector<Value> boxed = table.GetRow(r);
    if (boxed != values) {
      ADD_FAILURE() << "GetRow and Fetch disagree at row " << r;
    }
    std::string in_place, from_boxed;
    table.EncodeRow(r, &in_place);
    EncodeRow(types, boxed, &from_boxed);
    if (in_place != from_boxed) {
      ADD_FAILURE() << "EncodeRow in place and of GetRow disagree at row " << r;
    }
  }
  return out;
}

}  // namespace kite::testing

#endif  // KITE_TESTS_UNIT_STORAGE_TABLE_TEST_UTIL_H_
