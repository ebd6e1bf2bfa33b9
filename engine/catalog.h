// The catalog: the tables of a database by name, their column defaults, and
// the system views computed from table memory usage and statistics.
#ifndef KITE_ENGINE_CATALOG_H_
#define KITE_ENGINE_CATALOG_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/btree_map.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "parser/ast.h"
#include "storage/table.h"

namespace kite {

// A table and what the catalog knows about it beyond its storage schema.
struct TableEntry {
  std::shared_ptr<Table> table;
  // DEFAULT expression of each column as written (null when none). Bound
  // again by every statement that needs it; they are immutable once stored.
  std::vector<std::shared_ptr<const ast::Expr>> defaults;
  // VARCHAR(n) / CHAR(n): the longest value in characters (0: no limit),
  // per column, and the declared type's name for the 22001 message.
  std::vector<int> max_lengths;
  std::vector<std::string> length_types;
};

// 22001 "value too long for type character varying(n)" when `v` is a text
// longer than entry.max_lengths[col] characters.
absl::Status CheckLength(const TableEntry& entry, int col, const Value& v);

// Names of the system views; their rows are computed on each scan.
inline constexpr char kTablesView[] = "kite_tables";
inline constexpr char kColumnsView[] = "kite_columns";
inline constexpr char kIndexesView[] = "kite_indexes";
inline constexpr char kStatsView[] = "kite_stats";
// The plan cache of Database::Execute: one row per cached statement.
inline constexpr char kPlanCacheView[] = "kite_plan_cache";

// Thread-safe: every method may be called concurrently.
class Catalog {
 public:
  Catalog() = default;

  // The table named `name`, or nullopt.
  std::optional<TableEntry> Find(std::string_view name) const;

  // Adds a table. Errors: 42P07 `relation "t" already exists` (also for the
  // name of a system view).
  absl::Status Create(TableEntry entry);

  // Removes a table; false when there was none.
  bool Drop(std::string_view name);
  // Removes the table `name` if it is `table` (undoing its creation).
  void DropIfSame(std::string_view name, const std::shared_ptr<Table>& table);

  // Names of the tables, sorted.
  std::vector<std::string> TableNames() const;

  // The table that has a secondary index named `name`, if any.
  std::optional<TableEntry> FindIndexTable(std::string_view name) const;
  // Whether `name` is taken by a table, a view, an index or a primary key's
  // index (PostgreSQL's relations share one namespace).
  bool RelationExists(std::string_view name) const;

  // Makes plans bound before the call stale (DDL on indexes, statistics,
  // settings the planner reads), like a create or a drop: prepared
  // statements and the plan cache bind them again before their next run.
  void Invalidate() { version_.fetch_add(1, std::memory_order_release); }

  // SET enable_indexes: whether the planner may use indexes (off: every
  // table is scanned, the reference the index paths are tested against).
  bool indexes_enabled() const {
    return indexes_enabled_.load(std::memory_order_relaxed);
  }
  void set_indexes_enabled(bool on) {
    indexes_enabled_.store(on, std::memory_order_relaxed);
    Invalidate();
  }

  // Increases on every create and drop and on Invalidate(), so that
  // prepared statements and the plan cache know when to bind again.
  uint64_t version() const;

  // Sets the function that computes the rows of the kite_plan_cache view
  // (values of the view's column types), called on each read of the view.
  // Without one the view is empty.
  void SetPlanCacheRows(std::function<std::vector<std::vector<Value>>()> rows);

  // Whether `name` is a system view, and its schema.
  static bool IsSystemView(std::string_view name);
  static TableSchema SystemViewSchema(std::string_view name);

  // A snapshot of a system view's rows, as a fresh table the caller owns.
  // Locks each table shared while it reads its memory usage (not for
  // kite_stats, which reads the published statistics).
  std::shared_ptr<Table> MaterializeSystemView(std::string_view name) const;

 private:
  mutable absl::Mutex mu_;
  absl::btree_map<std::string, TableEntry> tables_ ABSL_GUARDED_BY(mu_);
  std::function<std::vector<std::vector<Value>>()> plan_cache_rows_
      ABSL_GUARDED_BY(mu_);
  // Written under mu_, read without it: every Execute of a prepared
  // statement checks it, and a mutex there costs a few percent of a lookup.
  std::atomic<uint64_t> version_ = 0;
  std::atomic<bool> indexes_enabled_ = true;
};

}  // namespace kite

#endif  // KITE_ENGINE_CATALOG_H_
