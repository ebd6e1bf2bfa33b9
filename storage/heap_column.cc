#include "storage/heap_column.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <string>

#include "storage/array_codec.h"

namespace kite::storage_internal {
namespace {

constexpr size_t kMaxHeapBytes = std::numeric_limits<uint32_t>::max();
// PrefetchValues loads at most this much of each value.
constexpr size_t kPrefetchBytes = 1024;

}  // namespace

HeapColumn::Chunk& HeapColumn::ChunkFor(RowId row) {
  size_t c = ChunkOf(row), o = OffsetOf(row);
  if (c >= chunks_.size()) chunks_.resize(c + 1);
  Chunk& chunk = chunks_[c];
  if (o >= chunk.offsets.size()) {
    if (o >= chunk.offsets.capacity()) {
      size_t want =
          chunk.offsets.capacity() < 64 ? 64 : chunk.offsets.capacity() * 2;
      while (want <= o) want *= 2;
      if (want > kChunkRows) want = kChunkRows;
      chunk.offsets.reserve(want);
      chunk.lengths.reserve(want);
    }
    chunk.offsets.resize(o + 1, 0);
    chunk.lengths.resize(o + 1, 0);
  }
  return chunk;
}

bool HeapColumn::Set(RowId row, const Value& v) {
  std::string encoded;
  if (v.is_null()) {
    SetNull(row);
  } else {
    SetBytes(row, StoredBytes(v, &encoded));
  }
  return false;
}

void HeapColumn::SetBytes(RowId row, std::string_view bytes) {
  Chunk& chunk = ChunkFor(row);
  size_t o = OffsetOf(row);
  chunk.garbage += chunk.lengths[o];
  chunk.lengths[o] = 0;
  if (chunk.garbage >= kMinCompactGarbage &&
      chunk.garbage > chunk.heap->size() / 2) {
    Compact(&chunk);
  }
  if (chunk.heap->size() + bytes.size() > kMaxHeapBytes) Compact(&chunk);
  GrowHeap(&chunk, o, bytes.size());
  chunk.offsets[o] = static_cast<uint32_t>(chunk.heap->size());
  chunk.lengths[o] = static_cast<uint32_t>(bytes.size());
  chunk.heap->append(bytes.data(), bytes.size());
  nulls_.Set(row, false);
}

// Plain doubling leaves up to half of a full chunk's heap unused (a 64K-row
// chunk of 500-byte strings is 32 MB). Rows mostly arrive in slot order, so
// the bytes per slot so far project the full chunk's size: grow to that (plus
// an eighth), growing by at least half so that copying stays amortised O(1),
// and never more than doubling.
void HeapColumn::GrowHeap(Chunk* chunk, size_t offset, size_t bytes) {
  const size_t need = chunk->heap->size() + bytes;
  const size_t capacity = chunk->heap->capacity();
  if (need <= capacity) return;
  const size_t projected = need / (offset + 1) * kChunkRows;
  const size_t want = std::min(capacity * 2, std::max(projected + projected / 8,
                                                      capacity + capacity / 2));
  // A new heap, not a bigger one in place: results may view the old one.
  auto grown = std::make_shared<HeapBytes>();
  grown->reserve(std::max({want, need, size_t{256}}));
  grown->append(chunk->heap->data(), chunk->heap->size());
  chunk->heap = std::move(grown);
}

void HeapColumn::SetNull(RowId row) {
  Chunk& chunk = ChunkFor(row);
  size_t o = OffsetOf(row);
  chunk.garbage += chunk.lengths[o];
  chunk.lengths[o] = 0;
  chunk.offsets[o] = 0;
  nulls_.Set(row, true);
  if (chunk.garbage >= kMinCompactGarbage &&
      chunk.garbage > chunk.heap->size() / 2) {
    Compact(&chunk);
  }
}

void HeapColumn::Compact(Chunk* chunk) {
  HeapBytes heap;
  heap.reserve(chunk->heap->size() - chunk->garbage);
  for (size_t o = 0; o < chunk->offsets.size(); ++o) {
    uint32_t len = chunk->lengths[o];
    if (len == 0) {
      chunk->offsets[o] = 0;
      continue;
    }
    const char* src = chunk->heap->data() + chunk->offsets[o];
    chunk->offsets[o] = static_cast<uint32_t>(heap.size());
    heap.append(src, len);
  }
  chunk->heap = std::make_shared<HeapBytes>(std::move(heap));
  chunk->garbage = 0;
}

bool HeapColumn::CanStore(RowId row, size_t bytes) const {
  size_t c = ChunkOf(row);
  if (c >= chunks_.size()) return bytes <= kMaxHeapBytes;
  const Chunk& chunk = chunks_[c];
  size_t live = chunk.heap->size() - chunk.garbage;
  return live + bytes <= kMaxHeapBytes;
}

void HeapColumn::Encode(RowId row, Type type, std::string* out) const {
  if (type_.is_string_lane() && HasValue(row)) {
    EncodeText(Bytes(row), out);
  } else {
    ColumnStore::Encode(row, type, out);
  }
}

Value HeapColumn::Get(RowId row) const {
  if (!HasValue(row)) return Value::Null(type_);
  std::string_view bytes = Bytes(row);
  if (type_.is_string_lane()) return Value::Bytes(type_, std::string(bytes));
  return DecodeArray(type_, bytes);
}

void HeapColumn::Fetch(const RowId* rows, int n, Vector* out) const {
  nulls_.FetchInto(rows, n, out);
  bool has_nulls = !out->nulls.empty();
  if (type_.is_string_lane()) {
    std::string_view* dst = out->strings.data();
    if (!has_nulls && IsContiguousInChunk(rows, n)) {
      const Chunk& chunk = chunks_[ChunkOf(rows[0])];
      const char* heap = chunk.heap->data();
      const uint32_t* offsets = chunk.offsets.data() + OffsetOf(rows[0]);
      const uint32_t* lengths = chunk.lengths.data() + OffsetOf(rows[0]);
      for (int i = 0; i < n; ++i) {
        dst[i] = std::string_view(heap + offsets[i], lengths[i]);
      }
      return;
    }
    for (int i = 0; i < n; ++i) {
      if (has_nulls && out->nulls[i]) continue;
      dst[i] = Bytes(rows[i]);
    }
    return;
  }
  for (int i = 0; i < n; ++i) {
    if (has_nulls && out->nulls[i]) continue;
    out->arrays[i] = DecodeArray(type_, Bytes(rows[i]));
  }
}

void HeapColumn::AppendTo(const RowId* rows, int n, Type type,
                          ValueLanes* out) const {
  if (!type_.is_string_lane()) {
    ColumnStore::AppendTo(rows, n, type, out);
    return;
  }
  nulls_.AppendTo(rows, n, &out->nulls);
  const uint8_t* null =
      nulls_.any() ? out->nulls.data() + out->nulls.size() - n : nullptr;
  // Views, not copies: a run of rows in one chunk at a time, each pinning
  // that chunk's heap.
  for (int start = 0; start < n;) {
    const size_t c = ChunkOf(rows[start]);
    int end = start + 1;
    while (end < n && ChunkOf(rows[end]) == c) ++end;
    const RowId* run = rows + start;
    const uint8_t* run_null = null == nullptr ? nullptr : null + start;
    if (c >= chunks_.size()) {  // never written: NULLs
      static const std::shared_ptr<const HeapBytes> kNone;
      out->AppendTextViews(
          end - start, run_null, [](int) { return std::string_view(); }, kNone);
    } else {
      out->AppendTextViews(
          end - start, run_null, [&](int i) { return Bytes(run[i]); },
          chunks_[c].heap);
    }
    start = end;
  }
}

void HeapColumn::SetOne(RowId row, Type type, ValueLanes* out) const {
  const size_t c = ChunkOf(row);
  if (!type_.is_string_lane() || c >= chunks_.size()) {
    ColumnStore::SetOne(row, type, out);
    return;
  }
  const bool null = nulls_.Get(row);
  out->SetSlotView(null, null ? std::string_view() : Bytes(row),
                   chunks_[c].heap);
}

void HeapColumn::PrefetchValues(const RowId* rows, int n) const {
  for (int i = 0; i < n; ++i) {
    const size_t c = ChunkOf(rows[i]), o = OffsetOf(rows[i]);
    if (c < chunks_.size() && o < chunks_[c].offsets.size()) {
      // Every line of the value, up to kPrefetchBytes: whoever reads the
      // result's view of it (or an array's decoding) reads all of it, and
      // a text value spans several lines.
      const char* begin = chunks_[c].heap->data() + chunks_[c].offsets[o];
      const char* end =
          begin + std::min<size_t>(chunks_[c].lengths[o], kPrefetchBytes);
      const char* line = begin - reinterpret_cast<uintptr_t>(begin) % 64;
      do {
        __builtin_prefetch(line);
        line += 64;
      } while (line < end);
    }
  }
}

void HeapColumn::Prefetch(const RowId* rows, int n) const {
  for (int i = 0; i < n; ++i) {
    const size_t c = ChunkOf(rows[i]);
    if (c >= chunks_.size()) continue;
    __builtin_prefetch(chunks_[c].offsets.data() + OffsetOf(rows[i]));
    __builtin_prefetch(chunks_[c].lengths.data() + OffsetOf(rows[i]));
  }
}

size_t HeapColumn::MemoryBytes() const {
  size_t bytes = nulls_.MemoryBytes() + chunks_.capacity() * sizeof(Chunk);
  for (const Chunk& chunk : chunks_) {
    bytes += chunk.offsets.capacity() * sizeof(uint32_t) +
             chunk.lengths.capacity() * sizeof(uint32_t) +
             chunk.heap->capacity();
  }
  return bytes;
}

size_t HeapColumn::garbage_bytes() const {
  size_t total = 0;
  for (const Chunk& chunk : chunks_) total += chunk.garbage;
  return total;
}

}  // namespace kite::storage_internal
