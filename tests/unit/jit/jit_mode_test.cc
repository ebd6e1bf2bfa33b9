// SET jit = off | on | force and SET jit_opt_level, as EXPLAIN ANALYZE
// reports them: jit = on compiles in the background and a later execution
// of the same shape runs the compiled kernel from the cache.
#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/jit/jit_test_util.h"

namespace kite {
namespace {

using jit_testing::MustRun;
using jit_testing::Sql;
using ::testing::AnyOf;
using ::testing::HasSubstr;
using ::testing::Not;

class JitModeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = jit_testing::NewDb();
    MustRun(*db_,
            "CREATE TABLE m (id INT PRIMARY KEY, a INT, b BIGINT, s TEXT);"
            "INSERT INTO m SELECT g, CASE WHEN g % 9 = 0 THEN NULL ELSE g % "
            "100 END, g * 7, 'm' || (g % 4) FROM generate_series(1, 5000) g");
  }

  // The EXPLAIN ANALYZE line of the scan's JIT, or "".
  std::string JitLine(const std::string& sql) {
    const std::string plan = Sql(*db_, "EXPLAIN (ANALYZE, COSTS OFF) " + sql);
    size_t at = plan.find("JIT: ");
    if (at == std::string::npos) return "";
    size_t end = plan.find('\n', at);
    return plan.substr(at, end - at);
  }

  std::unique_ptr<Database> db_;
};

TEST_F(JitModeTest, OnCompilesInTheBackgroundThenHitsTheCache) {
  MustRun(*db_, "SET jit = on");
  // A shape no other test compiles.
  const std::string sql =
      "SELECT id FROM m WHERE (a * 13 - 5 > 400 OR b % 11 = 3) AND s <> 'm2'";
  const std::string first = JitLine(sql);
  EXPECT_THAT(first, AnyOf(HasSubstr("interpreted (kernel not ready)"),
                           HasSubstr("JIT: compiled")));
  EXPECT_THAT(first, HasSubstr("kernel cache miss"));
  std::string later;
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(20);
  do {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    later = JitLine(sql);
  } while (later.find("JIT: compiled") == std::string::npos &&
           std::chrono::steady_clock::now() < deadline);
  // With jit = on a scan interprets its first batches before it asks for
  // a kernel; the batches after run the cached kernel.
  EXPECT_THAT(later, HasSubstr("JIT: compiled"));
  later = JitLine(sql);
  EXPECT_THAT(later, HasSubstr("JIT: compiled"));
  EXPECT_THAT(later, HasSubstr("kernel cache hit"));
  EXPECT_THAT(later, ::testing::ContainsRegex("batches compiled [1-9]"));

  // Other values, same shape: a hit, and the right rows.
  const std::string other =
      "SELECT id FROM m WHERE (a * 2 - 1 > 40 OR b % 5 = 1) AND s <> 'm0'";
  EXPECT_THAT(JitLine(other), HasSubstr("kernel cache hit"));
  const std::string on = Sql(*db_, other);
  MustRun(*db_, "SET jit = off");
  EXPECT_EQ(on, Sql(*db_, other));
}

TEST_F(JitModeTest, OnLeavesShortScansInterpreted) {
  MustRun(*db_,
          "CREATE TABLE small (a INT, b INT);"
          "INSERT INTO small SELECT g, g FROM generate_series(1, 100) g");
  MustRun(*db_, "SET jit = on");
  EXPECT_EQ(JitLine("SELECT a FROM small WHERE a + 3 > b % 2"),
            "JIT: interpreted (too few rows to compile)");
  MustRun(*db_, "SET jit = force");
  EXPECT_THAT(JitLine("SELECT a FROM small WHERE a + 3 > b % 2"),
              HasSubstr("JIT: compiled"));
}

TEST_F(JitModeTest, ForceCompilesBeforeRunning) {
  MustRun(*db_, "SET jit = force");
  const std::string line =
      JitLine("SELECT id FROM m WHERE a - 17 >= b % 3 AND s >= 'm1'");
  EXPECT_THAT(line, HasSubstr("JIT: compiled"));
  EXPECT_THAT(line, HasSubstr("interpreted 0)"));
}

TEST_F(JitModeTest, OffIsReported) {
  MustRun(*db_, "SET jit = off");
  EXPECT_EQ(JitLine("SELECT id FROM m WHERE a > 5"), "JIT: off");
  // An array built per row: compiled, the array through the interpreter.
  MustRun(*db_, "SET jit = force");
  EXPECT_THAT(JitLine("SELECT id FROM m WHERE a = ANY(ARRAY[1, b::int])"),
              HasSubstr("JIT: compiled"));
  // With jit = on such a kernel is not used: it would be slower than the
  // interpreter.
  MustRun(*db_, "SET jit = on");
  EXPECT_THAT(JitLine("SELECT id FROM m WHERE ARRAY[a] @> ARRAY[b::int]"),
              HasSubstr("JIT: interpreted (not compiled: ARRAY[])"));
}

TEST_F(JitModeTest, BadSettingsAre22023) {
  for (const char* sql :
       {"SET jit = banana", "SET jit_opt_level = 7", "SET jit_opt_level = -1",
        "SET jit_opt_level = 'x'"}) {
    auto r = db_->Execute(sql);
    ASSERT_FALSE(r.ok()) << sql;
    EXPECT_EQ(SqlStateOf(r.status()), "22023") << sql;
  }
  // A failed SET changes nothing.
  MustRun(*db_, "SET jit = off");
  ASSERT_FALSE(db_->Execute("SET jit = banana").ok());
  EXPECT_EQ(JitLine("SELECT id FROM m WHERE a > 5"), "JIT: off");
}

TEST_F(JitModeTest, EveryOptLevelGivesTheSameRows) {
  const std::string sql =
      "SELECT id, a FROM m WHERE a % 7 IN (1, 3, NULL) OR (b > 30000 AND s "
      "LIKE '%3')";
  const std::string agg =
      "SELECT s, count(*), sum(a), min(b), avg(a) FROM m WHERE a < 60 "
      "GROUP BY s";
  MustRun(*db_, "SET jit = off");
  const std::string want = Sql(*db_, sql);
  const std::string want_agg = Sql(*db_, agg);
  EXPECT_THAT(want, Not(HasSubstr("ERROR")));
  MustRun(*db_, "SET jit = force");
  for (int level = 0; level <= 3; ++level) {
    MustRun(*db_, "SET jit_opt_level = " + std::to_string(level));
    EXPECT_EQ(Sql(*db_, sql), want) << "O" << level;
    EXPECT_EQ(Sql(*db_, agg), want_agg) << "O" << level;
    EXPECT_THAT(JitLine(sql), HasSubstr("JIT: compiled")) << "O" << level;
  }
}

}  // namespace
}  // namespace kite
