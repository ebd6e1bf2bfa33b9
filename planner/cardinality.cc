#include "planner/cardinality.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <utility>

#include "absl/container/flat_hash_map.h"

namespace kite::plan {
namespace {

// PostgreSQL's default selectivities (src/include/utils/selfuncs.h).
constexpr double kDefaultEqSel = 0.005;
constexpr double kDefaultRangeSel = 1.0 / 3;
constexpr double kDefaultMatchSel = 0.005;  // LIKE
constexpr double kDefaultNullSel = 0.005;   // IS NULL
constexpr double kDefaultRows = 1000;       // a table we cannot look at

double Clamp01(double s) { return std::clamp(s, 0.0, 1.0); }

// The estimates recurse through the tree: a join's rows need its inputs'
// rows and distinct counts, and a distinct count is capped by its node's
// rows, so a left-deep tree of n joins asked for its leaves' estimates 2^n
// times (20 LEFT JOINs planned in 0.8 s, 22 in 3 s). A top-level call
// remembers what it computed for each node with inputs until it returns
// (the tree does not change under it), so each is computed once.
struct EstimateMemo {
  absl::flat_hash_map<const PlanNode*, double> rows;
  absl::flat_hash_map<std::pair<const PlanNode*, int>, double> distinct;
};
thread_local EstimateMemo* current_memo = nullptr;

// Makes a memo current for the outermost estimate on this thread.
class MemoScope {
 public:
  MemoScope() {
    if (current_memo == nullptr) current_memo = &own_;
  }
  ~MemoScope() {
    if (current_memo == &own_) current_memo = nullptr;
  }
  MemoScope(const MemoScope&) = delete;
  MemoScope& operator=(const MemoScope&) = delete;

  EstimateMemo& memo() { return *current_memo; }

