#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/unit/expr/expr_test_util.h"

namespace kite::testing {
namespace {

using ::testing::ElementsAre;

const Type kInt = Type::Integer();

// Subquery 0 returns rows 1..outer[0] (correlated); subquery 1 returns
// {1, NULL}.
class FakeRunner : public SubqueryRunner {
 public:
  absl::StatusOr<std::vector<Value>> Run(int id,
                                         const std::vector<Value>& outer,
                                         int64_t max_rows) override {
    ++calls;
    std::vector<Value> out;
    if (id == 1)
      return std::vector<Value>{Value::Integer(1), Value::Null(kInt)};
    int64_t n = outer[0].is_null() ? 0 : outer[0].int_value();
    for (int64_t i = 1; i <= n && (max_rows < 0 || i <= max_rows); ++i) {
      out.push_back(Value::Integer(static_cast<int32_t>(i)));
    }
    return out;
  }
  int calls = 0;
};

TEST(SubqueryTest, ScalarExistsAndIn) {
  DataChunk c = Chunk(
      {{kInt, {Value::Integer(0), Value::Integer(1), Value::Integer(3)}}});
  FakeRunner runner;
  EvalContext ctx;
  ctx.subqueries = &runner;
  auto scalar = Node(BoundKind::kSubquery, kInt);
  scalar->subquery_id = 0;
  EXPECT_THAT(EvalText(*scalar, c, &ctx),
              ElementsAre("error 21000: more than one row returned by a "
                          "subquery used as an expression"));
  DataChunk small = Chunk({{kInt, {Value::Integer(0), Value::Integer(1)}}});
  EXPECT_THAT(EvalText(*scalar, small, &ctx), ElementsAre("NULL", "1"));
  auto exists = Node(BoundKind::kExists, Type::Boolean());
  exists->subquery_id = 0;
  EXPECT_THAT(EvalText(*exists, c, &ctx), ElementsAre("f", "t", "t"));
  exists->negated = true;
  EXPECT_THAT(EvalText(*exists, c, &ctx), ElementsAre("t", "f", "f"));
  auto in = Node(BoundKind::kInSubquery, Type::Boolean(), List(Int(2)));
  in->subquery_id = 0;
  EXPECT_THAT(EvalText(*in, c, &ctx), ElementsAre("f", "f", "t"));
  auto in_nulls = Node(BoundKind::kInSubquery, Type::Boolean(), List(Int(2)));
  in_nulls->subquery_id = 1;
  in_nulls->negated = true;  // 2 NOT IN (1, NULL) is NULL
  EXPECT_THAT(EvalText(*in_nulls, c, &ctx),
              ElementsAre("NULL", "NULL", "NULL"));
}

TEST(SubqueryTest, OuterColumnsAndParameters) {
  std::vector<Value> outer_row = {Value::Integer(5), Value::Text("x")};
  std::vector<Value> params = {Value::Integer(2)};
  EvalContext ctx;
  ctx.outer_rows.push_back(&outer_row);
  ctx.params = &params;
  auto outer = Node(BoundKind::kOuterColumn, kInt);
  outer->outer_depth = 1;
  outer->column_index = 0;
  EXPECT_EQ(
      ScalarText(*Arith(ast::Op::kMul, kInt, std::move(outer), Param(1, kInt)),
                 &ctx),
      "10");
  EXPECT_EQ(ScalarText(*Param(2, kInt), &ctx).substr(0, 11), "error 42P02");
}

}  // namespace
}  // namespace kite::testing
