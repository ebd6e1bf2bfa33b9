// TEXT and arrays kept compressed (COMPRESSION lz4 | zstd): values live in
// blocks of consecutive rows, each compressed as a whole.
//
// Layout. A block covers rows [first, first + count) and holds, once
// decompressed, `count` uint32 end offsets followed by the values' bytes
// (a NULL is an empty value; the NullMask says which). Blocks are closed at
// about kTargetBlockBytes of values or kMaxBlockValues rows; a zstd column
// trains a dictionary after its first megabyte and closes later blocks,
// compressed with it, at kDictionaryBlockBytes.
//
// Writes. Rows arriving in slot order (inserts, COPY) are appended to an
// uncompressed open run, which is compressed into a block once it reaches
// the target size. A write to a row already in a block (UPDATE, an insert
// into a freed slot, an undo) goes to an uncompressed patch that overrides
// the block's value; once writes to a block's rows exceed half its rows
// (kRebuildFraction), the block is rebuilt with its current values and
// its patches dropped. Deleted rows' bytes stay in their block until then.
//
// Reads. Fetch decompresses the blocks a batch touches into memory owned
// by the output Vector's arena, so its views stay valid as long as the
// Vector's strings do; a batch that uses most of a block decompresses it
// straight into the arena, one that uses a few values takes the block from
// a small cache of recently decompressed blocks (kCacheBlocks per column,
// shared by concurrent readers under a mutex) and copies the values, so
// point lookups on a hot block do not decompress it again. Values in the
// open run and patches are read in place, like a HeapColumn's.
//
// There is no in-place view for compiled kernels (View is empty): the JIT
// leaves filters on compressed columns to the interpreter.
#ifndef KITE_STORAGE_COMPRESSED_COLUMN_H_
#define KITE_STORAGE_COMPRESSED_COLUMN_H_

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "storage/column_store.h"
#include "storage/compression.h"
#include "storage/zstd_dictionary.h"

namespace kite::storage_internal {

// A block is closed once its values reach this many bytes... (Smaller blocks
// make point reads cheaper, larger ones compress better: on the items
// descriptions with zstd, 8 KB gave a ratio of 2.8 and 28K byid/s, 16 KB
// 3.0 and 21K/s, 32 KB 3.1 and 11K/s; kite_bench compression.)
inline constexpr size_t kTargetBlockBytes = 16 * 1024;
// ... or it has this many rows.
inline constexpr size_t kMaxBlockValues = 4096;
// zstd columns train a dictionary (zstd_dictionary.h) of kDictionaryBytes
// on the values of their first blocks (up to kDictionarySampleBytes) once
// kDictionaryAfterBytes of values are compressed (smaller columns would
// not repay its ~0.5 MB); blocks compressed after
// that use it and close at kDictionaryBlockBytes, so that a point read
// decompresses a quarter as much for a ratio as good or better.
inline constexpr size_t kDictionaryAfterBytes = 1 << 20;
inline constexpr size_t kDictionarySampleBytes = 256 * 1024;
inline constexpr size_t kDictionaryBytes = 32 * 1024;
inline constexpr size_t kDictionaryBlockBytes = 4 * 1024;
// A block is not rebuilt beyond this many bytes (its offsets are uint32,
// and lz4 takes at most about 2 GB); a sealed run stays below it, as a
// value has at most 1 GB.
inline constexpr size_t kMaxBlockRawBytes = size_t{3} << 29;  // 1.5 GB
// Decompressed blocks a column keeps for point reads.
inline constexpr size_t kCacheBlocks = 8;

class CompressedColumn final : public ColumnStore {
 public:
  // `type` is TEXT or an array type; `method` kLz4 or kZstd.
  CompressedColumn(Type type, Compression method);

  bool Set(RowId row, const Value& v) override;
  // Stores raw bytes at `row` (TEXT, or an encoded array).
  void SetBytes(RowId row, std::string_view bytes) { Write(row, bytes, false); }
  void SetNull(RowId row) { Write(row, {}, true); }
  void Clear(RowId row) override { SetNull(row); }
  Value Get(RowId row) const override;
  void Fetch(const RowId* rows, int n, Vector* out) const override;
  size_t MemoryBytes() const override;
  const char* Encoding() const override { return CompressionName(method_); }
  ChunkView View(size_t c) const override { return {}; }
  bool in_place() const override { return false; }

