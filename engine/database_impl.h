// The engine behind kite::Database: parses, binds and runs statements
// against the catalog.
#ifndef KITE_ENGINE_DATABASE_IMPL_H_
#define KITE_ENGINE_DATABASE_IMPL_H_

#include <atomic>
#include <functional>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "absl/status/statusor.h"
#include "catalog/catalog.h"
#include "catalog/roles.h"
#include "catalog/settings.h"
#include "common/statement_memory.h"
#include "durability/durable_store.h"
#include "engine/plan_cache.h"
#include "engine/session_impl.h"
#include "engine/shared_plan.h"
#include "exec/executor.h"
#include "exec/result_data.h"
#include "exec/result_pool.h"
#include "jit/jit_mode.h"
#include "kite/kite.h"
#include "kite/status.h"
#include "parser/ast.h"
#include "planner/plan.h"

namespace kite {

class StatementLocks;

namespace plan {
class Binder;
}  // namespace plan

struct PreparedData {
  DatabaseImpl* db = nullptr;
  // The session whose block it runs in (Session::Prepare), or null: each
  // execution is a statement of its own.
  SessionImpl* in_session = nullptr;
  SessionInfo session;  // every execution runs for it
  std::string sql;      // its text, for pg_stat_activity
  std::shared_ptr<const ast::Statement> statement;
  // Null for statements that are not planned (DDL, SET, ...).
  std::shared_ptr<const plan::BoundStatement> bound;
  // The plan shared with the other statements of the same text (see
  // SharedPlan), or null: `bound` and `kept` are then its own.
  std::shared_ptr<SharedPlan> shared;
  uint64_t shared_generation = 0;  // the shared plan `bound` is
  uint64_t catalog_version = 0;
  std::vector<Type> param_types;
  std::vector<Value> params;
  // The columns a run returns (PreparedStatement::column_name/type).
  std::vector<std::string> column_names;
  std::vector<Type> column_types;
  // Counts the times they were set (PreparedStatement::columns_generation).
  uint64_t columns_generation = 0;
  // The operator tree of `bound`'s last execution (declared after `bound`,
  // so destroyed before the plan it points into; emptied when rebinding).
  // Used while no other statement shares `shared` (else its trees are).
  KeptTree kept;
};

// Runs `run`, turning std::bad_alloc into 53200 "out of memory": a statement
// that exhausts memory fails like any other (its UndoLog rolls it back as the
// stack unwinds) instead of ending the process.
//
// The statement's buffers are counted against `statement_mem` bytes and the
// process's limit (common/statement_memory.h) while it runs.
template <typename F>
absl::StatusOr<Result> GuardMemory(int64_t statement_mem, F run) {
  StatementMemory memory(statement_mem);
  ScopedStatementMemory scope(&memory);
  try {
    return run();
  } catch (const std::bad_alloc&) {
    return SqlError(sqlstate::kOutOfMemory, "out of memory");
  }
}

// VARCHAR(n) / CHAR(n): the longest value in characters and the type's
// name for the 22001 message (TableEntry::max_lengths, length_types);
// {0, ""} for any other type.
std::pair<int, std::string> DeclaredLength(const ast::TypeName& type);

// The compression a COMPRESSION option names for a column of `type`:
// "default" (or "") is none; 0A000 when the type cannot be compressed,
// 22023 for an unknown method, as PostgreSQL (ddl_table.cc).
absl::StatusOr<Compression> ResolveCompression(const std::string& method,
                                               Type type);

// CREATE (`create`) or ALTER SEQUENCE: `record` with the options `given`
// applied as PostgreSQL applies them (bounds that follow the increment and
// the type, START, RESTART), checked. Errors: 22023 (ddl_sequence.cc).
absl::StatusOr<SequenceRecord> ApplySequenceOptions(
    const ast::SequenceOptions& given, SequenceRecord record, bool create);
// DEFAULT nextval('sequence'::regclass), as PostgreSQL writes a SERIAL's.
std::shared_ptr<const ast::Expr> NextvalDefault(const std::string& sequence);

// The session of statements run without one (user and database "kite").
const SessionInfo& DefaultSession();

// Entries of the plan cache unless `SET plan_cache_size` says otherwise.
inline constexpr size_t kDefaultPlanCacheSize = 1000;
inline constexpr int64_t kMaxPlanCacheSize = 1000000;
// Longer statement texts are not cached: they are mostly bulk loads with
// literals that never repeat, and their plans are large.
inline constexpr size_t kMaxCachedSqlBytes = 16 * 1024;

class DatabaseImpl {
 public:
  DatabaseImpl();

