// Randomized check: evaluating a batch gives the same values as evaluating
// each row alone (selection handling, NULL lanes, lazy AND/OR/CASE).
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/expr/expr_test_util.h"

namespace kite::testing {
namespace {

const Type kInt = Type::Integer();
const Type kBool = Type::Boolean();

class RandomExprs {
 public:
  explicit RandomExprs(uint64_t seed) : gen_(seed) {}

  // An integer expression over columns 0 and 1 (integer).
  BoundExprPtr IntExpr(int depth) {
    int choice = Pick(depth <= 0 ? 3 : 7);
    switch (choice) {
      case 0:
        return Col(0, kInt);
      case 1:
        return Col(1, kInt);
      case 2:
        return Pick(8) == 0 ? NullOf(kInt) : Int(Pick(11) - 5);
      case 3:
      case 4: {
        static const ast::Op kOps[] = {ast::Op::kAdd, ast::Op::kSub,
                                       ast::Op::kMul, ast::Op::kDiv,
                                       ast::Op::kMod};
        return Arith(kOps[Pick(5)], kInt, IntExpr(depth - 1),
                     IntExpr(depth - 1));
      }
      case 5: {
        auto e = Node(
            BoundKind::kCase, kInt,
            List(BoolExpr(depth - 1), IntExpr(depth - 1), IntExpr(depth - 1)));
        e->has_else = true;
        return e;
      }
      default:
        return Node(BoundKind::kCoalesce, kInt,
                    List(IntExpr(depth - 1), IntExpr(depth - 1)));
    }
  }

  BoundExprPtr BoolExpr(int depth) {
    int choice = Pick(depth <= 0 ? 1 : 5);
    switch (choice) {
      case 0: {
        static const ast::Op kOps[] = {ast::Op::kEq, ast::Op::kNe, ast::Op::kLt,
                                       ast::Op::kGe};
        return Cmp(kOps[Pick(4)], IntExpr(depth - 1), IntExpr(depth - 1));
      }
      case 1:
        return And(BoolExpr(depth - 1), BoolExpr(depth - 1));
      case 2:
        return Or(BoolExpr(depth - 1), BoolExpr(depth - 1));
      case 3:
        return Not(BoolExpr(depth - 1));
      default:
        return Node(BoundKind::kIsNull, kBool, List(IntExpr(depth - 1)));
    }
  }

  Value RandomInt() {
    if (Pick(6) == 0) return Value::Null(kInt);
    if (Pick(10) == 0) return Value::Integer(Pick(2) ? INT32_MAX : INT32_MIN);
    return Value::Integer(Pick(21) - 10);
  }

  int Pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(gen_); }

 private:
  std::mt19937_64 gen_;
};

// Each row's text, or the error; a batch that fails must fail on some row.
std::string RowResult(const BoundExpr& e, const DataChunk& chunk, int row) {
  DataChunk one = Chunk({{kInt, {chunk.columns[0].GetValue(row)}},
                         {kInt, {chunk.columns[1].GetValue(row)}}});
  return EvalText(e, one)[0];
}

TEST(RandomizedTest, BatchEqualsRowByRow) {
  RandomExprs gen(20261122);
  for (int iteration = 0; iteration < 300; ++iteration) {
    std::vector<Value> a, b;
    const int n = 40;
    for (int i = 0; i < n; ++i) {
      a.push_back(gen.RandomInt());
      b.push_back(gen.RandomInt());
    }
    DataChunk chunk = Chunk({{kInt, a}, {kInt, b}});
    BoundExprPtr e = iteration % 2 == 0 ? gen.IntExpr(3) : gen.BoolExpr(3);
    std::vector<std::string> batch = EvalText(*e, chunk);
    std::vector<std::string> rows;
    std::string first_error;
    for (int i = 0; i < n; ++i) {
      rows.push_back(RowResult(*e, chunk, i));
      if (first_error.empty() && rows.back().starts_with("error")) {
        first_error = rows.back();
      }
    }
    if (!first_error.empty()) {
      // The batch fails too (some row's error; not necessarily the first).
      ASSERT_EQ(batch.size(), 1u) << e->ToString();
      EXPECT_TRUE(batch[0].starts_with("error")) << e->ToString();
      continue;
    }
    ASSERT_EQ(batch, rows) << e->ToString();
    if (e->type.id == TypeId::kBoolean) {
      // The filter keeps exactly the TRUE rows.
      std::vector<int> expected, selected;
      for (int i = 0; i < n; ++i) {
        if (rows[i] == "t") expected.push_back(i);
      }
      EvalContext ctx;
      ASSERT_TRUE(EvaluateFilter(*e, chunk, ctx, &selected).ok());
      EXPECT_EQ(selected, expected) << e->ToString();
    }
  }
}

}  // namespace
}  // namespace kite::testing
