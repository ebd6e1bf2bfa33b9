// Binding of functions in FROM: generate_series(a, b [, step]) and
// unnest(array). Their arguments may refer to the enclosing queries (a
// correlated subquery's FROM), not to FROM items beside them.
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "kite/status.h"
#include "planner/binder.h"

namespace kite::plan {

absl::StatusOr<PlanPtr> Binder::BindTableFunction(
    const ast::TableRef& ref, Scope* outer, int subquery_id,
    std::vector<ScopeColumn>* columns) {
  const bool unnest = ref.name == "unnest";
  if (!unnest && ref.name != "generate_series") {
    return SqlError(sqlstate::kUndefinedFunction,
                    absl::StrCat("function ", ref.name, " does not exist"));
  }
  if (unnest ? ref.args.size() != 1
             : ref.args.size() < 2 || ref.args.size() > 3) {
    return SqlError(sqlstate::kUndefinedFunction,
                    unnest ? "function unnest requires 1 argument"
                           : "function generate_series requires 2 or 3 "
                             "arguments");
  }
  Scope empty;
  empty.parent = outer;
  empty.subquery_id = subquery_id;
  ExprCtx ctx;
  ctx.scope = &empty;
  ctx.clause = "functions in FROM";
  std::vector<BoundExprPtr> args;
  for (const ast::ExprPtr& a : ref.args) {
    absl::StatusOr<BoundExprPtr> b = BindExpr(*a, ctx);
    if (!b.ok()) return b.status();
    args.push_back(*std::move(b));
  }
  PlanPtr plan;
  Type t;
  if (unnest) {
    if (!args[0]->type.is_array()) {
      return SqlError(
          sqlstate::kUndefinedFunction,
          absl::StrCat(
              "function unnest(",
              IsUnknown(*args[0]) ? "unknown" : args[0]->type.ToString(),
              ") does not exist"));
    }
    t = args[0]->type.element();
    plan = NewNode(NodeKind::kUnnest);
    plan->exprs.push_back(std::move(args[0]));
  } else {
    t = Type::Integer();
    for (const BoundExprPtr& a : args) {
      if (a->type.id == TypeId::kBigint) t = Type::Bigint();
      if (!IsUnknown(*a) && a->type.id != TypeId::kBigint &&
          a->type.id != TypeId::kInteger) {
        return SqlError(sqlstate::kUndefinedFunction,
                        absl::StrCat("function generate_series(",
                                     a->type.ToString(), ") does not exist"));
      }
    }
    plan = NewNode(NodeKind::kSeries);
    for (BoundExprPtr& a : args) {
      absl::StatusOr<BoundExprPtr> c = Coerce(std::move(a), t);
      if (!c.ok()) return c.status();
      plan->exprs.push_back(*std::move(c));
    }
  }
  // The one column is named like the function, or like its alias.
  const std::string name = ref.alias.empty() ? ref.name : ref.alias;
  plan->names = {name};
  plan->types = {t};
  ScopeColumn c;
  c.table = name;
  c.name = name;
  c.type = t;
  columns->push_back(std::move(c));
  return plan;
}

}  // namespace kite::plan
