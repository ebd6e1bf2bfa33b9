// SELECT through the binder and executor: joins, grouping, subqueries, set
// operations, ordering, errors.
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::ErrorOf;
using testing::NewDb;
using testing::Sql;

class QueryTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    ASSERT_TRUE(db_->Execute(R"(
      CREATE TABLE t (id INT PRIMARY KEY, name TEXT, year INT,
                      price NUMERIC(10,2), day DATE);
      INSERT INTO t VALUES (1, 'a', 2001, 1.50, '2024-01-31'),
                           (2, 'b', 2015, 2.25, NULL),
                           (3, NULL, 2020, NULL, '2023-05-01'),
                           (4, 'b', 2015, 10, '2024-02-01');
      CREATE TABLE u (id INT, t_id INT, tag TEXT);
      INSERT INTO u VALUES (1, 1, 'x'), (2, 1, 'y'), (3, 2, 'z'),
                           (4, 9, 'w');)")
                    .ok());
  }
  std::string Q(std::string_view sql) { return Sql(*db_, sql); }
  std::unique_ptr<Database> db_;
};

TEST_F(QueryTest, FilterSortLimit) {
  EXPECT_EQ(Q("SELECT id FROM t WHERE year > 2010 ORDER BY year DESC, id "
              "LIMIT 2"),
            "3\n2\n");
  EXPECT_EQ(Q("SELECT id FROM t ORDER BY name NULLS FIRST, id"),
            "3\n1\n2\n4\n");
  EXPECT_EQ(Q("SELECT id FROM t ORDER BY name DESC, id LIMIT 2 OFFSET 1"),
            "2\n4\n");
  EXPECT_EQ(Q("SELECT id FROM t WHERE day > '2024-01-01' ORDER BY 1"),
            "1\n4\n");
  EXPECT_EQ(Q("SELECT name AS n FROM t ORDER BY n LIMIT 1"), "a\n");
}

TEST_F(QueryTest, Aggregates) {
  EXPECT_EQ(Q("SELECT count(*), count(name), count(DISTINCT name), sum(year), "
              "min(price), max(day) FROM t"),
            "4|3|2|8051|1.50|2024-02-01\n");
  EXPECT_EQ(Q("SELECT name, count(*) FROM t GROUP BY name HAVING count(*) > 1"),
            "b|2\n");
  EXPECT_EQ(Q("SELECT year, sum(price) FROM t GROUP BY 1 ORDER BY 1"),
            "2001|1.50\n2015|12.25\n2020|NULL\n");
  EXPECT_EQ(Q("SELECT count(*), sum(year) FROM t WHERE id > 100"), "0|NULL\n");
  EXPECT_EQ(Q("SELECT year FROM t WHERE id > 100 GROUP BY year"), "");
  EXPECT_EQ(ErrorOf(*db_, "SELECT name, year FROM t GROUP BY name"), "42803");
  EXPECT_EQ(ErrorOf(*db_, "SELECT id FROM t WHERE count(*) > 1"), "42803");
}

TEST_F(QueryTest, Joins) {
  EXPECT_EQ(Q("SELECT t.id, u.tag FROM t JOIN u ON u.t_id = t.id ORDER BY "
              "u.id"),
            "1|x\n1|y\n2|z\n");
  EXPECT_EQ(Q("SELECT t.id, u.tag FROM t LEFT JOIN u ON u.t_id = t.id WHERE "
              "t.id > 1 ORDER BY t.id"),
            "2|z\n3|NULL\n4|NULL\n");
  EXPECT_EQ(Q("SELECT t.id, u.id FROM t RIGHT JOIN u ON u.t_id = t.id ORDER "
              "BY u.id"),
            "1|1\n1|2\n2|3\nNULL|4\n");
  EXPECT_EQ(Q("SELECT count(*) FROM t CROSS JOIN u"), "16\n");
  EXPECT_EQ(Q("SELECT count(*) FROM t, u WHERE t.id = u.t_id"), "3\n");
  EXPECT_EQ(Q("SELECT id, name FROM t JOIN u USING (id) ORDER BY id"),
            "1|a\n2|b\n3|NULL\n4|b\n");
  EXPECT_EQ(Q("SELECT count(*) FROM t a JOIN t b ON a.year < b.year"), "5\n");
  EXPECT_EQ(ErrorOf(*db_, "SELECT id FROM t, u"), "42702");
}

