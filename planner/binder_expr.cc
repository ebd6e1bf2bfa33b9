// Binding of expressions: names, types, implicit casts, aggregates.
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "kite/status.h"
#include "planner/binder.h"

namespace kite::plan {
namespace {

BoundExprPtr Constant(Value v, ast::Position pos) {
  auto e = NewExpr(BoundKind::kConstant, v.type(), pos);
  e->constant = std::move(v);
  return e;
}

bool IsNumericFamily(Type t) {
  return t.id == TypeId::kSmallint || t.id == TypeId::kInteger ||
         t.id == TypeId::kBigint || t.id == TypeId::kNumeric ||
         t.id == TypeId::kReal || t.id == TypeId::kDouble;
}

bool IsAggregateName(const std::string& name) {
  return name == "count" || name == "sum" || name == "avg" || name == "min" ||
         name == "max" || name == "string_agg" || name == "array_agg";
}

}  // namespace

bool Binder::IsUnknown(const BoundExpr& e) const {
  if (e.type.id == TypeId::kNull &&
      (e.kind == BoundKind::kConstant || e.kind == BoundKind::kParameter)) {
    return true;
  }
  return IsUnknownLiteral(e);
}

void Binder::SetParamType(int index, Type type) {
  if (index < 1) return;
  if (param_types_.size() < static_cast<size_t>(index)) {
    param_types_.resize(index, Type::Null());
    param_nodes_.resize(index);
  }
  param_types_[index - 1] = type;
  for (BoundExpr* node : param_nodes_[index - 1]) node->type = type;
}

BoundExprPtr Binder::MakeParam(int index, ast::Position pos) {
  if (param_types_.size() < static_cast<size_t>(index)) {
    param_types_.resize(index, Type::Null());
    param_nodes_.resize(index);
  }
  auto e = NewExpr(BoundKind::kParameter, param_types_[index - 1], pos);
  e->param_index = index;
  param_nodes_[index - 1].push_back(e.get());
  return e;
}

absl::StatusOr<BoundExprPtr> Binder::Coerce(BoundExprPtr e, Type target) {
  if (target.id == TypeId::kNull) return e;
  if (e->type == target) {
    if (IsUnknownLiteral(*e)) e->function.clear();  // resolved as text
    return e;
  }
  if (e->kind == BoundKind::kParameter && e->type.id == TypeId::kNull) {
    SetParamType(e->param_index, target);
    return e;
  }
  if (e->kind == BoundKind::kConstant) {
    if (e->constant.is_null()) return Constant(Value::Null(target), e->pos);
    if (IsUnknownLiteral(*e)) {
      absl::StatusOr<Value> v = Value::Parse(e->constant.text(), target);
      if (!v.ok()) return v.status();
      return Constant(*std::move(v), e->pos);
    }
  }
  if (!CanCast(e->type, target)) {
    return SqlError(sqlstate::kCannotCoerce,
                    absl::StrCat("cannot cast type ", e->type.ToString(),
                                 " to ", target.ToString()));
  }
  auto cast = NewExpr(BoundKind::kCast, target, e->pos);
  cast->children.push_back(std::move(e));
  return cast;
}

absl::StatusOr<BoundExprPtr> Binder::AssignTo(BoundExprPtr e, Type target,
                                              const std::string& column) {
  if (e->type.id == TypeId::kNull && e->kind != BoundKind::kParameter) {
    auto null = NewExpr(BoundKind::kConstant, target, e->pos);
    null->constant = Value::Null(target);
    return null;
  }
  if (e->type == target || IsUnknown(*e) || CanAssign(e->type, target)) {
    return Coerce(std::move(e), target);
  }
  return SqlError(
      sqlstate::kDatatypeMismatch,
      absl::StrCat("column \"", column, "\" is of type ", target.ToString(),
                   " but expression is of type ", e->type.ToString()));
}

absl::StatusOr<Type> Binder::Unify(std::vector<BoundExprPtr*> exprs,
                                   std::string_view context) {
  Type common = Type::Null();
  for (BoundExprPtr* e : exprs) {
    if (IsUnknown(**e)) continue;
    if (common.id == TypeId::kNull) {
      common = (*e)->type;
      continue;
    }
    absl::StatusOr<Type> t = CommonType(common, (*e)->type, context);
    if (!t.ok()) return t.status();
    common = *t;
  }
  if (common.id == TypeId::kNull) {
    // Only unknown literals and NULLs: PostgreSQL resolves them as text.
    common = Type::Text();
  }
  for (BoundExprPtr* e : exprs) {
    absl::StatusOr<BoundExprPtr> c = Coerce(std::move(*e), common);
    if (!c.ok()) return c.status();
    *e = *std::move(c);
  }
  return common;
}

absl::StatusOr<BoundExprPtr> Binder::BindCondition(const ast::Expr& expr,
                                                   ExprCtx& ctx) {
  absl::StatusOr<BoundExprPtr> e = BindExpr(expr, ctx);
  if (!e.ok()) return e.status();
  if (IsUnknown(**e)) return Coerce(*std::move(e), Type::Boolean());
  if ((*e)->type.id != TypeId::kBoolean) {
    return SqlError(sqlstate::kDatatypeMismatch,
                    absl::StrCat("argument of ", ctx.clause,
                                 " must be type boolean, not type ",
                                 (*e)->type.ToString()));
  }
  return e;
}

absl::StatusOr<BoundExprPtr> Binder::BindColumnRef(const ast::Expr& expr,
                                                   Scope* scope) {
  const std::string& column = expr.names.back();
  std::string qualifier = expr.names.size() >= 2
                              ? expr.names[expr.names.size() - 2]
                              : std::string();
  bool table_seen = false;
  int depth = 0;
  for (Scope* s = scope; s != nullptr; s = s->parent, ++depth) {
    int found = -1;
    for (int i = 0; i < static_cast<int>(s->columns.size()); ++i) {
      const ScopeColumn& c = s->columns[i];
      if (!qualifier.empty()) {
        if (c.table != qualifier) continue;
        table_seen = true;
      } else if (c.hidden) {
        continue;
      }
      if (c.name != column) continue;
      if (found >= 0) {
        return SqlError(
            sqlstate::kAmbiguousColumn,
            absl::StrCat("column reference \"", column, "\" is ambiguous"));
      }
      found = i;
    }
    if (found < 0) continue;
    ScopeColumn& c = s->columns[found];
    if (c.scan != nullptr) c.scan->needed[c.scan_column] = true;
    BoundExprPtr e =
        NewExpr(depth == 0 ? BoundKind::kColumn : BoundKind::kOuterColumn,
                c.type, expr.pos);
    e->column_index = found;
    e->outer_depth = depth;
    // Every query between the reference and the scope it found is
    // correlated.
    Scope* inner = scope;
    for (int d = 0; d < depth; ++d, inner = inner->parent) {
      if (inner->subquery_id >= 0) {
        stmt_->subqueries[inner->subquery_id].correlated = true;
      }
    }
    return e;
  }
  if (!qualifier.empty() && !table_seen) {
    return SqlError(sqlstate::kUndefinedTable,
                    absl::StrCat("missing FROM-clause entry for table \"",
                                 qualifier, "\""));
  }
  if (!qualifier.empty()) {
    return SqlError(
        sqlstate::kUndefinedColumn,
        absl::StrCat("column ", qualifier, ".", column, " does not exist"));
  }
  return SqlError(sqlstate::kUndefinedColumn,
                  absl::StrCat("column \"", column, "\" does not exist"));
}

absl::StatusOr<BoundExprPtr> Binder::BindComparison(ast::Op op, BoundExprPtr l,
                                                    BoundExprPtr r) {
  ast::Position pos = l->pos;
  std::string lt = l->type.ToString(), rt = r->type.ToString();
  // real against another number compares in double precision (PostgreSQL's
  // float48 operators): 0.1::real = 0.1 is false.
  if ((l->type.id == TypeId::kReal) != (r->type.id == TypeId::kReal) &&
      IsNumericFamily(l->type) && IsNumericFamily(r->type) && !IsUnknown(*l) &&
      !IsUnknown(*r)) {
    for (BoundExprPtr* e : {&l, &r}) {
      absl::StatusOr<BoundExprPtr> c = Coerce(std::move(*e), Type::Double());
      if (!c.ok()) return c.status();
      *e = *std::move(c);
    }
  }
  absl::StatusOr<Type> t = Unify({&l, &r}, ast::OpText(op));
  if (!t.ok() && SqlStateOf(t.status()) != sqlstate::kDatatypeMismatch) {
    return t.status();  // e.g. 22P02 from a literal of the other type
  }
  if (!t.ok()) {
    return SqlError(sqlstate::kUndefinedFunction,
                    absl::StrCat("operator does not exist: ", lt, " ",
                                 ast::OpText(op), " ", rt));
  }
  auto e = NewExpr(BoundKind::kCompare, Type::Boolean(), pos);
  e->op = op;
  e->children.push_back(std::move(l));
  e->children.push_back(std::move(r));
  return e;
}

absl::StatusOr<BoundExprPtr> Binder::BindArithmetic(ast::Op op, BoundExprPtr l,
                                                    BoundExprPtr r) {
  ast::Position pos = l->pos;
  // An unknown side takes the other side's type, as in PostgreSQL.
  if (IsUnknown(*l) && !IsUnknown(*r)) {
    absl::StatusOr<BoundExprPtr> c =
        Coerce(std::move(l), UnknownOperandType(op, r->type));
    if (!c.ok()) return c.status();
    l = *std::move(c);
  } else if (IsUnknown(*r) && !IsUnknown(*l)) {
    absl::StatusOr<BoundExprPtr> c =
        Coerce(std::move(r), UnknownOperandType(op, l->type));
    if (!c.ok()) return c.status();
    r = *std::move(c);
  } else if (IsUnknown(*l) && IsUnknown(*r)) {
    for (BoundExprPtr* e : {&l, &r}) {
      absl::StatusOr<BoundExprPtr> c = Coerce(std::move(*e), Type::Integer());
      if (!c.ok()) return c.status();
      *e = *std::move(c);
    }
  }
  absl::StatusOr<Type> t = ArithmeticType(op, l->type, r->type);
  if (!t.ok()) return t.status();
  if (IsNumericFamily(l->type) && IsNumericFamily(r->type) &&
      IsNumericFamily(*t)) {
    for (BoundExprPtr* e : {&l, &r}) {
      absl::StatusOr<BoundExprPtr> c = Coerce(std::move(*e), *t);
      if (!c.ok()) return c.status();
      *e = *std::move(c);
    }
  }
  auto e = NewExpr(BoundKind::kArith, *t, pos);
  e->op = op;
  e->children.push_back(std::move(l));
  e->children.push_back(std::move(r));
  return e;
}

absl::StatusOr<BoundExprPtr> Binder::BindAggregate(const ast::Expr& expr,
                                                   ExprCtx& ctx) {
  const std::string& name = expr.names.back();
  if (ctx.in_aggregate) {
    return SqlError(sqlstate::kGroupingError,
                    "aggregate function calls cannot be nested");
  }
  if (ctx.aggs == nullptr) {
    return SqlError(
        sqlstate::kGroupingError,
        absl::StrCat("aggregate functions are not allowed in ", ctx.clause));
  }
  AggregateSpec spec;
  spec.distinct = expr.distinct;
  if (expr.star) {
    if (name != "count") {
      return SqlError(sqlstate::kUndefinedFunction,
                      absl::StrCat("function ", name, "(*) does not exist"));
    }
    spec.kind = AggKind::kCountStar;
    spec.type = Type::Bigint();
  } else {
    const size_t arity = name == "string_agg" ? 2 : 1;
    if (expr.args.size() != arity) {
      return SqlError(sqlstate::kUndefinedFunction,
                      absl::StrCat("function ", name,
                                   " with these arguments does not exist"));
    }
    ExprCtx arg_ctx = ctx;
    arg_ctx.in_aggregate = true;
    arg_ctx.has_window = nullptr;
    absl::StatusOr<BoundExprPtr> arg = BindExpr(*expr.args[0], arg_ctx);
    if (!arg.ok()) return arg.status();
    if (IsUnknown(**arg)) {
      absl::StatusOr<BoundExprPtr> c = Coerce(*std::move(arg), Type::Text());
      if (!c.ok()) return c.status();
      arg = std::move(c);
    }
    Type t = (*arg)->type;
    auto no_function = [&]() {
      return SqlError(sqlstate::kUndefinedFunction,
                      absl::StrCat("function ", name, "(", t.ToString(),
                                   ") does not exist"));
    };
    if (name == "count") {
      spec.kind = AggKind::kCount;
      spec.type = Type::Bigint();
    } else if (name == "string_agg") {
      if (t.id != TypeId::kText) return no_function();
      absl::StatusOr<std::string> separator =
          ConstantSeparator(*expr.args[1], ctx);
      if (!separator.ok()) return separator.status();
      spec.kind = AggKind::kStringAgg;
      spec.type = Type::Text();
      spec.separator = *std::move(separator);
    } else if (name == "array_agg") {
      spec.kind = AggKind::kArrayAgg;
      spec.type = Type::ArrayOf(t);
      if (spec.type.id == TypeId::kNull) return no_function();
    } else if (name == "sum" || name == "avg") {
      spec.kind = name == "sum" ? AggKind::kSum : AggKind::kAvg;
      switch (t.id) {
        case TypeId::kSmallint:
        case TypeId::kInteger:
          spec.type = name == "sum" ? Type::Bigint() : Type::Numeric(18, 6);
          break;
        case TypeId::kReal:
          spec.type = name == "sum" ? Type::Real() : Type::Double();
          break;
        case TypeId::kBigint:
          spec.type =
              name == "sum" ? Type::Numeric(18, 0) : Type::Numeric(18, 6);
          break;
        case TypeId::kNumeric:
          spec.type = Type::Numeric(
              18, name == "sum" ? t.scale : std::max<int>(t.scale, 6));
          break;
        case TypeId::kDouble:
          spec.type = Type::Double();
          break;
        default:
          return no_function();
      }
    } else {
      spec.kind = name == "min" ? AggKind::kMin : AggKind::kMax;
      // PostgreSQL 15 has no min/max of boolean, uuid or bytea.
      if (t.is_array() || t.id == TypeId::kBoolean || t.id == TypeId::kUuid ||
          t.id == TypeId::kBytea) {
        return no_function();
      }
      spec.type = t;
    }
    spec.arg = *std::move(arg);
  }
  auto e = NewExpr(BoundKind::kColumn, spec.type, expr.pos);
  e->function = "#agg";
  e->column_index = static_cast<int>(ctx.aggs->size());
  ctx.aggs->push_back(std::move(spec));
  return e;
}

absl::StatusOr<std::string> Binder::ConstantSeparator(const ast::Expr& expr,
                                                      ExprCtx& ctx) {
  ExprCtx sctx = ctx;
  sctx.aggs = nullptr;
  absl::StatusOr<BoundExprPtr> bound = BindExpr(expr, sctx);
  if (!bound.ok()) return bound.status();
  absl::StatusOr<BoundExprPtr> text = Coerce(*std::move(bound), Type::Text());
  if (!text.ok()) return text.status();
  if ((*text)->kind != BoundKind::kConstant) {
    return SqlError(sqlstate::kFeatureNotSupported,
                    "the separator of string_agg must be a constant");
  }
  const Value& v = (*text)->constant;
  return v.is_null() ? std::string() : std::string(v.text());
}

absl::StatusOr<BoundExprPtr> Binder::BindFunction(const ast::Expr& expr,
                                                  ExprCtx& ctx) {
  const std::string& name = expr.names.back();
  if (expr.over.has_value()) {
    if (name != "count") {
      return SqlError(
          sqlstate::kFeatureNotSupported,
          absl::StrCat("window function ", name, " is not supported"));
    }
    if (ctx.has_window == nullptr) {
      return SqlError(
          "42P20",
          absl::StrCat("window functions are not allowed in ", ctx.clause));
    }
    *ctx.has_window = true;
    auto e = NewExpr(BoundKind::kColumn, Type::Bigint(), expr.pos);
    e->function = "#win";
    return e;
  }
  if (IsAggregateName(name)) return BindAggregate(expr, ctx);
  if (expr.star || expr.distinct) {
    return SqlError(
        sqlstate::kWrongObjectType,
        absl::StrCat(expr.star ? "* argument" : "DISTINCT", " specified, but ",
                     name, " is not an aggregate function"));
  }
  std::vector<BoundExprPtr> args;
  for (const ast::ExprPtr& a : expr.args) {
    absl::StatusOr<BoundExprPtr> b = BindExpr(*a, ctx);
    if (!b.ok()) return b.status();
    args.push_back(*std::move(b));
  }
  if (name == "coalesce" || name == "nullif") {
    if (name == "nullif" && args.size() != 2) {
      return SqlError(sqlstate::kUndefinedFunction,
                      "function nullif requires two arguments");
    }
    if (args.empty()) {
      return SqlError(sqlstate::kSyntaxError,
                      "coalesce requires at least one argument");
    }
    std::vector<BoundExprPtr*> ptrs;
    for (BoundExprPtr& a : args) ptrs.push_back(&a);
    absl::StatusOr<Type> t =
        Unify(ptrs, name == "coalesce" ? "COALESCE" : "NULLIF");
    if (!t.ok()) return t.status();
    auto e =
        NewExpr(name == "coalesce" ? BoundKind::kCoalesce : BoundKind::kNullIf,
                *t, expr.pos);
    e->children = std::move(args);
    return e;
  }
  if (TakesSequence(name) && !args.empty() && IsUnknownLiteral(*args[0]) &&
      !args[0]->constant.is_null()) {
    // nextval('s'): the name is looked up now, as PostgreSQL's regclass.
    absl::StatusOr<BoundExprPtr> oid =
        RegclassOf(args[0]->constant.ToString(), expr.pos);
    if (!oid.ok()) return oid.status();
    if (catalog_->FindSequenceByOid((*oid)->constant.int_value()) == nullptr) {
      return SqlError(sqlstate::kWrongObjectType,
                      absl::StrCat("\"", args[0]->constant.ToString(),
                                   "\" is not a sequence"));
    }
    args[0] = *std::move(oid);
  }
  std::vector<Type> types;
  for (const BoundExprPtr& a : args) {
    types.push_back(IsUnknownLiteral(*a) ? Type::Text() : a->type);
  }
  absl::StatusOr<FunctionSignature> sig = ResolveFunction(name, types);
  if (!sig.ok()) return sig.status();
  for (size_t i = 0; i < args.size() && i < sig->arg_types.size(); ++i) {
    absl::StatusOr<BoundExprPtr> c =
        Coerce(std::move(args[i]), sig->arg_types[i]);
    if (!c.ok()) return c.status();
    args[i] = *std::move(c);
  }
  auto e = NewExpr(BoundKind::kFunction, sig->result, expr.pos);
  e->function = name;
  e->children = std::move(args);
  // round(x, 2) has scale 2 when the 2 is a constant.
  e->type = RefineFunctionType(*e);
  if (ReadsCatalogNames(name)) UseCatalogNames();
  return e;
}

void Binder::UseCatalogNames() {
  if (stmt_->catalog_names == nullptr) {
    stmt_->catalog_names = catalog_->Names();
  }
  stmt_->reads_system_view = true;
}

absl::StatusOr<BoundExprPtr> Binder::BindScalarSubquery(const ast::Expr& expr,
                                                        ExprCtx& ctx) {
  absl::StatusOr<int> id = BindSubquery(*expr.subquery, ctx.scope);
  if (!id.ok()) return id.status();
  const PlanPtr& plan = stmt_->subqueries[*id].plan;
  if (plan->column_count() != 1) {
    return SqlError(sqlstate::kSyntaxError,
                    "subquery must return only one column");
  }
  auto e = NewExpr(BoundKind::kSubquery, plan->types[0], expr.pos);
  e->subquery_id = *id;
  return e;
}

absl::StatusOr<BoundExprPtr> Binder::BindArraySubquery(const ast::Expr& expr,
                                                       ExprCtx& ctx) {
  absl::StatusOr<BoundExprPtr> e = BindScalarSubquery(expr, ctx);
  if (!e.ok()) return e;
  Type element = (*e)->type;
  if (element.id == TypeId::kNull) element = Type::Text();
  const Type array = Type::ArrayOf(element);
  if (array.id == TypeId::kNull) {
    return SqlError(sqlstate::kUndefinedObject,
                    absl::StrCat("could not find array type for data type ",
                                 element.ToString()));
  }
  (*e)->type = array;
  (*e)->all = true;
  return e;
}

absl::StatusOr<BoundExprPtr> Binder::BindRegexMatch(ast::Op op, BoundExprPtr l,
                                                    BoundExprPtr r,
                                                    ast::Position pos) {
  for (BoundExprPtr* p : {&l, &r}) {
    if (!IsUnknown(**p) && (*p)->type.id != TypeId::kText) {
      return SqlError(
          sqlstate::kUndefinedFunction,
          absl::StrCat("operator does not exist: ",
                       IsUnknown(*l) ? "unknown" : l->type.ToString(), " ",
                       ast::OpText(op), " ",
                       IsUnknown(*r) ? "unknown" : r->type.ToString()));
    }
  }
  for (BoundExprPtr* p : {&l, &r}) {
    absl::StatusOr<BoundExprPtr> c = Coerce(std::move(*p), Type::Text());
    if (!c.ok()) return c.status();
    *p = *std::move(c);
  }
  // PostgreSQL's functions behind the operators.
  const char* name = op == ast::Op::kRegexMatch      ? "textregexeq"
                     : op == ast::Op::kRegexNotMatch ? "textregexne"
                     : op == ast::Op::kRegexIMatch   ? "texticregexeq"
                                                     : "texticregexne";
  auto e = NewExpr(BoundKind::kFunction, Type::Boolean(), pos);
  e->function = name;
  e->children.push_back(std::move(l));
  e->children.push_back(std::move(r));
  return e;
}

absl::StatusOr<BoundExprPtr> Binder::BindCase(const ast::Expr& expr,
                                              ExprCtx& ctx) {
  auto e = NewExpr(BoundKind::kCase, Type::Null(), expr.pos);
  std::vector<BoundExprPtr> results;
  for (size_t i = 0; i + 1 < expr.args.size(); i += 2) {
    BoundExprPtr when;
    if (expr.case_operand != nullptr) {
      absl::StatusOr<BoundExprPtr> x = BindExpr(*expr.case_operand, ctx);
      if (!x.ok()) return x.status();
      absl::StatusOr<BoundExprPtr> v = BindExpr(*expr.args[i], ctx);
      if (!v.ok()) return v.status();
      absl::StatusOr<BoundExprPtr> c =
          BindComparison(ast::Op::kEq, *std::move(x), *std::move(v));
      if (!c.ok()) return c.status();
      when = *std::move(c);
    } else {
      ExprCtx wctx = ctx;
      wctx.clause = "CASE/WHEN";
      absl::StatusOr<BoundExprPtr> c = BindCondition(*expr.args[i], wctx);
      if (!c.ok()) return c.status();
      when = *std::move(c);
    }
    absl::StatusOr<BoundExprPtr> then = BindExpr(*expr.args[i + 1], ctx);
    if (!then.ok()) return then.status();
    e->children.push_back(std::move(when));
    results.push_back(*std::move(then));
  }
  if (expr.else_expr != nullptr) {
    absl::StatusOr<BoundExprPtr> other = BindExpr(*expr.else_expr, ctx);
    if (!other.ok()) return other.status();
    results.push_back(*std::move(other));
    e->has_else = true;
  }
  std::vector<BoundExprPtr*> ptrs;
  for (BoundExprPtr& r : results) ptrs.push_back(&r);
  absl::StatusOr<Type> t = Unify(ptrs, "CASE");
  if (!t.ok()) return t.status();
  e->type = *t;
  std::vector<BoundExprPtr> children;
  for (size_t i = 0; i < e->children.size(); ++i) {
    children.push_back(std::move(e->children[i]));
    children.push_back(std::move(results[i]));
  }
  if (e->has_else) children.push_back(std::move(results.back()));
  e->children = std::move(children);
  return e;
}

absl::StatusOr<BoundExprPtr> Binder::BindInSubquery(BoundExprPtr x,
                                                    const ast::SelectStmt& sub,
                                                    bool negated,
                                                    ExprCtx& ctx) {
  absl::StatusOr<int> id = BindSubquery(sub, ctx.scope);
  if (!id.ok()) return id.status();
  PlanPtr& plan = stmt_->subqueries[*id].plan;
  if (plan->column_count() != 1) {
    return SqlError(sqlstate::kSyntaxError, "subquery has too many columns");
  }
  Type st = plan->types[0];
  Type common = st;
  if (!IsUnknown(*x) && x->type != st) {
    absl::StatusOr<Type> t = CommonType(x->type, st, "IN");
    if (!t.ok()) {
      return SqlError(sqlstate::kUndefinedFunction,
                      absl::StrCat("operator does not exist: ",
                                   x->type.ToString(), " = ", st.ToString()));
    }
    common = *t;
  }
  absl::StatusOr<BoundExprPtr> cx = Coerce(std::move(x), common);
  if (!cx.ok()) return cx.status();
  if (common != st) {
    absl::StatusOr<PlanPtr> cast = CastColumns(std::move(plan), {common});
    if (!cast.ok()) return cast.status();
    stmt_->subqueries[*id].plan = *std::move(cast);
  }
  auto e = NewExpr(BoundKind::kInSubquery, Type::Boolean(), (*cx)->pos);
  e->subquery_id = *id;
  e->negated = negated;
  e->children.push_back(*std::move(cx));
  return e;
}

absl::StatusOr<BoundExprPtr> Binder::BindAnyAll(const ast::Expr& expr,
                                                ExprCtx& ctx) {
  absl::StatusOr<BoundExprPtr> x = BindExpr(*expr.args[0], ctx);
  if (!x.ok()) return x.status();
  if (expr.subquery != nullptr) {
    if (expr.op == ast::Op::kEq && !expr.all) {
      return BindInSubquery(*std::move(x), *expr.subquery, false, ctx);
    }
    if (expr.op == ast::Op::kNe && expr.all) {
      return BindInSubquery(*std::move(x), *expr.subquery, true, ctx);
    }
    return SqlError(sqlstate::kFeatureNotSupported,
                    "only = ANY and <> ALL are supported over a subquery");
  }
  absl::StatusOr<BoundExprPtr> arr = BindExpr(*expr.args[1], ctx);
  if (!arr.ok()) return arr.status();
  BoundExprPtr a = *std::move(arr);
  BoundExprPtr v = *std::move(x);
  if (IsUnknown(*a)) {
    Type elem = IsUnknown(*v) ? Type::Text() : v->type;
    Type at = Type::ArrayOf(elem);
    if (at.id == TypeId::kNull) at = Type{TypeId::kTextArray};
    absl::StatusOr<BoundExprPtr> c = Coerce(std::move(a), at);
    if (!c.ok()) return c.status();
    a = *std::move(c);
  }
  if (!a->type.is_array()) {
    return SqlError(sqlstate::kDatatypeMismatch,
                    "op ANY/ALL (array) requires array on right side");
  }
  Type elem = a->type.element();
  Type common = elem;
  if (!IsUnknown(*v) && v->type != elem) {
    absl::StatusOr<Type> t = CommonType(v->type, elem, "ANY");
    if (!t.ok()) {
      return SqlError(
          sqlstate::kUndefinedFunction,
          absl::StrCat("operator does not exist: ", v->type.ToString(), " ",
                       ast::OpText(expr.op), " ", elem.ToString()));
    }
    common = *t;
  }
  absl::StatusOr<BoundExprPtr> cv = Coerce(std::move(v), common);
  if (!cv.ok()) return cv.status();
  if (common != elem) {
    Type at = Type::ArrayOf(common);
    if (at.id == TypeId::kNull) {
      return SqlError(
          sqlstate::kUndefinedFunction,
          absl::StrCat("operator does not exist: ", common.ToString(), " ",
                       ast::OpText(expr.op), " ", elem.ToString()));
    }
    absl::StatusOr<BoundExprPtr> ca = Coerce(std::move(a), at);
    if (!ca.ok()) return ca.status();
    a = *std::move(ca);
  }
  auto e = NewExpr(BoundKind::kAnyArray, Type::Boolean(), expr.pos);
  e->op = expr.op;
  e->all = expr.all;
  e->children.push_back(*std::move(cv));
  e->children.push_back(std::move(a));
  return e;
}

absl::StatusOr<BoundExprPtr> Binder::BindExpr(const ast::Expr& expr,
                                              ExprCtx& ctx) {
  // The parser bounds nesting too, but each binder level costs more stack
  // than a parser level; refuse cleanly before the stack runs out.
  constexpr int kMaxExprDepth = 1500;
  if (expr_depth_ >= kMaxExprDepth) {
    return SqlError(sqlstate::kStatementTooComplex,
                    absl::StrCat("stack depth limit exceeded: expression "
                                 "nested more than ",
                                 kMaxExprDepth, " levels deep"));
  }
  ++expr_depth_;
  absl::StatusOr<BoundExprPtr> bound = BindExprAtDepth(expr, ctx);
  --expr_depth_;
  return bound;
}

absl::StatusOr<BoundExprPtr> Binder::BindExprAtDepth(const ast::Expr& expr,
                                                     ExprCtx& ctx) {
  using ast::ExprKind;
  auto bind = [&](const ast::Expr& sub) { return BindExpr(sub, ctx); };
  switch (expr.kind) {
    case ExprKind::kLiteral: {
      BoundExprPtr e = Constant(expr.value, expr.pos);
      if (expr.value.type().id == TypeId::kText) {
        e->function = kUnknownLiteral;
      }
      return e;
    }
    case ExprKind::kParameter:
      if (expr.param_index < 1) {
        return SqlError(sqlstate::kUndefinedParameter,
                        "there is no parameter $0");
      }
      return MakeParam(expr.param_index, expr.pos);
    case ExprKind::kColumnRef:
      if (expr.star && !expr.names.empty() && expr.names[0] == "DEFAULT") {
        return SqlError(sqlstate::kSyntaxError,
                        "DEFAULT is not allowed in this context");
      }
      return BindColumnRef(expr, ctx.scope);
    case ExprKind::kStar:
      return SqlError(sqlstate::kSyntaxError,
                      "a * is only allowed in a select list");
    case ExprKind::kUnary: {
      absl::StatusOr<BoundExprPtr> x = bind(*expr.args[0]);
      if (!x.ok()) return x.status();
      if (expr.op == ast::Op::kNot) {
        BoundExprPtr v = *std::move(x);
        if (IsUnknown(*v)) {
          absl::StatusOr<BoundExprPtr> c =
              Coerce(std::move(v), Type::Boolean());
          if (!c.ok()) return c.status();
          v = *std::move(c);
        }
        if (v->type.id != TypeId::kBoolean) {
          return SqlError(sqlstate::kDatatypeMismatch,
                          absl::StrCat("argument of NOT must be type boolean, "
                                       "not type ",
                                       v->type.ToString()));
        }
        auto e = NewExpr(BoundKind::kNot, Type::Boolean(), expr.pos);
        e->children.push_back(std::move(v));
        return e;
      }
      BoundExprPtr v = *std::move(x);
      if (IsUnknown(*v)) {
        absl::StatusOr<BoundExprPtr> c =
            Coerce(std::move(v), Type::Numeric(18, 6));
        if (!c.ok()) return c.status();
        v = *std::move(c);
      }
      if (expr.op == ast::Op::kPlus) return v;
      if (!IsNumericFamily(v->type)) {
        return SqlError(
            sqlstate::kUndefinedFunction,
            absl::StrCat("operator does not exist: - ", v->type.ToString()));
      }
      // Fold negative literals so that -2147483648 stays a constant.
      if (v->kind == BoundKind::kConstant && !v->constant.is_null()) {
        const Value& c = v->constant;
        switch (c.type().id) {
          case TypeId::kInteger:
            if (c.int_value() != INT32_MIN) {
              return Constant(Value::Integer(-c.int_value()), expr.pos);
            }
            break;
          case TypeId::kBigint:
            if (c.int_value() == int64_t{2147483648}) {
              return Constant(Value::Integer(INT32_MIN), expr.pos);
            }
            if (c.int_value() != INT64_MIN) {
              return Constant(Value::Bigint(-c.int_value()), expr.pos);
            }
            break;
          case TypeId::kNumeric:
            return Constant(Value::Numeric(-c.int_value(), c.type().precision,
                                           c.type().scale),
                            expr.pos);
          case TypeId::kDouble:
            return Constant(Value::Double(-c.double_value()), expr.pos);
          case TypeId::kReal:
            return Constant(Value::Real(-static_cast<float>(c.double_value())),
                            expr.pos);
          default:
            break;
        }
      }
      auto e = NewExpr(BoundKind::kArith, v->type, expr.pos);
      e->op = ast::Op::kNeg;
      e->children.push_back(std::move(v));
      return e;
    }
    case ExprKind::kBinary: {
      if (expr.op == ast::Op::kAnd || expr.op == ast::Op::kOr) {
        auto e =
            NewExpr(expr.op == ast::Op::kAnd ? BoundKind::kAnd : BoundKind::kOr,
                    Type::Boolean(), expr.pos);
        ExprCtx cctx = ctx;
        cctx.clause = expr.op == ast::Op::kAnd ? "AND" : "OR";
        for (const ast::ExprPtr& a : expr.args) {
          absl::StatusOr<BoundExprPtr> c = BindCondition(*a, cctx);
          if (!c.ok()) return c.status();
          if ((*c)->kind == e->kind) {
            for (BoundExprPtr& g : (*c)->children) {
              e->children.push_back(std::move(g));
            }
          } else {
            e->children.push_back(*std::move(c));
          }
        }
        return e;
      }
      absl::StatusOr<BoundExprPtr> l = bind(*expr.args[0]);
      if (!l.ok()) return l.status();
      absl::StatusOr<BoundExprPtr> r = bind(*expr.args[1]);
      if (!r.ok()) return r.status();
      switch (expr.op) {
        case ast::Op::kEq:
        case ast::Op::kNe:
        case ast::Op::kLt:
        case ast::Op::kLe:
        case ast::Op::kGt:
        case ast::Op::kGe:
          return BindComparison(expr.op, *std::move(l), *std::move(r));
        case ast::Op::kAdd:
        case ast::Op::kSub:
        case ast::Op::kMul:
        case ast::Op::kDiv:
        case ast::Op::kMod:
          return BindArithmetic(expr.op, *std::move(l), *std::move(r));
        case ast::Op::kRegexMatch:
        case ast::Op::kRegexNotMatch:
        case ast::Op::kRegexIMatch:
        case ast::Op::kRegexNotIMatch:
          return BindRegexMatch(expr.op, *std::move(l), *std::move(r),
                                expr.pos);
        case ast::Op::kConcat: {
          BoundExprPtr a = *std::move(l), b = *std::move(r);
          Type t = Type::Text();
          auto bytea_or_unknown = [&](const BoundExpr& x) {
            return x.type.id == TypeId::kBytea || IsUnknown(x);
          };
          if ((a->type.id == TypeId::kBytea || b->type.id == TypeId::kBytea) &&
              bytea_or_unknown(*a) && bytea_or_unknown(*b)) {
            t = Type::Bytea();  // bytea || bytea
          }
          if (a->type.is_array() || b->type.is_array()) {
            t = a->type.is_array() ? a->type : b->type;
            for (BoundExprPtr* p : {&a, &b}) {
              // A typed side that is not an array is an element to append
              // (ARRAY[1,2] || 3); an untyped literal is read as an array
              // (ARRAY[1] || '{2,3}'), as in PostgreSQL.
              const Type want =
                  (*p)->type.is_array() || IsUnknown(**p) ? t : t.element();
              if ((*p)->type != want) {
                absl::StatusOr<BoundExprPtr> c = Coerce(std::move(*p), want);
                if (!c.ok()) return c.status();
                *p = *std::move(c);
              }
            }
          } else {
            for (BoundExprPtr* p : {&a, &b}) {
              absl::StatusOr<BoundExprPtr> c = Coerce(std::move(*p), t);
              if (!c.ok()) return c.status();
              *p = *std::move(c);
            }
          }
          auto e = NewExpr(BoundKind::kConcat, t, expr.pos);
          e->children.push_back(std::move(a));
          e->children.push_back(std::move(b));
          return e;
        }
        case ast::Op::kContains:
        case ast::Op::kContainedBy:
        case ast::Op::kOverlaps: {
          BoundExprPtr a = *std::move(l), b = *std::move(r);
          Type t = a->type.is_array() ? a->type : b->type;
          if (!t.is_array()) {
            return SqlError(
                sqlstate::kUndefinedFunction,
                absl::StrCat("operator does not exist: ", a->type.ToString(),
                             " ", ast::OpText(expr.op), " ",
                             b->type.ToString()));
          }
          std::vector<BoundExprPtr*> ptrs = {&a, &b};
          std::string lt = a->type.ToString(), rt = b->type.ToString();
          absl::StatusOr<Type> u = Unify(ptrs, ast::OpText(expr.op));
          if (!u.ok()) {
            return SqlError(sqlstate::kUndefinedFunction,
                            absl::StrCat("operator does not exist: ", lt, " ",
                                         ast::OpText(expr.op), " ", rt));
          }
          auto e = NewExpr(BoundKind::kArrayOp, Type::Boolean(), expr.pos);
          e->op = expr.op;
          e->children.push_back(std::move(a));
          e->children.push_back(std::move(b));
          return e;
        }
        default:
          return SqlError(sqlstate::kSyntaxError, "unsupported operator");
      }
    }
    case ExprKind::kFunction:
      return BindFunction(expr, ctx);
    case ExprKind::kCase:
      return BindCase(expr, ctx);
    case ExprKind::kCast: {
      if (IsRegType(expr.type_name)) return BindRegCast(expr, ctx);
      if (IsRegNameCast(expr)) return BindRegName(expr, ctx);
      absl::StatusOr<Type> t = TypeFromName(expr.type_name);
      if (!t.ok()) return t.status();
      if (expr.args[0]->kind == ast::ExprKind::kArray &&
          expr.args[0]->args.empty() && t->is_array()) {
        // ARRAY[]::integer[]: the cast gives the empty array its type.
        return Constant(Value::Array(*t, {}), expr.pos);
      }
      absl::StatusOr<BoundExprPtr> x = bind(*expr.args[0]);
      if (!x.ok()) return x.status();
      BoundExprPtr v = *std::move(x);
      if (IsUnknown(*v)) return Coerce(std::move(v), *t);
      if (v->type == *t) return v;
      if (!CanCast(v->type, *t)) {
        return SqlError(sqlstate::kCannotCoerce,
                        absl::StrCat("cannot cast type ", v->type.ToString(),
                                     " to ", t->ToString()));
      }
      auto e = NewExpr(BoundKind::kCast, *t, expr.pos);
      e->children.push_back(std::move(v));
      return e;
    }
    case ExprKind::kIsNull: {
      absl::StatusOr<BoundExprPtr> x = bind(*expr.args[0]);
      if (!x.ok()) return x.status();
      if (IsUnknown(**x)) {
        absl::StatusOr<BoundExprPtr> c = Coerce(*std::move(x), Type::Text());
        if (!c.ok()) return c.status();
        x = std::move(c);
      }
      auto e = NewExpr(BoundKind::kIsNull, Type::Boolean(), expr.pos);
      e->negated = expr.negated;
      e->children.push_back(*std::move(x));
      return e;
    }
    case ExprKind::kIsBool: {
      ExprCtx bctx = ctx;
      bctx.clause = "IS TRUE";
      absl::StatusOr<BoundExprPtr> x = BindCondition(*expr.args[0], bctx);
      if (!x.ok()) return x.status();
      auto e = NewExpr(BoundKind::kIsBool, Type::Boolean(), expr.pos);
      e->constant = expr.value;
      e->negated = expr.negated;
      e->children.push_back(*std::move(x));
      return e;
    }
    case ExprKind::kBetween: {
      std::vector<BoundExprPtr> parts;
      for (int i = 0; i < 2; ++i) {
        absl::StatusOr<BoundExprPtr> x = bind(*expr.args[0]);
        if (!x.ok()) return x.status();
        absl::StatusOr<BoundExprPtr> bound = bind(*expr.args[1 + i]);
        if (!bound.ok()) return bound.status();
        absl::StatusOr<BoundExprPtr> c =
            BindComparison(i == 0 ? ast::Op::kGe : ast::Op::kLe, *std::move(x),
                           *std::move(bound));
        if (!c.ok()) return c.status();
        parts.push_back(*std::move(c));
      }
      auto e = NewExpr(BoundKind::kAnd, Type::Boolean(), expr.pos);
      e->children = std::move(parts);
      if (!expr.negated) return e;
      auto n = NewExpr(BoundKind::kNot, Type::Boolean(), expr.pos);
      n->children.push_back(std::move(e));
      return n;
    }
    case ExprKind::kInList: {
      std::vector<BoundExprPtr> items;
      for (const ast::ExprPtr& a : expr.args) {
        absl::StatusOr<BoundExprPtr> b = bind(*a);
        if (!b.ok()) return b.status();
        items.push_back(*std::move(b));
      }
      std::vector<BoundExprPtr*> ptrs;
      for (BoundExprPtr& i : items) ptrs.push_back(&i);
      std::string lt = items[0]->type.ToString();
      std::string rt = items[1]->type.ToString();
      absl::StatusOr<Type> t = Unify(ptrs, "IN");
      if (!t.ok() && SqlStateOf(t.status()) != sqlstate::kDatatypeMismatch) {
        return t.status();
      }
      if (!t.ok()) {
        return SqlError(
            sqlstate::kUndefinedFunction,
            absl::StrCat("operator does not exist: ", lt, " = ", rt));
      }
      auto e = NewExpr(BoundKind::kInList, Type::Boolean(), expr.pos);
      e->negated = expr.negated;
      e->children = std::move(items);
      return e;
    }
    case ExprKind::kInSubquery: {
      absl::StatusOr<BoundExprPtr> x = bind(*expr.args[0]);
      if (!x.ok()) return x.status();
      return BindInSubquery(*std::move(x), *expr.subquery, expr.negated, ctx);
    }
    case ExprKind::kExists: {
      absl::StatusOr<int> id = BindSubquery(*expr.subquery, ctx.scope);
      if (!id.ok()) return id.status();
      auto e = NewExpr(BoundKind::kExists, Type::Boolean(), expr.pos);
      e->subquery_id = *id;
      e->negated = expr.negated;
      return e;
    }
    case ExprKind::kSubquery:
      return BindScalarSubquery(expr, ctx);
    case ExprKind::kLike: {
      std::vector<BoundExprPtr> args;
      for (const ast::ExprPtr& a : expr.args) {
        absl::StatusOr<BoundExprPtr> b = bind(*a);
        if (!b.ok()) return b.status();
        BoundExprPtr v = *std::move(b);
        if (!IsUnknown(*v) && v->type.id != TypeId::kText) {
          return SqlError(sqlstate::kUndefinedFunction,
                          absl::StrCat("operator does not exist: ",
                                       v->type.ToString(), " ~~ unknown"));
        }
        absl::StatusOr<BoundExprPtr> c = Coerce(std::move(v), Type::Text());
        if (!c.ok()) return c.status();
        args.push_back(*std::move(c));
      }
      auto e = NewExpr(BoundKind::kLike, Type::Boolean(), expr.pos);
      e->negated = expr.negated;
      e->case_insensitive = expr.case_insensitive;
      e->children = std::move(args);
      return e;
    }
    case ExprKind::kAnyAll:
      return BindAnyAll(expr, ctx);
    case ExprKind::kArray: {
      if (expr.subquery != nullptr) return BindArraySubquery(expr, ctx);
      std::vector<BoundExprPtr> items;
      for (const ast::ExprPtr& a : expr.args) {
        absl::StatusOr<BoundExprPtr> b = bind(*a);
        if (!b.ok()) return b.status();
        items.push_back(*std::move(b));
      }
      if (items.empty()) {
        return SqlError("42P18", "cannot determine type of empty array");
      }
      std::vector<BoundExprPtr*> ptrs;
      for (BoundExprPtr& i : items) ptrs.push_back(&i);
      absl::StatusOr<Type> t = Unify(ptrs, "ARRAY");
      if (!t.ok()) return t.status();
      Type at = Type::ArrayOf(*t);
      if (at.id == TypeId::kNull) {
        return SqlError(sqlstate::kFeatureNotSupported,
                        absl::StrCat("arrays of type ", t->ToString(),
                                     " are not supported"));
      }
      auto e = NewExpr(BoundKind::kArrayCtor, at, expr.pos);
      e->children = std::move(items);
      return e;
    }
    case ExprKind::kSubscript: {
      absl::StatusOr<BoundExprPtr> a = bind(*expr.args[0]);
      if (!a.ok()) return a.status();
      if (!(*a)->type.is_array()) {
        return SqlError(
            sqlstate::kDatatypeMismatch,
            absl::StrCat("cannot subscript type ", (*a)->type.ToString(),
                         " because it is not an array"));
      }
      absl::StatusOr<BoundExprPtr> i = bind(*expr.args[1]);
      if (!i.ok()) return i.status();
      absl::StatusOr<BoundExprPtr> ci = Coerce(*std::move(i), Type::Integer());
      if (!ci.ok()) return ci.status();
      auto e = NewExpr(BoundKind::kSubscript, (*a)->type.element(), expr.pos);
      e->children.push_back(*std::move(a));
      e->children.push_back(*std::move(ci));
      return e;
    }
  }
  return SqlError(sqlstate::kInternalError, "unknown expression kind");
}

}  // namespace kite::plan
