#include "storage/row_codec.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>

#include "absl/strings/str_cat.h"
#include "storage/value_box.h"

namespace kite {
namespace {

void PutVarint(uint64_t v, std::string* out) {
  while (v >= 0x80) {
    out->push_back(static_cast<char>(v | 0x80));
    v >>= 7;
  }
  out->push_back(static_cast<char>(v));
}

uint64_t ZigZag(int64_t v) {
  return (static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63);
}

int64_t UnZigZag(uint64_t v) {
  return static_cast<int64_t>(v >> 1) ^ -static_cast<int64_t>(v & 1);
}

Type ElementType(Type array) {
  switch (array.id) {
    case TypeId::kIntegerArray:
      return Type::Integer();
    case TypeId::kBigintArray:
      return Type::Bigint();
    default:
      return Type::Text();
  }
}

}  // namespace

void EncodeText(std::string_view text, std::string* out) {
  out->push_back(1);
  PutVarint(text.size(), out);
  out->append(text);
}

void EncodeValue(Type type, const Value& v, std::string* out) {
  if (v.is_null()) {
    out->push_back(0);
    return;
  }
  out->push_back(1);
  if (type.is_int_lane()) {
    PutVarint(ZigZag(v.int_value()), out);
  } else if (type.is_double_lane()) {
    const double d = v.double_value();
    char bytes[8];
    std::memcpy(bytes, &d, 8);
    out->append(bytes, 8);
  } else if (type.is_string_lane()) {
    PutVarint(v.text().size(), out);
    out->append(v.text());
  } else if (type.is_array()) {
    const std::vector<Value>& elements = v.elements();
    PutVarint(elements.size(), out);
    const Type element = ElementType(type);
    for (const Value& e : elements) EncodeValue(element, e, out);
  }
}

namespace {

// Reads values back, failing on anything that runs past the end.
class Reader {
 public:
  explicit Reader(std::string_view bytes) : in_(bytes) {}

  absl::StatusOr<Value> ReadValue(Type type) {
    if (in_.empty()) return Truncated();
    const char tag = in_.front();
    in_.remove_prefix(1);
    if (tag == 0) return Value::Null(type);
    if (tag != 1) return absl::DataLossError("bad value tag");
    if (type.is_int_lane()) {
      absl::StatusOr<uint64_t> v = ReadVarint();
      if (!v.ok()) return v.status();
      return storage_internal::BoxInt(type, UnZigZag(*v));
    }
    if (type.is_double_lane()) {
      if (in_.size() < 8) return Truncated();
      double d;
      std::memcpy(&d, in_.data(), 8);
      in_.remove_prefix(8);
      if (type.id == TypeId::kReal) return Value::Real(static_cast<float>(d));
      return Value::Double(d);
    }
    if (type.is_string_lane()) {
      absl::StatusOr<uint64_t> n = ReadVarint();
      if (!n.ok()) return n.status();
      if (*n > in_.size()) return Truncated();
      std::string text(in_.substr(0, *n));
      in_.remove_prefix(*n);
      return Value::Bytes(type, std::move(text));
    }
    if (type.is_array()) {
      absl::StatusOr<uint64_t> n = ReadVarint();
      if (!n.ok()) return n.status();
      // Every element takes a byte at least.
      if (*n > in_.size()) return Truncated();
      std::vector<Value> elements;
      elements.reserve(*n);
      for (uint64_t i = 0; i < *n; ++i) {
        absl::StatusOr<Value> e = ReadValue(ElementType(type));
        if (!e.ok()) return e.status();
        elements.push_back(*std::move(e));
      }
      return Value::Array(type, std::move(elements));
    }
    return absl::DataLossError("a value of a type without data");
  }

  bool at_end() const { return in_.empty(); }

 private:
  absl::StatusOr<uint64_t> ReadVarint() {
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (in_.empty()) return Truncated();
      const uint8_t byte = static_cast<uint8_t>(in_.front());
      in_.remove_prefix(1);
      v |= static_cast<uint64_t>(byte & 0x7f) << shift;
      if ((byte & 0x80) == 0) return v;
    }
    return absl::DataLossError("varint too long");
  }

  static absl::Status Truncated() {
    return absl::DataLossError("record ends in the middle of a value");
  }

  std::string_view in_;
};

}  // namespace

void EncodeRow(absl::Span<const Type> types, absl::Span<const Value> row,
               std::string* out) {
  for (size_t c = 0; c < types.size(); ++c) {
    EncodeValue(types[c], c < row.size() ? row[c] : Value::Null(), out);
  }
}

void EncodePatchColumns(uint64_t columns, std::string* out) {
  for (int i = 0; i < 8; ++i)
    out->push_back(static_cast<char>(columns >> (8 * i)));
}

absl::StatusOr<uint64_t> ApplyPatch(absl::Span<const Type> types,
                                    std::string_view bytes,
                                    std::vector<Value>* row) {
  if (bytes.size() < 8) return absl::DataLossError("patch too short");
  uint64_t columns = 0;
  for (int i = 0; i < 8; ++i) {
    columns |= uint64_t{static_cast<uint8_t>(bytes[i])} << (8 * i);
  }
  const size_t n = std::min<size_t>(types.size(), 64);
  if (columns == 0 || (n < 64 && (columns >> n) != 0) ||
      row->size() != types.size()) {
    return absl::DataLossError("patch of columns the row does not have");
  }
  Reader reader(bytes.substr(8));
  for (size_t c = 0; c < n; ++c) {
    if (((columns >> c) & 1) == 0) continue;
    absl::StatusOr<Value> v = reader.ReadValue(types[c]);
    if (!v.ok()) {
      return absl::DataLossError(
          absl::StrCat("patch of column ", c + 1, ": ", v.status().message()));
    }
    (*row)[c] = *std::move(v);
  }
  if (!reader.at_end()) {
    return absl::DataLossError("bytes after the patch's last column");
  }
  return columns;
}

absl::StatusOr<std::vector<Value>> DecodeRow(
    absl::Span<const Type> types, std::string_view bytes,
    absl::Span<const std::optional<Value>> missing) {
  Reader reader(bytes);
  std::vector<Value> row;
  row.reserve(types.size());
  for (size_t c = 0; c < types.size(); ++c) {
    if (reader.at_end() && c < missing.size() && missing[c].has_value()) {
      // A row stored before ALTER TABLE ... ADD COLUMN added column c: it
      // ends here, and each column after it must have a missing value too.
      row.push_back(*missing[c]);
      continue;
    }
    absl::StatusOr<Value> v = reader.ReadValue(types[c]);
    if (!v.ok()) {
      return absl::DataLossError(
          absl::StrCat("column ", c + 1, ": ", v.status().message()));
    }
    row.push_back(*std::move(v));
  }
  if (!reader.at_end()) {
    return absl::DataLossError("bytes after the last column");
  }
  return row;
}

}  // namespace kite