TEST_F(QueryTest, Subqueries) {
  EXPECT_EQ(Q("SELECT id FROM t WHERE id IN (SELECT t_id FROM u) ORDER BY id"),
            "1\n2\n");
  EXPECT_EQ(Q("SELECT id FROM t WHERE NOT EXISTS (SELECT 1 FROM u WHERE "
              "u.t_id = t.id) ORDER BY id"),
            "3\n4\n");
  EXPECT_EQ(Q("SELECT id, (SELECT count(*) FROM u WHERE u.t_id = t.id) FROM t "
              "ORDER BY id"),
            "1|2\n2|1\n3|0\n4|0\n");
  EXPECT_EQ(Q("SELECT id FROM t WHERE year = (SELECT max(year) FROM t)"),
            "3\n");
  EXPECT_EQ(Q("SELECT s.n FROM (SELECT id * 10 AS n FROM t) s WHERE s.n > 20 "
              "ORDER BY 1"),
            "30\n40\n");
  EXPECT_EQ(ErrorOf(*db_, "SELECT (SELECT id FROM t)"), "21000");
}

TEST_F(QueryTest, SetOperationsValuesSeries) {
  EXPECT_EQ(Q("SELECT name FROM t UNION SELECT tag FROM u WHERE id < 3 ORDER "
              "BY 1"),
            "a\nb\nx\ny\nNULL\n");
  EXPECT_EQ(Q("SELECT year FROM t UNION ALL SELECT 2015 ORDER BY 1"),
            "2001\n2015\n2015\n2015\n2020\n");
  EXPECT_EQ(Q("SELECT year FROM t INTERSECT SELECT 2015"), "2015\n");
  EXPECT_EQ(Q("SELECT year FROM t EXCEPT ALL SELECT 2015 ORDER BY 1"),
            "2001\n2015\n2020\n");
  EXPECT_EQ(Q("VALUES (2, 'b'), (1, 'a') ORDER BY 1"), "1|a\n2|b\n");
  EXPECT_EQ(Q("SELECT sum(g) FROM generate_series(1, 10, 3) g"), "22\n");
  EXPECT_EQ(ErrorOf(*db_, "SELECT 1 UNION SELECT 1, 2"), "42601");
  EXPECT_EQ(ErrorOf(*db_, "SELECT 1 UNION SELECT 'a'::text"), "42804");
}

TEST_F(QueryTest, Distinct) {
  EXPECT_EQ(Q("SELECT DISTINCT year FROM t ORDER BY year"),
            "2001\n2015\n2020\n");
  EXPECT_EQ(ErrorOf(*db_, "SELECT DISTINCT year FROM t ORDER BY id"), "42P10");
}

TEST_F(QueryTest, NameAndTypeErrors) {
  EXPECT_EQ(ErrorOf(*db_, "SELECT * FROM nope"), "42P01");
  EXPECT_EQ(ErrorOf(*db_, "SELECT nope FROM t"), "42703");
  EXPECT_EQ(ErrorOf(*db_, "SELECT x.id FROM t"), "42P01");
  EXPECT_EQ(ErrorOf(*db_, "SELECT id FROM t WHERE year"), "42804");
  EXPECT_EQ(ErrorOf(*db_, "SELECT id FROM t WHERE name = 1"), "42883");
  EXPECT_EQ(ErrorOf(*db_, "SELECT id FROM t WHERE id = 'abc'"), "22P02");
  EXPECT_EQ(ErrorOf(*db_, "SELECT id FROM t ORDER BY 9"), "42P10");
  EXPECT_EQ(ErrorOf(*db_, "SELECT 1 / 0"), "22012");
  auto r = db_->Execute("SELECT id FROM t WHERE year");
  EXPECT_EQ(r.status().message(),
            "argument of WHERE must be type boolean, not type integer");
}

