#include "planner/plan_walk.h"

namespace kite::plan {

namespace {

void ForEachAccessExpr(IndexAccess* access,
                       const std::function<void(BoundExprPtr&)>& fn) {
  auto visit = [&fn](BoundExprPtr& e) {
    if (e != nullptr) fn(e);
  };
  for (std::vector<BoundExprPtr>& key : access->keys) {
    for (BoundExprPtr& e : key) visit(e);
  }
  for (BoundExprPtr& e : access->prefix) visit(e);
  visit(access->lower);
  visit(access->upper);
  for (IndexAccess& child : access->children) ForEachAccessExpr(&child, fn);
}

}  // namespace

void ForEachPlanExpr(PlanNode* node,
                     const std::function<void(BoundExprPtr&)>& fn) {
  auto visit = [&fn](BoundExprPtr& e) {
    if (e != nullptr) fn(e);
  };
  ForEachAccessExpr(&node->access, fn);
  for (std::vector<BoundExprPtr>& key : node->lookup_keys) {
    for (BoundExprPtr& e : key) visit(e);
  }
  for (std::vector<BoundExprPtr>& row : node->rows) {
    for (BoundExprPtr& e : row) visit(e);
  }
  visit(node->predicate);
  for (BoundExprPtr& e : node->exprs) visit(e);
  for (AggregateSpec& agg : node->aggregates) visit(agg.arg);
  visit(node->limit);
  visit(node->offset);
  for (BoundExprPtr& e : node->left_keys) visit(e);
  for (BoundExprPtr& e : node->right_keys) visit(e);
  for (std::unique_ptr<PlanNode>& child : node->children) {
    ForEachPlanExpr(child.get(), fn);
  }
}

void ForEachExprNode(BoundExpr* e, const std::function<void(BoundExpr&)>& fn) {
  fn(*e);
  for (BoundExprPtr& c : e->children) ForEachExprNode(c.get(), fn);
}

void MarkColumns(const BoundExpr& e, std::vector<bool>* used) {
  if (e.kind == BoundKind::kColumn && e.column_index >= 0 &&
      e.column_index < static_cast<int>(used->size())) {
    (*used)[e.column_index] = true;
  }
  for (const BoundExprPtr& c : e.children) MarkColumns(*c, used);
}

}  // namespace kite::plan
