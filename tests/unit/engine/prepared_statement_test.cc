// PreparedStatement: parameter inference, binding, re-planning.
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::Dump;
using testing::NewDb;
using testing::RunDump;

class PreparedTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    ASSERT_TRUE(db_->Execute("CREATE TABLE items (id BIGINT PRIMARY KEY, "
                             "name TEXT, year INT)")
                    .ok());
    ASSERT_TRUE(db_->Execute("INSERT INTO items VALUES (1, 'a', 2001), "
                             "(2, 'b', 2012), (3, 'c', 2015), (4, 'b', 2020)")
                    .ok());
  }
  std::unique_ptr<Database> db_;
};

TEST_F(PreparedTest, InfersParameterTypes) {
  auto stmt = db_->Prepare(
      "SELECT id FROM items WHERE year > $1 AND name = $2 LIMIT $3");
  ASSERT_TRUE(stmt.ok()) << stmt.status();
  EXPECT_EQ((*stmt)->parameter_count(), 3);
  EXPECT_EQ((*stmt)->parameter_type(1), Type::Integer());
  EXPECT_EQ((*stmt)->parameter_type(2), Type::Text());
  EXPECT_EQ((*stmt)->parameter_type(3), Type::Bigint());
}

TEST_F(PreparedTest, DescribesItsColumnsBeforeRunning) {
  auto stmt = db_->Prepare("SELECT id, name AS n, year * 1.5 FROM items");
  ASSERT_TRUE(stmt.ok()) << stmt.status();
  ASSERT_EQ((*stmt)->column_count(), 3);
  EXPECT_EQ((*stmt)->column_name(0), "id");
  EXPECT_EQ((*stmt)->column_type(0), Type::Bigint());
  EXPECT_EQ((*stmt)->column_name(1), "n");
  EXPECT_EQ((*stmt)->column_type(1), Type::Text());
  auto insert = db_->Prepare("INSERT INTO items VALUES ($1, $2, $3)");
  ASSERT_TRUE(insert.ok());
  EXPECT_EQ((*insert)->column_count(), 0);
  auto returning =
      db_->Prepare("DELETE FROM items WHERE id = $1 RETURNING name, year");
  ASSERT_TRUE(returning.ok()) << returning.status();
  ASSERT_EQ((*returning)->column_count(), 2);
  EXPECT_EQ((*returning)->column_type(1), Type::Integer());
  auto show = db_->Prepare("SHOW jit");
  ASSERT_TRUE(show.ok());
  ASSERT_EQ((*show)->column_count(), 1);
  EXPECT_EQ((*show)->column_name(0), "jit");
}

TEST_F(PreparedTest, ExecutesWithBoundValues) {
  auto stmt = db_->Prepare(
      "SELECT id FROM items WHERE year > $1 AND name = $2 ORDER BY id");
  ASSERT_TRUE(stmt.ok()) << stmt.status();
  ASSERT_TRUE((*stmt)->Bind(1, int64_t{2010}).ok());
  ASSERT_TRUE((*stmt)->Bind(2, "b").ok());
  auto r = (*stmt)->Execute();
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(Dump(*r), "2\n4\n");
  ASSERT_TRUE((*stmt)->Bind(1, int64_t{2015}).ok());
  r = (*stmt)->Execute();
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(Dump(*r), "4\n");
  // Unbound parameters are NULL: nothing matches.
  (*stmt)->ClearBindings();
  r = (*stmt)->Execute();
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->row_count(), 0u);
}

TEST_F(PreparedTest, BindErrors) {
  auto stmt = db_->Prepare("SELECT id FROM items WHERE id = $1");
  ASSERT_TRUE(stmt.ok());
  EXPECT_EQ(SqlStateOf((*stmt)->Bind(2, int64_t{1})), "42P02");
  EXPECT_EQ(SqlStateOf((*stmt)->Bind(1, "abc")), "22P02");
  EXPECT_TRUE((*stmt)->Bind(1, "3").ok());
  auto r = (*stmt)->Execute();
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(Dump(*r), "3\n");
}

