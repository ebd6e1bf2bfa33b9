// ALTER TABLE ... ALTER [COLUMN] c SET COMPRESSION m, and the COMPRESSION
// option of CREATE TABLE's columns.
#include <memory>
#include <mutex>
#include <string>
#include <utility>

#include "absl/cleanup/cleanup.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "engine/database_impl.h"
#include "kite/status.h"
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

}  // namespace

absl::StatusOr<Compression> ResolveCompression(const std::string& method,
                                               Type type) {
  // As PostgreSQL: DEFAULT is accepted for any type.
  if (method.empty() || method == "default") return Compression::kNone;
  if (!TypeSupportsCompression(type)) {
    return SqlError(
        sqlstate::kFeatureNotSupported,
        absl::StrCat("column data type ",
                     type.id == TypeId::kNumeric ? "numeric" : type.ToString(),
                     " does not support compression"));
  }
  std::optional<Compression> c = CompressionFromName(method);
  if (!c.has_value()) {
    return SqlError(
        sqlstate::kInvalidParameterValue,
        absl::StrCat("invalid compression method \"", method, "\""));
  }
  return *c;
}

absl::StatusOr<Result> DatabaseImpl::AlterTable(
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
  for (const ast::AlterTableStmt::SetCompression& action : stmt.actions) {
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
