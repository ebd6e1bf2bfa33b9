#include "server/binary_format.h"

#include <cstring>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/text_util.h"
#include "common/value_cast.h"
#include "kite/status.h"
#include "server/pg_types.h"
#include "server/wire_buffer.h"

namespace kite::server {
namespace {

constexpr char kInvalidBinaryRepresentation[] = "22P03";
constexpr char kCharacterNotInRepertoire[] = "22021";
// Days and microseconds between 1970-01-01 (Kite) and 2000-01-01
// (PostgreSQL's binary epoch).
constexpr int64_t kEpochDays = 10957;
constexpr int64_t kEpochMicros = kEpochDays * 86400LL * 1000000LL;

constexpr uint16_t kNumericPositive = 0x0000;
constexpr uint16_t kNumericNegative = 0x4000;

absl::Status BadBinary(std::string_view what) {
  return SqlError(kInvalidBinaryRepresentation,
                  Cat("incorrect binary data format: ", what));
}

// Numeric: the absolute value's decimal digits, split at the scale, in
// base-10000 groups aligned on the decimal point.
void AppendNumeric(int64_t scaled, int scale, std::string* out) {
  const bool negative = scaled < 0;
  uint64_t magnitude = negative ? 0 - static_cast<uint64_t>(scaled)
                                : static_cast<uint64_t>(scaled);
  std::string digits = absl::StrCat(magnitude);
  if (static_cast<int>(digits.size()) <= scale) {
    digits.insert(0, scale + 1 - digits.size(), '0');
  }
  std::string int_part = digits.substr(0, digits.size() - scale);
  std::string frac_part = digits.substr(digits.size() - scale);
  // Pad to whole groups: integer digits on the left, fraction on the right.
  int_part.insert(0, (4 - int_part.size() % 4) % 4, '0');
  frac_part.append((4 - frac_part.size() % 4) % 4, '0');
  std::vector<int16_t> groups;
  for (size_t i = 0; i < int_part.size(); i += 4) {
    groups.push_back(static_cast<int16_t>(std::stoi(int_part.substr(i, 4))));
  }
  int weight = static_cast<int>(groups.size()) - 1;
  for (size_t i = 0; i < frac_part.size(); i += 4) {
    groups.push_back(static_cast<int16_t>(std::stoi(frac_part.substr(i, 4))));
  }
  // Leading and trailing zero groups are not sent.
  size_t first = 0;
  while (first < groups.size() && groups[first] == 0) {
    ++first;
    --weight;
  }
  size_t last = groups.size();
  while (last > first && groups[last - 1] == 0) --last;
  if (first == last) weight = 0;
  AppendInt16(out, static_cast<int16_t>(last - first));
  AppendInt16(out, static_cast<int16_t>(weight));
  AppendInt16(
      out, static_cast<int16_t>(negative && first != last ? kNumericNegative
                                                          : kNumericPositive));
  AppendInt16(out, static_cast<int16_t>(scale));
  for (size_t i = first; i < last; ++i) AppendInt16(out, groups[i]);
}

absl::StatusOr<Value> DecodeNumeric(std::string_view bytes) {
  WireReader r(bytes);
  absl::StatusOr<int16_t> ndigits = r.ReadInt16();
  absl::StatusOr<int16_t> weight = r.ReadInt16();
  absl::StatusOr<int16_t> sign = r.ReadInt16();
  absl::StatusOr<int16_t> dscale = r.ReadInt16();
  if (!ndigits.ok() || !weight.ok() || !sign.ok() || !dscale.ok() ||
      *ndigits < 0 || r.remaining() != static_cast<size_t>(*ndigits) * 2) {
    return BadBinary("invalid numeric length");
  }
  const uint16_t s = static_cast<uint16_t>(*sign);
  if (s != kNumericPositive && s != kNumericNegative) {
    return BadBinary("invalid sign in external \"numeric\" value");
  }
  if (*dscale < 0 || *dscale > 0x3fff) {
    return BadBinary("invalid scale in external \"numeric\" value");
  }
  // Rebuild the decimal text and let Kite's numeric input parse it.
  std::string int_part, frac_part;
  for (int i = 0; i < *ndigits; ++i) {
    const int16_t d = *r.ReadInt16();
    if (d < 0 || d >= 10000) {
      return BadBinary("invalid digit in external \"numeric\" value");
    }
    const int group_weight = *weight - i;
    const std::string four = absl::StrFormat("%04d", d);
    if (group_weight >= 0) {
      int_part += four;
      // Zero groups between this one and the decimal point are implicit.
      if (i == *ndigits - 1) int_part.append(4 * group_weight, '0');
    } else {
      if (frac_part.empty()) frac_part.append(4 * (-group_weight - 1), '0');
      frac_part += four;
    }
    if (int_part.size() > 40 || frac_part.size() > 40) {
      return SqlError(sqlstate::kNumericValueOutOfRange,
                      "numeric value out of range for Kite's numeric");
    }
  }
  if (int_part.empty()) int_part = "0";
  frac_part.resize(std::max<size_t>(*dscale, 0), '0');
  if (*dscale > 18) {
    return SqlError(sqlstate::kNumericValueOutOfRange,
                    "numeric scale above 18 is out of range for Kite");
  }
  std::string text = s == kNumericNegative ? "-" : "";
  text += int_part;
  if (!frac_part.empty()) absl::StrAppend(&text, ".", frac_part);
  return Value::Parse(text, Type::Numeric(18, *dscale));
}

absl::StatusOr<int64_t> ReadFixed(std::string_view bytes, size_t size,
                                  std::string_view type_name) {
  if (bytes.size() != size) {
    return BadBinary(absl::StrCat("a ", std::string(type_name), " value takes ",
                                  size, " bytes, not ", bytes.size()));
  }
  WireReader r(bytes);
  switch (size) {
    case 1:
      return *r.ReadByte();
    case 2:
      return *r.ReadInt16();
    case 4:
      return *r.ReadInt32();
    default:
      return *r.ReadInt64();
  }
}

double BitsToDouble(int64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

absl::StatusOr<Value> DecodeArray(uint32_t array_oid, std::string_view bytes) {
  const uint32_t element_oid = ArrayElementOid(array_oid);
  WireReader r(bytes);
  absl::StatusOr<int32_t> ndim = r.ReadInt32();
  absl::StatusOr<int32_t> flags = r.ReadInt32();
  absl::StatusOr<int32_t> elem = r.ReadInt32();
  if (!ndim.ok() || !flags.ok() || !elem.ok()) {
    return BadBinary("array header is truncated");
  }
  if (*ndim < 0 || *ndim > 1) {
    if (*ndim > 1) {
      return SqlError(sqlstate::kFeatureNotSupported,
                      "multidimensional arrays are not supported");
    }
    return BadBinary("invalid number of dimensions");
  }
  if (*flags != 0 && *flags != 1) return BadBinary("invalid array flags");
  const uint32_t got = static_cast<uint32_t>(*elem);
  // int2 elements may come for an int4 array, varchar for text: read each
  // element by the OID the client gave if it converts to the array's
  // element type implicitly.
  const std::optional<Type> got_type = KiteTypeOfOid(got);
  const std::optional<Type> want_type = KiteTypeOfOid(element_oid);
  if (got != element_oid && (!got_type.has_value() || !want_type.has_value() ||
                             !ImplicitCastExists(*got_type, *want_type))) {
    return BadBinary(absl::StrCat("wrong element type ", got, " in array"));
  }
  const Type array_type = *KiteTypeOfOid(array_oid);
  std::vector<Value> elements;
  if (*ndim == 1) {
    absl::StatusOr<int32_t> n = r.ReadInt32();
    absl::StatusOr<int32_t> lower = r.ReadInt32();
    if (!n.ok() || !lower.ok() || *n < 0 ||
        static_cast<size_t>(*n) * 4 > r.remaining()) {
      return BadBinary("invalid array dimensions");
    }
    elements.reserve(*n);
    for (int32_t i = 0; i < *n; ++i) {
      absl::StatusOr<int32_t> len = r.ReadInt32();
      if (!len.ok()) return BadBinary("array element is truncated");
      if (*len == -1) {
        elements.push_back(Value::Null(array_type.element()));
        continue;
      }
      absl::StatusOr<std::string_view> b = r.ReadBytes(*len);
      if (!b.ok()) return BadBinary("array element is truncated");
      absl::StatusOr<Value> v = DecodeBinaryValue(got, *b);
      if (!v.ok()) return v.status();
      absl::StatusOr<Value> cast = v->CastTo(array_type.element());
      if (!cast.ok()) return cast.status();
      elements.push_back(*std::move(cast));
    }
  }
  if (r.remaining() != 0) return BadBinary("trailing bytes after array");
  return Value::Array(array_type, std::move(elements));
}

}  // namespace

bool IsValidUtf8(std::string_view text) {
  size_t i = 0;
  const size_t n = text.size();
  while (i < n) {
    const unsigned char c = text[i];
    if (c == 0) return false;
    if (c < 0x80) {
      ++i;
      continue;
    }
    int len;
    uint32_t cp;
    if ((c & 0xe0) == 0xc0) {
      len = 2;
      cp = c & 0x1f;
    } else if ((c & 0xf0) == 0xe0) {
      len = 3;
      cp = c & 0x0f;
    } else if ((c & 0xf8) == 0xf0) {
      len = 4;
      cp = c & 0x07;
    } else {
      return false;
    }
    if (i + len > n) return false;
    for (int k = 1; k < len; ++k) {
      const unsigned char cc = text[i + k];
      if ((cc & 0xc0) != 0x80) return false;
      cp = (cp << 6) | (cc & 0x3f);
    }
    // No overlong forms, surrogates or code points past U+10FFFF.
    if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) ||
        (len == 4 && cp < 0x10000) || cp > 0x10ffff ||
        (cp >= 0xd800 && cp <= 0xdfff)) {
      return false;
    }
    i += len;
  }
  return true;
}

