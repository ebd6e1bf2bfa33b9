// ALTER TABLE's changes of a table's columns and name: its rows move to a
// new table with the new columns (storage/table.h, Table::Reshape).
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "storage/column_store.h"
#include "storage/table.h"
#include "storage/table_impl.h"

namespace kite {

using storage_internal::PrimaryKeyIndex;
using storage_internal::TableData;

std::shared_ptr<Table> Table::Reshape(std::string name,
                                      std::vector<ReshapedColumn> columns,
                                      std::vector<int> primary_key) {
  TableSchema schema;
  std::vector<int> sources;
  for (ReshapedColumn& c : columns) {
    schema.columns.push_back(std::move(c.schema));
    sources.push_back(c.source);
  }
  schema.primary_key = std::move(primary_key);
  // The key keeps its name, whatever the table's is now.
  if (!schema.primary_key.empty()) schema.key_name = schema_.key_name;
  auto to = std::make_shared<Table>(std::move(name), std::move(schema));
  std::unique_ptr<TableData> data = std::move(impl_->data);
  impl_->data = std::make_unique<TableData>(schema_);
  auto kept = std::make_unique<Impl::Reshaped>();
  kept->columns = std::move(data->columns);
  kept->sources = sources;
  data->columns.clear();
  for (size_t i = 0; i < sources.size(); ++i) {
    if (sources[i] >= 0) {
      data->columns.push_back(std::move(kept->columns[sources[i]]));
    } else {
      const ColumnSchema& c = to->schema_.columns[i];
      data->columns.push_back(
          storage_internal::MakeColumnStore(c.type, c.compression));
      // NULL in every row (a slot never written reads as not NULL).
      const Value null = Value::Null(c.type);
      for (RowId row = 0; row < data->slot_count; ++row) {
        if (data->is_live(row)) data->columns.back()->Set(row, null);
      }
    }
  }
  if (to->schema_.primary_key.empty() && !schema_.primary_key.empty()) {
    kept->primary_key =
        std::make_unique<PrimaryKeyIndex>(std::move(data->primary_key));
    data->primary_key = PrimaryKeyIndex({});
  }
  to->impl_->data = std::move(data);
  to->changes_.store(change_count(), std::memory_order_relaxed);
  impl_->reshaped = std::move(kept);
  set_retired(true);
  return to;
}

void Table::UndoReshape(Table& reshaped) {
  std::unique_ptr<Impl::Reshaped> kept = std::move(impl_->reshaped);
  std::unique_ptr<TableData> data = std::move(reshaped.impl_->data);
  reshaped.impl_->data = std::make_unique<TableData>(reshaped.schema_);
  for (size_t i = 0; i < kept->sources.size(); ++i) {
    if (kept->sources[i] >= 0) {
      kept->columns[kept->sources[i]] = std::move(data->columns[i]);
    }
  }
  data->columns = std::move(kept->columns);
  if (kept->primary_key != nullptr) {
    data->primary_key = std::move(*kept->primary_key);
  }
  impl_->data = std::move(data);
  reshaped.set_retired(true);
  set_retired(false);
}

}  // namespace kite
