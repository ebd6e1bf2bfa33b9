// String functions. Text is UTF-8 and positions and lengths count
// characters (code points), as PostgreSQL does in a UTF-8 database.
#include <string>
#include <string_view>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/statement_memory.h"
#include "expr/expression_internal.h"
#include "expr/scalar_functions.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

using Args = std::vector<Value>;

inline bool IsContinuation(char c) {
  return (static_cast<unsigned char>(c) & 0xc0) == 0x80;
}

// Splits `s` into its UTF-8 characters.
std::vector<std::string_view> Chars(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    size_t j = i + 1;
    while (j < s.size() && IsContinuation(s[j])) ++j;
    out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

int64_t CharCount(std::string_view s) {
  int64_t n = 0;
  for (char c : s) n += !IsContinuation(c);
  return n;
}

// Byte offset of character `k` (0-based) of `s`, or s.size() past the end.
size_t ByteOffset(std::string_view s, int64_t k) {
  size_t i = 0;
  while (k > 0 && i < s.size()) {
    ++i;
    while (i < s.size() && IsContinuation(s[i])) ++i;
    --k;
  }
  return i;
}

// Characters [from, from + count) of `s`, 0-based, clamped.
std::string CharSlice(std::string_view s, int64_t from, int64_t count) {
  if (count <= 0) return "";
  size_t b = ByteOffset(s, from);
  size_t e = b + ByteOffset(s.substr(b), count);
  return std::string(s.substr(b, e - b));
}

Value Text(std::string s) { return Value::Text(std::move(s)); }

absl::StatusOr<Value> Lower(const Args& a, const FunctionEnv&) {
  std::string s = a[0].text();
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
  }
  return Text(std::move(s));
}

absl::StatusOr<Value> Upper(const Args& a, const FunctionEnv&) {
  std::string s = a[0].text();
  for (char& c : s) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
  }
  return Text(std::move(s));
}

absl::StatusOr<Value> Initcap(const Args& a, const FunctionEnv&) {
  std::string s = a[0].text();
  bool word_start = true;
  for (char& c : s) {
    bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                 (c >= '0' && c <= '9') || (c & 0x80);
    if (alnum) {
      if (word_start && c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
      if (!word_start && c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
    }
    word_start = !alnum;
  }
  return Text(std::move(s));
}

absl::StatusOr<Value> Reverse(const Args& a, const FunctionEnv&) {
  auto chars = Chars(a[0].text());
  std::string out;
  out.reserve(a[0].text().size());
  for (auto it = chars.rbegin(); it != chars.rend(); ++it) out.append(*it);
  return Text(std::move(out));
}

absl::StatusOr<Value> Length(const Args& a, const FunctionEnv&) {
  if (a[0].type().id == TypeId::kBytea) {  // bytes, not characters
    return Value::Integer(static_cast<int32_t>(a[0].text().size()));
  }
  return Value::Integer(static_cast<int32_t>(CharCount(a[0].text())));
}

absl::StatusOr<Value> OctetLength(const Args& a, const FunctionEnv&) {
  return Value::Integer(static_cast<int32_t>(a[0].text().size()));
}

absl::StatusOr<Value> Ascii(const Args& a, const FunctionEnv&) {
  const std::string& s = a[0].text();
  if (s.empty()) return Value::Integer(0);
  auto c = static_cast<unsigned char>(s[0]);
  if (c < 0x80) return Value::Integer(c);
  int len = c >= 0xf0 ? 4 : (c >= 0xe0 ? 3 : 2);
  int32_t cp = c & (0x3f >> (len - 1));
  for (int k = 1; k < len && k < static_cast<int>(s.size()); ++k) {
    cp = (cp << 6) | (static_cast<unsigned char>(s[k]) & 0x3f);
  }
  return Value::Integer(cp);
}

absl::StatusOr<Value> Chr(const Args& a, const FunctionEnv&) {
  int64_t cp = a[0].int_value();
  if (cp == 0) {
    return SqlError(sqlstate::kProgramLimitExceeded,
                    "null character not permitted");
  }
  if (cp < 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
    return SqlError(
        sqlstate::kProgramLimitExceeded,
        "requested character too large for encoding: " + std::to_string(cp));
  }
  std::string out;
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xc0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3f)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xe0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3f)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3f)));
  } else {
    out.push_back(static_cast<char>(0xf0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3f)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3f)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3f)));
  }
  return Text(std::move(out));
}

