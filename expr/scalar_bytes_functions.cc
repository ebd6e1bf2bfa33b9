// Functions over bytea and uuid: gen_random_uuid, encode and decode (hex,
// base64, escape), and the lengths of a bytea.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "common/bytes_format.h"
#include "common/text_util.h"
#include "expr/scalar_functions.h"
#include "kite/status.h"
#include "openssl/rand.h"

namespace kite::expr {
namespace {

using Args = std::vector<Value>;

constexpr char kBase64[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// A version 4 (random) UUID, as RFC 4122 sets its version and variant bits.
absl::StatusOr<Value> GenRandomUuid(const Args&, const FunctionEnv&) {
  unsigned char b[16];
  if (RAND_bytes(b, sizeof b) != 1) {
    thread_local std::mt19937_64 gen{std::random_device{}()};
    for (unsigned char& c : b) c = static_cast<unsigned char>(gen());
  }
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  return Value::Uuid(std::string(reinterpret_cast<const char*>(b), 16));
}

absl::Status UnknownEncoding(const std::string& name) {
  return SqlError(sqlstate::kInvalidParameterValue,
                  Cat("unrecognized encoding: \"", name, "\""));
}

// Base64 with PostgreSQL's line breaks: a newline after every 76 characters.
std::string EncodeBase64(std::string_view in) {
  std::string out;
  int line = 0;
  for (size_t i = 0; i < in.size(); i += 3) {
    uint32_t v = static_cast<unsigned char>(in[i]) << 16;
    const size_t n = std::min<size_t>(3, in.size() - i);
    if (n > 1) v |= static_cast<unsigned char>(in[i + 1]) << 8;
    if (n > 2) v |= static_cast<unsigned char>(in[i + 2]);
    if (line >= 76) {
      out.push_back('\n');
      line = 0;
    }
    out.push_back(kBase64[(v >> 18) & 63]);
    out.push_back(kBase64[(v >> 12) & 63]);
    out.push_back(n > 1 ? kBase64[(v >> 6) & 63] : '=');
    out.push_back(n > 2 ? kBase64[v & 63] : '=');
    line += 4;
  }
  return out;
}

absl::StatusOr<std::string> DecodeBase64(std::string_view in) {
  std::string out;
  uint32_t buf = 0;
  int bits = 0, pad = 0;
  size_t symbols = 0;  // with the '=', in whole groups of four
  for (char c : in) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
    int v;
    ++symbols;
    if (c == '=') {
      ++pad;
      continue;
    }
    const char* p = c == '\0' ? nullptr : strchr(kBase64, c);
    if (p == nullptr || pad > 0) {
      return SqlError(sqlstate::kInvalidParameterValue,
                      pad > 0
                          ? "unexpected \"=\" while decoding base64 sequence"
                          : Cat("invalid symbol \"", std::string(1, c),
                                "\" found while decoding base64 sequence"));
    }
    v = static_cast<int>(p - kBase64);
    buf = buf << 6 | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<char>((buf >> bits) & 0xff));
    }
  }
  if (symbols % 4 != 0 || pad > 2 || bits >= 6) {
    return SqlError(sqlstate::kInvalidParameterValue,
                    "invalid base64 end sequence");
  }
  return out;
}

// PostgreSQL's escape encoding: NUL and bytes from 0x80 up as \ooo, a
// backslash doubled, the rest as they are.
std::string EncodeEscape(std::string_view in) {
  std::string out;
  for (char c : in) {
    const auto b = static_cast<unsigned char>(c);
    if (b == 0 || b >= 0x80) {
      out.push_back('\\');
      out.push_back(static_cast<char>('0' + (b >> 6)));
      out.push_back(static_cast<char>('0' + ((b >> 3) & 7)));
      out.push_back(static_cast<char>('0' + (b & 7)));
    } else if (b == '\\') {
      out += "\\\\";
    } else {
      out.push_back(c);
    }
  }
  return out;
}

absl::StatusOr<Value> Encode(const Args& a, const FunctionEnv&) {
  const std::string format = ToLower(a[1].text());
  const std::string& bytes = a[0].text();
  if (format == "hex") return Value::Text(FormatBytea(bytes, false).substr(2));
  if (format == "base64") return Value::Text(EncodeBase64(bytes));
  if (format == "escape") return Value::Text(EncodeEscape(bytes));
  return UnknownEncoding(a[1].text());
}

absl::StatusOr<Value> Decode(const Args& a, const FunctionEnv&) {
  const std::string format = ToLower(a[1].text());
  absl::StatusOr<std::string> bytes;
  if (format == "hex") {
    bytes = DecodeHex(a[0].text());
  } else if (format == "base64") {
    bytes = DecodeBase64(a[0].text());
  } else if (format == "escape") {
    bytes = ParseBytea(a[0].text());
    // \x starts the hex format only in bytea input, not here.
    if (a[0].text().rfind("\\x", 0) == 0) {
      return SqlError(sqlstate::kInvalidTextRepresentation,
                      "invalid input syntax for type bytea");
    }
  } else {
    return UnknownEncoding(a[1].text());
  }
  if (!bytes.ok()) return bytes.status();
  return Value::Bytea(*std::move(bytes));
}

}  // namespace

void RegisterBytesFunctions(FunctionRegistry* r) {
  (*r)["gen_random_uuid"] = {GenRandomUuid};
  (*r)["encode"] = {Encode};
  (*r)["decode"] = {Decode};
}

}  // namespace kite::expr
