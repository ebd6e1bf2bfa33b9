#include "storage/primary_key_index.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>
#include <utility>

#include "storage/array_codec.h"

namespace kite::storage_internal {
namespace {

void PutBytes(const void* data, size_t n, std::string* out) {
  out->append(static_cast<const char*>(data), n);
}

// The most entries the array of `keys` keys may have: at a quarter full it
// still takes less memory than a hash table's slots (16 bytes a key).
uint64_t MaxDenseSize(size_t keys) { return 4 * uint64_t{keys} + 1024; }

}  // namespace

PrimaryKeyIndex::PrimaryKeyIndex(std::vector<Type> key_types)
    : key_types_(std::move(key_types)) {
  numeric_ = key_types_.size() == 1 && key_types_[0].is_int_lane();
  dense_ = numeric_;
  identity_ = numeric_;
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
    } else if (type.is_double_lane()) {
      // Equal doubles must encode equally: -0 as 0, every NaN as one NaN
      // (SQL treats NaN as equal to itself).
      double d = v.double_value();
      if (d == 0) d = 0;
      if (std::isnan(d)) d = std::numeric_limits<double>::quiet_NaN();
      PutBytes(&d, sizeof(d), &key.bytes);
    } else if (type.is_string_lane()) {
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
  if (numeric_) return FindNumber(key.number);
  auto it = by_bytes_.find(key.bytes);
  if (it == by_bytes_.end()) return std::nullopt;
  return it->second;
}

void PrimaryKeyIndex::Insert(const Key& key, RowId row) {
  if (!numeric_) {
    by_bytes_[key.bytes] = row;
  } else if (dense_ && row != kAbsent) {
    if (identity_) {
      if (count_ == 0) base_ = key.number;
      // The next key at the next row keeps the form.
      if (DenseOffset(key.number) == count_ && row == count_) {
        ++count_;
        return;
      }
      Materialize();
    }
    InsertDense(key.number, row);
  } else {
    if (dense_) MoveToHash();
    by_number_[key.number] = row;
  }
}

void PrimaryKeyIndex::InsertDense(int64_t key, RowId row) {
  if (slots_.empty()) base_ = key;
  const uint64_t at = DenseOffset(key);
  if (at < slots_.size()) {
    if (slots_[at] == kAbsent) ++count_;
    slots_[at] = row;
    return;
  }
  const bool below = key < base_;
  const uint64_t gap = below ? static_cast<uint64_t>(base_) - key : 0;
  const uint64_t most = MaxDenseSize(count_ + 1);
  // (Compared so that keys far apart cannot overflow the sum.)
  if (below ? gap > most - std::min(most, uint64_t{slots_.size()})
            : at >= most) {
    MoveToHash();
    by_number_[key] = row;
    return;
  }
  if (below) {
    // Room below the key as well (half the array, as far as int64 goes),
    // so that keys arriving in descending order copy the array a
    // logarithmic number of times.
    const uint64_t room = std::min<uint64_t>(
        slots_.size() / 2,
        static_cast<uint64_t>(key) - static_cast<uint64_t>(INT64_MIN));
    std::vector<RowId, HugePageAllocator<RowId>> grown(
        room + gap + slots_.size(), kAbsent);
    std::copy(slots_.begin(), slots_.end(), grown.begin() + room + gap);
    slots_.swap(grown);
    base_ = static_cast<int64_t>(static_cast<uint64_t>(key) - room);
    slots_[room] = row;
  } else {
    slots_.resize(at + 1, kAbsent);  // geometric: amortised O(1)
    slots_[at] = row;
  }
  ++count_;
}

void PrimaryKeyIndex::Materialize() {
  slots_.resize(count_);
  std::iota(slots_.begin(), slots_.end(), RowId{0});
  identity_ = false;
}

void PrimaryKeyIndex::MoveToHash() {
  if (identity_) Materialize();
  by_number_.reserve(count_);
  for (uint64_t at = 0; at < slots_.size(); ++at) {
    if (slots_[at] != kAbsent) {
      by_number_.emplace(
          static_cast<int64_t>(static_cast<uint64_t>(base_) + at), slots_[at]);
    }
  }
  decltype(slots_)().swap(slots_);
  count_ = 0;
  dense_ = false;
}

void PrimaryKeyIndex::Erase(const Key& key) {
  if (!numeric_) {
    by_bytes_.erase(key.bytes);
    return;
  }
  if (dense_) {
    const uint64_t at = DenseOffset(key.number);
    if (identity_ && at < count_) {
      // The last key (an insert undone) keeps the form; another leaves it.
      if (at + 1 == count_) {
        --count_;
      } else {
        Materialize();
      }
    }
    if (!identity_ && at < slots_.size() && slots_[at] != kAbsent) {
      slots_[at] = kAbsent;
      --count_;
    }
  } else {
    by_number_.erase(key.number);
  }
  if (size() == 0) {  // emptied: the next keys may be dense again
    decltype(slots_)().swap(slots_);
    decltype(by_number_)().swap(by_number_);
    base_ = 0;
    dense_ = true;
    identity_ = true;
  }
}

size_t PrimaryKeyIndex::size() const {
  if (!numeric_) return by_bytes_.size();
  return dense_ ? count_ : by_number_.size();
}

size_t PrimaryKeyIndex::MemoryBytes() const {
  size_t bytes =
      slots_.capacity() * sizeof(RowId) +
      by_number_.capacity() * (sizeof(std::pair<int64_t, RowId>) + 1) +
      by_bytes_.capacity() * (sizeof(std::pair<std::string, RowId>) + 1);
  for (const auto& [k, row] : by_bytes_) {
    if (k.capacity() > 15) bytes += k.capacity() + 1;
  }
  return bytes;
}

}  // namespace kite::storage_internal
