// ALTER TABLE ... SET COMPRESSION: a column's store rebuilt in slices beside
// the table while readers and writers go on, then swapped in.
#include <algorithm>
#include <memory>
#include <utility>

#include "storage/column_builder.h"
#include "storage/column_store.h"
#include "storage/table.h"
#include "storage/table_impl.h"
#include "storage/tracked_column.h"

namespace kite {

using storage_internal::ColumnBuilder;
using storage_internal::TrackedColumn;

namespace {

// Slots copied per ContinueRebuild: what a writer may wait for.
constexpr RowId kRebuildSliceRows = 16384;

}  // namespace

ColumnRebuild::ColumnRebuild() = default;
ColumnRebuild::~ColumnRebuild() = default;

std::unique_ptr<ColumnRebuild> Table::StartRebuild(int col,
                                                   Compression compression) {
  storage_internal::TableData& d = *impl_->data;
  auto tracked = std::make_unique<TrackedColumn>(std::move(d.columns[col]));
  std::unique_ptr<ColumnRebuild> rebuild(new ColumnRebuild());
  rebuild->col_ = col;
  rebuild->compression_ = compression;
  rebuild->tracked_ = tracked.get();
  rebuild->alive_ = tracked->alive();
  rebuild->end_ = d.slot_count;
  rebuild->builder_ =
      std::make_unique<ColumnBuilder>(schema_.columns[col].type, compression);
  d.columns[col] = std::move(tracked);
  return rebuild;
}

bool Table::ContinueRebuild(ColumnRebuild* rebuild) const {
  // The wrapper went with the table's data (TRUNCATE): nothing to copy.
  if (!*rebuild->alive_ || rebuild->copied_ >= rebuild->end_) return false;
  const RowId stop = static_cast<RowId>(std::min<uint64_t>(
      rebuild->end_, uint64_t{rebuild->copied_} + kRebuildSliceRows));
  rebuild->builder_->CopyRange(rebuild->tracked_->inner(), rebuild->copied_,
                               stop);
  rebuild->copied_ = stop;
  return stop < rebuild->end_;
}

bool Table::FinishRebuild(std::unique_ptr<ColumnRebuild> rebuild) {
  storage_internal::TableData& d = *impl_->data;
  const int col = rebuild->col_;
  if (!*rebuild->alive_ || d.columns[col].get() != rebuild->tracked_) {
    return false;
  }
  auto* tracked = static_cast<TrackedColumn*>(d.columns[col].get());
  // Slots not copied yet (inserted since, or left by a ContinueRebuild that
  // did not finish), then the copied ones written since.
  rebuild->builder_->CopyRange(tracked->inner(), rebuild->copied_,
                               d.slot_count);
  for (RowId row : tracked->written()) {
    if (row < rebuild->copied_ && row < d.slot_count) {
      rebuild->builder_->CopyRow(tracked->inner(), row);
    }
  }
  // The values are the same: indexes and statistics stay true.
  d.columns[col] = rebuild->builder_->Finish();
  schema_.columns[col].compression = rebuild->compression_;
  return true;
}

}  // namespace kite
