// Index nested-loop joins: EXPLAIN ANALYZE counts the rows of the probed
// side, prepared statements probe with each execution's parameters, and
// probes finding more rows than a batch, or outer sides longer than a
// batch, return what a hash join (indexes off) returns.
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::Dump;
using testing::NewDb;
using testing::Sql;

class IndexJoinTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    Run("CREATE TABLE items (id INT PRIMARY KEY, name TEXT, year INT)");
    Run("INSERT INTO items SELECT g, 'same', 2000 + g % 25 "
        "FROM generate_series(1, 5000) g");
    Run("CREATE TABLE joined (id INT PRIMARY KEY, item_id INT, note TEXT)");
    // Item 1 has 5001 joined rows (more than a batch), items 2..3000 one.
    Run("INSERT INTO joined SELECT g, CASE WHEN g <= 5000 THEN 1 ELSE g - "
        "5000 END, 'j' || g FROM generate_series(1, 8000) g");
    Run("CREATE INDEX joined_item ON joined USING hash (item_id)");
  }

  void Run(const std::string& sql) {
    auto r = db_->Execute(sql);
    ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
  }

  std::string Text(const std::string& sql) { return Sql(*db_, sql); }

  // The results of `sql` with indexes on must be those with indexes off.
  void ExpectSameWithoutIndexes(const std::string& sql) {
    const std::string with = Text(sql);
    Run("SET enable_indexes = off");
    const std::string without = Text(sql);
    Run("SET enable_indexes = on");
    EXPECT_EQ(with, without) << sql;
    EXPECT_EQ(with.find("ERROR"), std::string::npos) << with;
  }

  std::unique_ptr<Database> db_;
};

// The line of `plan` that contains `what` ("" if none).
std::string LineWith(const std::string& plan, const std::string& what) {
  const size_t at = plan.find(what);
  if (at == std::string::npos) return "";
  const size_t begin = plan.rfind('\n', at) + 1;  // npos + 1 == 0
  return plan.substr(begin, plan.find('\n', at) - begin);
}

TEST_F(IndexJoinTest, AnalyzeCountsProbedRows) {
  const std::string plan = Text(
      "EXPLAIN ANALYZE SELECT items.id, j.id FROM items JOIN joined j "
      "ON j.id = items.id WHERE items.id IN (1, 2, 9999)");
  // Two of the three outer rows exist and each finds one joined row.
  EXPECT_NE(LineWith(plan, "Nested Loop (Inner)").find("rows=2 loops=1"),
            std::string::npos)
      << plan;
  EXPECT_NE(LineWith(plan,
                     "Index Lookup on joined j using joined_pkey (id = "
                     "items.id)")
                .find("rows=2 loops=1"),
            std::string::npos)
      << plan;
}

TEST_F(IndexJoinTest, PreparedStatementProbesWithEachParameter) {
  auto stmt = db_->Prepare(
      "SELECT items.id, j.note FROM items JOIN joined j ON j.id = items.id "
      "WHERE items.id IN ($1, $2) ORDER BY items.id");
  ASSERT_TRUE(stmt.ok()) << stmt.status();
  auto run = [&](int64_t a, int64_t b) {
    EXPECT_TRUE((*stmt)->Bind(1, a).ok());
    EXPECT_TRUE((*stmt)->Bind(2, b).ok());
    auto r = (*stmt)->Execute();
    EXPECT_TRUE(r.ok()) << r.status();
    return r.ok() ? Dump(*r) : "";
  };
  EXPECT_EQ(run(7, 8), "7|j7\n8|j8\n");
  EXPECT_EQ(run(4999, 123), "123|j123\n4999|j4999\n");
  EXPECT_EQ(run(9000, 6000), "");  // no such items
  auto plan = db_->Execute(
      "EXPLAIN SELECT items.id, j.note FROM items JOIN joined j ON j.id = "
      "items.id WHERE items.id IN (1, 2)");
  ASSERT_TRUE(plan.ok());
  EXPECT_NE(Dump(*plan).find("Index Lookup on joined j"), std::string::npos);
}

TEST_F(IndexJoinTest, ProbeFindingMoreRowsThanABatch) {
  const std::string sql =
      "SELECT count(*), sum(j.id), min(j.note), max(j.note) FROM items JOIN "
      "joined j ON j.item_id = items.id WHERE items.id IN (1, 2, 3)";
  EXPECT_NE(Text("EXPLAIN " + sql)
                .find("Index Lookup on joined j using "
                      "joined_item (item_id = items.id)"),
            std::string::npos);
  EXPECT_EQ(Text(sql).substr(0, Text(sql).find("|j")),
            absl::StrCat("5003|", 5001 * 5002 / 2 + 5002 + 5003));
  ExpectSameWithoutIndexes(sql);
}

TEST_F(IndexJoinTest, OuterSideLongerThanABatch) {
  // Estimated as few rows (the statistics cannot see through length(), so
  // the default equality selectivity applies), so the join probes; in fact
  // every item passes, in three batches.
  const std::string inner =
      "SELECT count(*), sum(j.id), count(j.id) FROM items JOIN joined j ON "
      "j.item_id = items.id WHERE length(items.name) = 4";
  EXPECT_NE(Text("EXPLAIN " + inner).find("Index Lookup"), std::string::npos);
  EXPECT_EQ(Text(inner), absl::StrCat("8000|", 8000 * 8001 / 2, "|8000\n"));
  ExpectSameWithoutIndexes(inner);
  const std::string left =
      "SELECT count(*), count(j.id), sum(items.id) FROM items LEFT JOIN "
      "joined j ON j.item_id = items.id AND j.id % 2 = 0 WHERE "
      "length(items.name) = 4";
  EXPECT_NE(Text("EXPLAIN " + left).find("Nested Loop (Left)"),
            std::string::npos);
  ExpectSameWithoutIndexes(left);
}

TEST_F(IndexJoinTest, DroppedIndexIsNotProbed) {
  Run("DROP INDEX joined_item");
  const std::string sql =
      "SELECT count(*) FROM items JOIN joined j ON j.item_id = items.id "
      "WHERE items.id IN (1, 2)";
  EXPECT_EQ(Text("EXPLAIN " + sql).find("Index Lookup"), std::string::npos);
  EXPECT_EQ(Text(sql), "5002\n");
}

}  // namespace
}  // namespace kite
