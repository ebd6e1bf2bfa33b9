// Statements are atomic, and the database is safe to use from threads.
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::NewDb;
using testing::Sql;

TEST(AtomicityTest, FailedMultiRowInsertLeavesNothing) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE t (id INT PRIMARY KEY, v TEXT)").ok());
  ASSERT_TRUE(db->Execute("INSERT INTO t VALUES (500, 'old')").ok());
  std::string sql = "INSERT INTO t VALUES ";
  for (int i = 1; i <= 1000; ++i) {
    absl::StrAppend(&sql, i > 1 ? ", " : "", "(", i, ", 'v", i, "')");
  }
  auto r = db->Execute(sql);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(SqlStateOf(r.status()), "23505");
  EXPECT_EQ(Sql(*db, "SELECT count(*), min(v) FROM t"), "1|old\n");
}

TEST(AtomicityTest, FailedUpdateAndInsertSelectLeaveNothing) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE t (id INT PRIMARY KEY, v INT NOT "
                          "NULL)")
                  .ok());
  ASSERT_TRUE(db->Execute("INSERT INTO t SELECT g, g FROM "
                          "generate_series(1, 100) g")
                  .ok());
  // Row 50 fails the NOT NULL check after 49 rows were changed.
  EXPECT_EQ(
      testing::ErrorOf(*db,
                       "UPDATE t SET v = CASE WHEN id = 50 THEN NULL ELSE v + "
                       "1000 END"),
      "23502");
  EXPECT_EQ(Sql(*db, "SELECT sum(v) FROM t"), "5050\n");
  EXPECT_EQ(testing::ErrorOf(*db,
                             "INSERT INTO t SELECT id + 100, 10 / (id - "
                             "60) FROM t"),
            "22012");
  EXPECT_EQ(Sql(*db, "SELECT count(*) FROM t"), "100\n");
  // An error in a later statement keeps the earlier ones.
  EXPECT_FALSE(db->Execute("DELETE FROM t WHERE id > 90; SELECT 1/0").ok());
  EXPECT_EQ(Sql(*db, "SELECT count(*) FROM t"), "90\n");
}

TEST(ConcurrencyTest, ReadersAndWritersInThreads) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE a (id INT PRIMARY KEY, v INT)").ok());
  ASSERT_TRUE(db->Execute("CREATE TABLE b (id INT PRIMARY KEY, v INT)").ok());
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      const char* table = t % 2 == 0 ? "a" : "b";
      for (int i = 0; i < 100; ++i) {
        int id = t * 1000 + i;
        if (!db->Execute(absl::StrCat("INSERT INTO ", table, " VALUES (", id,
                                      ", ", i, ")"))
                 .ok()) {
          ++failures;
        }
        auto r = db->Execute(absl::StrCat(
            "SELECT count(*) FROM a JOIN b ON a.v = b.v WHERE a.id >= 0"));
        if (!r.ok()) ++failures;
      }
    });
  }
  threads.emplace_back([&] {
    for (int i = 0; i < 50; ++i) {
      auto r = db->Execute("UPDATE a SET v = v WHERE id < 0");
      if (!r.ok()) ++failures;
    }
  });
  for (auto& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(Sql(*db,
                "SELECT (SELECT count(*) FROM a), (SELECT count(*) FROM "
                "b)"),
            "200|200\n");
}

}  // namespace
}  // namespace kite
