#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/status.h"
#include "storage/table.h"
#include "tests/unit/storage/table_test_util.h"

namespace kite {
namespace {

using testing::Col;
using testing::Int;
using testing::Snapshot;
using testing::Text;

TableSchema KeyedSchema() {
  TableSchema s;
  s.columns = {Col("id", Type::Integer()), Col("name", Type::Text()),
               Col("v", Type::Bigint()), Col("tags", Type{TypeId::kTextArray})};
  s.primary_key = {0};
  return s;
}

std::vector<Value> Row(int id, std::string name) {
  return {Int(id), Text(std::move(name)), Value::Bigint(id * 10),
          Value::Array(Type{TypeId::kTextArray}, {Text("t"), Text("u")})};
}

TEST(UndoLogTest, RollbackOfInsertsDeletesUpdates) {
  Table t("t", KeyedSchema());
  for (int k = 0; k < 20; ++k) ASSERT_TRUE(t.Insert(Row(k, "a"), nullptr).ok());
  auto before = Snapshot(t);
  UndoLog undo;
  EXPECT_TRUE(undo.empty());
  ASSERT_TRUE(t.Insert(Row(100, "fresh"), &undo).ok());
  t.Delete(3, &undo);
  t.Delete(4, &undo);
  ASSERT_TRUE(t.Insert(Row(101, "b"), &undo).ok());  // reuses slot 4
  ASSERT_TRUE(t.Update(5, {0, 1}, {Int(3), Text("other")}, &undo).ok());
  ASSERT_TRUE(t.Update(5, {1, 1}, {Text("x"), Text("y")}, &undo).ok());
  EXPECT_EQ(t.GetValue(5, 1), Text("y"));
  EXPECT_FALSE(undo.empty());
  undo.Rollback();
  EXPECT_TRUE(undo.empty());
  EXPECT_EQ(Snapshot(t), before);
  EXPECT_EQ(t.slot_count(), 20u);
  EXPECT_EQ(t.row_count(), 20u);
  EXPECT_EQ(t.FindByPrimaryKey({Int(3)}), RowId{3});
  EXPECT_EQ(t.FindByPrimaryKey({Int(5)}), RowId{5});
  EXPECT_EQ(t.FindByPrimaryKey({Int(100)}), std::nullopt);
  EXPECT_EQ(t.DictionaryCode(1, "fresh"), std::nullopt);
  EXPECT_EQ(t.DictionaryCode(1, "other"), std::nullopt);
  EXPECT_EQ(t.DictionaryCode(1, "y"), std::nullopt);
  EXPECT_EQ(t.DictionaryCode(1, "a"), 0u);
  // The free list is as before too: the table grows at slot 20 again.
  EXPECT_EQ(t.Insert(Row(200, "a"), nullptr).value(), 20u);
}

TEST(UndoLogTest, ClearKeepsTheChanges) {
  Table t("t", KeyedSchema());
  UndoLog undo;
  ASSERT_TRUE(t.Insert(Row(1, "a"), &undo).ok());
  undo.Clear();
  undo.Rollback();
  EXPECT_EQ(t.row_count(), 1u);
}

TEST(UndoLogTest, RollbackOfTruncate) {
  Table t("t", KeyedSchema());
  for (int k = 0; k < 50; ++k) ASSERT_TRUE(t.Insert(Row(k, "n"), nullptr).ok());
  t.Delete(7, nullptr);
  auto before = Snapshot(t);
  UndoLog undo;
  t.Truncate(&undo);
  ASSERT_TRUE(t.Insert(Row(7, "after"), &undo).ok());
  EXPECT_EQ(t.row_count(), 1u);
  undo.Rollback();
  EXPECT_EQ(Snapshot(t), before);
  EXPECT_EQ(t.slot_count(), 50u);
  EXPECT_EQ(t.FindByPrimaryKey({Int(8)}), RowId{8});
  EXPECT_EQ(t.FindByPrimaryKey({Int(7)}), std::nullopt);
  EXPECT_EQ(t.Insert(Row(7, "n"), nullptr).value(), 7u);
}

TEST(UndoLogTest, FailedStatementHalfwayRollsBackEverything) {
  Table t("t", KeyedSchema());
  ASSERT_TRUE(t.Insert(Row(500, "x"), nullptr).ok());
  auto before = Snapshot(t);
  UndoLog undo;
  absl::Status failure;
  for (int k = 0; k < 1000 && failure.ok(); ++k) {
    failure = t.Insert(Row(k, "r" + std::to_string(k)), &undo).status();
  }
  EXPECT_EQ(SqlStateOf(failure), "23505");
  EXPECT_EQ(t.row_count(), 501u);
  undo.Rollback();
  EXPECT_EQ(Snapshot(t), before);
  EXPECT_EQ(t.slot_count(), 1u);
  EXPECT_EQ(t.DictionaryCode(1, "r3"), std::nullopt);
}

// A model of the table: live rows by slot id.
using Model = std::map<RowId, std::vector<Value>>;

TEST(UndoLogTest, RandomOperationsAgainstAModel) {
  std::mt19937 rng(12345);
  auto chance = [&](int percent) {
    return static_cast<int>(rng() % 100) < percent;
  };
  Table t("t", KeyedSchema());
  Model model;
  int unique_counter = 0;
  bool saw_conversion = false;
  // Start with a few thousand rows of repeated names; later statements write
  // mostly unique names, so the name column switches to heap storage midway.
  for (int id = 2000000; id < 2004100; ++id) {
    std::vector<Value> row = {Int(id), Text("name" + std::to_string(id % 20)),
                              Value::Bigint(id),
                              Value::Null(Type{TypeId::kTextArray})};
    model[t.Insert(row, nullptr).value()] = row;
  }
  for (int statement = 0; statement < 400; ++statement) {
    const Model start = model;
    const RowId start_slots = t.slot_count();
    const bool was_dictionary = t.IsDictionaryEncoded(1);
    const int unique_percent = statement < 50 ? 10 : 100;
    auto random_name = [&]() -> Value {
      if (chance(10)) return Value::Null(Type::Text());
      if (chance(unique_percent)) {
        return Text("u" + std::to_string(unique_counter++));
      }
      return Text("name" + std::to_string(rng() % 20));
    };
    auto random_row = [&](int id) {
      std::vector<Value> row = {
          Int(id), random_name(),
          chance(20) ? Value::Null(Type::Bigint())
                     : Value::Bigint(rng() % 1000),
          chance(50) ? Value::Null(Type{TypeId::kTextArray})
                     : Value::Array(Type{TypeId::kTextArray}, {random_name()})};
      return row;
    };
    std::set<int64_t> keys;
    for (const auto& [r, row] : model) keys.insert(row[0].int_value());
    auto key_taken = [&](int id) { return keys.count(id) > 0; };
    // A live row: the first at or after a random slot (not quite uniform,
    // but O(log n)).
    auto random_live = [&]() {
      auto it = model.lower_bound(rng() % (model.rbegin()->first + 1));
      return it == model.end() ? model.begin()->first : it->first;
    };
    UndoLog undo;
    const int ops = 1 + rng() % 100;
    for (int op = 0; op < ops; ++op) {
      int kind = rng() % 100;
      if (kind < 50 || model.empty()) {
        int id = rng() % 1000000;
        std::vector<Value> row = random_row(id);
        absl::StatusOr<RowId> r = t.Insert(row, &undo);
        if (key_taken(id)) {
          ASSERT_EQ(SqlStateOf(r.status()), "23505");
        } else {
          ASSERT_TRUE(r.ok()) << r.status();
          ASSERT_EQ(model.count(*r), 0u);
          model[*r] = row;
          keys.insert(id);
        }
      } else if (kind < 75) {
        RowId r = random_live();
        t.Delete(r, &undo);
        keys.erase(model[r][0].int_value());
        model.erase(r);
      } else if (kind < 99 || statement < 300) {
        RowId r = random_live();
        std::vector<int> cols;
        std::vector<Value> values;
        std::vector<Value> fresh =
            random_row(chance(50) ? rng() % 1000000 : *keys.begin());
        for (int c = 0; c < 4; ++c) {
          if (chance(50)) {
            cols.push_back(c);
            values.push_back(fresh[c]);
          }
        }
        bool conflict = false;
        for (size_t i = 0; i < cols.size(); ++i) {
          if (cols[i] == 0 && values[i] != model[r][0]) {
            conflict = key_taken(static_cast<int>(values[i].int_value()));
          }
        }
        absl::Status st = t.Update(r, cols, values, &undo);
        if (conflict) {
          ASSERT_EQ(SqlStateOf(st), "23505");
        } else {
          ASSERT_TRUE(st.ok()) << st;
          keys.erase(model[r][0].int_value());
          for (size_t i = 0; i < cols.size(); ++i) {
            model[r][cols[i]] = values[i];
          }
          keys.insert(model[r][0].int_value());
        }
      } else {
        t.Truncate(&undo);
        model.clear();
        keys.clear();
      }
      saw_conversion |= !t.IsDictionaryEncoded(1);
    }
    const bool rollback = chance(40);
    if (rollback) {
      undo.Rollback();
      model = start;
      ASSERT_EQ(t.slot_count(), start_slots) << "statement " << statement;
      ASSERT_EQ(t.IsDictionaryEncoded(1), was_dictionary);
    } else {
      undo.Clear();
    }
    ASSERT_EQ(t.row_count(), model.size());
    // Comparing every row is the slow part: do it now and then.
    if (statement % 10 == 0 || (rollback && statement % 3 == 0)) {
      ASSERT_EQ(Snapshot(t), model) << "statement " << statement;
      for (const auto& [r, row] : model) {
        ASSERT_EQ(t.FindByPrimaryKey({row[0]}), r);
      }
    }
  }
  EXPECT_TRUE(saw_conversion);
}

}  // namespace
}  // namespace kite
