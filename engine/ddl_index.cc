// CREATE INDEX and DROP INDEX, and the unique indexes behind UNIQUE
// constraints.
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <utility>
#include <vector>

#include "absl/cleanup/cleanup.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "engine/database_impl.h"
#include "indexes/index.h"
#include "kite/status.h"

namespace kite {
namespace {

// PostgreSQL's choice of name for an unnamed index: table_col1_col2_suffix,
// then with 1, 2, ... appended until it is free.
std::string ChooseIndexName(const Catalog& catalog, const std::string& table,
                            const std::vector<std::string>& columns,
                            const std::string& suffix) {
  const std::string base =
      absl::StrCat(table, "_", absl::StrJoin(columns, "_"), "_", suffix);
  std::string name = base;
  for (int n = 1; catalog.RelationExists(name); ++n) {
    name = absl::StrCat(base, n);
  }
  return name;
}

// Builds index `def` on `entry`'s table and adds it (the index must not
// exist yet).
absl::Status AddIndexToTable(Catalog& catalog, const TableEntry& entry,
                             IndexDef def) {
  def.oid = catalog.NewOid();
  absl::StatusOr<std::shared_ptr<indexes::Index>> index =
      indexes::Index::Create(entry.table.get(), std::move(def));
  if (!index.ok()) return index.status();
  const std::string name = (*index)->def().name;
  {
    ScopedLock lock(&entry.table->lock(), LockMode::kExclusive);
    if (!lock.owns()) return lock.status();
    const std::shared_ptr<indexes::Index> built = *index;
    absl::Status s = entry.table->AddIndex(*std::move(index));
    // Built now rather than by the first query that reads it, so that
    // statement_timeout and cancel stop the build here.
    if (s.ok()) {
      s = built->Build();
      if (!s.ok()) entry.table->DropIndex(name);
    }
    if (!s.ok()) {
      if (SqlStateOf(s) != sqlstate::kUniqueViolation) return s;
      // PostgreSQL reports a failed build as "could not create unique
      // index", the key "is duplicated".
      std::string message(s.message());
      const size_t detail = message.find("\nDETAIL:");
      absl::StrReplaceAll({{"already exists.", "is duplicated."}}, &message);
      return SqlError(
          sqlstate::kUniqueViolation,
          absl::StrCat(
              "could not create unique index \"", name, "\"",
              detail == std::string::npos ? "" : message.substr(detail)));
    }
  }
  catalog.Invalidate();
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::CreateIndexStmt& stmt) {
  auto data = std::make_unique<ResultData>();
  data->tag = "CREATE INDEX";
  std::optional<TableEntry> entry = catalog_.Find(stmt.table);
  if (!entry.has_value()) {
    if (Catalog::IsSystemView(stmt.table)) {
      return SqlError(
          sqlstate::kWrongObjectType,
          absl::StrCat("cannot create index on relation \"", stmt.table, "\""));
    }
    return SqlError(
        sqlstate::kUndefinedTable,
        absl::StrCat("relation \"", stmt.table, "\" does not exist"));
  }
  IndexDef def;
  def.unique = stmt.unique;
  if (stmt.method == "hash") {
    def.method = IndexMethod::kHash;
  } else if (stmt.method == "btree") {
    def.method = IndexMethod::kBtree;
  } else {
    return SqlError(
        sqlstate::kUndefinedObject,
        absl::StrCat("access method \"", stmt.method, "\" does not exist"));
  }
  const TableSchema& schema = entry->table->schema();
  for (const std::string& column : stmt.columns) {
    const int c = schema.ColumnIndex(column);
    if (c < 0) {
      return SqlError(sqlstate::kUndefinedColumn,
                      absl::StrCat("column \"", column, "\" does not exist"));
    }
    def.columns.push_back(c);
  }
  if (stmt.name.empty()) {
    def.name = ChooseIndexName(catalog_, stmt.table, stmt.columns, "idx");
  } else if (catalog_.RelationExists(stmt.name)) {
    if (stmt.if_not_exists) {
      data->notices.push_back(absl::StrCat("relation \"", stmt.name,
                                           "\" already exists, skipping"));
      return Wrap(std::move(data));
    }
    return SqlError(
        sqlstate::kDuplicateTable,
        absl::StrCat("relation \"", stmt.name, "\" already exists"));
  } else {
    def.name = stmt.name;
  }
  const std::string name = def.name;
  absl::Status s = AddIndexToTable(catalog_, *entry, std::move(def));
  if (!s.ok()) return s;
  s = RecordCatalogChange(entry->table, [this, table = entry->table, name] {
    table->DropIndex(name);
    catalog_.Invalidate();
  });
  if (!s.ok()) return s;
  return Wrap(std::move(data));
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::DropIndexStmt& stmt) {
  // Cached plans would keep what was dropped in memory.
  absl::Cleanup erase_stale = [this] {
    plan_cache_.EraseStale(catalog_.version());
  };
  auto data = std::make_unique<ResultData>();
  data->tag = "DROP INDEX";
  // Every name is checked before anything is dropped.
  std::vector<std::pair<std::string, std::shared_ptr<Table>>> drops;
  for (const std::string& name : stmt.names) {
    std::optional<TableEntry> entry = catalog_.FindIndexTable(name);
    if (entry.has_value()) {
      drops.emplace_back(name, entry->table);
      continue;
    }
    for (const std::string& table : catalog_.TableNames()) {
      std::optional<TableEntry> t = catalog_.Find(table);
      if (t.has_value() && !t->table->schema().primary_key.empty() &&
          name == t->table->schema().key_name) {
        return SqlError(
            sqlstate::kDependentObjectsStillExist,
            absl::StrCat("cannot drop index ", name, " because constraint ",
                         name, " on table ", table, " requires it"));
      }
    }
    if (catalog_.Find(name).has_value() || Catalog::IsSystemView(name)) {
      return SqlError(sqlstate::kWrongObjectType,
                      absl::StrCat("\"", name, "\" is not an index"));
    }
    if (!stmt.if_exists) {
      return SqlError(sqlstate::kUndefinedObject,
                      absl::StrCat("index \"", name, "\" does not exist"));
    }
    data->notices.push_back(
        absl::StrCat("index \"", name, "\" does not exist, skipping"));
  }
  for (const auto& [name, table] : drops) {
    ScopedLock lock(&table->lock(), LockMode::kExclusive);
    if (!lock.owns()) return lock.status();
    std::optional<IndexDef> def;
    for (const std::shared_ptr<TableIndex>& index : table->indexes()) {
      if (index->def().name == name) def = index->def();
    }
    if (!table->DropIndex(name) || !def.has_value()) continue;
    // Rolled back: the index is built again from the table.
    absl::Status s =
        RecordCatalogChange(table, [this, table, def = *std::move(def)] {
          absl::StatusOr<std::shared_ptr<indexes::Index>> index =
              indexes::Index::Create(table.get(), def);
          if (index.ok()) (void)table->AddIndex(*std::move(index));
          catalog_.Invalidate();
        });
    if (!s.ok()) return s;
  }
  if (!drops.empty()) catalog_.Invalidate();
  return Wrap(std::move(data));
}

absl::Status DatabaseImpl::AddUniqueConstraints(
    const ast::CreateTableStmt& stmt) {
  std::optional<TableEntry> entry = catalog_.Find(stmt.table);
  if (!entry.has_value()) return absl::OkStatus();
  std::vector<std::vector<std::string>> constraints = stmt.unique;
  std::vector<std::string> names = stmt.unique_names;
  names.resize(constraints.size());
  for (const ast::ColumnDef& column : stmt.columns) {
    if (!column.unique) continue;
    constraints.push_back({column.name});
    names.push_back(column.unique_name);
  }
  for (size_t i = 0; i < constraints.size(); ++i) {
    absl::Status s = AddUniqueConstraint(*entry, names[i], constraints[i]);
    if (!s.ok()) return s;
  }
  return absl::OkStatus();
}

absl::Status DatabaseImpl::AddUniqueConstraint(
    const TableEntry& entry, const std::string& name,
    const std::vector<std::string>& columns) {
  const TableSchema& schema = entry.table->schema();
  IndexDef def;
  def.unique = true;
  for (const std::string& column : columns) {
    const int c = schema.ColumnIndex(column);
    if (c < 0) {
      return SqlError(
          sqlstate::kUndefinedColumn,
          absl::StrCat("column \"", column, "\" named in key does not exist"));
    }
    def.columns.push_back(c);
  }
  // A UNIQUE constraint on the primary key's columns adds nothing.
  if (def.columns == schema.primary_key) return absl::OkStatus();
  if (!name.empty() && catalog_.RelationExists(name)) {
    return SqlError(sqlstate::kDuplicateTable,
                    absl::StrCat("relation \"", name, "\" already exists"));
  }
  def.name = name.empty() ? ChooseIndexName(catalog_, entry.table->name(),
                                            columns, "key")
                          : name;
  def.constraint_oid = catalog_.NewOid();
  return AddIndexToTable(catalog_, entry, std::move(def));
}

}  // namespace kite
