// The interface a table keeps its secondary indexes through. storage/ knows
// only this; the hash and ordered indexes behind it live in indexes/.
#ifndef KITE_STORAGE_TABLE_INDEX_H_
#define KITE_STORAGE_TABLE_INDEX_H_

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "kite/value.h"
#include "storage/vector.h"

namespace kite {

enum class IndexMethod { kHash, kBtree };

struct IndexDef {
  std::string name;
  IndexMethod method = IndexMethod::kBtree;
  std::vector<int> columns;  // table column positions, in key order
  bool unique = false;
  // The catalog's object ids (pg_class.oid of the index, pg_constraint.oid
  // of the UNIQUE constraint that made it; 0 when it was made by CREATE
  // INDEX).
  uint32_t oid = 0;
  uint32_t constraint_oid = 0;
};

// Writes are cheap: the table only tells an index which rows changed
// (MarkDirty), and the index applies the changes in one batch before the
// next read that uses it (see the implementations' CatchUp).
//
// Threading: the table calls the methods below (except def(), MemoryBytes
// and EntryCount, which readers may call under its shared lock) while
// the writer holds Table::lock() exclusively.
class TableIndex {
 public:
  virtual ~TableIndex() = default;

  virtual const IndexDef& def() const = 0;

  // Slot `row` is about to change in an indexed column, be deleted, or be
  // reverted by an undo: it still holds the values the index may list it
  // under.
  virtual void BeforeChange(RowId row) = 0;
  // Slot `row` was inserted, changed in an indexed column, or reverted by
  // an undo: the index must list it under its new values.
  virtual void MarkDirty(RowId row) = 0;
  // Every slot may have changed (TRUNCATE and its undo).
  virtual void MarkAllDirty() = 0;

  // For a UNIQUE index: 23505 if a live row other than `self` has the key
  // the full row `row` gives the index's columns (a key with a NULL never
  // conflicts). OK for other indexes.
  virtual absl::Status CheckUnique(absl::Span<const Value> row,
                                   std::optional<RowId> self) = 0;

  // Applies the writes reported so far. Readers call it, under the table's
  // lock (shared is enough), before they use the index; thread-safe with
  // other readers.
  virtual void CatchUp() const = 0;

  // Bytes the index uses, and the entries it holds (after CatchUp).
  virtual size_t MemoryBytes() const = 0;
  virtual size_t EntryCount() const = 0;
};

}  // namespace kite

#endif  // KITE_STORAGE_TABLE_INDEX_H_
