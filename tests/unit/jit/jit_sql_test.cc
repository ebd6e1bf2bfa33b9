// SQL through kite::Database with jit = force gives the rows and errors of
// jit = off: hand-written predicates over a table of three storage chunks
// with NULLs, NaN, dictionary and heap TEXT, with deleted rows (the sparse
// selection path) and without (the dense path); and GROUP BY through the
// fused aggregate kernel.
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/jit/jit_test_util.h"

namespace kite {
namespace {

using jit_testing::MustRun;
using jit_testing::Sql;
using ::testing::HasSubstr;

// 3 chunks of 65536 rows: the last one partly filled.
constexpr int kRows = 140000;

class JitSqlTest : public ::testing::TestWithParam<bool> {
 protected:
  static void SetUpTestSuite() {
    db_ = jit_testing::NewDb().release();
    // Every column has NULLs (at different rows), d has NaN, s is a
    // dictionary TEXT of 13 values, h a heap TEXT (every value distinct).
    const std::string columns =
        "(id INT PRIMARY KEY, a INT, b BIGINT, d DOUBLE PRECISION, "
        "n NUMERIC(10,2), s TEXT, h TEXT, f BOOLEAN)";
    const std::string select =
        " SELECT g,"
        " CASE WHEN g % 11 = 0 THEN NULL ELSE g % 1000 END,"
        " CASE WHEN g % 31 = 0 THEN NULL ELSE g * 3 - 200000 END,"
        " CASE WHEN g % 13 = 0 THEN NULL WHEN g % 997 = 0"
        "   THEN 'NaN'::double precision ELSE g / 7.0 - 50 END,"
        " CASE WHEN g % 29 = 0 THEN NULL ELSE (g % 20000) / 100.0 END,"
        " CASE WHEN g % 17 = 0 THEN NULL ELSE 'k' || (g % 13) END,"
        " CASE WHEN g % 19 = 0 THEN NULL ELSE 'h' || g END,"
        " CASE WHEN g % 23 = 0 THEN NULL ELSE g % 3 = 0 END"
        " FROM generate_series(1, " +
        std::to_string(kRows) + ") g";
    for (const char* t : {"dense", "sparse"}) {
      MustRun(*db_, std::string("CREATE TABLE ") + t + " " + columns);
      MustRun(*db_, std::string("INSERT INTO ") + t + select);
    }
    // Deleted rows in every chunk: scans then hand the kernel gaps.
    MustRun(*db_, "DELETE FROM sparse WHERE id % 7 = 3 OR id % 5000 < 40");
  }
  static void TearDownTestSuite() {
    delete db_;
    db_ = nullptr;
  }

  const char* table() const { return GetParam() ? "sparse" : "dense"; }

  // `sql` run with jit = off and with jit = force.
  void Compare(const std::string& sql) {
    MustRun(*db_, "SET jit = off");
    const std::string off = Sql(*db_, sql);
    MustRun(*db_, "SET jit = force");
    const std::string force = Sql(*db_, sql);
    MustRun(*db_, "SET jit = off");
    EXPECT_EQ(off, force) << sql;
  }

  // Each of `queries` (with %s for the table) gives the interpreter's
  // result through the fused aggregate kernel.
  void CompareFused(const std::vector<std::string>& queries) {
    for (const std::string& q : queries) {
      std::string sql = q;
      sql.replace(sql.find("%s"), 2, table());
      Compare(sql);
      EXPECT_THAT(Explain(sql), HasSubstr("fused scan and aggregate kernel"))
          << sql;
    }
  }

  // EXPLAIN ANALYZE of `sql` with jit = force.
  std::string Explain(const std::string& sql) {
    MustRun(*db_, "SET jit = force");
    std::string plan = Sql(*db_, "EXPLAIN (ANALYZE, COSTS OFF) " + sql);
    MustRun(*db_, "SET jit = off");
    return plan;
  }

