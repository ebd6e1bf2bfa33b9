// Prepared statements of one text share their plan and kept operator trees
// (engine/shared_plan.h): each still runs with its own parameters and
// results, and every one of them follows a change of the catalog or of the
// plan.
#include "engine/shared_plan.h"

#include <atomic>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::Dump;
using testing::NewDb;
using testing::RunDump;

class SharedPlanTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    ASSERT_TRUE(db_->Execute("CREATE TABLE items (id BIGINT PRIMARY KEY, "
                             "name TEXT, year INT)")
                    .ok());
    ASSERT_TRUE(db_->Execute("INSERT INTO items SELECT g, 'n' || g, 2000 + g "
                             "% 50 FROM generate_series(1, 1000) g")
                    .ok());
  }

  std::unique_ptr<PreparedStatement> Prepare(Session& session,
                                             const std::string& sql) {
    auto stmt = session.Prepare(sql);
    EXPECT_TRUE(stmt.ok()) << stmt.status();
    return stmt.ok() ? *std::move(stmt) : nullptr;
  }

  // The rows of one run of `stmt` with $1 = `id` (or the error).
  static std::string RunWith(PreparedStatement& stmt, int64_t id) {
    if (absl::Status s = stmt.Bind(1, id); !s.ok()) return s.ToString();
    return RunDump(stmt);
  }

  std::unique_ptr<Database> db_;
};

TEST_F(SharedPlanTest, EachStatementKeepsItsParametersAndResults) {
  auto s1 = db_->Connect();
  auto s2 = db_->Connect();
  const std::string sql = "SELECT name FROM items WHERE id = $1";
  auto a = Prepare(*s1, sql);
  auto b = Prepare(*s2, "SELECT   name FROM items\nWHERE id = $1");
  ASSERT_TRUE(a != nullptr && b != nullptr);
  ASSERT_TRUE(a->Bind(1, int64_t{7}).ok());
  ASSERT_TRUE(b->Bind(1, int64_t{8}).ok());
  auto held = a->Execute();
  ASSERT_TRUE(held.ok()) << held.status();
  // Runs of the other statement (and of this one) neither change its
  // parameter nor reuse the buffers of the result still held.
  for (int64_t id = 1; id <= 200; ++id) {
    ASSERT_EQ(RunWith(*b, id), "n" + std::to_string(id) + "\n");
  }
  EXPECT_EQ(Dump(*held), "n7\n");
  auto again = a->Execute();
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(Dump(*again), "n7\n");
  EXPECT_EQ(Dump(*held), "n7\n");
}

TEST_F(SharedPlanTest, EveryStatementFollowsACatalogChange) {
  auto s1 = db_->Connect();
  auto s2 = db_->Connect();
  const std::string sql = "SELECT * FROM items WHERE id = $1";
  auto a = Prepare(*s1, sql);
  auto b = Prepare(*s2, sql);
  ASSERT_EQ(RunWith(*a, 3), "3|n3|2003\n");
  ASSERT_EQ(RunWith(*b, 4), "4|n4|2004\n");
  // The table again, with a fourth column.
  ASSERT_TRUE(db_->Execute("CREATE TABLE wide AS SELECT *, 7 AS extra FROM "
                           "items; DROP TABLE items; CREATE TABLE items AS "
                           "SELECT * FROM wide")
                  .ok());
  // The first to run binds the new plan; the other takes it.
  EXPECT_EQ(RunWith(*a, 3), "3|n3|2003|7\n");
  ASSERT_TRUE(b->Refresh().ok());
  EXPECT_EQ(b->column_count(), 4);
  EXPECT_EQ(RunWith(*b, 4), "4|n4|2004|7\n");
  ASSERT_TRUE(db_->Execute("DROP TABLE items").ok());
  ASSERT_TRUE(db_->Execute("CREATE TABLE items (id BIGINT, w TEXT)").ok());
  ASSERT_TRUE(db_->Execute("INSERT INTO items VALUES (4, 'new')").ok());
  EXPECT_EQ(RunWith(*b, 4), "4|new\n");
  EXPECT_EQ(RunWith(*a, 4), "4|new\n");
  ASSERT_TRUE(db_->Execute("DROP TABLE items").ok());
  EXPECT_EQ(SqlStateOf(a->Execute().status()), "42P01");
  EXPECT_EQ(SqlStateOf(b->Execute().status()), "42P01");
}

