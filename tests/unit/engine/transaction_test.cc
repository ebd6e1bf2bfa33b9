// Transaction blocks through the C++ API: sessions, isolation between them
// (nobody reads what a block has not committed), deadlocks, and what ends a
// block. Single-session semantics are in tests/sql/system/transactions.test.
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <thread>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "kite/status.h"
#include "tests/unit/common/waiting.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using std::chrono::milliseconds;
using testing::Eventually;
using testing::NewDb;
using testing::Sql;

class TransactionTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    Must(*db_, "CREATE TABLE a (id INT PRIMARY KEY, v INT)");
    Must(*db_, "CREATE TABLE b (id INT PRIMARY KEY, v INT)");
    Must(*db_, "INSERT INTO a VALUES (1, 10), (2, 20)");
    Must(*db_, "INSERT INTO b VALUES (1, 100)");
  }

  template <typename Runner>
  static void Must(Runner& runner, const std::string& sql) {
    absl::StatusOr<Result> r = runner.Execute(sql);
    ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
  }

  // What `work` returns, run on another thread that must wait until
  // `release` (testing::WaitsUntil).
  static std::string WaitsUntil(const std::function<std::string()>& work,
                                const std::function<void()>& release) {
    std::string result;
    testing::WaitsUntil([&] { result = work(); }, release);
    return result;
  }

  std::unique_ptr<Database> db_;
};

TEST_F(TransactionTest, StatusFollowsTheBlock) {
  std::unique_ptr<Session> s = db_->Connect();
  EXPECT_EQ(s->transaction_status(), TransactionStatus::kIdle);
  Must(*s, "BEGIN");
  EXPECT_EQ(s->transaction_status(), TransactionStatus::kInBlock);
  EXPECT_FALSE(s->Execute("SELECT 1/0").ok());
  EXPECT_EQ(s->transaction_status(), TransactionStatus::kFailed);
  absl::StatusOr<Result> commit = s->Execute("COMMIT");
  ASSERT_TRUE(commit.ok());
  EXPECT_EQ(commit->command_tag(), "ROLLBACK");
  EXPECT_EQ(s->transaction_status(), TransactionStatus::kIdle);
}

TEST_F(TransactionTest, ReadersWaitForTheCommit) {
  std::unique_ptr<Session> writer = db_->Connect();
  Must(*writer, "BEGIN");
  Must(*writer, "UPDATE a SET v = 0 WHERE id = 1");
  EXPECT_EQ(
      WaitsUntil([&] { return Sql(*db_, "SELECT v FROM a WHERE id = 1"); },
                 [&] { Must(*writer, "COMMIT"); }),
      "0\n");
}

// A statement bound before ALTER TABLE replaced its table, waiting for the
// table's lock meanwhile, is bound again when it gets it.
TEST_F(TransactionTest, AStatementWaitingThroughAnAlterSeesItsColumns) {
  std::unique_ptr<Session> writer = db_->Connect();
  Must(*writer, "BEGIN");
  Must(*writer, "UPDATE a SET v = 0 WHERE id = 2");
  EXPECT_EQ(WaitsUntil([&] { return Sql(*db_, "SELECT * FROM a ORDER BY id"); },
                       [&] {
                         Must(*writer,
                              "ALTER TABLE a ADD COLUMN d INT "
                              "DEFAULT 7");
                         Must(*writer, "COMMIT");
                       }),
            "1|10|7\n2|0|7\n");
}

TEST_F(TransactionTest, AStatementWaitingThroughADropFindsItGone) {
  std::unique_ptr<Session> writer = db_->Connect();
  Must(*writer, "BEGIN");
  Must(*writer, "UPDATE b SET v = 0");
  EXPECT_EQ(WaitsUntil(
                [&] {
                  return std::string(SqlStateOf(
                      db_->Execute("INSERT INTO b VALUES (2, 2)").status()));
                },
                [&] {
                  Must(*writer, "DROP TABLE b");
                  Must(*writer, "COMMIT");
                }),
            "42P01");
}

// ROLLBACK of an ALTER puts the table back, and the statement waiting
// meanwhile (bound to the table that went away) is bound again too.
TEST_F(TransactionTest, AStatementWaitingThroughARolledBackAlterSeesTheOld) {
  std::unique_ptr<Session> writer = db_->Connect();
  Must(*writer, "BEGIN");
  Must(*writer, "ALTER TABLE a DROP COLUMN v");
  EXPECT_EQ(WaitsUntil([&] { return Sql(*db_, "SELECT * FROM a ORDER BY id"); },
                       [&] { Must(*writer, "ROLLBACK"); }),
            "1|10\n2|20\n");
}

