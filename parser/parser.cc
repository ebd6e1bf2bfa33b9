// ParseSql / ParseExpression: ANTLR lexer and parser (SLL prediction first,
// full LL only when that fails), guarded against deep nesting, then the
// AST builder.
#include "parser/parser.h"

#include <exception>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "KiteLexer.h"
#include "KiteParser.h"
#include "absl/strings/str_cat.h"
#include "antlr4-runtime.h"
#include "kite/status.h"
#include "parser/ast_builder.h"
#include "parser/ast_limits.h"
#include "parser/literals.h"
#include "parser/syntax_errors.h"

namespace kite {
namespace {

using parser_internal::AstBuilder;
using parser_internal::G;

// Thrown by GuardedParser through the generated parser (which only catches
// RecognitionException) and caught in Run().
struct NestingTooDeep {
  antlr4::Token* at;
};

// The generated parser, stopping when rules nest deeper than kMaxRuleDepth,
// before the recursive-descent parser runs out of stack. Parse listeners
// would do the same but slow every rule and token down.
class GuardedParser : public G {
 public:
  using G::G;

  void enterRule(antlr4::ParserRuleContext* localctx, size_t state,
                 size_t rule_index) override {
    // `_ctx` is the parent of the rule being entered: drop the rules that
    // have returned since (exitRule is not virtual), then push this one.
    while (!active_.empty() && active_.back() != _ctx) active_.pop_back();
    active_.push_back(localctx);
    if (active_.size() > parser_internal::kMaxRuleDepth) {
      throw NestingTooDeep{getCurrentToken()};
    }
    G::enterRule(localctx, state, rule_index);
  }

  // A labelled alternative swaps the rule's context for a subclass.
  void enterOuterAlt(antlr4::ParserRuleContext* localctx, size_t alt) override {
    if (!active_.empty() && active_.back() == _ctx) active_.back() = localctx;
    G::enterOuterAlt(localctx, alt);
  }

  void ResetDepth() { active_.clear(); }

 private:
  std::vector<antlr4::ParserRuleContext*> active_;
};

// Everything one parse needs; the parse tree lives as long as this does.
class ParseRun {
 public:
  explicit ParseRun(std::string_view sql)
      : input_(std::string(sql)),
        lexer_(&input_),
        tokens_(&lexer_),
        parser_(&tokens_) {
    lexer_.removeErrorListeners();
    parser_.removeErrorListeners();
  }

  antlr4::CharStream* input() { return &input_; }

  // Parses with `rule` (a member function of the generated parser); on
  // success stores the tree in *tree.
  template <typename Context>
  absl::Status Run(Context* (G::*rule)(), Context** tree) {
    if (absl::Status s = CheckNesting(); !s.ok()) return s;
    // Stage 1: SLL prediction, bail out on the first error. Almost every
    // valid statement parses here, quickly.
    auto* interpreter =
        parser_.getInterpreter<antlr4::atn::ParserATNSimulator>();
    interpreter->setPredictionMode(antlr4::atn::PredictionMode::SLL);
    parser_.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
    try {
      *tree = (parser_.*rule)();
      return absl::OkStatus();
    } catch (const antlr4::ParseCancellationException&) {
      // Fall through to full LL.
    } catch (const NestingTooDeep& e) {
      return TooDeep(e.at);
    } catch (const std::exception& e) {
      return Internal(e);
    }

    // Stage 2: full LL, which is exact; an error here is a real one.
    tokens_.seek(0);
    parser_.reset();
    parser_.ResetDepth();
    interpreter->setPredictionMode(antlr4::atn::PredictionMode::LL);
    parser_.setErrorHandler(
        std::make_shared<parser_internal::StopAtFirstError>());
    parser_.addErrorListener(&errors_);
    try {
      *tree = (parser_.*rule)();
    } catch (const antlr4::ParseCancellationException&) {
    } catch (const NestingTooDeep& e) {
      return TooDeep(e.at);
    } catch (const std::exception& e) {
      return Internal(e);
    }
    if (errors_.has_error()) return errors_.status();
    if (parser_.getNumberOfSyntaxErrors() > 0) {
      return SqlError(sqlstate::kSyntaxError, "syntax error");
    }
    return absl::OkStatus();
  }

 private:
  // Rejects input whose parentheses or brackets nest deeper than
  // kMaxNesting before parsing: besides the stack, prediction on deeply
  // nested parentheses scans ahead to the innermost one at every level.
  absl::Status CheckNesting() {
    tokens_.fill();
    int depth = 0;
    for (antlr4::Token* token : tokens_.getTokens()) {
      const size_t type = token->getType();
      if (type == G::LPAREN || type == G::LBRACKET) {
        if (++depth > parser_internal::kMaxNesting) return TooDeep(token);
      } else if ((type == G::RPAREN || type == G::RBRACKET) && depth > 0) {
        --depth;
      }
    }
    return absl::OkStatus();
  }

  static absl::Status TooDeep(const antlr4::Token* at) {
    const ast::Position pos = AstBuilder::PositionOf(at);
    return SqlError(parser_internal::kStatementTooComplex,
                    absl::StrCat("statement is nested too deeply at line ",
                                 pos.line, ":", pos.column));
  }
  static absl::Status Internal(const std::exception& e) {
    return SqlError(sqlstate::kInternalError,
                    absl::StrCat("parser failure: ", e.what()));
  }

  antlr4::ANTLRInputStream input_;
  kite::parser_gen::KiteLexer lexer_;
  antlr4::CommonTokenStream tokens_;
  GuardedParser parser_;
  parser_internal::FirstSyntaxError errors_;
};

absl::Status CheckEncoding(std::string_view sql) {
  if (!parser_internal::IsValidUtf8(sql)) {
    return SqlError("22021", "invalid byte sequence for encoding \"UTF8\"");
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::vector<ast::Statement>> ParseSql(std::string_view sql) {
  if (absl::Status s = CheckEncoding(sql); !s.ok()) return s;
  ParseRun run(sql);
  G::ScriptContext* tree = nullptr;
  if (absl::Status s = run.Run(&G::script, &tree); !s.ok()) return s;
  AstBuilder builder(run.input());
  std::vector<ast::Statement> statements;
  for (auto* statement : tree->statement()) {
    statements.push_back(builder.Statement(statement));
  }
  if (!builder.status().ok()) return builder.status();
  return statements;
}

absl::StatusOr<ast::ExprPtr> ParseExpression(std::string_view sql) {
  if (absl::Status s = CheckEncoding(sql); !s.ok()) return s;
  ParseRun run(sql);
  G::ExpressionOnlyContext* tree = nullptr;
  if (absl::Status s = run.Run(&G::expressionOnly, &tree); !s.ok()) return s;
  AstBuilder builder(run.input());
  ast::ExprPtr expr = builder.Expr(tree->expr());
  if (!builder.status().ok()) {
    parser_internal::ReleaseExpr(std::move(expr));
    return builder.status();
  }
  return expr;
}

}  // namespace kite
