#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/unit/expr/expr_test_util.h"

namespace kite::testing {
namespace {

using ::testing::ElementsAre;

const Type kInt = Type::Integer();
const Type kBig = Type::Bigint();
const Type kDbl = Type::Double();

TEST(ArithTest, IntegerOperators) {
  DataChunk c = Chunk(
      {{kInt, {Value::Integer(7), Value::Integer(-7), Value::Null(kInt)}},
       {kInt, {Value::Integer(2), Value::Integer(2), Value::Integer(2)}}});
  auto run = [&](ast::Op op) {
    return EvalText(*Arith(op, kInt, Col(0, kInt), Col(1, kInt)), c);
  };
  EXPECT_THAT(run(ast::Op::kAdd), ElementsAre("9", "-5", "NULL"));
  EXPECT_THAT(run(ast::Op::kSub), ElementsAre("5", "-9", "NULL"));
  EXPECT_THAT(run(ast::Op::kMul), ElementsAre("14", "-14", "NULL"));
  EXPECT_THAT(run(ast::Op::kDiv), ElementsAre("3", "-3", "NULL"));
  EXPECT_THAT(run(ast::Op::kMod), ElementsAre("1", "-1", "NULL"));
}

TEST(ArithTest, IntegerOverflowIsAnError) {
  DataChunk c = Chunk({{kInt, {Value::Integer(2147483647)}}});
  EXPECT_THAT(EvalText(*Arith(ast::Op::kAdd, kInt, Col(0, kInt), Int(1)), c),
              ElementsAre("error 22003: integer out of range"));
  EXPECT_THAT(EvalText(*Arith(ast::Op::kMul, kInt, Col(0, kInt), Int(2)), c),
              ElementsAre("error 22003: integer out of range"));
  DataChunk b = Chunk({{kBig, {Value::Bigint(INT64_MIN)}}});
  EXPECT_THAT(EvalText(*Arith(ast::Op::kSub, kBig, Col(0, kBig), Big(1)), b),
              ElementsAre("error 22003: bigint out of range"));
  EXPECT_THAT(EvalText(*Arith(ast::Op::kDiv, kBig, Col(0, kBig), Big(-1)), b),
              ElementsAre("error 22003: bigint out of range"));
  EXPECT_THAT(EvalText(*Arith(ast::Op::kMod, kBig, Col(0, kBig), Big(-1)), b),
              ElementsAre("0"));
  auto neg = Node(BoundKind::kArith, kBig, List(Col(0, kBig)));
  neg->op = ast::Op::kNeg;
  EXPECT_THAT(EvalText(*neg, b),
              ElementsAre("error 22003: bigint out of range"));
  // integer + bigint computed as bigint does not overflow.
  EXPECT_THAT(EvalText(*Arith(ast::Op::kAdd, kBig, Col(0, kInt), Big(1)),
                       Chunk({{kInt, {Value::Integer(2147483647)}}})),
              ElementsAre("2147483648"));
}

TEST(ArithTest, DivisionByZero) {
  DataChunk c = Chunk({{kInt, {Value::Integer(1), Value::Integer(0)}}});
  EXPECT_THAT(EvalText(*Arith(ast::Op::kDiv, kInt, Int(1), Col(0, kInt)), c),
              ElementsAre("error 22012: division by zero"));
  EXPECT_THAT(EvalText(*Arith(ast::Op::kMod, kInt, Int(1), Col(0, kInt)), c),
              ElementsAre("error 22012: division by zero"));
  EXPECT_EQ(ScalarText(*Arith(ast::Op::kDiv, kDbl, Const(Value::Double(1)),
                              Const(Value::Double(0)))),
            "error 22012: division by zero");
}

TEST(ArithTest, NullRowsRaiseNoErrors) {
  // 1 / NULL and overflow next to a NULL: PostgreSQL yields NULL.
  DataChunk c = Chunk({{kInt, {Value::Null(kInt), Value::Integer(2)}},
                       {kInt, {Value::Integer(0), Value::Integer(1)}}});
  auto e = Arith(ast::Op::kDiv, kInt, Col(1, kInt), Col(0, kInt));
  EXPECT_THAT(EvalText(*e, c), ElementsAre("NULL", "0"));
  EXPECT_EQ(ScalarText(*Arith(ast::Op::kAdd, kInt, Int(1), NullOf(kInt))),
            "NULL");
}

TEST(ArithTest, Numeric) {
  Type n52 = Type::Numeric(5, 2), n31 = Type::Numeric(3, 1);
  DataChunk c = Chunk({{n52, {Value::Numeric(125, 5, 2)}},    // 1.25
                       {n31, {Value::Numeric(-35, 3, 1)}}});  // -3.5
  EXPECT_THAT(EvalText(*Arith(ast::Op::kAdd, Type::Numeric(7, 2), Col(0, n52),
                              Col(1, n31)),
                       c),
              ElementsAre("-2.25"));
  EXPECT_THAT(EvalText(*Arith(ast::Op::kMul, Type::Numeric(8, 3), Col(0, n52),
                              Col(1, n31)),
                       c),
              ElementsAre("-4.375"));
  // Rounded half away from zero to the result scale.
  EXPECT_THAT(EvalText(*Arith(ast::Op::kMul, Type::Numeric(8, 2), Col(0, n52),
                              Col(1, n31)),
                       c),
              ElementsAre("-4.38"));
  EXPECT_THAT(EvalText(*Arith(ast::Op::kDiv, Type::Numeric(18, 6), Col(0, n52),
                              Col(1, n31)),
                       c),
              ElementsAre("-0.357143"));
  EXPECT_THAT(EvalText(*Arith(ast::Op::kMod, Type::Numeric(5, 2), Col(0, n52),
                              Const(Value::Numeric(5, 3, 1))),
                       c),
              ElementsAre("0.25"));
  EXPECT_THAT(
      EvalText(
          *Arith(ast::Op::kAdd, Type::Numeric(13, 2), Col(0, n52), Int(10)), c),
      ElementsAre("11.25"));
  EXPECT_THAT(EvalText(*Arith(ast::Op::kDiv, Type::Numeric(18, 6), Col(0, n52),
                              Const(Value::Numeric(0, 3, 1))),
                       c),
              ElementsAre("error 22012: division by zero"));
  auto overflow = EvalText(
      *Arith(ast::Op::kMul, Type::Numeric(3, 2), Col(0, n52), Int(100)), c);
  ASSERT_EQ(overflow.size(), 1u);
  EXPECT_EQ(overflow[0].substr(0, 32), "error 22003: numeric field overf");
}

TEST(ArithTest, DoublesAndDates) {
  EXPECT_EQ(ScalarText(*Arith(ast::Op::kDiv, kDbl, Const(Value::Double(1)),
                              Const(Value::Double(3)))),
            "0.3333333333333333");
  EXPECT_EQ(ScalarText(*Arith(ast::Op::kMul, kDbl, Const(Value::Double(1e300)),
                              Const(Value::Double(1e300)))),
            "error 22003: value out of range: overflow");
  // integer + double promoted by the node type.
  EXPECT_EQ(ScalarText(
                *Arith(ast::Op::kAdd, kDbl, Int(1), Const(Value::Double(0.5)))),
            "1.5");
  EXPECT_EQ(ScalarText(*Arith(ast::Op::kAdd, Type::Date(),
                              Const(Value::Date(0)), Int(31))),
            "1970-02-01");
  EXPECT_EQ(ScalarText(*Arith(ast::Op::kSub, kInt, Const(Value::Date(10)),
                              Const(Value::Date(3)))),
            "7");
}

TEST(ArithTest, Concat) {
  auto e = Node(BoundKind::kConcat, Type::Text(), List(Str("ab"), Str("cd")));
  EXPECT_EQ(ScalarText(*e), "abcd");
  auto n = Node(BoundKind::kConcat, Type::Text(),
                List(Str("ab"), NullOf(Type::Text())));
  EXPECT_EQ(ScalarText(*n), "NULL");
  auto mixed =
      Node(BoundKind::kConcat, Type::Text(), List(Str("a"), Bool(true)));
  EXPECT_EQ(ScalarText(*mixed), "atrue");
  Type ints{TypeId::kIntegerArray};
  auto arr = Node(BoundKind::kConcat, ints,
                  List(Const(*Value::Parse("{1,2}", ints)), Int(3)));
  EXPECT_EQ(ScalarText(*arr), "{1,2,3}");
}

}  // namespace
}  // namespace kite::testing
