// Splits shell input into SQL statements and backslash meta commands.
#ifndef KITE_SHELL_STATEMENT_SPLITTER_H_
#define KITE_SHELL_STATEMENT_SPLITTER_H_

#include <string>
#include <string_view>
#include <vector>

namespace kite::shell {

// One unit of work found in the input.
struct InputItem {
  enum Kind { kSql, kMeta };
  Kind kind;
  // kSql: the statement without its terminating ';', trimmed.
  // kMeta: the command line from the backslash to the end of the line,
  // trimmed (e.g. "\d items").
  std::string text;
  // 1-based line of the input where the item starts.
  int line = 0;
};

// Cuts text fed line by line into statements ending at ';' and meta
// commands, as psql does: a ';' inside a 'string' (E'it\'s' included), a
// "quoted identifier", a -- comment or a (nested) /* comment */ does not
// end a statement, and a backslash outside of those starts a meta command
// running to the end of the line. Statements made only of blanks and
// comments are dropped; the text of each is kept byte for byte (carriage
// returns included).
// Not thread-safe.
class StatementSplitter {
 public:
  // Consumes one line (without its newline) and returns the items it
  // completed, in order.
  std::vector<InputItem> AddLine(std::string_view line);

  // Consumes a whole text of several lines.
  std::vector<InputItem> AddText(std::string_view text);

  // At end of input: the unterminated statement still pending, if it holds
  // more than blanks and comments (psql runs it too).
  std::vector<InputItem> Finish();

  // Whether a statement has begun and not yet ended (the shell then shows
  // the continuation prompt).
  bool in_statement() const;

 private:
  void EmitStatement(std::vector<InputItem>* out);

  std::string buffer_;            // text of the current statement
  bool has_content_ = false;      // buffer_ holds more than blanks/comments
  int start_line_ = 0;            // line where the current statement began
  int line_number_ = 0;           // lines consumed so far
  bool in_single_quote_ = false;  // inside '...'
  bool in_double_quote_ = false;  // inside "..."
  bool escape_string_ = false;    // the '...' is an E'...' string
  bool escape_next_ = false;      // after a backslash in an E'...' string
  int comment_depth_ = 0;         // nesting depth of /* */ comments
};

}  // namespace kite::shell

#endif  // KITE_SHELL_STATEMENT_SPLITTER_H_
