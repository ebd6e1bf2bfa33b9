#include <cmath>
#include <limits>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/unit/expr/expr_test_util.h"

namespace kite::testing {
namespace {

using ::testing::ElementsAre;

TEST(CompareTest, IntegersWithNulls) {
  Type t = Type::Integer();
  DataChunk c =
      Chunk({{t, {Value::Integer(1), Value::Integer(2), Value::Null(t)}}});
  EXPECT_THAT(EvalText(*Cmp(ast::Op::kLt, Col(0, t), Int(2)), c),
              ElementsAre("t", "f", "NULL"));
  EXPECT_THAT(EvalText(*Cmp(ast::Op::kGe, Col(0, t), Int(2)), c),
              ElementsAre("f", "t", "NULL"));
  EXPECT_THAT(EvalText(*Cmp(ast::Op::kNe, Col(0, t), Int(2)), c),
              ElementsAre("t", "f", "NULL"));
}

TEST(CompareTest, TextByBytes) {
  Type t = Type::Text();
  DataChunk c =
      Chunk({{t, {Value::Text("a"), Value::Text("B"), Value::Text("ab")}}});
  EXPECT_THAT(EvalText(*Cmp(ast::Op::kLt, Col(0, t), Str("ab")), c),
              ElementsAre("t", "t", "f"));
  EXPECT_THAT(EvalText(*Cmp(ast::Op::kEq, Col(0, t), Str("ab")), c),
              ElementsAre("f", "f", "t"));
}

TEST(CompareTest, MixedNumericScalesAndDoubles) {
  Type n1 = Type::Numeric(5, 1), n3 = Type::Numeric(6, 3);
  DataChunk c = Chunk(
      {{n1, {Value::Numeric(15, 5, 1)}}, {n3, {Value::Numeric(1500, 6, 3)}}});
  EXPECT_THAT(EvalText(*Cmp(ast::Op::kEq, Col(0, n1), Col(1, n3)), c),
              ElementsAre("t"));
  double nan = std::nan("");
  DataChunk d =
      Chunk({{Type::Double(), {Value::Double(nan), Value::Double(1)}}});
  // NaN equals NaN and sorts above everything, as in PostgreSQL.
  EXPECT_THAT(EvalText(*Cmp(ast::Op::kEq, Col(0, Type::Double()),
                            Const(Value::Double(nan))),
                       d),
              ElementsAre("t", "f"));
  EXPECT_THAT(EvalText(*Cmp(ast::Op::kGt, Col(0, Type::Double()),
                            Const(Value::Double(1e308))),
                       d),
              ElementsAre("t", "f"));
}

TEST(CompareTest, DateAgainstTimestamp) {
  EXPECT_EQ(ScalarText(*Cmp(ast::Op::kEq, Const(Value::Date(1)),
                            Const(Value::Timestamp(86400000000LL)))),
            "t");
}

TEST(CompareValuesTest, ConsistentWithHash) {
  EXPECT_EQ(CompareValues(Value::Numeric(150, 5, 2), Value::Numeric(15, 5, 1)),
            0);
  EXPECT_EQ(HashValue(Value::Numeric(150, 5, 2)),
            HashValue(Value::Numeric(15, 5, 1)));
  EXPECT_EQ(HashValue(Value::Double(0.0)), HashValue(Value::Double(-0.0)));
  EXPECT_EQ(CompareValues(Value::Double(0.0), Value::Double(-0.0)), 0);
  EXPECT_EQ(HashValue(Value::Double(std::nan(""))),
            HashValue(Value::Double(-std::nan(""))));
  EXPECT_LT(CompareValues(Value::Text("abc"), Value::Text("abd")), 0);
  EXPECT_NE(HashValue(Value::Text("abc")), HashValue(Value::Text("abd")));
  EXPECT_GT(CompareValues(Value::Integer(3), Value::Integer(-3)), 0);
  Type ints{TypeId::kIntegerArray};
  EXPECT_LT(CompareValues(*Value::Parse("{1,2}", ints),
                          *Value::Parse("{1,2,0}", ints)),
            0);
  EXPECT_GT(CompareValues(*Value::Parse("{1,NULL}", ints),
                          *Value::Parse("{1,5}", ints)),
            0);
  EXPECT_EQ(HashValue(*Value::Parse("{1,2}", ints)),
            HashValue(*Value::Parse("{1,2}", ints)));
}

}  // namespace
}  // namespace kite::testing