 private:
  EstimateMemo own_;
};

// Selectivity of `a = b`.
double EqualitySelectivity(const BoundExpr& a, const BoundExpr& b,
                           DistinctOf distinct) {
  const int ca = KeyColumn(a);
  const int cb = KeyColumn(b);
  if (ca >= 0 && cb >= 0) {
    return 1 / std::max({distinct(ca), distinct(cb), 1.0});
  }
  if (ca >= 0 && IsRowIndependent(b)) return 1 / std::max(distinct(ca), 1.0);
  if (cb >= 0 && IsRowIndependent(a)) return 1 / std::max(distinct(cb), 1.0);
  return kDefaultEqSel;
}

double Rows(const PlanNode& node, int child) {
  return EstimateRows(*node.children[child]);
}

double JoinRows(const PlanNode& join) {
  const double left = Rows(join, 0);
  const double right = Rows(join, 1);
  const PlanNode& l = *join.children[0];
  const PlanNode& r = *join.children[1];
  const int lw = l.column_count();
  double rows = left * right;
  for (size_t k = 0; k < join.left_keys.size(); ++k) {
    const int lc = KeyColumn(*join.left_keys[k]);
    const int rc = KeyColumn(*join.right_keys[k]);
    const double ld = lc >= 0 ? EstimateDistinct(l, lc) : kDefaultDistinct;
    const double rd = rc >= 0 ? EstimateDistinct(r, rc) : kDefaultDistinct;
    rows /= std::max({ld, rd, 1.0});
  }
  if (join.predicate != nullptr) {
    rows *= PredicateSelectivity(*join.predicate, [&](int c) {
      return c < lw ? EstimateDistinct(l, c) : EstimateDistinct(r, c - lw);
    });
  }
  switch (join.join_type) {
    case ast::JoinType::kLeft:
      return std::max(rows, left);
    case ast::JoinType::kFull:
      return std::max({rows, left, right});
    default:
      return rows;
  }
}

double RawRows(const PlanNode& node) {
  switch (node.kind) {
    case NodeKind::kScan: {
      // As the access-path choice estimated it (from statistics where
      // there are some), else from the table's size.
      if (node.estimated_rows >= 0 && node.probe_columns.empty()) {
        return node.estimated_rows;
      }
      double rows = TableRows(*node.table);
      if (!node.lookup_keys.empty()) {
        rows = std::min<double>(rows, node.lookup_keys.size());
      }
      if (node.predicate != nullptr) {
        rows *= PredicateSelectivity(*node.predicate, [&](int c) {
          return TableDistinct(*node.table, c);
        });
      }
      return rows;
    }
    case NodeKind::kSingleRow:
      return 1;
    case NodeKind::kValues:
      return static_cast<double>(node.rows.size());
    case NodeKind::kSeries:
      return kDefaultRows;
    case NodeKind::kUnnest:
      return 10;
    case NodeKind::kFilter:
      return Rows(node, 0) * PredicateSelectivity(*node.predicate, [&](int c) {
               return EstimateDistinct(*node.children[0], c);
             });
    case NodeKind::kAggregate:
      if (node.exprs.empty()) return 1;
      return Rows(node, 0) / 10;
    case NodeKind::kDistinct:
      return Rows(node, 0) / 2;
    case NodeKind::kLimit:
      if (node.limit != nullptr && node.limit->kind == BoundKind::kConstant &&
          !node.limit->constant.is_null()) {
        return std::min<double>(Rows(node, 0),
                                static_cast<double>(std::max<int64_t>(
                                    node.limit->constant.int_value(), 0)));
      }
      return Rows(node, 0);
    case NodeKind::kJoin:
      return JoinRows(node);
    case NodeKind::kSetOp:
      if (node.set_op == ast::SetOpKind::kUnion) {
        return Rows(node, 0) + Rows(node, 1);
      }
      if (node.set_op == ast::SetOpKind::kIntersect) {
        return std::min(Rows(node, 0), Rows(node, 1));
      }
      return Rows(node, 0);
    case NodeKind::kProject:
    case NodeKind::kWindowCount:
    case NodeKind::kSort:
      return Rows(node, 0);
  }
  return kDefaultRows;
}

// EstimateDistinct without the memo.
double DistinctOfNode(const PlanNode& node, int column) {
  double distinct = kDefaultDistinct;
  switch (node.kind) {
    case NodeKind::kScan:
      if (node.table != nullptr &&
          column < node.table->schema().columns.size()) {
        distinct = TableDistinct(*node.table, column);
      }
      break;
    case NodeKind::kFilter:
    case NodeKind::kSort:
    case NodeKind::kLimit:
    case NodeKind::kDistinct:
      distinct = EstimateDistinct(*node.children[0], column);
      break;
    case NodeKind::kWindowCount:
      if (column < node.children[0]->column_count()) {
        distinct = EstimateDistinct(*node.children[0], column);
      }
      break;
    case NodeKind::kProject: {
      const int c = KeyColumn(*node.exprs[column]);
      if (c >= 0) distinct = EstimateDistinct(*node.children[0], c);
      break;
    }
    case NodeKind::kJoin: {
      const int lw = node.children[0]->column_count();
      distinct = column < lw ? EstimateDistinct(*node.children[0], column)
                             : EstimateDistinct(*node.children[1], column - lw);
      break;
    }
    default:
      break;
  }
  return std::clamp(distinct, 1.0, EstimateRows(node));
}

}  // namespace

double TableRows(const Table& table) {
  // Binding holds no table lock; a shared try-lock reads the count without
  // racing a writer and without waiting for one.
  ScopedLock lock(&table.lock(), LockMode::kShared, std::try_to_lock);
  if (lock.owns()) return static_cast<double>(table.row_count());
  std::shared_ptr<const TableStats> stats = table.stats();
  return stats != nullptr ? stats->row_count : kDefaultRows;
}

double TableDistinct(const Table& table, int column) {
  const double rows = TableRows(table);
  if (IsUniqueColumn(table, column)) return std::max(rows, 1.0);
  std::shared_ptr<const TableStats> stats = table.stats();
  double distinct = kDefaultDistinct;
  if (stats != nullptr && column < static_cast<int>(stats->columns.size())) {
    distinct = stats->columns[column].distinct;
  }
  return std::clamp(distinct, 1.0, std::max(rows, 1.0));
}

bool IsUniqueColumn(const Table& table, int column) {
  const std::vector<int>& key = table.schema().primary_key;
  if (key.size() == 1 && key[0] == column) return true;
  for (const std::shared_ptr<TableIndex>& index : table.indexes()) {
    const IndexDef& def = index->def();
    if (def.unique && def.columns.size() == 1 && def.columns[0] == column &&
        !table.schema().columns[column].type.is_array()) {
      return true;
    }
  }
  return false;
}

int KeyColumn(const BoundExpr& e) {
  if (e.kind == BoundKind::kColumn) return e.column_index;
  if (e.kind == BoundKind::kCast && e.children.size() == 1) {
    return KeyColumn(*e.children[0]);
  }
  return -1;
}

double EstimateRows(const PlanNode& node) {
  if (node.children.empty()) return std::max(RawRows(node), 1.0);
  MemoScope scope;
  if (auto it = scope.memo().rows.find(&node); it != scope.memo().rows.end()) {
    return it->second;
  }
  const double rows = std::max(RawRows(node), 1.0);
  scope.memo().rows[&node] = rows;
  return rows;
}

double EstimateDistinct(const PlanNode& node, int column) {
  if (node.children.empty()) return DistinctOfNode(node, column);
  MemoScope scope;
  const std::pair<const PlanNode*, int> key(&node, column);
  if (auto it = scope.memo().distinct.find(key);
      it != scope.memo().distinct.end()) {
    return it->second;
  }
  const double distinct = DistinctOfNode(node, column);
  scope.memo().distinct[key] = distinct;
  return distinct;
}

double PredicateSelectivity(const BoundExpr& e, DistinctOf distinct) {
  switch (e.kind) {
    case BoundKind::kAnd: {
      double s = 1;
      for (const BoundExprPtr& c : e.children) {
        s *= PredicateSelectivity(*c, distinct);
      }
      return s;
    }
    case BoundKind::kOr: {
      double none = 1;
      for (const BoundExprPtr& c : e.children) {
        none *= 1 - PredicateSelectivity(*c, distinct);
      }
      return Clamp01(1 - none);
    }
    case BoundKind::kNot:
      return Clamp01(1 - PredicateSelectivity(*e.children[0], distinct));
    case BoundKind::kConstant:
      if (e.type.id != TypeId::kBoolean || e.constant.is_null()) return 0;
      return e.constant.int_value() != 0 ? 1 : 0;
    case BoundKind::kCompare: {
      const double eq =
          EqualitySelectivity(*e.children[0], *e.children[1], distinct);
      if (e.op == ast::Op::kEq) return eq;
      if (e.op == ast::Op::kNe) return Clamp01(1 - eq);
      return kDefaultRangeSel;
    }
    case BoundKind::kInList: {
      double s = 0;
      for (size_t i = 1; i < e.children.size(); ++i) {
        s += EqualitySelectivity(*e.children[0], *e.children[i], distinct);
      }
      s = std::min(s, 0.5);
      return e.negated ? 1 - s : s;
    }
    case BoundKind::kIsNull:
      return e.negated ? 1 - kDefaultNullSel : kDefaultNullSel;
    case BoundKind::kLike:
      return e.negated ? 1 - kDefaultMatchSel : kDefaultMatchSel;
    default:
      return kDefaultRangeSel;
  }
}

}  // namespace kite::plan