// A statement alone with its text runs on a tree of its own; it shares
// when another statement of the text comes, and keeps following the plan
// the other published after it is gone.
TEST_F(SharedPlanTest, AStatementAloneFollowsPlansPublishedWhileShared) {
  auto s1 = db_->Connect();
  const std::string sql = "SELECT * FROM items WHERE id = $1";
  auto a = Prepare(*s1, sql);
  ASSERT_EQ(RunWith(*a, 3), "3|n3|2003\n");
  ASSERT_EQ(RunWith(*a, 5), "5|n5|2005\n");
  {
    auto s2 = db_->Connect();
    auto b = Prepare(*s2, sql);
    EXPECT_EQ(RunWith(*a, 6), "6|n6|2006\n");
    EXPECT_EQ(RunWith(*b, 7), "7|n7|2007\n");
    ASSERT_TRUE(db_->Execute("CREATE TABLE wide AS SELECT *, 9 AS extra FROM "
                             "items; DROP TABLE items; CREATE TABLE items AS "
                             "SELECT * FROM wide")
                    .ok());
    // b binds and publishes the new plan; a's own tree is of the old one.
    EXPECT_EQ(RunWith(*b, 7), "7|n7|2007|9\n");
  }
  EXPECT_EQ(RunWith(*a, 3), "3|n3|2003|9\n");
  ASSERT_TRUE(db_->Execute("DELETE FROM items WHERE id = 3").ok());
  EXPECT_EQ(RunWith(*a, 3), "");
  EXPECT_EQ(RunWith(*a, 4), "4|n4|2004|9\n");
}

// The statistics refresh that makes one statement plan again (the data
// changed) gives every statement of its text the new plan, not only the
// one that ran into it.
TEST_F(SharedPlanTest, EveryStatementTakesAPlanMadeForNewStatistics) {
  ASSERT_TRUE(db_->Execute("CREATE TABLE t (id INT PRIMARY KEY, k INT); "
                           "INSERT INTO t SELECT g, 1 FROM "
                           "generate_series(1, 2000) g; "
                           "CREATE INDEX t_k ON t USING hash (k); ANALYZE t")
                  .ok());
  auto s1 = db_->Connect();
  auto s2 = db_->Connect();
  const std::string sql = "EXPLAIN SELECT id FROM t WHERE k = 1";
  auto a = Prepare(*s1, sql);
  auto b = Prepare(*s2, sql);
  ASSERT_NE(RunDump(*a).find("Seq Scan"), std::string::npos) << RunDump(*a);
  ASSERT_NE(RunDump(*b).find("Seq Scan"), std::string::npos);
  // k = 1 goes from every row to one.
  ASSERT_TRUE(db_->Execute("UPDATE t SET k = id").ok());
  const std::string new_plan = RunDump(*a);
  EXPECT_NE(new_plan.find("Index Scan using t_k"), std::string::npos)
      << new_plan;
  EXPECT_EQ(RunDump(*b), new_plan);
}

TEST_F(SharedPlanTest, SystemViewStatementsReadTheCatalogEachRun) {
  auto s1 = db_->Connect();
  auto s2 = db_->Connect();
  const std::string sql =
      "SELECT count(*) FROM information_schema.tables WHERE table_name = "
      "'fresh'";
  auto a = Prepare(*s1, sql);
  auto b = Prepare(*s2, sql);
  EXPECT_EQ(RunDump(*a), "0\n");
  EXPECT_EQ(RunDump(*b), "0\n");
  ASSERT_TRUE(db_->Execute("CREATE TABLE fresh (x INT)").ok());
  EXPECT_EQ(RunDump(*a), "1\n");
  EXPECT_EQ(RunDump(*b), "1\n");
}

