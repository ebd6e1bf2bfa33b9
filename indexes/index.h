// Secondary indexes: hash (equality) and btree (equality, ranges, order),
// over one or more columns of a table. An index on one array column lists
// each row under every distinct non-NULL element of its array (a row whose
// array is NULL, empty or all NULL not at all), so `x = ANY(tags)`,
// `tags @> ...` and `tags && ...` can use it.
//
// Writes are deferred: the table reports changed rows (TableIndex) and the
// index applies them all in CatchUp(), which every reader calls first, so a
// burst of writes costs one batch and a read never sees a stale index.
//
// Keys: a single integer-like column (integer, bigint, date, timestamp,
// numeric, boolean) is keyed on its int64 directly; anything else on the
// order-preserving bytes of indexes/index_key.h. A hash index does not list
// rows whose key has a NULL (nothing equals NULL); a btree index lists them
// after every value, as ORDER BY ... ASC puts NULLs.
#ifndef KITE_INDEXES_INDEX_H_
#define KITE_INDEXES_INDEX_H_

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"
#include "absl/types/span.h"
#include "kite/value.h"
#include "storage/table.h"
#include "storage/table_index.h"

namespace kite::indexes {

// One end of a range over an ordered index column.
struct RangeBound {
  Value value;  // of the column's type, not NULL
  bool inclusive = true;
};

class Index : public TableIndex {
 public:
  // An index on `table` (which must outlive it), empty until AddIndex marks
  // its rows. Errors: 0A000 for a UNIQUE index on an array column or an
  // index on an array column together with other columns.
  static absl::StatusOr<std::shared_ptr<Index>> Create(const Table* table,
                                                       IndexDef def);
  ~Index() override;

  // TableIndex
  const IndexDef& def() const override { return def_; }
  void BeforeChange(RowId row) override;
  void MarkDirty(RowId row) override;
  void MarkAllDirty() override;
  absl::Status CheckUnique(absl::Span<const Value> row,
                           std::optional<RowId> self) override;
  size_t MemoryBytes() const override;
  size_t EntryCount() const override;
  // Call before any of the reads below (see TableIndex).
  void CatchUp() const override;
  // CatchUp for CREATE INDEX, which builds the index over every row before
  // it returns: stops when the statement must (common/interrupt.h), and
  // then leaves the index to be built from the start by the next CatchUp.
  absl::Status Build() const;

  bool ordered() const { return def_.method == IndexMethod::kBtree; }
  const TableSchema& table_schema() const { return table_->schema(); }
  // Whether the keys are the elements of one array column.
  bool on_array() const { return array_; }

  // Appends the rows whose first key.size() key columns equal `key` (values
  // of the column types, or the element type for an array column; none
  // NULL) to `out`, in row order for a hash index and key order for a btree
  // (a hash index needs every column). Returns the number appended.
  size_t Find(absl::Span<const Value> key, std::vector<RowId>* out) const;

  // Rows in key order, a batch at a time. Valid while the index does not
  // change (the reader holds the table's lock).
  class Cursor {
   public:
    virtual ~Cursor() = default;
    // Appends up to `max` more rows to `out`; returns how many (0: done).
    virtual size_t Next(size_t max, std::vector<RowId>* out) = 0;
  };

  // The rows Find(key) gives, a batch at a time.
  std::unique_ptr<Cursor> OpenEqual(absl::Span<const Value> key) const;

  // Btree only: the rows whose first prefix.size() key columns equal
  // `prefix` and whose next column lies within the bounds (null:
  // unbounded), in key order, or reverse key order when `descending`. With
  // both bounds absent the rows where that column is NULL come too, after
  // the others (first when descending), as ORDER BY puts them.
  std::unique_ptr<Cursor> OpenRange(absl::Span<const Value> prefix,
                                    const RangeBound* lower,
                                    const RangeBound* upper,
                                    bool descending) const;

  // Distinct keys listed (array elements for an array index).
  size_t DistinctKeys() const;
  // A writer applies the pending writes itself once there are this many
  // (BoundPending).
  static constexpr size_t kMaxPendingWrites = size_t{1} << 15;
  // Writes noted and not yet applied (for tests). The caller holds the
  // table's lock.
  size_t PendingWrites() const {
    return changed_.size() + removed_ints_.size() + removed_keys_.size();
  }

 private:
  struct IntStore;
  struct BytesStore;
  // Bytes keys with their rows, the keys end to end in one buffer: noting
  // one costs no allocation (a string each was a tenth of an update's
  // instructions with a text index).
  class KeyedRows {
   public:
    size_t size() const { return rows_.size(); }
    RowId row(size_t i) const { return rows_[i].row; }
    absl::string_view key(size_t i) const {
      return absl::string_view(bytes_).substr(rows_[i].offset, rows_[i].size);
    }
    // Appending: key bytes go to *open(), then Close(row) lists them, or
    // Drop() forgets them.
    std::string* open() { return &bytes_; }
    void Close(RowId row);
    void Drop() { bytes_.resize(closed_); }
    void clear();

   private:
    struct Entry {
      size_t offset;
      uint32_t size;
      RowId row;
    };
    std::string bytes_;
    size_t closed_ = 0;  // bytes_ up to here belong to entries
    std::vector<Entry> rows_;
  };
  Index(const Table* table, IndexDef def);

  // Sets *ints to the keys slot `row` is listed under now (none if it is
  // not live) for an integer index, else appends them with `row` to *keys.
  void KeysOf(RowId row, std::vector<int64_t>* ints, KeyedRows* keys) const;
  // The bytes key of the first parts.size() columns.
  std::string EncodePrefix(absl::Span<const Value> parts) const;
  // With `interruptible`, a rebuild stops (errors: 57014, 57P01) as its
  // statement must; other pending writes are always applied whole.
  absl::Status ApplyPending(bool interruptible = false) const;
  // Applies the pending writes once there are kMaxPendingWrites. Writes
  // with no read in between (an update stream) would otherwise pile up
  // without end. A fixed bound, not one that grows with the index, keeps
  // the memory (about 3 MB) and the pause of the write that applies them
  // bounded however large the table: the slowest of 200,000 benchmark
  // updates took 11 ms at 100K rows and 33 ms at 1M (two indexes); a bound
  // that grew with the index would pause in proportion. Called by a writer
  // between changes.
  void BoundPending();

  const Table* table_;
  IndexDef def_;
  std::vector<Type> types_;  // key column types (element type for arrays)
  bool array_ = false;
  bool int_keys_ = false;  // one integer-like non-array column

  mutable absl::Mutex mu_;  // serialises CatchUp
  mutable std::atomic<bool> dirty_ = false;
  // Pending writes, applied by CatchUp: stale (key, row) entries to remove,
  // then rows to list under their current values.
  mutable std::vector<std::pair<int64_t, RowId>> removed_ints_;
  mutable KeyedRows removed_keys_;
  mutable std::vector<RowId> changed_;
  mutable bool rebuild_ = false;
  // BeforeChange's keys of the row, kept for its buffer (writers hold the
  // table's lock exclusively, so one at a time).
  std::vector<int64_t> before_ints_;
  std::unique_ptr<IntStore> ints_;
  std::unique_ptr<BytesStore> bytes_;
};

}  // namespace kite::indexes

#endif  // KITE_INDEXES_INDEX_H_
