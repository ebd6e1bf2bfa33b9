// Fixed-width columns: BOOLEAN as bytes, INTEGER and DATE as int32, BIGINT,
// NUMERIC and TIMESTAMP as int64, DOUBLE PRECISION as double.
#ifndef KITE_STORAGE_FIXED_COLUMN_H_
#define KITE_STORAGE_FIXED_COLUMN_H_

#include <cstdint>
#include <limits>
#include <memory>
#include <type_traits>
#include <vector>

#include "storage/column_store.h"
#include "storage/value_box.h"

namespace kite::storage_internal {

// `T` is the physical type: uint8_t, int32_t, int64_t or double.
template <typename T>
class FixedColumn final : public ColumnStore {
 public:
  explicit FixedColumn(Type type) : type_(type) {}

  bool Set(RowId row, const Value& v) override {
    T& slot = Slot(row);
    if (v.is_null()) {
      nulls_.Set(row, true);
      return false;
    }
    nulls_.Set(row, false);
    if constexpr (std::is_same_v<T, double>) {
      slot = v.double_value();
    } else if constexpr (std::is_same_v<T, uint8_t>) {
      slot = v.int_value() != 0;
    } else {
      slot = static_cast<T>(v.int_value());
    }
    return false;
  }

  // Fixed-width slots hold no heap bytes; the stale value is harmless.
  void Clear(RowId row) override {}

  Value Get(RowId row) const override {
    size_t c = ChunkOf(row), o = OffsetOf(row);
    if (nulls_.Get(row) || c >= chunks_.size() || o >= chunks_[c].size()) {
      return Value::Null(type_);
    }
    T v = chunks_[c][o];
    if constexpr (std::is_same_v<T, double>) {
      return Value::Double(v);
    } else {
      return BoxInt(type_, static_cast<int64_t>(v));
    }
  }

  void Fetch(const RowId* rows, int n, Vector* out) const override {
    if constexpr (std::is_same_v<T, double>) {
      Gather(rows, n, out->doubles.data());
    } else {
      Gather(rows, n, out->ints.data());
    }
    nulls_.FetchInto(rows, n, out);
  }

  void AppendTo(const RowId* rows, int n, Type type,
                ValueLanes* out) const override {
    nulls_.AppendTo(rows, n, &out->nulls);
    if constexpr (std::is_same_v<T, double>) {
      AppendLane(rows, n, &out->doubles);
    } else {
      AppendLane(rows, n, &out->ints);
    }
  }

  void SetOne(RowId row, Type type, ValueLanes* out) const override {
    out->nulls[0] = nulls_.Get(row) ? 1 : 0;
    const T value = chunks_[ChunkOf(row)][OffsetOf(row)];
    if constexpr (std::is_same_v<T, double>) {
      out->doubles[0] = value;
    } else {
      out->ints[0] = static_cast<int64_t>(value);
    }
  }

  void Prefetch(const RowId* rows, int n) const override {
    for (int i = 0; i < n; ++i) {
      const size_t c = ChunkOf(rows[i]);
      if (c < chunks_.size()) {
        __builtin_prefetch(chunks_[c].data() + OffsetOf(rows[i]));
      }
    }
  }

  size_t MemoryBytes() const override {
    size_t bytes =
        nulls_.MemoryBytes() + chunks_.capacity() * sizeof(chunks_[0]);
    for (const auto& chunk : chunks_) bytes += chunk.capacity() * sizeof(T);
    return bytes;
  }

  const char* Encoding() const override {
    return std::is_same_v<T, int32_t> && Wide(type_) ? "int32" : "plain";
  }

  int ValueBytes() const override { return sizeof(T); }

  bool Holds(const Value& v) const override {
    if constexpr (std::is_same_v<T, int32_t>) {
      if (Wide(type_) && !v.is_null()) {
        const int64_t i = v.int_value();
        return i >= std::numeric_limits<int32_t>::min() &&
               i <= std::numeric_limits<int32_t>::max();
      }
    }
    return true;
  }

  std::unique_ptr<ColumnStore> Widened() const override {
    if constexpr (std::is_same_v<T, int32_t>) {
      if (Wide(type_)) {
        auto wide = std::make_unique<FixedColumn<int64_t>>(type_);
        wide->chunks_.resize(chunks_.size());
        for (size_t c = 0; c < chunks_.size(); ++c) {
          wide->chunks_[c].reserve(chunks_[c].capacity());
          wide->chunks_[c].assign(chunks_[c].begin(), chunks_[c].end());
        }
        wide->nulls_ = nulls_;
        return wide;
      }
    }
    return nullptr;
  }

  ChunkView View(size_t c) const override {
    if (c >= chunks_.size()) return {};
    return {chunks_[c].data(), nulls_.ChunkWords(c),
            static_cast<RowId>(chunks_[c].size())};
  }

 private:
  T& Slot(RowId row) {
    size_t c = ChunkOf(row), o = OffsetOf(row);
    if (c >= chunks_.size()) chunks_.resize(c + 1);
    std::vector<T>& chunk = chunks_[c];
    if (o >= chunk.size()) {
      // Geometric growth inside the chunk, capped at the chunk size.
      if (o >= chunk.capacity()) {
        size_t want = chunk.capacity() < 64 ? 64 : chunk.capacity() * 2;
        while (want <= o) want *= 2;
        chunk.reserve(want < kChunkRows ? want : kChunkRows);
      }
      chunk.resize(o + 1);
    }
    return chunk[o];
  }

  template <typename Lane>
  void AppendLane(const RowId* rows, int n, std::vector<Lane>* lane) const {
    if (n <= kPushedValues) {
      for (int i = 0; i < n; ++i) {
        const RowId r = rows[i];
        lane->push_back(static_cast<Lane>(chunks_[ChunkOf(r)][OffsetOf(r)]));
      }
      return;
    }
    lane->resize(lane->size() + n);
    Gather(rows, n, lane->data() + lane->size() - n);
  }

  template <typename Lane>
  void Gather(const RowId* rows, int n, Lane* dst) const {
    if (IsContiguousInChunk(rows, n)) {
      const T* src = chunks_[ChunkOf(rows[0])].data() + OffsetOf(rows[0]);
      for (int i = 0; i < n; ++i) dst[i] = static_cast<Lane>(src[i]);
      return;
    }
    for (int i = 0; i < n; ++i) {
      RowId r = rows[i];
      dst[i] = static_cast<Lane>(chunks_[ChunkOf(r)][OffsetOf(r)]);
    }
  }

  // Whether values of type `t` are 64-bit (a 32-bit column of such a type
  // holds them while they fit).
  static bool Wide(const Type& t) {
    return t.id == TypeId::kBigint || t.id == TypeId::kNumeric ||
           t.id == TypeId::kTimestamp;
  }

  template <typename U>
  friend class FixedColumn;

  Type type_;
  std::vector<std::vector<T>> chunks_;
  NullMask nulls_;
};

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_FIXED_COLUMN_H_
