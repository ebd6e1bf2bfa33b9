#include "jit/group_table.h"

#include <bit>
#include <cmath>

#include "storage/value_box.h"

namespace kite::jit {
namespace {

// The bytes AppendRowKey (exec/chunk_util.cc) appends for the value.
void AppendKey(const Type& type, const KernelCallValue& v, std::string* key) {
  if (v.is_null) {
    key->push_back('N');
    return;
  }
  key->push_back('V');
  if (type.id == TypeId::kDouble) {
    double d = v.d;
    if (d == 0) d = 0;  // -0 equals 0
    if (std::isnan(d)) d = std::nan("");
    key->append(reinterpret_cast<const char*>(&d), sizeof(d));
  } else if (type.id == TypeId::kText) {
    uint32_t len = static_cast<uint32_t>(v.len);
    key->append(reinterpret_cast<const char*>(&len), sizeof(len));
    key->append(v.s, v.len);
  } else {
    key->append(reinterpret_cast<const char*>(&v.i), sizeof(v.i));
  }
}

}  // namespace

GroupTable::GroupTable(std::vector<Type> types)
    : types_(std::move(types)),
      int_key_(types_.size() == 1 && types_[0].is_int_lane()),
      text_key_(types_.size() == 1 && types_[0].id == TypeId::kText),
      keys_(types_.size()) {}

int64_t GroupTable::Find(const KernelCallValue* keys) {
  if (int_key_ || text_key_) {
    if (keys[0].is_null) {
      if (null_group_ < 0) null_group_ = Add(keys);
      return null_group_;
    }
    if (int_key_) {
      const int64_t i = keys[0].i;
      if (i >= 0 && i < kDirectKeys) {
        if (static_cast<size_t>(i) >= direct_.size()) {
          direct_.resize(std::bit_ceil(static_cast<uint64_t>(i) + 1));
        }
        if (direct_[i] == 0) direct_[i] = Add(keys) + 1;
        return direct_[i] - 1;
      }
      auto [it, inserted] = ints_.try_emplace(i, size_);
      if (inserted) Add(keys);
      return it->second;
    }
    const absl::string_view text(keys[0].s, keys[0].len);
    if (auto it = texts_.find(text); it != texts_.end()) return it->second;
    texts_.emplace(std::string(text), size_);
    return Add(keys);
  }
  scratch_.clear();
  for (size_t k = 0; k < types_.size(); ++k) {
    AppendKey(types_[k], keys[k], &scratch_);
  }
  auto [it, inserted] = index_.try_emplace(scratch_, size_);
  if (inserted) Add(keys);
  return it->second;
}

int64_t GroupTable::Add(const KernelCallValue* keys) {
  for (size_t k = 0; k < types_.size(); ++k) {
    const KernelCallValue& v = keys[k];
    KeyColumn& column = keys_[k];
    column.nulls.push_back(v.is_null != 0);
    if (types_[k].id == TypeId::kDouble) {
      column.doubles.push_back(v.d);
    } else if (types_[k].id == TypeId::kText) {
      column.texts.emplace_back(v.is_null ? nullptr : v.s,
                                v.is_null ? 0 : v.len);
    } else {
      column.ints.push_back(v.i);
    }
  }
  return size_++;
}

Value GroupTable::key(int64_t group, size_t k) const {
  const KeyColumn& column = keys_[k];
  const Type& type = types_[k];
  if (column.nulls[group]) return Value::Null(type);
  if (type.id == TypeId::kDouble) return Value::Double(column.doubles[group]);
  if (type.id == TypeId::kText) return Value::Text(column.texts[group]);
  return storage_internal::BoxInt(type, column.ints[group]);
}

void GroupTable::Clear() {
  direct_.clear();
  ints_.clear();
  texts_.clear();
  index_.clear();
  keys_.assign(types_.size(), KeyColumn());
  null_group_ = -1;
  size_ = 0;
}

bool DistinctSet::Insert(int64_t group, const KernelCallValue& v) {
  if (type_.is_int_lane()) return ints_.insert({group, v.i}).second;
  scratch_.assign(reinterpret_cast<const char*>(&group), sizeof(group));
  AppendKey(type_, v, &scratch_);
  return others_.insert(scratch_).second;
}

void DistinctSet::Clear() {
  ints_.clear();
  others_.clear();
}

void ValueStore::MinMax(AggSlot* slot, std::string_view text, bool min) {
  // As the interpreter: the first value, then one that compares less
  // (greater) bytewise.
  if (slot->ival == 0) {
    values_.push_back(Value::Text(std::string(text)));
    slot->ival = static_cast<int64_t>(values_.size());
    return;
  }
  Value& cur = values_[slot->ival - 1];
  if (min ? text < cur.text() : text > cur.text()) {
    cur = Value::Text(std::string(text));
  }
}

}  // namespace kite::jit

extern "C" {

int64_t kite_rt_group(const void* table,
                      const kite::jit::KernelCallValue* keys) {
  // The table is the execution's, passed as a run-time argument.
  return const_cast<kite::jit::GroupTable*>(
             static_cast<const kite::jit::GroupTable*>(table))
      ->Find(keys);
}

int32_t kite_rt_distinct(const void* set, int64_t group,
                         const kite::jit::KernelCallValue* v) {
  return const_cast<kite::jit::DistinctSet*>(
             static_cast<const kite::jit::DistinctSet*>(set))
                 ->Insert(group, *v)
             ? 1
             : 0;
}

void kite_rt_minmax_text(const void* store, kite::jit::AggSlot* slot,
                         const char* s, int64_t len, int32_t min) {
  const_cast<kite::jit::ValueStore*>(
      static_cast<const kite::jit::ValueStore*>(store))
      ->MinMax(slot, std::string_view(s, len), min != 0);
}

}  // extern "C"
