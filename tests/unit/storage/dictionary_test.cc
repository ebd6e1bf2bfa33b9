#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "storage/dictionary_column.h"
#include "storage/table.h"
#include "tests/unit/storage/table_test_util.h"

namespace kite {
namespace {

using testing::Col;
using testing::Int;
using testing::Snapshot;
using testing::Text;

TableSchema TextSchema() {
  TableSchema s;
  s.columns = {Col("id", Type::Integer()), Col("name", Type::Text())};
  return s;
}

TEST(DictionaryTest, FewDistinctValuesStayDictionaryEncoded) {
  Table t("t", TextSchema());
  for (int k = 0; k < 20000; ++k) {
    ASSERT_TRUE(
        t.Insert({Int(k), Text("name" + std::to_string(k % 1000))}, nullptr)
            .ok());
  }
  EXPECT_TRUE(t.IsDictionaryEncoded(1));
  EXPECT_FALSE(t.IsDictionaryEncoded(0));
  EXPECT_EQ(t.DictionaryCode(1, "name0"), 0u);
  EXPECT_EQ(t.DictionaryCode(1, "name999"), 999u);
  EXPECT_EQ(t.DictionaryCode(1, "missing"), std::nullopt);
  EXPECT_EQ(t.MemoryUsage()[1].encoding, "dictionary");

  std::vector<RowId> rows = {0, 1, 1000, 1999};
  Vector codes;
  ASSERT_TRUE(t.FetchDictionaryCodes(1, rows.data(), rows.size(), &codes));
  EXPECT_EQ(codes.ints, (std::vector<int64_t>{0, 1, 0, 999}));
  EXPECT_FALSE(t.FetchDictionaryCodes(0, rows.data(), rows.size(), &codes));
  // Equal strings from the dictionary share their bytes.
  Vector strings;
  t.Fetch(1, rows.data(), rows.size(), &strings);
  EXPECT_EQ(strings.strings[0], "name0");
  EXPECT_EQ(strings.strings[0].data(), strings.strings[2].data());
}

// A popped entry's string stays where it was (a result may view it), and
// the same text added again takes it back instead of adding another.
TEST(DictionaryTest, PoppedEntryStringsStayAndAreTakenBack) {
  storage_internal::DictionaryColumn d;
  const std::string first(100, 'x'), other(100, 'y');
  ASSERT_TRUE(d.SetText(0, "a"));
  ASSERT_TRUE(d.SetText(1, first));
  const std::string_view viewed = d.TextAt(1);
  d.PopEntry();  // the undo of the write that added `first`
  EXPECT_EQ(d.entry_count(), 1u);
  EXPECT_EQ(d.Code(first), std::nullopt);
  EXPECT_EQ(viewed, first);
  ASSERT_TRUE(d.SetText(1, first));
  EXPECT_EQ(d.Code(first), 1u);
  EXPECT_EQ(d.TextAt(1).data(), viewed.data());  // the same string
  d.PopEntry();
  ASSERT_TRUE(d.SetText(1, other));  // another text: a new string
  EXPECT_EQ(d.Code(other), 1u);
  EXPECT_EQ(d.TextAt(1), other);
  EXPECT_NE(d.TextAt(1).data(), viewed.data());
  EXPECT_EQ(viewed, first);
  ASSERT_TRUE(d.SetText(2, first));  // a live entry's string is not taken
  EXPECT_EQ(d.Code(first), 2u);
  EXPECT_EQ(d.TextAt(1), other);
  EXPECT_EQ(d.TextAt(2), first);
}

TEST(DictionaryTest, NullsInADictionaryColumn) {
  Table t("t", TextSchema());
  ASSERT_TRUE(t.Insert({Int(0), Value::Null(Type::Text())}, nullptr).ok());
  ASSERT_TRUE(t.Insert({Int(1), Text("")}, nullptr).ok());
  std::vector<RowId> rows = {0, 1};
  Vector codes;
  ASSERT_TRUE(t.FetchDictionaryCodes(1, rows.data(), 2, &codes));
  EXPECT_TRUE(codes.IsNull(0));
  EXPECT_FALSE(codes.IsNull(1));
  EXPECT_EQ(t.GetValue(0, 1), Value::Null(Type::Text()));
  EXPECT_EQ(t.GetValue(1, 1), Text(""));
}

TEST(DictionaryTest, MostlyUniqueColumnSwitchesToHeap) {
  Table t("t", TextSchema());
  std::vector<std::string> expected;
  for (int k = 0; k < 10000; ++k) {
    expected.push_back("unique value number " + std::to_string(k));
    ASSERT_TRUE(t.Insert({Int(k), Text(expected.back())}, nullptr).ok());
  }
  EXPECT_FALSE(t.IsDictionaryEncoded(1));
  EXPECT_EQ(t.DictionaryCode(1, expected[0]), std::nullopt);
  EXPECT_EQ(t.MemoryUsage()[1].encoding, "heap");
  Vector codes;
  RowId row = 0;
  EXPECT_FALSE(t.FetchDictionaryCodes(1, &row, 1, &codes));
  auto snapshot = Snapshot(t);
  for (int k = 0; k < 10000; ++k) {
    ASSERT_EQ(snapshot[k][1], Text(expected[k]));
  }
}

TEST(DictionaryTest, RollbackUndoesTheSwitchToHeap) {
  Table t("t", TextSchema());
  for (int k = 0; k < 100; ++k) {
    ASSERT_TRUE(
        t.Insert({Int(k), Text("v" + std::to_string(k % 3))}, nullptr).ok());
  }
  auto before = Snapshot(t);
  UndoLog undo;
  for (int k = 100; k < 10000; ++k) {
    ASSERT_TRUE(t.Insert({Int(k), Text("u" + std::to_string(k))}, &undo).ok());
  }
  ASSERT_FALSE(t.IsDictionaryEncoded(1));
  ASSERT_TRUE(t.Update(5, {1}, {Text("changed")}, &undo).ok());
  undo.Rollback();
  EXPECT_TRUE(t.IsDictionaryEncoded(1));
  EXPECT_EQ(t.DictionaryCode(1, "v2"), 2u);
  EXPECT_EQ(t.DictionaryCode(1, "u100"), std::nullopt);
  EXPECT_EQ(Snapshot(t), before);
}

TEST(DictionaryTest, HeapColumnSurvivesManyUpdates) {
  TableSchema s = TextSchema();
  Table t("t", s);
  const int kRows = 5000;
  for (int k = 0; k < kRows; ++k) {
    ASSERT_TRUE(
        t.Insert({Int(k), Text("initial " + std::to_string(k))}, nullptr).ok());
  }
  ASSERT_FALSE(t.IsDictionaryEncoded(1));
  size_t bytes_after_load = t.MemoryUsage()[1].bytes;
  // Rewriting every value many times leaves garbage that compaction reclaims:
  // memory stays bounded instead of growing with every round.
  for (int round = 0; round < 20; ++round) {
    for (int k = 0; k < kRows; ++k) {
      ASSERT_TRUE(t.Update(k, {1},
                           {Text("round " + std::to_string(round) + " value " +
                                 std::to_string(k))},
                           nullptr)
                      .ok());
    }
  }
  EXPECT_LT(t.MemoryUsage()[1].bytes, bytes_after_load * 4);
  auto snapshot = Snapshot(t);
  for (int k = 0; k < kRows; ++k) {
    ASSERT_EQ(snapshot[k][1], Text("round 19 value " + std::to_string(k)));
  }
}

}  // namespace
}  // namespace kite
