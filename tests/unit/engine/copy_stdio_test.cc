// Database::BeginCopyIn (kite::CopyIn) and Database::CopyOut: COPY fed in
// pieces and read line by line, all or nothing.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/kite.h"

namespace kite {
namespace {

class CopyStdioTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = *Database::Open();
    ASSERT_TRUE(db_->Execute("CREATE TABLE t (id INT PRIMARY KEY, name "
                             "VARCHAR(3) NOT NULL, n INT DEFAULT 7)")
                    .ok());
  }

  int64_t Count() {
    return db_->Execute("SELECT count(*) FROM t")->GetInt64(0, 0);
  }

  std::unique_ptr<Database> db_;
};

TEST_F(CopyStdioTest, RowsArriveInPiecesAndLandAtFinish) {
  auto copy =
      db_->BeginCopyIn("COPY t (id, name) FROM STDIN WITH (FORMAT csv)");
  ASSERT_TRUE(copy.ok()) << copy.status();
  EXPECT_EQ((*copy)->column_count(), 2);
  ASSERT_TRUE((*copy)->Write("1,a\n2,").ok());
  ASSERT_TRUE((*copy)->Write("b\n3,c").ok());
  EXPECT_EQ(Count(), 0);  // nothing before Finish
  absl::StatusOr<Result> r = (*copy)->Finish();
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->command_tag(), "COPY 3");
  EXPECT_EQ(r->rows_affected(), 3);
  auto rows = db_->Execute("SELECT id, name, n FROM t ORDER BY id");
  ASSERT_EQ(rows->row_count(), 3u);
  EXPECT_EQ(rows->GetText(2, 1), "c");
  EXPECT_EQ(rows->GetInt64(2, 2), 7);  // the default
  EXPECT_FALSE((*copy)->Write("4,d\n").ok());
}

TEST_F(CopyStdioTest, ABadRowEndsTheCopyWithItsLine) {
  auto copy = db_->BeginCopyIn("COPY t FROM STDIN");
  ASSERT_TRUE(copy.ok());
  ASSERT_TRUE((*copy)->Write("1\ta\t1\n").ok());
  absl::Status s = (*copy)->Write("2\tb\tx\n");
  EXPECT_EQ(SqlStateOf(s), "22P02");
  EXPECT_NE(s.message().find("\nCONTEXT:  COPY t, line 2, column n: \"x\""),
            std::string::npos)
      << s;
  // Over: every call returns the error, nothing was inserted.
  EXPECT_EQ(SqlStateOf((*copy)->Write("3\tc\t3\n")), "22P02");
  EXPECT_EQ(SqlStateOf((*copy)->Finish().status()), "22P02");
  EXPECT_EQ(Count(), 0);
}

TEST_F(CopyStdioTest, ConstraintsAreCheckedAtFinishAllOrNothing) {
  ASSERT_TRUE(db_->Execute("INSERT INTO t VALUES (5, 'x', 1)").ok());
  auto copy = db_->BeginCopyIn("COPY t FROM STDIN");
  ASSERT_TRUE((*copy)->Write("1\ta\t1\n2\tb\t2\n5\tdup\t3\n").ok());
  absl::StatusOr<Result> r = (*copy)->Finish();
  EXPECT_EQ(SqlStateOf(r.status()), "23505");
  EXPECT_NE(r.status().message().find("CONTEXT:  COPY t, line 3"),
            std::string::npos);
  EXPECT_EQ(Count(), 1);
  copy = db_->BeginCopyIn("COPY t FROM STDIN");
  EXPECT_EQ(SqlStateOf((*copy)->Write("9\ttoolong\t1\n")), "22001");
  copy = db_->BeginCopyIn("COPY t FROM STDIN");
  ASSERT_TRUE((*copy)->Write("9\t\\N\t1\n").ok());
  EXPECT_EQ(SqlStateOf((*copy)->Finish().status()), "23502");
  EXPECT_EQ(Count(), 1);
}

TEST_F(CopyStdioTest, AnUnfinishedCopyLeavesNoTrace) {
  {
    auto copy = db_->BeginCopyIn("COPY t FROM STDIN");
    ASSERT_TRUE((*copy)->Write("1\ta\t1\n").ok());
  }
  EXPECT_EQ(Count(), 0);
  // The table was dropped while the data came.
  auto copy = db_->BeginCopyIn("COPY t FROM STDIN");
  ASSERT_TRUE((*copy)->Write("1\ta\t1\n").ok());
  ASSERT_TRUE(db_->Execute("DROP TABLE t").ok());
  EXPECT_EQ(SqlStateOf((*copy)->Finish().status()), "42P01");
}

TEST_F(CopyStdioTest, BeginChecksTheStatement) {
  EXPECT_EQ(SqlStateOf(db_->BeginCopyIn("COPY nope FROM STDIN").status()),
            "42P01");
  EXPECT_EQ(SqlStateOf(db_->BeginCopyIn("COPY t (nope) FROM STDIN").status()),
            "42703");
  EXPECT_EQ(SqlStateOf(db_->BeginCopyIn("COPY t TO STDOUT").status()), "42601");
  EXPECT_EQ(SqlStateOf(db_->BeginCopyIn("SELECT 1").status()), "42601");
  EXPECT_EQ(SqlStateOf(db_->BeginCopyIn("COPY pg_class FROM STDIN").status()),
            "42809");
  // Outside a server, COPY with STDIN or STDOUT has nowhere to go.
  EXPECT_EQ(SqlStateOf(db_->Execute("COPY t FROM STDIN").status()), "0A000");
  EXPECT_EQ(SqlStateOf(db_->Execute("COPY t TO STDOUT").status()), "0A000");
}

TEST_F(CopyStdioTest, CopyOutHandsOutLines) {
  ASSERT_TRUE(
      db_->Execute("INSERT INTO t VALUES (1, 'a', NULL), (2, 'b,c', 3)").ok());
  int columns = -1;
  std::vector<std::string> lines;
  absl::StatusOr<Result> r = db_->CopyOut(
      "COPY (SELECT * FROM t ORDER BY id) TO STDOUT WITH (FORMAT csv, HEADER)",
      SessionInfo(), [&](int c) { columns = c; },
      [&](std::string_view line) { lines.emplace_back(line); });
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->command_tag(), "COPY 2");
  EXPECT_EQ(columns, 3);
  EXPECT_EQ(lines, (std::vector<std::string>{"id,name,n\n", "1,a,\n",
                                             "2,\"b,c\",3\n"}));
  lines.clear();
  r = db_->CopyOut(
      "COPY t (name) TO STDOUT", SessionInfo(), [](int) {},
      [&](std::string_view line) { lines.emplace_back(line); });
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(lines.size(), 2u);
  bool started = false;
  r = db_->CopyOut(
      "COPY nope TO STDOUT", SessionInfo(), [&](int) { started = true; },
      [](std::string_view) {});
  EXPECT_EQ(SqlStateOf(r.status()), "42P01");
  EXPECT_FALSE(started);
  r = db_->CopyOut(
      "COPY (SELECT 1 / 0) TO STDOUT", SessionInfo(), [](int) {},
      [](std::string_view) {});
  EXPECT_EQ(SqlStateOf(r.status()), "22012");
}

}  // namespace
}  // namespace kite