TEST_F(TransactionTest, ReadersSeeNothingOfARolledBackBlock) {
  std::unique_ptr<Session> writer = db_->Connect();
  Must(*writer, "BEGIN");
  Must(*writer, "INSERT INTO a VALUES (3, 30)");
  Must(*writer, "DELETE FROM a WHERE id = 1");
  EXPECT_EQ(
      WaitsUntil([&] { return Sql(*db_, "SELECT id FROM a ORDER BY id"); },
                 [&] { Must(*writer, "ROLLBACK"); }),
      "1\n2\n");
}

TEST_F(TransactionTest, ReadersShareAndWritersWaitForThem) {
  std::unique_ptr<Session> r1 = db_->Connect();
  std::unique_ptr<Session> r2 = db_->Connect();
  Must(*r1, "BEGIN");
  Must(*r2, "BEGIN");
  EXPECT_EQ(Sql(*db_, "SELECT count(*) FROM a"), "2\n");  // readers share
  Must(*r1, "SELECT * FROM a");
  Must(*r2, "SELECT * FROM a");
  std::atomic<bool> wrote{false};
  std::thread writer([&] {
    EXPECT_EQ(Sql(*db_, "UPDATE a SET v = 1"), "");
    wrote = true;
  });
  std::this_thread::sleep_for(milliseconds(100));
  EXPECT_FALSE(wrote.load());  // a block that read may read again the same
  Must(*r1, "COMMIT");
  std::this_thread::sleep_for(milliseconds(50));
  EXPECT_FALSE(wrote.load());
  Must(*r2, "ROLLBACK");
  EXPECT_TRUE(Eventually(wrote));
  writer.join();
}

TEST_F(TransactionTest, DeadlockFailsOneBlockAndTheOtherGoesOn) {
  std::unique_ptr<Session> s1 = db_->Connect();
  std::unique_ptr<Session> s2 = db_->Connect();
  Must(*s1, "BEGIN");
  Must(*s2, "BEGIN");
  Must(*s1, "UPDATE a SET v = v + 1");
  Must(*s2, "UPDATE b SET v = v + 1");
  std::atomic<bool> done{false};
  absl::Status second;
  std::thread t([&] {
    second = s2->Execute("SELECT * FROM a").status();  // waits for s1
    done = true;
  });
  std::this_thread::sleep_for(milliseconds(100));
  absl::Status first = s1->Execute("SELECT * FROM b").status();
  EXPECT_EQ(SqlStateOf(first), "40P01") << first;
  EXPECT_EQ(s1->transaction_status(), TransactionStatus::kFailed);
  Must(*s1, "ROLLBACK");
  EXPECT_TRUE(Eventually(done));
  t.join();
  EXPECT_TRUE(second.ok()) << second;
  Must(*s2, "COMMIT");
  EXPECT_EQ(Sql(*db_, "SELECT v FROM a ORDER BY id"), "10\n20\n");
  EXPECT_EQ(Sql(*db_, "SELECT v FROM b"), "101\n");
}

TEST_F(TransactionTest, ClosingASessionRollsBack) {
  {
    std::unique_ptr<Session> s = db_->Connect();
    Must(*s, "BEGIN");
    Must(*s, "INSERT INTO a VALUES (5, 50)");
    Must(*s, "CREATE TABLE c (x INT)");
  }
  EXPECT_EQ(Sql(*db_, "SELECT count(*) FROM a"), "2\n");
  EXPECT_EQ(SqlStateOf(db_->Execute("SELECT * FROM c").status()), "42P01");
  // And its locks went with it.
  EXPECT_EQ(Sql(*db_, "UPDATE a SET v = 0 WHERE id = 5"), "");
}

TEST_F(TransactionTest, PreparedStatementsRunInTheirSessionsBlock) {
  std::unique_ptr<Session> s = db_->Connect();
  auto insert = s->Prepare("INSERT INTO a VALUES ($1, $2)");
  ASSERT_TRUE(insert.ok()) << insert.status();
  auto begin = s->Prepare("BEGIN");
  auto rollback = s->Prepare("ROLLBACK");
  ASSERT_TRUE(begin.ok() && rollback.ok());
  ASSERT_TRUE((*begin)->Execute().ok());
  for (int64_t id = 10; id < 20; ++id) {
    ASSERT_TRUE((*insert)->Bind(1, id).ok());
    ASSERT_TRUE((*insert)->Bind(2, id).ok());
    ASSERT_TRUE((*insert)->Execute().ok());
  }
  EXPECT_EQ(s->transaction_status(), TransactionStatus::kInBlock);
  ASSERT_TRUE((*rollback)->Execute().ok());
  EXPECT_EQ(Sql(*db_, "SELECT count(*) FROM a"), "2\n");
  // A statement prepared on the database runs on its own.
  auto alone = db_->Prepare("BEGIN");
  ASSERT_TRUE(alone.ok());
  EXPECT_EQ(SqlStateOf((*alone)->Execute().status()), "0A000");
}

