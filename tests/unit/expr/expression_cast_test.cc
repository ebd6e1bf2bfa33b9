#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/unit/expr/expr_test_util.h"

namespace kite::testing {
namespace {

using ::testing::ElementsAre;

TEST(CastExprTest, NumberLanes) {
  Type big = Type::Bigint();
  DataChunk c = Chunk(
      {{big, {Value::Bigint(5), Value::Bigint(5000000000), Value::Null(big)}}});
  EXPECT_THAT(EvalText(*Cast(Col(0, big), Type::Double()), c),
              ElementsAre("5", "5000000000", "NULL"));
  EXPECT_THAT(EvalText(*Cast(Col(0, big), Type::Integer()), c),
              ElementsAre("error 22003: integer out of range"));
  EXPECT_THAT(EvalText(*Cast(Col(0, big), Type::Numeric(12, 2)), c),
              ElementsAre("5.00", "5000000000.00", "NULL"));
  EXPECT_THAT(EvalText(*Cast(Col(0, big), Type::Numeric(5, 2)), c),
              ElementsAre("error 22003: numeric field overflow"));
  Type dbl = Type::Double();
  DataChunk d = Chunk({{dbl, {Value::Double(2.5), Value::Double(-3.5)}}});
  EXPECT_THAT(EvalText(*Cast(Col(0, dbl), Type::Integer()), d),
              ElementsAre("2", "-4"));
  EXPECT_THAT(EvalText(*Cast(Col(0, dbl), Type::Numeric(4, 1)), d),
              ElementsAre("2.5", "-3.5"));
  Type n = Type::Numeric(6, 2);
  DataChunk m =
      Chunk({{n, {Value::Numeric(250, 6, 2), Value::Numeric(-250, 6, 2)}}});
  EXPECT_THAT(EvalText(*Cast(Col(0, n), Type::Integer()), m),
              ElementsAre("3", "-3"));
}

TEST(CastExprTest, TextBothWays) {
  Type t = Type::Text();
  DataChunk c = Chunk({{t, {Value::Text(" 42"), Value::Text("x")}}});
  EXPECT_THAT(EvalText(*Cast(Col(0, t), Type::Integer()), c),
              ElementsAre("error 22P02: invalid input syntax for type "
                          "integer: \"x\""));
  DataChunk ok = Chunk({{t, {Value::Text(" 42"), Value::Null(t)}}});
  EXPECT_THAT(EvalText(*Cast(Col(0, t), Type::Integer()), ok),
              ElementsAre("42", "NULL"));
  EXPECT_EQ(ScalarText(*Cast(Bool(true), t)), "true");
  EXPECT_EQ(ScalarText(*Cast(Const(Value::Date(0)), Type::Timestamp())),
            "1970-01-01 00:00:00");
  EXPECT_EQ(
      ScalarText(*Cast(Const(Value::Date(2000000000)), Type::Timestamp())),
      "error 22008: date out of range for timestamp");
}

TEST(CastExprTest, StringsSurviveBranchesAndSelections) {
  // CASE mixing column strings and computed strings keeps every view valid.
  Type t = Type::Text();
  DataChunk c = Chunk(
      {{t, {Value::Text("Alpha"), Value::Text("beta"), Value::Text("Gamma")}}});
  auto e = Node(
      BoundKind::kCase, t,
      List(Node(BoundKind::kLike, Type::Boolean(), List(Col(0, t), Str("_a%"))),
           Fn("upper", t, List(Col(0, t))),
           Cmp(ast::Op::kEq, Col(0, t), Str("beta")), Col(0, t),
           Fn("lower", t, List(Col(0, t)))));
  e->has_else = true;
  EXPECT_THAT(EvalText(*e, c), ElementsAre("alpha", "beta", "GAMMA"));
}

}  // namespace
}  // namespace kite::testing