  // Runs every statement of `sql` in `session` (its block, for its user);
  // see Database::Execute.
  absl::StatusOr<Result> Execute(SessionImpl* session, std::string_view sql,
                                 absl::Span<const Value> params);
  // The same in a session of its own, for `info` (a block must end within
  // the call).
  absl::StatusOr<Result> Execute(std::string_view sql,
                                 absl::Span<const Value> params,
                                 const SessionInfo& session = DefaultSession());
  // Runs one parsed statement with `params` ($1 is params[0]).
  absl::StatusOr<Result> ExecuteStatement(
      std::shared_ptr<const ast::Statement> stmt,
      absl::Span<const Value> params, const SessionInfo& session);
  // Converts `params` to the parameter types of `stmt` and runs it.
  // Errors: 42P02 when fewer params than parameters; conversion errors.
  absl::StatusOr<Result> RunWithParams(const plan::BoundStatement& stmt,
                                       absl::Span<const Value> params,
                                       const SessionInfo& session);
  // Runs a bound statement; params must already have the inferred types.
  // With `pool_result`, the Result's storage comes from (and returns to)
  // the thread's spare (TakePooledResult);
  // with `kept`, the plan's operator tree is kept there for the next run
  // of the same `stmt` (which must outlive it).
  // With `copy_out`, a COPY ... TO STDOUT sends its lines there.
  absl::StatusOr<Result> RunBound(const plan::BoundStatement& stmt,
                                  const std::vector<Value>& params,
                                  const SessionInfo& session,
                                  bool pool_result = false,
                                  KeptTree* kept = nullptr,
                                  const CopyOutSink* copy_out = nullptr);
  // Whether a table `stmt` was bound to has been replaced (ALTER TABLE)
  // or dropped since: it must be bound again.
  static bool Retired(const plan::BoundStatement& stmt);
  // Binds `stmt`'s statement again and runs that plan with `params`.
  absl::StatusOr<Result> RunRebound(const plan::BoundStatement& stmt,
                                    const std::vector<Value>& params,
                                    const SessionInfo& session,
                                    const CopyOutSink* copy_out);
  // COPY ... FROM STDIN / TO STDOUT (copy.cc); see Database.
  // COPY ... FROM STDIN; with `session`, Finish inserts the rows in it.
  absl::StatusOr<std::unique_ptr<CopyIn>> BeginCopyIn(
      std::string_view sql, SessionImpl* session = nullptr);
  absl::StatusOr<Result> CopyOut(
      std::string_view sql, const SessionInfo& session,
      const std::function<void(int)>& start,
      const std::function<void(std::string_view)>& row);
  // Inserts the rows a CopyIn staged, all or none.
  absl::StatusOr<Result> FinishCopyIn(CopyInData* copy);
  absl::StatusOr<std::unique_ptr<PreparedStatement>> Prepare(
      std::string_view sql, const SessionInfo& session = DefaultSession());
  // Refreshes the statistics of the tables `stmt` reads or writes that
  // have changed enough since (planner/statistics.h); then true when
  // `stmt` was planned with older statistics than some table now has (this
  // refresh's, another statement's or ANALYZE's), and so should be bound
  // again.
  static bool RefreshStaleStats(const plan::BoundStatement& stmt);
  // Whether some table of `stmt` has newer statistics than it was planned
  // with (no refresh).
  static bool StatsChanged(const plan::BoundStatement& stmt);
  // Binds `prepared` again (the catalog or the statistics changed since it
  // was bound, or its SharedPlan has a newer plan). A shared statement
  // takes its SharedPlan's plan when that one is current (bound at this
  // catalog version, with the tables' current statistics); else the plan it
  // binds becomes the shared one.
  absl::Status Rebind(PreparedData* prepared);

