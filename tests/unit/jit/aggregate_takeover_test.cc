// With jit = on, an aggregate over a large table starts interpreted while
// its kernel compiles, and the kernel takes over the rest of the table once
// it is ready: the interpreter's groups and the kernel's are merged into the
// result of one interpreted pass (same groups, same order, same values).
#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "jit/kernel_cache.h"
#include "kite/kite.h"
#include "tests/unit/jit/jit_test_util.h"

namespace kite {
namespace {

using jit_testing::MustRun;
using jit_testing::Sql;
using ::testing::HasSubstr;

class AggregateTakeoverTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    db_ = jit_testing::NewDb().release();
    MustRun(*db_,
            "CREATE TABLE big (id INT, k INT, s TEXT, n NUMERIC(12,2), "
            "f BOOLEAN)");
    // Enough rows that interpreting them takes far longer than compiling
    // a kernel at -O0 (about a millisecond); some deleted.
    MustRun(*db_,
            "INSERT INTO big SELECT g, g % 1000, 's' || (g % 7), "
            "CASE WHEN g % 13 = 0 THEN NULL ELSE (g % 5000) / 4.0 END, "
            "g % 3 = 0 FROM generate_series(1, 1500000) g");
    MustRun(*db_, "DELETE FROM big WHERE id % 1000 = 7");
    MustRun(*db_, "SET jit_opt_level = 0");
  }
  static void TearDownTestSuite() {
    delete db_;
    db_ = nullptr;
  }

  // `sql`, a shape not run before, gives the same rows with jit = on (run
  // first, so the kernel is compiling) as with jit = off.
  void Compare(const std::string& sql) {
    MustRun(*db_, "SET jit = on");
    const std::string on = Sql(*db_, sql);
    MustRun(*db_, "SET jit = off");
    EXPECT_EQ(on, Sql(*db_, sql)) << sql;
  }

  // EXPLAIN ANALYZE of a shape not run before, with jit = on.
  std::string ExplainOn(const std::string& sql) {
    MustRun(*db_, "SET jit = on");
    std::string plan = Sql(*db_, "EXPLAIN (ANALYZE, COSTS OFF) " + sql);
    MustRun(*db_, "SET jit = off");
    return plan;
  }

  // EXPLAIN ANALYZE, with jit = on, of `sql` + each of `variants` (its
  // WHERE's last conditions: distinct kernel shapes) until one shows a
  // kernel taking over part way ("from row"); returns the last plan. The
  // compiler is held until the query has asked for its kernel, then for
  // 4 ms, so that the query starts interpreted; on a loaded machine the
  // query thread can still stall until the kernel is ready before it looks
  // (it then runs the kernel from the start), hence a few shapes.
  std::string ExplainTakeover(const std::string& sql,
                              const std::string& group_by) {
    jit::KernelCache& cache = jit::KernelCache::Global();
    std::string plan;
    for (const char* variant :
         {"", " AND id >= 0", " AND id >= 0 AND f IS NOT NULL"}) {
      cache.WaitIdle();  // earlier compilations are not this query's
      cache.PauseWorkerForTesting(true);
      std::thread query(
          [&] { plan = ExplainOn(sql + variant + " GROUP BY " + group_by); });
      cache.WaitQueuedForTesting();
      std::this_thread::sleep_for(std::chrono::milliseconds(4));
      cache.PauseWorkerForTesting(false);
      query.join();
      if (plan.find(", from row ") != std::string::npos) break;
    }
    return plan;
  }

  static Database* db_;
};

Database* AggregateTakeoverTest::db_ = nullptr;

TEST_F(AggregateTakeoverTest, HashedGroupsMergeAsOnePass) {
  Compare(
      "SELECT k % 50, count(*), sum(n), avg(n), min(s), max(k), count(n) "
      "FROM big WHERE k <> 3 GROUP BY k % 50");
  EXPECT_THAT(
      ExplainTakeover("SELECT k % 51, count(*), sum(n) FROM big WHERE k <> 3",
                      "k % 51"),
      HasSubstr("hashed groups, from row"));
}

TEST_F(AggregateTakeoverTest, DenseGroupsAndNoGroups) {
  Compare(
      "SELECT s, f, count(*), sum(n), max(s), min(n) FROM big WHERE n > 10 "
      "GROUP BY s, f");
  Compare("SELECT count(*), sum(n), avg(k), min(s) FROM big WHERE k < 900");
  EXPECT_THAT(ExplainTakeover(
                  "SELECT s, count(*) FROM big WHERE n > 11 AND k >= 0", "s"),
              HasSubstr("aggregate kernel, from row"));
}

// DISTINCT (and doubles) cannot be merged: the interpreter keeps going.
// The compiler is held so that the kernel is certainly not ready when the
// query starts (an -O0 compile can win the race on a loaded machine).
TEST_F(AggregateTakeoverTest, DistinctStaysInterpreted) {
  Compare("SELECT s, count(DISTINCT k) FROM big GROUP BY s");
  jit::KernelCache::Global().PauseWorkerForTesting(true);
  const std::string plan =
      ExplainOn("SELECT f, count(DISTINCT k) FROM big GROUP BY f");
  jit::KernelCache::Global().PauseWorkerForTesting(false);
  EXPECT_THAT(plan, HasSubstr("aggregated interpreted (kernel not ready"));
}

}  // namespace
}  // namespace kite
