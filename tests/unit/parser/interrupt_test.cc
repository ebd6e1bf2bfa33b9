// Parsing stops when its statement must (statement_timeout, cancel): a huge
// literal or a long chain of operators takes ANTLR seconds.
#include "common/interrupt.h"

#include <atomic>
#include <string>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "parser/parser.h"

namespace kite::testing {
namespace {

TEST(ParseInterruptTest, ACancelledStatementStopsWhileLexed) {
  const std::string sql = "SELECT '" + std::string(8 << 20, 'x') + "'";
  std::atomic<bool> cancel{true};
  ExecuteOptions options;
  options.cancel = &cancel;
  ScopedInterrupt scope(options);
  auto parsed = ParseSql(sql);
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(
      parsed.status().message().find("canceling statement due to user request"),
      std::string::npos)
      << parsed.status();
}

TEST(ParseInterruptTest, APassedDeadlineStopsALongChain) {
  std::string sql = "SELECT 0";
  for (int i = 0; i < 20000; ++i) sql += " + 1";
  ExecuteOptions options;
  options.deadline = std::chrono::steady_clock::now();
  ScopedInterrupt scope(options);
  auto parsed = ParseSql(sql);
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(parsed.status().message().find("statement timeout"),
            std::string::npos)
      << parsed.status();
}

TEST(ParseInterruptTest, WithoutInterruptTheSameTextParses) {
  const std::string sql =
      "SELECT 'h\u00e9llo \U0001F600', '" + std::string(2 << 20, 'x') + "'";
  auto parsed = ParseSql(sql);
  ASSERT_TRUE(parsed.ok()) << parsed.status();
  EXPECT_EQ(parsed->size(), 1u);
}

}  // namespace
}  // namespace kite::testing
