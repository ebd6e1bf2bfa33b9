#include <string>
#include <vector>

#include "expr/bound_expr.h"
#include "gtest/gtest.h"
#include "kite/status.h"
#include "tests/unit/expr/expr_test_util.h"

namespace kite::plan {
namespace {

std::string Common(Type a, Type b) {
  auto t = CommonType(a, b, "CASE");
  if (!t.ok())
    return "error " + SqlStateOf(t.status()) + ": " +
           std::string(t.status().message());
  return t->ToString();
}

std::string Arith(ast::Op op, Type l, Type r) {
  auto t = ArithmeticType(op, l, r);
  if (!t.ok())
    return "error " + SqlStateOf(t.status()) + ": " +
           std::string(t.status().message());
  return t->ToString();
}

TEST(CommonTypeTest, FollowsPostgres) {
  EXPECT_EQ(Common(Type::Integer(), Type::Bigint()), "bigint");
  EXPECT_EQ(Common(Type::Integer(), Type::Numeric(5, 2)), "numeric(12,2)");
  EXPECT_EQ(Common(Type::Numeric(5, 2), Type::Double()), "double precision");
  EXPECT_EQ(Common(Type::Null(), Type::Text()), "text");
  EXPECT_EQ(Common(Type::Date(), Type::Timestamp()),
            "timestamp without time zone");
  EXPECT_EQ(Common(Type::Numeric(10, 4), Type::Numeric(12, 1)),
            "numeric(15,4)");
  EXPECT_EQ(Common(Type::Integer(), Type::Text()),
            "error 42804: CASE types integer and text cannot be matched");
  EXPECT_EQ(Common(Type{TypeId::kIntegerArray}, Type{TypeId::kBigintArray}),
            "bigint[]");
}

TEST(ArithmeticTypeTest, ResultTypes) {
  EXPECT_EQ(Arith(ast::Op::kAdd, Type::Integer(), Type::Integer()), "integer");
  EXPECT_EQ(Arith(ast::Op::kMul, Type::Integer(), Type::Bigint()), "bigint");
  EXPECT_EQ(Arith(ast::Op::kAdd, Type::Numeric(5, 2), Type::Numeric(7, 3)),
            "numeric(8,3)");
  EXPECT_EQ(Arith(ast::Op::kMul, Type::Numeric(5, 2), Type::Numeric(7, 3)),
            "numeric(12,5)");
  EXPECT_EQ(Arith(ast::Op::kMul, Type::Numeric(18, 6), Type::Numeric(18, 6)),
            "numeric(18,6)");
  EXPECT_EQ(Arith(ast::Op::kDiv, Type::Numeric(5, 2), Type::Integer()),
            "numeric(18,6)");
  EXPECT_EQ(Arith(ast::Op::kDiv, Type::Double(), Type::Integer()),
            "double precision");
  EXPECT_EQ(Arith(ast::Op::kAdd, Type::Date(), Type::Integer()), "date");
  EXPECT_EQ(Arith(ast::Op::kSub, Type::Date(), Type::Date()), "integer");
  EXPECT_EQ(Arith(ast::Op::kConcat, Type::Text(), Type::Integer()), "text");
  EXPECT_EQ(Arith(ast::Op::kAdd, Type::Integer(), Type::Text()),
            "error 42883: operator does not exist: integer + text");
  EXPECT_EQ(Arith(ast::Op::kNeg, Type::Boolean(), Type::Null()),
            "error 42883: operator does not exist: - boolean");
}

TEST(ResolveFunctionTest, Signatures) {
  auto sig = ResolveFunction("substr", {Type::Text(), Type::Integer()});
  ASSERT_TRUE(sig.ok());
  EXPECT_EQ(sig->result, Type::Text());
  auto rounded = ResolveFunction("round", {Type::Numeric(10, 3)});
  ASSERT_TRUE(rounded.ok());
  EXPECT_EQ(rounded->result, Type::Numeric(8, 0));
  auto bad = ResolveFunction("lower", {Type::Integer()});
  EXPECT_EQ(SqlStateOf(bad.status()), "42883");
  EXPECT_EQ(bad.status().message(), "function lower(integer) does not exist");
  auto g = ResolveFunction("greatest", {Type::Integer(), Type::Double()});
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(g->result, Type::Double());
  EXPECT_EQ(g->arg_types[0], Type::Double());
  EXPECT_TRUE(ResolveFunction("now", {}).ok());
  EXPECT_FALSE(ResolveFunction("nosuch", {}).ok());
}

TEST(CastRulesTest, CanCastAndAssign) {
  EXPECT_TRUE(CanCast(Type::Text(), Type::Integer()));
  EXPECT_TRUE(CanCast(Type::Boolean(), Type::Integer()));
  EXPECT_FALSE(CanCast(Type::Boolean(), Type::Date()));
  EXPECT_TRUE(CanAssign(Type::Double(), Type::Integer()));
  EXPECT_FALSE(CanAssign(Type::Text(), Type::Integer()));
  EXPECT_FALSE(CanAssign(Type::Boolean(), Type::Integer()));
  EXPECT_TRUE(CanAssign(Type::Integer(), Type::Text()));
  EXPECT_TRUE(CanAssign(Type::Null(), Type::Date()));
}

TEST(BoundExprTest, ToStringAndClone) {
  using kite::testing::And;
  using kite::testing::Cmp;
  using kite::testing::Col;
  using kite::testing::Int;
  using kite::testing::Param;
  auto e = And(Cmp(ast::Op::kGt, Col(0, Type::Integer()), Int(2010)),
               Cmp(ast::Op::kEq, Col(1, Type::Text()), Param(1, Type::Text())));
  EXPECT_EQ(e->ToString(), "(#0 > 2010) AND (#1 = $1)");
  auto copy = e->Clone();
  EXPECT_EQ(copy->ToString(), e->ToString());
  EXPECT_NE(copy->children[0].get(), e->children[0].get());
  auto text = kite::testing::Str("it's");
  EXPECT_EQ(text->ToString(), "'it''s'");
}

}  // namespace
}  // namespace kite::plan

namespace kite::plan {
namespace {

TEST(RefineFunctionTypeTest, RoundWithConstantDigits) {
  using kite::testing::Fn;
  using kite::testing::Int;
  using kite::testing::List;
  auto x = [] {
    return kite::testing::Const(*Value::Parse("123.456", Type::Numeric(6, 3)));
  };
  auto call = Fn("round", Type::Numeric(6, 3), List(x(), Int(1)));
  EXPECT_EQ(RefineFunctionType(*call), Type::Numeric(5, 1));
  call->type = RefineFunctionType(*call);
  EXPECT_EQ(kite::testing::ScalarText(*call), "123.5");
  auto negative = Fn("round", Type::Numeric(6, 3), List(x(), Int(-2)));
  negative->type = RefineFunctionType(*negative);
  EXPECT_EQ(negative->type, Type::Numeric(4, 0));
  EXPECT_EQ(kite::testing::ScalarText(*negative), "100");
  auto trunc = Fn("trunc", Type::Numeric(6, 3), List(x(), Int(2)));
  trunc->type = RefineFunctionType(*trunc);
  EXPECT_EQ(kite::testing::ScalarText(*trunc), "123.45");
  auto lower = Fn("lower", Type::Text(), List(kite::testing::Str("A")));
  EXPECT_EQ(RefineFunctionType(*lower), Type::Text());
}

}  // namespace
}  // namespace kite::plan
