#include "server/error_fields.h"

#include <cctype>
#include <string>

#include "absl/strings/numbers.h"
#include "kite/status.h"

namespace kite::server {
namespace {

bool IsContinuationByte(char c) {
  return (static_cast<unsigned char>(c) & 0xc0) == 0x80;
}

// Finds " at line L:C" in `message`, removes it and returns L and C.
bool TakeLineColumn(std::string* message, int* line, int* column) {
  static constexpr std::string_view kMarker = " at line ";
  const size_t at = message->rfind(kMarker);
  if (at == std::string::npos) return false;
  size_t i = at + kMarker.size();
  const size_t colon = message->find(':', i);
  if (colon == std::string::npos) return false;
  size_t end = colon + 1;
  while (end < message->size() &&
         std::isdigit(static_cast<unsigned char>((*message)[end]))) {
    ++end;
  }
  if (!absl::SimpleAtoi(message->substr(i, colon - i), line) ||
      !absl::SimpleAtoi(message->substr(colon + 1, end - colon - 1), column)) {
    return false;
  }
  message->erase(at, end - at);
  return true;
}

// Moves "\n<LABEL>:  text" from the end of `message` into `*field`.
void TakeSection(std::string* message, std::string_view label,
                 std::string* field) {
  const std::string marker = "\n" + std::string(label) + ":  ";
  const size_t at = message->find(marker);
  if (at == std::string::npos) return;
  size_t end = message->find('\n', at + marker.size());
  if (end == std::string::npos) end = message->size();
  *field = message->substr(at + marker.size(), end - at - marker.size());
  message->erase(at, end - at);
}

}  // namespace

int CharacterOffset(std::string_view text, int line, int column) {
  if (line < 1 || column < 1) return 0;
  int current_line = 1;
  int current_column = 1;
  int chars = 0;  // characters before text[i]
  for (size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && IsContinuationByte(text[i])) continue;
    // text[i] starts a character, or i is the end of the text (where an
    // error "at end of input" points).
    if (current_line == line && current_column == column) return chars + 1;
    if (i == text.size()) break;
    if (text[i] == '\n') {
      ++current_line;
      current_column = 1;
    } else {
      ++current_column;
    }
    ++chars;
  }
  return 0;
}

ErrorFields ErrorFieldsOf(const absl::Status& status, std::string_view query,
                          TextOrigin origin) {
  ErrorFields f;
  f.code = SqlStateOf(status);
  f.message = std::string(status.message());
  TakeSection(&f.message, "HINT", &f.hint);
  TakeSection(&f.message, "CONTEXT", &f.context);
  TakeSection(&f.message, "DETAIL", &f.detail);
  int line, column;
  if (TakeLineColumn(&f.message, &line, &column)) {
    const int abs_line = origin.line + line - 1;
    const int abs_column = line == 1 ? origin.column + column - 1 : column;
    f.position = CharacterOffset(query, abs_line, abs_column);
  }
  return f;
}

}  // namespace kite::server
