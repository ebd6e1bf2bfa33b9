#include "indexes/index_key.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <string_view>

namespace kite::indexes {
namespace {

void AppendBig64(uint64_t v, std::string* out) {
  if constexpr (std::endian::native == std::endian::little) {
    v = __builtin_bswap64(v);
  }
  char bytes[8];
  std::memcpy(bytes, &v, sizeof(v));
  out->append(bytes, sizeof(bytes));
}

constexpr uint64_t kSignBit = uint64_t{1} << 63;

}  // namespace

void AppendKeyPart(const Value& v, Type type, std::string* out) {
  if (v.is_null()) {
    out->push_back(kNullTag);
  } else if (type.is_int_lane()) {
    out->push_back(kValueTag);
    AppendBig64(static_cast<uint64_t>(v.int_value()) ^ kSignBit, out);
  } else if (type.is_double_lane()) {
    // Equal doubles encode equally (-0 as 0, one NaN, which PostgreSQL
    // orders after every number); negatives flip every bit.
    out->push_back(kValueTag);
    double d = v.double_value();
    if (d == 0) d = 0;
    if (std::isnan(d)) d = std::numeric_limits<double>::quiet_NaN();
    uint64_t bits = std::bit_cast<uint64_t>(d);
    AppendBig64((bits & kSignBit) != 0 ? ~bits : bits ^ kSignBit, out);
  } else {
    // TEXT, UUID and BYTEA by their bytes (and anything else by its text,
    // which no index is built on).
    AppendTextKeyPart(v.text(), out);
  }
}

void AppendTextKeyPart(std::string_view text, std::string* out) {
  // Each NUL byte is followed by 0xff; runs without one (every text, in
  // practice) are appended whole.
  out->reserve(out->size() + text.size() + 3);
  out->push_back(kValueTag);
  for (size_t nul; (nul = text.find('\0')) != std::string_view::npos;) {
    out->append(text.data(), nul + 1);
    out->push_back('\xff');
    text.remove_prefix(nul + 1);
  }
  out->append(text);
  out->append(2, '\0');
}

}  // namespace kite::indexes
