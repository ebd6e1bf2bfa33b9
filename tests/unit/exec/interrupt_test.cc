// ExecuteOptions: a statement stopped by a cancel flag or a deadline fails
// with 57014 soon after and leaves the database as it was.
#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using std::chrono::milliseconds;
using std::chrono::steady_clock;
using testing::NewDb;
using testing::Sql;

// A cross join of two 20,000-row tables: 400 million pairs, far longer
// than any test waits.
constexpr char kSlowCount[] = "SELECT count(*) FROM a, b WHERE a.v <> b.v";

class InterruptTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    for (const char* name : {"a", "b"}) {
      ASSERT_TRUE(db_->Execute(std::string("CREATE TABLE ") + name +
                               " (id INT PRIMARY KEY, v INT)")
                      .ok());
      ASSERT_TRUE(db_->Execute(std::string("INSERT INTO ") + name +
                               " SELECT g, g FROM generate_series(1, 20000) g")
                      .ok());
    }
  }

  // Runs `sql` with `options`; returns the status and sets `*seconds`.
  absl::Status Run(const std::string& sql, const ExecuteOptions& options,
                   double* seconds) {
    const auto start = steady_clock::now();
    absl::Status s = db_->Execute(sql, {}, options).status();
    *seconds =
        std::chrono::duration<double>(steady_clock::now() - start).count();
    return s;
  }

  std::unique_ptr<Database> db_;
};

TEST_F(InterruptTest, OptionsThatCannotStopRunNormally) {
  ExecuteOptions options;
  auto r = db_->Execute("SELECT count(*) FROM a", {}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->GetInt64(0, 0), 20000);
  std::atomic<bool> cancel{false};
  options.cancel = &cancel;
  options.deadline = steady_clock::now() + std::chrono::hours(1);
  r = db_->Execute("SELECT count(*) FROM a WHERE v > $1", {Value::Integer(10)},
                   options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->GetInt64(0, 0), 19990);
}

TEST_F(InterruptTest, CancelFromAnotherThread) {
  std::atomic<bool> cancel{false};
  ExecuteOptions options;
  options.cancel = &cancel;
  std::thread canceller([&] {
    std::this_thread::sleep_for(milliseconds(100));
    cancel.store(true);
  });
  double seconds = 0;
  absl::Status s = Run(kSlowCount, options, &seconds);
  canceller.join();
  EXPECT_EQ(SqlStateOf(s), "57014");
  EXPECT_EQ(s.message(), "canceling statement due to user request");
  EXPECT_LT(seconds, 5.0);
  // The flag is the caller's: once cleared, statements run again.
  cancel.store(false);
  EXPECT_EQ(Sql(*db_, "SELECT count(*) FROM a, b WHERE a.id = b.id"),
            "20000\n");
}

TEST_F(InterruptTest, Deadline) {
  ExecuteOptions options;
  options.deadline = steady_clock::now() + milliseconds(100);
  double seconds = 0;
  absl::Status s = Run(kSlowCount, options, &seconds);
  EXPECT_EQ(SqlStateOf(s), "57014");
  EXPECT_EQ(s.message(), "canceling statement due to statement timeout");
  EXPECT_GE(seconds, 0.09);
  EXPECT_LT(seconds, 5.0);
  // A deadline already past stops a statement before its first batch.
  options.deadline = steady_clock::now();
  s = Run("SELECT count(*) FROM a", options, &seconds);
  EXPECT_EQ(SqlStateOf(s), "57014");
}

TEST_F(InterruptTest, SelectiveScanAndSortStop) {
  // Neither returns a row before the end: the scan's own loop and the
  // sort's input are where they stop.
  ExecuteOptions options;
  options.deadline = steady_clock::now();
  double seconds = 0;
  EXPECT_EQ(SqlStateOf(Run("SELECT * FROM a WHERE v < 0", options, &seconds)),
            "57014");
  EXPECT_EQ(SqlStateOf(Run("SELECT * FROM a ORDER BY v DESC LIMIT 1", options,
                           &seconds)),
            "57014");
}

