// What a fused aggregate kernel keeps outside its accumulator array: the
// hash table that numbers GROUP BY keys of any type, the (group, value) sets
// of DISTINCT aggregates, and the min / max of TEXT values. The
// kernel reaches them through the kite_rt_* helpers below, registered with
// the JIT in RuntimeSymbols.
#ifndef KITE_JIT_GROUP_TABLE_H_
#define KITE_JIT_GROUP_TABLE_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/string_view.h"
#include "jit/kernel_abi.h"
#include "kite/type.h"
#include "kite/value.h"

namespace kite::jit {

// Numbers the groups of one execution from 0 in the order their first row
// arrives (as the interpreter does) and keeps each group's key values (the
// first row's). Keys are equal as the interpreter's AppendRowKey makes
// them: NULL is its own group, -0 is 0, every NaN is one NaN.
class GroupTable {
 public:
  explicit GroupTable(std::vector<Type> types);

  // The group of `keys` (one value per key type).
  int64_t Find(const KernelCallValue* keys);
  int64_t size() const { return size_; }
  Value key(int64_t group, size_t k) const;
  void Clear();

 private:
  int64_t Add(const KernelCallValue* keys);

  std::vector<Type> types_;
  // One key in the int lane, or of TEXT: hashed as an integer or as its
  // bytes, NULL apart.
  bool int_key_;
  bool text_key_;
  // Int keys in [0, kDirectKeys) find their group + 1 (0: none yet) by
  // index in direct_ (grown to a power of two above the largest seen),
  // others through ints_.
  static constexpr int64_t kDirectKeys = 1 << 16;
  std::vector<int64_t> direct_;
  absl::flat_hash_map<int64_t, int64_t> ints_;
  absl::flat_hash_map<std::string, int64_t> texts_;
  int64_t null_group_ = -1;
  absl::flat_hash_map<std::string, int64_t> index_;
  std::string scratch_;
  // The groups' key values, a column per key (values of the key's lane;
  // a NULL's entry is 0 or empty).
  struct KeyColumn {
    std::vector<uint8_t> nulls;
    std::vector<int64_t> ints;
    std::vector<double> doubles;
    std::vector<std::string> texts;
  };
  std::vector<KeyColumn> keys_;
  int64_t size_ = 0;
};

// The (group, value) pairs one DISTINCT aggregate has counted.
class DistinctSet {
 public:
  explicit DistinctSet(Type type) : type_(type) {}
  // True when the non-NULL `v` is new in `group`.
  bool Insert(int64_t group, const KernelCallValue& v);
  void Clear();

 private:
  Type type_;
  absl::flat_hash_set<std::pair<int64_t, int64_t>> ints_;
  absl::flat_hash_set<std::string> others_;
  std::string scratch_;
};

// min / max of TEXT values: an AggSlot's ival is the index + 1 of its value
// here (0 before the first).
class ValueStore {
 public:
  void MinMax(AggSlot* slot, std::string_view text, bool min);
  const Value& Get(const AggSlot& slot) const { return values_[slot.ival - 1]; }
  void Clear() { values_.clear(); }

 private:
  std::vector<Value> values_;
};

}  // namespace kite::jit

extern "C" {
// The group number of the keys in `keys` (GroupTable `table`).
int64_t kite_rt_group(const void* table,
                      const kite::jit::KernelCallValue* keys);
// 1 when the non-NULL `v` is new in `group` of DistinctSet `set`, else 0.
int32_t kite_rt_distinct(const void* set, int64_t group,
                         const kite::jit::KernelCallValue* v);
// Folds the non-NULL TEXT s into the min (`min` 1) or max of `slot`,
// keeping values in ValueStore `store`.
void kite_rt_minmax_text(const void* store, kite::jit::AggSlot* slot,
                         const char* s, int64_t len, int32_t min);
}

#endif  // KITE_JIT_GROUP_TABLE_H_
