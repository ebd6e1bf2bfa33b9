#include "storage/table.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/status.h"
#include "storage/row_codec.h"
#include "storage/tracked_column.h"
#include "storage/value_lanes.h"
#include "tests/unit/storage/table_test_util.h"

namespace kite {
namespace {

using testing::Col;
using testing::Int;
using testing::Snapshot;
using testing::Text;

TableSchema AllTypesSchema() {
  TableSchema s;
  s.columns = {Col("b", Type::Boolean()),
               Col("i", Type::Integer()),
               Col("big", Type::Bigint()),
               Col("d", Type::Double()),
               Col("n", Type::Numeric(10, 2)),
               Col("t", Type::Text()),
               Col("day", Type::Date()),
               Col("ts", Type::Timestamp()),
               Col("ia", Type{TypeId::kIntegerArray}),
               Col("ba", Type{TypeId::kBigintArray}),
               Col("ta", Type{TypeId::kTextArray})};
  return s;
}

std::vector<Value> AllTypesRow(int k) {
  return {Value::Boolean(k % 2 == 0),
          Value::Integer(-k),
          Value::Bigint(int64_t{k} << 35),
          Value::Double(k + 0.25),
          Value::Numeric(k * 101, 10, 2),
          Value::Text("text " + std::to_string(k % 7)),
          Value::Date(18000 + k),
          Value::Timestamp(int64_t{k} * 1000003),
          Value::Array(Type{TypeId::kIntegerArray},
                       {Value::Integer(k), Value::Null(Type::Integer())}),
          Value::Array(Type{TypeId::kBigintArray}, {Value::Bigint(-k)}),
          Value::Array(Type{TypeId::kTextArray},
                       {Value::Text("a b"), Value::Text(""),
                        Value::Null(Type::Text())})};
}

std::vector<Value> AllNullRow() {
  std::vector<Value> row;
  for (const ColumnSchema& c : AllTypesSchema().columns) {
    row.push_back(Value::Null(c.type));
  }
  return row;
}

TEST(TableTest, SchemaColumnIndex) {
  TableSchema s = AllTypesSchema();
  EXPECT_EQ(s.ColumnIndex("big"), 2);
  EXPECT_EQ(s.ColumnIndex("BIG"), -1);
  EXPECT_EQ(s.ColumnIndex("nope"), -1);
}

TEST(TableTest, InsertAndFetchEveryTypeWithNulls) {
  Table t("t", AllTypesSchema());
  std::vector<std::vector<Value>> expected;
  for (int k = 0; k < 5000; ++k) {
    std::vector<Value> row = k % 3 == 0 ? AllNullRow() : AllTypesRow(k);
    if (k % 5 == 0)
      row[k % row.size()] = Value::Null(row[k % row.size()].type());
    expected.push_back(row);
    ASSERT_EQ(t.Insert(row, nullptr).value(), static_cast<RowId>(k));
  }
  EXPECT_EQ(t.row_count(), 5000u);
  EXPECT_EQ(t.slot_count(), 5000u);
  auto snapshot = Snapshot(t);
  ASSERT_EQ(snapshot.size(), expected.size());
  for (size_t k = 0; k < expected.size(); ++k) {
    EXPECT_EQ(snapshot[k], expected[k]) << "row " << k;
  }
}

// Table::EncodeRow reads TEXT in place from a dictionary, a heap and
// compressed blocks; Snapshot checks it against the encoding of GetRow.
TEST(TableTest, EncodeRowMatchesTheBoxedRowInEveryTextStore) {
  TableSchema s;
  s.columns = {Col("id", Type::Integer()), Col("few", Type::Text()),
               Col("unique", Type::Text()), Col("packed", Type::Text())};
  s.columns[3].compression = Compression::kLz4;
  Table t("t", s);
  for (int k = 0; k < 6000; ++k) {
    const std::string n = std::to_string(k);
    std::vector<Value> row = {
        Int(k),
        k % 4 == 0 ? Value::Null(Type::Text()) : Text("few " + n.substr(0, 1)),
        k % 5 == 0 ? Value::Null(Type::Text()) : Text("unique value " + n),
        k % 7 == 0 ? Value::Null(Type::Text()) : Text("packed " + n)};
    ASSERT_TRUE(t.Insert(row, nullptr).ok());
  }
  ASSERT_TRUE(t.IsDictionaryEncoded(1));
  ASSERT_EQ(t.MemoryUsage()[2].encoding, "heap");
  auto snapshot = Snapshot(t);
  ASSERT_EQ(snapshot.size(), 6000u);
  for (RowId r : {0u, 1u, 4u, 5u, 7u, 5999u}) {
    std::string bytes;
    t.EncodeRow(r, &bytes);
    absl::StatusOr<std::vector<Value>> decoded =
        DecodeRow(testing::ColumnTypes(t), bytes);
    ASSERT_TRUE(decoded.ok()) << decoded.status();
    EXPECT_EQ(*decoded, snapshot[r]) << "row " << r;
  }
}

// Table::SetOne (a keyed SELECT's row written into a result's one slot
// per column, ValueLanes::MakeSlot) reads what AppendRows appends, for
// every type and store (plain, dictionary, heap, compressed text and
// arrays), one slot per column reused row after row, NULLs among values.
TEST(TableTest, SetOneWritesTheSlotAsAppendRowsAppends) {
  TableSchema s = AllTypesSchema();
  s.columns.push_back(Col("unique", Type::Text()));
  s.columns.push_back(Col("packed", Type::Text()));
  s.columns.back().compression = Compression::kLz4;
  s.columns.push_back(Col("packed_ia", Type{TypeId::kIntegerArray}));
  s.columns.back().compression = Compression::kZstd;
  Table t("t", s);
  const int columns = static_cast<int>(s.columns.size());
  for (int k = 0; k < 6000; ++k) {
    std::vector<Value> row = AllTypesRow(k);
    row.push_back(Text("unique value " + std::to_string(k)));
    row.push_back(Text("packed " + std::to_string(k)));
    row.push_back(row[8]);
    for (int c = 0; c < columns; ++c) {
      if ((k + c) % 5 == 0) row[c] = Value::Null(s.columns[c].type);
    }
    ASSERT_TRUE(t.Insert(row, nullptr).ok());
  }
  ASSERT_EQ(t.MemoryUsage()[5].encoding, "dictionary");
  ASSERT_EQ(t.MemoryUsage()[11].encoding, "heap");
  std::vector<ValueLanes> slots(columns);
  for (int c = 0; c < columns; ++c) slots[c].MakeSlot(s.columns[c].type);
  for (RowId r = 0; r < 6000; r += 7) {
    const std::vector<Value> boxed = t.GetRow(r);
    for (int c = 0; c < columns; ++c) {
      const Type type = s.columns[c].type;
      ValueLanes appended;
      t.AppendRows(c, &r, 1, &appended);
      ValueLanes& slot = slots[c];
      t.SetOne(c, r, &slot);
      const std::string at =
          "row " + std::to_string(r) + " column " + s.columns[c].name;
      ASSERT_EQ(slot.nulls[0], appended.nulls[0]) << at;
      EXPECT_EQ(slot.nulls[0] == 1, boxed[c].is_null()) << at;
      if (slot.nulls[0]) continue;
      if (type.is_int_lane()) {
        EXPECT_EQ(slot.ints[0], appended.ints[0]) << at;
      } else if (type.id == TypeId::kDouble) {
        EXPECT_EQ(slot.doubles[0], appended.doubles[0]) << at;
      } else if (type.id == TypeId::kText) {
        EXPECT_EQ(slot.Text(0), appended.Text(0)) << at;
        EXPECT_EQ(slot.Text(0), boxed[c].text()) << at;
      } else {
        EXPECT_EQ(slot.arrays[0], appended.arrays[0]) << at;
        EXPECT_EQ(slot.arrays[0], boxed[c]) << at;
      }
    }
  }
}

// A store without a SetOne of its own (here a column being recompressed,
// TrackedColumn) writes the slot from the boxed value (ValueLanes::SetSlot).
TEST(TableTest, SetOneOfAnyStoreWritesTheBoxedValue) {
  const TableSchema s = AllTypesSchema();
  for (size_t c = 0; c < s.columns.size(); ++c) {
    const Type type = s.columns[c].type;
    storage_internal::TrackedColumn column(
        storage_internal::MakeColumnStore(type));
    for (RowId r = 0; r < 40; ++r) {
      column.Set(r, r % 3 == 0 ? Value::Null(type) : AllTypesRow(r)[c]);
    }
    ValueLanes slot;
    slot.MakeSlot(type);
    for (RowId r = 0; r < 40; ++r) {
      column.SetOne(r, type, &slot);
      const Value want = column.Get(r);
      const std::string at = "row " + std::to_string(r) + " " + type.ToString();
      ASSERT_EQ(slot.nulls[0] == 1, want.is_null()) << at;
      if (want.is_null()) continue;
      if (type.is_int_lane()) {
        EXPECT_EQ(slot.ints[0], want.int_value()) << at;
      } else if (type.id == TypeId::kDouble) {
        EXPECT_EQ(slot.doubles[0], want.double_value()) << at;
      } else if (type.id == TypeId::kText) {
        EXPECT_EQ(slot.Text(0), want.text()) << at;
      } else {
        EXPECT_EQ(slot.arrays[0], want) << at;
      }
    }
  }
}

TEST(TableTest, FetchArbitraryRowOrderAndContiguousRanges) {
  TableSchema s;
  s.columns = {Col("i", Type::Integer()), Col("t", Type::Text()),
               Col("d", Type::Double())};
  Table t("t", s);
  // Enough rows to span two storage chunks.
  const int kRows = 70000;
  for (int k = 0; k < kRows; ++k) {
    ASSERT_TRUE(t.Insert({Int(k), Text("v" + std::to_string(k % 100)),
                          Value::Double(k * 0.5)},
                         nullptr)
                    .ok());
  }
  std::vector<RowId> rows;
  for (int k = 0; k < kBatchSize; ++k) rows.push_back(64000 + k);  // contiguous
  Vector v;
  t.Fetch(0, rows.data(), kBatchSize, &v);
  for (int i = 0; i < kBatchSize; ++i) ASSERT_EQ(v.ints[i], 64000 + i);
  EXPECT_TRUE(v.nulls.empty());
  std::vector<RowId> scattered = {69999, 3, 65536, 65535, 0, 42};
  t.Fetch(1, scattered.data(), scattered.size(), &v);
  for (size_t i = 0; i < scattered.size(); ++i) {
    EXPECT_EQ(v.strings[i], "v" + std::to_string(scattered[i] % 100));
  }
  t.Fetch(2, scattered.data(), scattered.size(), &v);
  for (size_t i = 0; i < scattered.size(); ++i) {
    EXPECT_EQ(v.doubles[i], scattered[i] * 0.5);
  }
  t.Fetch(0, rows.data(), 0, &v);
  EXPECT_EQ(v.size, 0);
}

TEST(TableTest, DeletedSlotsAreReusedAndSkippedByLiveRows) {
  TableSchema s;
  s.columns = {Col("i", Type::Integer())};
  Table t("t", s);
  for (int k = 0; k < 200; ++k) ASSERT_TRUE(t.Insert({Int(k)}, nullptr).ok());
  t.Delete(5, nullptr);
  t.Delete(130, nullptr);
  t.Delete(130, nullptr);  // already gone: no-op
  EXPECT_EQ(t.row_count(), 198u);
  EXPECT_FALSE(t.is_live(5));
  std::vector<RowId> live;
  t.LiveRows(0, t.slot_count(), &live);
  EXPECT_EQ(live.size(), 198u);
  EXPECT_EQ(std::count(live.begin(), live.end(), 5), 0);
  live.clear();
  t.LiveRows(3, 8, &live);
  EXPECT_EQ(live, (std::vector<RowId>{3, 4, 6, 7}));
  live.clear();
  t.LiveRows(190, 1000, &live);
  EXPECT_EQ(live.size(), 10u);
  // Freed slots come back before the table grows.
  RowId a = t.Insert({Int(1000)}, nullptr).value();
  RowId b = t.Insert({Int(1001)}, nullptr).value();
  RowId c = t.Insert({Int(1002)}, nullptr).value();
  EXPECT_EQ(a, 130u);
  EXPECT_EQ(b, 5u);
  EXPECT_EQ(c, 200u);
  EXPECT_EQ(t.GetValue(5, 0), Int(1001));
  EXPECT_EQ(t.slot_count(), 201u);
}

TEST(TableTest, LiveRowsOnEmptyAndFullWords) {
  TableSchema s;
  s.columns = {Col("i", Type::Integer())};
  Table t("t", s);
  std::vector<RowId> live;
  t.LiveRows(0, 100, &live);
  EXPECT_TRUE(live.empty());
  for (int k = 0; k < 1000; ++k) ASSERT_TRUE(t.Insert({Int(k)}, nullptr).ok());
  for (int k = 64; k < 192; ++k) t.Delete(k, nullptr);
  t.LiveRows(0, 1000, &live);
  ASSERT_EQ(live.size(), 872u);
  EXPECT_EQ(live[63], 63u);
  EXPECT_EQ(live[64], 192u);
  for (size_t i = 1; i < live.size(); ++i) ASSERT_LT(live[i - 1], live[i]);
}

TEST(TableTest, NotNullViolationChangesNothing) {
  TableSchema s;
  s.columns = {Col("id", Type::Integer()), Col("x", Type::Text(), true)};
  s.primary_key = {0};
  Table t("t", s);
  ASSERT_TRUE(t.Insert({Int(1), Text("a")}, nullptr).ok());
  auto before = Snapshot(t);
  absl::StatusOr<RowId> r =
      t.Insert({Int(2), Value::Null(Type::Text())}, nullptr);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(SqlStateOf(r.status()), "23502");
  EXPECT_EQ(r.status().message(),
            "null value in column \"x\" of relation \"t\" violates not-null "
            "constraint\nDETAIL:  Failing row contains (2, null).");
  r = t.Insert({Value::Null(Type::Integer()), Text("b")}, nullptr);
  EXPECT_EQ(SqlStateOf(r.status()), "23502");
  EXPECT_TRUE(t.schema().columns[0].not_null);
  absl::Status u = t.Update(0, {1}, {Value::Null(Type::Text())}, nullptr);
  EXPECT_EQ(SqlStateOf(u), "23502");
  EXPECT_EQ(u.message(),
            "null value in column \"x\" of relation \"t\" violates not-null "
            "constraint\nDETAIL:  Failing row contains (1, null).");
  EXPECT_EQ(Snapshot(t), before);
  EXPECT_EQ(t.slot_count(), 1u);
}

TEST(TableTest, BadValuesAreErrorsNotCrashes) {
  TableSchema s;
  s.columns = {Col("i", Type::Integer()), Col("t", Type::Text())};
  Table t("t", s);
  EXPECT_FALSE(t.Insert({Int(1)}, nullptr).ok());
  absl::StatusOr<RowId> r = t.Insert({Text("x"), Text("y")}, nullptr);
  EXPECT_EQ(SqlStateOf(r.status()), "42804");
  EXPECT_EQ(r.status().message(),
            "column \"i\" is of type integer but expression is of type text");
  r = t.Insert({Value::Bigint(int64_t{1} << 40), Text("y")}, nullptr);
  EXPECT_EQ(SqlStateOf(r.status()), "22003");
  ASSERT_TRUE(t.Insert({Value::Bigint(7), Text("y")}, nullptr).ok());
  EXPECT_EQ(t.row_count(), 1u);
  EXPECT_EQ(t.GetValue(0, 0), Int(7));
  EXPECT_FALSE(t.Update(5, {0}, {Int(1)}, nullptr).ok());
  EXPECT_FALSE(t.Update(0, {9}, {Int(1)}, nullptr).ok());
  EXPECT_FALSE(t.Update(0, {0, 1}, {Int(1)}, nullptr).ok());
  EXPECT_EQ(t.row_count(), 1u);
}

TEST(TableTest, NumericMustHaveTheColumnsScaleAndFit) {
  TableSchema s;
  s.columns = {Col("n", Type::Numeric(5, 2)), Col("b", Type::Boolean())};
  Table t("t", s);
  EXPECT_EQ(
      SqlStateOf(t.Insert({Int(5), Value::Boolean(true)}, nullptr).status()),
      "42804");
  EXPECT_EQ(SqlStateOf(t.Insert({Value::Numeric(5, 5, 3), Value::Boolean(true)},
                                nullptr)
                           .status()),
            "42804");
  EXPECT_EQ(
      SqlStateOf(t.Insert({Value::Numeric(100000, 5, 2), Value::Boolean(true)},
                          nullptr)
                     .status()),
      "22003");
  EXPECT_EQ(
      SqlStateOf(
          t.Insert({Value::Numeric(99999, 5, 2), Int(1)}, nullptr).status()),
      "42804");
  ASSERT_TRUE(
      t.Insert({Value::Numeric(-99999, 9, 2), Value::Boolean(false)}, nullptr)
          .ok());
  EXPECT_EQ(t.GetValue(0, 0), Value::Numeric(-99999, 5, 2));
  EXPECT_EQ(t.row_count(), 1u);
}

TEST(TableTest, UpdateChangesOnlyTheGivenColumns) {
  Table t("t", AllTypesSchema());
  ASSERT_TRUE(t.Insert(AllTypesRow(1), nullptr).ok());
  ASSERT_TRUE(t.Insert(AllTypesRow(2), nullptr).ok());
  ASSERT_TRUE(t.Update(0, {1, 5, 8},
                       {Int(99), Text("changed"),
                        Value::Null(Type{TypeId::kIntegerArray})},
                       nullptr)
                  .ok());
  std::vector<Value> expected = AllTypesRow(1);
  expected[1] = Int(99);
  expected[5] = Text("changed");
  expected[8] = Value::Null(Type{TypeId::kIntegerArray});
  EXPECT_EQ(t.GetRow(0), expected);
  EXPECT_EQ(t.GetRow(1), AllTypesRow(2));
}

TEST(TableTest, TruncateEmptiesTheTable) {
  TableSchema s;
  s.columns = {Col("id", Type::Integer())};
  s.primary_key = {0};
  Table t("t", s);
  for (int k = 0; k < 10; ++k) ASSERT_TRUE(t.Insert({Int(k)}, nullptr).ok());
  t.Truncate(nullptr);
  EXPECT_EQ(t.row_count(), 0u);
  EXPECT_EQ(t.slot_count(), 0u);
  EXPECT_FALSE(t.FindByPrimaryKey({Int(3)}).has_value());
  EXPECT_EQ(t.Insert({Int(3)}, nullptr).value(), 0u);
}

}  // namespace
}  // namespace kite

