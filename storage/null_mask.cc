#include <cstdint>
#include <vector>

#include "storage/column_store.h"

namespace kite::storage_internal {

void NullMask::Set(RowId row, bool is_null) {
  size_t c = ChunkOf(row), w = OffsetOf(row) >> 6;
  uint64_t bit = uint64_t{1} << (row & 63);
  if (!is_null) {
    if (c >= chunks_.size() || w >= chunks_[c].size()) return;
    if (chunks_[c][w] & bit) {
      chunks_[c][w] &= ~bit;
      --null_count_;
    }
    return;
  }
  if (c >= chunks_.size()) chunks_.resize(c + 1);
  if (chunks_[c].empty()) chunks_[c].resize(kChunkRows / 64, 0);
  if (!(chunks_[c][w] & bit)) {
    chunks_[c][w] |= bit;
    ++null_count_;
  }
}

void NullMask::FetchInto(const RowId* rows, int n, Vector* out) const {
  if (null_count_ == 0) return;
  out->nulls.assign(n, 0);
  bool found = false;
  for (int i = 0; i < n; ++i) {
    bool is_null = Get(rows[i]);
    out->nulls[i] = is_null;
    found |= is_null;
  }
  if (!found) out->nulls.clear();
}

void NullMask::AppendTo(const RowId* rows, int n,
                        std::vector<uint8_t>* out) const {
  if (n == 1) {  // a point lookup's: cheaper than a resize
    out->push_back(Get(rows[0]) ? 1 : 0);
    return;
  }
  const size_t at = out->size();
  out->resize(at + n, 0);
  if (null_count_ == 0) return;
  uint8_t* dst = out->data() + at;
  for (int i = 0; i < n; ++i) dst[i] = Get(rows[i]) ? 1 : 0;
}

size_t NullMask::MemoryBytes() const {
  size_t bytes = chunks_.capacity() * sizeof(chunks_[0]);
  for (const auto& chunk : chunks_)
    bytes += chunk.capacity() * sizeof(uint64_t);
  return bytes;
}

}  // namespace kite::storage_internal
