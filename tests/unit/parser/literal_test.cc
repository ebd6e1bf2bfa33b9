// Literal typing: numbers as PostgreSQL types them, strings, booleans, NULL.
#include "gtest/gtest.h"
#include "parser/literals.h"
#include "tests/unit/parser/parse_helpers.h"

namespace kite::testing {
namespace {

TEST(LiteralTest, IntegersTakeTheSmallestType) {
  EXPECT_EQ(ExprOf("0"), "0:integer");
  EXPECT_EQ(ExprOf("2147483647"), "2147483647:integer");
  EXPECT_EQ(ExprOf("2147483648"), "2147483648:bigint");
  EXPECT_EQ(ExprOf("-2147483648"), "-2147483648:integer");
  EXPECT_EQ(ExprOf("-2147483649"), "-2147483649:bigint");
  EXPECT_EQ(ExprOf("9223372036854775807"), "9223372036854775807:bigint");
  EXPECT_EQ(ExprOf("-9223372036854775808"), "-9223372036854775808:bigint");
  EXPECT_EQ(ExprOf("007"), "7:integer");
}

TEST(LiteralTest, HugeIntegersBecomeDouble) {
  absl::StatusOr<Value> v =
      parser_internal::NumericLiteral("9223372036854775808", false);
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v->type(), Type::Double());
  EXPECT_DOUBLE_EQ(v->double_value(), 9223372036854775808.0);
}

TEST(LiteralTest, DecimalsAreNumericAsWritten) {
  auto numeric = [](std::string_view text) {
    absl::StatusOr<Value> v = parser_internal::NumericLiteral(text, false);
    EXPECT_TRUE(v.ok()) << text;
    return v.ok() ? *v : Value();
  };
  EXPECT_EQ(numeric("1.5"), Value::Numeric(15, 2, 1));
  EXPECT_EQ(numeric("1.50"), Value::Numeric(150, 3, 2));
  EXPECT_EQ(numeric("0.5"), Value::Numeric(5, 1, 1));
  EXPECT_EQ(numeric(".5"), Value::Numeric(5, 1, 1));
  EXPECT_EQ(numeric("5."), Value::Numeric(5, 1, 0));
  EXPECT_EQ(numeric("0.001"), Value::Numeric(1, 3, 3));
  EXPECT_EQ(numeric("123.45"), Value::Numeric(12345, 5, 2));
  EXPECT_EQ(numeric("1e3"), Value::Numeric(1000, 4, 0));
  EXPECT_EQ(numeric("1.5E-3"), Value::Numeric(15, 4, 4));
  EXPECT_EQ(numeric("2.5e+2"), Value::Numeric(250, 3, 0));
  EXPECT_EQ(numeric("0.0"), Value::Numeric(0, 1, 1));
  EXPECT_EQ(numeric("999999999999999999.0").type(), Type::Double());
  EXPECT_EQ(numeric("123456789012345678"), Value::Bigint(123456789012345678));
  EXPECT_EQ(numeric("12345678901234567.8"),
            Value::Numeric(123456789012345678, 18, 1));
  EXPECT_EQ(numeric("1e30").type(), Type::Double());
  EXPECT_EQ(numeric("1.5e-30").type(), Type::Double());
  EXPECT_EQ(ExprOf("-1.5"), "-1.5:numeric(2,1)");
  EXPECT_EQ(ExprOf("- 2.50"), "-2.50:numeric(3,2)");
}

TEST(LiteralTest, OutOfRangeDoubleIsAnError) {
  EXPECT_TRUE(ExprOf("1e999999").starts_with("ERROR 22003"));
}

TEST(LiteralTest, Strings) {
  EXPECT_EQ(ExprOf("'abc'"), "'abc':text");
  EXPECT_EQ(ExprOf("''"), "'':text");
  EXPECT_EQ(ExprOf("'it''s'"), "'it's':text");
  EXPECT_EQ(ExprOf("'a\\nb'"), "'a\\nb':text");  // no escapes in '...'
  EXPECT_EQ(ExprOf("E'a\\nb'"), "'a\nb':text");
  EXPECT_EQ(ExprOf("e'tab\\there'"), "'tab\there':text");
  EXPECT_EQ(ExprOf("E'\\x41\\101\\u00e9\\U0001F600'"), "'AAé😀':text");
  EXPECT_EQ(ExprOf("E'it\\'s'"), "'it's':text");
  EXPECT_EQ(ExprOf("E'it''s'"), "'it's':text");
  EXPECT_EQ(ExprOf("E'back\\\\slash'"), "'back\\slash':text");
  EXPECT_EQ(ExprOf("'multi\nline'"), "'multi\nline':text");
  EXPECT_EQ(ExprOf("'ünï'"), "'ünï':text");
}

TEST(LiteralTest, BadEscapes) {
  EXPECT_TRUE(ExprOf("E'\\u12'").starts_with("ERROR 22025"));
  EXPECT_TRUE(ExprOf("E'\\uD800'").starts_with("ERROR 22025"));
  EXPECT_TRUE(ExprOf("E'\\xff'").starts_with("ERROR 22021"));
}

TEST(LiteralTest, BooleansAndNull) {
  EXPECT_EQ(ExprOf("TRUE"), "t:boolean");
  EXPECT_EQ(ExprOf("false"), "f:boolean");
  EXPECT_EQ(ExprOf("NULL"), "null");
  absl::StatusOr<ast::ExprPtr> null = ParseExpression("null");
  ASSERT_TRUE(null.ok());
  EXPECT_EQ((*null)->kind, ast::ExprKind::kLiteral);
  EXPECT_TRUE((*null)->value.is_null());
  EXPECT_EQ((*null)->value.type(), Type::Null());
}

TEST(LiteralTest, Utf8Validation) {
  EXPECT_TRUE(parser_internal::IsValidUtf8("plain ascii"));
  EXPECT_TRUE(parser_internal::IsValidUtf8("caf\xc3\xa9"));
  EXPECT_FALSE(parser_internal::IsValidUtf8("\xc3"));
  EXPECT_FALSE(parser_internal::IsValidUtf8("\xc0\xaf"));          // overlong
  EXPECT_FALSE(parser_internal::IsValidUtf8("\xed\xa0\x80"));      // surrogate
  EXPECT_FALSE(parser_internal::IsValidUtf8("\xf4\x90\x80\x80"));  // > U+10FFFF
}

}  // namespace
}  // namespace kite::testing
