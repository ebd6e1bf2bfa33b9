// Kite's own system views: kite_tables, kite_columns, kite_indexes,
// kite_stats and kite_plan_cache (memory use, encodings, index sizes,
// statistics and the plan cache), in pg_catalog so that they are found
// unqualified.
#include <algorithm>
#include <shared_mutex>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_join.h"
#include "catalog/stats_view.h"
#include "catalog/system_views.h"
#include "common/pg_types.h"
#include "parser/ast_to_sql.h"
#include "storage/compression.h"

namespace kite {
namespace {

Value Bytes(size_t n) { return Value::Bigint(static_cast<int64_t>(n)); }

// One kite_indexes row per index of `table`: the primary key's, then the
// secondary ones in creation order.
void AddIndexRows(const Table& table, ViewRows* out) {
  auto add = [&](const std::string& name, const std::string& method,
                 const std::vector<int>& columns, bool unique, size_t entries,
                 size_t bytes) {
    std::vector<std::string> names;
    for (int c : columns) names.push_back(table.schema().columns[c].name);
    out->AddValues(
        {Value::Text(table.name()), Value::Text(name), Value::Text(method),
         Value::Text(absl::StrJoin(names, ", ")), Value::Boolean(unique),
         Bytes(entries), Bytes(bytes),
         entries == 0 ? Value::Null(Type::Double())
                      : Value::Double(static_cast<double>(bytes) /
                                      static_cast<double>(entries))});
  };
  if (!table.schema().primary_key.empty()) {
    add(table.schema().key_name, "hash", table.schema().primary_key, true,
        table.row_count(), table.PrimaryKeyMemoryBytes());
  }
  for (const auto& index : table.indexes()) {
    index->CatchUp();
    const IndexDef& def = index->def();
    add(def.name, def.method == IndexMethod::kHash ? "hash" : "btree",
        def.columns, def.unique, index->EntryCount(), index->MemoryBytes());
  }
}

void ColumnRows(const TableEntry& entry, const std::vector<ColumnMemory>& usage,
                ViewRows* out) {
  const Table& table = *entry.table;
  const TableSchema& schema = table.schema();
  for (const ColumnMemory& c : usage) {
    const int col = schema.ColumnIndex(c.name);
    if (col < 0) continue;
    const bool in_key =
        std::find(schema.primary_key.begin(), schema.primary_key.end(), col) !=
        schema.primary_key.end();
    Value default_value = Value::Null(Type::Text());
    if (col < static_cast<int>(entry.defaults.size()) &&
        entry.defaults[col] != nullptr) {
      default_value = Value::Text(ExprToSql(*entry.defaults[col]));
    }
    std::string type = col < static_cast<int>(entry.length_types.size()) &&
                               !entry.length_types[col].empty()
                           ? entry.length_types[col]
                           : schema.columns[col].type.ToString();
    out->AddValues(
        {Value::Text(table.name()), Value::Text(c.name), Value::Text(type),
         Value::Text(c.encoding), Bytes(c.bytes),
         Value::Boolean(schema.columns[col].not_null), Value::Boolean(in_key),
         std::move(default_value),
         Value::Text(CompressionName(schema.columns[col].compression))});
  }
}

// kite_tables, kite_columns and kite_indexes: each table read under its
// shared lock.
template <typename PerTable>
void ForEachLockedTable(const ViewContext& context, PerTable per_table) {
  for (const TableEntry& entry : context.catalog->Entries()) {
    ScopedLock lock(&entry.table->lock(), LockMode::kShared);
    // A deadlock with a transaction holding the table: the view goes
    // without it rather than wait for ever.
    if (lock.owns()) per_table(entry);
  }
}

void TablesRows(const ViewContext& context, ViewRows* out) {
  ForEachLockedTable(context, [&](const TableEntry& entry) {
    const Table& table = *entry.table;
    // Columns plus the indexes and slot bookkeeping.
    size_t bytes = table.IndexMemoryBytes();
    for (const ColumnMemory& c : table.MemoryUsage()) bytes += c.bytes;
    out->AddValues(
        {Value::Text(table.name()), Bytes(table.row_count()), Bytes(bytes)});
  });
}

void ColumnsRows(const ViewContext& context, ViewRows* out) {
  ForEachLockedTable(context, [&](const TableEntry& entry) {
    ColumnRows(entry, entry.table->MemoryUsage(), out);
  });
}

void IndexesRows(const ViewContext& context, ViewRows* out) {
  ForEachLockedTable(context, [&](const TableEntry& entry) {
    AddIndexRows(*entry.table, out);
  });
}

// kite_stats reads the published statistics: no table lock.
void StatsRows(const ViewContext& context, ViewRows* out) {
  for (const TableEntry& entry : context.catalog->Entries()) {
    for (std::vector<Value>& row : StatsViewRows(*entry.table)) {
      out->AddValues(std::move(row));
    }
  }
}

void PlanCacheRows(const ViewContext& context, ViewRows* out) {
  for (std::vector<Value>& row : context.catalog->PlanCacheRows()) {
    out->AddValues(std::move(row));
  }
}

std::vector<ViewColumn> StatsColumns() {
  std::vector<ViewColumn> columns;
  for (const ColumnSchema& c : StatsViewSchema().columns) {
    columns.push_back({c.name, c.type, PgTypeOf(c.type).oid});
  }
  return columns;
}

}  // namespace

void AddKiteViews(std::vector<SystemView>* views) {
  // OIDs below FirstNormalObjectId that PostgreSQL 15 leaves unused.
  views->push_back({"pg_catalog", "kite_tables", 9000, 'v',
                    ParseViewColumns("table_name text, rows bigint, "
                                     "bytes bigint"),
                    &TablesRows});
  views->push_back(
      {"pg_catalog", "kite_columns", 9001, 'v',
       ParseViewColumns("table_name text, column_name text, type text, "
                        "encoding text, bytes bigint, not_null boolean, "
                        "primary_key boolean, default_value text, "
                        "compression text"),
       &ColumnsRows});
  views->push_back(
      {"pg_catalog", "kite_indexes", 9002, 'v',
       ParseViewColumns("table_name text, index_name text, method text, "
                        "columns text, is_unique boolean, entries bigint, "
                        "bytes bigint, bytes_per_entry double precision"),
       &IndexesRows});
  views->push_back(
      {"pg_catalog", "kite_stats", 9003, 'v', StatsColumns(), &StatsRows});
  views->push_back({"pg_catalog", "kite_plan_cache", 9004, 'v',
                    ParseViewColumns("query text, hits bigint, binds bigint"),
                    &PlanCacheRows});
}

}  // namespace kite
