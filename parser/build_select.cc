// AstBuilder: queries (SELECT, VALUES, set operations) and FROM clauses.
#include <utility>

#include "absl/strings/ascii.h"
#include "kite/status.h"
#include "parser/ast_builder.h"
#include "parser/ast_limits.h"

namespace kite::parser_internal {
namespace {

using antlr4::tree::TerminalNode;

std::shared_ptr<ast::SelectStmt> MakeSetOperation(
    ast::SetOpKind kind, bool all, std::shared_ptr<ast::SelectStmt> left,
    std::shared_ptr<ast::SelectStmt> right) {
  auto node = std::make_shared<ast::SelectStmt>();
  node->pos = left->pos;
  node->set_op = kind;
  node->set_all = all;
  node->left = std::move(left);
  node->right = std::move(right);
  return node;
}

ast::JoinType JoinTypeOf(G::JoinTypeContext* ctx) {
  if (ctx == nullptr || ctx->INNER() != nullptr) return ast::JoinType::kInner;
  if (ctx->LEFT() != nullptr) return ast::JoinType::kLeft;
  if (ctx->RIGHT() != nullptr) return ast::JoinType::kRight;
  return ast::JoinType::kFull;
}

}  // namespace

std::shared_ptr<ast::SelectStmt> AstBuilder::Query(G::QueryContext* ctx) {
  auto terms = ctx->queryTerm();
  auto operators = ctx->setOperator();
  std::shared_ptr<ast::SelectStmt> result = QueryTerm(terms[0]);
  for (size_t i = 0; i < operators.size(); ++i) {
    auto* op = operators[i];
    if (i >= kMaxChainLength) {
      Fail(op->start, kStatementTooComplex, "too many set operations");
      break;
    }
    const ast::SetOpKind kind = op->UNION() != nullptr
                                    ? ast::SetOpKind::kUnion
                                    : ast::SetOpKind::kExcept;
    result = MakeSetOperation(kind, op->ALL() != nullptr, std::move(result),
                              QueryTerm(terms[i + 1]));
  }
  OrderAndLimit(ctx, result.get());
  return result;
}

std::shared_ptr<ast::SelectStmt> AstBuilder::QueryTerm(
    G::QueryTermContext* ctx) {
  std::shared_ptr<ast::SelectStmt> result;
  bool all = false;
  int operands = 0;
  for (auto* child : ctx->children) {
    if (auto* t = dynamic_cast<TerminalNode*>(child)) {
      if (t->getSymbol()->getType() == G::INTERSECT) all = false;
      if (t->getSymbol()->getType() == G::ALL) all = true;
      continue;
    }
    auto* primary = static_cast<G::QueryPrimaryContext*>(child);
    if (++operands > kMaxChainLength) {
      Fail(primary->start, kStatementTooComplex, "too many set operations");
      break;
    }
    auto operand = QueryPrimary(primary);
    result = result ? MakeSetOperation(ast::SetOpKind::kIntersect, all,
                                       std::move(result), std::move(operand))
                    : std::move(operand);
  }
  return result;
}

std::shared_ptr<ast::SelectStmt> AstBuilder::QueryPrimary(
    G::QueryPrimaryContext* ctx) {
  if (ctx->simpleSelect() != nullptr) return SimpleSelect(ctx->simpleSelect());
  if (ctx->valuesClause() != nullptr) return Values(ctx->valuesClause());
  return Query(ctx->query());
}

// ORDER BY / LIMIT / OFFSET / FETCH after a query. A parenthesised query
// keeps its own clauses; giving the same clause again outside is an error,
// as in PostgreSQL.
void AstBuilder::OrderAndLimit(G::QueryContext* ctx, ast::SelectStmt* select) {
  if (auto* order = ctx->orderByClause()) {
    if (!select->order_by.empty()) {
      Fail(order->start, sqlstate::kSyntaxError,
           "multiple ORDER BY clauses not allowed");
    }
    select->order_by.clear();
    for (auto* item : order->orderItem()) {
      ast::OrderItem o;
      o.expr = Expr(item->expr());
      o.descending = item->DESC() != nullptr;
      if (item->NULLS() != nullptr) o.nulls_first = item->FIRST() != nullptr;
      select->order_by.push_back(std::move(o));
    }
  }
  bool seen_limit = select->limit != nullptr;
  bool seen_offset = select->offset != nullptr;
  for (auto* clause : ctx->limitClause()) {
    if (auto* offset = dynamic_cast<G::OffsetContext*>(clause)) {
      if (seen_offset) {
        Fail(clause->start, sqlstate::kSyntaxError,
             "multiple OFFSET clauses not allowed");
      }
      seen_offset = true;
      select->offset = Expr(offset->expr());
      continue;
    }
    if (seen_limit) {
      Fail(clause->start, sqlstate::kSyntaxError,
           "multiple LIMIT clauses not allowed");
    }
    seen_limit = true;
    if (auto* limit = dynamic_cast<G::LimitContext*>(clause)) {
      // LIMIT ALL leaves the limit null.
      select->limit = limit->expr() ? Expr(limit->expr()) : nullptr;
    } else {
      auto* fetch = static_cast<G::FetchFirstContext*>(clause);
      if (fetch->expr() != nullptr) {
        select->limit = Expr(fetch->expr());
      } else {  // FETCH FIRST ROW ONLY
        select->limit = NullLiteral(PositionOf(fetch->start));
        select->limit->value = Value::Integer(1);
      }
    }
  }
}

std::shared_ptr<ast::SelectStmt> AstBuilder::SimpleSelect(
    G::SimpleSelectContext* ctx) {
  auto select = std::make_shared<ast::SelectStmt>();
  select->pos = PositionOf(ctx->start);
  select->distinct = ctx->DISTINCT() != nullptr;
  for (auto* item : ctx->selectItem()) {
    select->items.push_back(SelectItem(item));
  }
  if (ctx->fromClause() != nullptr) select->from = From(ctx->fromClause());
  if (ctx->whereClause() != nullptr) {
    select->where = Expr(ctx->whereClause()->expr());
  }
  if (auto* group = ctx->groupByClause()) {
    for (auto* e : group->expr()) select->group_by.push_back(Expr(e));
  }
  if (ctx->havingClause() != nullptr) {
    select->having = Expr(ctx->havingClause()->expr());
  }
  return select;
}

std::shared_ptr<ast::SelectStmt> AstBuilder::Values(
    G::ValuesClauseContext* ctx) {
  auto select = std::make_shared<ast::SelectStmt>();
  select->pos = PositionOf(ctx->start);
  for (auto* row_ctx : ctx->valuesRow()) {
    std::vector<ast::ExprPtr> row;
    for (auto* item : row_ctx->valuesItem()) {
      if (item->DEFAULT() != nullptr) {
        // DEFAULT inside VALUES; meaningful only in INSERT (see ast.h).
        auto e = NullLiteral(PositionOf(item->start));
        e->kind = ast::ExprKind::kColumnRef;
        e->names = {"DEFAULT"};
        e->star = true;
        row.push_back(std::move(e));
      } else {
        row.push_back(Expr(item->expr()));
      }
    }
    if (!select->values.empty() && row.size() != select->values[0].size()) {
      Fail(row_ctx->start, sqlstate::kSyntaxError,
           "VALUES lists must all be the same length");
    }
    select->values.push_back(std::move(row));
  }
  return select;
}

ast::SelectItem AstBuilder::SelectItem(G::SelectItemContext* ctx) {
  ast::SelectItem item;
  const ast::Position pos = PositionOf(ctx->start);
  if (dynamic_cast<G::StarItemContext*>(ctx) != nullptr) {
    item.expr = NullLiteral(pos);
    item.expr->kind = ast::ExprKind::kStar;
  } else if (auto* qualified =
                 dynamic_cast<G::QualifiedStarItemContext*>(ctx)) {
    item.expr = NullLiteral(pos);
    item.expr->kind = ast::ExprKind::kStar;
    item.expr->names.push_back(Identifier(qualified->identifier()));
  } else {
    auto* expr_item = static_cast<G::ExprItemContext*>(ctx);
    item.expr = Expr(expr_item->expr());
    if (expr_item->colLabel() != nullptr) {
      item.alias = ColLabel(expr_item->colLabel());
    } else if (expr_item->identifier() != nullptr) {
      item.alias = Identifier(expr_item->identifier());
    }
  }
  return item;
}

std::vector<ast::TableRefPtr> AstBuilder::From(G::FromClauseContext* ctx) {
  std::vector<ast::TableRefPtr> refs;
  for (auto* ref : ctx->tableRef()) refs.push_back(TableRef(ref));
  return refs;
}

ast::TableRefPtr AstBuilder::TableRef(G::TableRefContext* ctx) {
  ast::TableRefPtr result = TablePrimary(ctx->tablePrimary());
  int joins = 0;
  for (auto* join : ctx->joinClause()) {
    if (++joins > kMaxChainLength) {
      Fail(join->start, kStatementTooComplex, "too many joins");
      break;
    }
    auto node = std::make_unique<ast::TableRef>();
    node->kind = ast::TableRef::Kind::kJoin;
    node->pos = PositionOf(join->start);
    node->left = std::move(result);
    if (auto* cross = dynamic_cast<G::CrossJoinContext*>(join)) {
      node->join_type = ast::JoinType::kCross;
      node->right = TablePrimary(cross->tablePrimary());
    } else if (auto* natural = dynamic_cast<G::NaturalJoinContext*>(join)) {
      node->join_type = JoinTypeOf(natural->joinType());
      node->natural = true;
      node->right = TablePrimary(natural->tablePrimary());
    } else {
      auto* qualified = static_cast<G::QualifiedJoinContext*>(join);
      node->join_type = JoinTypeOf(qualified->joinType());
      node->right = TablePrimary(qualified->tablePrimary());
      auto* condition = qualified->joinCondition();
      if (condition->expr() != nullptr) {
        node->on = Expr(condition->expr());
      } else {
        node->using_columns = IdentifierList(condition->identifierList());
      }
    }
    result = std::move(node);
  }
  return result;
}

ast::TableRefPtr AstBuilder::TablePrimary(G::TablePrimaryContext* ctx) {
  if (auto* parenthesized = dynamic_cast<G::ParenthesizedTableContext*>(ctx)) {
    ast::TableRefPtr inner = TableRef(parenthesized->tableRef());
    if (parenthesized->aliasClause() != nullptr) {
      Alias(parenthesized->aliasClause(), inner.get());
    }
    return inner;
  }
  auto ref = std::make_unique<ast::TableRef>();
  ref->pos = PositionOf(ctx->start);
  G::AliasClauseContext* alias = nullptr;
  if (auto* named = dynamic_cast<G::NamedTableContext*>(ctx)) {
    ref->kind = ast::TableRef::Kind::kTable;
    ref->name = QualifiedName(named->qualifiedName());
    alias = named->aliasClause();
  } else if (auto* function = dynamic_cast<G::FunctionTableContext*>(ctx)) {
    ref->kind = ast::TableRef::Kind::kFunction;
    ref->name = FunctionName(function->functionName());
    for (auto* arg : function->expr()) ref->args.push_back(Expr(arg));
    alias = function->aliasClause();
  } else {
    auto* subquery = static_cast<G::SubqueryTableContext*>(ctx);
    ref->kind = ast::TableRef::Kind::kSubquery;
    ref->subquery = Query(subquery->query());
    alias = subquery->aliasClause();
  }
  if (alias != nullptr) Alias(alias, ref.get());
  return ref;
}

void AstBuilder::Alias(G::AliasClauseContext* ctx, ast::TableRef* ref) {
  ref->alias = Identifier(ctx->identifier());
  ref->column_aliases = IdentifierList(ctx->identifierList());
}

}  // namespace kite::parser_internal
