// SQL text -> AST.
#ifndef KITE_PARSER_PARSER_H_
#define KITE_PARSER_PARSER_H_

#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "parser/ast.h"

namespace kite {

// Parses one or more ';'-separated statements. Empty statements are skipped.
// Errors: 42601 with the message
//   syntax error at or near "<token>" at line L:C, expected <what>
// (or `at end of input`). Never throws, never crashes on any input.
// Thread-safe.
absl::StatusOr<std::vector<ast::Statement>> ParseSql(std::string_view sql);

// Parses a single expression (used by tests and defaults).
absl::StatusOr<ast::ExprPtr> ParseExpression(std::string_view sql);

}  // namespace kite

#endif  // KITE_PARSER_PARSER_H_
