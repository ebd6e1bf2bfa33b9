// The catalog: the tables of a database by name, their column defaults and
// object ids (OIDs, as PostgreSQL's pg_class shows them), and the system
// views (catalog/system_views.h) computed from it.
#ifndef KITE_CATALOG_CATALOG_H_
#define KITE_CATALOG_CATALOG_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/btree_map.h"
#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "catalog/activity.h"
#include "catalog/catalog_names.h"
#include "catalog/sequence.h"
#include "kite/kite.h"
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
  // GENERATED ALWAYS ('a') / BY DEFAULT ('d') AS IDENTITY, per column (0:
  // neither; may be shorter than the columns). The identity's sequence is
  // the one the column owns.
  std::vector<char> identities;
  char identity(int col) const {
    return col < static_cast<int>(identities.size()) ? identities[col] : 0;
  }
  // Per column, the value rows stored before ALTER TABLE ... ADD COLUMN
  // added it have (they are not rewritten): nullopt for a column every
  // stored row has. May be shorter than the columns.
  std::vector<std::optional<Value>> missing;
  // CHECK constraints, in the order they were declared.
  struct Check {
    std::string name;
    std::shared_ptr<const ast::Expr> expr;
    uint32_t oid = 0;  // set by Catalog::Create
  };
  std::vector<Check> checks;
  // Set by Catalog::Create: the table's OID, its primary key's index and
  // constraint (0 without a key), and each column DEFAULT's (0: none).
  uint32_t oid = 0;
  uint32_t pkey_oid = 0;
  uint32_t pkey_constraint_oid = 0;
  std::vector<uint32_t> default_oids;
};

// 22001 "value too long for type character varying(n)" when `v` is a text
// longer than entry.max_lengths[col] characters.
absl::Status CheckLength(const TableEntry& entry, int col, const Value& v);

// The first OID the catalog gives out, PostgreSQL's FirstNormalObjectId:
// below it are the fixed OIDs of types, namespaces and system views.
inline constexpr uint32_t kFirstNormalOid = 16384;
// The bootstrap role that owns every object (pg_roles' first row).
inline constexpr uint32_t kBootstrapRoleOid = 10;
inline constexpr char kBootstrapRoleName[] = "kite";

// Thread-safe: every method may be called concurrently.
class Catalog {
 public:
  Catalog() = default;

  // The table named `name`, or nullopt.
  std::optional<TableEntry> Find(std::string_view name) const;

  // Adds a table, giving it (and its primary key and defaults) OIDs.
  // Errors: 42P07 `relation "t" already exists` (also for the name of a
  // system view).
  absl::Status Create(TableEntry entry);

  // A new OID, never given out before (for indexes and constraints).
  uint32_t NewOid();

  // Every table, sorted by name.
  std::vector<TableEntry> Entries() const;

  // Removes a table; false when there was none.
  bool Drop(std::string_view name);
  // Removes the table `name` if it is `table` (undoing its creation).
  void DropIfSame(std::string_view name, const std::shared_ptr<Table>& table);

  // Puts `entry` in place of the table named `name` (ALTER TABLE: its
  // columns or name changed), keeping the OIDs `entry` has and giving the
  // new defaults and checks theirs. Errors: 42P07 when the entry's table
  // has a new name that a relation has; 42P01 when there is no `name`.
  absl::Status Replace(std::string_view name, TableEntry entry);

  // Names of the tables, sorted.
  std::vector<std::string> TableNames() const;

  // Replaces the CHECK constraints of table `table` (giving the new ones
  // OIDs), keeping the old ones in `*before` (may be null); false when
  // there is no such table.
  bool SetChecks(std::string_view table, std::vector<TableEntry::Check> checks,
                 std::vector<TableEntry::Check>* before);
  // Replaces the DEFAULT of column `col` of table `table` by `expr` (null:
  // none), keeping the old one in `*before` (may be null); false when there
  // is no such table.
  bool SetDefault(std::string_view table, int col,
                  std::shared_ptr<const ast::Expr> expr,
                  std::shared_ptr<const ast::Expr>* before);