  // After a catalog change just made to `table` (created, dropped, its
  // indexes): in a transaction block, records `undo` (ROLLBACK calls it)
  // and the table for the block's commit; outside a block, commits it
  // (makes it durable). Errors: the commit's.
  absl::Status RecordCatalogChange(std::shared_ptr<Table> table,
                                   std::function<void()> undo);
  // As RecordCatalogChange, for one statement's changes to several tables
  // and sequences, committed together.
  absl::Status RecordCatalogChanges(
      const std::vector<std::shared_ptr<Table>>& tables,
      const std::vector<std::shared_ptr<Sequence>>& sequences,
      std::function<void()> undo);
  // Ends a statement that changed tables, `undo` holding the inverse of its
  // changes: inside a block they join the block's (undone if it rolls
  // back); otherwise they are committed (made durable). `undo` is left
  // empty on success; on error it still holds the changes, for the caller
  // to roll back.
  absl::Status CommitStatement(UndoLog* undo);
  // Loads everything `store` holds into this (empty) database, which then
  // writes its commits to it. Errors: DataLoss naming what is damaged,
  // the store's read errors.
  absl::Status Load(std::unique_ptr<DurableStore> store,
                    const OpenOptions& options);
  // Writes and syncs every queued commit (for a clean close and tests).
  absl::Status FlushStore();

  // Makes a commit durable: the rows `changes` touched, and the definition
  // of each table of `tables` (all its rows for a table new to the store, a
  // dropped one's definition deleted). The caller holds the locks of the
  // tables; the commit is waited for by the public call that ran it
  // (AwaitCommit). Nothing for a database in memory.
  absl::Status Persist(
      const UndoLog* changes, const std::vector<std::shared_ptr<Table>>& tables,
      const std::vector<std::shared_ptr<Sequence>>& sequences = {});
  // As RecordCatalogChange, for a sequence made, changed or dropped.
  absl::Status RecordSequenceChange(std::shared_ptr<Sequence> sequence,
                                    std::function<void()> undo);
  // What a committed sequence stores its state with (catalog/sequence.h).
  Sequence::LogFn SequenceLog();

  // Converts a parameter value to its inferred type as an assignment would.
  static absl::StatusOr<Value> ConvertParam(const Value& v, Type type,
                                            int index);

  // Makes `statement` run in `session`.
  static void AttachSession(PreparedStatement& statement,
                            SessionImpl* session) {
    statement.data_->in_session = session;
  }

  // A Result over `data`.
  static Result Wrap(std::unique_ptr<ResultData> data);
  // Makes `result` format its cells (GetString) in `format`.
  static void SetResultFormat(Result& result,
                              std::shared_ptr<const SessionFormat> format);

  Catalog& catalog() { return catalog_; }
  const RoleStore& roles() const { return roles_; }

  // statement_mem, in bytes: the default of the database's sessions.
  int64_t statement_mem() const {
    return statement_mem_.load(std::memory_order_relaxed);
  }
  // Makes `bytes` the default of statement_mem (OpenOptions).
  void SetDefaultStatementMem(int64_t bytes);

 private:
  // Runs `sql` (normalised to `key`) with the plan the cache holds for it:
  // nullopt when it holds none or its plan no longer binds.
  std::optional<absl::StatusOr<Result>> ExecuteCached(
      std::string_view key, absl::Span<const Value> params,
      const SessionInfo& session);
  // Runs a statement parsed from text normalised to `key`, caching its
  // plan when it is a statement the cache takes.
  absl::StatusOr<Result> ExecuteAndCache(
      std::string_view key, std::shared_ptr<const ast::Statement> stmt,
      absl::Span<const Value> params, const SessionInfo& session);
  // The rows of the kite_plan_cache view.
  std::vector<std::vector<Value>> PlanCacheRows() const;

