// ALTER TABLE: SET COMPRESSION (an online rebuild of the column), SET /
// DROP DEFAULT, SET / DROP NOT NULL, ADD CHECK / UNIQUE constraints and
// DROP CONSTRAINT (catalog changes, checked against the rows there); the
// changes of columns and names are ddl_alter_columns.cc's.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/cleanup/cleanup.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "engine/database_impl.h"
#include "engine/transaction.h"
#include "exec/check_constraints.h"
#include "kite/status.h"
#include "planner/binder.h"
#include "storage/compression.h"

namespace kite {
namespace {

// Rebuilds column `col` of `table` for `compression` in slices: each is
// copied with the table's lock held shared, so readers never wait and
// writers wait for one slice; writes made in between are copied again when
// the new store is swapped in, under the exclusive lock.
void RecompressColumn(Table& table, int col, Compression compression) {
  // One rebuild at a time: two of the same column would each see the other
  // replace it, and redo their work under the exclusive lock.
  static absl::Mutex* const rebuilding = new absl::Mutex();
  absl::MutexLock one_at_a_time(rebuilding);
  std::unique_ptr<ColumnRebuild> rebuild;
  {
    ScopedLock lock(&table.lock(), LockMode::kExclusive);
    rebuild = table.StartRebuild(col, compression);
  }
  // Finished even when unwinding (std::bad_alloc): the column must not stay
  // wrapped.
  absl::Cleanup finish = [&] {
    ScopedLock lock(&table.lock(), LockMode::kExclusive);
    if (!table.FinishRebuild(std::move(rebuild))) {
      // TRUNCATE replaced the column with an empty one meanwhile: rebuild
      // what is there now at once.
      table.FinishRebuild(table.StartRebuild(col, compression));
    }
  };
  for (bool more = true; more;) {
    ScopedLock lock(&table.lock(), LockMode::kShared);
    more = table.ContinueRebuild(rebuild.get());
  }
}

absl::Status NoColumn(const std::string& column, const std::string& table) {
  return SqlError(sqlstate::kUndefinedColumn,
                  absl::StrCat("column \"", column, "\" of relation \"", table,
                               "\" does not exist"));
}

}  // namespace

absl::Status DatabaseImpl::AlterTableAction(
    const TableEntry& entry, const ast::AlterTableStmt::Action& action,
    std::vector<std::function<void()>>* undo, ResultData* data) {
  using Kind = ast::AlterTableStmt::Action::Kind;
  Table& table = *entry.table;
  const std::string& name = table.name();
  const TableSchema& schema = table.schema();
  plan::Binder binder(&catalog_);
  const int col = schema.ColumnIndex(action.column);
  switch (action.kind) {
    case Kind::kSetCompression:
      return absl::OkStatus();
    case Kind::kSetDefault:
    case Kind::kDropDefault: {
      if (col < 0) return NoColumn(action.column, name);
      if (entry.identity(col) != 0) {
        return SqlError(
            sqlstate::kSyntaxError,
            absl::StrCat("column \"", action.column, "\" of relation \"", name,
                         "\" is an identity column\nHINT:  Use ALTER TABLE "
                         "... ALTER COLUMN ... DROP IDENTITY instead."));
      }
      std::shared_ptr<const ast::Expr> expr;
      if (action.kind == Kind::kSetDefault) {
        absl::StatusOr<plan::BoundExprPtr> bound = binder.BindDefault(
            *action.expr, schema.columns[col].type, action.column);
        if (!bound.ok()) return bound.status();
        expr = action.expr;
      }
      std::shared_ptr<const ast::Expr> before;
      catalog_.SetDefault(name, col, std::move(expr), &before);
      undo->push_back([this, name, col, before] {
        catalog_.SetDefault(name, col, before, nullptr);
      });
      return absl::OkStatus();
    }
    case Kind::kSetNotNull:
    case Kind::kDropNotNull: {
      if (col < 0) return NoColumn(action.column, name);
      const bool on = action.kind == Kind::kSetNotNull;
      if (!on) {
        for (int k : schema.primary_key) {
          if (k == col) {
            return SqlError(sqlstate::kInvalidTableDefinition,
                            absl::StrCat("column \"", action.column,
                                         "\" is in a primary key"));
          }
        }
        if (entry.identity(col) != 0) {
          return SqlError(
              sqlstate::kInvalidTableDefinition,
              absl::StrCat("column \"", action.column, "\" of relation \"",
                           name, "\" is an identity column"));
        }
      } else {
        for (RowId row = 0; row < table.slot_count(); ++row) {
          if (table.is_live(row) && table.GetValue(row, col).is_null()) {
            return SqlError(
                sqlstate::kNotNullViolation,
                absl::StrCat("column \"", action.column, "\" of relation \"",
                             name, "\" contains null values"));
          }
        }
      }
      const bool before = schema.columns[col].not_null;
      table.SetNotNull(col, on);
      undo->push_back([&table, col, before] { table.SetNotNull(col, before); });
      return absl::OkStatus();
    }
    case Kind::kAddCheck: {
      absl::StatusOr<plan::BoundExprPtr> bound =
          binder.BindCheck(*action.check.expr, schema, name);
      if (!bound.ok()) return bound.status();
      std::vector<TableEntry::Check> checks = entry.checks;
      std::string check_name = action.check.name;
      if (check_name.empty()) {
        check_name = ChooseCheckName(name, schema, *action.check.expr, checks);
      }
      for (const TableEntry::Check& c : checks) {
        if (c.name == check_name) {
          return SqlError(
              sqlstate::kDuplicateObject,
              absl::StrCat("constraint \"", check_name, "\" for relation \"",
                           name, "\" already exists"));
        }
      }
      // The rows there must pass it.
      std::vector<plan::BoundStatement::BoundCheck> one;
      one.push_back({check_name, *std::move(bound)});
      EvalContext ctx;
      ctx.db_catalog = &catalog_;
      for (RowId row = 0; row < table.slot_count(); ++row) {
        if (!table.is_live(row)) continue;
        if (!CheckRow(one, table, table.GetRow(row), ctx).ok()) {
          return SqlError(sqlstate::kCheckViolation,
                          absl::StrCat("check constraint \"", check_name,
                                       "\" of relation \"", name,
                                       "\" is violated by some row"));
        }
      }
      checks.push_back({check_name, action.check.expr});
      std::vector<TableEntry::Check> before;
      catalog_.SetChecks(name, std::move(checks), &before);
      undo->push_back(
          [this, name, before] { catalog_.SetChecks(name, before, nullptr); });
      return absl::OkStatus();
    }
    case Kind::kAddUnique: {
      const size_t indexes = table.indexes().size();
      absl::Status s =
          AddUniqueConstraint(entry, action.check.name, action.columns);
      if (!s.ok()) return s;
      if (table.indexes().size() > indexes) {
        const std::string index = table.indexes().back()->def().name;
        undo->push_back([&table, index] { table.DropIndex(index); });
      }
      return absl::OkStatus();
    }
    case Kind::kAddPrimaryKey:
      return SqlError(sqlstate::kFeatureNotSupported,
                      "ALTER TABLE ... ADD PRIMARY KEY is not supported yet: "
                      "declare the key in CREATE TABLE");
    case Kind::kDropConstraint: {
      const std::string& constraint = action.check.name;
      std::vector<TableEntry::Check> checks = entry.checks;
      for (size_t i = 0; i < checks.size(); ++i) {
        if (checks[i].name != constraint) continue;
        checks.erase(checks.begin() + static_cast<long>(i));
        std::vector<TableEntry::Check> before;
        catalog_.SetChecks(name, std::move(checks), &before);
        undo->push_back([this, name, before] {
          catalog_.SetChecks(name, before, nullptr);
        });
        return absl::OkStatus();
      }
      for (const auto& index : table.indexes()) {
        if (index->def().name == constraint &&
            index->def().constraint_oid != 0) {
          return SqlError(sqlstate::kFeatureNotSupported,
                          "ALTER TABLE ... DROP CONSTRAINT of a UNIQUE "
                          "constraint is not supported yet");
        }
      }
      if (!schema.primary_key.empty() && constraint == schema.key_name) {
        return SqlError(sqlstate::kFeatureNotSupported,
                        "ALTER TABLE ... DROP CONSTRAINT of a primary key is "
                        "not supported yet");
      }
      if (action.if_exists) {
        data->notices.push_back(absl::StrCat("constraint \"", constraint,
                                             "\" of relation \"", name,
                                             "\" does not exist, skipping"));
        return absl::OkStatus();
      }
      return SqlError(
          sqlstate::kUndefinedObject,
          absl::StrCat("constraint \"", constraint, "\" of relation \"", name,
                       "\" does not exist"));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::AlterTableStmt& stmt) {
  auto data = std::make_unique<ResultData>();
  data->tag = "ALTER TABLE";
  std::optional<TableEntry> entry = catalog_.Find(stmt.table);
  if (!entry.has_value()) {
    if (Catalog::IsSystemView(stmt.table)) {
      return SqlError(sqlstate::kWrongObjectType,
                      absl::StrCat("\"", stmt.table, "\" is not a table"));
    }
    if (stmt.if_exists) {
      data->notices.push_back(absl::StrCat("relation \"", stmt.table,
                                           "\" does not exist, skipping"));
      return Wrap(std::move(data));
    }
    return SqlError(
        sqlstate::kUndefinedTable,
        absl::StrCat("relation \"", stmt.table, "\" does not exist"));
  }
  using Kind = ast::AlterTableStmt::Action::Kind;
  bool recompress = false;
  for (const ast::AlterTableStmt::Action& action : stmt.actions) {
    recompress = recompress || action.kind == Kind::kSetCompression;
  }
  // The other actions are applied in order under the table's exclusive
  // lock, all or none: a failure undoes those before it.
  {
    StatementLocks locks;
    absl::Status s = locks.Lock(entry->table.get(), LockMode::kExclusive);
    if (!s.ok()) return s;
    std::vector<std::function<void()>> undo;
    // The table, and the tables that replace it (AlterColumns).
    std::vector<std::shared_ptr<Table>> tables = {entry->table};
    std::vector<std::shared_ptr<Sequence>> sequences;
    AlterScope scope{&locks, &undo, &tables, &sequences, data.get()};
    std::string name = stmt.table;
    bool changed = false;
    for (const ast::AlterTableStmt::Action& action : stmt.actions) {
      if (action.kind == Kind::kSetCompression) continue;
      changed = true;
      std::optional<TableEntry> now = catalog_.Find(name);
      switch (action.kind) {
        case Kind::kAddColumn:
        case Kind::kDropColumn:
        case Kind::kRenameColumn:
        case Kind::kRenameTable:
          s = AlterColumns(*now, action, &scope);
          break;
        default:
          s = AlterTableAction(*now, action, &undo, data.get());
      }
      if (!s.ok()) break;
      if (action.kind == Kind::kRenameTable) name = action.new_name;
    }
    if (s.ok() && changed) {
      s = RecordCatalogChanges(tables, sequences, [undo] {
        for (auto it = undo.rbegin(); it != undo.rend(); ++it) (*it)();
      });
    }
    if (!s.ok()) {
      for (auto it = undo.rbegin(); it != undo.rend(); ++it) (*it)();
      catalog_.Invalidate();
      return s;
    }
    catalog_.Invalidate();
  }
  if (!recompress) return Wrap(std::move(data));
  // The rebuild is online (readers go on, writers wait for a slice) and
  // cannot be undone by ROLLBACK, so it runs on its own, as PostgreSQL runs
  // CREATE INDEX CONCURRENTLY.
  if (CurrentTransaction() != nullptr) {
    return SqlError("25001",
                    "ALTER TABLE ... SET COMPRESSION cannot run inside a "
                    "transaction block");
  }
  Table& table = *entry->table;
  // Every action is checked before any is applied.
  std::vector<std::pair<int, Compression>> changes;
  for (const ast::AlterTableStmt::Action& action : stmt.actions) {
    if (action.kind != Kind::kSetCompression) continue;
    const int col = table.schema().ColumnIndex(action.column);
    if (col < 0) {
      return SqlError(
          sqlstate::kUndefinedColumn,
          absl::StrCat("column \"", action.column, "\" of relation \"",
                       stmt.table, "\" does not exist"));
    }
    absl::StatusOr<Compression> c =
        ResolveCompression(action.method, table.schema().columns[col].type);
    if (!c.ok()) return c.status();
    changes.emplace_back(col, *c);
  }
  for (const auto& [col, compression] : changes) {
    RecompressColumn(table, col, compression);
  }
  // Plans and kernels were made for the old storage.
  catalog_.Invalidate();
  if (!changes.empty()) {
    // The stored definition records the columns' compression.
    ScopedLock lock(&table.lock(), LockMode::kExclusive);
    if (absl::Status s = Persist(nullptr, {entry->table}); !s.ok()) return s;
  }
  return Wrap(std::move(data));
}

}  // namespace kite