absl::StatusOr<Value> Substr(const Args& a, const FunctionEnv&) {
  const std::string& s = a[0].text();
  int64_t from = a[1].int_value();  // 1-based
  if (a.size() == 2) {
    return Text(CharSlice(s, std::max<int64_t>(from, 1) - 1, INT32_MAX));
  }
  int64_t count = a[2].int_value();
  if (count < 0) {
    return SqlError(sqlstate::kSubstringError,
                    "negative substring length not allowed");
  }
  int64_t end = from + count;  // exclusive, 1-based
  int64_t start = std::max<int64_t>(from, 1);
  if (end <= start) return Text("");
  return Text(CharSlice(s, start - 1, end - start));
}

// 1-based character position of `needle` in `haystack`, 0 if absent.
int32_t Position(std::string_view haystack, std::string_view needle) {
  size_t at = haystack.find(needle);
  if (at == std::string_view::npos) return 0;
  return static_cast<int32_t>(CharCount(haystack.substr(0, at)) + 1);
}

absl::StatusOr<Value> PositionFn(const Args& a, const FunctionEnv&) {
  return Value::Integer(Position(a[1].text(), a[0].text()));  // (sub, s)
}

absl::StatusOr<Value> Strpos(const Args& a, const FunctionEnv&) {
  return Value::Integer(Position(a[0].text(), a[1].text()));  // (s, sub)
}

enum class Side { kBoth, kLeft, kRight };

template <Side kSide>
absl::StatusOr<Value> Trim(const Args& a, const FunctionEnv&) {
  auto chars = Chars(a[0].text());
  std::vector<std::string_view> set =
      a.size() > 1 ? Chars(a[1].text()) : std::vector<std::string_view>{" "};
  auto in_set = [&](std::string_view c) {
    for (auto s : set) {
      if (s == c) return true;
    }
    return false;
  };
  size_t b = 0, e = chars.size();
  if (kSide != Side::kRight) {
    while (b < e && in_set(chars[b])) ++b;
  }
  if (kSide != Side::kLeft) {
    while (e > b && in_set(chars[e - 1])) --e;
  }
  std::string out;
  for (size_t k = b; k < e; ++k) out.append(chars[k]);
  return Text(std::move(out));
}

absl::StatusOr<Value> Replace(const Args& a, const FunctionEnv&) {
  const std::string& s = a[0].text();
  const std::string& from = a[1].text();
  const std::string& to = a[2].text();
  if (from.empty()) return Text(s);
  std::string out;
  size_t pos = 0;
  while (true) {
    size_t at = s.find(from, pos);
    if (at == std::string::npos) break;
    out.append(s, pos, at - pos).append(to);
    pos = at + from.size();
  }
  out.append(s, pos, std::string::npos);
  return Text(std::move(out));
}

absl::StatusOr<Value> Left(const Args& a, const FunctionEnv&) {
  const std::string& s = a[0].text();
  int64_t n = a[1].int_value();
  int64_t len = CharCount(s);
  int64_t keep = n >= 0 ? std::min(n, len) : std::max<int64_t>(len + n, 0);
  return Text(CharSlice(s, 0, keep));
}

absl::StatusOr<Value> Right(const Args& a, const FunctionEnv&) {
  const std::string& s = a[0].text();
  int64_t n = a[1].int_value();
  int64_t len = CharCount(s);
  int64_t keep = n >= 0 ? std::min(n, len) : std::max<int64_t>(len + n, 0);
  return Text(CharSlice(s, len - keep, keep));
}

absl::StatusOr<Value> Repeat(const Args& a, const FunctionEnv&) {
  int64_t n = a[1].int_value();
  const std::string& s = a[0].text();
  if (n <= 0 || s.empty()) return Text("");
  if (static_cast<double>(n) * s.size() > (1 << 30)) {
    return SqlError(sqlstate::kProgramLimitExceeded,
                    "requested length too large");
  }
  if (absl::Status m = ChargeBatchMemory(n * s.size(), "repeat()"); !m.ok()) {
    return m;
  }
  std::string out;
  out.reserve(n * s.size());
  for (int64_t k = 0; k < n; ++k) out += s;
  return Text(std::move(out));
}

