#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/unit/expr/expr_test_util.h"

namespace kite::testing {
namespace {

using ::testing::ElementsAre;

const Type kBool = Type::Boolean();
const Type kInt = Type::Integer();

// All nine combinations of TRUE, FALSE, NULL in two columns.
DataChunk TruthTable() {
  std::vector<Value> a, b;
  Value vals[] = {Value::Boolean(true), Value::Boolean(false),
                  Value::Null(kBool)};
  for (const Value& x : vals) {
    for (const Value& y : vals) {
      a.push_back(x);
      b.push_back(y);
    }
  }
  return Chunk({{kBool, a}, {kBool, b}});
}

TEST(LogicTest, AndOrNotTruthTables) {
  DataChunk c = TruthTable();
  EXPECT_THAT(
      EvalText(*And(Col(0, kBool), Col(1, kBool)), c),
      ElementsAre("t", "f", "NULL", "f", "f", "f", "NULL", "f", "NULL"));
  EXPECT_THAT(
      EvalText(*Or(Col(0, kBool), Col(1, kBool)), c),
      ElementsAre("t", "t", "t", "t", "f", "NULL", "t", "NULL", "NULL"));
  EXPECT_THAT(
      EvalText(*Not(Col(0, kBool)), c),
      ElementsAre("f", "f", "f", "t", "t", "t", "NULL", "NULL", "NULL"));
}

TEST(LogicTest, AndOrSkipDecidedRows) {
  DataChunk c = Chunk({{kInt, {Value::Integer(0), Value::Integer(5)}}});
  // x <> 0 AND 10 / x > 1: no division for x = 0.
  auto and_expr = And(
      Cmp(ast::Op::kNe, Col(0, kInt), Int(0)),
      Cmp(ast::Op::kGt,
          Node(BoundKind::kArith, kInt, List(Int(10), Col(0, kInt))), Int(1)));
  and_expr->children[1]->children[0]->op = ast::Op::kDiv;
  EXPECT_THAT(EvalText(*and_expr, c), ElementsAre("f", "t"));
  // x = 0 OR 10 / x > 1.
  auto or_expr =
      Or(Cmp(ast::Op::kEq, Col(0, kInt), Int(0)),
         Cmp(ast::Op::kGt, Arith(ast::Op::kDiv, kInt, Int(10), Col(0, kInt)),
             Int(1)));
  EXPECT_THAT(EvalText(*or_expr, c), ElementsAre("t", "t"));
  std::vector<int> selected;
  EvalContext ctx;
  ASSERT_TRUE(EvaluateFilter(*or_expr, c, ctx, &selected).ok());
  EXPECT_THAT(selected, ElementsAre(0, 1));
}

TEST(LogicTest, FilterKeepsOnlyTrue) {
  DataChunk c = TruthTable();
  std::vector<int> selected;
  EvalContext ctx;
  ASSERT_TRUE(
      EvaluateFilter(*Or(Col(0, kBool), Col(1, kBool)), c, ctx, &selected)
          .ok());
  EXPECT_THAT(selected, ElementsAre(0, 1, 2, 3, 6));
}

TEST(LogicTest, IsNullAndIsBool) {
  DataChunk c = Chunk(
      {{kBool,
        {Value::Boolean(true), Value::Boolean(false), Value::Null(kBool)}}});
  auto is_null = Node(BoundKind::kIsNull, kBool, List(Col(0, kBool)));
  EXPECT_THAT(EvalText(*is_null, c), ElementsAre("f", "f", "t"));
  is_null->negated = true;
  EXPECT_THAT(EvalText(*is_null, c), ElementsAre("t", "t", "f"));
  auto is_true = Node(BoundKind::kIsBool, kBool, List(Col(0, kBool)));
  is_true->constant = Value::Boolean(true);
  EXPECT_THAT(EvalText(*is_true, c), ElementsAre("t", "f", "f"));
  is_true->negated = true;  // IS NOT TRUE
  EXPECT_THAT(EvalText(*is_true, c), ElementsAre("f", "t", "t"));
  auto is_false = Node(BoundKind::kIsBool, kBool, List(Col(0, kBool)));
  is_false->constant = Value::Boolean(false);
  EXPECT_THAT(EvalText(*is_false, c), ElementsAre("f", "t", "f"));
}

TEST(LogicTest, CaseEvaluatesBranchesLazily) {
  DataChunk c = Chunk(
      {{kInt, {Value::Integer(0), Value::Integer(4), Value::Null(kInt)}}});
  // CASE WHEN x = 0 THEN 0 ELSE 100 / x END
  auto e = Node(BoundKind::kCase, kInt,
                List(Cmp(ast::Op::kEq, Col(0, kInt), Int(0)), Int(0),
                     Arith(ast::Op::kDiv, kInt, Int(100), Col(0, kInt))));
  e->has_else = true;
  EXPECT_THAT(EvalText(*e, c), ElementsAre("0", "25", "NULL"));
  // Without ELSE unmatched rows are NULL.
  auto no_else =
      Node(BoundKind::kCase, Type::Text(),
           List(Cmp(ast::Op::kGt, Col(0, kInt), Int(1)), Str("big"),
                Cmp(ast::Op::kEq, Col(0, kInt), Int(0)), Str("zero")));
  EXPECT_THAT(EvalText(*no_else, c), ElementsAre("zero", "big", "NULL"));
}

TEST(LogicTest, CoalesceAndNullIf) {
  DataChunk c = Chunk(
      {{kInt, {Value::Integer(1), Value::Null(kInt), Value::Null(kInt)}},
       {kInt, {Value::Integer(0), Value::Integer(2), Value::Null(kInt)}}});
  auto co = Node(BoundKind::kCoalesce, kInt,
                 List(Col(0, kInt), Col(1, kInt), Int(9)));
  EXPECT_THAT(EvalText(*co, c), ElementsAre("1", "2", "9"));
  // COALESCE stops at the first non-NULL: 1/0 is never evaluated for row 0.
  auto lazy = Node(
      BoundKind::kCoalesce, kInt,
      List(Col(0, kInt), Arith(ast::Op::kDiv, kInt, Int(1), Col(1, kInt))));
  EXPECT_THAT(EvalText(*lazy, c), ElementsAre("1", "0", "NULL"));
  auto nullif = Node(BoundKind::kNullIf, kInt, List(Col(1, kInt), Int(2)));
  EXPECT_THAT(EvalText(*nullif, c), ElementsAre("0", "NULL", "NULL"));
}

}  // namespace
}  // namespace kite::testing
