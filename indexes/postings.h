// The rows an index lists under one key: ascending, without repeats.
//
// Most keys list one row or a few; a key of a low-cardinality column (a
// year, a status) lists a large share of the table. One row is kept in
// place (no allocation), up to kMaxFlat rows in a sorted array, more in a
// btree: a single write then costs O(log n) instead of moving half of a
// long array. A batch of writes to one key (an index's catch-up) is one
// merge pass over an array. Eight bytes when empty or holding one row, so
// a map of mostly unique keys stays small.
#ifndef KITE_INDEXES_POSTINGS_H_
#define KITE_INDEXES_POSTINGS_H_

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "absl/container/btree_set.h"
#include "absl/types/span.h"
#include "storage/vector.h"

namespace kite::indexes {

class Postings {
 public:
  // Above this many rows the rows move from a sorted array into a btree,
  // and back below a quarter of it (so that a key hovering at the bound
  // does not convert on every write). A batch merges into an array in one
  // pass but costs a tree descent a row in a btree: at 1024, update at
  // 100K rows (1,400 rows a year) took 9.9K instructions, at 2048 9.3K;
  // a single write moves at most 8 KB.
  static constexpr size_t kMaxFlat = 2048;

  Postings() = default;
  Postings(Postings&& other) noexcept : rep_(std::exchange(other.rep_, 0)) {}
  Postings& operator=(Postings&& other) noexcept;
  Postings(const Postings&) = delete;
  Postings& operator=(const Postings&) = delete;
  ~Postings();

  bool empty() const { return rep_ == 0; }
  size_t size() const;

  // Lists `row`; false if it was listed already.
  bool Add(RowId row);
  // Unlists `row`; false if it was not listed.
  bool Remove(RowId row);
  // Lists `rows` (ascending, no repeats); returns how many were new.
  size_t AddRows(absl::Span<const RowId> rows);
  // Unlists `rows` (ascending, no repeats); returns how many were listed.
  size_t RemoveRows(absl::Span<const RowId> rows);

  // Appends every row, ascending, to `out`.
  void AppendTo(std::vector<RowId>* out) const;
  // Bytes allocated beyond the object itself.
  size_t HeapBytes() const;

  // A walk over the rows from either end, a few at a time. Valid while the
  // postings do not change.
  class Range {
   public:
    bool empty() const;
    // Appends up to `max` rows from the front (ascending) or, when
    // `from_back`, from the back (descending) to `out` and drops them from
    // the range. Returns how many.
    size_t Take(size_t max, bool from_back, std::vector<RowId>* out);

   private:
    friend class Postings;
    using TreeIterator = absl::btree_set<RowId>::const_iterator;
    // One row (one_) or an array (flat_): the rows [lo_, hi_) are left.
    RowId one_ = 0;
    const RowId* flat_ = nullptr;
    size_t lo_ = 0, hi_ = 0;
    // A btree: [begin_, end_) is left.
    bool tree_ = false;
    TreeIterator begin_, end_;
  };
  Range rows() const;

 private:
  struct Many;
  bool one() const { return (rep_ & 1) != 0; }
  RowId one_row() const { return static_cast<RowId>(rep_ >> 1); }
  Many* many() const { return reinterpret_cast<Many*>(rep_); }
  void SetOne(RowId row) { rep_ = (static_cast<uintptr_t>(row) << 1) | 1; }
  // Turns the one row or nothing into a Many holding it.
  Many* MakeMany();
  // After a change to many(): back to one row or none, or array <-> btree.
  void Settle();

  // 0: no rows; odd: one row, (row << 1) | 1; else a Many*.
  uintptr_t rep_ = 0;
};

}  // namespace kite::indexes

#endif  // KITE_INDEXES_POSTINGS_H_
