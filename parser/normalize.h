// The normalised text of a statement: the plan cache's key.
#ifndef KITE_PARSER_NORMALIZE_H_
#define KITE_PARSER_NORMALIZE_H_

#include <optional>
#include <string>
#include <string_view>

namespace kite {

// `sql` with its comments dropped and every run of whitespace and comments
// between two tokens replaced by one space (none at either end). Everything
// else is kept byte for byte: the case of keywords and identifiers, quoted
// strings and identifiers, and literals. Two texts with the same normalised
// text lex to the same tokens in the same order, so they parse to the same
// statements (only the line:column positions in the AST differ).
//
// Scans the text once, recognising quoted strings, E'' strings, quoted
// identifiers, numbers, parameters and comments exactly as the lexer
// (grammar/Kite.g4) does. Returns nullopt where it cannot vouch for that:
// an unterminated quote or comment, a block comment holding another "/*"
// (nested comments), or a comment with a NUL or non-ASCII byte (which the
// parser might reject as bad UTF-8 while the normalised text has dropped
// it). Such text is simply not cached.
std::optional<std::string> NormalizeSql(std::string_view sql);

}  // namespace kite

#endif  // KITE_PARSER_NORMALIZE_H_
