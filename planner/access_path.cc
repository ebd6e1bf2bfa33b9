// Access paths: primary-key lookups instead of full scans, and filters
// applied inside the scan. Runs over a bound statement (see
// ChooseAccessPaths in plan.h), when every parameter has its final type.
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <utility>
#include <vector>

#include "planner/index_paths.h"
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
      if (IsVolatileFunction(e.function)) return false;
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

// Appends the conjuncts of `e` (nested ANDs flattened) to `out`.
void Conjuncts(BoundExprPtr e, std::vector<BoundExprPtr>* out) {
  if (e->kind != BoundKind::kAnd) {
    out->push_back(std::move(e));
    return;
  }
  for (BoundExprPtr& c : e->children) Conjuncts(std::move(c), out);
}

// The work of evaluating `e` on one row, roughly: a node is 1, LIKE and
// function calls more; a part without columns is worked out once.
double ExprCost(const BoundExpr& e) {
  if (IsRowIndependent(e)) return 1;
  double cost = e.kind == BoundKind::kLike       ? 5
                : e.kind == BoundKind::kFunction ? 3
                                                 : 1;
  for (const BoundExprPtr& c : e.children) cost += ExprCost(*c);
  return cost;
}

// Whether evaluating `e` on a row may fail (a cast, arithmetic, a
// function, a subscript): then an earlier conjunct may be what keeps it
// from failing, as in `d < 1e6 AND d::int = 5`, and the written order stays.
bool MayFail(const BoundExpr& e) {
  if (IsRowIndependent(e)) return false;
  switch (e.kind) {
    case BoundKind::kCast:
    case BoundKind::kArith:
    case BoundKind::kFunction:
    case BoundKind::kSubscript:
    case BoundKind::kConcat:
      return true;
    default:
      break;
  }
  for (const BoundExprPtr& c : e.children) {
    if (MayFail(*c)) return true;
  }
  return false;
}

// Orders conjuncts so that the cheap ones that reject most rows run first
// (ascending cost / (1 - selectivity)); ties keep the written order.
void OrderConjuncts(const PlanNode& scan,
                    std::vector<BoundExprPtr>* conjuncts) {
  for (const BoundExprPtr& c : *conjuncts) {
    if (MayFail(*c)) return;
  }
  std::vector<std::pair<double, BoundExprPtr>> ranked;
  for (BoundExprPtr& c : *conjuncts) {
    const double rejected = std::max(1e-6, 1 - ConjunctSelectivity(scan, *c));
    ranked.emplace_back(ExprCost(*c) / rejected, std::move(c));
  }
  std::stable_sort(
      ranked.begin(), ranked.end(),
      [](const auto& a, const auto& b) { return a.first < b.first; });
  conjuncts->clear();
  for (auto& [rank, c] : ranked) conjuncts->push_back(std::move(c));
}

// The row count a LIMIT asks of its input: the limit plus the offset when
// both are constants, a guess for parameters.
double LimitRows(const PlanNode& limit) {
  auto value = [](const BoundExprPtr& e, double unknown) {
    if (e == nullptr) return 0.0;
    if (e->kind == BoundKind::kConstant && !e->constant.is_null() &&
        e->type.is_int_lane()) {
      return static_cast<double>(e->constant.int_value());
    }
    return unknown;
  };
  if (limit.limit == nullptr) return kNoLimit;
  return value(limit.limit, 100) + value(limit.offset, 0);
}

struct Planner {
  bool use_indexes = true;

