// ALTER TABLE ... SET COMPRESSION: rebuilding a column's store beside the
// table while readers go on, then swapping it in.
#include <memory>
#include <utility>

#include "storage/column_store.h"
#include "storage/table.h"
#include "storage/table_impl.h"

namespace kite {

RebuiltColumn::RebuiltColumn() = default;
RebuiltColumn::~RebuiltColumn() = default;

std::unique_ptr<RebuiltColumn> Table::RebuildColumn(
    int col, Compression compression) const {
  const storage_internal::TableData& d = *impl_->data;
  auto rebuilt = std::make_unique<RebuiltColumn>();
  rebuilt->col = col;
  rebuilt->compression = compression;
  rebuilt->data = &d;
  rebuilt->changes = change_count();
  rebuilt->store = storage_internal::CopyColumn(
      *d.columns[col], d.slot_count, schema_.columns[col].type, compression);
  return rebuilt;
}

bool Table::InstallColumn(std::unique_ptr<RebuiltColumn> rebuilt) {
  if (rebuilt == nullptr || rebuilt->data != impl_->data.get() ||
      rebuilt->changes != change_count() || rebuilt->col < 0 ||
      rebuilt->col >= static_cast<int>(schema_.columns.size())) {
    return false;
  }
  // The values are the same: indexes and statistics stay true.
  impl_->data->columns[rebuilt->col] = std::move(rebuilt->store);
  schema_.columns[rebuilt->col].compression = rebuilt->compression;
  return true;
}

}  // namespace kite
