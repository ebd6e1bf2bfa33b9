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
#include "common/interrupt.h"
#include "common/statement_memory.h"
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

// Thrown by InterruptibleInput and GuardedParser when the statement must
// stop (statement_timeout, cancel), caught in ParseRun::Run.
struct ParseInterrupted {
  absl::Status status;
};

// Every this many characters lexed or rules entered, the parse checks
// whether its statement must stop (a check costs a thread-local load).
constexpr size_t kInterruptEvery = 4096;

inline void CheckParseInterrupt() {
  if (absl::Status s = CheckCurrentInterrupt(); !s.ok()) {
    throw ParseInterrupted{std::move(s)};
  }
}

// The lexer's input, checking for interruption as it is read, so that a
// statement of a huge literal stops within its timeout.
class InterruptibleInput : public antlr4::ANTLRInputStream {
 public:
  // `sql` must be valid UTF-8 (CheckEncoding). ANTLR's own decoding grows
  // its UTF-32 buffer as it goes and cannot be stopped: a statement of
  // 30 MB took two seconds in it.
  void Load(std::string_view sql) {
    _data.resize(sql.size());
    size_t n = 0;
    const auto* in = reinterpret_cast<const unsigned char*>(sql.data());
    size_t next_check = 0;
    for (size_t i = 0; i < sql.size();) {
      if (i >= next_check) {
        CheckParseInterrupt();
        next_check = i + (1 << 20);
      }
      const unsigned char c = in[i];
      const int extra = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
      char32_t code = extra == 0   ? c
                      : extra == 1 ? c & 0x1F
                      : extra == 2 ? c & 0x0F
                                   : c & 0x07;
      for (int k = 1; k <= extra; ++k) code = (code << 6) | (in[i + k] & 0x3F);
      _data[n++] = code;
      i += 1 + extra;
    }
    _data.resize(n);
    reset();
  }

  void consume() override {
    antlr4::ANTLRInputStream::consume();
    if (++consumed_ % kInterruptEvery == 0) CheckParseInterrupt();
  }

 private:
  size_t consumed_ = 0;
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
    if (++entered_ % kInterruptEvery == 0) CheckParseInterrupt();
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
  size_t entered_ = 0;
};

// Everything one parse needs; the parse tree lives as long as this does.
class ParseRun {
 public:
  explicit ParseRun(std::string_view sql)
      : sql_(sql), lexer_(&input_), tokens_(&lexer_), parser_(&tokens_) {
    lexer_.removeErrorListeners();
    parser_.removeErrorListeners();
  }

  antlr4::CharStream* input() { return &input_; }

  // Parses with `rule` (a member function of the generated parser); on
  // success stores the tree in *tree.
  template <typename Context>
  absl::Status Run(Context* (G::*rule)(), Context** tree) {
    try {
      return RunGuarded(rule, tree);
    } catch (const ParseInterrupted& e) {
      return e.status;
    }
  }

 private:
  template <typename Context>
  absl::Status RunGuarded(Context* (G::*rule)(), Context** tree) {
    input_.Load(sql_);
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

  std::string_view sql_;
  InterruptibleInput input_;
  kite::parser_gen::KiteLexer lexer_;
  antlr4::CommonTokenStream tokens_;
  GuardedParser parser_;
  parser_internal::FirstSyntaxError errors_;
};

// Measured: a 100 MB literal peaks at 3.7 GB while parsed.
constexpr int64_t kParseBytesPerTextByte = 40;
// Shorter texts are not worth counting.
constexpr size_t kChargedTextBytes = 1 << 20;

absl::Status CheckEncoding(std::string_view sql) {
  if (!parser_internal::IsValidUtf8(sql)) {
    return SqlError("22021", "invalid byte sequence for encoding \"UTF8\"");
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::vector<ast::Statement>> ParseSql(std::string_view sql) {
  if (absl::Status s = CheckEncoding(sql); !s.ok()) return s;
  // Parsing holds a few dozen bytes per byte of text (ANTLR's input is
  // UTF-32, then tokens, the parse tree and the AST): a statement of
  // hundreds of MB (a huge literal) counts against statement_mem before
  // it starts rather than taking the machine.
  MemoryCharge charge;
  if (sql.size() >= kChargedTextBytes) {
    absl::Status s = charge.Set(
        static_cast<int64_t>(sql.size()) * kParseBytesPerTextByte, "parsing");
    if (!s.ok()) return s;
  }
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
