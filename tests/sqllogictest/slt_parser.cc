#include "slt_parser.h"

#include <cstdlib>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/string_view.h"

namespace kite::slt {
namespace {

// The file's lines without their line terminators ("\n" or "\r\n").
std::vector<std::string> SplitLines(absl::string_view text) {
  std::vector<std::string> lines = absl::StrSplit(text, '\n');
  if (!lines.empty() && lines.back().empty()) lines.pop_back();
  for (std::string& line : lines) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
  }
  return lines;
}

bool IsBlank(absl::string_view line) {
  return absl::StripAsciiWhitespace(line).empty();
}

bool IsComment(absl::string_view line) {
  return !line.empty() && line[0] == '#';
}

std::vector<std::string> Tokens(absl::string_view line) {
  return absl::StrSplit(line, absl::ByAnyChar(" \t"), absl::SkipEmpty());
}

bool ValidTypes(absl::string_view types) {
  if (types.empty()) return false;
  for (char c : types) {
    if (c != 'I' && c != 'R' && c != 'T') return false;
  }
  return true;
}

// Fills `record` from its command line (already tokenised) and body lines.
void ParseCommand(const std::vector<std::string>& tokens,
                  absl::string_view command_line,
                  const std::vector<std::string>& body, Record& record) {
  const std::string& command = tokens[0];
  // SQL runs up to "----"; what follows is the expected result or error.
  std::vector<std::string> sql;
  size_t i = 0;
  for (; i < body.size() && body[i] != "----"; ++i) {
    if (!IsComment(body[i])) sql.push_back(body[i]);
  }
  std::vector<std::string> after;
  bool has_separator = i < body.size();
  if (has_separator) after.assign(body.begin() + i + 1, body.end());
  record.sql = absl::StrJoin(sql, "\n");

  if (command == "statement") {
    if (tokens.size() < 2 || (tokens[1] != "ok" && tokens[1] != "error")) {
      record.error = "expected \"statement ok\" or \"statement error\"";
      return;
    }
    if (record.sql.empty()) {
      record.error = "statement without SQL";
      return;
    }
    if (tokens[1] == "ok") {
      if (has_separator) {
        record.error = "\"statement ok\" cannot have a ---- section";
        return;
      }
      record.kind = RecordKind::kStatementOk;
      return;
    }
    record.kind = RecordKind::kStatementError;
    // Text after "error" on the command line, or the ---- section.
    size_t pos = command_line.find("error");
    std::string inline_text(
        absl::StripAsciiWhitespace(command_line.substr(pos + 5)));
    if (!inline_text.empty() && inline_text[0] == '#') inline_text.clear();
    if (has_separator) {
      record.expected_error = absl::StrJoin(after, "\n");
    } else {
      record.expected_error = inline_text;
    }
    return;
  }
  if (command == "query") {
    if (tokens.size() < 2 || !ValidTypes(tokens[1])) {
      record.error = "query needs a type string made of I, R and T";
      return;
    }
    if (record.sql.empty()) {
      record.error = "query without SQL";
      return;
    }
    record.types = tokens[1];
    size_t next = 2;
    if (tokens.size() > next) {
      if (tokens[next] == "nosort") {
        record.sort = SortMode::kNoSort;
        ++next;
      } else if (tokens[next] == "rowsort") {
        record.sort = SortMode::kRowSort;
        ++next;
      } else if (tokens[next] == "valuesort") {
        record.sort = SortMode::kValueSort;
        ++next;
      }
    }
    if (tokens.size() > next) record.label = tokens[next++];
    if (tokens.size() > next && tokens[next][0] != '#') {
      record.error = "unexpected text after the query label: " + tokens[next];
      return;
    }
    record.has_expected = has_separator;
    record.expected = std::move(after);
    record.kind = RecordKind::kQuery;
    return;
  }
  if (command == "hash-threshold") {
    int n = 0;
    if (tokens.size() < 2 || !absl::SimpleAtoi(tokens[1], &n) || n < 0) {
      record.error = "hash-threshold needs a non-negative number";
      return;
    }
    record.hash_threshold = n;
    record.kind = RecordKind::kHashThreshold;
    return;
  }
  if (command == "halt") {
    record.kind = RecordKind::kHalt;
    return;
  }
  record.error = "unknown command: " + command;
}

}  // namespace

std::vector<Record> ParseScript(absl::string_view text) {
  std::vector<std::string> lines = SplitLines(text);
  std::vector<Record> records;
  size_t i = 0;
  while (i < lines.size()) {
    // Skip the blank and comment lines between records.
    if (IsBlank(lines[i]) || IsComment(lines[i])) {
      ++i;
      continue;
    }
    Record record;
    // Conditions come first, one per line; trailing "# ..." is a comment.
    std::vector<std::string> tokens = Tokens(lines[i]);
    while (!tokens.empty() &&
           (tokens[0] == "skipif" || tokens[0] == "onlyif")) {
      if (tokens.size() < 2) {
        record.line = static_cast<int>(i) + 1;
        record.error = tokens[0] + " needs a label";
        break;
      }
      record.conditions.push_back({tokens[0] == "onlyif", tokens[1]});
      ++i;
      while (i < lines.size() && IsComment(lines[i])) ++i;
      tokens = i < lines.size() && !IsBlank(lines[i])
                   ? Tokens(lines[i])
                   : std::vector<std::string>{};
    }
    if (record.error.empty() && tokens.empty()) {
      record.line = static_cast<int>(i);
      record.error = "skipif/onlyif not followed by a record";
    }
    if (!record.error.empty()) {
      records.push_back(std::move(record));
      while (i < lines.size() && !IsBlank(lines[i])) ++i;
      continue;
    }
    record.line = static_cast<int>(i) + 1;
    std::string command_line = lines[i];
    ++i;
    std::vector<std::string> body;
    while (i < lines.size() && !IsBlank(lines[i])) body.push_back(lines[i++]);
    ParseCommand(tokens, command_line, body, record);
    records.push_back(std::move(record));
  }
  return records;
}

}  // namespace kite::slt
