// The physical storage of one table column (internal to storage/).
//
// Rows are split into chunks of kChunkRows slots. A chunk's arrays grow
// geometrically up to kChunkRows and then stay put, so growing a column never
// copies earlier chunks. Every column keeps a NullMask beside its data.
#ifndef KITE_STORAGE_COLUMN_STORE_H_
#define KITE_STORAGE_COLUMN_STORE_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "kite/type.h"
#include "kite/value.h"
#include "storage/compression.h"
#include "storage/row_codec.h"
#include "storage/value_lanes.h"
#include "storage/vector.h"

namespace kite::storage_internal {

inline constexpr int kChunkShift = 16;
inline constexpr RowId kChunkRows = RowId{1} << kChunkShift;
inline constexpr RowId kChunkMask = kChunkRows - 1;

inline size_t ChunkOf(RowId row) { return row >> kChunkShift; }
inline size_t OffsetOf(RowId row) { return row & kChunkMask; }

// Up to this many values are appended to a lane one by one (a point
// lookup's), which costs less than growing the lane through resize.
inline constexpr int kPushedValues = 16;

// Whether rows[0..n) are the consecutive ids rows[0], rows[0]+1, ... within
// one chunk, so a scan can copy a contiguous range.
bool IsContiguousInChunk(const RowId* rows, int n);

// One bit per slot, 1 = NULL, chunked like the data. Slots never written
// read as not NULL.
class NullMask {
 public:
  bool Get(RowId row) const {
    size_t c = ChunkOf(row), w = OffsetOf(row) >> 6;
    if (c >= chunks_.size() || w >= chunks_[c].size()) return false;
    return (chunks_[c][w] >> (row & 63)) & 1;
  }
  void Set(RowId row, bool is_null);
  // Whether any slot is NULL (lets scans skip the null lane).
  bool any() const { return null_count_ > 0; }
  // The bitmap words of chunk `c` (kChunkRows / 64 of them, bit r of word
  // r/64 for offset r), or null when no slot of the chunk was ever NULL. A
  // chunk's words are allocated whole on its first NULL so that compiled
  // kernels can read them without bounds checks.
  const uint64_t* ChunkWords(size_t c) const {
    return c < chunks_.size() && !chunks_[c].empty() ? chunks_[c].data()
                                                     : nullptr;
  }
  // Fills out->nulls for rows[0..n); leaves it empty when none is NULL.
  void FetchInto(const RowId* rows, int n, Vector* out) const;
  // Appends a flag for each of rows[0..n) to `out`.
  void AppendTo(const RowId* rows, int n, std::vector<uint8_t>* out) const;
  size_t MemoryBytes() const;

 private:
  std::vector<std::vector<uint64_t>> chunks_;
  size_t null_count_ = 0;
};

class DictionaryColumn;

// One chunk of a column in place, for compiled kernels (see
// Table::GetColumnChunk).
struct ChunkView {
  // The chunk's values or codes; for a heap, each slot's offset in `heap`.
  const void* data = nullptr;
  const uint64_t* null_words = nullptr;  // NullMask::ChunkWords
  RowId size = 0;                        // slots of the chunk with a value
  const uint32_t* lengths = nullptr;     // heap: each slot's byte length
  const char* heap = nullptr;            // heap: the chunk's bytes
};

class ColumnStore {
 public:
  virtual ~ColumnStore() = default;

  // Stores `v` (NULL, or a value of the column's type) at slot `row`,
  // growing the column as needed. Returns true if this added an entry to the
  // column's dictionary (undone by DictionaryColumn::PopEntry).
  virtual bool Set(RowId row, const Value& v) = 0;
  // Forgets the value of a slot being freed: heap bytes become garbage.
  virtual void Clear(RowId row) = 0;
  // The value at slot `row`, boxed.
  virtual Value Get(RowId row) const = 0;
  // Appends the value at `row` as storage/row_codec.h encodes a column of
  // `type` (the column's), for persisting a row. TEXT columns override it
  // to read their bytes in place instead of boxing a copy.
  virtual void Encode(RowId row, Type type, std::string* out) const {
    EncodeValue(type, Get(row), out);
  }
  // Reads rows[0..n) into `out`, already Reset to n values of the type.
  virtual void Fetch(const RowId* rows, int n, Vector* out) const = 0;
  // Appends the values at rows[0..n) to `out`, of the column's type `type`:
  // what Fetch then ValueLanes::AppendVector do, without the vector. This
  // one does exactly that; plain, dictionary and heap columns read
  // straight into the lanes.
  virtual void AppendTo(const RowId* rows, int n, Type type,
                        ValueLanes* out) const;
  // Writes the value at `row` into the one slot of `out`, made for `type`
  // (ValueLanes::MakeSlot): a keyed SELECT's result, reused run after
  // run. Plain, dictionary and heap columns write it without boxing, in a
  // few dozen instructions.
  virtual void SetOne(RowId row, Type type, ValueLanes* out) const {
    out->SetSlot(type, Get(row));
  }
  // Starts loading the cache lines Fetch(rows, n) reads first, so that a few
  // scattered rows' columns load at once instead of one after another (a
  // point lookup's columns are each a cache miss). Only a hint.
  virtual void Prefetch(const RowId* rows, int n) const {}
  // Once Prefetch's lines have arrived: starts loading what they point to
  // (TEXT bytes), again only a hint.
  virtual void PrefetchValues(const RowId* rows, int n) const {}
  // Bytes of data, null mask and heap or dictionary.
  virtual size_t MemoryBytes() const = 0;
  // "plain", "dictionary" or "heap".
  virtual const char* Encoding() const = 0;
  // Whether a value of `bytes` bytes can be stored at `row` (the string heap
  // addresses at most 4 GiB per chunk).
  virtual bool CanStore(RowId row, size_t bytes) const { return true; }
  // Chunk `c` in place (data is null for heap columns).
  virtual ChunkView View(size_t c) const = 0;
  // Bytes per value of a fixed-width column (View's data), else 0.
  virtual int ValueBytes() const { return 0; }
  // Whether Set can store `v` exactly. False only for a BIGINT or NUMERIC
  // column still held in 32 bits (most hold small values: TPC-H's
  // quantities and prices, ids) and a value beyond them: the table then
  // swaps in Widened() first.
  virtual bool Holds(const Value& v) const { return true; }
  // This column in 64 bits (for a column Holds can refuse), else null.
  virtual std::unique_ptr<ColumnStore> Widened() const { return nullptr; }
  // The bytes of a non-NULL TEXT value at `row` (TEXT columns only).
  virtual std::string_view TextAt(RowId row) const { return {}; }
  // Whether the value at `row` is non-NULL TEXT held in place, and then
  // its bytes in `*text` (valid until the next write), so that a caller
  // can read it without boxing a copy; false for NULL and other columns.
  virtual bool PeekText(RowId row, std::string_view* text) const {
    return false;
  }
  // Whether compiled kernels can read the column in place (View, TextAt);
  // not for compressed values, nor while a column is being rebuilt.
  virtual bool in_place() const { return true; }
  virtual DictionaryColumn* AsDictionary() { return nullptr; }
  virtual const DictionaryColumn* AsDictionary() const { return nullptr; }
};

// A new, empty column store for `type`: TEXT starts dictionary-encoded;
// with `compression` lz4 or zstd, TEXT and arrays are kept in compressed
// blocks (compressed_column.h).
std::unique_ptr<ColumnStore> MakeColumnStore(
    Type type, Compression compression = Compression::kNone);

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_COLUMN_STORE_H_