TEST_F(QueryTest, ExplainAndSettings) {
  auto r = db_->Execute(
      "EXPLAIN (COSTS OFF) SELECT id FROM t WHERE year > 2010 ORDER BY "
      "id LIMIT 1");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->column_name(0), "QUERY PLAN");
  EXPECT_EQ(r->GetText(0, 0), "Limit");
  std::string plan = testing::Dump(*r);
  EXPECT_NE(plan.find("Seq Scan on t"), std::string::npos) << plan;
  r = db_->Execute("EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM t");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_NE(testing::Dump(*r).find("rows=4"), std::string::npos);
  EXPECT_EQ(Q("SHOW jit"), "on\n");
  ASSERT_TRUE(db_->Execute("SET jit = off").ok());
  EXPECT_EQ(Q("SHOW jit"), "off\n");
  EXPECT_EQ(ErrorOf(*db_, "SHOW nope"), "42704");
}

// A literal LIMIT caps the Limit node's estimate (it was bound as a cast to
// bigint, which the estimate did not read, and showed the input's rows).
TEST_F(QueryTest, ExplainLimitEstimatesTheLimit) {
  auto r = db_->Execute("EXPLAIN SELECT id FROM t LIMIT 2");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->GetText(0, 0).substr(0, 5), "Limit");
  EXPECT_NE(r->GetText(0, 0).find("rows=2)"), std::string::npos)
      << testing::Dump(*r);
}

// Subplans are numbered from 1 both where they are used and where they are
// listed, and an outer reference is named after the column of the query
// that runs the subquery (u has no `year`).
TEST_F(QueryTest, ExplainNamesSubplansAndOuterColumns) {
  auto r = db_->Execute(
      "EXPLAIN (COSTS OFF) SELECT id FROM t WHERE id IN (SELECT t_id FROM u "
      "WHERE "
      "u.id < t.year) AND EXISTS (SELECT 1 FROM u WHERE u.tag = t.name)");
  ASSERT_TRUE(r.ok()) << r.status();
  const std::string plan = testing::Dump(*r);
  EXPECT_NE(plan.find("(SubPlan 1)"), std::string::npos) << plan;
  EXPECT_NE(plan.find("EXISTS(SubPlan 2)"), std::string::npos) << plan;
  EXPECT_EQ(plan.find("SubPlan 0"), std::string::npos) << plan;
  EXPECT_NE(plan.find("id < outer1.year"), std::string::npos) << plan;
  EXPECT_NE(plan.find("tag = outer1.name"), std::string::npos) << plan;
}

// IS [NOT] DISTINCT FROM is an operator, named ?column? as in PostgreSQL
// (it is built as a CASE, which is named "case").
TEST_F(QueryTest, DistinctFromIsUnnamed) {
  auto r = db_->Execute(
      "SELECT 1 IS DISTINCT FROM NULL, 2 IS NOT DISTINCT FROM 2, CASE WHEN "
      "true THEN 1 END");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->column_name(0), "?column?");
  EXPECT_EQ(r->column_name(1), "?column?");
  EXPECT_EQ(r->column_name(2), "case");
}

TEST_F(QueryTest, SystemViews) {
  EXPECT_EQ(Q("SELECT table_name, rows FROM kite_tables ORDER BY 1"),
            "t|4\nu|4\n");
  EXPECT_EQ(Q("SELECT count(*) FROM kite_columns WHERE table_name = 't' AND "
              "bytes > 0"),
            "5\n");
  EXPECT_EQ(db_->TableNames(), (std::vector<std::string>{"t", "u"}));
}

}  // namespace
}  // namespace kite
