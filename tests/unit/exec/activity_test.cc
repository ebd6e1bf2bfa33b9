// pg_stat_activity, pg_cancel_backend and pg_terminate_backend: one
// session sees what the others run and stops their statements, which fail
// with PostgreSQL's errors soon after and leave the database as it was.
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

using std::chrono::steady_clock;
using testing::NewDb;
using testing::Sql;

// 400 million pairs: far longer than any test waits.
constexpr char kSlowCount[] = "SELECT count(*) FROM a, b WHERE a.v <> b.v";

class ActivityTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    for (const char* name : {"a", "b"}) {
      ASSERT_EQ(Sql(*db_, std::string("CREATE TABLE ") + name +
                              " (id INT PRIMARY KEY, v INT)"),
                "");
      ASSERT_EQ(Sql(*db_, std::string("INSERT INTO ") + name +
                              " SELECT g, g FROM generate_series(1, 20000) g"),
                "");
    }
  }

  std::unique_ptr<Session> Connect(int pid, const std::string& user = "kite") {
    SessionInfo info;
    info.backend_pid = pid;
    info.user = user;
    info.application_name = "app" + std::to_string(pid);
    return db_->Connect(info);
  }

  static std::string Run(Session& s, const std::string& sql) {
    absl::StatusOr<Result> r = s.Execute(sql);
    if (!r.ok()) return std::string(SqlStateOf(r.status()));
    return testing::Dump(*r);
  }

  // Runs kSlowCount in `victim` on a thread until it fails; waits until
  // pg_stat_activity of `watcher` shows it active.
  void StartSlow(Session* victim, int pid, Session* watcher) {
    slow_ = std::thread([this, victim] {
      absl::StatusOr<Result> r = victim->Execute(kSlowCount);
      slow_status_ = r.status();
      slow_end_ = steady_clock::now();
    });
    const std::string probe =
        "SELECT count(*) FROM pg_stat_activity WHERE state = 'active' AND "
        "pid = " +
        std::to_string(pid);
    for (int i = 0; i < 500 && Run(*watcher, probe) != "1\n"; ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  }

  std::unique_ptr<Database> db_;
  std::thread slow_;
  absl::Status slow_status_;
  steady_clock::time_point slow_end_;
};

TEST_F(ActivityTest, ListsSessionsWithStateAndQuery) {
  auto a = Connect(101);
  auto b = Connect(102);
  EXPECT_EQ(Run(*a, "SELECT 1"), "1\n");
  EXPECT_EQ(Run(*a, "BEGIN"), "");
  EXPECT_EQ(Run(*b,
                "SELECT pid, usename, application_name, state, query, "
                "backend_type FROM pg_stat_activity ORDER BY pid"),
            "101|kite|app101|idle in transaction|BEGIN|client backend\n"
            "102|kite|app102|active|SELECT pid, usename, application_name, "
            "state, query, backend_type FROM pg_stat_activity ORDER BY "
            "pid|client backend\n");
  EXPECT_EQ(Run(*b,
                "SELECT xact_start IS NOT NULL, query_start >= backend_start, "
                "wait_event, client_port FROM pg_stat_activity WHERE pid = "
                "101"),
            "t|t|ClientRead|-1\n");
  EXPECT_EQ(Run(*a, "ROLLBACK"), "");
  EXPECT_EQ(Run(*b,
                "SELECT state, xact_start IS NULL FROM pg_stat_activity WHERE "
                "pid = 101"),
            "idle|t\n");
  a.reset();
  EXPECT_EQ(Run(*b, "SELECT count(*) FROM pg_stat_activity"), "1\n");
}

TEST_F(ActivityTest, LongQueriesShowTheirFirst1023Bytes) {
  // As PostgreSQL's track_activity_query_size (1024): cut at a character.
  auto a = Connect(111);
  // Byte 1023 starts the second e-acute: the text kept ends at the first.
  const std::string sql = "SELECT '" + std::string(1013, 'x') + "\u00e9\u00e9'";
  EXPECT_EQ(Run(*a, sql + " AS q, length(query), right(query, 3) FROM "
                          "pg_stat_activity WHERE pid = 111"),
            std::string(1013, 'x') + "\u00e9\u00e9|1022|xx\u00e9\n");
}

