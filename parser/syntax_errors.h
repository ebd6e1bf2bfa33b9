// Syntax errors: PostgreSQL-style messages with line:column and, where the
// parser knows it, what was expected. Internal to the parser.
#ifndef KITE_PARSER_SYNTAX_ERRORS_H_
#define KITE_PARSER_SYNTAX_ERRORS_H_

#include <exception>
#include <string>

#include "absl/status/status.h"
#include "antlr4-runtime.h"

namespace kite::parser_internal {

// Keeps the first syntax error reported by the parser as a 42601 status:
//   syntax error at or near "x" at line L:C, expected one of: A, B, ...
//   syntax error at end of input at line L:C, expected ...
//   unterminated quoted string at or near "'abc" at line L:C
class FirstSyntaxError : public antlr4::BaseErrorListener {
 public:
  void syntaxError(antlr4::Recognizer* recognizer,
                   antlr4::Token* offending_symbol, size_t line,
                   size_t char_position_in_line, const std::string& msg,
                   std::exception_ptr e) override;

  bool has_error() const { return !status_.ok(); }
  const absl::Status& status() const { return status_; }

 private:
  absl::Status status_;
};

// An error strategy that reports the first error to the listeners and then
// abandons the parse (ParseCancellationException) instead of recovering.
class StopAtFirstError : public antlr4::DefaultErrorStrategy {
 public:
  void recover(antlr4::Parser* recognizer, std::exception_ptr e) override;
  antlr4::Token* recoverInline(antlr4::Parser* recognizer) override;
  void sync(antlr4::Parser* recognizer) override {}
};

// How a token is named in a message: `"text"` (shortened, control
// characters escaped), or `end of input`.
std::string DescribeToken(const antlr4::Token* token);

}  // namespace kite::parser_internal

#endif  // KITE_PARSER_SYNTAX_ERRORS_H_
