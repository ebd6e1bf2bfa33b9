#include "parser/normalize.h"

namespace kite {
namespace {

constexpr size_t kBad = std::string_view::npos;

bool IsSpace(unsigned char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' ||
         c == '\v';
}
bool IsDigit(unsigned char c) { return c >= '0' && c <= '9'; }
// IDENT_START / IDENT_PART of the grammar, byte-wise: every byte of a
// multi-byte UTF-8 character is >= 0x80.
bool IsIdentStart(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
         c >= 0x80;
}
bool IsIdentPart(unsigned char c) {
  return IsIdentStart(c) || IsDigit(c) || c == '$';
}

// The end of a quoted token whose opening `quote` is just before `i`: the
// index after the closing quote (a doubled quote is part of the text; with
// `backslash`, so is any character after a backslash), or kBad.
size_t EndOfQuoted(std::string_view s, size_t i, char quote, bool backslash) {
  while (i < s.size()) {
    const char c = s[i];
    if (backslash && c == '\\') {
      i += 2;
    } else if (c != quote) {
      ++i;
    } else if (i + 1 < s.size() && s[i + 1] == quote) {
      i += 2;
    } else {
      return i + 1;
    }
  }
  return kBad;
}

// The end of a number token starting at `i` (a digit, or '.' and a digit):
// DIGIT+ ('.' DIGIT*)? EXPONENT? or '.' DIGIT+ EXPONENT?.
size_t EndOfNumber(std::string_view s, size_t i) {
  const size_t n = s.size();
  while (i < n && IsDigit(s[i])) ++i;
  if (i < n && s[i] == '.') {
    ++i;
    while (i < n && IsDigit(s[i])) ++i;
  }
  if (i < n && (s[i] == 'e' || s[i] == 'E')) {
    size_t j = i + 1;
    if (j < n && (s[j] == '+' || s[j] == '-')) ++j;
    if (j < n && IsDigit(s[j])) {
      i = j;
      while (i < n && IsDigit(s[i])) ++i;
    }
  }
  return i;
}

// Whether a comment's bytes [begin, end) are plain ASCII without NUL.
bool PlainComment(std::string_view s, size_t begin, size_t end) {
  for (size_t i = begin; i < end; ++i) {
    const unsigned char c = s[i];
    if (c == 0 || c >= 0x80) return false;
  }
  return true;
}

// The end of the comment starting at `i`, if one does ("--" or "/*"): the
// index after it; `i` itself when there is none; kBad for one the caller
// must not normalise.
size_t EndOfComment(std::string_view s, size_t i) {
  if (s.substr(i, 2) == "--") {
    size_t end = s.find_first_of("\r\n", i + 2);
    if (end == kBad) end = s.size();
    return PlainComment(s, i, end) ? end : kBad;
  }
  if (s.substr(i, 2) == "/*") {
    const size_t close = s.find("*/", i + 2);
    if (close == kBad || s.substr(i + 2, close - i - 2).find("/*") != kBad ||
        !PlainComment(s, i, close)) {
      return kBad;
    }
    return close + 2;
  }
  return i;
}

// The end of the token starting at `i` (not a space or comment), or kBad.
size_t EndOfToken(std::string_view s, size_t i) {
  const size_t n = s.size();
  const unsigned char c = s[i];
  const unsigned char next = i + 1 < n ? s[i + 1] : 0;
  if (c == '\'') return EndOfQuoted(s, i + 1, '\'', false);
  if (c == '"') return EndOfQuoted(s, i + 1, '"', false);
  // E'...' is one token where the E starts one (not "namee'x'", which is
  // an identifier and a string).
  if ((c == 'e' || c == 'E') && next == '\'') {
    return EndOfQuoted(s, i + 2, '\'', true);
  }
  if (IsIdentStart(c)) {
    while (i < n && IsIdentPart(s[i])) ++i;
    return i;
  }
  if (IsDigit(c) || (c == '.' && IsDigit(next))) return EndOfNumber(s, i);
  if (c == '$' && IsDigit(next)) {
    ++i;
    while (i < n && IsDigit(s[i])) ++i;
    return i;
  }
  // Operators and punctuation: copied as they are. The next byte may
  // belong to the same operator ("::", "<>"), but no operator's second
  // byte starts a quote, comment, number or identifier.
  return i + 1;
}

}  // namespace

std::optional<std::string> NormalizeSql(std::string_view sql) {
  std::string out;
  out.reserve(sql.size());
  bool space = false;  // whitespace or a comment since the last token
  size_t i = 0;
  while (i < sql.size()) {
    if (IsSpace(sql[i])) {
      space = true;
      ++i;
      continue;
    }
    const size_t comment_end = EndOfComment(sql, i);
    if (comment_end == kBad) return std::nullopt;
    if (comment_end != i) {
      space = true;
      i = comment_end;
      continue;
    }
    const size_t end = EndOfToken(sql, i);
    if (end == kBad) return std::nullopt;
    if (space && !out.empty()) out.push_back(' ');
    space = false;
    out.append(sql.substr(i, end - i));
    i = end;
  }
  return out;
}

}  // namespace kite