template <bool kLeft>
absl::StatusOr<Value> Pad(const Args& a, const FunctionEnv&) {
  const std::string& s = a[0].text();
  int64_t len = a[1].int_value();
  std::string fill = a.size() > 2 ? a[2].text() : " ";
  if (len <= 0) return Text("");
  if (len > (1 << 28)) {
    return SqlError(sqlstate::kProgramLimitExceeded,
                    "requested length too large");
  }
  int64_t have = CharCount(s);
  if (have >= len || fill.empty()) return Text(CharSlice(s, 0, len));
  if (absl::Status m = ChargeBatchMemory(len, kLeft ? "lpad()" : "rpad()");
      !m.ok()) {
    return m;
  }
  auto fill_chars = Chars(fill);
  std::string pad;
  for (int64_t k = 0; k < len - have; ++k) {
    pad.append(fill_chars[k % fill_chars.size()]);
  }
  return Text(kLeft ? pad + s : s + pad);
}

absl::StatusOr<Value> SplitPart(const Args& a, const FunctionEnv&) {
  const std::string& s = a[0].text();
  const std::string& delim = a[1].text();
  int64_t n = a[2].int_value();
  if (n == 0) {
    return SqlError(sqlstate::kInvalidParameterValue,
                    "field position must not be zero");
  }
  std::vector<std::string> parts;
  if (delim.empty()) {
    parts.push_back(s);
  } else {
    size_t pos = 0;
    while (true) {
      size_t at = s.find(delim, pos);
      if (at == std::string::npos) break;
      parts.push_back(s.substr(pos, at - pos));
      pos = at + delim.size();
    }
    parts.push_back(s.substr(pos));
  }
  int64_t count = static_cast<int64_t>(parts.size());
  if (s.empty()) return Text("");
  int64_t idx = n > 0 ? n - 1 : count + n;
  if (idx < 0 || idx >= count) return Text("");
  return Text(parts[idx]);
}

absl::StatusOr<Value> StartsWith(const Args& a, const FunctionEnv&) {
  return Value::Boolean(a[0].text().starts_with(a[1].text()));
}

// concat() formats values with their output function: true is "t".
absl::StatusOr<Value> Concat(const Args& a, const FunctionEnv&) {
  std::string out;
  for (const Value& v : a) {
    if (!v.is_null()) out += v.ToString();
  }
  return Text(std::move(out));
}

absl::StatusOr<Value> ConcatWs(const Args& a, const FunctionEnv&) {
  if (a[0].is_null()) return Value::Null(Type::Text());
  std::string out;
  bool first = true;
  for (size_t k = 1; k < a.size(); ++k) {
    if (a[k].is_null()) continue;
    if (!first) out += a[0].text();
    first = false;
    out += a[k].ToString();
  }
  return Text(std::move(out));
}

}  // namespace

void RegisterStringFunctions(FunctionRegistry* r) {
  (*r)["lower"] = {Lower};
  (*r)["upper"] = {Upper};
  (*r)["initcap"] = {Initcap};
  (*r)["reverse"] = {Reverse};
  (*r)["length"] = {Length};
  (*r)["char_length"] = {Length};
  (*r)["character_length"] = {Length};
  (*r)["octet_length"] = {OctetLength};
  (*r)["ascii"] = {Ascii};
  (*r)["chr"] = {Chr};
  (*r)["substr"] = {Substr};
  (*r)["substring"] = {Substr};
  (*r)["position"] = {PositionFn};
  (*r)["strpos"] = {Strpos};
  (*r)["trim"] = {Trim<Side::kBoth>};
  (*r)["btrim"] = {Trim<Side::kBoth>};
  (*r)["ltrim"] = {Trim<Side::kLeft>};
  (*r)["rtrim"] = {Trim<Side::kRight>};
  (*r)["replace"] = {Replace};
  (*r)["left"] = {Left};
  (*r)["right"] = {Right};
  (*r)["repeat"] = {Repeat};
  (*r)["lpad"] = {Pad<true>};
  (*r)["rpad"] = {Pad<false>};
  (*r)["split_part"] = {SplitPart};
  (*r)["starts_with"] = {StartsWith};
  (*r)["concat"] = {Concat, /*strict=*/false};
  (*r)["concat_ws"] = {ConcatWs, /*strict=*/false};
}

}  // namespace kite::expr
