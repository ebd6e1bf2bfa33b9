// Comparisons of values of comparable types as the interpreter makes them:
// what the planner's estimates (planner/selectivity.cc) and the compiled
// kernels' runtime (jit/runtime.cc) share with the interpreter, without its
// internals (expr/expression_internal.h stays inside expr/).
#ifndef KITE_EXPR_VALUE_COMPARE_H_
#define KITE_EXPR_VALUE_COMPARE_H_

#include "kite/value.h"
#include "parser/ast.h"

namespace kite::expr {

// Three-way comparison of non-NULL values of comparable types.
int CompareMixed(const Value& a, const Value& b);

// PostgreSQL's array containment: every element of `b` is in `a` (NULL
// elements match nothing); and whether they share a non-NULL element.
bool ArrayContains(const Value& a, const Value& b);
bool ArrayOverlaps(const Value& a, const Value& b);
// left op ANY(array) (or ALL): 1 TRUE, 0 FALSE, -1 NULL, for a non-NULL
// array (`left` may be NULL).
int AnyArray(ast::Op op, bool all, const Value& left, const Value& array);

// Whether a comparison result `cmp` (three-way) satisfies `op` (kEq..kGe).
inline bool CompareHolds(ast::Op op, int cmp) {
  switch (op) {
    case ast::Op::kEq:
      return cmp == 0;
    case ast::Op::kNe:
      return cmp != 0;
    case ast::Op::kLt:
      return cmp < 0;
    case ast::Op::kLe:
      return cmp <= 0;
    case ast::Op::kGt:
      return cmp > 0;
    case ast::Op::kGe:
      return cmp >= 0;
    default:
      return false;
  }
}

}  // namespace kite::expr

#endif  // KITE_EXPR_VALUE_COMPARE_H_
