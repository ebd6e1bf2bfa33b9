// Planning many joined tables: each node's estimates are computed once per
// question (planner/cardinality.cc), so a chain of joins the planner may
// not reorder (LEFT JOINs, a left-deep tree) plans in time linear in its
// size, not 2^n. Before the memo, 22 LEFT JOINs took 3 s to plan and 64
// would never have finished; the bound below is far above what linear
// planning takes (a few ms) and far below what 2^n would.
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

}  // namespace
}  // namespace kite
