#include "shell/statement_splitter.h"

#include "shell/text_util.h"

namespace kite::shell {

std::vector<InputItem> StatementSplitter::AddLine(std::string_view line) {
  ++line_number_;
  std::vector<InputItem> out;
  if (!buffer_.empty()) buffer_ += '\n';
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
      // once reopens, which this toggling handles by itself.
      buffer_ += c;
      if (in_single_quote_ && c == '\'') in_single_quote_ = false;
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
    if (c == '\'') in_single_quote_ = true;
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
    const size_t newline = text.find('\n');
    std::string_view line = text.substr(0, newline);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
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
