// A column store that forwards everything to the store it wraps and notes
// the rows written: while ALTER TABLE ... SET COMPRESSION copies a column
// in slices (table_recompress.cc), writers go on between the slices and the
// rows they wrote are copied again before the new store is swapped in
// (internal to storage/).
//
// While wrapped, the column is neither a dictionary (no conversion can swap
// it out, undo keeps an added entry: harmless) nor readable in place
// (kernels leave it to the interpreter), so the table treats it as an
// opaque store.
#ifndef KITE_STORAGE_TRACKED_COLUMN_H_
#define KITE_STORAGE_TRACKED_COLUMN_H_

#include <memory>
#include <string_view>
#include <utility>
#include <vector>

#include "storage/column_store.h"

namespace kite::storage_internal {

class TrackedColumn final : public ColumnStore {
 public:
  explicit TrackedColumn(std::unique_ptr<ColumnStore> inner)
      : inner_(std::move(inner)) {}
  ~TrackedColumn() override { *alive_ = false; }

  bool Set(RowId row, const Value& v) override {
    written_.push_back(row);
    return inner_->Set(row, v);
  }
  void Clear(RowId row) override {
    written_.push_back(row);
    inner_->Clear(row);
  }
  Value Get(RowId row) const override { return inner_->Get(row); }
  void Encode(RowId row, Type type, std::string* out) const override {
    inner_->Encode(row, type, out);
  }
  void Fetch(const RowId* rows, int n, Vector* out) const override {
    inner_->Fetch(rows, n, out);
  }
  void AppendTo(const RowId* rows, int n, Type type,
                ValueLanes* out) const override {
    inner_->AppendTo(rows, n, type, out);
  }
  size_t MemoryBytes() const override {
    return inner_->MemoryBytes() + written_.capacity() * sizeof(RowId);
  }
  const char* Encoding() const override { return inner_->Encoding(); }
  bool CanStore(RowId row, size_t bytes) const override {
    return inner_->CanStore(row, bytes);
  }
  ChunkView View(size_t c) const override { return {}; }
  bool in_place() const override { return false; }
  bool Holds(const Value& v) const override { return inner_->Holds(v); }

  const ColumnStore& inner() const { return *inner_; }
  // Takes the wrapped store back.
  std::unique_ptr<ColumnStore> Unwrap() { return std::move(inner_); }
  // Rows written since the wrapping (with repeats).
  const std::vector<RowId>& written() const { return written_; }
  // False once this wrapper is destroyed (its table truncated or dropped).
  std::shared_ptr<const bool> alive() const { return alive_; }

 private:
  std::unique_ptr<ColumnStore> inner_;
  std::vector<RowId> written_;
  std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);
};

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_TRACKED_COLUMN_H_
