// TEXT stored plainly, and arrays: every value is a byte string in a
// per-chunk heap, addressed by (offset, length). Overwriting a value leaves
// its old bytes behind as garbage; a chunk is compacted when its garbage
// exceeds half its heap, which moves the bytes into a new heap (string_views
// from Fetch or TextAt become invalid, which is why Table's views only last
// until the next write).
//
// A heap's bytes are never changed once written: new values are appended
// in place while the heap has room, and a heap that must grow or be
// compacted is replaced by a new one. So AppendTo hands a result views
// into the heap rather than copies, with a reference to the heap that keeps
// those bytes alive after the table changes (ValueLanes::AppendTextViews).
#ifndef KITE_STORAGE_HEAP_COLUMN_H_
#define KITE_STORAGE_HEAP_COLUMN_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "storage/column_store.h"
#include "storage/heap_bytes.h"

namespace kite::storage_internal {

// Chunks are not compacted while their garbage is below this many bytes.
inline constexpr size_t kMinCompactGarbage = 4096;

class HeapColumn final : public ColumnStore {
 public:
  // `type` is TEXT or one of the array types.
  explicit HeapColumn(Type type) : type_(type) {}

  bool Set(RowId row, const Value& v) override;
  // Stores raw bytes at `row` (TEXT, or an encoded array).
  void SetBytes(RowId row, std::string_view bytes);
  void SetNull(RowId row);
  void Clear(RowId row) override { SetNull(row); }
  Value Get(RowId row) const override;
  void Encode(RowId row, Type type, std::string* out) const override;
  void Fetch(const RowId* rows, int n, Vector* out) const override;
  void AppendTo(const RowId* rows, int n, Type type,
                ValueLanes* out) const override;
  void SetOne(RowId row, Type type, ValueLanes* out) const override;
  void Prefetch(const RowId* rows, int n) const override;
  void PrefetchValues(const RowId* rows, int n) const override;
  size_t MemoryBytes() const override;
  const char* Encoding() const override { return "heap"; }
  ChunkView View(size_t c) const override {
    if (c >= chunks_.size()) return {};
    const Chunk& chunk = chunks_[c];
    return {chunk.offsets.data(), nulls_.ChunkWords(c),
            static_cast<RowId>(chunk.offsets.size()), chunk.lengths.data(),
            chunk.heap->data()};
  }
  std::string_view TextAt(RowId row) const override { return Bytes(row); }
  bool PeekText(RowId row, std::string_view* text) const override {
    if (!type_.is_string_lane() || !HasValue(row)) return false;
    *text = Bytes(row);
    return true;
  }
  bool CanStore(RowId row, size_t bytes) const override;

  // Garbage bytes over all chunks (for tests and accounting).
  size_t garbage_bytes() const;

 private:
  struct Chunk {
    Chunk() = default;
    Chunk(Chunk&&) = default;
    Chunk& operator=(Chunk&&) = default;
    Chunk(const Chunk&) = delete;  // a heap has one writer
    std::vector<uint32_t> offsets;
    std::vector<uint32_t> lengths;
    // Shared with results that view its bytes; appended to only here.
    std::shared_ptr<HeapBytes> heap = std::make_shared<HeapBytes>();
    size_t garbage = 0;
  };

  Chunk& ChunkFor(RowId row);
  // Makes room for `bytes` more in the heap of `chunk`, written at `offset`.
  static void GrowHeap(Chunk* chunk, size_t offset, size_t bytes);
  // Whether `row` holds a value (is written and not NULL).
  bool HasValue(RowId row) const {
    const size_t c = ChunkOf(row);
    return !nulls_.Get(row) && c < chunks_.size() &&
           OffsetOf(row) < chunks_[c].offsets.size();
  }
  std::string_view Bytes(RowId row) const {
    const Chunk& chunk = chunks_[ChunkOf(row)];
    size_t o = OffsetOf(row);
    return std::string_view(chunk.heap->data() + chunk.offsets[o],
                            chunk.lengths[o]);
  }
  static void Compact(Chunk* chunk);

  Type type_;
  std::vector<Chunk> chunks_;
  NullMask nulls_;
};

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_HEAP_COLUMN_H_
