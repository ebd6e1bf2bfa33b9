// Binding of queries: FROM items and joins, WHERE, GROUP BY / HAVING,
// select lists, ORDER BY / LIMIT, set operations and VALUES.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "kite/status.h"
#include "planner/binder.h"
#include "planner/plan_walk.h"

namespace kite::plan {
namespace {

// A constant in GROUP BY or ORDER BY, as PostgreSQL reads it: an integer
// is an output position (returned); another constant but NULL is 42601
// (a constant sorts or groups nothing); anything else is an expression
// (nullopt).
absl::StatusOr<std::optional<int64_t>> PositionOf(const ast::Expr& e,
                                                  const char* clause) {
  if (e.kind != ast::ExprKind::kLiteral) return std::nullopt;
  switch (e.value.type().id) {
    case TypeId::kInteger:
      return e.value.int_value();
    case TypeId::kBigint:  // past INTEGER: not a position
    case TypeId::kNumeric:
    case TypeId::kDouble:
    case TypeId::kText:
      return SqlError(sqlstate::kSyntaxError,
                      absl::StrCat("non-integer constant in ", clause));
    default:
      return std::nullopt;
  }
}

BoundExprPtr ColumnRef(int index, Type type) {
  auto e = std::make_unique<BoundExpr>();
  e->kind = BoundKind::kColumn;
  e->type = type;
  e->column_index = index;
  return e;
}

// Columns referenced directly by `e`; false if it uses anything that makes
// it unfit as a hash key (subqueries, outer columns).
bool CollectColumns(const BoundExpr& e, int* min_col, int* max_col) {
  switch (e.kind) {
    case BoundKind::kColumn:
      *min_col = std::min(*min_col, e.column_index);
      *max_col = std::max(*max_col, e.column_index);
      return true;
    case BoundKind::kOuterColumn:
    case BoundKind::kSubquery:
    case BoundKind::kExists:
    case BoundKind::kInSubquery:
      return false;
    default:
      break;
  }
  for (const BoundExprPtr& c : e.children) {
    if (!CollectColumns(*c, min_col, max_col)) return false;
  }
  return true;
}

void ShiftColumns(BoundExpr* e, int delta) {
  if (e->kind == BoundKind::kColumn) e->column_index += delta;
  for (BoundExprPtr& c : e->children) ShiftColumns(c.get(), delta);
}

}  // namespace

// Declared in binder.h.
void ExtractJoinKeys(int left_width, PlanNode* join) {
  if (join->predicate == nullptr) return;
  std::vector<BoundExprPtr> conjuncts;
  if (join->predicate->kind == BoundKind::kAnd) {
    conjuncts = std::move(join->predicate->children);
  } else {
    conjuncts.push_back(std::move(join->predicate));
  }
  join->predicate = nullptr;
  std::vector<BoundExprPtr> rest;
  for (BoundExprPtr& c : conjuncts) {
    bool key = false;
    if (c->kind == BoundKind::kCompare && c->op == ast::Op::kEq) {
      BoundExprPtr* a = &c->children[0];
      BoundExprPtr* b = &c->children[1];
      int amin = INT32_MAX, amax = -1, bmin = INT32_MAX, bmax = -1;
      if (CollectColumns(**a, &amin, &amax) &&
          CollectColumns(**b, &bmin, &bmax) && amax >= 0 && bmax >= 0) {
        const bool left_right = amax < left_width && bmin >= left_width;
        const bool right_left = bmax < left_width && amin >= left_width;
        if (right_left) std::swap(a, b);
        if (left_right || right_left) {
          ShiftColumns(b->get(), -left_width);
          join->left_keys.push_back(std::move(*a));
          join->right_keys.push_back(std::move(*b));
          key = true;
        }
      }
    }
    if (!key) rest.push_back(std::move(c));
  }
  if (rest.size() == 1) {
    join->predicate = std::move(rest[0]);
  } else if (rest.size() > 1) {
    join->predicate = std::make_unique<BoundExpr>();
    join->predicate->kind = BoundKind::kAnd;
    join->predicate->type = Type::Boolean();
    join->predicate->children = std::move(rest);
  }
}

namespace {

// The column range a WHERE conjunct reads (outer columns aside); false if
// it holds a subquery, whose correlated rows must stay the full row.
bool ConjunctColumns(const BoundExpr& e, int* min_col, int* max_col) {
  switch (e.kind) {
    case BoundKind::kColumn:
      *min_col = std::min(*min_col, e.column_index);
      *max_col = std::max(*max_col, e.column_index);
      return true;
    case BoundKind::kSubquery:
    case BoundKind::kExists:
    case BoundKind::kInSubquery:
      return false;
    default:
      break;
  }
  for (const BoundExprPtr& c : e.children) {
    if (!ConjunctColumns(*c, min_col, max_col)) return false;
  }
  return true;
}

// Moves the conjuncts that `plan` (a join tree) can apply lower down: those
// over one side into that side, those over both into an inner join's
// condition (so that WHERE a.x = b.x over a comma join becomes a hash
// join). What cannot move is left in `conjuncts`.
void PushDown(PlanPtr* plan, std::vector<BoundExprPtr>* conjuncts) {
  PlanNode* join = plan->get();
  if (join->kind != NodeKind::kJoin || conjuncts->empty()) return;
  const bool inner = join->join_type == ast::JoinType::kInner ||
                     join->join_type == ast::JoinType::kCross;
  const bool left_preserved = join->join_type == ast::JoinType::kLeft;
  if (!inner && !left_preserved) return;
  const int lw = join->children[0]->column_count();
  std::vector<BoundExprPtr> keep, to_left, to_right, to_join;
  for (BoundExprPtr& c : *conjuncts) {
    int min_col = INT32_MAX, max_col = -1;
    if (!ConjunctColumns(*c, &min_col, &max_col) || max_col < 0) {
      keep.push_back(std::move(c));
    } else if (max_col < lw) {
      to_left.push_back(std::move(c));
    } else if (min_col >= lw && inner) {
      ShiftColumns(c.get(), -lw);
      to_right.push_back(std::move(c));
    } else if (inner) {
      to_join.push_back(std::move(c));
    } else {
      keep.push_back(std::move(c));
    }
  }
  *conjuncts = std::move(keep);
  if (!to_join.empty()) {
    if (join->predicate != nullptr)
      to_join.insert(to_join.begin(), std::move(join->predicate));
    join->predicate = Conjunction(std::move(to_join));
    join->join_type = ast::JoinType::kInner;
    ExtractJoinKeys(lw, join);
  }
  for (int side = 0; side < 2; ++side) {
    std::vector<BoundExprPtr>& list = side == 0 ? to_left : to_right;
    if (list.empty()) continue;
    PlanPtr& child = join->children[side];
    PushDown(&child, &list);
    if (list.empty()) continue;
    auto filter = std::make_unique<PlanNode>();
    filter->kind = NodeKind::kFilter;
    filter->names = child->names;
    filter->types = child->types;
    filter->predicate = Conjunction(std::move(list));
    filter->children.push_back(std::move(child));
    child = std::move(filter);
  }
}

// The names a FROM item is known by (its alias, else its table name).
void CollectRefNames(const ast::TableRef& ref, std::vector<std::string>* out) {
  if (ref.kind == ast::TableRef::Kind::kJoin) {
    CollectRefNames(*ref.left, out);
    CollectRefNames(*ref.right, out);
    return;
  }
  if (!ref.alias.empty()) {
    out->push_back(ref.alias);
  } else if (ref.kind == ast::TableRef::Kind::kTable) {
    out->push_back(ref.name);
  }
}

}  // namespace

absl::Status Binder::CheckDistinctNames(const ast::TableRef& ref) {
  CollectRefNames(ref, &from_names_);
  std::vector<std::string> sorted = from_names_;
  std::sort(sorted.begin(), sorted.end());
  for (size_t i = 1; i < sorted.size(); ++i) {
    if (sorted[i] == sorted[i - 1]) {
      return SqlError("42712", absl::StrCat("table name \"", sorted[i],
                                            "\" specified more than once"));
    }
  }
  return absl::OkStatus();
}

PlanPtr ApplyWhere(PlanPtr plan, BoundExprPtr where) {
  std::vector<BoundExprPtr> conjuncts;
  if (where->kind == BoundKind::kAnd) {
    conjuncts = std::move(where->children);
  } else {
    conjuncts.push_back(std::move(where));
  }
  PushDown(&plan, &conjuncts);
  if (conjuncts.empty()) return plan;
  auto filter = NewNode(NodeKind::kFilter);
  filter->names = plan->names;
  filter->types = plan->types;
  filter->predicate = Conjunction(std::move(conjuncts));
  filter->children.push_back(std::move(plan));
  return filter;
}

PlanPtr Binder::ScanOf(std::shared_ptr<Table> table, const std::string& alias,
                       std::vector<ScopeColumn>* columns) {
  auto scan = NewNode(NodeKind::kScan);
  const TableSchema& schema = table->schema();
  scan->needed.assign(schema.columns.size(), false);
  for (size_t i = 0; i < schema.columns.size(); ++i) {
    scan->names.push_back(schema.columns[i].name);
    scan->types.push_back(schema.columns[i].type);
    ScopeColumn c;
    c.table = alias.empty() ? table->name() : alias;
    c.name = schema.columns[i].name;
    c.type = schema.columns[i].type;
    c.scan = scan.get();
    c.scan_column = static_cast<int>(i);
    columns->push_back(std::move(c));
  }
  scan->alias = alias;
  scan->table = std::move(table);
  return scan;
}

absl::StatusOr<int> Binder::BindSubquery(const ast::SelectStmt& stmt,
                                         Scope* scope) {
  int id = static_cast<int>(stmt_->subqueries.size());
  stmt_->subqueries.emplace_back();
  absl::StatusOr<PlanPtr> plan = BindSelect(stmt, scope, id, false);
  if (!plan.ok()) return plan.status();
  stmt_->subqueries[id].plan = *std::move(plan);
  return id;
}

absl::StatusOr<PlanPtr> Binder::BindFromItem(
    const ast::TableRef& ref, Scope* outer, int subquery_id,
    std::vector<ScopeColumn>* columns) {
  size_t first = columns->size();
  PlanPtr plan;
  switch (ref.kind) {
    case ast::TableRef::Kind::kTable: {
      absl::StatusOr<TableEntry> entry = LookupTable(ref.name, false);
      if (!entry.ok()) return entry.status();
      plan = ScanOf(entry->table, ref.alias, columns);
      break;
    }
    case ast::TableRef::Kind::kJoin: {
      absl::StatusOr<PlanPtr> p = BindJoin(ref, outer, subquery_id, columns);
      if (!p.ok()) return p.status();
      return p;
    }
    case ast::TableRef::Kind::kSubquery: {
      absl::StatusOr<PlanPtr> p =
          BindSelect(*ref.subquery, outer, subquery_id, false);
      if (!p.ok()) return p.status();
      plan = *std::move(p);
      for (int i = 0; i < plan->column_count(); ++i) {
        ScopeColumn c;
        c.table = ref.alias;
        c.name = plan->names[i];
        c.type = plan->types[i];
        columns->push_back(std::move(c));
      }
      break;
    }
    case ast::TableRef::Kind::kFunction: {
      absl::StatusOr<PlanPtr> p =
          BindTableFunction(ref, outer, subquery_id, columns);
      if (!p.ok()) return p.status();
      plan = *std::move(p);
      break;
    }
  }
  for (size_t i = 0; i < ref.column_aliases.size(); ++i) {
    if (first + i >= columns->size()) {
      return SqlError(
          sqlstate::kInvalidColumnReference,
          absl::StrCat("table \"", ref.alias, "\" has ",
                       columns->size() - first, " columns available but ",
                       ref.column_aliases.size(), " columns specified"));
    }
    (*columns)[first + i].name = ref.column_aliases[i];
    plan->names[i] = ref.column_aliases[i];
  }
  return plan;
}

absl::StatusOr<PlanPtr> Binder::BindJoin(const ast::TableRef& ref, Scope* outer,
                                         int subquery_id,
                                         std::vector<ScopeColumn>* columns) {
  if (ref.join_type == ast::JoinType::kFull &&
      (ref.natural || !ref.using_columns.empty())) {
    return SqlError(sqlstate::kFeatureNotSupported,
                    "FULL JOIN with USING or NATURAL is not supported; use ON");
  }
  std::vector<ScopeColumn> lcols, rcols;
  absl::StatusOr<PlanPtr> left =
      BindFromItem(*ref.left, outer, subquery_id, &lcols);
  if (!left.ok()) return left.status();
  absl::StatusOr<PlanPtr> right =
      BindFromItem(*ref.right, outer, subquery_id, &rcols);
  if (!right.ok()) return right.status();
  const bool swap = ref.join_type == ast::JoinType::kRight;
  Scope scope;
  scope.parent = outer;
  scope.subquery_id = subquery_id;
  const std::vector<ScopeColumn>& first = swap ? rcols : lcols;
  const std::vector<ScopeColumn>& second = swap ? lcols : rcols;
  scope.columns = first;
  scope.columns.insert(scope.columns.end(), second.begin(), second.end());
  const int fw = static_cast<int>(first.size());

  std::vector<std::string> using_cols = ref.using_columns;
  if (ref.natural) {
    for (const ScopeColumn& l : lcols) {
      if (l.hidden) continue;
      for (const ScopeColumn& r : rcols) {
        if (!r.hidden && r.name == l.name) using_cols.push_back(l.name);
      }
    }
  }
  std::vector<BoundExprPtr> conjuncts;
  for (const std::string& name : using_cols) {
    auto find = [&](std::vector<ScopeColumn>& cols,
                    const char* side) -> absl::StatusOr<int> {
      int found = -1;
      for (int i = 0; i < static_cast<int>(cols.size()); ++i) {
        if (cols[i].hidden || cols[i].name != name) continue;
        if (found >= 0) {
          return SqlError(
              sqlstate::kAmbiguousColumn,
              absl::StrCat("common column name \"", name,
                           "\" appears more than once in ", side, " table"));
        }
        found = i;
      }
      if (found < 0) {
        return SqlError(sqlstate::kUndefinedColumn,
                        absl::StrCat("column \"", name,
                                     "\" specified in USING clause does not "
                                     "exist in ",
                                     side, " table"));
      }
      if (cols[found].scan != nullptr) {
        cols[found].scan->needed[cols[found].scan_column] = true;
      }
      return found;
    };
    absl::StatusOr<int> li = find(lcols, "left");
    if (!li.ok()) return li.status();
    absl::StatusOr<int> ri = find(rcols, "right");
    if (!ri.ok()) return ri.status();
    int lpos = swap ? fw + *li : *li;
    int rpos = swap ? *ri : fw + *ri;
    absl::StatusOr<BoundExprPtr> eq =
        BindComparison(ast::Op::kEq, ColumnRef(lpos, lcols[*li].type),
                       ColumnRef(rpos, rcols[*ri].type));
    if (!eq.ok()) return eq.status();
    conjuncts.push_back(*std::move(eq));
    // The merged column is the left one (the right one for RIGHT JOIN).
    if (swap) {
      lcols[*li].hidden = true;
    } else {
      rcols[*ri].hidden = true;
    }
  }
  if (ref.on != nullptr) {
    ExprCtx ctx;
    ctx.scope = &scope;
    ctx.clause = "JOIN/ON";
    absl::StatusOr<BoundExprPtr> on = BindCondition(*ref.on, ctx);
    if (!on.ok()) return on.status();
    conjuncts.push_back(*std::move(on));
  }
  auto join = NewNode(NodeKind::kJoin);
  join->join_type = swap ? ast::JoinType::kLeft : ref.join_type;
  if (conjuncts.size() == 1) {
    join->predicate = std::move(conjuncts[0]);
  } else if (conjuncts.size() > 1) {
    join->predicate = std::make_unique<BoundExpr>();
    join->predicate->kind = BoundKind::kAnd;
    join->predicate->type = Type::Boolean();
    join->predicate->children = std::move(conjuncts);
  }
  if (join->predicate == nullptr && join->join_type == ast::JoinType::kInner) {
    join->join_type = ast::JoinType::kCross;
  }
  ExtractJoinKeys(fw, join.get());
  PlanPtr a = swap ? *std::move(right) : *std::move(left);
  PlanPtr b = swap ? *std::move(left) : *std::move(right);
  SetJoinInputs(join.get(), std::move(a), std::move(b));
  PlanPtr plan = std::move(join);
  if (plan->join_type == ast::JoinType::kInner && plan->predicate != nullptr) {
    // ON conditions over one side filter that side, as WHERE ones do (so
    // that its scan can apply them, and the join planner see its size).
    std::vector<BoundExprPtr> on = SplitConjuncts(std::move(plan->predicate));
    PushDown(&plan, &on);
    if (plan->predicate != nullptr) on.push_back(std::move(plan->predicate));
    plan->predicate = Conjunction(std::move(on));
  }
  if (swap) {
    // Back to the written order: left columns, then right columns.
    auto project = NewNode(NodeKind::kProject);
    const int lw = static_cast<int>(lcols.size());
    const int rw = static_cast<int>(rcols.size());
    for (int i = 0; i < lw; ++i) {
      project->exprs.push_back(ColumnRef(rw + i, plan->types[rw + i]));
      project->names.push_back(plan->names[rw + i]);
      project->types.push_back(plan->types[rw + i]);
    }
    for (int i = 0; i < rw; ++i) {
      project->exprs.push_back(ColumnRef(i, plan->types[i]));
      project->names.push_back(plan->names[i]);
      project->types.push_back(plan->types[i]);
    }
    project->children.push_back(std::move(plan));
    plan = std::move(project);
  }
  columns->insert(columns->end(), lcols.begin(), lcols.end());
  columns->insert(columns->end(), rcols.begin(), rcols.end());
  return plan;
}

absl::StatusOr<BoundExprPtr> Binder::BindLimitValue(const ast::Expr* expr,
                                                    Scope* outer,
                                                    const char* what) {
  if (expr == nullptr) return BoundExprPtr();
  Scope empty;
  ExprCtx ctx;
  ctx.scope = &empty;
  ctx.clause = what;
  absl::StatusOr<BoundExprPtr> e = BindExpr(*expr, ctx);
  if (!e.ok()) return e.status();
  if (!IsUnknown(**e) && (*e)->type.id != TypeId::kSmallint &&
      (*e)->type.id != TypeId::kInteger && (*e)->type.id != TypeId::kBigint &&
      (*e)->type.id != TypeId::kNumeric && (*e)->type.id != TypeId::kReal &&
      (*e)->type.id != TypeId::kDouble) {
    return SqlError(
        sqlstate::kDatatypeMismatch,
        absl::StrCat("argument of ", what, " must be type bigint, not type ",
                     (*e)->type.ToString()));
  }
  if ((*e)->kind == BoundKind::kConstant && !(*e)->constant.is_null() &&
      (*e)->type.id == TypeId::kInteger) {
    // A literal LIMIT stays a constant, which the planner's estimates read.
    (*e)->constant = Value::Bigint((*e)->constant.int_value());
    (*e)->type = Type::Bigint();
    return e;
  }
  return Coerce(*std::move(e), Type::Bigint());
}

absl::StatusOr<PlanPtr> Binder::BindOrderLimit(const ast::SelectStmt& stmt,
                                               PlanPtr plan, Scope* outer) {
  if (!stmt.order_by.empty()) {
    Scope scope;
    for (int i = 0; i < plan->column_count(); ++i) {
      scope.columns.push_back({"", plan->names[i], plan->types[i]});
    }
    auto sort = NewNode(NodeKind::kSort);
    for (const ast::OrderItem& item : stmt.order_by) {
      SortKey key;
      key.descending = item.descending;
      key.nulls_first = item.nulls_first.value_or(item.descending);
      const ast::Expr& e = *item.expr;
      absl::StatusOr<std::optional<int64_t>> position =
          PositionOf(e, "ORDER BY");
      if (!position.ok()) return position.status();
      if (position->has_value()) {
        const int64_t pos = **position;
        if (pos < 1 || pos > plan->column_count()) {
          return SqlError(sqlstate::kInvalidColumnReference,
                          absl::StrCat("ORDER BY position ", pos,
                                       " is not in select list"));
        }
        key.column = static_cast<int>(pos - 1);
      } else {
        ExprCtx ctx;
        ctx.scope = &scope;
        ctx.clause = "ORDER BY";
        absl::StatusOr<BoundExprPtr> b = BindExpr(e, ctx);
        if (!b.ok()) return b.status();
        if ((*b)->kind != BoundKind::kColumn) {
          return SqlError(sqlstate::kFeatureNotSupported,
                          "invalid UNION/INTERSECT/EXCEPT ORDER BY clause");
        }
        key.column = (*b)->column_index;
      }
      sort->sort_keys.push_back(key);
    }
    sort->names = plan->names;
    sort->types = plan->types;
    sort->children.push_back(std::move(plan));
    plan = std::move(sort);
  }
  absl::StatusOr<BoundExprPtr> limit =
      BindLimitValue(stmt.limit.get(), outer, "LIMIT");
  if (!limit.ok()) return limit.status();
  absl::StatusOr<BoundExprPtr> offset =
      BindLimitValue(stmt.offset.get(), outer, "OFFSET");
  if (!offset.ok()) return offset.status();
  if (*limit != nullptr || *offset != nullptr) {
    if (plan->kind == NodeKind::kSort) {
      if (*limit != nullptr) plan->limit = (*limit)->Clone();
      if (*offset != nullptr) plan->offset = (*offset)->Clone();
    }
    auto node = NewNode(NodeKind::kLimit);
    node->limit = *std::move(limit);
    node->offset = *std::move(offset);
    node->names = plan->names;
    node->types = plan->types;
    node->children.push_back(std::move(plan));
    plan = std::move(node);
  }
  return plan;
}

absl::StatusOr<PlanPtr> Binder::BindSetOp(const ast::SelectStmt& stmt,
                                          Scope* outer, int subquery_id) {
  absl::StatusOr<PlanPtr> left =
      BindSelect(*stmt.left, outer, subquery_id, false);
  if (!left.ok()) return left.status();
  absl::StatusOr<PlanPtr> right =
      BindSelect(*stmt.right, outer, subquery_id, false);
  if (!right.ok()) return right.status();
  const char* name = stmt.set_op == ast::SetOpKind::kUnion       ? "UNION"
                     : stmt.set_op == ast::SetOpKind::kIntersect ? "INTERSECT"
                                                                 : "EXCEPT";
  if ((*left)->column_count() != (*right)->column_count()) {
    return SqlError(sqlstate::kSyntaxError,
                    absl::StrCat("each ", name,
                                 " query must have the same number of "
                                 "columns"));
  }
  std::vector<Type> types;
  for (int i = 0; i < (*left)->column_count(); ++i) {
    Type a = (*left)->types[i], b = (*right)->types[i];
    if (a.id == TypeId::kNull) {
      types.push_back(b);
    } else if (b.id == TypeId::kNull || a == b) {
      types.push_back(a);
    } else {
      absl::StatusOr<Type> t = CommonType(a, b, name);
      if (!t.ok()) {
        return SqlError(sqlstate::kDatatypeMismatch,
                        absl::StrCat(name, " types ", a.ToString(), " and ",
                                     b.ToString(), " cannot be matched"));
      }
      types.push_back(*t);
    }
  }
  absl::StatusOr<PlanPtr> l = CastColumns(*std::move(left), types);
  if (!l.ok()) return l.status();
  absl::StatusOr<PlanPtr> r = CastColumns(*std::move(right), types);
  if (!r.ok()) return r.status();
  auto node = NewNode(NodeKind::kSetOp);
  node->set_op = stmt.set_op;
  node->set_all = stmt.set_all;
  node->names = (*l)->names;
  node->types = types;
  node->children.push_back(*std::move(l));
  node->children.push_back(*std::move(r));
  return BindOrderLimit(stmt, std::move(node), outer);
}

absl::StatusOr<PlanPtr> Binder::BindValues(const ast::SelectStmt& stmt,
                                           Scope* outer, int subquery_id) {
  Scope scope;
  scope.parent = outer;
  scope.subquery_id = subquery_id;
  ExprCtx ctx;
  ctx.scope = &scope;
  ctx.clause = "VALUES";
  auto node = NewNode(NodeKind::kValues);
  const size_t width = stmt.values[0].size();
  for (const std::vector<ast::ExprPtr>& row : stmt.values) {
    if (row.size() != width) {
      return SqlError(sqlstate::kSyntaxError,
                      "VALUES lists must all be the same length");
    }
    std::vector<BoundExprPtr> bound;
    for (const ast::ExprPtr& e : row) {
      absl::StatusOr<BoundExprPtr> b = BindExpr(*e, ctx);
      if (!b.ok()) return b.status();
      bound.push_back(*std::move(b));
    }
    node->rows.push_back(std::move(bound));
  }
  for (size_t c = 0; c < width; ++c) {
    std::vector<BoundExprPtr*> column;
    for (auto& row : node->rows) column.push_back(&row[c]);
    absl::StatusOr<Type> t = Unify(column, "VALUES");
    if (!t.ok()) return t.status();
    node->names.push_back(absl::StrCat("column", c + 1));
    node->types.push_back(*t);
  }
  return BindOrderLimit(stmt, std::move(node), outer);
}

absl::StatusOr<PlanPtr> Binder::BindSelect(const ast::SelectStmt& stmt,
                                           Scope* outer, int subquery_id,
                                           bool top_level) {
  if (stmt.set_op != ast::SetOpKind::kNone) {
    return BindSetOp(stmt, outer, subquery_id);
  }
  if (!stmt.values.empty()) return BindValues(stmt, outer, subquery_id);

  Scope scope;
  scope.parent = outer;
  scope.subquery_id = subquery_id;
  std::vector<std::string> saved_names = std::move(from_names_);
  from_names_.clear();
  absl::StatusOr<PlanPtr> result =
      BindQuery(stmt, &scope, outer, subquery_id, top_level);
  from_names_ = std::move(saved_names);
  return result;
}

absl::StatusOr<PlanPtr> Binder::BindQuery(const ast::SelectStmt& stmt,
                                          Scope* scope_ptr, Scope* outer,
                                          int subquery_id, bool top_level) {
  Scope& scope = *scope_ptr;
  PlanPtr plan;
  if (stmt.from.empty()) {
    plan = NewNode(NodeKind::kSingleRow);
  }
  for (const ast::TableRefPtr& ref : stmt.from) {
    absl::StatusOr<PlanPtr> item =
        BindFromItem(*ref, outer, subquery_id, &scope.columns);
    if (!item.ok()) return item.status();
    absl::Status unique = CheckDistinctNames(*ref);
    if (!unique.ok()) return unique;
    if (plan == nullptr) {
      plan = *std::move(item);
      continue;
    }
    plan = CrossJoin(std::move(plan), *std::move(item));
  }

  if (stmt.where != nullptr) {
    ExprCtx ctx;
    ctx.scope = &scope;
    ctx.clause = "WHERE";
    absl::StatusOr<BoundExprPtr> where = BindCondition(*stmt.where, ctx);
    if (!where.ok()) return where.status();
    plan = ApplyWhere(std::move(plan), *std::move(where));
  }

  // The select list.
  std::vector<AggregateSpec> aggs;
  bool has_window = false;
  ExprCtx sel;
  sel.scope = &scope;
  sel.clause = "SELECT";
  sel.aggs = &aggs;
  sel.has_window = &has_window;
  std::vector<BoundExprPtr> exprs;
  std::vector<std::string> names;
  for (const ast::SelectItem& item : stmt.items) {
    if (item.expr->kind == ast::ExprKind::kStar) {
      std::string qualifier =
          item.expr->names.empty() ? "" : item.expr->names.back();
      if (stmt.from.empty()) {
        return SqlError(sqlstate::kSyntaxError,
                        "SELECT * with no tables specified is not valid");
      }
      bool any = false;
      for (int i = 0; i < static_cast<int>(scope.columns.size()); ++i) {
        ScopeColumn& c = scope.columns[i];
        if (qualifier.empty() ? c.hidden : c.table != qualifier) continue;
        any = true;
        if (c.scan != nullptr) c.scan->needed[c.scan_column] = true;
        exprs.push_back(ColumnRef(i, c.type));
        names.push_back(c.name);
      }
      if (!any && !qualifier.empty()) {
        return SqlError(sqlstate::kUndefinedTable,
                        absl::StrCat("missing FROM-clause entry for table \"",
                                     qualifier, "\""));
      }
      continue;
    }
    absl::StatusOr<BoundExprPtr> e = BindExpr(*item.expr, sel);
    if (!e.ok()) return e.status();
    if (IsUnknownLiteral(**e)) {
      absl::StatusOr<BoundExprPtr> c = Coerce(*std::move(e), Type::Text());
      if (!c.ok()) return c.status();
      e = std::move(c);
    }
    exprs.push_back(*std::move(e));
    names.push_back(item.alias.empty() ? OutputName(*item.expr) : item.alias);
  }
  const int visible = static_cast<int>(exprs.size());

  // GROUP BY: input columns, output positions or output aliases.
  std::vector<BoundExprPtr> keys;
  for (const ast::ExprPtr& g : stmt.group_by) {
    ExprCtx gctx;
    gctx.scope = &scope;
    gctx.clause = "GROUP BY";
    const ast::Expr* target = g.get();
    absl::StatusOr<std::optional<int64_t>> position =
        PositionOf(*g, "GROUP BY");
    if (!position.ok()) return position.status();
    if (position->has_value()) {
      const int64_t pos = **position;
      if (pos < 1 || pos > static_cast<int64_t>(stmt.items.size())) {
        return SqlError(
            sqlstate::kInvalidColumnReference,
            absl::StrCat("GROUP BY position ", pos, " is not in select list"));
      }
      target = stmt.items[pos - 1].expr.get();
    } else if (g->kind == ast::ExprKind::kColumnRef && g->names.size() == 1) {
      bool in_input = false;
      for (const ScopeColumn& c : scope.columns) {
        if (!c.hidden && c.name == g->names[0]) in_input = true;
      }
      if (!in_input) {
        for (const ast::SelectItem& item : stmt.items) {
          if (item.alias == g->names[0]) target = item.expr.get();
        }
      }
    }
    absl::StatusOr<BoundExprPtr> k = BindExpr(*target, gctx);
    if (!k.ok()) return k.status();
    keys.push_back(*std::move(k));
  }

  BoundExprPtr having;
  if (stmt.having != nullptr) {
    ExprCtx hctx = sel;
    hctx.clause = "HAVING";
    hctx.has_window = nullptr;
    absl::StatusOr<BoundExprPtr> h = BindCondition(*stmt.having, hctx);
    if (!h.ok()) return h.status();
    having = *std::move(h);
  }

  // ORDER BY: output positions, output names, or expressions (hidden
  // columns when not in the select list).
  std::vector<SortKey> sort_keys;
  for (const ast::OrderItem& item : stmt.order_by) {
    SortKey key;
    key.descending = item.descending;
    key.nulls_first = item.nulls_first.value_or(item.descending);
    const ast::Expr& e = *item.expr;
    int column = -1;
    absl::StatusOr<std::optional<int64_t>> position = PositionOf(e, "ORDER BY");
    if (!position.ok()) return position.status();
    if (position->has_value()) {
      const int64_t pos = **position;
      if (pos < 1 || pos > visible) {
        return SqlError(
            sqlstate::kInvalidColumnReference,
            absl::StrCat("ORDER BY position ", pos, " is not in select list"));
      }
      column = static_cast<int>(pos - 1);
    } else if (e.kind == ast::ExprKind::kColumnRef && e.names.size() == 1) {
      for (int i = 0; i < visible; ++i) {
        if (names[i] == e.names[0]) {
          column = i;
          break;
        }
      }
    }
    if (column < 0) {
      ExprCtx octx = sel;
      octx.clause = "ORDER BY";
      absl::StatusOr<BoundExprPtr> b = BindExpr(e, octx);
      if (!b.ok()) return b.status();
      for (int i = 0; i < static_cast<int>(exprs.size()); ++i) {
        if (ExprEquals(*exprs[i], **b)) {
          column = i;
          break;
        }
      }
      if (column < 0) {
        if (stmt.distinct) {
          return SqlError(sqlstate::kInvalidColumnReference,
                          "for SELECT DISTINCT, ORDER BY expressions must "
                          "appear in select list");
        }
        column = static_cast<int>(exprs.size());
        exprs.push_back(*std::move(b));
        names.push_back("?sort?");
      }
    }
    key.column = column;
    sort_keys.push_back(key);
  }

  const bool aggregate = !aggs.empty() || !keys.empty() || having != nullptr;
  if (aggregate) {
    auto node = NewNode(NodeKind::kAggregate);
    for (size_t i = 0; i < keys.size(); ++i) {
      node->names.push_back(keys[i]->kind == BoundKind::kColumn
                                ? scope.columns[keys[i]->column_index].name
                                : absl::StrCat("group", i + 1));
      node->types.push_back(keys[i]->type);
    }
    for (size_t i = 0; i < aggs.size(); ++i) {
      // By AggKind.
      static constexpr const char* kAggNames[] = {
          "count", "count", "sum",        "avg",
          "min",   "max",   "string_agg", "array_agg"};
      node->names.push_back(kAggNames[static_cast<int>(aggs[i].kind)]);
      node->types.push_back(aggs[i].type);
    }
    for (BoundExprPtr& e : exprs) {
      absl::Status s = RewriteForAggregate(&e, keys, scope);
      if (!s.ok()) return s;
      s = RemapOuterForAggregate(e.get(), keys, scope);
      if (!s.ok()) return s;
    }
    if (having != nullptr) {
      absl::Status s = RewriteForAggregate(&having, keys, scope);
      if (!s.ok()) return s;
      s = RemapOuterForAggregate(having.get(), keys, scope);
      if (!s.ok()) return s;
    }
    node->exprs = std::move(keys);
    node->aggregates = std::move(aggs);
    node->children.push_back(std::move(plan));
    plan = std::move(node);
    if (having != nullptr) {
      auto filter = NewNode(NodeKind::kFilter);
      filter->names = plan->names;
      filter->types = plan->types;
      filter->predicate = std::move(having);
      filter->children.push_back(std::move(plan));
      plan = std::move(filter);
    }
  }

  if (has_window) {
    auto window = NewNode(NodeKind::kWindowCount);
    window->names = plan->names;
    window->types = plan->types;
    window->names.push_back("count");
    window->types.push_back(Type::Bigint());
    int column = plan->column_count();
    for (BoundExprPtr& e : exprs) ResolveWindow(e.get(), column);
    window->count_total = top_level;
    window->children.push_back(std::move(plan));
    plan = std::move(window);
    if (top_level) stmt_->with_total = true;
  }

  auto project = NewNode(NodeKind::kProject);
  project->names = names;
  for (const BoundExprPtr& e : exprs) project->types.push_back(e->type);
  project->exprs = std::move(exprs);
  project->children.push_back(std::move(plan));
  plan = std::move(project);

  if (stmt.distinct) {
    auto distinct = NewNode(NodeKind::kDistinct);
    distinct->names = plan->names;
    distinct->types = plan->types;
    distinct->children.push_back(std::move(plan));
    plan = std::move(distinct);
  }
  if (!sort_keys.empty()) {
    auto sort = NewNode(NodeKind::kSort);
    sort->names = plan->names;
    sort->types = plan->types;
    sort->sort_keys = std::move(sort_keys);
    sort->children.push_back(std::move(plan));
    plan = std::move(sort);
  }
  absl::StatusOr<BoundExprPtr> limit =
      BindLimitValue(stmt.limit.get(), outer, "LIMIT");
  if (!limit.ok()) return limit.status();
  absl::StatusOr<BoundExprPtr> offset =
      BindLimitValue(stmt.offset.get(), outer, "OFFSET");
  if (!offset.ok()) return offset.status();
  const bool count_total = top_level && stmt.with_total && !has_window;
  if (count_total) stmt_->with_total = true;
  if (*limit != nullptr || *offset != nullptr || count_total) {
    if (plan->kind == NodeKind::kSort && !count_total) {
      if (*limit != nullptr) plan->limit = (*limit)->Clone();
      if (*offset != nullptr) plan->offset = (*offset)->Clone();
    }
    auto node = NewNode(NodeKind::kLimit);
    node->names = plan->names;
    node->types = plan->types;
    node->limit = *std::move(limit);
    node->offset = *std::move(offset);
    node->count_total = count_total;
    node->children.push_back(std::move(plan));
    plan = std::move(node);
  }
  if (plan->column_count() > visible) {
    auto drop = NewNode(NodeKind::kProject);
    for (int i = 0; i < visible; ++i) {
      drop->exprs.push_back(ColumnRef(i, plan->types[i]));
      drop->names.push_back(plan->names[i]);
      drop->types.push_back(plan->types[i]);
    }
    drop->children.push_back(std::move(plan));
    plan = std::move(drop);
  }
  return plan;
}

}  // namespace kite::plan
