// Planning many joined tables: each node's estimates are computed once per
// question (planner/cardinality.cc), so a chain of joins the planner may
// not reorder (LEFT JOINs, a left-deep tree) plans in time linear in its
// size, not 2^n. Before the memo, 22 LEFT JOINs took 3 s to plan and 64
// would never have finished; the bound below is far above what linear
// planning takes (a few ms) and far below what 2^n would.
#include <algorithm>
#include <chrono>
#include <string>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::NewDb;
using testing::Sql;

// Tables t1..tn of rows (1, 1), (2, 2) and a chain of `join` over them.
std::string JoinChain(Database& db, int n, const std::string& join) {
  std::string sql =
      "SELECT count(*), max(t" + std::to_string(n) + ".a) FROM t1";
  for (int i = 1; i <= n; ++i) {
    const std::string t = "t" + std::to_string(i);
    EXPECT_EQ(Sql(db, "CREATE TABLE " + t + " (a INT, b INT)"), "");
    EXPECT_EQ(Sql(db, "INSERT INTO " + t + " VALUES (1, 1), (2, 2)"), "");
    if (i > 1) {
      sql += " " + join + " " + t + " ON t" + std::to_string(i - 1) +
             ".a = " + t + ".b";
    }
  }
  return sql;
}

double SecondsToRun(Database& db, const std::string& sql, std::string* out) {
  const auto start = std::chrono::steady_clock::now();
  *out = Sql(db, sql);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

TEST(JoinEstimatesTest, LeftJoinChainsPlanInLinearTime) {
  // 24 first: without the memo it takes about 12 s, so a regression fails
  // here instead of hanging on 64.
  for (int n : {24, 64}) {
    auto db = NewDb();
    const std::string sql = JoinChain(*db, n, "LEFT JOIN");
    std::string out;
    ASSERT_LT(SecondsToRun(*db, "EXPLAIN " + sql, &out), 1.0) << n;
    EXPECT_NE(out.find("Left"), std::string::npos) << out;
    ASSERT_LT(SecondsToRun(*db, sql, &out), 1.0) << n;
    EXPECT_EQ(out, "2|2\n");
  }
}

TEST(JoinEstimatesTest, SixtyFourInnerJoinsPlanAndRun) {
  auto db = NewDb();
  const std::string sql = JoinChain(*db, 64, "JOIN");
  std::string out;
  EXPECT_LT(SecondsToRun(*db, sql, &out), 1.0);
  EXPECT_EQ(out, "2|2\n");
}

// Issue 36's bound: a join of 64 tables by equality conditions (each
// joined to the first, or each to the next) plans in under 50 ms: from 12
// inputs on (geqo_threshold) the order is found greedily, in n^3 steps.
TEST(JoinEstimatesTest, SixtyFourTableJoinPlansInUnder50Ms) {
  auto db = NewDb();
  std::string chain = JoinChain(*db, 64, "JOIN");
  std::string star = "SELECT count(*) FROM t1";
  for (int i = 2; i <= 64; ++i) {
    const std::string t = "t" + std::to_string(i);
    star += " JOIN " + t + " ON " + t + ".a = t1.b";
  }
  for (const std::string& sql : {chain, star}) {
    std::string out;
    // The first run's time includes warming up; the best of three is the
    // planner's.
    double best = 1e9;
    for (int run = 0; run < 3; ++run) {
      best = std::min(best, SecondsToRun(*db, "EXPLAIN " + sql, &out));
    }
    EXPECT_LT(best, 0.050) << sql;
    EXPECT_NE(out.find("Join Order: greedy search over 63 inputs"),
              std::string::npos)
        << out;
  }
}

// The exhaustive search, set as far as it goes on a join whose every pair
// of tables shares a condition (its worst case: seconds at 14 tables),
// stops at statement_timeout with 57014, as any statement.
TEST(JoinEstimatesTest, StatementTimeoutStopsTheJoinSearch) {
  auto db = NewDb();
  ASSERT_EQ(Sql(*db, "SET geqo_threshold = 15"), "");
  std::string sql = "SELECT count(*) FROM t1";
  std::string where;
  for (int i = 1; i <= 14; ++i) {
    const std::string t = "t" + std::to_string(i);
    ASSERT_EQ(Sql(*db, "CREATE TABLE " + t + " (a INT, b INT)"), "");
    if (i > 1) sql += ", " + t;
    for (int j = 1; j < i; ++j) {
      where += where.empty() ? " WHERE " : " AND ";
      where += "t" + std::to_string(j) + ".a = " + t + ".a";
    }
  }
  ExecuteOptions options;
  options.deadline =
      std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
  const auto start = std::chrono::steady_clock::now();
  absl::Status s = db->Execute("EXPLAIN " + sql + where, {}, options).status();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  EXPECT_EQ(SqlStateOf(s), "57014") << s;
  EXPECT_LT(seconds, 0.5);
  ASSERT_EQ(Sql(*db, "SELECT count(*) FROM t1"), "0\n");
}

}  // namespace
}  // namespace kite
