#include "parser/ast_limits.h"

#include <utility>
#include <vector>

namespace kite::parser_internal {

bool ExprTooHigh(const ast::Expr& expr, int limit) {
  std::vector<std::pair<const ast::Expr*, int>> pending = {{&expr, 1}};
  while (!pending.empty()) {
    auto [node, height] = pending.back();
    pending.pop_back();
    if (height > limit) return true;
    for (const auto& arg : node->args)
      pending.push_back({arg.get(), height + 1});
    if (node->case_operand) {
      pending.push_back({node->case_operand.get(), height + 1});
    }
    if (node->else_expr) pending.push_back({node->else_expr.get(), height + 1});
  }
  return false;
}

void ReleaseExpr(ast::ExprPtr expr) {
  std::vector<ast::ExprPtr> pending;
  pending.push_back(std::move(expr));
  while (!pending.empty()) {
    ast::ExprPtr node = std::move(pending.back());
    pending.pop_back();
    if (node == nullptr) continue;
    for (auto& arg : node->args) pending.push_back(std::move(arg));
    node->args.clear();
    pending.push_back(std::move(node->case_operand));
    pending.push_back(std::move(node->else_expr));
    // `node` now has no children and is destroyed here.
  }
}

}  // namespace kite::parser_internal
