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

// Integer and text parameters are rebound in place when they hold a value
// or NULL of their type: each run sees the last value bound, whatever was
// bound before (longer or shorter text, NULL, a value of another type that
// went through a cast, a refused value that left the last one).
TEST_F(PreparedTest, RebindingReplacesEveryPartOfTheLastValue) {
  auto stmt = db_->Prepare("SELECT $1::bigint, $2::int, $3::text");
  ASSERT_TRUE(stmt.ok()) << stmt.status();
  ASSERT_EQ((*stmt)->parameter_type(2), Type::Integer());
  PreparedStatement& s = **stmt;
  auto bind = [&](int64_t a, int64_t b, std::string_view c) {
    EXPECT_TRUE(s.Bind(1, a).ok());
    EXPECT_TRUE(s.Bind(2, b).ok());
    EXPECT_TRUE(s.Bind(3, c).ok());
  };
  const std::string long_text(100, 'x');
  bind(int64_t{1} << 40, -7, long_text);
  EXPECT_EQ(RunDump(s), "1099511627776|-7|" + long_text + "\n");
  bind(2, 8, "short");
  EXPECT_EQ(RunDump(s), "2|8|short\n");
  s.ClearBindings();
  EXPECT_EQ(RunDump(s), "NULL|NULL|NULL\n");
  bind(3, 9, "");
  EXPECT_EQ(RunDump(s), "3|9|\n");
  // An integer out of int's range is refused and leaves the last value.
  EXPECT_EQ(SqlStateOf(s.Bind(2, int64_t{1} << 40)), "22003");
  EXPECT_EQ(RunDump(s), "3|9|\n");
  // Values of other types, cast, then integers and text in place again.
  ASSERT_TRUE(s.Bind(1, Value::Text("42")).ok());
  ASSERT_TRUE(s.Bind(2, Value::Null()).ok());
  ASSERT_TRUE(s.Bind(3, Value::Bigint(5)).ok());
  EXPECT_EQ(RunDump(s), "42|NULL|5\n");
  bind(4, 10, long_text);
  EXPECT_EQ(RunDump(s), "4|10|" + long_text + "\n");
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

// INSERT ... VALUES ($1, $2, $3) writes its parameters as they are bound
// (NULL too) and keeps nothing of them: rebinding does not change a row
// written before; a row that fails writes nothing.
TEST_F(PreparedTest, InsertsItsParameters) {
  auto stmt = db_->Prepare("INSERT INTO items VALUES ($1, $2, $3)");
  ASSERT_TRUE(stmt.ok()) << stmt.status();
  PreparedStatement& insert = **stmt;
  const std::string long_name(300, 'n');
  ASSERT_TRUE(insert.Bind(1, int64_t{10}).ok());
  ASSERT_TRUE(insert.Bind(2, long_name).ok());
  ASSERT_TRUE(insert.Bind(3, int64_t{1990}).ok());
  auto r = insert.Execute();
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->command_tag(), "INSERT 0 1");
  ASSERT_TRUE(insert.Bind(1, int64_t{11}).ok());
  ASSERT_TRUE(insert.Bind(2, Value::Null(Type::Text())).ok());
  ASSERT_TRUE(insert.Bind(3, int64_t{1991}).ok());
  ASSERT_TRUE(insert.Execute().ok());
  // A duplicate key, then a NULL key: errors, nothing written.
  ASSERT_TRUE(insert.Bind(1, int64_t{10}).ok());
  EXPECT_EQ(SqlStateOf(insert.Execute().status()), "23505");
  ASSERT_TRUE(insert.Bind(1, Value::Null(Type::Bigint())).ok());
  EXPECT_EQ(SqlStateOf(insert.Execute().status()), "23502");
  EXPECT_EQ(testing::Sql(*db_,
                         "SELECT id, length(name), year FROM items "
                         "WHERE id >= 10 ORDER BY id"),
            "10|300|1990\n11|NULL|1991\n");
  // With RETURNING (not only parameters in the statement) the same.
  auto returning =
      db_->Prepare("INSERT INTO items VALUES ($1, $2, $3) RETURNING id + 1");
  ASSERT_TRUE(returning.ok()) << returning.status();
  ASSERT_TRUE((*returning)->Bind(1, int64_t{12}).ok());
  ASSERT_TRUE((*returning)->Bind(2, "m").ok());
  ASSERT_TRUE((*returning)->Bind(3, int64_t{1992}).ok());
  EXPECT_EQ(RunDump(**returning), "13\n");
  EXPECT_EQ(testing::Sql(*db_, "SELECT name, year FROM items WHERE id = 12"),
            "m|1992\n");
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

// An index looked up by a parameter that is not $1 (the key is read from
// the parameters as it is, not copied): a long text key on a hash index,
// and an element of an array column.
TEST_F(PreparedTest, LooksUpAnIndexByAnyParameter) {
  ASSERT_TRUE(
      db_->Execute("CREATE TABLE t (id INT PRIMARY KEY, name TEXT, year INT, "
                   "tags INT[]); "
                   "INSERT INTO t SELECT g, 'a name longer than a buffer ' "
                   "|| (g % 10), 2000 + g % 20, ARRAY[g % 7, g % 11] FROM "
                   "generate_series(1, 2000) g; "
                   "CREATE INDEX t_name ON t USING hash (name); "
                   "CREATE INDEX t_tags ON t USING hash (tags); ANALYZE t")
          .ok());
  auto by_name = db_->Prepare(
      "SELECT id FROM t WHERE year > $1 AND name = $2 ORDER BY id");
  auto by_tag = db_->Prepare(
      "SELECT id FROM t WHERE id > $1 AND $2 = ANY(tags) "
      "ORDER BY id");
  ASSERT_TRUE(by_name.ok() && by_tag.ok());
  for (int k = 0; k < 3; ++k) {  // again and again, as a kept plan runs
    const std::string name = "a name longer than a buffer " + std::to_string(k);
    ASSERT_TRUE((*by_name)->Bind(1, int64_t{2010}).ok());
    ASSERT_TRUE((*by_name)->Bind(2, name).ok());
    ASSERT_TRUE((*by_tag)->Bind(1, int64_t{1000}).ok());
    ASSERT_TRUE((*by_tag)->Bind(2, int64_t{k + 4}).ok());
    std::string names, tags;
    for (int g = 1; g <= 2000; ++g) {
      if (g % 10 == k && 2000 + g % 20 > 2010) {
        names += std::to_string(g) + "\n";
      }
      if (g > 1000 && (g % 7 == k + 4 || g % 11 == k + 4)) {
        tags += std::to_string(g) + "\n";
      }
    }
    auto r = (*by_name)->Execute();
    ASSERT_TRUE(r.ok()) << r.status();
    EXPECT_EQ(Dump(*r), names);
    r = (*by_tag)->Execute();
    ASSERT_TRUE(r.ok()) << r.status();
    EXPECT_EQ(Dump(*r), tags);
  }
  // Both through their index.
  auto explain = db_->Prepare(
      "EXPLAIN SELECT id FROM t WHERE year > $1 AND name = $2 ORDER BY id");
  ASSERT_TRUE(explain.ok());
  EXPECT_NE(RunDump(**explain).find("t_name"), std::string::npos)
      << RunDump(**explain);
  explain = db_->Prepare(
      "EXPLAIN SELECT id FROM t WHERE id > $1 AND $2 = ANY(tags) ORDER BY id");
  ASSERT_TRUE(explain.ok());
  EXPECT_NE(RunDump(**explain).find("t_tags"), std::string::npos)
      << RunDump(**explain);
}

// `WHERE id = $1` reads its row without the scan operator (KeyedRow in
// exec/direct_query.cc); `LIMIT 5` keeps the same query on the scan's
// path. Both must agree on every kind of key and as the table changes,
// also in a session's open transaction.
TEST_F(PreparedTest, ReadsARowByItsKeyAsTheScanDoes) {
  std::unique_ptr<Session> session = db_->Connect();
  auto keyed =
      session->Prepare("SELECT year, name, id FROM items WHERE id = $1");
  auto scanned = session->Prepare(
      "SELECT year, name, id FROM items WHERE id = $1 LIMIT 5");
  auto constant = session->Prepare("SELECT * FROM items WHERE id = 3");
  ASSERT_TRUE(keyed.ok() && scanned.ok() && constant.ok());
  auto check = [&](const Value& key, const std::string& want) {
    ASSERT_TRUE((*keyed)->Bind(1, key).ok());
    ASSERT_TRUE((*scanned)->Bind(1, key).ok());
    auto r = (*keyed)->Execute();
    ASSERT_TRUE(r.ok()) << r.status();
    EXPECT_EQ(Dump(*r), want) << key.ToString();
    EXPECT_EQ(r->command_tag(), want.empty() ? "SELECT 0" : "SELECT 1");
    EXPECT_EQ(RunDump(**scanned), want) << key.ToString();
  };
  check(Value::Bigint(2), "2012|b|2\n");
  check(Value::Bigint(9), "");
  check(Value::Null(Type::Bigint()), "");
  check(Value::Integer(3), "2015|c|3\n");  // converted to the key's type
  EXPECT_EQ(RunDump(**constant), "3|c|2015\n");
  ASSERT_TRUE(session->Execute("BEGIN").ok());
  ASSERT_TRUE(session
                  ->Execute("UPDATE items SET name = 'z' WHERE id = 2; "
                            "DELETE FROM items WHERE id = 3; "
                            "INSERT INTO items VALUES (9, 'n', 2030)")
                  .ok());
  check(Value::Bigint(2), "2012|z|2\n");
  check(Value::Bigint(3), "");
  check(Value::Bigint(9), "2030|n|9\n");
  EXPECT_EQ(RunDump(**constant), "");
  ASSERT_TRUE(session->Execute("ROLLBACK").ok());
  check(Value::Bigint(2), "2012|b|2\n");
  check(Value::Bigint(3), "2015|c|3\n");
  check(Value::Bigint(9), "");
}

}  // namespace
}  // namespace kite
