// Expressions: precedence, operators, special forms, names.
#include "gtest/gtest.h"
#include "tests/unit/parser/parse_helpers.h"

namespace kite::testing {
namespace {

TEST(ExpressionTest, ArithmeticPrecedence) {
  EXPECT_EQ(ExprOf("1 + 2 * 3"), "(+ 1:integer (* 2:integer 3:integer))");
  EXPECT_EQ(ExprOf("(1 + 2) * 3"), "(* (+ 1:integer 2:integer) 3:integer)");
  EXPECT_EQ(ExprOf("a - b - c"), "(- (- a b) c)");
  EXPECT_EQ(ExprOf("a / b % c * d"), "(* (% (/ a b) c) d)");
  EXPECT_EQ(ExprOf("-a * b"), "(* (neg a) b)");
  EXPECT_EQ(ExprOf("+a"), "(pos a)");
  EXPECT_EQ(ExprOf("a || b || c"), "(|| (|| a b) c)");
  EXPECT_EQ(ExprOf("a || b + c"), "(|| a (+ b c))");
}

TEST(ExpressionTest, LogicPrecedence) {
  EXPECT_EQ(ExprOf("a OR b AND c"), "(or a (and b c))");
  EXPECT_EQ(ExprOf("a AND b OR c"), "(or (and a b) c)");
  EXPECT_EQ(ExprOf("NOT a AND b"), "(and (not a) b)");
  EXPECT_EQ(ExprOf("NOT a = b"), "(not (= a b))");
  EXPECT_EQ(ExprOf("NOT NOT a"), "(not (not a))");
  EXPECT_EQ(ExprOf("a = 1 OR b = 2 AND NOT c"),
            "(or (= a 1:integer) (and (= b 2:integer) (not c)))");
}

TEST(ExpressionTest, ComparisonAndPredicatePrecedence) {
  // IS binds looser than comparison, LIKE / BETWEEN / IN tighter (PG 9.5+).
  EXPECT_EQ(ExprOf("a = b IS NULL"), "(isnull (= a b))");
  EXPECT_EQ(ExprOf("a = b LIKE c"), "(= a (like b c))");
  EXPECT_EQ(ExprOf("a IN (1, 2) = b"), "(= (in a 1:integer 2:integer) b)");
  EXPECT_EQ(ExprOf("a + 1 < b * 2"), "(< (+ a 1:integer) (* b 2:integer))");
  EXPECT_EQ(ExprOf("a BETWEEN 1 AND 2 AND c"),
            "(and (between a 1:integer 2:integer) c)");
  EXPECT_EQ(ExprOf("a BETWEEN b + 1 AND c * 2"),
            "(between a (+ b 1:integer) (* c 2:integer))");
  EXPECT_EQ(ExprOf("a LIKE b || '%'"), "(like a (|| b '%':text))");
  EXPECT_EQ(ExprOf("a IS NULL IS NOT TRUE"), "(not-istrue (isnull a))");
}

TEST(ExpressionTest, AllComparisonOperators) {
  EXPECT_EQ(ExprOf("a = b"), "(= a b)");
  EXPECT_EQ(ExprOf("a <> b"), "(<> a b)");
  EXPECT_EQ(ExprOf("a != b"), "(<> a b)");
  EXPECT_EQ(ExprOf("a < b"), "(< a b)");
  EXPECT_EQ(ExprOf("a <= b"), "(<= a b)");
  EXPECT_EQ(ExprOf("a > b"), "(> a b)");
  EXPECT_EQ(ExprOf("a >= b"), "(>= a b)");
}

TEST(ExpressionTest, IsForms) {
  EXPECT_EQ(ExprOf("a IS NULL"), "(isnull a)");
  EXPECT_EQ(ExprOf("a IS NOT NULL"), "(not-isnull a)");
  EXPECT_EQ(ExprOf("a IS TRUE"), "(istrue a)");
  EXPECT_EQ(ExprOf("a IS NOT TRUE"), "(not-istrue a)");
  EXPECT_EQ(ExprOf("a IS FALSE"), "(isfalse a)");
  EXPECT_EQ(ExprOf("a IS NOT FALSE"), "(not-isfalse a)");
  EXPECT_EQ(ExprOf("a IS UNKNOWN"), "(isnull a)");
  EXPECT_EQ(ExprOf("a IS DISTINCT FROM b + 1"),
            "(case (isnull a) (not-isnull (+ b 1:integer)) (isnull (+ b "
            "1:integer)) t:boolean else (<> a (+ b 1:integer)))");
  EXPECT_EQ(ExprOf("a IS NOT DISTINCT FROM b"),
            "(case (isnull a) (isnull b) (isnull b) f:boolean else (= a b))");
}

TEST(ExpressionTest, BetweenInLike) {
  EXPECT_EQ(ExprOf("a NOT BETWEEN 1 AND 2"),
            "(not-between a 1:integer 2:integer)");
  EXPECT_EQ(ExprOf("a BETWEEN SYMMETRIC 1 AND 2"),
            "(or (between a 1:integer 2:integer) (between a 2:integer "
            "1:integer))");
  EXPECT_EQ(ExprOf("a NOT BETWEEN SYMMETRIC 1 AND 2"),
            "(and (not-between a 1:integer 2:integer) (not-between a "
            "2:integer 1:integer))");
  EXPECT_EQ(ExprOf("a IN (1)"), "(in a 1:integer)");
  EXPECT_EQ(ExprOf("a NOT IN ('x', 'y')"), "(not-in a 'x':text 'y':text)");
  EXPECT_EQ(ExprOf("a IN (SELECT b FROM t)"), "(in a select b from t)");
  EXPECT_EQ(ExprOf("a NOT IN (SELECT 1)"), "(not-in a select 1:integer)");
  EXPECT_EQ(ExprOf("a LIKE 'x%'"), "(like a 'x%':text)");
  EXPECT_EQ(ExprOf("a NOT LIKE 'x%'"), "(not-like a 'x%':text)");
  EXPECT_EQ(ExprOf("a ILIKE 'x%'"), "(ilike a 'x%':text)");
  EXPECT_EQ(ExprOf("a NOT ILIKE 'x%'"), "(not-ilike a 'x%':text)");
  EXPECT_EQ(ExprOf("a LIKE 'x!%' ESCAPE '!'"), "(like a 'x!%':text '!':text)");
}

TEST(ExpressionTest, CastsAndSubscripts) {
  EXPECT_EQ(ExprOf("a::int"), "(cast a int)");
  EXPECT_EQ(ExprOf("CAST(a AS numeric(10, 2))"), "(cast a numeric(10,2))");
  EXPECT_EQ(ExprOf("a::double precision"), "(cast a double precision)");
  EXPECT_EQ(ExprOf("a::varchar(20)"), "(cast a varchar(20))");
  EXPECT_EQ(ExprOf("a::character varying(5)"), "(cast a varchar(5))");
  EXPECT_EQ(ExprOf("a::timestamp without time zone"), "(cast a timestamp)");
  EXPECT_EQ(ExprOf("a::text[]"), "(cast a text[])");
  EXPECT_EQ(ExprOf("'{1,2}'::INTEGER[]"), "(cast '{1,2}':text integer[])");
  EXPECT_EQ(ExprOf("-a::int"), "(neg (cast a int))");
  EXPECT_EQ(ExprOf("a::int::text"), "(cast (cast a int) text)");
  EXPECT_EQ(ExprOf("a[1]"), "(subscript a 1:integer)");
  EXPECT_EQ(ExprOf("a[i + 1]::text"),
            "(cast (subscript a (+ i 1:integer)) text)");
  EXPECT_EQ(ExprOf("DATE '2024-01-31'"), "(cast '2024-01-31':text date)");
  EXPECT_EQ(ExprOf("timestamp '2024-01-31 10:00'"),
            "(cast '2024-01-31 10:00':text timestamp)");
  EXPECT_EQ(ExprOf("double precision '1.5'"),
            "(cast '1.5':text double precision)");
}

TEST(ExpressionTest, CaseForms) {
  EXPECT_EQ(ExprOf("CASE WHEN a THEN 1 WHEN b THEN 2 ELSE 3 END"),
            "(case a 1:integer b 2:integer else 3:integer)");
  EXPECT_EQ(ExprOf("CASE x WHEN 1 THEN 'one' END"),
            "(case x 1:integer 'one':text)");
  EXPECT_EQ(ExprOf("CASE WHEN CASE WHEN a THEN b END THEN 1 END"),
            "(case (case a b) 1:integer)");
}

TEST(ExpressionTest, Functions) {
  EXPECT_EQ(ExprOf("count(*)"), "(count *)");
  EXPECT_EQ(ExprOf("count(DISTINCT x)"), "(count distinct x)");
  EXPECT_EQ(ExprOf("count(ALL x)"), "(count x)");
  EXPECT_EQ(ExprOf("count(*) OVER ()"), "(count * over())");
  EXPECT_EQ(ExprOf("sum(x) over ()"), "(sum x over())");
  EXPECT_EQ(ExprOf("now()"), "(now)");
  EXPECT_EQ(ExprOf("COALESCE(a, b, 0)"), "(coalesce a b 0:integer)");
  EXPECT_EQ(ExprOf("nullif(a, '')"), "(nullif a '':text)");
  EXPECT_EQ(ExprOf("greatest(a, b)"), "(greatest a b)");
  EXPECT_EQ(ExprOf("LEAST(a, b)"), "(least a b)");
  EXPECT_EQ(ExprOf("Round(x, 2)"), "(round x 2:integer)");
  EXPECT_EQ(ExprOf("left(s, 2)"), "(left s 2:integer)");
  EXPECT_EQ(ExprOf("right(s, 2)"), "(right s 2:integer)");
  EXPECT_EQ(ExprOf("current_date"), "(current_date)");
  EXPECT_EQ(ExprOf("CURRENT_TIMESTAMP"), "(current_timestamp)");
  EXPECT_EQ(ExprOf("\"current_date\""), "current_date");
}

TEST(ExpressionTest, SpecialSyntaxFunctions) {
  EXPECT_EQ(ExprOf("position('b' IN s)"), "(position 'b':text s)");
  EXPECT_EQ(ExprOf("EXTRACT(YEAR FROM ts)"), "(extract 'year':text ts)");
  EXPECT_EQ(ExprOf("extract('Day' FROM now())"), "(extract 'day':text (now))");
  EXPECT_EQ(ExprOf("extract + 1"), "(+ extract 1:integer)");
  EXPECT_EQ(ExprOf("substring(s FROM 2 FOR 3)"),
            "(substring s 2:integer 3:integer)");
  EXPECT_EQ(ExprOf("substring(s FROM 2)"), "(substring s 2:integer)");
  EXPECT_EQ(ExprOf("substring(s FOR 3)"), "(substring s 1:integer 3:integer)");
  EXPECT_EQ(ExprOf("substring(s, 2, 3)"), "(substring s 2:integer 3:integer)");
  EXPECT_EQ(ExprOf("substr(s, 2)"), "(substr s 2:integer)");
  EXPECT_EQ(ExprOf("trim(s)"), "(btrim s)");
  EXPECT_EQ(ExprOf("trim(BOTH 'x' FROM s)"), "(btrim s 'x':text)");
  EXPECT_EQ(ExprOf("trim(LEADING FROM s)"), "(ltrim s)");
  EXPECT_EQ(ExprOf("trim(TRAILING 'x' FROM s)"), "(rtrim s 'x':text)");
  EXPECT_EQ(ExprOf("trim('x' FROM s)"), "(btrim s 'x':text)");
  EXPECT_EQ(ExprOf("trim(both s)"), "(btrim s)");
}

TEST(ExpressionTest, SubqueriesAndQuantifiers) {
  EXPECT_EQ(ExprOf("EXISTS (SELECT 1)"), "(exists select 1:integer)");
  EXPECT_EQ(ExprOf("NOT EXISTS (SELECT 1)"), "(not (exists select 1:integer))");
  EXPECT_EQ(ExprOf("(SELECT max(x) FROM t)"),
            "(subquery select (max x) from t)");
  EXPECT_EQ(ExprOf("(SELECT 1) + 1"),
            "(+ (subquery select 1:integer) 1:integer)");
  EXPECT_EQ(ExprOf("a = ANY(arr)"), "(= any a arr)");
  EXPECT_EQ(ExprOf("a = SOME(arr)"), "(= any a arr)");
  EXPECT_EQ(ExprOf("a <> ALL(ARRAY[1, 2])"),
            "(<> all a (array 1:integer 2:integer))");
  EXPECT_EQ(ExprOf("a > ALL(SELECT b FROM t)"), "(> all a select b from t)");
}

TEST(ExpressionTest, Arrays) {
  EXPECT_EQ(ExprOf("ARRAY[1, 2, 3]"), "(array 1:integer 2:integer 3:integer)");
  EXPECT_EQ(ExprOf("ARRAY[]"), "(array)");
  EXPECT_EQ(ExprOf("tags @> ARRAY['a']"), "(@> tags (array 'a':text))");
  EXPECT_EQ(ExprOf("tags <@ x"), "(<@ tags x)");
  EXPECT_EQ(ExprOf("tags && x"), "(&& tags x)");
  EXPECT_EQ(ExprOf("cardinality(tags)"), "(cardinality tags)");
}

TEST(ExpressionTest, Parameters) {
  EXPECT_EQ(ExprOf("$1"), "$1");
  EXPECT_EQ(ExprOf("year > $1 AND name = $2"), "(and (> year $1) (= name $2))");
  EXPECT_EQ(ExprOf("$12::int"), "(cast $12 int)");
}

TEST(ExpressionTest, IdentifiersFoldAndQuote) {
  EXPECT_EQ(ExprOf("MyColumn"), "mycolumn");
  EXPECT_EQ(ExprOf("\"MyColumn\""), "MyColumn");
  EXPECT_EQ(ExprOf("\"with \"\"quote\"\"\""), "with \"quote\"");
  EXPECT_EQ(ExprOf("T.Col"), "t.col");
  EXPECT_EQ(ExprOf("\"T\".col"), "T.col");
  EXPECT_EQ(ExprOf("café"), "café");
}

TEST(ExpressionTest, NonReservedKeywordsAreNames) {
  for (const char* name :
       {"year",     "name",     "date",        "text",      "key",
        "value",    "count",    "type",        "data",      "first",
        "last",     "position", "day",         "time",      "zone",
        "format",   "header",   "delimiter",   "quote",     "set",
        "show",     "reset",    "begin",       "commit",    "rollback",
        "start",    "work",     "transaction", "insert",    "update",
        "delete",   "copy",     "drop",        "truncate",  "explain",
        "conflict", "nothing",  "nulls",       "rows",      "row",
        "next",     "local",    "session",     "substring", "trim",
        "if",       "csv",      "binary",      "stdin",     "stdout",
        "verbose",  "unknown",  "double",      "precision", "varying",
        "without",  "escape",   "abort",       "timestamp", "interval",
        "integer",  "extract"}) {
    EXPECT_EQ(ExprOf(name), name);
    EXPECT_EQ(ExprOf(absl::StrCat("t.", name, " + 1")),
              absl::StrCat("(+ t.", name, " 1:integer)"));
  }
}

TEST(ExpressionTest, ReservedKeywordsAreNotNames) {
  for (const char* word : {"select", "from", "where", "and", "or", "case",
                           "table", "order", "group", "limit", "join", "on"}) {
    EXPECT_TRUE(ExprOf(absl::StrCat(word, " + 1")).starts_with("ERROR 42601"))
        << word;
    EXPECT_EQ(ExprOf(absl::StrCat("\"", word, "\"")), word);
  }
}

}  // namespace
}  // namespace kite::testing
