#include "storage/primary_key_index.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <utility>

#include "storage/array_codec.h"

namespace kite::storage_internal {
namespace {

void PutBytes(const void* data, size_t n, std::string* out) {
  out->append(static_cast<const char*>(data), n);
}

}  // namespace

PrimaryKeyIndex::PrimaryKeyIndex(std::vector<Type> key_types)
    : key_types_(std::move(key_types)) {
  numeric_ = key_types_.size() == 1 && key_types_[0].is_int_lane();
}

PrimaryKeyIndex::Key PrimaryKeyIndex::Encode(
    absl::Span<const Value* const> parts) const {
  Key key;
  if (numeric_) {
    key.number = parts[0]->int_value();
    return key;
  }
  for (size_t i = 0; i < parts.size(); ++i) {
    const Value& v = *parts[i];
    Type type = i < key_types_.size() ? key_types_[i] : v.type();
    if (type.is_int_lane()) {
      int64_t n = v.int_value();
      PutBytes(&n, sizeof(n), &key.bytes);
    } else if (type.id == TypeId::kDouble) {
      // Equal doubles must encode equally: -0 as 0, every NaN as one NaN
      // (SQL treats NaN as equal to itself).
      double d = v.double_value();
      if (d == 0) d = 0;
      if (std::isnan(d)) d = std::numeric_limits<double>::quiet_NaN();
      PutBytes(&d, sizeof(d), &key.bytes);
    } else if (type.id == TypeId::kText) {
      uint32_t len = static_cast<uint32_t>(v.text().size());
      PutBytes(&len, sizeof(len), &key.bytes);
      key.bytes += v.text();
    } else if (type.is_array()) {
      std::string encoded;
      EncodeArray(v, &encoded);
      uint32_t len = static_cast<uint32_t>(encoded.size());
      PutBytes(&len, sizeof(len), &key.bytes);
      key.bytes += encoded;
    }
  }
  return key;
}

PrimaryKeyIndex::Key PrimaryKeyIndex::EncodeRow(
    absl::Span<const Value> row, absl::Span<const int> key_cols) const {
  if (numeric_) {
    Key key;
    key.number = row[key_cols[0]].int_value();
    return key;
  }
  std::vector<const Value*> parts;
  parts.reserve(key_cols.size());
  for (int c : key_cols) parts.push_back(&row[c]);
  return Encode(parts);
}

std::optional<RowId> PrimaryKeyIndex::Find(const Key& key) const {
  if (numeric_) {
    auto it = by_number_.find(key.number);
    if (it == by_number_.end()) return std::nullopt;
    return it->second;
  }
  auto it = by_bytes_.find(key.bytes);
  if (it == by_bytes_.end()) return std::nullopt;
  return it->second;
}

void PrimaryKeyIndex::Insert(const Key& key, RowId row) {
  if (numeric_) {
    by_number_[key.number] = row;
  } else {
    by_bytes_[key.bytes] = row;
  }
}

void PrimaryKeyIndex::Erase(const Key& key) {
  if (numeric_) {
    by_number_.erase(key.number);
  } else {
    by_bytes_.erase(key.bytes);
  }
}

size_t PrimaryKeyIndex::size() const {
  return numeric_ ? by_number_.size() : by_bytes_.size();
}

size_t PrimaryKeyIndex::MemoryBytes() const {
  size_t bytes =
      by_number_.capacity() * (sizeof(std::pair<int64_t, RowId>) + 1) +
      by_bytes_.capacity() * (sizeof(std::pair<std::string, RowId>) + 1);
  for (const auto& [k, row] : by_bytes_) {
    if (k.capacity() > 15) bytes += k.capacity() + 1;
  }
  return bytes;
}

}  // namespace kite::storage_internal
