#include "server/local_statements.h"

#include "gtest/gtest.h"

namespace kite::server {
namespace {

TEST(LocalStatementsTest, SessionSettings) {
  auto s = RecognizeLocalStatement("SET application_name TO 'my app'");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->kind, LocalStatement::kSet);
  EXPECT_EQ(s->name, "application_name");
  EXPECT_EQ(s->value, "my app");
  s = RecognizeLocalStatement("set SESSION DateStyle = ISO, MDY");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->name, "datestyle");
  EXPECT_EQ(s->value, "iso, mdy");  // unquoted words are lower-cased
  s = RecognizeLocalStatement("SET TIME ZONE 'UTC'");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->name, "timezone");
  s = RecognizeLocalStatement("RESET statement_timeout");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->kind, LocalStatement::kSet);
  EXPECT_EQ(s->value, "");
  s = RecognizeLocalStatement("  /* c */ SHOW TimeZone");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->kind, LocalStatement::kShow);
  EXPECT_EQ(s->column, "TimeZone");
  EXPECT_EQ(RecognizeLocalStatement("RESET ALL")->kind,
            LocalStatement::kResetAll);
  // The engine's own settings go to the engine.
  EXPECT_FALSE(RecognizeLocalStatement("SET jit = off").has_value());
  EXPECT_FALSE(RecognizeLocalStatement("SHOW enable_indexes").has_value());
  EXPECT_FALSE(RecognizeLocalStatement("SET = broken").has_value());
}

TEST(LocalStatementsTest, FunctionsGoToTheEngine) {
  // version(), current_database(), ... depend on the connection, which the
  // engine learns from the session's SessionInfo.
  EXPECT_FALSE(RecognizeLocalStatement("select current_database()"));
  EXPECT_FALSE(RecognizeLocalStatement("SELECT version()").has_value());
  EXPECT_FALSE(RecognizeLocalStatement("SELECT 1").has_value());
}

TEST(LocalStatementsTest, CopyWithStdinOrStdout) {
  auto s =
      RecognizeLocalStatement("copy t (a, b) from stdin with (format csv)");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->kind, LocalStatement::kCopy);
  EXPECT_TRUE(s->copy_from);
  s = RecognizeLocalStatement("COPY (SELECT 1) TO STDOUT");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->kind, LocalStatement::kCopy);
  EXPECT_FALSE(s->copy_from);
  // Files are the engine's; broken COPYs get the engine's syntax error.
  EXPECT_FALSE(RecognizeLocalStatement("COPY t TO '/tmp/x.csv'").has_value());
  EXPECT_FALSE(RecognizeLocalStatement("COPY t FROM").has_value());
}

TEST(LocalStatementsTest, Cursors) {
  auto s = RecognizeLocalStatement(
      "DECLARE \"My\"\"c\" BINARY NO SCROLL CURSOR WITH HOLD FOR "
      "SELECT * FROM t WHERE x = $1");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->kind, LocalStatement::kDeclare);
  EXPECT_EQ(s->name, "My\"c");
  EXPECT_TRUE(s->binary);
  EXPECT_EQ(s->query, "SELECT * FROM t WHERE x = $1");
  s = RecognizeLocalStatement("FETCH FORWARD 30 FROM \"c\"");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->kind, LocalStatement::kFetch);
  EXPECT_EQ(s->count, 30);
  EXPECT_EQ(s->name, "c");
  s = RecognizeLocalStatement("fetch all in C");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->count, -1);
  EXPECT_EQ(s->name, "c");
  s = RecognizeLocalStatement("FETCH c");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->count, 1);
  s = RecognizeLocalStatement("MOVE FORWARD ALL FROM c");
  ASSERT_TRUE(s.has_value());
  EXPECT_TRUE(s->move);
  EXPECT_EQ(s->count, -1);
  s = RecognizeLocalStatement("CLOSE ALL");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->kind, LocalStatement::kClose);
  EXPECT_EQ(s->name, "");
  EXPECT_FALSE(RecognizeLocalStatement("DECLARE c FOR SELECT 1").has_value());
  EXPECT_FALSE(RecognizeLocalStatement("FETCH 5 FROM c extra").has_value());
  EXPECT_FALSE(RecognizeLocalStatement("FETCH BACKWARD 1 FROM c").has_value());
}

TEST(LocalStatementsTest, DeallocateAndDiscard) {
  auto s = RecognizeLocalStatement("DEALLOCATE PREPARE \"S 1\"");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->kind, LocalStatement::kDeallocate);
  EXPECT_EQ(s->name, "S 1");
  s = RecognizeLocalStatement("deallocate _pg3_0");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->name, "_pg3_0");
  s = RecognizeLocalStatement("DEALLOCATE ALL");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->name, "");
  s = RecognizeLocalStatement("DEALLOCATE PREPARE ALL");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->name, "");
  s = RecognizeLocalStatement("discard temporary");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->kind, LocalStatement::kDiscard);
  EXPECT_EQ(s->name, "temp");
  EXPECT_FALSE(RecognizeLocalStatement("DEALLOCATE").has_value());
  EXPECT_FALSE(RecognizeLocalStatement("DEALLOCATE a b").has_value());
  EXPECT_FALSE(RecognizeLocalStatement("DISCARD everything").has_value());
  EXPECT_FALSE(RecognizeLocalStatement("DISCARD ALL now").has_value());
}

}  // namespace
}  // namespace kite::server
