// EstimateSelectivity against the true share of rows (counted by running
// the query) on known distributions, and PostgreSQL's defaults where the
// statistics cannot tell.
#include "planner/selectivity.h"

#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "planner/column_selectivity.h"
#include "tests/unit/planner/stats_test_util.h"

namespace kite {
namespace {

class SelectivityTest : public testing::StatsTest {
 protected:
  // Expects the estimate for `where` within `tolerance` of the true share.
  void ExpectClose(const std::string& table, const std::string& where,
                   double tolerance, const std::vector<Value>& params = {}) {
    const double actual = Actual(table, where, params);
    EXPECT_NEAR(Estimate(table, where, params), actual, tolerance)
        << where << " (true share " << actual << ")";
  }
  // Expects the estimate for `where` to be the true share, to rounding.
  void ExpectExact(const std::string& table, const std::string& where) {
    EXPECT_NEAR(Estimate(table, where), Actual(table, where), 1e-9) << where;
  }
};

TEST_F(SelectivityTest, UniformIntegerRanges) {
  Run("CREATE TABLE u (x INT)");
  Run("INSERT INTO u SELECT g FROM generate_series(0, 9999) g");
  for (const char* where :
       {"x < 2500", "x <= 2500", "x > 7000", "x >= 100", "x < 37", "2500 > x",
        "x BETWEEN 1000 AND 2999", "x > 5000 AND x < 5100",
        "x >= 10 AND x >= 20 AND x < 9000", "NOT (x BETWEEN 1000 AND 8999)",
        "x < -5", "x > 20000", "x <> 17"}) {
    ExpectClose("u", where, 0.01);
  }
}

TEST_F(SelectivityTest, SampledUniformRanges) {
  Run("CREATE TABLE big (x INT)");
  Run("INSERT INTO big SELECT g FROM generate_series(1, 300000) g");
  for (const char* where : {"x < 30000", "x > 150000", "x BETWEEN 1 AND 99999",
                            "x >= 290000", "x = 5"}) {
    ExpectClose("big", where, 0.03);
  }
}

TEST_F(SelectivityTest, SkewedValuesHitTheCommonValuesExactly) {
  // 30% zeros, 10% ones, the rest unique.
  Run("CREATE TABLE s (x INT)");
  Run("INSERT INTO s SELECT CASE WHEN g % 10 < 3 THEN 0 WHEN g % 10 = 3 "
      "THEN 1 ELSE g END FROM generate_series(1, 10000) g");
  ExpectExact("s", "x = 0");
  ExpectExact("s", "x = 1");
  ExpectExact("s", "0 = x");
  ExpectExact("s", "x <> 0");
  ExpectClose("s", "x = 5005", 0.001);
  ExpectClose("s", "x < 1000", 0.02);  // common values and histogram
  ExpectClose("s", "x > 0", 0.02);
  ExpectClose("s", "x >= 0", 0.02);
}

TEST_F(SelectivityTest, NullsAreNeverInARangeOrList) {
  Run("CREATE TABLE n (x INT)");
  Run("INSERT INTO n SELECT CASE WHEN g % 5 = 0 THEN NULL ELSE g % 100 END "
      "FROM generate_series(1, 10000) g");
  ExpectExact("n", "x IS NULL");
  ExpectExact("n", "x IS NOT NULL");
  ExpectClose("n", "x < 50", 0.02);
  ExpectClose("n", "x BETWEEN 10 AND 19", 0.02);
  ExpectClose("n", "x NOT IN (1, 2)", 0.02);
  ExpectClose("n", "x <> 3", 0.02);
  EXPECT_EQ(Estimate("n", "x = NULL"), 0);
  EXPECT_EQ(Estimate("n", "x < NULL AND x > 1"), 0);
}

TEST_F(SelectivityTest, InListsAndAnyOfAnArray) {
  Run("CREATE TABLE k (k INT)");
  Run("INSERT INTO k SELECT g % 10 FROM generate_series(1, 10000) g");
  ExpectExact("k", "k IN (1, 2, 3)");
  ExpectExact("k", "k IN (1, 1, 2)");  // a repeated item counts once
  ExpectExact("k", "k NOT IN (1, 2)");
  ExpectExact("k", "k IN (1, NULL)");
  ExpectExact("k", "k NOT IN (1, NULL)");
  ExpectExact("k", "k = ANY(ARRAY[1, 2])");
  ExpectExact("k", "k <> ALL(ARRAY[1, 2])");
  ExpectExact("k", "k IN (42)");
  // Other operators: the items as independent events.
  const double below3 = Estimate("k", "k < 3"), below5 = Estimate("k", "k < 5");
  EXPECT_DOUBLE_EQ(Estimate("k", "k < ANY(ARRAY[3, 5])"),
                   below3 + below5 - below3 * below5);
  EXPECT_DOUBLE_EQ(Estimate("k", "k < ALL(ARRAY[3, 5])"), below3 * below5);
  ExpectClose("k", "k = 1 OR k = 2", 0.02);
  ExpectExact("k", "NOT (k = 1)");
}

TEST_F(SelectivityTest, TextPrefixes) {
  // Two letters and a number: 'ab12', 'hq13', ...
  Run("CREATE TABLE w (name TEXT)");
  Run("INSERT INTO w SELECT substr('abcdefghijklmnopqrstuvwxyz', g % 26 + 1,"
      " 1) || substr('abcdefghijklmnopqrstuvwxyz', (g / 26) % 26 + 1, 1) || g"
      " FROM generate_series(1, 20000) g");
  for (const char* where :
       {"name LIKE 'b%'", "name LIKE 'bc%'", "name LIKE 'z%'",
        "name NOT LIKE 'b%'", "name >= 'm' AND name < 'p'", "name < 'c'",
        "name LIKE 'b_1%'", "name ILIKE 'B%'"}) {
    ExpectClose("w", where, 0.02);
  }
  // No prefix: the histogram's matching share, about right.
  ExpectClose("w", "name LIKE '%x%'", 0.08);
  // A pattern without wildcards is an equality.
  EXPECT_EQ(Estimate("w", "name LIKE 'bc55'"), Estimate("w", "name = 'bc55'"));
}

TEST_F(SelectivityTest, DatesAndTimestamps) {
  Run("CREATE TABLE d (d DATE)");
  Run("INSERT INTO d SELECT DATE '2020-01-01' + g % 1000 "
      "FROM generate_series(1, 10000) g");
  ExpectClose("d", "d < DATE '2021-01-01'", 0.02);
  ExpectClose("d", "d < TIMESTAMP '2021-01-01 12:00:00'", 0.02);
  ExpectClose("d", "d BETWEEN DATE '2020-03-01' AND DATE '2020-03-31'", 0.02);
}

TEST_F(SelectivityTest, AWideningCastIsStillTheColumn) {
  Run("CREATE TABLE c (x INT)");
  Run("INSERT INTO c SELECT g % 50 FROM generate_series(1, 5000) g");
  EXPECT_EQ(Estimate("c", "x = 7::bigint"), Estimate("c", "x = 7"));
  EXPECT_EQ(Estimate("c", "x < 25::float8"), Estimate("c", "x < 25"));
  ExpectExact("c", "x = 7::bigint");
  // A cast that is not one-to-one is not the column: a default.
  EXPECT_EQ(Estimate("c", "x::text = '7'"), plan::kDefaultEqSel);
}

TEST_F(SelectivityTest, ParametersKnownAndUnknown) {
  Run("CREATE TABLE p (x INT)");
  Run("INSERT INTO p SELECT g % 100 FROM generate_series(1, 10000) g");
  const std::vector<Value> one = {Value::Integer(40)};
  const std::vector<Value> two = {Value::Integer(10), Value::Integer(29)};
  // Known: as if the value were written in the query.
  EXPECT_EQ(Estimate("p", "x < $1", one), Estimate("p", "x < 40"));
  ExpectClose("p", "x BETWEEN $1 AND $2", 0.02, two);
  // Unknown: one distinct value's share for =, PostgreSQL's guesses else.
  EXPECT_DOUBLE_EQ(Estimate("p", "x = $1", one, false), 0.01);
  EXPECT_EQ(Estimate("p", "x < $1", one, false), plan::kDefaultIneqSel);
  EXPECT_EQ(Estimate("p", "x BETWEEN $1 AND $2", two, false),
            plan::kDefaultRangeIneqSel);
  EXPECT_EQ(Estimate("p", "x = $1 + 1", one), Estimate("p", "x = 41"));
}

TEST_F(SelectivityTest, WithoutStatisticsTheDefaults) {
  Run("CREATE TABLE z (x INT, t TEXT)");
  Run("INSERT INTO z VALUES (1, 'a')");
  TableStats none;  // as if no column had statistics
  none.row_count = 1000;
  const std::pair<const char*, double> cases[] = {
      {"x = 1", plan::kDefaultEqSel},
      {"x < 5", plan::kDefaultIneqSel},
      {"x IS NULL", plan::kDefaultUnkSel},
      {"t LIKE 'a%'", plan::kDefaultMatchSel},
      {"x > 1 AND x < 9", plan::kDefaultRangeIneqSel}};
  for (const auto& [where, expected] : cases) {
    const plan::BoundExpr* predicate;
    auto bound = BindWhere("z", where, &predicate);
    ASSERT_NE(predicate, nullptr);
    EXPECT_EQ(plan::EstimateSelectivity(none, *predicate, {}), expected)
        << where;
  }
  EXPECT_EQ(plan::EstimateDistinct(none, 0), plan::kDefaultNumDistinct);
}

TEST_F(SelectivityTest, BooleanColumns) {
  Run("CREATE TABLE b (b BOOLEAN)");
  Run("INSERT INTO b SELECT g % 4 = 0 FROM generate_series(1, 1000) g");
  ExpectExact("b", "b");
  ExpectExact("b", "NOT b");
  ExpectExact("b", "b IS FALSE");
  ExpectExact("b", "b IS NOT TRUE");
  EXPECT_EQ(Estimate("b", "1 = 1"), 1);
  EXPECT_EQ(Estimate("b", "1 = 2"), 0);
}

TEST_F(SelectivityTest, ArrayElements) {
  Run("CREATE TABLE a (tags INT[])");
  Run("INSERT INTO a SELECT ARRAY[g % 10, 100 + g % 3] "
      "FROM generate_series(1, 9000) g");
  ExpectExact("a", "5 = ANY(tags)");
  ExpectExact("a", "101 = ANY(tags)");
  ExpectClose("a", "tags @> ARRAY[5, 101]", 0.01);
  ExpectClose("a", "ARRAY[5] <@ tags", 0.01);
  ExpectClose("a", "tags && ARRAY[1, 2]", 0.02);
  ExpectClose("a", "77 = ANY(tags)", 0.01);
}

TEST_F(SelectivityTest, DistinctEstimates) {
  Run("CREATE TABLE e (x INT, y INT)");
  Run("INSERT INTO e SELECT g % 37, g FROM generate_series(1, 1000) g");
  std::shared_ptr<const TableStats> stats = Analyze("e");
  EXPECT_EQ(plan::EstimateDistinct(*stats, 0), 37);
  EXPECT_EQ(plan::EstimateDistinct(*stats, 1), 1000);
  EXPECT_EQ(plan::EstimateDistinct(*stats, 5), plan::kDefaultNumDistinct);
}

}  // namespace
}  // namespace kite
