// Limits that keep deeply nested or very long input from exhausting the
// stack of the parser, of the AST's destructors, or of the binder and
// interpreter that walk the AST recursively after it.
#ifndef KITE_PARSER_AST_LIMITS_H_
#define KITE_PARSER_AST_LIMITS_H_

#include <cstddef>

#include "parser/ast.h"

namespace kite::parser_internal {

// PostgreSQL's statement_too_complex: the error for input nested too deeply.
inline constexpr char kStatementTooComplex[] = "54001";

// Parentheses and brackets open at once.
inline constexpr int kMaxNesting = 200;

// Grammar rules active at once while parsing; about 13 per level of
// parenthesised expression.
inline constexpr size_t kMaxRuleDepth = 3000;

// Height of one expression tree: long chains of AND / OR / + ... count one
// level per operator.
inline constexpr int kMaxExprHeight = 3000;

// Joins in one FROM item, and set operations in one query.
inline constexpr int kMaxChainLength = 1000;

// Whether the tree under `expr` is more than `limit` levels high. Does not
// recurse (safe on any height); does not descend into subqueries, which
// are checked on their own.
bool ExprTooHigh(const ast::Expr& expr, int limit);

// Destroys `expr` without recursing, however high it is.
void ReleaseExpr(ast::ExprPtr expr);

}  // namespace kite::parser_internal

#endif  // KITE_PARSER_AST_LIMITS_H_
