#include <cmath>
#include <limits>

#include "gtest/gtest.h"
#include "kite/value.h"

namespace kite {
namespace {

TEST(ValueFormatTest, Scalars) {
  EXPECT_EQ(Value::Boolean(true).ToString(), "t");
  EXPECT_EQ(Value::Boolean(false).ToString(), "f");
  EXPECT_EQ(Value::Integer(-42).ToString(), "-42");
  EXPECT_EQ(Value::Bigint(INT64_MIN).ToString(), "-9223372036854775808");
  EXPECT_EQ(Value::Text("a b").ToString(), "a b");
  EXPECT_EQ(Value::Null(Type::Integer()).ToString(), "NULL");
}

TEST(ValueFormatTest, DoublesAsPostgres15) {
  EXPECT_EQ(Value::Double(0.1).ToString(), "0.1");
  EXPECT_EQ(Value::Double(1.5).ToString(), "1.5");
  EXPECT_EQ(Value::Double(1e20).ToString(), "1e+20");
  EXPECT_EQ(Value::Double(1e15).ToString(), "1e+15");
  EXPECT_EQ(Value::Double(123456789012345.0).ToString(), "123456789012345");
  EXPECT_EQ(Value::Double(0.0001).ToString(), "0.0001");
  EXPECT_EQ(Value::Double(0.00001).ToString(), "1e-05");
  EXPECT_EQ(Value::Double(1.0 / 3).ToString(), "0.3333333333333333");
  EXPECT_EQ(Value::Double(100).ToString(), "100");
  EXPECT_EQ(Value::Double(-2.5e-10).ToString(), "-2.5e-10");
  EXPECT_EQ(Value::Double(0.0).ToString(), "0");
  EXPECT_EQ(Value::Double(-0.0).ToString(), "-0");
  EXPECT_EQ(Value::Double(std::numeric_limits<double>::infinity()).ToString(),
            "Infinity");
  EXPECT_EQ(Value::Double(-std::numeric_limits<double>::infinity()).ToString(),
            "-Infinity");
  EXPECT_EQ(Value::Double(std::nan("")).ToString(), "NaN");
}

TEST(ValueFormatTest, Numeric) {
  EXPECT_EQ(Value::Numeric(12345, 10, 2).ToString(), "123.45");
  EXPECT_EQ(Value::Numeric(-5, 10, 2).ToString(), "-0.05");
  EXPECT_EQ(Value::Numeric(0, 10, 3).ToString(), "0.000");
  EXPECT_EQ(Value::Numeric(7, 5, 0).ToString(), "7");
}

TEST(ValueFormatTest, DatesAndTimestamps) {
  EXPECT_EQ(Value::Date(0).ToString(), "1970-01-01");
  EXPECT_EQ(Value::Date(19753).ToString(), "2024-01-31");
  EXPECT_EQ(Value::Date(-1).ToString(), "1969-12-31");
  EXPECT_EQ(Value::Timestamp(0).ToString(), "1970-01-01 00:00:00");
  EXPECT_EQ(Value::Timestamp(1706702400000000).ToString(),
            "2024-01-31 12:00:00");
  EXPECT_EQ(Value::Timestamp(1706702400500000).ToString(),
            "2024-01-31 12:00:00.5");
  EXPECT_EQ(Value::Timestamp(-1).ToString(), "1969-12-31 23:59:59.999999");
}

TEST(ValueFormatTest, Arrays) {
  EXPECT_EQ(Value::Array(Type{TypeId::kIntegerArray},
                         {Value::Integer(1), Value::Integer(2),
                          Value::Null(Type::Integer())})
                .ToString(),
            "{1,2,NULL}");
  EXPECT_EQ(Value::Array(Type{TypeId::kBigintArray}, {}).ToString(), "{}");
  EXPECT_EQ(Value::Array(Type{TypeId::kTextArray},
                         {Value::Text("a b"), Value::Text("c"), Value::Text(""),
                          Value::Text("null"), Value::Text("q\"x\\"),
                          Value::Text("{,}")})
                .ToString(),
            "{\"a b\",c,\"\",\"null\",\"q\\\"x\\\\\",\"{,}\"}");
}

}  // namespace
}  // namespace kite