  // Sequences. Their names are relation names, shared with tables, indexes
  // and views.
  std::shared_ptr<Sequence> FindSequence(std::string_view name) const;
  std::shared_ptr<Sequence> FindSequenceByOid(uint32_t oid) const;
  // Adds `sequence`, giving it an OID. Errors: 42P07 when a relation has
  // its name.
  absl::Status CreateSequence(std::shared_ptr<Sequence> sequence);
  // Removes `sequence` if the catalog has it (false when it has not).
  bool DropSequence(const std::shared_ptr<Sequence>& sequence);
  // Renames `sequence` to `to`. Errors: 42P07.
  absl::Status RenameSequence(const std::shared_ptr<Sequence>& sequence,
                              const std::string& to);
  // Every sequence, by name.
  std::vector<std::shared_ptr<Sequence>> Sequences() const;
  // The sequences owned by a column of table `table`.
  std::vector<std::shared_ptr<Sequence>> OwnedSequences(
      std::string_view table) const;

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

  // SET geqo_threshold: joins of this many inputs or more are ordered
  // greedily instead of by dynamic programming (planner/join_order.h).
  int join_greedy_threshold() const {
    return join_greedy_threshold_.load(std::memory_order_relaxed);
  }
  void set_join_greedy_threshold(int inputs) {
    join_greedy_threshold_.store(inputs, std::memory_order_relaxed);
    Invalidate();
  }

  // The sessions and what they run (pg_stat_activity, pg_cancel_backend).
  Activity& activity() const { return activity_; }

  // Increases on every create and drop and on Invalidate(), so that
  // prepared statements and the plan cache know when to bind again.
  uint64_t version() const;

  // Sets the function that computes the rows of the kite_plan_cache view
  // (values of the view's column types), called on each read of the view.
  // Without one the view is empty.
  void SetPlanCacheRows(std::function<std::vector<std::vector<Value>>()> rows);
  std::vector<std::vector<Value>> PlanCacheRows() const;

  // Sets the function that lists the roles (for pg_roles); without one
  // there are none besides the bootstrap role.
  void SetRoles(std::function<std::vector<RoleInfo>()> roles);
  // The roles with their OIDs, the bootstrap role first (a role named
  // kBootstrapRoleName is the bootstrap role). A role keeps its OID for
  // the life of the catalog.
  std::vector<std::pair<uint32_t, RoleInfo>> RolesWithOids() const;

  // Whether `name` is a system view: unqualified for pg_catalog's and
  // Kite's (pg_class, kite_tables), "pg_catalog.x" or
  // "information_schema.x".
  static bool IsSystemView(std::string_view name);

  // A snapshot of a system view's rows, as a fresh table the caller owns
  // (named without its schema). `session` (may be null) names the
  // database. Locks each table shared while it reads it. Errors: 42P01
  // for a name that is not a system view.
  absl::StatusOr<std::shared_ptr<Table>> MaterializeSystemView(
      std::string_view name, const SessionInfo* session) const;

  // The OID of the table, index or system view `name` (unqualified, or
  // "pg_catalog.x" / "information_schema.x" for a system view); nullopt
  // when there is none.
  std::optional<uint32_t> RelationOid(std::string_view name) const;

  // What the catalog functions look up by OID, as of now.
  std::shared_ptr<const CatalogNames> Names() const;

 private:
  mutable absl::Mutex mu_;
  absl::btree_map<std::string, TableEntry> tables_ ABSL_GUARDED_BY(mu_);
  absl::btree_map<std::string, std::shared_ptr<Sequence>> sequences_
      ABSL_GUARDED_BY(mu_);
  absl::flat_hash_map<uint32_t, std::shared_ptr<Sequence>> sequences_by_oid_
      ABSL_GUARDED_BY(mu_);
  // Whether a relation (not a system view) is named `name`.
  bool NameTakenLocked(std::string_view name) const
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  std::function<std::vector<std::vector<Value>>()> plan_cache_rows_
      ABSL_GUARDED_BY(mu_);
  std::function<std::vector<RoleInfo>()> roles_ ABSL_GUARDED_BY(mu_);
  mutable absl::btree_map<std::string, uint32_t> role_oids_
      ABSL_GUARDED_BY(mu_);
  mutable std::atomic<uint32_t> next_oid_ = kFirstNormalOid;
  // Written under mu_, read without it: every Execute of a prepared
  // statement checks it, and a mutex there costs a few percent of a lookup.
  std::atomic<uint64_t> version_ = 0;
  std::atomic<bool> indexes_enabled_ = true;
  std::atomic<int> join_greedy_threshold_ = 12;
  mutable Activity activity_;
};

}  // namespace kite

#endif  // KITE_CATALOG_CATALOG_H_
