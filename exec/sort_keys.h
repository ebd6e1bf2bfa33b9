// Normalised sort keys: the ORDER BY keys of a row encoded as bytes whose
// memcmp order is the ORDER BY order, so that sorting compares a few machine
// words instead of walking the keys cell by cell. SortOp uses them for the
// full sort and for the top-k of ORDER BY ... LIMIT k.
//
// Per key, in ORDER BY order:
//   - a marker byte, NULL vs not NULL, ordered by NULLS FIRST/LAST (left out
//     when the caller knows the key holds no NULL); a NULL is the marker
//     alone (fixed-width keys: the marker and zero bytes);
//   - boolean 1 byte, integer 4 (INTEGER values are 32-bit), bigint,
//     numeric, date and timestamp 8: the value big-endian with the sign bit
//     flipped; an untyped NULL column, the marker only;
//   - double 8: the IEEE bits made totally ordered, -0.0 as 0.0 and every NaN
//     as one NaN above +Infinity (CompareCells' order);
//   - text: the bytes (C collation), 0x00 escaped as 0x00 0x01 and the end
//     marked by 0x00 0x00, so a string orders before its extensions;
//   - DESC inverts the key's value bytes (not its marker).
// Arrays cannot be encoded: an encoding stops at the first array key and
// comparison falls back to CompareCells from there.
#ifndef KITE_EXEC_SORT_KEYS_H_
#define KITE_EXEC_SORT_KEYS_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "planner/plan.h"
#include "storage/vector.h"

namespace kite {

// A buffered row of a sort: batch index, row within the batch.
using SortRowRef = std::pair<uint32_t, int>;

class SortKeyEncoder {
 public:
  // `types` are the types of the sort input's columns; `nullable[i]` says
  // whether key i may hold NULLs (empty: every key may).
  SortKeyEncoder(const std::vector<plan::SortKey>& keys,
                 const std::vector<Type>& types,
                 const std::vector<bool>& nullable = {});

  // Bytes of every row's key when all keys encode to a fixed width; -1 when
  // a key is TEXT or cannot be encoded.
  int fixed_size() const { return fixed_size_; }
  // Whether the encoding covers every key (no array key).
  bool complete() const { return complete_; }

  // Writes the first `width` bytes of the key of each row of `chunk` to
  // out + row * stride, zero-padded when the key is shorter. `out` holds
  // chunk.size * stride bytes, and the bytes of a row past `width` may be
  // overwritten too. Comparing two
  // such prefixes with memcmp orders rows as ORDER BY does, except that
  // equal prefixes may still differ (a longer key, or an array key).
  void EncodePrefixes(const DataChunk& chunk, int width, uint8_t* out,
                      size_t stride) const;

  // The whole key of one row (tests and slow paths).
  std::string Encode(const DataChunk& chunk, int row) const;

 private:
  enum class Kind : uint8_t { kNone, kBool, kInt32, kInt64, kDouble, kText };
  struct Part {
    int column;
    Kind kind;
    bool descending;
    bool has_marker;
    uint8_t null_marker;
    int width;  // value bytes for fixed kinds
  };

  // Writes the bytes of part `p` for row `row` to buf[*pos..limit), cut at
  // `limit`, and advances *pos past them.
  static void Write(const Part& p, const Vector& v, int row, uint8_t* buf,
                    int* pos, int limit);
  // Writes fixed-width part `p` of rows [0, n) to out + row * stride.
  static void EncodeColumn(const Part& p, const Vector& v, int n, uint8_t* out,
                           size_t stride);

  std::vector<Part> parts_;
  int fixed_size_ = 0;
  bool complete_ = true;
};

// Three-way comparison of two buffered rows by `keys` cell by cell (the
// reference order; ties return 0).
int CompareSortRows(const std::vector<DataChunk>& chunks,
                    const std::vector<plan::SortKey>& keys, SortRowRef a,
                    SortRowRef b);

// Orders all rows of `chunks` by `keys` (columns of `types`); ties keep
// their input order, as std::stable_sort would. Each row becomes the first
// words of its key (up to 4; a key with no NULL in the input gets no marker)
// and its position; an MSD radix sort on the key bytes hands small or tied
// ranges to std::sort, which compares cells only where the words tie and
// the words do not hold the whole key (TEXT, arrays, keys over 32 bytes).
std::vector<SortRowRef> SortRows(const std::vector<DataChunk>& chunks,
                                 const std::vector<plan::SortKey>& keys,
                                 const std::vector<Type>& types);

// The first k rows, in order, of a stream of batches sorted by `keys` with
// ties in input order (exactly the first k of SortRows' order). Once k rows
// are held, the k-th best key is a threshold: a batch's rows are first
// encoded to one word of key each and compared with the threshold's, and
// only a batch with rows not above it is encoded in full (for a large input
// most batches are not). Kept rows are pruned to
// the best k with nth_element, and the batches compacted to those rows once
// more than max(4k, 16 batches) rows are buffered: memory stays O(k).
class TopKRows {
 public:
  TopKRows(const std::vector<plan::SortKey>& keys,
           const std::vector<Type>& types, int64_t k);
  ~TopKRows();
  TopKRows(const TopKRows&) = delete;
  TopKRows& operator=(const TopKRows&) = delete;

  // Offers the rows of the next batch.
  void Add(DataChunk chunk);
  // The kept batches and the best k rows (or fewer), best first.
  void Finish(std::vector<DataChunk>* chunks, std::vector<SortRowRef>* order);

  class Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace kite

#endif  // KITE_EXEC_SORT_KEYS_H_