TEST_F(InterruptTest, InterruptedUpdateChangesNothing) {
  ASSERT_EQ(Sql(*db_, "SELECT sum(v) FROM a"), "200010000\n");
  // Stopped while it reads the rows to change.
  ExecuteOptions options;
  options.deadline = steady_clock::now() + milliseconds(50);
  double seconds = 0;
  absl::Status s =
      Run("UPDATE a SET v = v + 1 WHERE id IN (SELECT a2.id FROM a a2, b "
          "WHERE a2.v <> b.v)",
          options, &seconds);
  EXPECT_EQ(SqlStateOf(s), "57014") << s;
  // Stopped after every row changed, while RETURNING runs its subquery:
  // the changes are undone.
  s = Run(std::string("UPDATE a SET v = v + 1 RETURNING (") + kSlowCount + ")",
          options, &seconds);
  EXPECT_EQ(SqlStateOf(s), "57014") << s;
  EXPECT_EQ(Sql(*db_, "SELECT sum(v) FROM a"), "200010000\n");
  // The same through a prepared statement, which runs again afterwards.
  auto update = db_->Prepare(
      std::string("UPDATE a SET v = v + $1 RETURNING (") + kSlowCount + ")");
  ASSERT_TRUE(update.ok()) << update.status();
  ASSERT_TRUE((*update)->Bind(1, int64_t{5}).ok());
  std::atomic<bool> cancel{true};
  ExecuteOptions cancelled;
  cancelled.cancel = &cancel;
  EXPECT_EQ(SqlStateOf((*update)->Execute(cancelled).status()), "57014");
  EXPECT_EQ(Sql(*db_, "SELECT sum(v) FROM a"), "200010000\n");
  auto insert = db_->Prepare("INSERT INTO b SELECT id + 100000, v FROM a");
  ASSERT_TRUE(insert.ok());
  EXPECT_EQ(SqlStateOf((*insert)->Execute(cancelled).status()), "57014");
  cancel.store(false);
  auto r = (*insert)->Execute(cancelled);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->rows_affected(), 20000);
}

// Stopped at any point of a big INSERT ... SELECT (while it reads its
// rows or while it inserts them), the table is as it was.
TEST_F(InterruptTest, InsertStoppedAnywhereChangesNothing) {
  ASSERT_TRUE(db_->Execute("CREATE TABLE t (id INT PRIMARY KEY, v INT)").ok());
  constexpr char kInsert[] =
      "INSERT INTO t SELECT g, g FROM generate_series(1, 300000) g";
  const auto start = steady_clock::now();
  ASSERT_TRUE(db_->Execute(kInsert).ok());
  const auto full = steady_clock::now() - start;
  ASSERT_TRUE(db_->Execute("DELETE FROM t").ok());
  for (double fraction : {0.1, 0.3, 0.5, 0.7, 0.9}) {
    ExecuteOptions options;
    options.deadline =
        steady_clock::now() +
        std::chrono::duration_cast<steady_clock::duration>(full * fraction);
    absl::Status s = db_->Execute(kInsert, {}, options).status();
    if (s.ok()) {  // a loaded machine may have run it faster
      EXPECT_EQ(Sql(*db_, "SELECT count(*) FROM t"), "300000\n");
      ASSERT_TRUE(db_->Execute("DELETE FROM t").ok());
      continue;
    }
    EXPECT_EQ(SqlStateOf(s), "57014") << s;
    EXPECT_EQ(Sql(*db_, "SELECT count(*) FROM t"), "0\n");
  }
}

}  // namespace
}  // namespace kite

namespace kite {
namespace {

// COPY FROM STDIN's rows go in at Finish: a deadline that has passed stops
// it there (57014), and the table keeps none of them. CREATE UNIQUE INDEX
// checks too.
TEST_F(InterruptTest, CopyAndIndexBuildsStop) {
  auto session = db_->Connect();
  auto copy = session->BeginCopyIn("COPY a FROM STDIN");
  ASSERT_TRUE(copy.ok()) << copy.status();
  std::string data;
  for (int i = 100000; i < 110000; ++i) {
    data += std::to_string(i) + "\t1\n";
  }
  ASSERT_TRUE((*copy)->Write(data).ok());
  ExecuteOptions options;
  options.deadline = steady_clock::now();
  absl::StatusOr<Result> r = (*copy)->Finish(options);
  EXPECT_EQ(SqlStateOf(r.status()), "57014") << r.status();
  EXPECT_EQ(Sql(*db_, "SELECT count(*) FROM a"), "20000\n");
  absl::Status s =
      db_->Execute("CREATE UNIQUE INDEX a_v ON a (v)", {}, options).status();
  EXPECT_EQ(SqlStateOf(s), "57014") << s;
  EXPECT_EQ(Sql(*db_,
                "SELECT count(*) FROM kite_indexes WHERE index_name = "
                "'a_v'"),
            "0\n");
}

}  // namespace
}  // namespace kite
