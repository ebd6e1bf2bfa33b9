#include "parser/column_refs.h"

namespace kite::ast {
namespace {

// Calls `visit` on `e` and every expression under it, stopping when it
// returns true; returns whether one did.
template <typename E, typename Visit>
bool Walk(E* e, const Visit& visit) {
  if (visit(e)) return true;
  for (auto& a : e->args) {
    if (a != nullptr && Walk<E>(a.get(), visit)) return true;
  }
  return (e->case_operand != nullptr &&
          Walk<E>(e->case_operand.get(), visit)) ||
         (e->else_expr != nullptr && Walk<E>(e->else_expr.get(), visit));
}

bool Refers(const Expr& e, const std::string& column) {
  return e.kind == ExprKind::kColumnRef && !e.names.empty() &&
         e.names.back() == column;
}

}  // namespace

bool ReadsColumn(const Expr& e, const std::string& column) {
  return Walk<const Expr>(&e,
                          [&](const Expr* x) { return Refers(*x, column); });
}

void RenameColumnRefs(Expr* e, const std::string& from, const std::string& to) {
  Walk<Expr>(e, [&](Expr* x) {
    if (Refers(*x, from)) x->names.back() = to;
    return false;
  });
}

}  // namespace kite::ast
