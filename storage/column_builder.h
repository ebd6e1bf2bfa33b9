// Builds a new store for a column from another store's values, for ALTER
// TABLE ... SET COMPRESSION (internal to storage/).
#ifndef KITE_STORAGE_COLUMN_BUILDER_H_
#define KITE_STORAGE_COLUMN_BUILDER_H_

#include <memory>

#include "storage/column_store.h"

namespace kite::storage_internal {

class ColumnBuilder {
 public:
  // A store for `type` and `compression` (MakeColumnStore): compressed all
  // through, or dictionary-encoded while that pays off (then a heap).
  ColumnBuilder(Type type, Compression compression);

  // Copies the values of `from`'s slots [begin, end) (written slots).
  void CopyRange(const ColumnStore& from, RowId begin, RowId end);
  // Copies the value of `from`'s slot `row` again.
  void CopyRow(const ColumnStore& from, RowId row);
  // The store, with everything compressed.
  std::unique_ptr<ColumnStore> Finish();

 private:
  void Set(RowId row, const Value& v);

  Type type_;
  std::unique_ptr<ColumnStore> to_;
};

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_COLUMN_BUILDER_H_