  static Database* db_;
};

Database* JitSqlTest::db_ = nullptr;

struct Case {
  const char* where;
  bool compiled;  // whether the kernel must compile it (in full)
};

// Predicates that return rows.
const Case kPredicates[] = {
    // id has no NULLs: whole chunks go through the kernels' dense variant.
    {"id % 3 = 1", true},
    {"id * 2 > 150000 AND id % 65536 > 100", true},
    {"id / 1000 = 77 OR id % 65536 < 5", true},
    {"a > 500", true},
    {"a <= 3 OR a >= 998", true},
    {"NOT (a > 5)", true},
    {"a IS NULL", true},
    {"a IS NOT NULL AND b < 0", true},
    {"b BETWEEN -1000 AND 1000", true},
    {"a + b > 100 AND a - 1 < 300", true},
    {"a * 3 % 7 = 2", true},
    {"-a < -990", true},
    {"a / 3 = 100", true},
    {"CAST(a AS BIGINT) * 5000000000 > 1", true},
    {"d > 100.5", true},
    {"d < -49.5 OR d > 19900", true},
    {"d = 'NaN'", true},
    {"d <> d", true},
    {"d >= 'NaN'", true},
    {"d * 2 < 10 AND d / 4 > -1", true},
    {"d IN (0.5, 'NaN', -49.0)", true},
    {"n >= 150.25", true},
    {"n * 1.5 > 100.25", true},
    {"n + 0.005 = 10.01", true},
    {"n - a < 0", true},
    {"n / 3 > 33.33", true},
    {"n * n > 2500.5", true},
    {"s = 'k3'", true},
    {"s <> 'k3'", true},
    {"s = 'absent'", true},
    {"s < 'k2' OR s > 'k7'", true},
    {"s LIKE 'k1%'", true},
    {"s NOT LIKE '%2'", true},
    {"s IN ('k1', NULL, 'zz')", true},
    {"s NOT IN ('k1', 'k2')", true},
    {"s IS NULL OR f", true},
    {"h = 'h12345'", true},
    {"h <> 'h5'", true},
    {"h >= 'h99'", true},
    {"h LIKE 'h1_3%'", true},
    {"h LIKE '%99'", true},
    {"h NOT LIKE 'h1%'", true},
    {"h IN ('h5', 'h77', NULL, 'h139999')", true},
    {"a IN (1, 2, NULL)", true},
    {"a NOT IN (1, 2, NULL)", true},
    {"a NOT IN (1, 2, 3)", true},
    {"f", true},
    {"NOT f", true},
    {"f IS NOT TRUE", true},
    {"f IS FALSE", true},
    {"f IS UNKNOWN", true},
    {"COALESCE(a, -1) < 0", true},
    {"NULLIF(a, 5) IS NULL", true},
    {"CASE WHEN a > 500 THEN b ELSE -b END > 100", true},
    {"id < 0 AND 10 / (a - a) > 1", true},
    {"abs(b) < 100", true},
    {"n * 100000000000 > 1", true},
    {"h LIKE 'h1\\'", true},
    {"a > 990 AND s || 'x' = 'k1x'", true},  // a compiled prefix of an AND
    {"a = ANY(ARRAY[1, 2, b::int])", true},
    // Operators without native code, through the interpreter per row.
    {"s || 'x' = 'k1x'", true},
    {"s || a = 'k12' OR h || s = 'h13k0'", true},
    {"CAST(a AS TEXT) LIKE '1%'", true},
    {"CAST(id AS TEXT) = '1234' OR CAST(s AS TEXT) < 'k'", true},
    {"h LIKE s || '%'", true},
    {"s LIKE h", true},
    {"h NOT ILIKE upper(h) OR s LIKE h ESCAPE '#'", true},
    {"h LIKE 'h1' || s", true},
    {"n / 3 = 10 OR n % 7 = 1.5", true},
    {"-n < -190", true},
    {"(ARRAY[a, b::int])[2] > 100", true},
    {"ARRAY[a, 1] @> ARRAY[5]", true},
    {"array_length(ARRAY[a, 2, 3], 1) = 3 AND a > 900", true},
    {"CAST(h AS TEXT) || CAST(d AS TEXT) LIKE 'h1%'", true},
    {"CAST(b AS NUMERIC(12,2)) / 7 > 10", true},
    // Natively compiled numeric / and % (128-bit, rounded as the
    // interpreter), date, timestamp and double operators.
    {"n / 7 > 1.5", true},
    {"n / CAST(NULLIF(a, 0) AS NUMERIC(12,4)) < 0.5", true},
    {"CAST(b AS NUMERIC(18,0)) / NULLIF(n, 0) > 1000", true},
    {"CAST(b AS NUMERIC(18,0)) / 0.0007 > 1000", true},
    {"n % 0.75 = 0.25 OR -n > 150", true},
    {"CAST(b AS NUMERIC(18,0)) % 7 = 3", true},
    {"b % CAST(NULLIF(a, 0) AS NUMERIC(8,3)) > 5", true},
    {"CAST(n AS INTEGER) = 10 OR CAST(-n AS BIGINT) < -198", true},
    {"CAST(n AS NUMERIC(8,1)) = 10.1", true},
    {"CAST(n * 1.5 AS NUMERIC(5,0)) > 295", true},
    {"DATE '2020-01-01' + a > DATE '2022-01-01'", true},
    {"a + DATE '2020-01-01' - 3 < DATE '2020-01-05'", true},
    {"DATE '2021-01-01' - (DATE '2020-01-01' + a) = 300", true},
    {"CAST(DATE '2020-01-01' + a AS TIMESTAMP) < TIMESTAMP '2020-02-01'", true},
    {"CAST(CAST(DATE '1960-01-01' - a AS TIMESTAMP) AS DATE) < "
     "DATE '1959-12-01'",
     true},
    {"d % 3 > 1.5", true},
    {"d % -2.5 < 0", true},
    {"CAST(n AS DOUBLE PRECISION) > 150.25", true},
    {"CAST(n AS DOUBLE PRECISION) = 10.1", true},
    {"d < 1e6 AND CAST(d AS BIGINT) = 100", true},
};

// Predicates that fail (with jit = off) on some row.
const char* const kErrors[] = {
    "a * 100000000 > 5",               // 22003
    "b * 100000000000000 > 1",         // 22003 (bigint)
    "b / (a - a) > 1",                 // 22012
    "a % (a - a) = 0",                 // 22012
    "d / (a - a) > 1",                 // 22012 (double)
    "a > 900 AND a * 10000000 > 1",    // 22003 only where a > 900
    "n / (n - n) > 1",                 // 22012 (numeric)
    "CAST(b AS INTEGER) * 10000 > 1",  // 22003
    "CAST(d AS INTEGER) > 1",          // 22003 (NaN)
    "d % (d - d) > 1",                 // 22012 (double %)
    "n % (n - n) > 1",                 // 22012 (numeric %)
    "CAST(n AS NUMERIC(3,1)) > 1",     // 22003
    "CAST(b AS NUMERIC(18,0)) / CAST(a AS NUMERIC(18,12)) > 1",  // 22003
    "h LIKE s ESCAPE 'ab'",                                      // 22019
    "CAST(s AS INTEGER) > 1",                                    // 22P02
    "DATE '5874897-01-01' + a > DATE '2000-01-01'",              // 22008
    "CAST(h AS TEXT) || 'x' = 'h1x' OR CAST(h AS INTEGER) > 5",  // 22P02
};

TEST_P(JitSqlTest, PredicatesMatchInterpreter) {
  for (const Case& c : kPredicates) {
    const std::string where =
        std::string(" FROM ") + table() + " WHERE " + c.where;
    Compare("SELECT id" + where);
    Compare("SELECT count(*), sum(a), min(h) " + where);
    const std::string plan = Explain("SELECT id" + where);
    if (c.compiled) {
      EXPECT_THAT(plan, HasSubstr("JIT: compiled")) << c.where << "\n" << plan;
    }
  }
}

TEST_P(JitSqlTest, ErrorsMatchInterpreter) {
  for (const char* where : kErrors) {
    const std::string sql =
        std::string("SELECT id FROM ") + table() + " WHERE " + where;
    MustRun(*db_, "SET jit = off");
    const std::string off = Sql(*db_, sql);
    EXPECT_THAT(off, HasSubstr("ERROR ")) << sql;
    Compare(sql);
    Compare(std::string("SELECT count(*) FROM ") + table() + " WHERE " + where);
  }
}

TEST_P(JitSqlTest, ParametersMatchInterpreter) {
  const std::string sql = std::string("SELECT id FROM ") + table() +
                          " WHERE a > $1 AND s = $2 AND d < $3";
  const std::vector<std::vector<Value>> runs = {
      {Value::Integer(500), Value::Text("k4"), Value::Double(10000)},
      {Value::Integer(10), Value::Text("absent"), Value::Double(1)},
      {Value::Null(Type::Integer()), Value::Text("k4"), Value::Double(1)},
      {Value::Integer(0), Value::Text("k0"), Value::Double(1e9)},
  };
  for (const auto& params : runs) {
    MustRun(*db_, "SET jit = off");
    auto off = db_->Execute(sql, params);
    MustRun(*db_, "SET jit = force");
    auto force = db_->Execute(sql, params);
    MustRun(*db_, "SET jit = off");
    ASSERT_TRUE(off.ok() && force.ok());
    EXPECT_EQ(jit_testing::Dump(*off), jit_testing::Dump(*force));
  }
}

// Group keys: dictionary TEXT, boolean, both; no ORDER BY, so the groups
// must also come in the interpreter's order (of their first row).
TEST_P(JitSqlTest, GroupByMatchesInterpreter) {
  const std::string aggs =
      "count(*), count(a), sum(a), avg(a), min(a), max(a), sum(b), avg(b), "
      "count(d), sum(d), avg(d), min(d), max(d), sum(n), avg(n), min(n), "
      "max(n)";
  const std::vector<std::string> queries = {
      "SELECT s, " + aggs + " FROM %s GROUP BY s",
      "SELECT f, " + aggs + " FROM %s GROUP BY f",
      "SELECT s, f, " + aggs + " FROM %s GROUP BY s, f",
      "SELECT s, " + aggs + " FROM %s WHERE a > 100 AND d < 1000 GROUP BY s",
      "SELECT f, " + aggs + " FROM %s WHERE s IN ('k1', 'k5') GROUP BY f",
      "SELECT s, count(*), max(d) FROM %s WHERE d <> 'NaN' GROUP BY s",
      "SELECT s, count(*) FROM %s WHERE a < 0 GROUP BY s",  // no groups
      "SELECT " + aggs + " FROM %s",
      "SELECT " + aggs + " FROM %s WHERE a > 900",
      "SELECT count(*), sum(a) FROM %s WHERE a < 0",  // no rows
  };
  CompareFused(queries);
}

// Keys of any type and expressions (hashed groups, more than a kernel
// call's 16K rows of new groups for `b`), min / max of TEXT, DISTINCT
// aggregates: results and first-row group order of the interpreter.
TEST_P(JitSqlTest, HashedGroupByMatchesInterpreter) {
  const std::string aggs =
      "count(*), sum(a), avg(n), min(d), max(d), min(h), max(h), min(s), "
      "max(s), count(DISTINCT s), sum(DISTINCT a), avg(DISTINCT n), "
      "count(DISTINCT d), count(DISTINCT h)";
  const std::vector<std::string> queries = {
      "SELECT a, " + aggs + " FROM %s GROUP BY a",
      "SELECT a % 10, " + aggs + " FROM %s GROUP BY a % 10",
      "SELECT d, count(*), min(h) FROM %s GROUP BY d",
      "SELECT n, " + aggs + " FROM %s WHERE a > 500 GROUP BY n",
      "SELECT b, count(*), max(h), sum(DISTINCT a) FROM %s GROUP BY b",
      "SELECT substr(h, 1, 3), " + aggs + " FROM %s GROUP BY substr(h, 1, 3)",
      "SELECT s, a % 3, f, " + aggs + " FROM %s GROUP BY s, a % 3, f",
      "SELECT CASE WHEN a > 500 THEN 'hi' ELSE s END, " + aggs +
          " FROM %s GROUP BY 1",
      "SELECT h, count(*) FROM %s WHERE a < 5 GROUP BY h",
      "SELECT a, count(*) FROM %s WHERE a < 0 GROUP BY a",  // no groups
      "SELECT s, " + aggs + " FROM %s GROUP BY s",          // dense keys
      "SELECT " + aggs + " FROM %s",
      "SELECT " + aggs + " FROM %s WHERE a < 0",  // no rows
  };
  CompareFused(queries);
}

TEST_P(JitSqlTest, GroupByErrorsMatchInterpreter) {
  for (const char* q :
       {"SELECT s, sum(b * 100000000000000) FROM %s GROUP BY s",
        "SELECT f, sum(a) FROM %s WHERE b / (a - a) > 0 GROUP BY f",
        "SELECT s, avg(d / (a - a)) FROM %s GROUP BY s",
        "SELECT 100 / (a - 5), count(*) FROM %s GROUP BY 100 / (a - 5)",
        "SELECT a, count(DISTINCT 100 / (a - 5)) FROM %s GROUP BY a"}) {
    std::string sql = q;
    sql.replace(sql.find("%s"), 2, table());
    MustRun(*db_, "SET jit = off");
    EXPECT_THAT(Sql(*db_, sql), HasSubstr("ERROR ")) << sql;
    Compare(sql);
  }
}

// Sums near the bigint limit: the interpreter's overflow check (22003) and
// the kernel's 128-bit accumulator must agree.
TEST_P(JitSqlTest, BigintSumOverflowMatches) {
  Compare(std::string("SELECT s, sum(b * 40000000000) FROM ") + table() +
          " WHERE b > 0 GROUP BY s");
  Compare(std::string("SELECT s, sum(b * 400000000) FROM ") + table() +
          " WHERE b > 0 GROUP BY s");
}

INSTANTIATE_TEST_SUITE_P(DenseAndSparse, JitSqlTest, ::testing::Bool(),
                         [](const ::testing::TestParamInfo<bool>& info) {
                           return info.param ? "Sparse" : "Dense";
                         });

}  // namespace
}  // namespace kite
