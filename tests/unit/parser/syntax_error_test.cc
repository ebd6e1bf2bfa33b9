// Syntax errors: SQLSTATE 42601, the offending token, line:column and what
// was expected; limits on nesting.
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/parser/parse_helpers.h"

namespace kite::testing {
namespace {

TEST(SyntaxErrorTest, NamesTokenAndPosition) {
  EXPECT_EQ(ErrorOf("SELECT * FORM t"),
            "42601: syntax error at or near \"FORM\" at line 1:10");
  EXPECT_EQ(ErrorOf("SELECT a,\n  b\nFROM t\nWHERE a = = 1"),
            "42601: syntax error at or near \"=\" at line 4:11, expected one "
            "of: expression, ALL, ANY, SOME");
  EXPECT_EQ(ErrorOf("SELECT 1;\nSELEC 2"),
            "42601: syntax error at or near \"SELEC\" at line 2:1, expected "
            "one of: SELECT, INSERT, UPDATE, DELETE, CREATE, DROP, TRUNCATE, "
            "COPY, ...");
  EXPECT_EQ(ErrorOf("CREATE TABLE t (a int, b)"),
            "42601: syntax error at or near \")\" at line 1:25, expected "
            "identifier");
}

TEST(SyntaxErrorTest, EndOfInput) {
  EXPECT_EQ(ErrorOf("SELECT (1"),
            "42601: syntax error at end of input at line 1:10, expected ')'");
  EXPECT_EQ(ErrorOf("SELECT 1 +"),
            "42601: syntax error at end of input at line 1:11, expected "
            "expression");
  EXPECT_EQ(ErrorOf("SELECT * FROM t WHERE"),
            "42601: syntax error at end of input at line 1:22, expected one "
            "of: expression, NOT");
  EXPECT_EQ(ErrorOf("DROP TABLE"),
            "42601: syntax error at end of input at line 1:11, expected "
            "identifier");
}

TEST(SyntaxErrorTest, Unterminated) {
  EXPECT_EQ(ErrorOf("SELECT 'abc"),
            "42601: unterminated quoted string at or near \"'abc\" at line "
            "1:8");
  EXPECT_EQ(ErrorOf("SELECT E'abc\\'"),
            "42601: unterminated quoted string at or near \"E'abc\\'\" at line "
            "1:8");
  EXPECT_EQ(ErrorOf("SELECT \"abc"),
            "42601: unterminated quoted identifier at or near \"\"abc\" at "
            "line 1:8");
  EXPECT_EQ(ErrorOf("SELECT 1 /* never closed"),
            "42601: unterminated /* comment at or near \"/* never closed\" at "
            "line 1:10");
}

TEST(SyntaxErrorTest, OddCharactersAndLongTokens) {
  EXPECT_EQ(ErrorOf("SELECT 1 @ 2"),
            "42601: syntax error at or near \"@\" at line 1:10");
  EXPECT_EQ(ErrorOf("SELECT \x01"),
            "42601: syntax error at or near \"\\x01\" at line 1:8, expected "
            "one of: expression, NOT, '*'");
  EXPECT_EQ(ErrorOf("SELECT 1 " + std::string(100, 'x') + " y"),
            "42601: syntax error at or near \"y\" at line 1:111");
  EXPECT_EQ(ErrorOf("SELECT 'a' '" + std::string(60, 'b') + "'"),
            "42601: syntax error at or near \"'" + std::string(39, 'b') +
                "...\" at line 1:12");
  EXPECT_EQ(ErrorOf("SELECT \"\""),
            "42601: zero-length delimited identifier at or near \"\"\"\" at "
            "line 1:8");
}

TEST(SyntaxErrorTest, ColumnsCountCharactersNotBytes) {
  EXPECT_EQ(ErrorOf("SELECT 'é', 'ü' FORM t"),
            "42601: syntax error at or near \"t\" at line 1:22");
}

TEST(SyntaxErrorTest, PostgresRejectsTheseToo) {
  for (const char* sql : {"SELECT 1 < 2 = true",
                          "SELECT a FROM",
                          "SELECT FROM t WHERE",
                          "INSERT INTO t",
                          "INSERT t VALUES (1)",
                          "UPDATE t",
                          "UPDATE t SET",
                          "DELETE t",
                          "CREATE TABLE t",
                          "CREATE TABLE t ()",
                          "SELECT 1 UNION",
                          "SELECT (SELECT 1",
                          "SELECT CASE END",
                          "SELECT CASE WHEN 1 END",
                          "SELECT count(*",
                          "SELECT a[1:2]",
                          "COPY t",
                          "COPY t FROM",
                          "SELECT 1 LIMIT",
                          "SELECT * FROM a JOIN b",
                          "SELECT a b c FROM t",
                          "SELECT 1.2.3",
                          "SELECT $",
                          "SELECT 1 2",
                          "EXPLAIN",
                          "SELECT a NOT NULL",
                          "SELECT ARRAY[1",
                          "SELECT a::",
                          "VALUES",
                          "VALUES ()",
                          "SET x",
                          "SHOW",
                          "BEGIN BEGIN"}) {
    EXPECT_EQ(ErrorOf(sql).substr(0, 6), "42601:") << sql;
  }
}

TEST(SyntaxErrorTest, InvalidUtf8) {
  EXPECT_EQ(ErrorOf("SELECT '\xff'"),
            "22021: invalid byte sequence for encoding \"UTF8\"");
}

TEST(SyntaxErrorTest, ParameterZeroIsRejected) {
  EXPECT_EQ(ErrorOf("SELECT $0"),
            "42P02: there is no parameter $0 at line 1:8");
}

TEST(SyntaxErrorTest, DeepNestingIsAnErrorNotACrash) {
  auto nested = [](int depth) {
    return "SELECT " + std::string(depth, '(') + "1" + std::string(depth, ')');
  };
  EXPECT_EQ(ErrorOf(nested(100)), "OK");
  EXPECT_EQ(ErrorOf(nested(100000)).substr(0, 6), "54001:");
  std::string nots = "SELECT ";
  for (int i = 0; i < 50000; ++i) nots += "NOT ";
  EXPECT_EQ(ErrorOf(nots + "true").substr(0, 6), "54001:");
  std::string minus = "SELECT ";
  for (int i = 0; i < 50000; ++i) minus += "- ";
  EXPECT_EQ(ErrorOf(minus + "1").substr(0, 6), "54001:");
  std::string cases = "SELECT ";
  for (int i = 0; i < 2000; ++i) cases += "CASE WHEN true THEN ";
  EXPECT_EQ(ErrorOf(cases + "1").substr(0, 6), "54001:");
  std::string explains;
  for (int i = 0; i < 20000; ++i) explains += "EXPLAIN ";
  EXPECT_EQ(ErrorOf(explains + "SELECT 1").substr(0, 6), "54001:");
}

TEST(SyntaxErrorTest, LongChainsAreBounded) {
  std::string ors = "SELECT a = 0";
  for (int i = 1; i < 2000; ++i) ors += " OR a = " + std::to_string(i);
  EXPECT_EQ(ErrorOf(ors), "OK");
  std::string casts = "SELECT a";
  for (int i = 0; i < 20000; ++i) casts += "::int";
  EXPECT_EQ(ErrorOf(casts).substr(0, 6), "54001:");
  std::string joins = "SELECT * FROM t";
  for (int i = 0; i < 1500; ++i) joins += " CROSS JOIN t";
  EXPECT_EQ(ErrorOf(joins).substr(0, 6), "54001:");
  std::string unions = "SELECT 1";
  for (int i = 0; i < 1500; ++i) unions += " UNION SELECT 1";
  EXPECT_EQ(ErrorOf(unions).substr(0, 6), "54001:");
}

TEST(SyntaxErrorTest, ParseExpressionRejectsTrailingInput) {
  EXPECT_EQ(ExprOf("1 +"),
            "ERROR 42601: syntax error at end of input at line 1:4, expected "
            "expression");
  EXPECT_TRUE(ExprOf("1 2").starts_with("ERROR 42601"));
  EXPECT_TRUE(ExprOf("").starts_with("ERROR 42601"));
  EXPECT_TRUE(ExprOf("SELECT 1").starts_with("ERROR 42601"));
}

}  // namespace
}  // namespace kite::testing
