// LIKE / ILIKE pattern matching: a pattern is compiled once into a matcher
// that picks a fast path (equality, prefix, suffix, substring) when it can.
#ifndef KITE_EXPR_EXPRESSION_LIKE_H_
#define KITE_EXPR_EXPRESSION_LIKE_H_

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace kite::expr {

class LikeMatcher {
 public:
  // Compiles `pattern` (% any text, _ one character, `escape` quotes the next
  // character; an empty escape disables escaping). Errors: 22019 "invalid
  // escape string" when the escape is longer than one character.
  static absl::StatusOr<LikeMatcher> Compile(std::string_view pattern,
                                             std::string_view escape,
                                             bool case_insensitive);

  // Whether `text` matches the whole pattern. Characters are UTF-8: _ takes
  // one code point. ILIKE folds ASCII letters. Error: 22025 "LIKE pattern
  // must not end with escape character" when matching reaches a trailing
  // escape with text left (as PostgreSQL, which reports it only then).
  absl::StatusOr<bool> Match(std::string_view text) const;

  // Match() with the error read as no match.
  bool Matches(std::string_view text) const;

  // Whether the pattern ends with a lone escape character (Match may fail).
  bool has_trailing_escape() const { return trailing_escape_; }

 private:
  enum class Shape { kExact, kPrefix, kSuffix, kContains, kGeneral };
  // One element of the compiled pattern: a literal run, %, or _.
  struct Token {
    enum Kind { kLiteral, kAny, kOne } kind;
    std::string literal;
  };

  enum class Outcome { kNoMatch, kMatch, kTrailingEscape };
  Outcome MatchGeneral(std::string_view text) const;

  Shape shape_ = Shape::kGeneral;
  std::string literal_;  // for the fast shapes
  std::vector<Token> tokens_;
  bool case_insensitive_ = false;
  bool trailing_escape_ = false;  // the pattern ends with a lone escape
};

}  // namespace kite::expr

#endif  // KITE_EXPR_EXPRESSION_LIKE_H_
