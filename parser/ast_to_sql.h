// Renders AST expressions back as SQL text, for \d's Default column and
// messages. The output parses to the same expression; it is not the text the
// user wrote (spacing and parentheses are normalised).
#ifndef KITE_PARSER_AST_TO_SQL_H_
#define KITE_PARSER_AST_TO_SQL_H_

#include <string>

#include "parser/ast.h"

namespace kite {

// SQL for `expr`. Subqueries render as "(subquery)".
std::string ExprToSql(const ast::Expr& expr);

}  // namespace kite

#endif  // KITE_PARSER_AST_TO_SQL_H_
