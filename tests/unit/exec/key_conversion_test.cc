// ToKeyType: a value compared in a wider type, converted to a key column's
// type when the column can hold it exactly.
#include "exec/key_conversion.h"

#include <cstdint>

#include "gtest/gtest.h"

namespace kite {
namespace {

TEST(KeyConversionTest, IntegersOfEitherWidth) {
  Value out;
  ASSERT_TRUE(ToKeyType(Value::Bigint(42), Type::Integer(), &out));
  EXPECT_EQ(out.type(), Type::Integer());
  EXPECT_EQ(out, Value::Integer(42));
  ASSERT_TRUE(ToKeyType(Value::Bigint(INT32_MIN), Type::Integer(), &out));
  EXPECT_EQ(out, Value::Integer(INT32_MIN));
  EXPECT_FALSE(
      ToKeyType(Value::Bigint(int64_t{INT32_MAX} + 1), Type::Integer(), &out));
  EXPECT_FALSE(
      ToKeyType(Value::Bigint(int64_t{INT32_MIN} - 1), Type::Integer(), &out));
  ASSERT_TRUE(ToKeyType(Value::Integer(-7), Type::Bigint(), &out));
  EXPECT_EQ(out.type(), Type::Bigint());
  EXPECT_EQ(out, Value::Bigint(-7));
  ASSERT_TRUE(ToKeyType(Value::Integer(3), Type::Integer(), &out));
  EXPECT_EQ(out, Value::Integer(3));
  EXPECT_FALSE(ToKeyType(Value::Null(Type::Bigint()), Type::Integer(), &out));
}

TEST(KeyConversionTest, OtherTypesConvertOnlyExactly) {
  Value out;
  ASSERT_TRUE(ToKeyType(Value::Double(5.0), Type::Integer(), &out));
  EXPECT_EQ(out, Value::Integer(5));
  EXPECT_FALSE(ToKeyType(Value::Double(5.5), Type::Integer(), &out));
  EXPECT_FALSE(ToKeyType(Value::Double(1e12), Type::Integer(), &out));
}

}  // namespace
}  // namespace kite
