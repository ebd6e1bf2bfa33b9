// Candidate access paths for one scan and their costs.
#include "planner/index_paths.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <utility>

#include "planner/selectivity.h"
#include "planner/statistics.h"

namespace kite::plan {
namespace {

// What one conjunct says about one column that an index can use.
struct Term {
  enum Kind { kEq, kIn, kRange, kElement, kElementsAll, kElementsAny };
  Kind kind = kEq;
  int column = -1;
  int conjunct = -1;
  ast::Op op = ast::Op::kEq;  // kRange: column op value
  std::vector<const BoundExpr*> values;
  double selectivity = 1;
};

// The table column `e` is, bare or cast exactly to a type its values can be
// looked up in (PrimaryKeyComparable); -1 otherwise.
int KeyColumnOf(const BoundExpr& e, const PlanNode& scan) {
  const BoundExpr* column = &e;
  if (e.kind == BoundKind::kCast && e.children.size() == 1) {
    column = e.children[0].get();
  }
  if (column->kind != BoundKind::kColumn || column->column_index < 0 ||
      column->column_index >= scan.column_count()) {
    return -1;
  }
  const Type type = scan.types[column->column_index];
  if (column->type != type || type.is_array()) return -1;
  if (column != &e && !PrimaryKeyComparable(type, e.type)) return -1;
  return column->column_index;
}

// A bare array column of the scan, or -1.
int ArrayColumnOf(const BoundExpr& e, const PlanNode& scan) {
  if (e.kind != BoundKind::kColumn || e.column_index < 0 ||
      e.column_index >= scan.column_count() ||
      !scan.types[e.column_index].is_array()) {
    return -1;
  }
  return e.column_index;
}

// The terms conjunct number `i` gives (none if no index can use it).
void AnalyzeConjunct(const PlanNode& scan, const BoundExpr& c, int i,
                     std::vector<Term>* terms) {
  Term t;
  t.conjunct = i;
  t.selectivity = ConjunctSelectivity(scan, c);
  if (c.kind == BoundKind::kCompare && c.children.size() == 2) {
    for (int side = 0; side < 2; ++side) {
      const BoundExpr& col = *c.children[side];
      const BoundExpr& value = *c.children[1 - side];
      if (!IsRowIndependent(value)) continue;
      const int column = KeyColumnOf(col, scan);
      if (column < 0) continue;
      if (c.op == ast::Op::kEq) {
        t.kind = Term::kEq;
      } else if (c.op == ast::Op::kLt || c.op == ast::Op::kLe ||
                 c.op == ast::Op::kGt || c.op == ast::Op::kGe) {
        // Bounds must be of the column's own type to be compared as keys.
        if (col.kind != BoundKind::kColumn) continue;
        t.kind = Term::kRange;
        t.op = side == 0 ? c.op : ast::Flipped(c.op);
      } else {
        continue;
      }
      t.column = column;
      t.values = {&value};
      terms->push_back(t);
      return;
    }
    return;
  }
  if (c.kind == BoundKind::kInList && !c.negated) {
    const int column = KeyColumnOf(*c.children[0], scan);
    if (column < 0) return;
    for (size_t j = 1; j < c.children.size(); ++j) {
      if (!IsRowIndependent(*c.children[j])) return;
      t.values.push_back(c.children[j].get());
    }
    t.kind = Term::kIn;
    t.column = column;
    terms->push_back(t);
    return;
  }
  if (c.kind == BoundKind::kAnyArray && !c.all && c.op == ast::Op::kEq &&
      c.children.size() == 2) {
    const int column = ArrayColumnOf(*c.children[1], scan);
    if (column < 0 || !IsRowIndependent(*c.children[0]) ||
        c.children[0]->type != scan.types[column].element()) {
      return;
    }
    t.kind = Term::kElement;
    t.column = column;
    t.values = {c.children[0].get()};
    terms->push_back(t);
    return;
  }
  if (c.kind == BoundKind::kArrayOp && c.children.size() == 2 &&
      (c.op == ast::Op::kContains || c.op == ast::Op::kOverlaps)) {
    const int column = ArrayColumnOf(*c.children[0], scan);
    const BoundExpr& array = *c.children[1];
    if (column < 0 || array.kind != BoundKind::kArrayCtor ||
        array.children.empty() || !IsRowIndependent(array)) {
      return;
    }
    for (const BoundExprPtr& e : array.children) {
      if (e->type != scan.types[column].element()) return;
      t.values.push_back(e.get());
    }
    t.kind =
        c.op == ast::Op::kContains ? Term::kElementsAll : Term::kElementsAny;
    t.column = column;
    terms->push_back(t);
  }
}

std::vector<BoundExprPtr> CloneValues(const Term& t) {
  std::vector<BoundExprPtr> out;
  for (const BoundExpr* v : t.values) out.push_back(v->Clone());
  return out;
}

const Term* FindTerm(const std::vector<Term>& terms, int column,
                     Term::Kind kind, const std::vector<int>& used) {
  for (const Term& t : terms) {
    if (t.column == column && t.kind == kind &&
        std::find(used.begin(), used.end(), t.conjunct) == used.end()) {
      return &t;
    }
  }
  return nullptr;
}

// Whether an ordered scan of `index` after `prefix_columns` equal columns
// yields `order` (ascending or all descending, NULLs where ORDER BY puts
// them by default), and in which direction.
bool DeliversOrder(const indexes::Index& index, size_t prefix_columns,
                   const std::vector<SortKey>& order, bool* descending) {
  if (order.empty() || index.on_array()) return false;
  const std::vector<int>& columns = index.def().columns;
  size_t next = prefix_columns;
  std::optional<bool> desc;
  for (const SortKey& key : order) {
    // A column the prefix fixes is the same on every row.
    bool fixed = false;
    for (size_t i = 0; i < prefix_columns; ++i)
      fixed |= columns[i] == key.column;
    if (fixed) continue;
    if (next >= columns.size() || columns[next] != key.column) return false;
    if (key.nulls_first != key.descending) return false;
    if (desc.has_value() && *desc != key.descending) return false;
    desc = key.descending;
    ++next;
  }
  *descending = desc.value_or(false);
  return true;
}

struct Context {
  const PlanNode& scan;
  const std::vector<BoundExprPtr>& conjuncts;
  const ScanWant& want;
  std::vector<Term> terms;
  std::vector<double> selectivity;  // per conjunct
  double table_rows = 0;
};

// Fills rows and cost of `path` from its access's yield.
void Cost(const Context& ctx, double probes, ScanPath* path) {
  double residual_sel = 1;
  int residual = 0;
  for (size_t i = 0; i < ctx.conjuncts.size(); ++i) {
    if (std::find(path->consumed.begin(), path->consumed.end(),
                  static_cast<int>(i)) != path->consumed.end()) {
      continue;
    }
    residual_sel *= ctx.selectivity[i];
    ++residual;
  }
  path->rows = path->index_rows * residual_sel;
  // A consumer that stops after `limit` rows reads limit / selectivity of
  // the access's rows, if they need no sort first.
  double read = path->index_rows;
  if (ctx.want.limit != kNoLimit && (ctx.want.order.empty() || path->ordered)) {
    read = std::min(read, ctx.want.limit / std::max(residual_sel, 1e-9));
  }
  const double per_row = path->access.kind == AccessKind::kNone
                             ? kSeqRowCost
                             : kIndexRowCost + kFetchCost;
  path->cost =
      probes * kProbeCost + read * (per_row + residual * kPredicateCost);
  if (!ctx.want.order.empty() && !path->ordered) {
    const double n = std::max(path->rows, 2.0);
    const double k =
        ctx.want.limit != kNoLimit ? std::min(n, ctx.want.limit + 1) : n;
    path->cost +=
        n * kSortRowCost * std::log2(std::max(k, 2.0)) / 4 + k * kSortRowCost;
  }
}

double ProductOf(const Context& ctx, const std::vector<int>& conjuncts) {
  double s = 1;
  for (int c : conjuncts) s *= ctx.selectivity[c];
  return s;
}

// The paths through one index.
void IndexPaths(const Context& ctx,
                const std::shared_ptr<indexes::Index>& index,
                std::vector<ScanPath>* out) {
  const std::vector<int>& columns = index->def().columns;
  if (index->on_array()) {
    for (const Term& t : ctx.terms) {
      if (t.column != columns[0] ||
          (t.kind != Term::kElement && t.kind != Term::kElementsAll &&
           t.kind != Term::kElementsAny)) {
        continue;
      }
      ScanPath path;
      path.access.kind = AccessKind::kLookup;
      path.access.index = index;
      path.access.all_keys = t.kind == Term::kElementsAll;
      for (BoundExprPtr& v : CloneValues(t)) {
        std::vector<BoundExprPtr> key;
        key.push_back(std::move(v));
        path.access.keys.push_back(std::move(key));
      }
      path.consumed = {t.conjunct};
      path.index_rows = ctx.table_rows * t.selectivity;
      Cost(ctx, static_cast<double>(t.values.size()), &path);
      out->push_back(std::move(path));
    }
    return;
  }
  // Equalities on a prefix of the columns (a hash index needs them all).
  std::vector<int> used;
  std::vector<BoundExprPtr> prefix;
  for (int column : columns) {
    const Term* eq = FindTerm(ctx.terms, column, Term::kEq, used);
    if (eq == nullptr) break;
    used.push_back(eq->conjunct);
    prefix.push_back(eq->values[0]->Clone());
  }
  const bool hash = !index->ordered();
  if (prefix.size() == columns.size() || (!hash && !prefix.empty())) {
    ScanPath path;
    path.access.kind = AccessKind::kLookup;
    path.access.index = index;
    path.access.keys.push_back(std::move(prefix));
    path.consumed = used;
    path.index_rows = ctx.table_rows * ProductOf(ctx, used);
    bool descending = false;
    path.ordered =
        !hash &&
        DeliversOrder(*index, used.size(), ctx.want.order, &descending) &&
        !descending;
    Cost(ctx, 1, &path);
    out->push_back(std::move(path));
    if (!hash) {
      // The same prefix may also bound or order the next column: below.
      prefix.clear();
      for (size_t i = 0; i < used.size(); ++i) {
        prefix.push_back(
            FindTerm(ctx.terms, columns[i], Term::kEq, {})->values[0]->Clone());
      }
    }
  }
  if (used.empty()) {
    // An IN list on the first column: one lookup per value.
    const Term* in = FindTerm(ctx.terms, columns[0], Term::kIn, {});
    if (in != nullptr && (columns.size() == 1 || !hash)) {
      ScanPath path;
      path.access.kind = AccessKind::kLookup;
      path.access.index = index;
      for (BoundExprPtr& v : CloneValues(*in)) {
        std::vector<BoundExprPtr> key;
        key.push_back(std::move(v));
        path.access.keys.push_back(std::move(key));
      }
      path.consumed = {in->conjunct};
      path.index_rows = ctx.table_rows * in->selectivity;
      Cost(ctx, static_cast<double>(in->values.size()), &path);
      out->push_back(std::move(path));
    }
  }
  if (hash || used.size() >= columns.size()) return;
  // A btree range (or a whole-index walk in order) over the next column.
  const int column = columns[used.size()];
  ScanPath path;
  path.access.kind = AccessKind::kRange;
  path.access.index = index;
  path.consumed = used;
  for (const Term& t : ctx.terms) {
    if (t.column != column || t.kind != Term::kRange) continue;
    const bool is_lower = t.op == ast::Op::kGt || t.op == ast::Op::kGe;
    BoundExprPtr& bound = is_lower ? path.access.lower : path.access.upper;
    if (bound != nullptr) continue;
    bound = t.values[0]->Clone();
    (is_lower ? path.access.lower_inclusive : path.access.upper_inclusive) =
        t.op == ast::Op::kGe || t.op == ast::Op::kLe;
    path.consumed.push_back(t.conjunct);
  }
  bool descending = false;
  path.ordered =
      DeliversOrder(*index, used.size(), ctx.want.order, &descending);
  const bool bounded =
      path.access.lower != nullptr || path.access.upper != nullptr;
  if (!bounded && !path.ordered) return;  // nothing gained over a scan
  path.access.descending = descending;
  path.access.ordered = path.ordered;
  path.access.prefix = std::move(prefix);
  path.index_rows = ctx.table_rows * ProductOf(ctx, path.consumed);
  Cost(ctx, 1, &path);
  out->push_back(std::move(path));
}

bool Disjoint(const std::vector<int>& a, const std::vector<int>& b) {
  for (int x : a) {
    if (std::find(b.begin(), b.end(), x) != b.end()) return false;
  }
  return true;
}

}  // namespace

double ConjunctSelectivity(const PlanNode& scan, const BoundExpr& conjunct) {
  // Refreshed here when enough rows changed since the last ANALYZE.
  std::shared_ptr<const TableStats> stats = CurrentStats(*scan.table);
  const double s = EstimateSelectivity(*stats, conjunct, {});
  return std::clamp(s, 0.0, 1.0);
}

ScanPath BestScanPath(const PlanNode& scan,
                      const std::vector<BoundExprPtr>& conjuncts,
                      const ScanWant& want, bool use_indexes) {
  Context ctx{scan, conjuncts, want, {}, {}, 0};
  ctx.table_rows = std::max<double>(1, scan.table->row_count());
  for (size_t i = 0; i < conjuncts.size(); ++i) {
    ctx.selectivity.push_back(ConjunctSelectivity(scan, *conjuncts[i]));
    AnalyzeConjunct(scan, *conjuncts[i], static_cast<int>(i), &ctx.terms);
  }
  ScanPath best;
  best.index_rows = ctx.table_rows;
  Cost(ctx, 0, &best);
  if (!use_indexes) return best;
  std::vector<ScanPath> paths;
  for (const std::shared_ptr<TableIndex>& t : scan.table->indexes()) {
    auto index = std::dynamic_pointer_cast<indexes::Index>(t);
    if (index != nullptr) IndexPaths(ctx, index, &paths);
  }
  // Two lookups on different conjuncts: intersect their rows.
  const size_t singles = paths.size();
  for (size_t a = 0; a < singles; ++a) {
    for (size_t b = a + 1; b < singles; ++b) {
      if (paths[a].access.kind != AccessKind::kLookup ||
          paths[b].access.kind != AccessKind::kLookup ||
          !Disjoint(paths[a].consumed, paths[b].consumed)) {
        continue;
      }
      ScanPath both;
      both.access.kind = AccessKind::kIntersect;
      both.access.children.push_back(paths[a].access.Clone());
      both.access.children.push_back(paths[b].access.Clone());
      both.consumed = paths[a].consumed;
      both.consumed.insert(both.consumed.end(), paths[b].consumed.begin(),
                           paths[b].consumed.end());
      both.index_rows = ctx.table_rows * ProductOf(ctx, both.consumed);
      Cost(ctx, 0, &both);
      // Reading both inputs' row ids.
      both.cost += (paths[a].index_rows + paths[b].index_rows) * kIndexRowCost +
                   paths[a].access.keys.size() * kProbeCost +
                   paths[b].access.keys.size() * kProbeCost;
      paths.push_back(std::move(both));
    }
  }
  // An OR whose every branch an index serves: the union of their rows (the
  // OR stays a filter, as a branch's path may not cover all of it).
  for (size_t i = 0; i < conjuncts.size(); ++i) {
    const BoundExpr& c = *conjuncts[i];
    if (c.kind != BoundKind::kOr) continue;
    ScanPath any;
    any.access.kind = AccessKind::kUnion;
    double rows = 0;
    double cost = 0;
    for (const BoundExprPtr& branch : c.children) {
      std::vector<BoundExprPtr> parts;
      if (branch->kind == BoundKind::kAnd) {
        for (const BoundExprPtr& p : branch->children)
          parts.push_back(p->Clone());
      } else {
        parts.push_back(branch->Clone());
      }
      ScanPath sub = BestScanPath(scan, parts, ScanWant{}, true);
      if (sub.access.kind == AccessKind::kNone) {
        any.access.children.clear();
        break;
      }
      rows += sub.index_rows;
      cost += sub.cost;
      any.access.children.push_back(std::move(sub.access));
    }
    if (any.access.children.empty()) continue;
    any.index_rows = std::min(rows, ctx.table_rows);
    Cost(ctx, 0, &any);
    any.cost += cost;
    paths.push_back(std::move(any));
  }
  for (ScanPath& path : paths) {
    if (path.cost < best.cost) best = std::move(path);
  }
  return best;
}

IndexAccess IndexAccess::Clone() const {
  IndexAccess copy;
  copy.kind = kind;
  copy.index = index;
  for (const auto& key : keys) {
    std::vector<BoundExprPtr> k;
    for (const BoundExprPtr& e : key) k.push_back(e->Clone());
    copy.keys.push_back(std::move(k));
  }
  copy.all_keys = all_keys;
  for (const BoundExprPtr& e : prefix) copy.prefix.push_back(e->Clone());
  if (lower != nullptr) copy.lower = lower->Clone();
  if (upper != nullptr) copy.upper = upper->Clone();
  copy.lower_inclusive = lower_inclusive;
  copy.upper_inclusive = upper_inclusive;
  copy.descending = descending;
  copy.ordered = ordered;
  for (const IndexAccess& c : children) copy.children.push_back(c.Clone());
  return copy;
}

}  // namespace kite::plan