absl::Status InvalidUtf8Error(std::string_view text) {
  // Name the first bad byte as PostgreSQL does ("0xff").
  size_t i = 0;
  while (i < text.size() && IsValidUtf8(text.substr(0, i + 1))) ++i;
  std::string byte = "?";
  if (i < text.size()) {
    byte = absl::StrFormat("0x%02x", static_cast<unsigned char>(text[i]));
  }
  return SqlError(
      kCharacterNotInRepertoire,
      absl::StrCat("invalid byte sequence for encoding \"UTF8\": ", byte));
}

void AppendBinaryValue(const Value& v, std::string* out) {
  const Type t = v.type();
  switch (t.id) {
    case TypeId::kNull:
      return;
    case TypeId::kBoolean:
      out->push_back(v.bool_value() ? 1 : 0);
      return;
    case TypeId::kInteger:
      AppendInt32(out, static_cast<int32_t>(v.int_value()));
      return;
    case TypeId::kBigint:
      AppendInt64(out, v.int_value());
      return;
    case TypeId::kDouble: {
      int64_t bits;
      const double d = v.double_value();
      std::memcpy(&bits, &d, sizeof bits);
      AppendInt64(out, bits);
      return;
    }
    case TypeId::kNumeric:
      AppendNumeric(v.int_value(), t.scale, out);
      return;
    case TypeId::kText:
      out->append(v.text());
      return;
    case TypeId::kDate:
      AppendInt32(out, static_cast<int32_t>(v.int_value() - kEpochDays));
      return;
    case TypeId::kTimestamp:
      AppendInt64(out, v.int_value() - kEpochMicros);
      return;
    case TypeId::kSmallint:
      AppendInt16(out, static_cast<int16_t>(v.int_value()));
      return;
    case TypeId::kReal: {
      uint32_t bits;
      const float f = static_cast<float>(v.double_value());
      std::memcpy(&bits, &f, sizeof bits);
      AppendInt32(out, static_cast<int32_t>(bits));
      return;
    }
    case TypeId::kTimestamptz:
      AppendInt64(out, v.int_value() - kEpochMicros);
      return;
    case TypeId::kTime:
      AppendInt64(out, v.int_value());
      return;
    case TypeId::kUuid:
    case TypeId::kBytea:
      out->append(v.text());
      return;
    case TypeId::kIntegerArray:
    case TypeId::kBigintArray:
    case TypeId::kTextArray: {
      const std::vector<Value>& elements = v.elements();
      bool has_null = false;
      for (const Value& e : elements) has_null |= e.is_null();
      AppendInt32(out, elements.empty() ? 0 : 1);
      AppendInt32(out, has_null ? 1 : 0);
      AppendInt32(out, static_cast<int32_t>(PgTypeOf(t.element()).oid));
      if (elements.empty()) return;
      AppendInt32(out, static_cast<int32_t>(elements.size()));
      AppendInt32(out, 1);  // lower bound
      for (const Value& e : elements) {
        if (e.is_null()) {
          AppendInt32(out, -1);
          continue;
        }
        const size_t len_at = out->size();
        AppendInt32(out, 0);
        AppendBinaryValue(e, out);
        const int32_t len = static_cast<int32_t>(out->size() - len_at - 4);
        std::string len_bytes;
        AppendInt32(&len_bytes, len);
        out->replace(len_at, 4, len_bytes);
      }
      return;
    }
  }
}

