#include "engine/catalog.h"

#include <algorithm>
#include <mutex>
#include <shared_mutex>
#include <utility>

#include "absl/strings/str_join.h"
#include "engine/stats_view.h"
#include "kite/status.h"
#include "parser/ast_to_sql.h"

namespace kite {

absl::Status CheckLength(const TableEntry& entry, int col, const Value& v) {
  if (col >= static_cast<int>(entry.max_lengths.size()) ||
      entry.max_lengths[col] == 0 || v.is_null() ||
      v.type().id != TypeId::kText) {
    return absl::OkStatus();
  }
  int64_t chars = 0;
  for (unsigned char c : v.text()) chars += (c & 0xC0) != 0x80;
  if (chars <= entry.max_lengths[col]) return absl::OkStatus();
  return SqlError(sqlstate::kStringDataRightTruncation,
                  "value too long for type " + entry.length_types[col]);
}

namespace {

// One kite_indexes row per index of `table`: the primary key's, then the
// secondary ones in creation order.
void AddIndexRows(const Table& table, Table* view, UndoLog* undo) {
  auto add = [&](const std::string& name, const std::string& method,
                 const std::vector<int>& columns, bool unique, size_t entries,
                 size_t bytes) {
    std::vector<std::string> names;
    for (int c : columns) names.push_back(table.schema().columns[c].name);
    (void)view->Insert(
        {Value::Text(table.name()), Value::Text(name), Value::Text(method),
         Value::Text(absl::StrJoin(names, ", ")), Value::Boolean(unique),
         Value::Bigint(static_cast<int64_t>(entries)),
         Value::Bigint(static_cast<int64_t>(bytes)),
         entries == 0 ? Value::Null(Type::Double())
                      : Value::Double(static_cast<double>(bytes) /
                                      static_cast<double>(entries))},
        undo);
  };
  if (!table.schema().primary_key.empty()) {
    add(table.name() + "_pkey", "hash", table.schema().primary_key, true,
        table.row_count(), table.PrimaryKeyMemoryBytes());
  }
  for (const auto& index : table.indexes()) {
    index->CatchUp();
    const IndexDef& def = index->def();
    add(def.name, def.method == IndexMethod::kHash ? "hash" : "btree",
        def.columns, def.unique, index->EntryCount(), index->MemoryBytes());
  }
}

}  // namespace

std::optional<TableEntry> Catalog::Find(std::string_view name) const {
  absl::MutexLock lock(&mu_);
  auto it = tables_.find(std::string(name));
  if (it == tables_.end()) return std::nullopt;
  return it->second;
}

absl::Status Catalog::Create(TableEntry entry) {
  const std::string& name = entry.table->name();
  absl::MutexLock lock(&mu_);
  if (tables_.contains(name) || IsSystemView(name)) {
    return SqlError(sqlstate::kDuplicateTable,
                    "relation \"" + name + "\" already exists");
  }
  tables_.emplace(name, std::move(entry));
  version_.fetch_add(1, std::memory_order_release);
  return absl::OkStatus();
}

bool Catalog::Drop(std::string_view name) {
  absl::MutexLock lock(&mu_);
  auto it = tables_.find(std::string(name));
  if (it == tables_.end()) return false;
  tables_.erase(it);
  version_.fetch_add(1, std::memory_order_release);
  return true;
}

void Catalog::DropIfSame(std::string_view name,
                         const std::shared_ptr<Table>& table) {
  absl::MutexLock lock(&mu_);
  auto it = tables_.find(std::string(name));
  if (it == tables_.end() || it->second.table != table) return;
  tables_.erase(it);
  version_.fetch_add(1, std::memory_order_release);
}

std::vector<std::string> Catalog::TableNames() const {
  absl::MutexLock lock(&mu_);
  std::vector<std::string> names;
  for (const auto& [name, entry] : tables_) names.push_back(name);
  return names;
}

std::optional<TableEntry> Catalog::FindIndexTable(std::string_view name) const {
  absl::MutexLock lock(&mu_);
  for (const auto& [n, entry] : tables_) {
    for (const auto& index : entry.table->indexes()) {
      if (index->def().name == name) return entry;
    }
  }
  return std::nullopt;
}

bool Catalog::RelationExists(std::string_view name) const {
  if (IsSystemView(name)) return true;
  absl::MutexLock lock(&mu_);
  if (tables_.contains(std::string(name))) return true;
  for (const auto& [n, entry] : tables_) {
    if (!entry.table->schema().primary_key.empty() && name == n + "_pkey") {
      return true;
    }
    for (const auto& index : entry.table->indexes()) {
      if (index->def().name == name) return true;
    }
  }
  return false;
}

uint64_t Catalog::version() const {
  return version_.load(std::memory_order_acquire);
}

void Catalog::SetPlanCacheRows(
    std::function<std::vector<std::vector<Value>>()> rows) {
  absl::MutexLock lock(&mu_);
  plan_cache_rows_ = std::move(rows);
}

bool Catalog::IsSystemView(std::string_view name) {
  return name == kTablesView || name == kColumnsView || name == kIndexesView ||
         name == kStatsView || name == kPlanCacheView;
}

TableSchema Catalog::SystemViewSchema(std::string_view name) {
  if (name == kStatsView) return StatsViewSchema();
  TableSchema schema;
  if (name == kTablesView) {
    schema.columns = {{"table_name", Type::Text()},
                      {"rows", Type::Bigint()},
                      {"bytes", Type::Bigint()}};
  } else if (name == kPlanCacheView) {
    schema.columns = {{"query", Type::Text()},
                      {"hits", Type::Bigint()},
                      {"binds", Type::Bigint()}};
  } else if (name == kIndexesView) {
    schema.columns = {
        {"table_name", Type::Text()},   {"index_name", Type::Text()},
        {"method", Type::Text()},       {"columns", Type::Text()},
        {"is_unique", Type::Boolean()}, {"entries", Type::Bigint()},
        {"bytes", Type::Bigint()},      {"bytes_per_entry", Type::Double()}};
  } else {
    schema.columns = {
        {"table_name", Type::Text()},     {"column_name", Type::Text()},
        {"type", Type::Text()},           {"encoding", Type::Text()},
        {"bytes", Type::Bigint()},        {"not_null", Type::Boolean()},
        {"primary_key", Type::Boolean()}, {"default_value", Type::Text()}};
  }
  return schema;
}

std::shared_ptr<Table> Catalog::MaterializeSystemView(
    std::string_view name) const {
  auto view =
      std::make_shared<Table>(std::string(name), SystemViewSchema(name));
  UndoLog undo;
  if (name == kPlanCacheView) {
    std::function<std::vector<std::vector<Value>>()> rows;
    {
      absl::MutexLock lock(&mu_);
      rows = plan_cache_rows_;
    }
    if (rows) {
      for (std::vector<Value>& row : rows()) {
        (void)view->Insert(std::move(row), &undo);
      }
    }
    undo.Clear();
    return view;
  }
  std::vector<TableEntry> entries;
  {
    absl::MutexLock lock(&mu_);
    for (const auto& [n, entry] : tables_) entries.push_back(entry);
  }
  for (const TableEntry& entry : entries) {
    const std::shared_ptr<Table>& table = entry.table;
    if (name == kStatsView) {
      for (std::vector<Value>& row : StatsViewRows(*table)) {
        (void)view->Insert(std::move(row), &undo);
      }
      continue;
    }
    ScopedLock lock(&table->lock(), LockMode::kShared);
    // A deadlock with a transaction holding the table: the view goes
    // without its rows rather than wait for ever.
    if (!lock.owns()) continue;
    std::vector<ColumnMemory> usage = table->MemoryUsage();
    if (name == kIndexesView) {
      AddIndexRows(*table, view.get(), &undo);
      continue;
    }
    if (name == kTablesView) {
      // Columns plus the indexes and slot bookkeeping.
      int64_t bytes = table->IndexMemoryBytes();
      for (const ColumnMemory& c : usage) bytes += c.bytes;
      (void)view->Insert(
          {Value::Text(table->name()), Value::Bigint(table->row_count()),
           Value::Bigint(bytes)},
          &undo);
      continue;
    }
    for (const ColumnMemory& c : usage) {
      const TableSchema& schema = table->schema();
      int col = schema.ColumnIndex(c.name);
      if (col < 0) continue;
      bool in_key =
          std::find(schema.primary_key.begin(), schema.primary_key.end(),
                    col) != schema.primary_key.end();
      Value default_value = Value::Null(Type::Text());
      if (col < static_cast<int>(entry.defaults.size()) &&
          entry.defaults[col] != nullptr) {
        default_value = Value::Text(ExprToSql(*entry.defaults[col]));
      }
      std::string type = col < static_cast<int>(entry.length_types.size()) &&
                                 !entry.length_types[col].empty()
                             ? entry.length_types[col]
                             : schema.columns[col].type.ToString();
      (void)view->Insert(
          {Value::Text(table->name()), Value::Text(c.name), Value::Text(type),
           Value::Text(c.encoding), Value::Bigint(c.bytes),
           Value::Boolean(schema.columns[col].not_null), Value::Boolean(in_key),
           std::move(default_value)},
          &undo);
    }
  }
  undo.Clear();
  return view;
}

}  // namespace kite
