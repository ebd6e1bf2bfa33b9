#include "storage/vector.h"

#include <string>

#include "gtest/gtest.h"

namespace kite {
namespace {

TEST(VectorTest, ResetSizesOnlyTheTypesLane) {
  Vector v;
  v.Reset(Type::Integer(), 5);
  EXPECT_EQ(v.size, 5);
  EXPECT_EQ(v.ints.size(), 5u);
  EXPECT_TRUE(v.doubles.empty());
  EXPECT_TRUE(v.nulls.empty());
  v.Reset(Type::Double(), 3);
  EXPECT_EQ(v.doubles.size(), 3u);
  EXPECT_TRUE(v.ints.empty());
  v.Reset(Type::Text(), 2);
  EXPECT_EQ(v.strings.size(), 2u);
  v.Reset(Type{TypeId::kTextArray}, 4);
  EXPECT_EQ(v.arrays.size(), 4u);
}

TEST(VectorTest, NullsAreAllocatedOnFirstUse) {
  Vector v;
  v.Reset(Type::Bigint(), 3);
  EXPECT_FALSE(v.IsNull(1));
  v.SetNull(1);
  ASSERT_EQ(v.nulls.size(), 3u);
  EXPECT_TRUE(v.IsNull(1));
  EXPECT_FALSE(v.IsNull(0));
  EXPECT_EQ(v.GetValue(1), Value::Null(Type::Bigint()));
  v.SetValue(1, Value::Bigint(7));
  EXPECT_FALSE(v.IsNull(1));
  EXPECT_EQ(v.GetValue(1), Value::Bigint(7));
}

TEST(VectorTest, RoundTripsEveryType) {
  std::vector<Value> values = {
      Value::Boolean(true),
      Value::Integer(-5),
      Value::Bigint(int64_t{1} << 40),
      Value::Double(2.5),
      Value::Numeric(12345, 10, 2),
      Value::Text("hello"),
      Value::Date(19000),
      Value::Timestamp(1234567890123),
      Value::Array(Type{TypeId::kIntegerArray},
                   {Value::Integer(1), Value::Null(Type::Integer())}),
  };
  for (const Value& value : values) {
    Vector v;
    v.Reset(value.type(), 2);
    v.SetValue(0, value);
    v.SetValue(1, Value::Null(value.type()));
    EXPECT_EQ(v.GetValue(0), value) << value.type().ToString();
    EXPECT_EQ(v.GetValue(1), Value::Null(value.type()));
  }
}

TEST(VectorTest, OwnedStringsStayValidAsMoreAreAdded) {
  Vector v;
  v.Reset(Type::Text(), 1000);
  for (int i = 0; i < 1000; ++i)
    v.SetOwnedString(i, std::string(20, 'a' + i % 26));
  for (int i = 0; i < 1000; ++i) {
    EXPECT_EQ(v.strings[i], std::string(20, 'a' + i % 26));
  }
  ASSERT_NE(v.arena, nullptr);
  v.Reset(Type::Text(), 1);
  EXPECT_EQ(v.arena, nullptr);
}

}  // namespace
}  // namespace kite
