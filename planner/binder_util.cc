// Helpers of the binder: type names, expression equality, output names,
// the aggregate rewrite.
#include <functional>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "kite/status.h"
#include "planner/binder.h"
#include "planner/plan_walk.h"

namespace kite::plan {

absl::StatusOr<Type> TypeFromName(const ast::TypeName& name) {
  const std::string& n = name.name;
  Type t;
  if (n == "int" || n == "integer" || n == "int4") {
    t = Type::Integer();
  } else if (n == "smallint" || n == "int2") {
    t = Type::Smallint();
  } else if (n == "real" || n == "float4") {
    t = Type::Real();
  } else if ((n == "float" || n == "double") && !name.modifiers.empty() &&
             name.modifiers[0] >= 1 && name.modifiers[0] <= 24) {
    t = Type::Real();  // float(p): real up to 24 bits of precision
  } else if (n == "bigint" || n == "int8" || n == "oid") {
    // oid: Kite's catalog views hold OIDs as bigint.
    t = Type::Bigint();
  } else if (n == "double precision" || n == "float8" || n == "float" ||
             n == "double") {
    t = Type::Double();
  } else if (n == "numeric" || n == "decimal" || n == "dec") {
    if (name.modifiers.empty()) {
      t = Type::Numeric(18, 6);
    } else {
      int p = name.modifiers[0];
      int s = name.modifiers.size() > 1 ? name.modifiers[1] : 0;
      if (p < 1 || p > 18) {
        return SqlError(
            sqlstate::kInvalidParameterValue,
            absl::StrCat("NUMERIC precision ", p, " must be between 1 and 18"));
      }
      if (s < 0 || s > p) {
        return SqlError(sqlstate::kInvalidParameterValue,
                        absl::StrCat("NUMERIC scale ", s,
                                     " must be between 0 and precision ", p));
      }
      t = Type::Numeric(p, s);
    }
  } else if (n == "text" || n == "varchar" || n == "character varying" ||
             n == "char" || n == "character" || n == "bpchar" ||
             n == "string" || n == "name") {
    t = Type::Text();
  } else if (n == "bool" || n == "boolean") {
    t = Type::Boolean();
  } else if (n == "date") {
    t = Type::Date();
  } else if (n == "timestamp" || n == "timestamp without time zone" ||
             n == "datetime") {
    t = Type::Timestamp();
  } else if (n == "timestamptz" || n == "timestamp with time zone") {
    t = Type::Timestamptz();
  } else if (n == "time" || n == "time without time zone") {
    t = Type::Time();
  } else if (n == "uuid") {
    t = Type::Uuid();
  } else if (n == "bytea") {
    t = Type::Bytea();
  } else {
    return SqlError(sqlstate::kUndefinedObject,
                    absl::StrCat("type \"", n, "\" does not exist"));
  }
  if (!name.is_array) return t;
  // smallint[] (psql's casts of int2vector columns) is integer[] until
  // arrays of every type are Kite's.
  if (t.id == TypeId::kSmallint) t = Type::Integer();
  Type a = Type::ArrayOf(t);
  if (a.id == TypeId::kNull) {
    return SqlError(
        sqlstate::kFeatureNotSupported,
        absl::StrCat("arrays of type ", t.ToString(), " are not supported"));
  }
  return a;
}

BoundExprPtr NewExpr(BoundKind kind, Type type, ast::Position pos) {
  auto e = std::make_unique<BoundExpr>();
  e->kind = kind;
  e->type = type;
  e->pos = pos;
  return e;
}

bool ExprEquals(const BoundExpr& a, const BoundExpr& b) {
  if (a.kind != b.kind || a.type != b.type || a.op != b.op ||
      a.column_index != b.column_index || a.outer_depth != b.outer_depth ||
      a.param_index != b.param_index || a.function != b.function ||
      a.negated != b.negated || a.case_insensitive != b.case_insensitive ||
      a.all != b.all || a.has_else != b.has_else ||
      a.subquery_id != b.subquery_id ||
      a.children.size() != b.children.size()) {
    return false;
  }
  if (a.kind == BoundKind::kConstant || a.kind == BoundKind::kIsBool) {
    if (!(a.constant == b.constant)) return false;
  }
  for (size_t i = 0; i < a.children.size(); ++i) {
    if (!ExprEquals(*a.children[i], *b.children[i])) return false;
  }
  return true;
}

std::string OutputName(const ast::Expr& expr) {
  switch (expr.kind) {
    case ast::ExprKind::kColumnRef:
      return expr.names.empty() ? "?column?" : expr.names.back();
    case ast::ExprKind::kFunction:
      return expr.names.empty() ? "?column?" : expr.names.back();
    case ast::ExprKind::kCast: {
      std::string inner = OutputName(*expr.args[0]);
      if (inner != "?column?") return inner;
      const std::string& n = expr.type_name.name;
      if (n == "int" || n == "integer") return "int4";
      if (n == "bigint") return "int8";
      if (n == "boolean") return "bool";
      if (n == "double precision" || n == "float") return "float8";
      if (n == "varchar" || n == "character varying") return "varchar";
      return n;
    }
    case ast::ExprKind::kCase:
      // IS [NOT] DISTINCT FROM is an operator to PostgreSQL: no name.
      return expr.distinct_from ? "?column?" : "case";
    case ast::ExprKind::kExists:
      return "exists";
    case ast::ExprKind::kArray:
      return "array";
    case ast::ExprKind::kSubquery:
      if (expr.subquery != nullptr && expr.subquery->items.size() == 1 &&
          expr.subquery->set_op == ast::SetOpKind::kNone) {
        const ast::SelectItem& item = expr.subquery->items[0];
        if (!item.alias.empty()) return item.alias;
        if (item.expr != nullptr) return OutputName(*item.expr);
      }
      return "?column?";
    case ast::ExprKind::kSubscript:
      return OutputName(*expr.args[0]);
    default:
      return "?column?";
  }
}

absl::Status Binder::RewriteForAggregate(BoundExprPtr* e,
                                         const std::vector<BoundExprPtr>& keys,
                                         const Scope& scope) {
  BoundExpr& x = **e;
  for (size_t k = 0; k < keys.size(); ++k) {
    if (ExprEquals(x, *keys[k])) {
      auto col = std::make_unique<BoundExpr>();
      col->kind = BoundKind::kColumn;
      col->type = x.type;
      col->column_index = static_cast<int>(k);
      col->pos = x.pos;
      *e = std::move(col);
      return absl::OkStatus();
    }
  }
  if (x.kind == BoundKind::kColumn) {
    if (x.function == "#agg") {
      x.function.clear();
      x.column_index += static_cast<int>(keys.size());
      return absl::OkStatus();
    }
    if (x.function == "#win") return absl::OkStatus();
    const ScopeColumn& c = scope.columns[x.column_index];
    std::string name = c.table.empty() ? c.name : c.table + "." + c.name;
    return SqlError(sqlstate::kGroupingError,
                    absl::StrCat("column \"", name,
                                 "\" must appear in the GROUP BY clause or be "
                                 "used in an aggregate function"));
  }
  for (BoundExprPtr& child : x.children) {
    absl::Status s = RewriteForAggregate(&child, keys, scope);
    if (!s.ok()) return s;
  }
  return absl::OkStatus();
}

absl::Status Binder::RemapOuterForAggregate(
    BoundExpr* e, const std::vector<BoundExprPtr>& keys, const Scope& scope) {
  absl::Status status;
  absl::flat_hash_set<int> done;  // subqueries already remapped
  // Remaps the references of `x` to the aggregate query, which is `depth`
  // levels up from the expression (0: the aggregate query's own level).
  std::function<void(BoundExpr*, int)> remap = [&](BoundExpr* x, int depth) {
    ForEachExprNode(x, [&](BoundExpr& n) {
      if (!status.ok()) return;
      if (n.kind == BoundKind::kOuterColumn && depth > 0 &&
          n.outer_depth == depth) {
        for (size_t k = 0; k < keys.size(); ++k) {
          if (keys[k]->kind == BoundKind::kColumn &&
              keys[k]->column_index == n.column_index) {
            n.column_index = static_cast<int>(k);
            return;
          }
        }
        const ScopeColumn& c = scope.columns[n.column_index];
        std::string name = c.table.empty() ? c.name : c.table + "." + c.name;
        status = SqlError(sqlstate::kGroupingError,
                          absl::StrCat("subquery uses ungrouped column \"",
                                       name, "\" from outer query"));
        return;
      }
      if ((n.kind == BoundKind::kSubquery || n.kind == BoundKind::kExists ||
           n.kind == BoundKind::kInSubquery) &&
          n.subquery_id >= 0) {
        // An uncorrelated subquery refers to no enclosing query, and
        // neither do the subqueries inside it.
        Subquery& sub = stmt_->subqueries[n.subquery_id];
        if (!sub.correlated || !done.insert(n.subquery_id).second) return;
        ForEachPlanExpr(sub.plan.get(), [&](BoundExprPtr& root) {
          if (status.ok()) remap(root.get(), depth + 1);
        });
      }
    });
  };
  remap(e, 0);
  return status;
}

void Binder::ResolveWindow(BoundExpr* e, int column) {
  if (e->kind == BoundKind::kColumn && e->function == "#win") {
    e->function.clear();
    e->column_index = column;
    return;
  }
  for (BoundExprPtr& child : e->children) ResolveWindow(child.get(), column);
}

absl::StatusOr<BoundExprPtr> Binder::BindDefault(const ast::Expr& expr,
                                                 Type type,
                                                 const std::string& column) {
  Scope empty;
  ExprCtx ctx;
  ctx.scope = &empty;
  ctx.clause = "DEFAULT expressions";
  absl::StatusOr<BoundExprPtr> e = BindExpr(expr, ctx);
  if (!e.ok()) return e.status();
  return AssignTo(*std::move(e), type, column);
}

namespace {

bool HasSubquery(const ast::Expr& e) {
  if (e.subquery != nullptr) return true;
  for (const ast::ExprPtr& a : e.args) {
    if (a != nullptr && HasSubquery(*a)) return true;
  }
  return (e.case_operand != nullptr && HasSubquery(*e.case_operand)) ||
         (e.else_expr != nullptr && HasSubquery(*e.else_expr));
}

}  // namespace

absl::StatusOr<BoundExprPtr> Binder::BindCheck(const ast::Expr& expr,
                                               const TableSchema& schema,
                                               const std::string& table) {
  if (HasSubquery(expr)) {
    return SqlError(sqlstate::kFeatureNotSupported,
                    "cannot use subquery in check constraint");
  }
  Scope scope;
  for (const ColumnSchema& c : schema.columns) {
    scope.columns.push_back({table, c.name, c.type});
  }
  ExprCtx ctx;
  ctx.scope = &scope;
  ctx.clause = "check constraints";
  absl::StatusOr<BoundExprPtr> e = BindExpr(expr, ctx);
  if (!e.ok()) return e.status();
  if ((*e)->type.id != TypeId::kBoolean && (*e)->type.id != TypeId::kNull) {
    return SqlError(sqlstate::kDatatypeMismatch,
                    absl::StrCat("argument of CHECK must be type boolean, not "
                                 "type ",
                                 (*e)->type.ToString()));
  }
  return e;
}

absl::StatusOr<std::vector<BoundStatement::BoundCheck>> Binder::BindChecks(
    const TableEntry& entry) {
  std::vector<BoundStatement::BoundCheck> out;
  for (const TableEntry::Check& check : entry.checks) {
    absl::StatusOr<BoundExprPtr> e =
        BindCheck(*check.expr, entry.table->schema(), entry.table->name());
    if (!e.ok()) return e.status();
    out.push_back({check.name, *std::move(e)});
  }
  return out;
}

absl::StatusOr<PlanPtr> Binder::CastColumns(PlanPtr plan,
                                            const std::vector<Type>& types) {
  bool same = true;
  for (int i = 0; i < plan->column_count(); ++i) {
    if (plan->types[i] != types[i]) same = false;
  }
  if (same) return plan;
  auto project = std::make_unique<PlanNode>();
  project->kind = NodeKind::kProject;
  project->names = plan->names;
  project->types = types;
  for (int i = 0; i < plan->column_count(); ++i) {
    if (plan->types[i].id == TypeId::kNull) {
      // An untyped NULL column: its values are all NULL.
      auto null = std::make_unique<BoundExpr>();
      null->kind = BoundKind::kConstant;
      null->type = types[i];
      null->constant = Value::Null(types[i]);
      project->exprs.push_back(std::move(null));
      continue;
    }
    auto col = std::make_unique<BoundExpr>();
    col->kind = BoundKind::kColumn;
    col->type = plan->types[i];
    col->column_index = i;
    absl::StatusOr<BoundExprPtr> c = Coerce(std::move(col), types[i]);
    if (!c.ok()) return c.status();
    project->exprs.push_back(*std::move(c));
  }
  project->children.push_back(std::move(plan));
  return project;
}

std::unique_ptr<PlanNode> NewNode(NodeKind kind) {
  auto n = std::make_unique<PlanNode>();
  n->kind = kind;
  return n;
}

void SetJoinInputs(PlanNode* join, PlanPtr left, PlanPtr right) {
  join->names = left->names;
  join->types = left->types;
  join->names.insert(join->names.end(), right->names.begin(),
                     right->names.end());
  join->types.insert(join->types.end(), right->types.begin(),
                     right->types.end());
  join->children.push_back(std::move(left));
  join->children.push_back(std::move(right));
}

PlanPtr CrossJoin(PlanPtr left, PlanPtr right) {
  PlanPtr join = NewNode(NodeKind::kJoin);
  join->join_type = ast::JoinType::kCross;
  SetJoinInputs(join.get(), std::move(left), std::move(right));
  return join;
}

}  // namespace kite::plan
