// The private state of a Table and the UndoLog entries that revert it
// (internal to storage/: shared by table.cc and undo_log.cc).
#ifndef KITE_STORAGE_TABLE_IMPL_H_
#define KITE_STORAGE_TABLE_IMPL_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/status/status.h"
#include "absl/types/span.h"
#include "kite/value.h"
#include "storage/column_store.h"
#include "storage/primary_key_index.h"
#include "storage/table.h"

namespace kite {
namespace storage_internal {

// Everything a table holds. Truncate swaps a whole TableData out (into the
// undo log) and starts a fresh one.
struct TableData {
  explicit TableData(const TableSchema& schema);

  std::vector<std::unique_ptr<ColumnStore>> columns;
  // One bit per slot, 1 = live.
  std::vector<uint64_t> live;
  // Freed slots, reused last-freed first.
  std::vector<RowId> free_slots;
  RowId slot_count = 0;
  size_t row_count = 0;
  PrimaryKeyIndex primary_key;

  bool is_live(RowId row) const {
    size_t w = row >> 6;
    return w < live.size() && ((live[w] >> (row & 63)) & 1);
  }
  void SetLive(RowId row, bool on);
};

}  // namespace storage_internal

struct UndoLog::Entry {
  enum class Kind {
    kInsert,      // free `row` again
    kDelete,      // revive `row` with `values` (the whole row)
    kUpdate,      // put `values` back into columns `cols` of `row`
    kTruncate,    // swap `data` back in
    kSwapColumn,  // put `column` back as column cols[0] (an encoding change)
    kAction,      // call `action` (a catalog change: no table)
  };
  Kind kind = Kind::kInsert;
  Table* table = nullptr;
  RowId row = 0;
  bool reused_slot = false;  // kInsert: the slot came from the free list
  // Inline: an UPDATE records one entry per row, setting a column or two.
  absl::InlinedVector<int, 4> cols;
  absl::InlinedVector<Value, 2> values;
  // kInsert / kUpdate: columns whose dictionary gained an entry, one item per
  // entry added.
  std::vector<int> dictionary_added;
  std::unique_ptr<storage_internal::TableData> data;
  std::unique_ptr<storage_internal::ColumnStore> column;
  std::function<void()> action;
};

struct Table::Impl {
  explicit Impl(Table* owner);

  // The encoded primary key of the values `row` (a full row).
  storage_internal::PrimaryKeyIndex::Key KeyOfValues(
      absl::Span<const Value> row) const;
  // Whether any of `cols` is a primary key column.
  bool TouchesKey(absl::Span<const int> cols) const;
  // The encoded primary key of the stored slot `row`.
  storage_internal::PrimaryKeyIndex::Key KeyOfSlot(RowId row) const;
  // Checks that `v` may be stored in column `col` (type, NOT NULL, size).
  absl::Status CheckValue(int col, const Value& v, RowId row) const;
  // `status`, with PostgreSQL's "Failing row contains (...)" detail for the
  // new values `row` added when it is a 23502 error.
  absl::Status WithFailingRow(absl::Status status,
                              absl::Span<const Value> row) const;
  // The 23505 error for a duplicate key; `key_parts` in key column order.
  absl::Status DuplicateKey(absl::Span<const Value* const> key_parts) const;
  // Converts dictionary columns in `grown` that have become too large to
  // plain heap storage, recording the old columns in `undo`.
  void MaybeConvertDictionaries(const std::vector<int>& grown, UndoLog* undo);
  // Swaps column `col` for its 64-bit form where it cannot hold `v`
  // (ColumnStore::Holds), before `v` is written.
  void WidenFor(int col, const Value& v, UndoLog* undo);
  // Puts `column` in place of column `col`, logging the old one in `undo`.
  void SwapColumn(int col,
                  std::unique_ptr<storage_internal::ColumnStore> column,
                  UndoLog* undo);
  // Reverts one recorded change.
  void Undo(UndoLog::Entry& entry);

  Table* owner;
  std::unique_ptr<storage_internal::TableData> data;
  // While the rows are Reshape'd into another table: this table's columns
  // that were not taken (null where one was), where each of the other
  // table's columns came from, and this table's primary key index when
  // the other table has none.
  struct Reshaped {
    std::vector<std::unique_ptr<storage_internal::ColumnStore>> columns;
    std::vector<int> sources;
    std::unique_ptr<storage_internal::PrimaryKeyIndex> primary_key;
  };
  std::unique_ptr<Reshaped> reshaped;
};

}  // namespace kite

#endif  // KITE_STORAGE_TABLE_IMPL_H_
