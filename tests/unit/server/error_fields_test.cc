#include "server/error_fields.h"

#include "gtest/gtest.h"
#include "kite/status.h"

namespace kite::server {
namespace {

TEST(ErrorFieldsTest, SplitsDetailHintAndPosition) {
  absl::Status s = SqlError(
      "42703",
      "column \"nme\" does not exist at line 1:8\nHINT:  Perhaps you meant "
      "\"name\".");
  ErrorFields f = ErrorFieldsOf(s, "SELECT nme FROM t");
  EXPECT_EQ(f.severity, "ERROR");
  EXPECT_EQ(f.code, "42703");
  EXPECT_EQ(f.message, "column \"nme\" does not exist");
  EXPECT_EQ(f.hint, "Perhaps you meant \"name\".");
  EXPECT_EQ(f.position, 8);
}

TEST(ErrorFieldsTest, PositionCountsFromTheStatementsOrigin) {
  // The failing statement starts at line 2, column 4 of what was sent.
  const std::string query = "SELECT 1;\n   SELECT\n  bad";
  absl::Status s =
      SqlError("42703", "column \"bad\" does not exist at line 2:3");
  ErrorFields f = ErrorFieldsOf(s, query, {2, 4});
  EXPECT_EQ(f.position, static_cast<int>(query.find("bad")) + 1);
  // Same line as the origin: columns add up.
  s = SqlError("42601", "syntax error at line 1:3");
  f = ErrorFieldsOf(s, query, {2, 4});
  EXPECT_EQ(f.position, static_cast<int>(query.find("SELECT\n")) + 3);
}

TEST(ErrorFieldsTest, NoPositionWithoutLineColumn) {
  ErrorFields f = ErrorFieldsOf(SqlError("22012", "division by zero"), "x");
  EXPECT_EQ(f.position, 0);
  EXPECT_EQ(f.message, "division by zero");
  EXPECT_EQ(ErrorFieldsOf(absl::InternalError("boom"), "").code, "XX000");
}

TEST(CharacterOffsetTest, CountsCharactersNotBytes) {
  EXPECT_EQ(CharacterOffset("é x", 1, 3), 3);
  EXPECT_EQ(CharacterOffset("a\nbc", 2, 2), 4);
  EXPECT_EQ(CharacterOffset("ab", 1, 3), 3);  // end of input
  EXPECT_EQ(CharacterOffset("ab", 3, 1), 0);
  EXPECT_EQ(CharacterOffset("ab", 0, 1), 0);
}

}  // namespace
}  // namespace kite::server
