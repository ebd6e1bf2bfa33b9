// The plan cache: the LRU map itself, and Execute reusing plans with
// parameters, across catalog changes and from several threads.
#include "engine/plan_cache.h"

#include <atomic>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engine/database_impl.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::Dump;

std::shared_ptr<const CachedPlan> PlanAt(uint64_t version) {
  auto plan = std::make_shared<CachedPlan>();
  plan->bound = std::make_shared<plan::BoundStatement>();
  plan->catalog_version = version;
  return plan;
}

std::string Keys(const PlanCache& cache) {
  std::string out;
  for (const PlanCache::EntryInfo& e : cache.Entries()) {
    absl::StrAppend(&out, e.query, ":", e.hits, "/", e.binds, " ");
  }
  return out;
}

TEST(PlanCacheTest, CountsHitsOnlyForCurrentPlans) {
  PlanCache cache(10);
  EXPECT_EQ(cache.Lookup("a", 1), nullptr);
  cache.Insert("a", PlanAt(1));
  EXPECT_NE(cache.Lookup("a", 1), nullptr);
  EXPECT_NE(cache.Lookup("a", 1), nullptr);
  // Stale: returned for rebinding, not counted.
  std::shared_ptr<const CachedPlan> stale = cache.Lookup("a", 2);
  ASSERT_NE(stale, nullptr);
  EXPECT_EQ(stale->catalog_version, 1u);
  EXPECT_EQ(Keys(cache), "a:2/1 ");
  cache.Replace("a", PlanAt(2));
  EXPECT_EQ(Keys(cache), "a:2/2 ");
  EXPECT_EQ(cache.Lookup("a", 2)->catalog_version, 2u);
  EXPECT_EQ(Keys(cache), "a:3/2 ");
  // Inserting under a cached key starts the counts again.
  cache.Insert("a", PlanAt(2));
  EXPECT_EQ(Keys(cache), "a:0/1 ");
  cache.Erase("a");
  EXPECT_EQ(Keys(cache), "");
}

TEST(PlanCacheTest, EvictsLeastRecentlyUsed) {
  PlanCache cache(2);
  cache.Insert("a", PlanAt(1));
  cache.Insert("b", PlanAt(1));
  cache.Lookup("a", 1);  // b is now the least recently used
  cache.Insert("c", PlanAt(1));
  EXPECT_EQ(Keys(cache), "c:0/1 a:1/1 ");
  cache.SetCapacity(1);
  EXPECT_EQ(Keys(cache), "c:0/1 ");
  cache.SetCapacity(0);
  cache.Insert("d", PlanAt(1));
  EXPECT_EQ(Keys(cache), "");
}

TEST(PlanCacheTest, EraseStaleKeepsCurrentPlans) {
  PlanCache cache(10);
  cache.Insert("old", PlanAt(1));
  cache.Insert("new", PlanAt(2));
  cache.EraseStale(2);
  EXPECT_EQ(Keys(cache), "new:0/1 ");
}

class ExecuteCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(
        db_.Execute("CREATE TABLE t (id INT PRIMARY KEY, v TEXT)", {}).ok());
    ASSERT_TRUE(
        db_.Execute("INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c')", {})
            .ok());
  }
  std::string Run(std::string_view sql, std::vector<Value> params = {}) {
    absl::StatusOr<Result> r = db_.Execute(sql, params);
    if (!r.ok()) return "ERROR " + SqlStateOf(r.status());
    return Dump(*r);
  }
  DatabaseImpl db_;
};

TEST_F(ExecuteCacheTest, ParametersAreValuesOfOnePlan) {
  const char* sql = "SELECT v FROM t WHERE id = $1";
  EXPECT_EQ(Run(sql, {Value::Bigint(1)}), "a\n");
  EXPECT_EQ(Run(sql, {Value::Bigint(2)}), "b\n");
  // A value of another type is converted to the parameter's type.
  EXPECT_EQ(Run(sql, {Value::Text("3")}), "c\n");
  EXPECT_EQ(Run(sql, {Value::Text("x")}), "ERROR 22P02");
  EXPECT_EQ(Run(sql), "ERROR 42P02");
  EXPECT_EQ(Run("SELECT query, hits, binds FROM kite_plan_cache "
                "WHERE query LIKE 'SELECT%'"),
            "SELECT v FROM t WHERE id = $1|4|1\n");
}

TEST_F(ExecuteCacheTest, InvalidateMakesPlansBindAgain) {
  const char* sql = "SELECT count(*) FROM t";
  auto prepared = db_.Prepare(sql);
  ASSERT_TRUE(prepared.ok());
  EXPECT_EQ(Run(sql), "3\n");
  EXPECT_EQ(Run(sql), "3\n");
  db_.catalog().Invalidate();
  EXPECT_EQ(Run(sql), "3\n");
  EXPECT_EQ(Run("SELECT hits, binds FROM kite_plan_cache "
                "WHERE query = 'SELECT count(*) FROM t'"),
            "1|2\n");
  auto r = (*prepared)->Execute();
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(Dump(*r), "3\n");
}

TEST_F(ExecuteCacheTest, PreparedSystemViewReadsCurrentRows) {
  auto prepared = db_.Prepare("SELECT rows FROM kite_tables");
  ASSERT_TRUE(prepared.ok());
  auto r = (*prepared)->Execute();
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(Dump(*r), "3\n");
  ASSERT_TRUE(db_.Execute("DELETE FROM t WHERE id = 1", {}).ok());
  r = (*prepared)->Execute();
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(Dump(*r), "2\n");
}

// Threads run cached statements while another creates tables (each a new
// catalog version, so plans keep being bound again under them).
TEST_F(ExecuteCacheTest, ThreadsShareCachedPlans) {
  std::atomic<int> wrong = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 2000; ++i) {
        const int64_t id = 1 + (i + t) % 3;
        absl::StatusOr<Result> r = db_.Execute(
            "SELECT id, v FROM t WHERE id = $1", {Value::Bigint(id)});
        if (!r.ok() || r->row_count() != 1 || r->GetInt64(0, 0) != id ||
            r->GetText(0, 1) !=
                std::string(1, static_cast<char>('a' + id - 1))) {
          ++wrong;
        }
      }
    });
  }
  threads.emplace_back([&] {
    for (int i = 0; i < 50; ++i) {
      if (!db_.Execute(absl::StrCat("CREATE TABLE x", i, " (a INT)"), {})
               .ok()) {
        ++wrong;
      }
    }
  });
  for (std::thread& th : threads) th.join();
  EXPECT_EQ(wrong.load(), 0);
}

}  // namespace
}  // namespace kite
