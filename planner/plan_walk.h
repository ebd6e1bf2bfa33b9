// Generic walks over the expressions of a bound plan.
#ifndef KITE_PLANNER_PLAN_WALK_H_
#define KITE_PLANNER_PLAN_WALK_H_

#include <functional>
#include <vector>

#include "absl/functional/function_ref.h"
#include "expr/bound_expr.h"
#include "planner/plan.h"

namespace kite::plan {

// Calls `fn` on every expression held by `node` and the nodes below it
// (scan filters and primary-key lookups, VALUES rows, projections, group
// keys and aggregate arguments, predicates, join keys, LIMIT / OFFSET), once
// per expression root. `fn` may replace the expression. Subqueries are not
// entered: their plans live in BoundStatement::subqueries, addressed by the
// subquery_id of the expressions that use them.
void ForEachPlanExpr(PlanNode* node,
                     const std::function<void(BoundExprPtr&)>& fn);

// Sets (*used)[i] for every input column i that `e` reads (kColumn; indexes
// beyond used->size() are ignored).
void MarkColumns(const BoundExpr& e, std::vector<bool>* used);

// Calls `fn` on `e` and then on every expression below it.
void ForEachExprNode(BoundExpr* e, const std::function<void(BoundExpr&)>& fn);

// Replaces every input column position c read by `e` (kColumn, not the
// columns of enclosing queries) by map(c).
void RemapColumns(BoundExpr* e, absl::FunctionRef<int(int)> map);

// Whether `e` holds a subquery (scalar, EXISTS or IN) at any depth.
bool ContainsSubquery(const BoundExpr& e);

// The operands of `e` if it is an AND, else `e` alone (null: none).
std::vector<BoundExprPtr> SplitConjuncts(BoundExprPtr e);

// The AND of `conjuncts`: null when empty, the one operand when alone.
BoundExprPtr Conjunction(std::vector<BoundExprPtr> conjuncts);

}  // namespace kite::plan

#endif  // KITE_PLANNER_PLAN_WALK_H_
