// Test helpers for the parser tests: parse and render in one call.
#ifndef KITE_TESTS_UNIT_PARSER_PARSE_HELPERS_H_
#define KITE_TESTS_UNIT_PARSER_PARSE_HELPERS_H_

#include <string>
#include <string_view>
#include <variant>

#include "gtest/gtest.h"
#include "kite/status.h"
#include "parser/parser.h"
#include "tests/unit/parser/ast_dump.h"

namespace kite::testing {

// The expression rendered by Dump(), or "ERROR <sqlstate>: <message>".
inline std::string ExprOf(std::string_view sql) {
  absl::StatusOr<ast::ExprPtr> expr = ParseExpression(sql);
  if (!expr.ok()) {
    return absl::StrCat("ERROR ", SqlStateOf(expr.status()), ": ",
                        std::string(expr.status().message()));
  }
  return Dump(**expr);
}

// The single statement `sql` holds; fails the test otherwise.
inline ast::Statement One(std::string_view sql) {
  absl::StatusOr<std::vector<ast::Statement>> statements = ParseSql(sql);
  EXPECT_TRUE(statements.ok()) << sql << ": " << statements.status();
  if (!statements.ok()) return {};
  EXPECT_EQ(statements->size(), 1u) << sql;
  if (statements->size() != 1) return {};
  return std::move(statements->front());
}

// The query `sql` holds, rendered by Dump(), or "ERROR <sqlstate>: ...".
inline std::string QueryOf(std::string_view sql) {
  absl::StatusOr<std::vector<ast::Statement>> statements = ParseSql(sql);
  if (!statements.ok()) {
    return absl::StrCat("ERROR ", SqlStateOf(statements.status()), ": ",
                        std::string(statements.status().message()));
  }
  if (statements->size() != 1) return "not one statement";
  auto* select =
      std::get_if<std::shared_ptr<ast::SelectStmt>>(&statements->front().node);
  if (select == nullptr) return "not a query";
  return Dump(**select);
}

// "<sqlstate>: <message>" of parsing `sql`, or "OK".
inline std::string ErrorOf(std::string_view sql) {
  absl::StatusOr<std::vector<ast::Statement>> statements = ParseSql(sql);
  if (statements.ok()) return "OK";
  return absl::StrCat(SqlStateOf(statements.status()), ": ",
                      std::string(statements.status().message()));
}

}  // namespace kite::testing

#endif  // KITE_TESTS_UNIT_PARSER_PARSE_HELPERS_H_
