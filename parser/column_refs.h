// The column references of an expression that has no subqueries (a CHECK
// constraint's, a DEFAULT's): which columns it reads, and renaming one.
#ifndef KITE_PARSER_COLUMN_REFS_H_
#define KITE_PARSER_COLUMN_REFS_H_

#include <string>

#include "parser/ast.h"

namespace kite::ast {

// Whether `e` reads column `column` (a reference whose last name it is).
bool ReadsColumn(const Expr& e, const std::string& column);
// Renames `e`'s references to column `from` to `to`.
void RenameColumnRefs(Expr* e, const std::string& from, const std::string& to);

}  // namespace kite::ast

#endif  // KITE_PARSER_COLUMN_REFS_H_
