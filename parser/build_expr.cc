// AstBuilder: expressions. One function per precedence level of the grammar;
// chains of left-associative operators become left-deep binary trees.
#include <charconv>
#include <string>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "kite/status.h"
#include "parser/ast_builder.h"
#include "parser/ast_limits.h"
#include "parser/literals.h"

namespace kite::parser_internal {
namespace {

using antlr4::tree::TerminalNode;
using ast::ExprKind;
using ast::ExprPtr;
using ast::Op;

ExprPtr MakeExpr(ExprKind kind, ast::Position pos) {
  auto e = std::make_unique<ast::Expr>();
  e->kind = kind;
  e->pos = pos;
  return e;
}

ExprPtr MakeBinary(Op op, ExprPtr left, ExprPtr right, ast::Position pos) {
  auto e = MakeExpr(ExprKind::kBinary, pos);
  e->op = op;
  e->args.push_back(std::move(left));
  e->args.push_back(std::move(right));
  return e;
}

ExprPtr MakeUnary(Op op, ExprPtr operand, ast::Position pos) {
  auto e = MakeExpr(ExprKind::kUnary, pos);
  e->op = op;
  e->args.push_back(std::move(operand));
  return e;
}

ExprPtr MakeFunction(std::string name, ast::Position pos) {
  auto e = MakeExpr(ExprKind::kFunction, pos);
  e->names.push_back(std::move(name));
  return e;
}

// A deep copy (subqueries are shared, they are immutable once built).
ExprPtr CloneExpr(const ast::Expr& from) {
  auto e = std::make_unique<ast::Expr>();
  e->kind = from.kind;
  e->pos = from.pos;
  e->value = from.value;
  e->param_index = from.param_index;
  e->names = from.names;
  e->op = from.op;
  for (const auto& arg : from.args) e->args.push_back(CloneExpr(*arg));
  e->negated = from.negated;
  e->distinct = from.distinct;
  e->star = from.star;
  e->case_insensitive = from.case_insensitive;
  e->all = from.all;
  e->distinct_from = from.distinct_from;
  e->type_name = from.type_name;
  if (from.case_operand) e->case_operand = CloneExpr(*from.case_operand);
  if (from.else_expr) e->else_expr = CloneExpr(*from.else_expr);
  e->subquery = from.subquery;
  e->over = from.over;
  return e;
}

Op OperatorFor(size_t token_type) {
  switch (token_type) {
    case G::OR:
      return Op::kOr;
    case G::AND:
      return Op::kAnd;
    case G::PLUS:
      return Op::kAdd;
    case G::MINUS:
      return Op::kSub;
    case G::STAR:
      return Op::kMul;
    case G::SLASH:
      return Op::kDiv;
    case G::PERCENT:
      return Op::kMod;
    case G::CONCAT:
      return Op::kConcat;
    case G::CONTAINS:
      return Op::kContains;
    case G::CONTAINED_BY:
      return Op::kContainedBy;
    case G::OVERLAPS:
      return Op::kOverlaps;
    case G::TILDE:
      return Op::kRegexMatch;
    case G::NOT_TILDE:
      return Op::kRegexNotMatch;
    case G::TILDE_STAR:
      return Op::kRegexIMatch;
    case G::NOT_TILDE_STAR:
      return Op::kRegexNotIMatch;
    case G::EQ:
      return Op::kEq;
    case G::NEQ:
      return Op::kNe;
    case G::LT:
      return Op::kLt;
    case G::LTE:
      return Op::kLe;
    case G::GT:
      return Op::kGt;
    case G::GTE:
      return Op::kGe;
    default:
      return Op::kNone;
  }
}

bool IsNumberToken(antlr4::Token* token) {
  return token->getType() == G::INTEGER_LITERAL ||
         token->getType() == G::DECIMAL_LITERAL;
}

// The numeric literal token a unary minus applies to directly (`-5`,
// `-1.5`), or null: such a minus is folded into the literal as PostgreSQL
// does, so -2147483648 is an integer.
antlr4::Token* FoldableNumber(G::UnaryExprContext* operand) {
  auto* postfix = operand->postfixExpr();
  if (postfix == nullptr || !postfix->postfixSuffix().empty()) return nullptr;
  auto* literal = dynamic_cast<G::LiteralExprContext*>(postfix->primaryExpr());
  if (literal == nullptr) return nullptr;
  antlr4::Token* token = literal->literal()->start;
  return IsNumberToken(token) ? token : nullptr;
}

}  // namespace

ExprPtr AstBuilder::NullLiteral(ast::Position pos) {
  return MakeExpr(ExprKind::kLiteral, pos);
}

ExprPtr AstBuilder::Expr(G::ExprContext* ctx) {
  return CheckHeight(Or(ctx->orExpr()), ctx->start);
}

ExprPtr AstBuilder::CheckHeight(ExprPtr expr, const antlr4::Token* at) {
  if (!ExprTooHigh(*expr, kMaxExprHeight)) return expr;
  Fail(at, kStatementTooComplex, "expression is nested too deeply");
  const ast::Position pos = expr->pos;
  ReleaseExpr(std::move(expr));
  return NullLiteral(pos);
}

// Builds a left-deep chain `a op b op c ...` from the children of `ctx`:
// operands are rule contexts, operators terminals or operator rules. One pass
// over the children (the generated accessors rescan them on every call).
template <typename Operand, typename BuildOperand>
ExprPtr AstBuilder::Chain(antlr4::ParserRuleContext* ctx,
                          BuildOperand build_operand) {
  ExprPtr result;
  Op op = Op::kNone;
  ast::Position op_pos;
  for (auto* child : ctx->children) {
    if (auto* operand = dynamic_cast<Operand*>(child)) {
      ExprPtr e = (this->*build_operand)(operand);
      result = result ? MakeBinary(op, std::move(result), std::move(e), op_pos)
                      : std::move(e);
      continue;
    }
    // An operator: a terminal, or a rule such as otherOperator.
    antlr4::Token* token =
        dynamic_cast<TerminalNode*>(child) != nullptr
            ? static_cast<TerminalNode*>(child)->getSymbol()
            : static_cast<antlr4::ParserRuleContext*>(child)->start;
    if (auto* other = dynamic_cast<G::OtherOperatorContext*>(child);
        other != nullptr && other->anyOperator() != nullptr) {
      // OPERATOR(pg_catalog.op): the operator, at this precedence.
      token = other->anyOperator()->start;
      if (other->identifier() != nullptr &&
          Identifier(other->identifier()) != "pg_catalog") {
        Fail(other->start, sqlstate::kUndefinedFunction,
             absl::StrCat(
                 "operator does not exist: ", Identifier(other->identifier()),
                 ".", token->getText()));
      }
    }
    op = OperatorFor(token->getType());
    op_pos = PositionOf(token);
  }
  return result;
}

ExprPtr AstBuilder::Or(G::OrExprContext* ctx) {
  return Chain<G::AndExprContext>(ctx, &AstBuilder::And);
}

ExprPtr AstBuilder::And(G::AndExprContext* ctx) {
  return Chain<G::NotExprContext>(ctx, &AstBuilder::Not);
}

ExprPtr AstBuilder::Not(G::NotExprContext* ctx) {
  if (ctx->NOT() != nullptr) {
    return MakeUnary(Op::kNot, Not(ctx->notExpr()), PositionOf(ctx->start));
  }
  return Is(ctx->isExpr());
}

ExprPtr AstBuilder::Is(G::IsExprContext* ctx) {
  ExprPtr result = Comparison(ctx->comparisonExpr());
  for (auto* suffix : ctx->isSuffix()) {
    const ast::Position pos = PositionOf(suffix->start);
    const bool negated = suffix->children.size() == 3;  // IS NOT x
    ExprPtr e;
    if (auto* distinct =
            dynamic_cast<G::IsDistinctFromSuffixContext*>(suffix)) {
      result = DistinctFrom(std::move(result),
                            Comparison(distinct->comparisonExpr()),
                            distinct->NOT() != nullptr, pos);
      continue;
    }
    if (dynamic_cast<G::IsNullSuffixContext*>(suffix) != nullptr ||
        dynamic_cast<G::IsUnknownSuffixContext*>(suffix) != nullptr) {
      e = MakeExpr(ExprKind::kIsNull, pos);
    } else {
      e = MakeExpr(ExprKind::kIsBool, pos);
      e->value = Value::Boolean(dynamic_cast<G::IsTrueSuffixContext*>(suffix) !=
                                nullptr);
    }
    e->negated = negated;
    e->args.push_back(std::move(result));
    result = std::move(e);
  }
  return result;
}

// a IS [NOT] DISTINCT FROM b, which the AST has no node for, as the CASE
// PostgreSQL's definition amounts to:
//   CASE WHEN a IS NULL THEN b IS NOT NULL WHEN b IS NULL THEN true
//        ELSE a <> b END
// (IS NOT DISTINCT FROM: b IS NULL, false, a = b).
ExprPtr AstBuilder::DistinctFrom(ExprPtr a, ExprPtr b, bool negated,
                                 ast::Position pos) {
  auto is_null = [&](const ast::Expr& x, bool not_null) {
    auto e = MakeExpr(ExprKind::kIsNull, pos);
    e->negated = not_null;
    e->args.push_back(CloneExpr(x));
    return e;
  };
  auto e = MakeExpr(ExprKind::kCase, pos);
  e->distinct_from = true;
  e->args.push_back(is_null(*a, false));
  e->args.push_back(is_null(*b, !negated));
  e->args.push_back(is_null(*b, false));
  auto constant = MakeExpr(ExprKind::kLiteral, pos);
  constant->value = Value::Boolean(!negated);
  e->args.push_back(std::move(constant));
  e->else_expr =
      MakeBinary(negated ? Op::kEq : Op::kNe, std::move(a), std::move(b), pos);
  return e;
}

ExprPtr AstBuilder::Comparison(G::ComparisonExprContext* ctx) {
  ExprPtr left = Predicate(ctx->predicateExpr());
  auto* op_ctx = ctx->comparisonOperator();
  if (op_ctx == nullptr) return left;
  const Op op = OperatorFor(op_ctx->start->getType());
  const ast::Position pos = PositionOf(op_ctx->start);
  auto* right = ctx->comparisonRight();
  if (auto* plain = dynamic_cast<G::PlainComparisonContext*>(right)) {
    return MakeBinary(op, std::move(left), Predicate(plain->predicateExpr()),
                      pos);
  }
  auto e = MakeExpr(ExprKind::kAnyAll, pos);
  e->op = op;
  e->all = right->start->getType() == G::ALL;
  e->args.push_back(std::move(left));
  if (auto* sub = dynamic_cast<G::QuantifiedSubqueryContext*>(right)) {
    e->subquery = Query(sub->query());
  } else {
    auto* array = static_cast<G::QuantifiedArrayContext*>(right);
    e->args.push_back(Expr(array->expr()));
  }
  return e;
}

ExprPtr AstBuilder::Predicate(G::PredicateExprContext* ctx) {
  ExprPtr x = Other(ctx->otherExpr());
  auto* suffix = ctx->predicateSuffix();
  if (suffix == nullptr) return x;
  const ast::Position pos = PositionOf(suffix->start);
  const bool negated = suffix->start->getType() == G::NOT;
  if (auto* between = dynamic_cast<G::BetweenSuffixContext*>(suffix)) {
    return Between(std::move(x), between);
  }
  if (auto* in = dynamic_cast<G::InSubquerySuffixContext*>(suffix)) {
    auto e = MakeExpr(ExprKind::kInSubquery, pos);
    e->negated = negated;
    e->args.push_back(std::move(x));
    e->subquery = Query(in->query());
    return e;
  }
  if (auto* in = dynamic_cast<G::InListSuffixContext*>(suffix)) {
    auto e = MakeExpr(ExprKind::kInList, pos);
    e->negated = negated;
    e->args.push_back(std::move(x));
    for (auto* item : in->expr()) e->args.push_back(Expr(item));
    return e;
  }
  auto* like = static_cast<G::LikeSuffixContext*>(suffix);
  auto e = MakeExpr(ExprKind::kLike, pos);
  e->negated = negated;
  e->case_insensitive = like->ILIKE() != nullptr;
  e->args.push_back(std::move(x));
  for (auto* operand : like->otherExpr()) e->args.push_back(Other(operand));
  return e;
}

ExprPtr AstBuilder::Between(ExprPtr x, G::BetweenSuffixContext* ctx) {
  const ast::Position pos = PositionOf(ctx->start);
  const bool negated = ctx->NOT() != nullptr;
  ExprPtr low = Other(ctx->otherExpr(0));
  ExprPtr high = Other(ctx->otherExpr(1));
  auto make = [&](ExprPtr value, ExprPtr lo, ExprPtr hi) {
    auto e = MakeExpr(ExprKind::kBetween, pos);
    e->negated = negated;
    e->args.push_back(std::move(value));
    e->args.push_back(std::move(lo));
    e->args.push_back(std::move(hi));
    return e;
  };
  if (ctx->SYMMETRIC() == nullptr) {
    return make(std::move(x), std::move(low), std::move(high));
  }
  // As PostgreSQL does: x BETWEEN SYMMETRIC a AND b is
  // x BETWEEN a AND b OR x BETWEEN b AND a (AND of the negations for NOT).
  ExprPtr forward = make(CloneExpr(*x), CloneExpr(*low), CloneExpr(*high));
  ExprPtr backward = make(std::move(x), std::move(high), std::move(low));
  return MakeBinary(negated ? Op::kAnd : Op::kOr, std::move(forward),
                    std::move(backward), pos);
}

ExprPtr AstBuilder::Other(G::OtherExprContext* ctx) {
  return Chain<G::AdditiveExprContext>(ctx, &AstBuilder::Additive);
}

ExprPtr AstBuilder::Additive(G::AdditiveExprContext* ctx) {
  return Chain<G::MultiplicativeExprContext>(ctx, &AstBuilder::Multiplicative);
}

ExprPtr AstBuilder::Multiplicative(G::MultiplicativeExprContext* ctx) {
  return Chain<G::UnaryExprContext>(ctx, &AstBuilder::Unary);
}

ExprPtr AstBuilder::Unary(G::UnaryExprContext* ctx) {
  if (ctx->postfixExpr() != nullptr) return Postfix(ctx->postfixExpr());
  const ast::Position pos = PositionOf(ctx->start);
  if (ctx->MINUS() != nullptr) {
    if (antlr4::Token* number = FoldableNumber(ctx->unaryExpr())) {
      ExprPtr literal = NumberLiteral(number, /*negative=*/true);
      literal->pos = pos;
      return literal;
    }
    return MakeUnary(Op::kNeg, Unary(ctx->unaryExpr()), pos);
  }
  return MakeUnary(Op::kPlus, Unary(ctx->unaryExpr()), pos);
}

ExprPtr AstBuilder::Postfix(G::PostfixExprContext* ctx) {
  ExprPtr result = Primary(ctx->primaryExpr());
  for (auto* suffix : ctx->postfixSuffix()) {
    const ast::Position pos = PositionOf(suffix->start);
    if (auto* cast = dynamic_cast<G::CastSuffixContext*>(suffix)) {
      auto e = MakeExpr(ExprKind::kCast, pos);
      e->args.push_back(std::move(result));
      e->type_name = TypeName(cast->typeName());
      result = std::move(e);
    } else if (auto* collate = dynamic_cast<G::CollateSuffixContext*>(suffix)) {
      // Kite compares text by its bytes, as the C collation: the collations
      // that do the same are accepted and change nothing.
      const std::string name = ColLabel(collate->colLabel());
      const bool known = name == "default" || name == "C" || name == "POSIX" ||
                         name == "ucs_basic" || name == "C.utf8";
      if (!known || (collate->identifier() != nullptr &&
                     Identifier(collate->identifier()) != "pg_catalog")) {
        Fail(collate->start, sqlstate::kUndefinedObject,
             absl::StrCat("collation \"", name,
                          "\" for encoding \"UTF8\" does not exist"));
      }
    } else {
      auto* subscript = static_cast<G::SubscriptSuffixContext*>(suffix);
      auto e = MakeExpr(ExprKind::kSubscript, pos);
      e->args.push_back(std::move(result));
      e->args.push_back(Expr(subscript->expr()));
      result = std::move(e);
    }
  }
  return result;
}

ExprPtr AstBuilder::Primary(G::PrimaryExprContext* ctx) {
  const ast::Position pos = PositionOf(ctx->start);
  if (auto* literal = dynamic_cast<G::LiteralExprContext*>(ctx)) {
    return Literal(literal->literal());
  }
  if (auto* param = dynamic_cast<G::ParameterExprContext*>(ctx)) {
    const std::string text = param->getText().substr(1);
    int index = 0;
    auto [ptr, ec] =
        std::from_chars(text.data(), text.data() + text.size(), index);
    if (ec != std::errc() || index <= 0 || index > 65535) {
      Fail(ctx->start, sqlstate::kUndefinedParameter,
           absl::StrCat("there is no parameter $", text));
    }
    auto e = MakeExpr(ExprKind::kParameter, pos);
    e->param_index = index;
    return e;
  }
  if (auto* typed = dynamic_cast<G::TypedLiteralExprContext*>(ctx)) {
    auto e = MakeExpr(ExprKind::kCast, pos);
    auto* type_ctx = typed->typeNameForLiteral();
    e->type_name.name = type_ctx->DOUBLE() != nullptr
                            ? "double precision"
                            : Identifier(type_ctx->identifier());
    if (type_ctx->WITH() != nullptr) e->type_name.name += " with time zone";
    antlr4::Token* string = typed->STRING() != nullptr
                                ? typed->STRING()->getSymbol()
                                : typed->ESCAPE_STRING()->getSymbol();
    e->args.push_back(StringLiteral(string));
    return e;
  }
  if (auto* cast = dynamic_cast<G::CastExprContext*>(ctx)) {
    auto e = MakeExpr(ExprKind::kCast, pos);
    e->args.push_back(Expr(cast->expr()));
    e->type_name = TypeName(cast->typeName());
    return e;
  }
  if (auto* case_ctx = dynamic_cast<G::CaseExprContext*>(ctx)) {
    auto e = MakeExpr(ExprKind::kCase, pos);
    bool seen_when = false;
    for (auto* child : case_ctx->children) {
      if (auto* when = dynamic_cast<G::WhenClauseContext*>(child)) {
        seen_when = true;
        e->args.push_back(Expr(when->expr(0)));
        e->args.push_back(Expr(when->expr(1)));
      } else if (auto* expr = dynamic_cast<G::ExprContext*>(child)) {
        (seen_when ? e->else_expr : e->case_operand) = Expr(expr);
      }
    }
    return e;
  }
  if (auto* exists = dynamic_cast<G::ExistsExprContext*>(ctx)) {
    auto e = MakeExpr(ExprKind::kExists, pos);
    e->subquery = Query(exists->query());
    return e;
  }
  if (auto* array = dynamic_cast<G::ArrayExprContext*>(ctx)) {
    auto e = MakeExpr(ExprKind::kArray, pos);
    for (auto* item : array->expr()) e->args.push_back(Expr(item));
    return e;
  }
  if (auto* array = dynamic_cast<G::ArraySubqueryExprContext*>(ctx)) {
    auto e = MakeExpr(ExprKind::kArray, pos);
    e->subquery = Query(array->query());
    return e;
  }
  if (auto* call = dynamic_cast<G::FunctionExprContext*>(ctx)) {
    return FunctionCall(call->functionCall());
  }
  if (auto* sub = dynamic_cast<G::SubqueryExprContext*>(ctx)) {
    auto e = MakeExpr(ExprKind::kSubquery, pos);
    e->subquery = Query(sub->query());
    return e;
  }
  if (auto* paren = dynamic_cast<G::ParenExprContext*>(ctx)) {
    return Expr(paren->expr());
  }
  if (auto* column = dynamic_cast<G::ColumnRefExprContext*>(ctx)) {
    return ColumnRef(column);
  }
  return Special(ctx);
}

ExprPtr AstBuilder::Special(G::PrimaryExprContext* ctx) {
  const ast::Position pos = PositionOf(ctx->start);
  if (auto* position = dynamic_cast<G::PositionExprContext*>(ctx)) {
    // position(needle IN haystack): args = {needle, haystack}.
    auto e = MakeFunction("position", pos);
    e->args.push_back(Other(position->otherExpr(0)));
    e->args.push_back(Other(position->otherExpr(1)));
    return e;
  }
  if (auto* extract = dynamic_cast<G::ExtractExprContext*>(ctx)) {
    // EXTRACT(field FROM x) -> extract('field', x): date_part's fields as
    // numeric (PostgreSQL 14 and later).
    auto e = MakeFunction("extract", pos);
    auto field = MakeExpr(ExprKind::kLiteral,
                          PositionOf(extract->LPAREN()->getSymbol()));
    field->value = Value::Text(extract->identifier() != nullptr
                                   ? Identifier(extract->identifier())
                                   : absl::AsciiStrToLower(DecodeQuotedString(
                                         extract->STRING()->getText())));
    e->args.push_back(std::move(field));
    e->args.push_back(Expr(extract->expr()));
    return e;
  }
  if (auto* substring = dynamic_cast<G::SubstringExprContext*>(ctx)) {
    // substring(s FROM a FOR b) -> substring(s, a, b); FOR alone starts at 1.
    auto e = MakeFunction("substring", pos);
    ExprPtr from, length;
    size_t keyword = 0;
    for (auto* child : substring->children) {
      if (auto* t = dynamic_cast<TerminalNode*>(child)) {
        keyword = t->getSymbol()->getType();
      } else if (auto* expr = dynamic_cast<G::ExprContext*>(child)) {
        if (keyword == G::FROM) {
          from = Expr(expr);
        } else if (keyword == G::FOR) {
          length = Expr(expr);
        } else {
          e->args.push_back(Expr(expr));
        }
      }
    }
    if (from == nullptr) {
      from = MakeExpr(ExprKind::kLiteral, pos);
      from->value = Value::Integer(1);
    }
    e->args.push_back(std::move(from));
    if (length != nullptr) e->args.push_back(std::move(length));
    return e;
  }
  // trim([BOTH|LEADING|TRAILING] [chars] FROM s) -> btrim/ltrim/rtrim(s
  // [, chars]), as PostgreSQL rewrites it.
  G::TrimSideContext* side = nullptr;
  std::vector<G::ExprContext*> operands;
  if (auto* trim = dynamic_cast<G::TrimFromExprContext*>(ctx)) {
    side = trim->trimSide();
    operands = trim->expr();
  } else {
    auto* trim_side = static_cast<G::TrimSideExprContext*>(ctx);
    side = trim_side->trimSide();
    operands = trim_side->expr()
                   ? std::vector<G::ExprContext*>{trim_side->expr()}
                   : std::vector<G::ExprContext*>{};
  }
  std::string name = "btrim";
  if (side != nullptr && side->LEADING() != nullptr) name = "ltrim";
  if (side != nullptr && side->TRAILING() != nullptr) name = "rtrim";
  auto e = MakeFunction(name, pos);
  if (!operands.empty()) e->args.push_back(Expr(operands.back()));
  if (operands.size() == 2) e->args.push_back(Expr(operands.front()));
  return e;
}

ExprPtr AstBuilder::ColumnRef(G::ColumnRefExprContext* ctx) {
  const ast::Position pos = PositionOf(ctx->start);
  auto ids = ctx->identifier();
  if (ids.size() == 1 && ids[0]->IDENTIFIER() != nullptr) {
    // SQL's niladic functions are keywords in PostgreSQL; here they are
    // names, called without parentheses.
    const std::string name = Identifier(ids[0]);
    if (name == "current_date" || name == "current_timestamp" ||
        name == "localtimestamp" || name == "current_time" ||
        name == "localtime" || name == "current_user" ||
        name == "session_user" || name == "current_role" ||
        name == "current_catalog" || name == "current_schema") {
      return MakeFunction(name, pos);
    }
  }
  auto e = MakeExpr(ExprKind::kColumnRef, pos);
  for (auto* id : ids) e->names.push_back(Identifier(id));
  return e;
}

std::string AstBuilder::FunctionName(G::FunctionNameContext* ctx) {
  std::vector<G::IdentifierContext*> ids = ctx->identifier();
  // `schema.name` has two identifiers; LEFT and RIGHT are keywords.
  const bool keyword = ctx->LEFT() != nullptr || ctx->RIGHT() != nullptr;
  G::IdentifierContext* schema =
      ids.size() == 2 || (keyword && ids.size() == 1) ? ids[0] : nullptr;
  std::string name =
      keyword ? absl::AsciiStrToLower(ctx->children.back()->getText())
              : Identifier(ids.back());
  return InSchema(schema, std::move(name));
}

ExprPtr AstBuilder::FunctionCall(G::FunctionCallContext* ctx) {
  const ast::Position pos = PositionOf(ctx->start);
  G::FunctionNameContext* name_ctx = nullptr;
  G::OverClauseContext* over = nullptr;
  ExprPtr e;
  if (auto* star = dynamic_cast<G::StarCallContext*>(ctx)) {
    name_ctx = star->functionName();
    over = star->overClause();
    e = MakeExpr(ExprKind::kFunction, pos);
    e->star = true;
  } else {
    auto* call = static_cast<G::ArgsCallContext*>(ctx);
    name_ctx = call->functionName();
    over = call->overClause();
    e = MakeExpr(ExprKind::kFunction, pos);
    e->distinct = call->DISTINCT() != nullptr;
    for (auto* arg : call->expr()) e->args.push_back(Expr(arg));
  }
  std::string name = FunctionName(name_ctx);
  if (name == "trim") name = "btrim";
  e->names.push_back(std::move(name));
  if (over != nullptr) e->over = ast::WindowSpec{};
  return e;
}

ExprPtr AstBuilder::Literal(G::LiteralContext* ctx) {
  antlr4::Token* token = ctx->start;
  const ast::Position pos = PositionOf(token);
  switch (token->getType()) {
    case G::INTEGER_LITERAL:
    case G::DECIMAL_LITERAL:
      return NumberLiteral(token, /*negative=*/false);
    case G::STRING:
    case G::ESCAPE_STRING:
      return StringLiteral(token);
    case G::TRUE:
    case G::FALSE: {
      auto e = MakeExpr(ExprKind::kLiteral, pos);
      e->value = Value::Boolean(token->getType() == G::TRUE);
      return e;
    }
    default:
      return NullLiteral(pos);  // NULL: an untyped null
  }
}

ExprPtr AstBuilder::NumberLiteral(antlr4::Token* token, bool negative) {
  auto e = MakeExpr(ExprKind::kLiteral, PositionOf(token));
  absl::StatusOr<Value> value = NumericLiteral(token->getText(), negative);
  if (!value.ok()) {
    Fail(token, SqlStateOf(value.status()),
         std::string(value.status().message()));
  } else {
    e->value = *std::move(value);
  }
  return e;
}

ExprPtr AstBuilder::StringLiteral(antlr4::Token* token) {
  auto e = MakeExpr(ExprKind::kLiteral, PositionOf(token));
  if (token->getType() == G::ESCAPE_STRING) {
    absl::StatusOr<std::string> text = DecodeEscapeString(token->getText());
    if (!text.ok()) {
      Fail(token, SqlStateOf(text.status()),
           std::string(text.status().message()));
      return e;
    }
    e->value = Value::Text(*std::move(text));
  } else {
    e->value = Value::Text(DecodeQuotedString(token->getText()));
  }
  return e;
}

}  // namespace kite::parser_internal
