// The statement splitter that cuts a simple Query (and the shell's input)
// into statements: literals keep their bytes, and a ';' inside a literal,
// an E'...' string with escaped quotes included, does not end a statement.
#include "shell/statement_splitter.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace kite::shell {
namespace {

std::vector<std::string> Split(std::string_view text) {
  StatementSplitter splitter;
  std::vector<std::string> out;
  for (auto& item : splitter.AddText(text)) out.push_back(item.text);
  for (auto& item : splitter.Finish()) out.push_back(item.text);
  return out;
}

TEST(StatementSplitterTest, SemicolonsInLiteralsAndComments) {
  EXPECT_EQ(Split("SELECT 'a;b'; SELECT \"x;y\" -- c;d\n; /* e;f */ SELECT 2"),
            (std::vector<std::string>{"SELECT 'a;b'", "SELECT \"x;y\" -- c;d",
                                      "/* e;f */ SELECT 2"}));
  EXPECT_EQ(Split("SELECT 'it''s; here'; SELECT 1"),
            (std::vector<std::string>{"SELECT 'it''s; here'", "SELECT 1"}));
}

TEST(StatementSplitterTest, EscapeStringsEscapeQuotes) {
  EXPECT_EQ(Split("SELECT E'it\\'s; here'; SELECT 1"),
            (std::vector<std::string>{"SELECT E'it\\'s; here'", "SELECT 1"}));
  EXPECT_EQ(Split("SELECT e'a\\\\'; SELECT 1"),
            (std::vector<std::string>{"SELECT e'a\\\\'", "SELECT 1"}));
  // Doubled quotes in an E string, and a backslash escaping the newline.
  EXPECT_EQ(Split("SELECT E'a''\\'; b\\\n;'; SELECT 1"),
            (std::vector<std::string>{"SELECT E'a''\\'; b\\\n;'", "SELECT 1"}));
  // A name ending in e before a quote (a typed literal) is no E string:
  // the backslash is plain text, and the quote after it ends the literal.
  EXPECT_EQ(Split("SELECT date'a\\'; SELECT 1"),
            (std::vector<std::string>{"SELECT date'a\\'", "SELECT 1"}));
}

TEST(StatementSplitterTest, CarriageReturnsAreKept) {
  EXPECT_EQ(Split("SELECT 'a\r\nb';\r\nSELECT 1"),
            (std::vector<std::string>{"SELECT 'a\r\nb'", "SELECT 1"}));
}

}  // namespace
}  // namespace kite::shell
