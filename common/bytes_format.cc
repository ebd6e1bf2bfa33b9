#include "common/bytes_format.h"

#include <cctype>

#include "common/text_util.h"
#include "kite/status.h"

namespace kite {
namespace {

constexpr char kHex[] = "0123456789abcdef";

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Hex pairs with spaces between them; `sqlstate` for the errors.
absl::StatusOr<std::string> HexPairs(std::string_view s,
                                     std::string_view sqlstate) {
  std::string out;
  out.reserve(s.size() / 2);
  size_t i = 0;
  while (i < s.size()) {
    if (isspace(static_cast<unsigned char>(s[i]))) {
      ++i;
      continue;
    }
    const int hi = HexValue(s[i]);
    if (hi < 0) {
      return SqlError(
          sqlstate, Cat("invalid hexadecimal digit: \"", s.substr(i, 1), "\""));
    }
    if (i + 1 >= s.size()) {
      return SqlError(sqlstate,
                      "invalid hexadecimal data: odd number of digits");
    }
    const int lo = HexValue(s[i + 1]);
    if (lo < 0) {
      return SqlError(sqlstate, Cat("invalid hexadecimal digit: \"",
                                    s.substr(i + 1, 1), "\""));
    }
    out.push_back(static_cast<char>(hi << 4 | lo));
    i += 2;
  }
  return out;
}

}  // namespace

std::string FormatUuid(std::string_view bytes) {
  std::string out;
  out.reserve(36);
  for (size_t i = 0; i < bytes.size(); ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) out.push_back('-');
    const auto b = static_cast<unsigned char>(bytes[i]);
    out.push_back(kHex[b >> 4]);
    out.push_back(kHex[b & 15]);
  }
  return out;
}

absl::StatusOr<std::string> ParseUuid(std::string_view text) {
  auto invalid = [&] {
    return SqlError(sqlstate::kInvalidTextRepresentation,
                    Cat("invalid input syntax for type uuid: \"", text, "\""));
  };
  std::string_view s = text;
  bool braces = false;
  if (!s.empty() && s.front() == '{') {
    braces = true;
    s.remove_prefix(1);
  }
  std::string out;
  out.reserve(16);
  size_t i = 0;
  for (int b = 0; b < 16; ++b) {
    if (i + 1 >= s.size()) return invalid();
    const int hi = HexValue(s[i]), lo = HexValue(s[i + 1]);
    if (hi < 0 || lo < 0) return invalid();
    out.push_back(static_cast<char>(hi << 4 | lo));
    i += 2;
    if (b % 2 == 1 && b < 15 && i < s.size() && s[i] == '-') ++i;
  }
  if (braces) {
    if (i >= s.size() || s[i] != '}') return invalid();
    ++i;
  }
  if (i != s.size()) return invalid();
  return out;
}

std::string FormatBytea(std::string_view bytes, bool escape) {
  std::string out;
  if (!escape) {
    out.reserve(2 + 2 * bytes.size());
    out += "\\x";
    for (char c : bytes) {
      const auto b = static_cast<unsigned char>(c);
      out.push_back(kHex[b >> 4]);
      out.push_back(kHex[b & 15]);
    }
    return out;
  }
  for (char c : bytes) {
    const auto b = static_cast<unsigned char>(c);
    if (b == '\\') {
      out += "\\\\";
    } else if (b < 0x20 || b > 0x7e) {
      out.push_back('\\');
      out.push_back(static_cast<char>('0' + (b >> 6)));
      out.push_back(static_cast<char>('0' + ((b >> 3) & 7)));
      out.push_back(static_cast<char>('0' + (b & 7)));
    } else {
      out.push_back(static_cast<char>(b));
    }
  }
  return out;
}

absl::StatusOr<std::string> ParseBytea(std::string_view text) {
  if (text.size() >= 2 && text[0] == '\\' && text[1] == 'x') {
    return HexPairs(text.substr(2), sqlstate::kInvalidParameterValue);
  }
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\\') {
      out.push_back(text[i]);
      continue;
    }
    if (i + 1 < text.size() && text[i + 1] == '\\') {
      out.push_back('\\');
      ++i;
      continue;
    }
    if (i + 3 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '3' &&
        text[i + 2] >= '0' && text[i + 2] <= '7' && text[i + 3] >= '0' &&
        text[i + 3] <= '7') {
      out.push_back(static_cast<char>((text[i + 1] - '0') << 6 |
                                      (text[i + 2] - '0') << 3 |
                                      (text[i + 3] - '0')));
      i += 3;
      continue;
    }
    return SqlError(sqlstate::kInvalidTextRepresentation,
                    "invalid input syntax for type bytea");
  }
  return out;
}

absl::StatusOr<std::string> DecodeHex(std::string_view text) {
  return HexPairs(text, sqlstate::kInvalidParameterValue);
}

}  // namespace kite