absl::StatusOr<Value> DecodeBinaryValue(uint32_t type_oid,
                                        std::string_view bytes) {
  switch (type_oid) {
    case oid::kBool: {
      absl::StatusOr<int64_t> b = ReadFixed(bytes, 1, "boolean");
      if (!b.ok()) return b.status();
      if (*b != 0 && *b != 1) return BadBinary("invalid boolean");
      return Value::Boolean(*b == 1);
    }
    case oid::kInt2:
    case oid::kInt4: {
      const bool int2 = type_oid == oid::kInt2;
      absl::StatusOr<int64_t> i =
          ReadFixed(bytes, int2 ? 2 : 4, int2 ? "smallint" : "integer");
      if (!i.ok()) return i.status();
      if (int2) return Value::Smallint(static_cast<int16_t>(*i));
      return Value::Integer(static_cast<int32_t>(*i));
    }
    case oid::kInt8:
    case oid::kOid: {
      if (type_oid == oid::kOid) {
        absl::StatusOr<int64_t> o = ReadFixed(bytes, 4, "oid");
        if (!o.ok()) return o.status();
        return Value::Bigint(static_cast<uint32_t>(*o));
      }
      absl::StatusOr<int64_t> i = ReadFixed(bytes, 8, "bigint");
      if (!i.ok()) return i.status();
      return Value::Bigint(*i);
    }
    case oid::kFloat4: {
      absl::StatusOr<int64_t> bits = ReadFixed(bytes, 4, "real");
      if (!bits.ok()) return bits.status();
      const uint32_t b32 = static_cast<uint32_t>(*bits);
      float f;
      std::memcpy(&f, &b32, sizeof f);
      return Value::Real(f);
    }
    case oid::kFloat8: {
      absl::StatusOr<int64_t> bits = ReadFixed(bytes, 8, "double precision");
      if (!bits.ok()) return bits.status();
      return Value::Double(BitsToDouble(*bits));
    }
    case oid::kNumeric:
      return DecodeNumeric(bytes);
    case oid::kText:
    case oid::kVarchar:
    case oid::kBpchar:
    case oid::kName:
    case oid::kUnknown:
      if (!IsValidUtf8(bytes)) return InvalidUtf8Error(bytes);
      return Value::Text(std::string(bytes));
    case oid::kDate: {
      absl::StatusOr<int64_t> days = ReadFixed(bytes, 4, "date");
      if (!days.ok()) return days.status();
      return Value::Date(static_cast<int32_t>(*days + kEpochDays));
    }
    case oid::kTimestamp:
    case oid::kTimestamptz: {
      absl::StatusOr<int64_t> micros = ReadFixed(bytes, 8, "timestamp");
      if (!micros.ok()) return micros.status();
      int64_t kite_micros;
      if (__builtin_add_overflow(*micros, kEpochMicros, &kite_micros)) {
        return SqlError(sqlstate::kDatetimeFieldOverflow,
                        "timestamp out of range");
      }
      if (type_oid == oid::kTimestamptz) return Value::Timestamptz(kite_micros);
      return Value::Timestamp(kite_micros);
    }
    case oid::kTime: {
      absl::StatusOr<int64_t> micros = ReadFixed(bytes, 8, "time");
      if (!micros.ok()) return micros.status();
      if (*micros < 0 || *micros > 86400LL * 1000000LL) {
        return SqlError(sqlstate::kDatetimeFieldOverflow, "time out of range");
      }
      return Value::Time(*micros);
    }
    case oid::kUuid:
      if (bytes.size() != 16) return BadBinary("invalid uuid length");
      return Value::Uuid(std::string(bytes));
    case oid::kBytea:
      return Value::Bytea(std::string(bytes));
    case oid::kInt2Array:
    case oid::kInt4Array:
    case oid::kInt8Array:
    case oid::kTextArray:
    case oid::kVarcharArray:
      return DecodeArray(type_oid, bytes);
    default:
      return SqlError(sqlstate::kFeatureNotSupported,
                      absl::StrCat("binary parameters of type oid ", type_oid,
                                   " are not supported"));
  }
}

}  // namespace kite::server
