// Small std::string_view helpers (this abseil's absl::string_view is not
// std::string_view, so its ASCII helpers do not take ours).
#ifndef KITE_COMMON_TEXT_UTIL_H_
#define KITE_COMMON_TEXT_UTIL_H_

#include <string>
#include <string_view>

namespace kite {

// `s` without leading and trailing ASCII whitespace.
inline std::string_view StripSpaces(std::string_view s) {
  auto space = [](char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
           c == '\v';
  };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

// ASCII lower-case copy of `s`.
inline std::string ToLower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

// ASCII case-insensitive equality.
inline bool EqualsIgnoreCase(std::string_view a, std::string_view b) {
  return a.size() == b.size() && ToLower(a) == ToLower(b);
}

// An array element as PostgreSQL's array_out writes it: in double quotes
// (with " and \ escaped) when it is empty, NULL in any case, or holds a
// brace, comma, quote, backslash or white space; as it is otherwise.
inline std::string QuoteArrayElement(std::string_view s) {
  bool quote = s.empty() || EqualsIgnoreCase(s, "NULL");
  for (char c : s) {
    quote |= c == '"' || c == '\\' || c == '{' || c == '}' || c == ',' ||
             c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
             c == '\v';
  }
  if (!quote) return std::string(s);
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out.push_back('\\');
    out.push_back(c);
  }
  out.push_back('"');
  return out;
}

// Concatenation of strings, string_views and literals (absl::StrCat does not
// take std::string_view with this abseil).
template <typename... Args>
std::string Cat(const Args&... args) {
  std::string out;
  (out.append(std::string_view(args)), ...);
  return out;
}

}  // namespace kite

#endif  // KITE_COMMON_TEXT_UTIL_H_
