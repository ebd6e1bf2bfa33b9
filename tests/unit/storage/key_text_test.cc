#include "storage/key_text.h"

#include "gtest/gtest.h"

namespace kite::storage_internal {
namespace {

TEST(KeyTextTest, FormatsLikePostgres) {
  EXPECT_EQ(KeyValueText(Value::Boolean(false)), "f");
  EXPECT_EQ(KeyValueText(Value::Integer(-7)), "-7");
  EXPECT_EQ(KeyValueText(Value::Numeric(5, 10, 2)), "0.05");
  EXPECT_EQ(KeyValueText(Value::Numeric(-12345, 10, 2)), "-123.45");
  EXPECT_EQ(KeyValueText(Value::Numeric(7, 5, 0)), "7");
  EXPECT_EQ(KeyValueText(Value::Double(1.5)), "1.5");
  EXPECT_EQ(KeyValueText(Value::Double(0.1)), "0.1");
  EXPECT_EQ(KeyValueText(Value::Double(100)), "100");
  EXPECT_EQ(KeyValueText(Value::Double(1e14)), "100000000000000");
  EXPECT_EQ(KeyValueText(Value::Double(1e15)), "1e+15");
  EXPECT_EQ(KeyValueText(Value::Double(0.0001)), "0.0001");
  EXPECT_EQ(KeyValueText(Value::Double(1.25e-5)), "1.25e-05");
  EXPECT_EQ(KeyValueText(Value::Double(-2.5e100)), "-2.5e+100");
  EXPECT_EQ(KeyValueText(Value::Date(0)), "1970-01-01");
  EXPECT_EQ(KeyValueText(Value::Date(-1)), "1969-12-31");
  EXPECT_EQ(KeyValueText(Value::Date(11016)), "2000-02-29");
  EXPECT_EQ(KeyValueText(Value::Date(-719163)), "0001-12-31 BC");
  EXPECT_EQ(KeyValueText(Value::Timestamp(-1)), "1969-12-31 23:59:59.999999");
  EXPECT_EQ(KeyValueText(Value::Timestamp(3600000000)), "1970-01-01 01:00:00");
  EXPECT_EQ(
      KeyValueText(Value::Array(
          Type{TypeId::kTextArray},
          {Value::Text("a b"), Value::Text("c"), Value::Null(Type::Text()),
           Value::Text(""), Value::Text("NULL"), Value::Text("q\"")})),
      "{\"a b\",c,NULL,\"\",\"NULL\",\"q\\\"\"}");
  EXPECT_EQ(KeyValueText(Value::Array(Type{TypeId::kIntegerArray},
                                      {Value::Integer(1), Value::Integer(2)})),
            "{1,2}");
}

TEST(KeyTextTest, QuotesIdentifiersThatNeedIt) {
  EXPECT_EQ(QuoteIdentifier("id"), "id");
  EXPECT_EQ(QuoteIdentifier("_x1"), "_x1");
  EXPECT_EQ(QuoteIdentifier("Id"), "\"Id\"");
  EXPECT_EQ(QuoteIdentifier("a b"), "\"a b\"");
  EXPECT_EQ(QuoteIdentifier("1a"), "\"1a\"");
  EXPECT_EQ(QuoteIdentifier("a\"b"), "\"a\"\"b\"");
}

}  // namespace
}  // namespace kite::storage_internal
