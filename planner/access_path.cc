// Access paths: primary-key lookups instead of full scans, and filters
// applied inside the scan. Runs over a bound statement (see
// ChooseAccessPaths in plan.h), when every parameter has its final type.
#include <cstddef>
#include <iterator>
#include <utility>
#include <vector>

#include "planner/plan.h"

namespace kite::plan {

// Whether `e` can be evaluated once per execution of its plan: no columns
// of the row being filtered, no subqueries, nothing volatile. Columns of an
// enclosing query are fixed while a correlated subquery runs.
bool IsRowIndependent(const BoundExpr& e) {
  switch (e.kind) {
    case BoundKind::kColumn:
    case BoundKind::kSubquery:
    case BoundKind::kExists:
    case BoundKind::kInSubquery:
      return false;
    case BoundKind::kFunction:
      if (e.function == "random" || e.function == "clock_timestamp") {
        return false;
      }
      break;
    default:
      break;
  }
  for (const BoundExprPtr& c : e.children) {
    if (!IsRowIndependent(*c)) return false;
  }
  return true;
}

namespace {

bool HasSubquery(const BoundExpr& e) {
  if (e.kind == BoundKind::kSubquery || e.kind == BoundKind::kExists ||
      e.kind == BoundKind::kInSubquery) {
    return true;
  }
  for (const BoundExprPtr& c : e.children) {
    if (HasSubquery(*c)) return true;
  }
  return false;
}

// Whether `e` is table column `column` of `scan`, possibly cast to a type
// the primary-key index can be searched in.
bool IsKeyColumn(const BoundExpr& e, const PlanNode& scan, int column) {
  const BoundExpr* c = ColumnUnderCast(e);
  return c != nullptr && c->column_index == column &&
         c->type == scan.types[column];
}

// The value side of `conjunct` if it is `column = value` (either way
// round), else null.
BoundExprPtr* EqualityValue(BoundExpr& conjunct, const PlanNode& scan,
                            int column) {
  if (conjunct.kind != BoundKind::kCompare || conjunct.op != ast::Op::kEq) {
    return nullptr;
  }
  for (int side = 0; side < 2; ++side) {
    if (IsKeyColumn(*conjunct.children[side], scan, column) &&
        IsRowIndependent(*conjunct.children[1 - side])) {
      return &conjunct.children[1 - side];
    }
  }
  return nullptr;
}

// Moves into scan->lookup_keys the conjuncts that give every primary-key
// column a value; they are removed from `conjuncts`.
void ChoosePrimaryKey(PlanNode* scan, std::vector<BoundExprPtr>* conjuncts) {
  const std::vector<int>& key = scan->table->schema().primary_key;
  if (key.empty()) return;
  for (int c : key) {
    if (scan->types[c].is_array()) return;  // arrays compare element-wise
  }
  // One equality per key column.
  std::vector<int> used;
  std::vector<BoundExprPtr*> values;
  for (int c : key) {
    BoundExprPtr* value = nullptr;
    for (size_t i = 0; i < conjuncts->size() && value == nullptr; ++i) {
      value = EqualityValue(*(*conjuncts)[i], *scan, c);
      if (value != nullptr) used.push_back(static_cast<int>(i));
    }
    if (value == nullptr) break;
    values.push_back(value);
  }
  if (values.size() == key.size()) {
    std::vector<BoundExprPtr> lookup;
    for (BoundExprPtr* v : values) lookup.push_back(std::move(*v));
    scan->lookup_keys.push_back(std::move(lookup));
    std::vector<BoundExprPtr> rest;
    for (size_t i = 0; i < conjuncts->size(); ++i) {
      bool is_used = false;
      for (int u : used) is_used |= u == static_cast<int>(i);
      if (!is_used) rest.push_back(std::move((*conjuncts)[i]));
    }
    *conjuncts = std::move(rest);
    return;
  }
  // A one-column key IN a list of values: one lookup per value.
  if (key.size() != 1) return;
  for (size_t i = 0; i < conjuncts->size(); ++i) {
    BoundExpr& in = *(*conjuncts)[i];
    if (in.kind != BoundKind::kInList || in.negated ||
        !IsKeyColumn(*in.children[0], *scan, key[0])) {
      continue;
    }
    bool all_values = true;
    for (size_t j = 1; j < in.children.size(); ++j) {
      all_values &= IsRowIndependent(*in.children[j]);
    }
    if (!all_values) continue;
    for (size_t j = 1; j < in.children.size(); ++j) {
      std::vector<BoundExprPtr> lookup;
      lookup.push_back(std::move(in.children[j]));
      scan->lookup_keys.push_back(std::move(lookup));
    }
    conjuncts->erase(conjuncts->begin() + static_cast<ptrdiff_t>(i));
    return;
  }
}

BoundExprPtr AndOf(std::vector<BoundExprPtr> conjuncts) {
  if (conjuncts.empty()) return nullptr;
  if (conjuncts.size() == 1) return std::move(conjuncts[0]);
  auto e = std::make_unique<BoundExpr>();
  e->kind = BoundKind::kAnd;
  e->type = Type::Boolean();
  e->children = std::move(conjuncts);
  return e;
}

void Choose(PlanPtr* slot) {
  PlanNode* node = slot->get();
  for (PlanPtr& child : node->children) Choose(&child);
  if (node->kind != NodeKind::kFilter || node->children.size() != 1 ||
      node->children[0]->kind != NodeKind::kScan) {
    return;
  }
  PlanNode* scan = node->children[0].get();
  if (scan->predicate != nullptr || !scan->lookup_keys.empty()) return;
  std::vector<BoundExprPtr> conjuncts;
  if (node->predicate->kind == BoundKind::kAnd) {
    conjuncts = std::move(node->predicate->children);
  } else {
    conjuncts.push_back(std::move(node->predicate));
  }
  ChoosePrimaryKey(scan, &conjuncts);
  // The conjuncts before the first subquery are applied by the scan (a
  // correlated subquery needs whole rows); the rest stay in the filter.
  size_t pushed = 0;
  while (pushed < conjuncts.size() && !HasSubquery(*conjuncts[pushed])) {
    ++pushed;
  }
  std::vector<BoundExprPtr> rest(
      std::make_move_iterator(conjuncts.begin() + pushed),
      std::make_move_iterator(conjuncts.end()));
  conjuncts.resize(pushed);
  scan->predicate = AndOf(std::move(conjuncts));
  if (rest.empty()) {
    PlanPtr child = std::move(node->children[0]);
    *slot = std::move(child);
  } else {
    node->predicate = AndOf(std::move(rest));
  }
}

}  // namespace

const BoundExpr* ColumnUnderCast(const BoundExpr& e) {
  if (e.kind == BoundKind::kColumn) return &e;
  if (e.kind == BoundKind::kCast && e.children.size() == 1 &&
      e.children[0]->kind == BoundKind::kColumn &&
      PrimaryKeyComparable(e.children[0]->type, e.type)) {
    return e.children[0].get();
  }
  return nullptr;
}

bool PrimaryKeyComparable(Type column, Type compared) {
  if (column == compared) return true;
  switch (column.id) {
    case TypeId::kInteger:
      if (compared.id == TypeId::kBigint || compared.id == TypeId::kDouble) {
        return true;
      }
      return compared.id == TypeId::kNumeric &&
             compared.precision - compared.scale >= 10;
    case TypeId::kDate:
      return compared.id == TypeId::kTimestamp;
    case TypeId::kNumeric:
      return compared.id == TypeId::kNumeric &&
             compared.scale >= column.scale &&
             compared.precision - compared.scale >=
                 column.precision - column.scale;
    default:
      return false;
  }
}

void ChooseAccessPaths(BoundStatement* stmt) {
  if (stmt->plan != nullptr) Choose(&stmt->plan);
  for (Subquery& sub : stmt->subqueries) {
    if (sub.plan != nullptr) Choose(&sub.plan);
  }
}

}  // namespace kite::plan