// A prepared point lookup runs without the operator tree from its second
// run on, and outside a block holds its table without a lock owner: it
// still waits for a block that changed the row, and in a block it still
// keeps its table locked until the block ends.
TEST_F(TransactionTest, PreparedPointLookupsKeepTheBlocksRules) {
  auto lookup = db_->Prepare("SELECT v FROM a WHERE id = $1");
  ASSERT_TRUE(lookup.ok());
  auto v_of = [](PreparedStatement& s, int64_t id) -> std::string {
    if (!s.Bind(1, id).ok()) return "bind failed";
    absl::StatusOr<Result> r = s.Execute();
    return r.ok() && r->row_count() == 1 ? std::to_string(r->GetInt64(0, 0))
                                         : "none";
  };
  for (int i = 0; i < 3; ++i) ASSERT_EQ(v_of(**lookup, 1), "10");
  std::unique_ptr<Session> writer = db_->Connect();
  Must(*writer, "BEGIN");
  Must(*writer, "UPDATE a SET v = 0 WHERE id = 1");
  EXPECT_EQ(WaitsUntil([&] { return v_of(**lookup, 1); },
                       [&] { Must(*writer, "COMMIT"); }),
            "0");

  // In a block, the lookup's shared lock lasts until the block ends.
  std::unique_ptr<Session> block = db_->Connect();
  auto in_block = block->Prepare("SELECT v FROM a WHERE id = $1");
  ASSERT_TRUE(in_block.ok());
  for (int i = 0; i < 3; ++i) ASSERT_EQ(v_of(**in_block, 2), "20");
  Must(*block, "BEGIN");
  for (int i = 0; i < 3; ++i) ASSERT_EQ(v_of(**in_block, 2), "20");
  EXPECT_EQ(
      WaitsUntil([&] { return Sql(*db_, "UPDATE a SET v = 21 WHERE id = 2"); },
                 [&] {
                   EXPECT_EQ(v_of(**in_block, 2), "20");  // repeatable
                   Must(*block, "COMMIT");
                 }),
      "");
  EXPECT_EQ(v_of(**in_block, 2), "21");
  EXPECT_EQ(v_of(**lookup, 2), "21");
}

TEST_F(TransactionTest, DatabaseExecuteBlocksEndWithinTheCall) {
  EXPECT_EQ(Sql(*db_,
                "BEGIN; INSERT INTO a VALUES (3, 30); "
                "UPDATE a SET v = 31 WHERE id = 3; COMMIT"),
            "");
  EXPECT_EQ(Sql(*db_, "SELECT v FROM a WHERE id = 3"), "31\n");
  EXPECT_EQ(SqlStateOf(db_->Execute("BEGIN; DELETE FROM a").status()), "25000");
  EXPECT_EQ(Sql(*db_, "SELECT count(*) FROM a"), "3\n");
}

TEST_F(TransactionTest, ABlockSerializesWithOtherWriters) {
  // Two blocks each read the sum and add a row: with the block's locks held
  // to its end, the second sees the first's row (no lost update).
  constexpr int kThreads = 4;
  constexpr int kRounds = 25;
  std::vector<std::thread> threads;
  std::atomic<int> deadlocks{0};
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      std::unique_ptr<Session> s = db_->Connect();
      for (int i = 0; i < kRounds;) {
        ASSERT_TRUE(s->Execute("BEGIN").ok());
        absl::StatusOr<Result> sum = s->Execute("SELECT max(id) FROM a");
        absl::Status s2 = sum.status();
        if (s2.ok()) {
          const int64_t next = sum->GetInt64(0, 0) + 1;
          s2 = s->Execute("INSERT INTO a VALUES (" + std::to_string(next) +
                          ", " + std::to_string(t) + ")")
                   .status();
        }
        if (!s2.ok()) {
          // Two readers upgrading to write: one of them is told so.
          EXPECT_EQ(SqlStateOf(s2), "40P01") << s2;
          ++deadlocks;
          ASSERT_TRUE(s->Execute("ROLLBACK").ok());
          continue;
        }
        ASSERT_TRUE(s->Execute("COMMIT").ok());
        ++i;
      }
    });
  }
  for (std::thread& t : threads) t.join();
  // Every block added exactly one id after the largest it saw.
  EXPECT_EQ(Sql(*db_, "SELECT count(*), max(id) FROM a"),
            std::to_string(2 + kThreads * kRounds) + "|" +
                std::to_string(2 + kThreads * kRounds) + "\n");
}

}  // namespace
}  // namespace kite
