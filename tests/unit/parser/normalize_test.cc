// NormalizeSql: the plan cache's key keeps every token and drops only what
// the lexer ignores.
#include "parser/normalize.h"

#include <optional>
#include <string>

#include "gtest/gtest.h"
#include "parser/ast_to_sql.h"
#include "parser/parser.h"

namespace kite {
namespace {

TEST(NormalizeSqlTest, CollapsesWhitespaceAndDropsComments) {
  EXPECT_EQ(NormalizeSql("  SELECT\t a ,b\r\n FROM   t  "),
            "SELECT a ,b FROM t");
  EXPECT_EQ(NormalizeSql("SELECT a -- why\nFROM t"), "SELECT a FROM t");
  EXPECT_EQ(NormalizeSql("SELECT a/* x */FROM t"), "SELECT a FROM t");
  EXPECT_EQ(NormalizeSql("SELECT a /* x */ /**/ -- y\n FROM t -- end"),
            "SELECT a FROM t");
  EXPECT_EQ(NormalizeSql("/* lead */ SELECT 1"), "SELECT 1");
  EXPECT_EQ(NormalizeSql(""), "");
  EXPECT_EQ(NormalizeSql(" -- only a comment"), "");
}

TEST(NormalizeSqlTest, KeepsCaseAndAdjacentTokens) {
  // No space is added or removed between tokens: "a<>b" and "a < > b" lex
  // differently.
  EXPECT_EQ(NormalizeSql("Select A<>b,x::int FROM T"),
            "Select A<>b,x::int FROM T");
  EXPECT_EQ(NormalizeSql("a < > b"), "a < > b");
  EXPECT_EQ(NormalizeSql("1 - -2"), "1 - -2");
  EXPECT_EQ(NormalizeSql("1--2\n+3"), "1 +3");
}

TEST(NormalizeSqlTest, KeepsQuotedTextAsWritten) {
  EXPECT_EQ(NormalizeSql("SELECT 'a  --b /* c */'"), "SELECT 'a  --b /* c */'");
  EXPECT_EQ(NormalizeSql("SELECT 'it''s  x'  ,  'y'"),
            "SELECT 'it''s  x' , 'y'");
  EXPECT_EQ(NormalizeSql("SELECT \"A  b\"\"  c\"  FROM t"),
            "SELECT \"A  b\"\"  c\" FROM t");
  // In E'' strings a backslash escapes the quote.
  EXPECT_EQ(NormalizeSql("SELECT E'a\\'  -- b'  ,  1"),
            "SELECT E'a\\'  -- b' , 1");
  EXPECT_EQ(NormalizeSql("SELECT e'\\\\'  ,  '  '"), "SELECT e'\\\\' , '  '");
  // "namee" is an identifier, so the quote after it opens a plain string,
  // in which a backslash is an ordinary character.
  EXPECT_EQ(NormalizeSql("SELECT namee'\\'  , 'x  y'"),
            "SELECT namee'\\' , 'x  y'");
  // After a number or a parameter, E starts a token of its own.
  EXPECT_EQ(NormalizeSql("SELECT 1e'\\'  '"), "SELECT 1e'\\'  '");
  EXPECT_EQ(NormalizeSql("SELECT $1e'\\'  '"), "SELECT $1e'\\'  '");
  EXPECT_EQ(NormalizeSql("SELECT 1e5  ,  .5e-3  ,  1.e2"),
            "SELECT 1e5 , .5e-3 , 1.e2");
}

TEST(NormalizeSqlTest, RefusesWhatItCannotVouchFor) {
  EXPECT_EQ(NormalizeSql("SELECT 'open"), std::nullopt);
  EXPECT_EQ(NormalizeSql("SELECT E'open\\'"), std::nullopt);
  EXPECT_EQ(NormalizeSql("SELECT \"open"), std::nullopt);
  EXPECT_EQ(NormalizeSql("SELECT 1 /* open"), std::nullopt);
  EXPECT_EQ(NormalizeSql("SELECT 1 /* a /* nested */ b */"), std::nullopt);
  // Bytes the parser may refuse as bad UTF-8, where dropping them would
  // make the text valid.
  EXPECT_EQ(NormalizeSql("SELECT 1 -- \xff"), std::nullopt);
  EXPECT_EQ(NormalizeSql(std::string("SELECT 1 /* \0 */", 16)), std::nullopt);
  // Outside comments every byte is kept, so the parser still sees it.
  EXPECT_EQ(NormalizeSql("SELECT '\xff'"), "SELECT '\xff'");
}

// The normalised text parses to the same expression as the original.
TEST(NormalizeSqlTest, ParsesToTheSameExpression) {
  const char* cases[] = {
      "a  +  -- c\n b * 2",
      "x::text  ||  'a  b'  ||  E'c\\'  d'",
      "CASE  WHEN a<>b  THEN  1e3  ELSE  .5  END",
      "\"Mixed  Case\"  IN  (1 ,2)  /* c */  AND  $2  IS  NULL",
      "a - -1 - - - 2",
      "ARRAY[1 , 2]  @>  ARRAY[ 1 ]",
      "x  LIKE  'a%'  ESCAPE  '!'",
  };
  for (const char* sql : cases) {
    SCOPED_TRACE(sql);
    std::optional<std::string> key = NormalizeSql(sql);
    ASSERT_TRUE(key.has_value());
    auto original = ParseExpression(sql);
    auto normalised = ParseExpression(*key);
    ASSERT_TRUE(original.ok()) << original.status();
    ASSERT_TRUE(normalised.ok()) << normalised.status();
    EXPECT_EQ(ExprToSql(**original), ExprToSql(**normalised));
  }
}

}  // namespace
}  // namespace kite