  Compression method() const { return method_; }
  // Compresses the open run now (tests; a rebuilt column before it is
  // swapped in, so that all of it is compressed).
  void Seal() { SealOpen(); }

  // For tests and benchmarks.
  size_t block_count() const { return blocks_.size(); }
  size_t patch_count() const { return patches_.size(); }
  // Bytes of the values in blocks, decompressed and compressed.
  size_t raw_block_bytes() const;
  size_t compressed_block_bytes() const;
  bool has_dictionary() const { return dictionary_ != nullptr; }
  uint64_t cache_hits() const { return cache_hits_.load(); }
  uint64_t cache_misses() const { return cache_misses_.load(); }

 private:
  struct Block {
    RowId first = 0;
    uint32_t count = 0;
    uint32_t raw_size = 0;  // bytes once decompressed
    uint32_t writes = 0;    // writes to its rows since it was compressed
    bool with_dictionary = false;
    uint64_t id = 0;   // unique per compression: the cache's key
    std::string data;  // compressed
  };
  using Raw = std::shared_ptr<const std::string>;

  void Write(RowId row, std::string_view bytes, bool is_null);
  // The block covering `row`, or null.
  const Block* FindBlock(RowId row) const;
  Block* FindBlock(RowId row) {
    return const_cast<Block*>(std::as_const(*this).FindBlock(row));
  }
  bool InOpen(RowId row) const {
    return !open_ends_.empty() && row >= open_first_ &&
           row - open_first_ < open_ends_.size();
  }
  std::string_view OpenValue(RowId row) const;
  // Compresses the open run into a block.
  void SealOpen();
  // Bytes of values at which the open run becomes a block.
  size_t TargetBytes() const {
    return dictionary_ != nullptr ? kDictionaryBlockBytes : kTargetBlockBytes;
  }
  // Counts `sealed_values` more bytes of values compressed, and once there
  // are kDictionaryAfterBytes trains the dictionary on the first blocks.
  void MaybeTrainDictionary(size_t sealed_values);
  // Compresses `raw` (built by AppendValue) as block `b`.
  void Compress(const std::string& raw, Block* b);
  // Rebuilds block `b` with its rows' current values, dropping patches.
  void Rebuild(Block* b);
  // Decompresses block `b` into dst[0..b.raw_size).
  void Decompress(const Block& b, char* dst) const;
  // Block `b` decompressed, from the cache or decompressed into it.
  Raw CachedRaw(const Block& b) const;
  // The value of row `row` of block `b` in its decompressed bytes `raw`.
  static std::string_view RawValue(const Block& b, const char* raw, RowId row);
  // The bytes of non-NULL `row` (patch, open run or block; `raw` holds the
  // block's decompressed bytes when it is in one), for Get.
  std::string GetBytes(RowId row) const;
  // Fills out->strings / out->arrays for rows[i..j), all in block `b`.
  void FetchFromBlock(const Block& b, const RowId* rows, int i, int j,
                      Vector* out) const;
  void Emit(int i, std::string_view bytes, Vector* out) const;

  Type type_;
  Compression method_;
  NullMask nulls_;
  std::vector<Block> blocks_;  // by `first`, never overlapping
  uint64_t next_block_id_ = 1;
  // The open run: rows [open_first_, open_first_ + open_ends_.size()).
  RowId open_first_ = 0;
  std::vector<uint32_t> open_ends_;
  std::string open_bytes_;
  // Values of rows in a block (or the open run) written since.
  absl::flat_hash_map<RowId, std::string> patches_;
  // zstd: the dictionary, trained once (if zstd can) on the first blocks.
  std::unique_ptr<const ZstdDictionary> dictionary_;
  bool dictionary_tried_ = false;
  size_t compressed_values_ = 0;  // bytes of values sealed before training

  struct CacheEntry {
    uint64_t id = 0;
    uint64_t last_use = 0;
    Raw raw;
  };
  mutable std::mutex cache_mu_;
  mutable std::array<CacheEntry, kCacheBlocks> cache_;
  mutable uint64_t cache_clock_ = 0;
  mutable std::atomic<uint64_t> cache_hits_ = 0;
  mutable std::atomic<uint64_t> cache_misses_ = 0;
};

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_COMPRESSED_COLUMN_H_