TEST_F(PreparedTest, UpdateWithParameters) {
  auto stmt =
      db_->Prepare("UPDATE items SET year = $1, name = $2 WHERE id = $3");
  ASSERT_TRUE(stmt.ok()) << stmt.status();
  ASSERT_TRUE((*stmt)->Bind(1, int64_t{1999}).ok());
  ASSERT_TRUE((*stmt)->Bind(2, "z").ok());
  ASSERT_TRUE((*stmt)->Bind(3, int64_t{1}).ok());
  auto r = (*stmt)->Execute();
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->command_tag(), "UPDATE 1");
  EXPECT_EQ(testing::Sql(*db_, "SELECT name, year FROM items WHERE id = 1"),
            "z|1999\n");
}

TEST_F(PreparedTest, RebindsAfterTheTableChanges) {
  auto stmt = db_->Prepare("SELECT * FROM items WHERE id = $1");
  ASSERT_TRUE(stmt.ok());
  ASSERT_TRUE((*stmt)->Bind(1, int64_t{1}).ok());
  ASSERT_TRUE(db_->Execute("DROP TABLE items").ok());
  ASSERT_TRUE(db_->Execute("CREATE TABLE items (id BIGINT, extra TEXT)").ok());
  ASSERT_TRUE(db_->Execute("INSERT INTO items VALUES (1, 'new')").ok());
  auto r = (*stmt)->Execute();
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->column_count(), 2);
  EXPECT_EQ(Dump(*r), "1|new\n");
  ASSERT_TRUE(db_->Execute("DROP TABLE items").ok());
  EXPECT_EQ(SqlStateOf((*stmt)->Execute().status()), "42P01");
}

TEST_F(PreparedTest, ExecuteWithParameterSpan) {
  std::vector<Value> params = {Value::Integer(2010), Value::Text("b")};
  auto r = db_->Execute(
      "SELECT count(*) FROM items WHERE year > $1 AND name = $2", params);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(Dump(*r), "2\n");
  EXPECT_EQ(SqlStateOf(db_->Execute("SELECT $1 + 1", {}).status()), "42P02");
}

// Statistics refreshed by one statement (or ANALYZE) make every prepared
// statement of the table plan again, not only the one that refreshed them.
TEST_F(PreparedTest, PlansAgainWithStatisticsAnotherStatementRefreshed) {
  ASSERT_TRUE(db_->Execute("CREATE TABLE t (id INT PRIMARY KEY, k INT); "
                           "INSERT INTO t SELECT g, 1 FROM "
                           "generate_series(1, 2000) g; "
                           "CREATE INDEX t_k ON t USING hash (k); ANALYZE t")
                  .ok());
  auto a = db_->Prepare("EXPLAIN SELECT id FROM t WHERE k = 1");
  auto b = db_->Prepare("EXPLAIN SELECT id, k FROM t WHERE k = 1");
  ASSERT_TRUE(a.ok() && b.ok());
  ASSERT_NE(RunDump(**b).find("Seq Scan"), std::string::npos);
  // k = 1 goes from every row to one; `a` refreshes the statistics.
  ASSERT_TRUE(db_->Execute("UPDATE t SET k = id").ok());
  EXPECT_NE(RunDump(**a).find("Index Scan using t_k"), std::string::npos);
  EXPECT_NE(RunDump(**b).find("Index Scan using t_k"), std::string::npos)
      << RunDump(**b);
  // And back, through ANALYZE.
  ASSERT_TRUE(db_->Execute("UPDATE t SET k = 1; ANALYZE t").ok());
  EXPECT_NE(RunDump(**b).find("Seq Scan"), std::string::npos) << RunDump(**b);
}

}  // namespace
}  // namespace kite