TEST_F(ActivityTest, CancelBackendStopsTheRunningStatement) {
  auto victim = Connect(201);
  auto other = Connect(202);
  StartSlow(victim.get(), 201, other.get());
  const auto sent = steady_clock::now();
  EXPECT_EQ(Run(*other, "SELECT pg_cancel_backend(201)"), "t\n");
  slow_.join();
  EXPECT_EQ(SqlStateOf(slow_status_), "57014") << slow_status_;
  EXPECT_NE(slow_status_.message().find("due to user request"),
            std::string::npos);
  EXPECT_LT(slow_end_ - sent, std::chrono::milliseconds(500));
  // The cancel stopped one statement: the session goes on.
  EXPECT_EQ(Run(*victim, "SELECT count(*) FROM a"), "20000\n");
  // Idle: a cancel does nothing, and does not stop the next statement.
  EXPECT_EQ(Run(*other, "SELECT pg_cancel_backend(201)"), "t\n");
  EXPECT_EQ(Run(*victim, "SELECT count(*) FROM b"), "20000\n");
}

TEST_F(ActivityTest, TerminateBackendEndsTheSession) {
  auto victim = Connect(301);
  auto other = Connect(302);
  std::atomic<int> handled{0};
  victim->SetTerminateHandler([&handled] { ++handled; });
  EXPECT_EQ(Run(*victim, "BEGIN"), "");
  EXPECT_EQ(Run(*victim, "INSERT INTO a VALUES (0, 0)"), "");
  StartSlow(victim.get(), 301, other.get());
  EXPECT_EQ(Run(*other, "SELECT pg_terminate_backend(301)"), "t\n");
  slow_.join();
  EXPECT_EQ(SqlStateOf(slow_status_), "57P01") << slow_status_;
  EXPECT_EQ(slow_status_.message(),
            "terminating connection due to administrator command");
  EXPECT_EQ(handled.load(), 1);
  // Every later statement fails the same way, and nothing of the block
  // survives the session.
  EXPECT_EQ(Run(*victim, "SELECT 1"), "57P01");
  victim.reset();
  EXPECT_EQ(Run(*other, "SELECT count(*) FROM a"), "20000\n");
}

TEST_F(ActivityTest, TerminateWithTimeoutWaitsForTheEnd) {
  auto victim = Connect(401);
  auto other = Connect(402);
  // Nothing closes the victim: the wait runs out.
  EXPECT_EQ(Run(*other, "SELECT pg_terminate_backend(401, 50)"), "f\n");
  std::thread closer([&victim] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    victim.reset();
  });
  EXPECT_EQ(Run(*other, "SELECT pg_terminate_backend(401, 5000)"), "t\n");
  closer.join();
  EXPECT_EQ(Run(*other, "SELECT pg_terminate_backend(402, -1)"), "22023");
}

TEST_F(ActivityTest, UnknownPidsAndPermissions) {
  auto admin = Connect(501);
  EXPECT_EQ(Run(*admin, "SELECT pg_cancel_backend(999)"), "f\n");
  EXPECT_EQ(Run(*admin, "SELECT pg_terminate_backend(0)"), "f\n");
  EXPECT_EQ(Run(*admin, "SELECT pg_cancel_backend(NULL)"), "NULL\n");
  EXPECT_EQ(Run(*admin, "CREATE USER alice"), "");
  EXPECT_EQ(Run(*admin, "CREATE USER bob"), "");
  auto alice = Connect(502, "alice");
  auto alice2 = Connect(503, "alice");
  auto bob = Connect(504, "bob");
  // Not a superuser: neither a superuser's session nor another role's.
  EXPECT_EQ(Run(*bob, "SELECT pg_cancel_backend(501)"), "42501");
  EXPECT_EQ(Run(*bob, "SELECT pg_terminate_backend(502)"), "42501");
  // One's own role's sessions, yes; a superuser anyone's.
  EXPECT_EQ(Run(*alice, "SELECT pg_cancel_backend(503)"), "t\n");
  EXPECT_EQ(Run(*admin, "SELECT pg_cancel_backend(504)"), "t\n");
}

}  // namespace
}  // namespace kite
