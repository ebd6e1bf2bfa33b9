#include <cmath>

#include "gtest/gtest.h"
#include "kite/status.h"
#include "kite/value.h"

namespace kite {
namespace {

std::string CastText(const Value& v, Type to) {
  auto c = v.CastTo(to);
  if (!c.ok()) return "error " + SqlStateOf(c.status());
  EXPECT_EQ(c->type(), to);
  return c->ToString();
}

TEST(ValueCastTest, NumbersRound) {
  Type n52 = Type::Numeric(5, 2);
  EXPECT_EQ(CastText(Value::Numeric(250, 5, 2), Type::Integer()), "3");
  EXPECT_EQ(CastText(Value::Numeric(-250, 5, 2), Type::Integer()), "-3");
  EXPECT_EQ(CastText(Value::Numeric(249, 5, 2), Type::Bigint()), "2");
  // double -> integer rounds half to even (rint).
  EXPECT_EQ(CastText(Value::Double(2.5), Type::Integer()), "2");
  EXPECT_EQ(CastText(Value::Double(3.5), Type::Integer()), "4");
  EXPECT_EQ(CastText(Value::Double(-2.5), Type::Integer()), "-2");
  EXPECT_EQ(CastText(Value::Double(3e9), Type::Integer()), "error 22003");
  EXPECT_EQ(CastText(Value::Double(NAN), Type::Bigint()), "error 22003");
  EXPECT_EQ(CastText(Value::Double(1.005), n52), "1.01");
  EXPECT_EQ(CastText(Value::Double(0.125), n52), "0.13");
  EXPECT_EQ(CastText(Value::Double(1e10), n52), "error 22003");
  EXPECT_EQ(CastText(Value::Integer(999), n52), "999.00");
  EXPECT_EQ(CastText(Value::Integer(1000), n52), "error 22003");
  EXPECT_EQ(CastText(Value::Numeric(12345, 10, 3), n52), "12.35");
  EXPECT_EQ(CastText(Value::Numeric(12345, 10, 2), Type::Double()), "123.45");
  EXPECT_EQ(CastText(Value::Bigint(5000000000), Type::Integer()),
            "error 22003");
  auto err = Value::Bigint(5000000000).CastTo(Type::Integer());
  EXPECT_EQ(err.status().message(), "integer out of range");
  EXPECT_EQ(CastText(Value::Integer(7), Type::Double()), "7");
}

TEST(ValueCastTest, TextBothWays) {
  EXPECT_EQ(CastText(Value::Boolean(true), Type::Text()), "true");
  EXPECT_EQ(CastText(Value::Double(0.1), Type::Text()), "0.1");
  EXPECT_EQ(CastText(Value::Date(0), Type::Text()), "1970-01-01");
  EXPECT_EQ(CastText(Value::Text(" 12 "), Type::Integer()), "12");
  EXPECT_EQ(CastText(Value::Text("yes"), Type::Boolean()), "t");
  EXPECT_EQ(CastText(Value::Text("x"), Type::Integer()), "error 22P02");
  EXPECT_EQ(CastText(Value::Text("{1,2}"), Type{TypeId::kBigintArray}),
            "{1,2}");
}

TEST(ValueCastTest, OtherPairs) {
  EXPECT_EQ(CastText(Value::Boolean(true), Type::Integer()), "1");
  EXPECT_EQ(CastText(Value::Integer(-3), Type::Boolean()), "t");
  EXPECT_EQ(CastText(Value::Integer(0), Type::Boolean()), "f");
  EXPECT_EQ(CastText(Value::Date(1), Type::Timestamp()), "1970-01-02 00:00:00");
  EXPECT_EQ(CastText(Value::Timestamp(-1), Type::Date()), "1969-12-31");
  Value ints = Value::Array(Type{TypeId::kIntegerArray},
                            {Value::Integer(1), Value::Null(Type::Integer())});
  EXPECT_EQ(CastText(ints, Type{TypeId::kBigintArray}), "{1,NULL}");
  EXPECT_EQ(CastText(ints, Type{TypeId::kTextArray}), "{1,NULL}");
  Value big = Value::Array(Type{TypeId::kBigintArray},
                           {Value::Bigint(int64_t{1} << 40)});
  EXPECT_EQ(CastText(big, Type{TypeId::kIntegerArray}), "error 22003");
  EXPECT_EQ(CastText(Value::Null(), Type::Date()), "NULL");
  EXPECT_TRUE(Value::Null(Type::Integer()).CastTo(Type::Text())->is_null());
}

TEST(ValueCastTest, MissingCasts) {
  auto err = Value::Boolean(true).CastTo(Type::Date());
  EXPECT_EQ(SqlStateOf(err.status()), "42846");
  EXPECT_EQ(err.status().message(), "cannot cast type boolean to date");
  EXPECT_EQ(CastText(Value::Bigint(1), Type::Boolean()), "error 42846");
  EXPECT_EQ(CastText(Value::Date(1), Type::Integer()), "error 42846");
  EXPECT_EQ(CastText(Value::Integer(1), Type{TypeId::kIntegerArray}),
            "error 42846");
}

}  // namespace
}  // namespace kite