  // Chooses access paths in the tree at `slot`, whose consumer wants
  // `want` (order over the node's output columns). Returns whether the
  // node now delivers want.order.
  bool Choose(PlanPtr* slot, const ScanWant& want) {
    PlanNode* node = slot->get();
    switch (node->kind) {
      case NodeKind::kLimit: {
        ScanWant inner = want;
        inner.limit = std::min(want.limit, LimitRows(*node));
        return Choose(&node->children[0], inner);
      }
      case NodeKind::kSort: {
        ScanWant inner;
        inner.order = node->sort_keys;
        inner.limit = want.limit;
        if (Choose(&node->children[0], inner)) {
          // The input arrives in order: the sort has nothing to do.
          PlanPtr child = std::move(node->children[0]);
          *slot = std::move(child);
        }
        return false;
      }
      case NodeKind::kProject: {
        ScanWant inner;
        inner.limit = want.limit;
        for (const SortKey& key : want.order) {
          const BoundExpr& e = *node->exprs[key.column];
          if (e.kind != BoundKind::kColumn) {
            inner.order.clear();
            break;
          }
          SortKey mapped = key;
          mapped.column = e.column_index;
          inner.order.push_back(mapped);
        }
        const bool ordered = Choose(&node->children[0], inner);
        return ordered && !inner.order.empty();
      }
      case NodeKind::kWindowCount: {
        // Counts every input row; the order of the child's columns passes.
        ScanWant inner;
        const int child_columns = node->children[0]->column_count();
        for (const SortKey& key : want.order) {
          if (key.column >= child_columns)
            return Choose(&node->children[0], {});
          inner.order.push_back(key);
        }
        return Choose(&node->children[0], inner) && !inner.order.empty();
      }
      case NodeKind::kFilter:
        if (node->children[0]->kind == NodeKind::kScan) {
          return ChooseScan(slot, want);
        }
        break;
      case NodeKind::kScan:
        return ChooseScan(slot, want);
      default:
        break;
    }
    for (PlanPtr& child : node->children) Choose(&child, {});
    return false;
  }

  // A scan, or a filter over a scan, at `slot`.
  bool ChooseScan(PlanPtr* slot, const ScanWant& want) {
    PlanNode* node = slot->get();
    PlanNode* scan =
        node->kind == NodeKind::kScan ? node : node->children[0].get();
    if (scan->table == nullptr || scan->predicate != nullptr ||
        !scan->lookup_keys.empty()) {
      return false;
    }
    std::vector<BoundExprPtr> conjuncts;
    if (node->kind == NodeKind::kFilter) {
      Conjuncts(std::move(node->predicate), &conjuncts);
    }
    if (use_indexes) ChoosePrimaryKey(scan, &conjuncts);
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
    bool ordered = false;
    if (scan->lookup_keys.empty()) {
      ScanPath path = BestScanPath(*scan, conjuncts, want, use_indexes);
      std::vector<BoundExprPtr> residual;
      for (size_t i = 0; i < conjuncts.size(); ++i) {
        if (std::find(path.consumed.begin(), path.consumed.end(),
                      static_cast<int>(i)) == path.consumed.end()) {
          residual.push_back(std::move(conjuncts[i]));
        }
      }
      conjuncts = std::move(residual);
      scan->access = std::move(path.access);
      scan->estimated_rows = path.rows;
      scan->estimated_cost = path.cost;
      scan->estimated_candidates = path.index_rows;
      ordered = path.ordered;
    } else {
      double sel = 1;
      for (const BoundExprPtr& c : conjuncts) {
        sel *= ConjunctSelectivity(*scan, *c);
      }
      scan->estimated_rows = scan->lookup_keys.size() * sel;
      scan->estimated_cost =
          scan->lookup_keys.size() * (kProbeCost + kFetchCost);
    }
    OrderConjuncts(*scan, &conjuncts);
    scan->predicate = AndOf(std::move(conjuncts));
    if (node->kind == NodeKind::kFilter) {
      if (rest.empty()) {
        PlanPtr child = std::move(node->children[0]);
        *slot = std::move(child);
      } else {
        node->predicate = AndOf(std::move(rest));
      }
    }
    return ordered;
  }
};

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
    case TypeId::kSmallint:
      if (compared.id == TypeId::kInteger || compared.id == TypeId::kBigint ||
          compared.id == TypeId::kDouble) {
        return true;
      }
      return compared.id == TypeId::kNumeric &&
             compared.precision - compared.scale >= 5;
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

void ChooseAccessPaths(BoundStatement* stmt, bool use_indexes) {
  Planner planner;
  planner.use_indexes = use_indexes;
  if (stmt->plan != nullptr) {
    planner.Choose(&stmt->plan, {});
    EstimatePlan(stmt->plan.get());
  }
  for (Subquery& sub : stmt->subqueries) {
    if (sub.plan != nullptr) {
      planner.Choose(&sub.plan, {});
      EstimatePlan(sub.plan.get());
    }
  }
}

}  // namespace kite::plan
