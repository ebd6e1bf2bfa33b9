// The hash index that enforces a table's PRIMARY KEY: key -> RowId.
//
// A single integer-like key column (integer, bigint, date, ...) is keyed on
// its int64 value directly; any other key (composite, text, double, arrays)
// on a byte string encoding the key values.
//
// Integer keys that are dense (serial ids: most numbers between the least
// and the greatest key are keys) sit in an array indexed by key - base: a
// lookup reads one 4-byte entry instead of hashing and probing a 16-byte
// slot, and the array takes 4 to 16 bytes a key where the hash table took
// 18 to 37 (items_pkey at 1M rows: 35.7 -> 4.2); a point lookup lands in
// it at random, so its size decides how much of it stays in cache. The
// first key that would leave the array under a quarter full moves every
// key to the hash table for good; an emptied index starts dense again.
//
// Keys that are exactly their rows' numbers plus a base (serial ids
// inserted in order, without deletes: a catalogue loaded by id) need no
// array at all: the identity form finds key k at row k - base without a
// memory read, as SQLite's INTEGER PRIMARY KEY is its rowid. The first
// insert or erase that breaks the rule writes the array out (Materialize)
// and the index goes on as above.
#ifndef KITE_STORAGE_PRIMARY_KEY_INDEX_H_
#define KITE_STORAGE_PRIMARY_KEY_INDEX_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/hash/hash.h"
#include "absl/types/span.h"
#include "common/huge_pages.h"
#include "kite/type.h"
#include "kite/value.h"
#include "storage/vector.h"

namespace kite::storage_internal {

class PrimaryKeyIndex {
 public:
  // An encoded key: `number` for the int64 form, `bytes` otherwise.
  struct Key {
    int64_t number = 0;
    std::string bytes;
    bool operator==(const Key& o) const {
      return number == o.number && bytes == o.bytes;
    }
  };

  // `key_types` are the types of the key columns; empty means no key.
  explicit PrimaryKeyIndex(std::vector<Type> key_types);

  bool enabled() const { return !key_types_.empty(); }
  // Encodes non-NULL key values given in key column order.
  Key Encode(absl::Span<const Value* const> parts) const;

  // Encodes the key columns `key_cols` of the full row `row`.
  Key EncodeRow(absl::Span<const Value> row,
                absl::Span<const int> key_cols) const;

  std::optional<RowId> Find(const Key& key) const;
  // Whether the key is one integer-lane column, keyed on its int64 value
  // (FindNumber).
  bool numeric() const { return numeric_; }
  // Find for a numeric() key, without building a Key.
  std::optional<RowId> FindNumber(int64_t key) const {
    if (dense_) {
      const uint64_t at = DenseOffset(key);
      if (identity_) {
        if (at >= count_) return std::nullopt;
        return static_cast<RowId>(at);
      }
      if (at >= slots_.size() || slots_[at] == kAbsent) return std::nullopt;
      return slots_[at];
    }
    auto it = by_number_.find(key);
    if (it == by_number_.end()) return std::nullopt;
    return it->second;
  }
  // Starts loading the hash slot Find would read for the one-column integer
  // key `v` (a hint; nothing for other keys, whose encoding costs more).
  //
  // The prefetches are inlined here (flatten) and the empty volatile asm
  // marks the function as having an effect: GCC 12 takes a function that
  // only prefetches for one without effects and deletes calls to it, and
  // did so to absl's prefetch() in table.cc, whose key prefetches were all
  // compiled to nothing.
  __attribute__((flatten)) void Prefetch(const Value& v) const {
    if (numeric_ && !v.is_null()) PrefetchNumber(v.int_value());
    asm volatile("");
  }
  // Prefetch for a numeric() key's int64 value.
  __attribute__((flatten)) void PrefetchNumber(int64_t key) const {
    if (dense_) {
      const uint64_t at = DenseOffset(key);  // (identity: nothing to load)
      if (at < slots_.size()) __builtin_prefetch(slots_.data() + at);
    } else {
      by_number_.prefetch(key);
    }
    asm volatile("");
  }
  // Adds `key` -> `row`; the key must not be present.
  void Insert(const Key& key, RowId row);
  void Erase(const Key& key);
  size_t size() const;
  size_t MemoryBytes() const;
  // Whether the integer keys are in the array or need none (the dense
  // form), and whether they need none (the identity form); for tests.
  bool dense() const { return dense_; }
  bool identity() const { return identity_; }

 private:
  static constexpr RowId kAbsent = ~RowId{0};

  uint64_t DenseOffset(int64_t key) const {
    return static_cast<uint64_t>(key) - static_cast<uint64_t>(base_);
  }
  // Sets the entry of `key` (dense form), growing the array, or moving
  // every key to the hash table when the array would be mostly empty.
  void InsertDense(int64_t key, RowId row);
  // Leaves the identity form: writes out the array it stands for.
  void Materialize();
  void MoveToHash();

  std::vector<Type> key_types_;
  bool numeric_ = false;  // one int-lane column: keyed on int64
  // The dense form of numeric keys: slots_[key - base_] is key's row, or
  // kAbsent; `count_` entries are set. In its identity form slots_ is empty
  // and keys base_ .. base_ + count_ - 1 are at rows 0 .. count_ - 1.
  bool dense_ = false;
  bool identity_ = false;
  int64_t base_ = 0;
  size_t count_ = 0;
  std::vector<RowId, HugePageAllocator<RowId>> slots_;
  // Probed at random by every lookup: on huge pages (common/huge_pages.h).
  absl::flat_hash_map<int64_t, RowId, absl::Hash<int64_t>,
                      std::equal_to<int64_t>,
                      HugePageAllocator<std::pair<const int64_t, RowId>>>
      by_number_;
  absl::flat_hash_map<std::string, RowId> by_bytes_;
};

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_PRIMARY_KEY_INDEX_H_
