#include "shell/statement_splitter.h"

#include <cctype>

#include "shell/text_util.h"

namespace kite::shell {
namespace {

bool IsIdentifierChar(char c) {
  const auto u = static_cast<unsigned char>(c);
  return std::isalnum(u) != 0 || c == '_' || c == '$' || u >= 0x80;
}

}  // namespace

std::vector<InputItem> StatementSplitter::AddLine(std::string_view line) {
  ++line_number_;
  std::vector<InputItem> out;
  if (!buffer_.empty()) buffer_ += '\n';
  escape_next_ = false;  // a backslash at the end of a line escaped it
  size_t i = 0;
  while (i < line.size()) {
    const char c = line[i];
    const char next = i + 1 < line.size() ? line[i + 1] : '\0';
    if (comment_depth_ > 0) {
      buffer_ += c;
      if (c == '*' && next == '/') {
        buffer_ += next;
        --comment_depth_;
        ++i;
      } else if (c == '/' && next == '*') {
        buffer_ += next;
        ++comment_depth_;
        ++i;
      }
      ++i;
      continue;
    }
    if (in_single_quote_ || in_double_quote_) {
      // A doubled quote ('' or "") is an escaped quote: it closes and at
      // once reopens, which this toggling handles by itself. In an E'...'
      // string a backslash escapes the next character, a quote too.
      buffer_ += c;
      if (escape_next_) {
        escape_next_ = false;
      } else if (in_single_quote_ && escape_string_ && c == '\\') {
        escape_next_ = true;
      } else if (in_single_quote_ && c == '\'') {
        in_single_quote_ = false;
      }
      if (in_double_quote_ && c == '"') in_double_quote_ = false;
      ++i;
      continue;
    }
    if (c == '-' && next == '-') {
      // A line comment: keep it in the statement, it ends with the line.
      buffer_.append(line.substr(i));
      break;
    }
    if (c == '/' && next == '*') {
      buffer_ += "/*";
      comment_depth_ = 1;
      i += 2;
      continue;
    }
    if (c == '\\') {
      InputItem meta{InputItem::kMeta, std::string(StripBlanks(line.substr(i))),
                     line_number_};
      out.push_back(std::move(meta));
      break;
    }
    if (c == ';') {
      EmitStatement(&out);
      ++i;
      continue;
    }
    if (!IsBlank(c)) {
      if (!has_content_) start_line_ = line_number_;
      has_content_ = true;
    }
    if (c == '\'') {
      // E'...' (the E a token of its own, not the end of a name); a quote
      // right after a closing one reopens the same string ('').
      const size_t n = buffer_.size();
      if (n == 0 || buffer_[n - 1] != '\'') {
        escape_string_ = n > 0 &&
                         (buffer_[n - 1] == 'e' || buffer_[n - 1] == 'E') &&
                         (n == 1 || !IsIdentifierChar(buffer_[n - 2]));
      }
      in_single_quote_ = true;
    }
    if (c == '"') in_double_quote_ = true;
    buffer_ += c;
    ++i;
  }
  if (!has_content_ && comment_depth_ == 0) buffer_.clear();
  return out;
}

std::vector<InputItem> StatementSplitter::AddText(std::string_view text) {
  std::vector<InputItem> out;
  if (text.empty()) return out;
  if (text.back() == '\n') text.remove_suffix(1);
  while (true) {
    // A carriage return stays: inside a literal it is part of the value.
    const size_t newline = text.find('\n');
    std::string_view line = text.substr(0, newline);
    std::vector<InputItem> items = AddLine(line);
    for (InputItem& item : items) out.push_back(std::move(item));
    if (newline == std::string_view::npos) break;
    text.remove_prefix(newline + 1);
  }
  return out;
}

std::vector<InputItem> StatementSplitter::Finish() {
  std::vector<InputItem> out;
  EmitStatement(&out);
  in_single_quote_ = in_double_quote_ = false;
  escape_string_ = escape_next_ = false;
  comment_depth_ = 0;
  return out;
}

bool StatementSplitter::in_statement() const {
  return has_content_ || in_single_quote_ || in_double_quote_ ||
         comment_depth_ > 0;
}

void StatementSplitter::EmitStatement(std::vector<InputItem>* out) {
  if (has_content_) {
    out->push_back(InputItem{InputItem::kSql, std::string(StripBlanks(buffer_)),
                             start_line_});
  }
  buffer_.clear();
  has_content_ = false;
}

}  // namespace kite::shell
