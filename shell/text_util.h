// Small string helpers over std::string_view (Debian's Abseil has its own
// string_view type, so absl's string functions do not take std's).
#ifndef KITE_SHELL_TEXT_UTIL_H_
#define KITE_SHELL_TEXT_UTIL_H_

#include <cctype>
#include <string>
#include <string_view>

namespace kite::shell {

inline bool IsBlank(char c) {
  return std::isspace(static_cast<unsigned char>(c)) != 0;
}

// `text` without leading and trailing whitespace.
inline std::string_view StripBlanks(std::string_view text) {
  while (!text.empty() && IsBlank(text.front())) text.remove_prefix(1);
  while (!text.empty() && IsBlank(text.back())) text.remove_suffix(1);
  return text;
}

// `text` in ASCII lower case.
inline std::string ToLower(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Whether `text` begins with `prefix`, ignoring ASCII case.
inline bool StartsWithIgnoreCase(std::string_view text,
                                 std::string_view prefix) {
  return text.size() >= prefix.size() &&
         ToLower(text.substr(0, prefix.size())) == ToLower(prefix);
}

}  // namespace kite::shell

#endif  // KITE_SHELL_TEXT_UTIL_H_
