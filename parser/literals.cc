#include "parser/literals.h"

#include <charconv>
#include <cstdint>
#include <limits>
#include <string>

#include "absl/strings/str_cat.h"
#include "kite/status.h"

namespace kite::parser_internal {
namespace {

constexpr int kMaxNumericDigits = 18;

// `text` (ASCII digits, maybe with a sign) as a double; 22003 when it
// overflows or underflows.
absl::StatusOr<Value> DoubleLiteral(const std::string& text) {
  double d = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
  if (ec != std::errc() || ptr != text.data() + text.size()) {
    return SqlError(
        sqlstate::kNumericValueOutOfRange,
        absl::StrCat("\"", text,
                     "\" is out of range for type double precision"));
  }
  return Value::Double(d);
}

void AppendUtf8(uint32_t cp, std::string* out) {
  if (cp < 0x80) {
    out->push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out->push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out->push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out->push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

absl::StatusOr<Value> NumericLiteral(std::string_view digits, bool negative) {
  const std::string sign = negative ? "-" : "";
  const bool is_integer =
      digits.find_first_not_of("0123456789") == std::string_view::npos;
  if (is_integer) {
    uint64_t magnitude = 0;
    auto [ptr, ec] = std::from_chars(digits.data(),
                                     digits.data() + digits.size(), magnitude);
    const uint64_t bigint_limit =
        static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) +
        (negative ? 1 : 0);
    if (ec != std::errc() || magnitude > bigint_limit) {
      return DoubleLiteral(sign + std::string(digits));
    }
    const int64_t value = negative ? static_cast<int64_t>(0 - magnitude)
                                   : static_cast<int64_t>(magnitude);
    if (value >= std::numeric_limits<int32_t>::min() &&
        value <= std::numeric_limits<int32_t>::max()) {
      return Value::Integer(static_cast<int32_t>(value));
    }
    return Value::Bigint(value);
  }

  // A decimal: mantissa digits and scale, then the exponent shifts the scale.
  const size_t e = digits.find_first_of("eE");
  std::string_view mantissa = digits.substr(0, e);
  int64_t exponent = 0;
  if (e != std::string_view::npos) {
    std::string_view exp_text = digits.substr(e + 1);
    bool exp_negative = false;
    if (!exp_text.empty() && (exp_text[0] == '+' || exp_text[0] == '-')) {
      exp_negative = exp_text[0] == '-';
      exp_text.remove_prefix(1);
    }
    auto [ptr, ec] = std::from_chars(
        exp_text.data(), exp_text.data() + exp_text.size(), exponent);
    if (ec != std::errc() || exponent > 100000) exponent = 100000;
    if (exp_negative) exponent = -exponent;
  }
  std::string all_digits;
  int64_t scale = 0;
  bool after_point = false;
  for (char c : mantissa) {
    if (c == '.') {
      after_point = true;
      continue;
    }
    all_digits.push_back(c);
    if (after_point) ++scale;
  }
  scale -= exponent;
  if (scale < 0) {
    if (-scale > kMaxNumericDigits) {
      return DoubleLiteral(sign + std::string(digits));
    }
    all_digits.append(static_cast<size_t>(-scale), '0');
    scale = 0;
  }
  const size_t first_nonzero = all_digits.find_first_not_of('0');
  all_digits = first_nonzero == std::string::npos
                   ? "0"
                   : all_digits.substr(first_nonzero);
  const int64_t precision =
      std::max<int64_t>({static_cast<int64_t>(all_digits.size()), scale, 1});
  if (precision > kMaxNumericDigits) {
    return DoubleLiteral(sign + std::string(digits));
  }
  int64_t scaled = 0;
  std::from_chars(all_digits.data(), all_digits.data() + all_digits.size(),
                  scaled);
  return Value::Numeric(negative ? -scaled : scaled,
                        static_cast<int>(precision), static_cast<int>(scale));
}

std::string DecodeQuotedString(std::string_view token) {
  // Strip the quotes; the body holds '' for each '.
  std::string_view body = token.substr(1, token.size() - 2);
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    out.push_back(body[i]);
    if (body[i] == '\'') ++i;
  }
  return out;
}

absl::StatusOr<std::string> DecodeEscapeString(std::string_view token) {
  std::string_view body = token.substr(2, token.size() - 3);  // E' ... '
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    const char c = body[i];
    if (c == '\'') {  // '' -> '
      out.push_back('\'');
      ++i;
      continue;
    }
    if (c != '\\' || i + 1 >= body.size()) {
      out.push_back(c);
      continue;
    }
    const char n = body[++i];
    switch (n) {
      case 'b':
        out.push_back('\b');
        break;
      case 'f':
        out.push_back('\f');
        break;
      case 'n':
        out.push_back('\n');
        break;
      case 'r':
        out.push_back('\r');
        break;
      case 't':
        out.push_back('\t');
        break;
      case 'x': {
        int value = 0, count = 0;
        while (count < 2 && i + 1 < body.size() && HexDigit(body[i + 1]) >= 0) {
          value = value * 16 + HexDigit(body[++i]);
          ++count;
        }
        if (count == 0) {
          out.push_back('x');
        } else {
          out.push_back(static_cast<char>(value));
        }
        break;
      }
      case 'u':
      case 'U': {
        const int want = n == 'u' ? 4 : 8;
        uint32_t cp = 0;
        for (int k = 0; k < want; ++k) {
          if (i + 1 >= body.size() || HexDigit(body[i + 1]) < 0) {
            return SqlError(sqlstate::kInvalidEscapeSequence,
                            "invalid Unicode escape");
          }
          cp = cp * 16 + static_cast<uint32_t>(HexDigit(body[++i]));
        }
        if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
          return SqlError(sqlstate::kInvalidEscapeSequence,
                          "invalid Unicode escape value");
        }
        AppendUtf8(cp, &out);
        break;
      }
      default:
        if (n >= '0' && n <= '7') {
          int value = n - '0';
          for (int k = 0; k < 2 && i + 1 < body.size() && body[i + 1] >= '0' &&
                          body[i + 1] <= '7';
               ++k) {
            value = value * 8 + (body[++i] - '0');
          }
          out.push_back(static_cast<char>(value & 0xFF));
        } else {
          out.push_back(n);
        }
    }
  }
  if (!IsValidUtf8(out) || out.find('\0') != std::string::npos) {
    return SqlError("22021", "invalid byte sequence for encoding \"UTF8\"");
  }
  return out;
}

std::string DecodeQuotedIdentifier(std::string_view token) {
  std::string_view body = token.substr(1, token.size() - 2);
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    out.push_back(body[i]);
    if (body[i] == '"') ++i;
  }
  return out;
}

bool IsValidUtf8(std::string_view bytes) {
  size_t i = 0;
  while (i < bytes.size()) {
    const auto c = static_cast<unsigned char>(bytes[i]);
    int extra;
    uint32_t cp;
    if (c < 0x80) {
      ++i;
      continue;
    } else if ((c & 0xE0) == 0xC0) {
      extra = 1;
      cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      extra = 2;
      cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      extra = 3;
      cp = c & 0x07;
    } else {
      return false;
    }
    if (i + extra >= bytes.size()) return false;
    for (int k = 1; k <= extra; ++k) {
      const auto cc = static_cast<unsigned char>(bytes[i + k]);
      if ((cc & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (cc & 0x3F);
    }
    static constexpr uint32_t kMin[] = {0, 0x80, 0x800, 0x10000};
    if (cp < kMin[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      return false;
    }
    i += extra + 1;
  }
  return true;
}

}  // namespace kite::parser_internal