namespace kite {
namespace {

// A row stored before ALTER TABLE ... ADD COLUMN ends early: the columns
// after it read their missing values, and a column without one is damage.
TEST(RowCodecTest, ARowEndingEarlyReadsTheMissingValues) {
  std::string bytes;
  EncodeRow({Type::Integer()}, {Int(1)}, &bytes);
  const std::vector<Type> types = {Type::Integer(), Type::Integer(),
                                   Type::Text()};
  const std::vector<std::optional<Value>> missing = {std::nullopt, Int(7),
                                                     Value::Null(Type::Text())};
  absl::StatusOr<std::vector<Value>> row = DecodeRow(types, bytes, missing);
  ASSERT_TRUE(row.ok()) << row.status();
  EXPECT_EQ(*row,
            (std::vector<Value>{Int(1), Int(7), Value::Null(Type::Text())}));
  EXPECT_FALSE(DecodeRow(types, bytes).ok());
  EXPECT_FALSE(
      DecodeRow(types, bytes, {std::nullopt, std::nullopt, Int(0)}).ok());
}

// Reshape moves the rows (and the key) into a table with other columns;
// UndoReshape puts them back as they were.
TEST(TableTest, ReshapeMovesTheRowsAndUndoPutsThemBack) {
  TableSchema schema;
  schema.columns = {Col("id", Type::Integer()), Col("v", Type::Text())};
  schema.primary_key = {0};
  Table t("t", schema);
  ASSERT_TRUE(t.Insert({Int(1), Text("a")}, nullptr).ok());
  ASSERT_TRUE(t.Insert({Int(2), Text("b")}, nullptr).ok());
  std::shared_ptr<Table> r = t.Reshape(
      "r", {{Col("n", Type::Integer()), -1}, {schema.columns[0], 0}}, {1});
  EXPECT_TRUE(t.retired());
  EXPECT_FALSE(r->retired());
  EXPECT_EQ(t.row_count(), 0u);
  EXPECT_EQ(r->schema().key_name, "t_pkey");
  ASSERT_TRUE(r->Update(0, {0}, {Int(5)}, nullptr).ok());
  EXPECT_EQ(r->GetRow(0), (std::vector<Value>{Int(5), Int(1)}));
  EXPECT_TRUE(r->GetValue(1, 0).is_null());
  EXPECT_EQ(r->FindByPrimaryKey({Int(2)}), std::optional<RowId>(1));
  t.UndoReshape(*r);
  EXPECT_FALSE(t.retired());
  EXPECT_TRUE(r->retired());
  EXPECT_EQ(Snapshot(t),
            (std::map<RowId, std::vector<Value>>{{0, {Int(1), Text("a")}},
                                                 {1, {Int(2), Text("b")}}}));
  EXPECT_EQ(t.FindByPrimaryKey({Int(2)}), std::optional<RowId>(1));
}

}  // namespace
}  // namespace kite