  // One statement, run by ExecuteStatement: its text, parameters and session.
  struct StatementRun {
    std::shared_ptr<const ast::Statement> stmt;
    absl::Span<const Value> params;
    const SessionInfo& session;
  };
  // Each kind of statement (an alternative of ast::Statement::node) has its
  // Run, in the file named; ExecuteStatement calls the one for the
  // statement's kind, so a new kind is one overload here and its code in
  // the file of its stage (without the overload it does not compile).
  //   statements.cc: the empty statement, those the binder plans (bound,
  //   then run by dml.cc's runners), transaction statements outside a
  //   session (a session runs its own, session_impl.cc)
  absl::StatusOr<Result> Run(const StatementRun& run, const std::monostate&);
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const std::shared_ptr<ast::SelectStmt>&);
  absl::StatusOr<Result> Run(const StatementRun& run, const ast::InsertStmt&);
  absl::StatusOr<Result> Run(const StatementRun& run, const ast::UpdateStmt&);
  absl::StatusOr<Result> Run(const StatementRun& run, const ast::DeleteStmt&);
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const std::shared_ptr<ast::ExplainStmt>&);
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::TransactionStmt& stmt);
  //   ddl_table.cc: CREATE TABLE (AS: planned), DROP TABLE, TRUNCATE,
  //   ALTER TABLE
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::CreateTableStmt& stmt);
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::DropTableStmt& stmt);
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::TruncateStmt& stmt);
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::AlterTableStmt& stmt);
  //   ddl_index.cc: CREATE INDEX, DROP INDEX
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::CreateIndexStmt& stmt);
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::DropIndexStmt& stmt);
  //   ddl_role.cc: CREATE / ALTER ROLE, DROP ROLE
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::RoleStmt& stmt);
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::DropRoleStmt& stmt);
  //   ddl_sequence.cc: CREATE / ALTER / DROP SEQUENCE
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::CreateSequenceStmt& stmt);
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::AlterSequenceStmt& stmt);
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::DropSequenceStmt& stmt);
  //   copy.cc: COPY FROM a file (TO: planned; STDIN: BeginCopyIn)
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::CopyStmt& stmt);
  //   settings.cc: SET, SHOW
  absl::StatusOr<Result> Run(const StatementRun& run, const ast::SetStmt& stmt);
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::ShowStmt& stmt);
  //   analyze.cc: ANALYZE
  absl::StatusOr<Result> Run(const StatementRun& run,
                             const ast::AnalyzeStmt& stmt);

  // Binds `run`'s statement and runs it (statements.cc).
  absl::StatusOr<Result> BindAndRun(const StatementRun& run);
  // Sequences (ddl_sequence.cc). OWNED BY of `given` resolved against the
  // catalog (`current` when not given). Errors: 42601, 42P01, 42703.
  absl::StatusOr<std::optional<SequenceOwner>> ResolveOwnedBy(
      const ast::SequenceOptions& given, std::optional<SequenceOwner> current);
  // Adds a sequence to the catalog, as a catalog change of the statement.
  absl::StatusOr<std::shared_ptr<Sequence>> AddSequence(SequenceRecord record);
  // Removes one, the same way.
  absl::Status RemoveSequence(const std::shared_ptr<Sequence>& sequence);
  // The sequence ALTER or DROP (`drop`) SEQUENCE `name` is about.
  absl::StatusOr<std::shared_ptr<Sequence>> SequenceForDdl(
      const std::string& name, bool drop);
  // DROP SEQUENCE of a sequence DEFAULTs call: 2BP01, or with `cascade`
  // the defaults dropped (a notice each).
  absl::Status DropSequenceDefaults(const Sequence& sequence, bool cascade,
                                    ResultData* data);
  // Sets a column's DEFAULT (null: none) as a catalog change.
  absl::Status SetColumnDefault(const std::string& table, int column,
                                std::shared_ptr<const ast::Expr> expr);
  // The name of a new SERIAL or identity column's sequence: table_col_seq,
  // or with a number when the name is taken (or in `taken`).
  std::string ChooseSequenceName(const std::string& table,
                                 const std::string& column,
                                 const std::vector<std::string>& taken) const;
  // The sequence `name` of a SERIAL (`identity` 0) or identity column
  // `column` of the new table `table`, `width` bytes wide, owned by the
  // column.
  absl::StatusOr<std::shared_ptr<Sequence>> AddColumnSequence(
      const std::string& name, const std::string& table,
      const std::string& column, int width, char identity,
      const ast::SequenceOptions& options);

  // The CHECK constraints of CREATE TABLE `stmt` into `entry`, named and
  // checked (ddl_table.cc).
  absl::Status AddChecks(const ast::CreateTableStmt& stmt,
                         const TableSchema& schema, plan::Binder* binder,
                         TableEntry* entry);
  // The name PostgreSQL chooses for an unnamed CHECK of table `table` over
  // `expr` that `checks` do not have yet.
  std::string ChooseCheckName(const std::string& table,
                              const TableSchema& schema, const ast::Expr& expr,
                              const std::vector<TableEntry::Check>& checks);
  // A UNIQUE constraint on `columns` of `entry`'s table: its unique index,
  // named `name` (empty: chosen), built (23505 for duplicates).
  absl::Status AddUniqueConstraint(const TableEntry& entry,
                                   const std::string& name,
                                   const std::vector<std::string>& columns);
  // ALTER TABLE's actions other than SET COMPRESSION, applied under the
  // table's exclusive lock; `undo` gets the inverse of each applied
  // (ddl_alter_table.cc).
  absl::Status AlterTableAction(const TableEntry& entry,
                                const ast::AlterTableStmt::Action& action,
                                std::vector<std::function<void()>>* undo,
                                ResultData* data);
  // What one ALTER TABLE statement has changed so far: the locks it holds,
  // the inverse of each change, the tables and sequences its commit stores.
  struct AlterScope {
    StatementLocks* locks = nullptr;
    std::vector<std::function<void()>>* undo = nullptr;
    std::vector<std::shared_ptr<Table>>* tables = nullptr;
    std::vector<std::shared_ptr<Sequence>>* sequences = nullptr;
    ResultData* data = nullptr;
  };
  // ADD COLUMN, DROP COLUMN, RENAME COLUMN and RENAME TO, under the
  // table's exclusive lock (ddl_alter_columns.cc).
  absl::Status AlterColumns(const TableEntry& entry,
                            const ast::AlterTableStmt::Action& action,
                            AlterScope* scope);
  absl::Status AddColumn(const TableEntry& entry,
                         const ast::AlterTableStmt::Action& action,
                         AlterScope* scope);
  // Replaces `entry`'s table by a Reshape of it named `name` with
  // `columns`, `primary_key` and the secondary indexes `indexes` (built on
  // it), and its catalog entry by `next`; the rows stored are written
  // again when `rewrite` (or when the block changed the table: those
  // changes are recorded against the old one). Undone through `scope`.
  absl::StatusOr<std::shared_ptr<Table>> ReshapeTable(
      const TableEntry& entry, TableEntry next, std::string name,
      std::vector<ReshapedColumn> columns, std::vector<int> primary_key,
      std::vector<IndexDef> indexes, bool rewrite, AlterScope* scope);
  // The sequences owned by `table` (by its `column`; "": any) now owned by
  // `new_table` (`new_column`; "": the same).
  absl::Status RenameOwners(const std::string& table, const std::string& column,
                            const std::string& new_table,
                            const std::string& new_column, AlterScope* scope);
  // Whether the calling thread's block changed rows of `table`.
  static bool ChangedInBlock(const Table* table);

  // The unique indexes of a new table's UNIQUE constraints (ddl_index.cc).
  absl::Status AddUniqueConstraints(const ast::CreateTableStmt& stmt);

  // Statement runners over a bound plan (dml.cc).
  absl::Status RunQuery(const plan::BoundStatement& stmt, ExecState* state,
                        ResultData* out);
  absl::Status RunInsert(const plan::BoundStatement& stmt, ExecState* state,
                         ResultData* out);
  absl::Status RunUpdate(const plan::BoundStatement& stmt, ExecState* state,
                         ResultData* out);
  absl::Status RunDelete(const plan::BoundStatement& stmt, ExecState* state,
                         ResultData* out);
  absl::Status RunCreateTableAs(const plan::BoundStatement& stmt,
                                ExecState* state, ResultData* out);
  absl::Status RunCopyTo(const plan::BoundStatement& stmt, ExecState* state,
                         ResultData* out);
  absl::Status RunExplain(const plan::BoundStatement& stmt,
                          const std::vector<Value>& params,
                          const SessionInfo& session, ResultData* out);

  // Defines the settings the engine acts on (settings.cc).
  void DefineSettings();
  // SET default_toast_compression's method (none by default).
  Compression DefaultCompression() const;
  // The compression of a new column of `type` declared with COMPRESSION
  // `method` ("" when not given: DefaultCompression() where the type
  // allows one) (ddl_table.cc).
  absl::StatusOr<Compression> ColumnCompression(const std::string& method,
                                                Type type) const;
  // The parsed `jit` and `jit_opt_level` settings.
  jit::JitSettings jit_settings() const;

  // After CREATE / ALTER / DROP ROLE: stores the roles named.
  absl::Status PersistRoles(const std::vector<std::string>& names);

  Catalog catalog_;
  RoleStore roles_;
  // The database on disk, or null in memory.
  std::unique_ptr<DurableStore> store_;
  // SET durability: sync (a commit is on disk before it returns) or async.
  std::atomic<bool> sync_commits_{true};
  PlanCache plan_cache_{kDefaultPlanCacheSize};
  SharedPlans shared_plans_;
  // The parsed `jit` and `jit_opt_level` settings, read by every execution.
  std::atomic<int> jit_mode_{static_cast<int>(jit::JitMode::kOn)};
  std::atomic<int> jit_opt_level_{2};
  // The statement_mem setting, and what RESET returns it to.
  std::atomic<int64_t> statement_mem_{0};
  int64_t default_statement_mem_ = 0;
  Settings settings_;
};

}  // namespace kite

#endif  // KITE_ENGINE_DATABASE_IMPL_H_
