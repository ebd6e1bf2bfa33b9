#include "parser/syntax_errors.h"

#include <vector>

#include "KiteParser.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "kite/status.h"

namespace kite::parser_internal {
namespace {

using G = ::kite::parser_gen::KiteParser;

constexpr size_t kMaxTokenChars = 40;
constexpr size_t kMaxExpected = 8;

// The tokens the parser could have accepted instead of the offending one,
// as readable names: the many tokens that may start an expression or an
// identifier are summed up as "expression" / "identifier".
std::vector<std::string> ExpectedNames(antlr4::Parser* parser,
                                       std::exception_ptr e) {
  antlr4::misc::IntervalSet expected;
  try {
    if (e != nullptr) {
      try {
        std::rethrow_exception(e);
      } catch (const antlr4::NoViableAltException& no_viable) {
        // The decision failed some tokens after its start; what it expected
        // at its start says nothing about the offending token.
        if (no_viable.getStartToken() != no_viable.getOffendingToken()) {
          return {};
        }
        expected = no_viable.getExpectedTokens();
      } catch (const antlr4::RecognitionException& recognition) {
        expected = recognition.getExpectedTokens();
      }
    } else {
      expected = parser->getExpectedTokens();
    }
  } catch (...) {
    return {};
  }

  const antlr4::atn::ATN& atn = parser->getATN();
  std::vector<std::string> names;
  auto summarise = [&](size_t rule, const char* name) {
    antlr4::misc::IntervalSet first =
        atn.nextTokens(atn.ruleToStartState[rule]);
    first.remove(antlr4::Token::EPSILON);
    if (!first.isEmpty() &&
        expected.contains(static_cast<size_t>(G::IDENTIFIER)) &&
        first.contains(static_cast<size_t>(G::IDENTIFIER))) {
      bool all = true;
      for (size_t t : first.toList()) {
        if (!expected.contains(t)) {
          all = false;
          break;
        }
      }
      if (all) {
        expected = expected.subtract(first);
        names.push_back(name);
      }
    }
  };
  summarise(G::RuleOtherExpr, "expression");
  summarise(G::RuleIdentifier, "identifier");

  // Only the end of input is expected when a statement is complete and the
  // parser is back in the script rule: that hides what else could have
  // continued the statement, so say nothing, unless no statement had
  // started, where any statement could.
  if (expected.size() == 1 && expected.contains(antlr4::Token::EOF)) {
    antlr4::TokenStream* tokens = parser->getTokenStream();
    const antlr4::Token* previous = tokens->LT(-1);
    if (previous != nullptr && previous->getType() != G::SEMI) return {};
    return {"SELECT", "INSERT",   "UPDATE", "DELETE", "CREATE",
            "DROP",   "TRUNCATE", "COPY",   "VALUES", "EXPLAIN",
            "SET",    "SHOW",     "BEGIN",  "COMMIT", "ROLLBACK"};
  }

  const antlr4::dfa::Vocabulary& vocabulary = parser->getVocabulary();
  for (ssize_t t : expected.toList()) {
    if (t == antlr4::Token::EOF) {
      names.push_back("end of input");
    } else if (t > 0) {
      std::string name = vocabulary.getDisplayName(static_cast<size_t>(t));
      if (!name.empty() && name.back() == '_') name.pop_back();  // NULL_
      names.push_back(std::move(name));
    }
  }
  return names;
}

}  // namespace

std::string DescribeToken(const antlr4::Token* token) {
  if (token == nullptr || token->getType() == antlr4::Token::EOF) {
    return "end of input";
  }
  std::string text = token->getText();
  bool shortened = false;
  if (text.size() > kMaxTokenChars) {
    size_t cut = kMaxTokenChars;
    // Do not cut a UTF-8 sequence in half.
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) {
      --cut;
    }
    text.resize(cut);
    shortened = true;
  }
  std::string out;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7F) {
      absl::StrAppendFormat(&out, "\\x%02x", u);
    } else {
      out.push_back(c);
    }
  }
  if (shortened) out += "...";
  return absl::StrCat("\"", out, "\"");
}

void FirstSyntaxError::syntaxError(antlr4::Recognizer* recognizer,
                                   antlr4::Token* offending_symbol, size_t line,
                                   size_t char_position_in_line,
                                   const std::string& msg,
                                   std::exception_ptr e) {
  if (has_error()) return;
  const std::string where =
      absl::StrCat(" at line ", line, ":", char_position_in_line + 1);
  const size_t type = offending_symbol != nullptr ? offending_symbol->getType()
                                                  : antlr4::Token::EOF;
  std::string message;
  switch (type) {
    case G::UNTERMINATED_STRING:
      message = absl::StrCat("unterminated quoted string at or near ",
                             DescribeToken(offending_symbol), where);
      break;
    case G::UNTERMINATED_QUOTED_IDENTIFIER:
      message = absl::StrCat("unterminated quoted identifier at or near ",
                             DescribeToken(offending_symbol), where);
      break;
    case G::UNTERMINATED_COMMENT:
      message = absl::StrCat("unterminated /* comment at or near ",
                             DescribeToken(offending_symbol), where);
      break;
    default: {
      message = type == antlr4::Token::EOF
                    ? absl::StrCat("syntax error at end of input", where)
                    : absl::StrCat("syntax error at or near ",
                                   DescribeToken(offending_symbol), where);
      auto* parser = dynamic_cast<antlr4::Parser*>(recognizer);
      std::vector<std::string> expected;
      if (parser != nullptr) expected = ExpectedNames(parser, e);
      if (expected.size() == 1) {
        absl::StrAppend(&message, ", expected ", expected[0]);
      } else if (!expected.empty()) {
        const bool more = expected.size() > kMaxExpected;
        if (more) expected.resize(kMaxExpected);
        absl::StrAppend(&message,
                        ", expected one of: ", absl::StrJoin(expected, ", "),
                        more ? ", ..." : "");
      }
    }
  }
  status_ = SqlError(sqlstate::kSyntaxError, message);
}

void StopAtFirstError::recover(antlr4::Parser* recognizer,
                               std::exception_ptr e) {
  throw antlr4::ParseCancellationException();
}

antlr4::Token* StopAtFirstError::recoverInline(antlr4::Parser* recognizer) {
  // Caught by the rule, which reports it and calls recover().
  throw antlr4::InputMismatchException(recognizer);
}

}  // namespace kite::parser_internal