// Threads run statements of one text at once (as a server's workers do),
// each with its own session and parameters, while others prepare and drop
// statements of that text: every row is the one asked for.
TEST_F(SharedPlanTest, ConcurrentRunsOfOneText) {
  const std::string sql =
      "SELECT id, name FROM items WHERE year > $1 AND id = $2";
  constexpr int kThreads = 4;
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      auto session = db_->Connect();
      for (int round = 0; round < 20; ++round) {
        // A new statement now and then: the shared plan outlives none or
        // some of them.
        auto stmt = session->Prepare(sql);
        if (!stmt.ok()) {
          ++wrong;
          return;
        }
        for (int i = 0; i < 100; ++i) {
          const int64_t id = 1 + (t * 7919 + round * 104729 + i * 31) % 1000;
          if (!(*stmt)->Bind(1, int64_t{1999}).ok() ||
              !(*stmt)->Bind(2, id).ok()) {
            ++wrong;
            continue;
          }
          auto r = (*stmt)->Execute();
          if (!r.ok() || Dump(*r) != std::to_string(id) + "|n" +
                                         std::to_string(id) + "\n") {
            ++wrong;
          }
        }
      }
    });
  }
  for (std::thread& t : threads) t.join();
  EXPECT_EQ(wrong.load(), 0);
}

TEST(SharedPlanPoolTest, HandsOutTreesOnlyForTheirOwnPlan) {
  SharedPlan shared;
  auto first = std::make_shared<const plan::BoundStatement>();
  const uint64_t g1 = shared.Publish(first, 1);
  EXPECT_FALSE(shared.NewerThan(g1));
  EXPECT_EQ(shared.current().bound, first);
  // A thread gets back the tree it returned (a new one has an empty chunk;
  // the mark tells them apart).
  std::unique_ptr<SharedPlan::Tree> tree = shared.Take(first);
  EXPECT_EQ(tree->bound, first);
  EXPECT_EQ(tree->kept.chunk.size, 0);
  tree->kept.chunk.size = 1;
  shared.Return(std::move(tree));
  tree = shared.Take(first);
  EXPECT_EQ(tree->kept.chunk.size, 1);
  // A statement still on the first plan after a newer one was published
  // gets its tree; one on the new plan never gets a tree of the old.
  auto second = std::make_shared<const plan::BoundStatement>();
  const uint64_t g2 = shared.Publish(second, 2);
  EXPECT_TRUE(shared.NewerThan(g1));
  EXPECT_FALSE(shared.NewerThan(g2));
  EXPECT_EQ(shared.current().catalog_version, 2u);
  shared.Return(std::move(tree));
  tree = shared.Take(second);
  EXPECT_EQ(tree->bound, second);
  EXPECT_EQ(tree->kept.chunk.size, 0);
}

TEST(SharedPlanPoolTest, IdleTreesKeepTheirPlanUntilDropped) {
  SharedPlan shared;
  auto plan = std::make_shared<const plan::BoundStatement>();
  std::weak_ptr<const plan::BoundStatement> watch = plan;
  shared.Publish(plan, 1);
  std::unique_ptr<SharedPlan::Tree> tree = shared.Take(plan);
  tree->kept.chunk.size = 1;
  shared.Return(std::move(tree));
  // The shared plan and the idle tree hold it.
  plan.reset();
  EXPECT_FALSE(watch.expired());
  // A new plan drops the idle trees, and with them the old plan.
  auto next = std::make_shared<const plan::BoundStatement>();
  shared.Publish(next, 2);
  EXPECT_TRUE(watch.expired());
  tree = shared.Take(next);
  EXPECT_EQ(tree->kept.chunk.size, 0);
}

}  // namespace
}  // namespace kite
