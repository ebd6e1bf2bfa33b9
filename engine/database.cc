// kite::Database, and DatabaseImpl's core: running SQL text (through the
// plan cache), preparing and binding again, committing statements and
// catalog changes, and loading a database on disk. Each kind of statement
// runs in its own file (database_impl.h lists them).
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "common/interrupt.h"
#include "durability/commit.h"
#include "durability/load.h"
#include "durability/pending_commit.h"
#include "engine/database_impl.h"
#include "engine/row_stream.h"
#include "engine/transaction.h"
#include "jit/kernel_cache.h"
#include "kite/kite.h"
#include "kite/status.h"
#include "parser/normalize.h"
#include "parser/parser.h"
#include "planner/binder.h"
#include "planner/statistics.h"

namespace kite {
namespace {

// Statements the binder plans that define no table: the plan cache's.
bool IsCacheable(const ast::Statement& stmt) {
  const auto& node = stmt.node;
  return std::holds_alternative<std::shared_ptr<ast::SelectStmt>>(node) ||
         std::holds_alternative<ast::InsertStmt>(node) ||
         std::holds_alternative<ast::UpdateStmt>(node) ||
         std::holds_alternative<ast::DeleteStmt>(node) ||
         std::holds_alternative<std::shared_ptr<ast::ExplainStmt>>(node) ||
         (std::holds_alternative<ast::CopyStmt>(node) &&
          !std::get<ast::CopyStmt>(node).from);
}

// Statements the binder plans: the cacheable ones and CREATE TABLE AS.
bool IsPlanned(const ast::Statement& stmt) {
  return IsCacheable(stmt) ||
         (std::holds_alternative<ast::CreateTableStmt>(stmt.node) &&
          std::get<ast::CreateTableStmt>(stmt.node).as_select != nullptr);
}

// The columns a run of `stmt` returns, as PreparedStatement reports them
// before it runs; `bound` is null for statements that are not planned.
void DescribeColumns(const ast::Statement& stmt,
                     const plan::BoundStatement* bound, PreparedData* out) {
  ++out->columns_generation;
  out->column_names.clear();
  out->column_types.clear();
  if (auto* show = std::get_if<ast::ShowStmt>(&stmt.node)) {
    if (show->name == "all") {
      out->column_names = {"name", "setting"};
      out->column_types = {Type::Text(), Type::Text()};
    } else {
      out->column_names = {show->name};
      out->column_types = {Type::Text()};
    }
    return;
  }
  if (bound == nullptr) return;
  switch (bound->kind) {
    case plan::StatementKind::kSelect:
      out->column_names = bound->plan->names;
      out->column_types = bound->plan->types;
      return;
    case plan::StatementKind::kInsert:
    case plan::StatementKind::kUpdate:
    case plan::StatementKind::kDelete:
      out->column_names = bound->returning_names;
      for (const auto& e : bound->returning) {
        out->column_types.push_back(e->type);
      }
      return;
    case plan::StatementKind::kExplain:
      out->column_names = {"QUERY PLAN"};
      out->column_types = {Type::Text()};
      return;
    default:
      return;
  }
}

}  // namespace

DatabaseImpl::DatabaseImpl() {
  DefineSettings();
  catalog_.SetPlanCacheRows([this] { return PlanCacheRows(); });
  catalog_.SetRoles([this] { return roles_.All(); });
  catalog_.activity().SetSuperuserCheck([this](const std::string& user) {
    if (user == kBootstrapRoleName) return true;
    std::optional<RoleInfo> role = roles_.Find(user);
    return role.has_value() && role->superuser;
  });
}

std::vector<std::vector<Value>> DatabaseImpl::PlanCacheRows() const {
  std::vector<std::vector<Value>> rows;
  for (const PlanCache::EntryInfo& e : plan_cache_.Entries()) {
    rows.push_back(
        {Value::Text(e.query), Value::Bigint(e.hits), Value::Bigint(e.binds)});
  }
  return rows;
}

Result DatabaseImpl::Wrap(std::unique_ptr<ResultData> data) {
  return Result(std::move(data));
}

void DatabaseImpl::SetResultFormat(
    Result& result, std::shared_ptr<const SessionFormat> format) {
  if (result.data_ != nullptr) result.data_->format = std::move(format);
}

absl::StatusOr<Value> DatabaseImpl::ConvertParam(const Value& v, Type type,
                                                 int index) {
  if (v.is_null()) return Value::Null(type);
  if (v.type() == type) return v;
  if (v.type().id == TypeId::kText && type.id != TypeId::kText) {
    return Value::Parse(v.text(), type);
  }
  return v.CastTo(type);
}

const SessionInfo& DefaultSession() {
  static const auto* session = new SessionInfo();
  return *session;
}

absl::StatusOr<Result> DatabaseImpl::Execute(SessionImpl* session,
                                             std::string_view sql,
                                             absl::Span<const Value> params) {
  const SessionInfo& info = session->info();
  std::optional<std::string> key;
  if (plan_cache_.capacity() > 0 && sql.size() <= kMaxCachedSqlBytes) {
    key = NormalizeSql(sql);
    if (key.has_value()) {
      // A cached plan is never BEGIN, COMMIT or ROLLBACK.
      std::optional<absl::StatusOr<Result>> r;
      absl::StatusOr<Result> ran =
          session->Run([&]() -> absl::StatusOr<Result> {
            r = ExecuteCached(*key, params, info);
            if (r.has_value()) return std::move(*r);
            return Wrap(std::make_unique<ResultData>());
          });
      if (r.has_value()) return ran;
    }
  }
  absl::StatusOr<std::vector<ast::Statement>> stmts = ParseSql(sql);
  if (!stmts.ok()) return stmts.status();
  if (stmts->empty()) {
    auto data = std::make_unique<ResultData>();
    return Wrap(std::move(data));
  }
  // Only a text of one statement is cached: a hit then stands for exactly
  // that statement.
  if (key.has_value() && stmts->size() == 1 && IsCacheable((*stmts)[0])) {
    auto stmt = std::make_shared<const ast::Statement>(std::move((*stmts)[0]));
    return session->Run(
        [&] { return ExecuteAndCache(*key, stmt, params, info); });
  }
  std::optional<Result> last;
  for (ast::Statement& parsed : *stmts) {
    // Only the last statement's rows are the caller's: a sink gets none of
    // the others'.
    std::optional<ScopedRowSink> no_sink;
    if (&parsed != &stmts->back()) no_sink.emplace(nullptr);
    auto stmt = std::make_shared<const ast::Statement>(std::move(parsed));
    absl::StatusOr<Result> r = session->RunStatement(
        *stmt, [&] { return ExecuteStatement(stmt, params, info); });
    if (!r.ok()) return r.status();
    last = *std::move(r);
  }
  return *std::move(last);
}

absl::StatusOr<Result> DatabaseImpl::Execute(std::string_view sql,
                                             absl::Span<const Value> params,
                                             const SessionInfo& info) {
  // A statement of its own: not a session pg_stat_activity lists.
  SessionImpl session(this, info, /*listed=*/false);
  absl::StatusOr<Result> result = Execute(&session, sql, params);
  if (session.status() != TransactionStatus::kIdle && result.ok()) {
    // The session's end rolls the block back.
    return SqlError("25000",
                    "a transaction block was left open at the end of "
                    "Database::Execute and rolled back: use "
                    "Database::Connect for a session");
  }
  return result;
}

absl::Status DatabaseImpl::Load(std::unique_ptr<DurableStore> store,
                                const OpenOptions& options) {
  absl::Status s =
      LoadDatabase(*store, options, &catalog_, &roles_,
                   [this](const std::string& name, const std::string& value) {
                     return settings_.Set(name, value);
                   });
  if (!s.ok()) return s;
  // Attached after the settings were applied, so that loading wrote nothing
  // back.
  store_ = std::move(store);
  for (const std::shared_ptr<Sequence>& sequence : catalog_.Sequences()) {
    if (absl::Status s = sequence->SetLog(SequenceLog()); !s.ok()) return s;
  }
  return absl::OkStatus();
}

Sequence::LogFn DatabaseImpl::SequenceLog() {
  auto log = std::make_shared<Sequence::Log>();
  log->write = [this](uint64_t id, const SequenceState& state) {
    return PersistSequenceState(*store_, id, state);
  };
  // With sync commits, a value is returned once the state that covers it is
  // on disk (the write of 32 values serves them all).
  log->await = [this](uint64_t ticket) {
    if (sync_commits_.load(std::memory_order_relaxed)) {
      NotePendingCommit(store_.get(), ticket);
    }
  };
  return log;
}

absl::Status DatabaseImpl::Persist(
    const UndoLog* changes, const std::vector<std::shared_ptr<Table>>& tables,
    const std::vector<std::shared_ptr<Sequence>>& sequences) {
  if (store_ == nullptr) return absl::OkStatus();
  absl::Status s = PersistCommit(*store_, catalog_, changes, tables, sequences,
                                 sync_commits_.load(std::memory_order_relaxed));
  if (!s.ok()) return s;
  // A sequence made or changed stores its state itself from now on.
  for (const std::shared_ptr<Sequence>& sequence : sequences) {
    if (catalog_.FindSequenceByOid(sequence->oid()) != sequence) continue;
    if (s = sequence->SetLog(SequenceLog()); !s.ok()) return s;
  }
  return absl::OkStatus();
}

absl::Status DatabaseImpl::RecordSequenceChange(
    std::shared_ptr<Sequence> sequence, std::function<void()> undo) {
  Transaction* tx = CurrentTransaction();
  if (tx == nullptr) return Persist(nullptr, {}, {std::move(sequence)});
  tx->undo.RecordAction(std::move(undo));
  tx->catalog_sequences.push_back(std::move(sequence));
  return absl::OkStatus();
}

absl::Status DatabaseImpl::RecordCatalogChange(std::shared_ptr<Table> table,
                                               std::function<void()> undo) {
  Transaction* tx = CurrentTransaction();
  if (tx == nullptr) return Persist(nullptr, {std::move(table)});
  tx->undo.RecordAction(std::move(undo));
  // A table made in the block is the block's until it ends.
  absl::Status s = LockManager::Instance().Lock(&tx->locks, &table->lock(),
                                                LockMode::kExclusive);
  tx->catalog_tables.push_back(std::move(table));
  return s;
}

absl::Status DatabaseImpl::RecordCatalogChanges(
    const std::vector<std::shared_ptr<Table>>& tables,
    const std::vector<std::shared_ptr<Sequence>>& sequences,
    std::function<void()> undo) {
  Transaction* tx = CurrentTransaction();
  if (tx == nullptr) return Persist(nullptr, tables, sequences);
  tx->undo.RecordAction(std::move(undo));
  for (const std::shared_ptr<Table>& table : tables) {
    absl::Status s = LockManager::Instance().Lock(&tx->locks, &table->lock(),
                                                  LockMode::kExclusive);
    if (!s.ok()) return s;
    tx->catalog_tables.push_back(table);
  }
  for (const std::shared_ptr<Sequence>& sequence : sequences) {
    tx->catalog_sequences.push_back(sequence);
  }
  return absl::OkStatus();
}

absl::Status DatabaseImpl::CommitStatement(UndoLog* undo) {
  if (Transaction* tx = CurrentTransaction()) {
    tx->undo.Append(undo);
    return absl::OkStatus();
  }
  absl::Status s = Persist(undo, {});
  if (s.ok()) undo->Clear();
  return s;
}

bool DatabaseImpl::RefreshStaleStats(const plan::BoundStatement& stmt) {
  // One pass (every prepared run comes here): each table is refreshed
  // before its generation is compared.
  bool changed = false;
  size_t i = 0;
  for (const auto* tables : {&stmt.read_tables, &stmt.write_tables}) {
    for (const std::shared_ptr<Table>& table : *tables) {
      if (table->stats_stale()) plan::CurrentStats(*table);
      changed = changed || i >= stmt.stats_generations.size() ||
                stmt.stats_generations[i] != table->stats_generation();
      ++i;
    }
  }
  return changed;
}

bool DatabaseImpl::StatsChanged(const plan::BoundStatement& stmt) {
  size_t i = 0;
  for (const auto* tables : {&stmt.read_tables, &stmt.write_tables}) {
    for (const std::shared_ptr<Table>& table : *tables) {
      if (i >= stmt.stats_generations.size() ||
          stmt.stats_generations[i++] != table->stats_generation()) {
        return true;
      }
    }
  }
  return false;
}

std::optional<absl::StatusOr<Result>> DatabaseImpl::ExecuteCached(
    std::string_view key, absl::Span<const Value> params,
    const SessionInfo& session) {
  const uint64_t version = catalog_.version();
  std::shared_ptr<const CachedPlan> cached = plan_cache_.Lookup(key, version);
  if (cached == nullptr) return std::nullopt;
  if (cached->catalog_version != version || RefreshStaleStats(*cached->bound)) {
    // Bound before a change of the catalog: bind the statement again.
    plan::Binder binder(&catalog_, &session);
    absl::StatusOr<std::unique_ptr<plan::BoundStatement>> bound =
        binder.Bind(*cached->statement);
    if (!bound.ok() || (*bound)->reads_system_view) {
      // The caller parses this text and reports the error with positions
      // in it (the cached statement's come from the text first cached).
      plan_cache_.Erase(key);
      return std::nullopt;
    }
    auto fresh = std::make_shared<CachedPlan>();
    fresh->statement = cached->statement;
    fresh->bound = *std::move(bound);
    fresh->catalog_version = version;
    plan_cache_.Replace(key, fresh);
    cached = std::move(fresh);
  }
  return RunWithParams(*cached->bound, params, session);
}

absl::StatusOr<Result> DatabaseImpl::ExecuteAndCache(
    std::string_view key, std::shared_ptr<const ast::Statement> stmt,
    absl::Span<const Value> params, const SessionInfo& session) {
  const uint64_t version = catalog_.version();
  plan::Binder binder(&catalog_, &session);
  absl::StatusOr<std::unique_ptr<plan::BoundStatement>> bound =
      binder.Bind(*stmt);
  if (!bound.ok()) return bound.status();
  // A system view's rows were read when binding: not a plan to reuse.
  if ((*bound)->reads_system_view) {
    return RunWithParams(**bound, params, session);
  }
  auto plan = std::make_shared<CachedPlan>();
  plan->statement = std::move(stmt);
  plan->bound = *std::move(bound);
  plan->catalog_version = version;
  plan_cache_.Insert(key, plan);
  return RunWithParams(*plan->bound, params, session);
}

absl::StatusOr<Result> DatabaseImpl::RunWithParams(
    const plan::BoundStatement& stmt, absl::Span<const Value> params,
    const SessionInfo& session) {
  const std::vector<Type>& types = stmt.param_types;
  if (params.size() < types.size()) {
    return SqlError(sqlstate::kUndefinedParameter,
                    absl::StrCat("there is no parameter $", params.size() + 1));
  }
  std::vector<Value> converted;
  for (size_t i = 0; i < types.size(); ++i) {
    absl::StatusOr<Value> v =
        ConvertParam(params[i], types[i], static_cast<int>(i) + 1);
    if (!v.ok()) return v.status();
    converted.push_back(*std::move(v));
  }
  return RunBound(stmt, converted, session);
}

absl::StatusOr<std::unique_ptr<PreparedStatement>> DatabaseImpl::Prepare(
    std::string_view sql, const SessionInfo& session) {
  absl::StatusOr<std::vector<ast::Statement>> stmts = ParseSql(sql);
  if (!stmts.ok()) return stmts.status();
  if (stmts->size() != 1) {
    return SqlError(sqlstate::kSyntaxError,
                    "cannot insert multiple commands into a prepared "
                    "statement");
  }
  auto data = std::make_unique<PreparedData>();
  data->db = this;
  data->sql = std::string(sql);
  data->session = session;
  data->statement =
      std::make_shared<const ast::Statement>(std::move((*stmts)[0]));
  if (IsPlanned(*data->statement)) {
    if (std::optional<std::string> key = NormalizeSql(sql); key.has_value()) {
      data->shared = shared_plans_.Get(*key);
    }
  }
  absl::Status s = Rebind(data.get());
  if (!s.ok()) return s;
  std::unique_ptr<PreparedStatement> prepared(new PreparedStatement());
  prepared->data_ = std::move(data);
  return prepared;
}

absl::Status DatabaseImpl::Rebind(PreparedData* prepared) {
  if (!IsPlanned(*prepared->statement)) {
    DescribeColumns(*prepared->statement, nullptr, prepared);
    return absl::OkStatus();
  }
  const uint64_t version = catalog_.version();
  std::shared_ptr<const plan::BoundStatement> bound;
  uint64_t generation = 0;
  // The shared plan, when it is current.
  if (prepared->shared != nullptr) {
    SharedPlan::Current current = prepared->shared->current();
    if (current.bound != nullptr && current.catalog_version == version &&
        !StatsChanged(*current.bound)) {
      bound = std::move(current.bound);
      generation = current.generation;
    }
  }
  if (bound == nullptr) {
    plan::Binder binder(&catalog_, &prepared->session);
    absl::StatusOr<std::unique_ptr<plan::BoundStatement>> fresh =
        binder.Bind(*prepared->statement);
    if (!fresh.ok()) return fresh.status();
    bound = *std::move(fresh);
    if (prepared->shared != nullptr) {
      // A system view's rows are read when binding: bound for every run,
      // never shared.
      if (bound->reads_system_view) {
        prepared->shared.reset();
      } else {
        generation = prepared->shared->Publish(bound, version);
      }
    }
  }
  prepared->kept = KeptTree();  // built for the old plan
  prepared->bound = std::move(bound);
  prepared->catalog_version = version;
  prepared->shared_generation = generation;
  DescribeColumns(*prepared->statement, prepared->bound.get(), prepared);
  const std::vector<Type>& types = prepared->bound->param_types;
  if (prepared->param_types != types) {
    prepared->param_types = types;
    prepared->params.resize(types.size());
    for (size_t i = 0; i < types.size(); ++i) {
      if (prepared->params[i].type() != types[i]) {
        absl::StatusOr<Value> v = ConvertParam(prepared->params[i], types[i],
                                               static_cast<int>(i) + 1);
        prepared->params[i] = v.ok() ? *std::move(v) : Value::Null(types[i]);
      }
    }
  }
  return absl::OkStatus();
}

// ---- kite::Database ----

Database::Database() : impl_(std::make_unique<DatabaseImpl>()) {
  // Debian's Abseil is built without NDEBUG, so by default every
  // absl::Mutex::Lock looks for lock-order cycles under one process-wide
  // spinlock: ~150 instructions per lock and a point where all threads
  // meet. Kite orders its mutexes by design; the lock manager detects the
  // deadlocks of table locks itself.
  absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore);
}
// Kernels this database queued finish compiling before it goes (see
// KernelCache::WaitIdle).
Database::~Database() { jit::KernelCache::Global().WaitIdle(); }

absl::StatusOr<std::unique_ptr<Database>> Database::Open(
    std::string_view path, const OpenOptions& options) {
  std::unique_ptr<Database> db(new Database());
  if (options.statement_mem > 0) {
    db->impl_->SetDefaultStatementMem(options.statement_mem);
  }
  if (options.max_memory > 0) SetProcessMemoryLimit(options.max_memory);
  if (path.empty()) return db;
  absl::StatusOr<std::unique_ptr<DurableStore>> store =
      DurableStore::Open(std::string(path));
  if (!store.ok()) return store.status();
  if (absl::Status s = db->impl_->Load(*std::move(store), options); !s.ok()) {
    return s;
  }
  return db;
}

absl::Status Database::Repair(std::string_view path) {
  absl::Status s = DurableStore::Repair(std::string(path));
  if (!s.ok()) return s;
  return Open(path).status();
}

absl::StatusOr<Result> Database::Execute(std::string_view sql) {
  return Execute(sql, {});
}

absl::StatusOr<Result> Database::Execute(std::string_view sql,
                                         absl::Span<const Value> params) {
  return Execute(sql, params, DefaultSession());
}

absl::StatusOr<Result> Database::Execute(std::string_view sql,
                                         absl::Span<const Value> params,
                                         const SessionInfo& session) {
  return WithDurableCommit<Result>([&] {
    return GuardMemory(impl_->statement_mem(),
                       [&] { return impl_->Execute(sql, params, session); });
  });
}

absl::StatusOr<Result> Database::Execute(std::string_view sql,
                                         absl::Span<const Value> params,
                                         const ExecuteOptions& options) {
  ScopedInterrupt scope(options);
  ScopedRowSink sink(options.sink);
  return Execute(sql, params);
}

absl::StatusOr<std::unique_ptr<PreparedStatement>> Database::Prepare(
    std::string_view sql) {
  return impl_->Prepare(sql, DefaultSession());
}

absl::StatusOr<std::unique_ptr<PreparedStatement>> Database::Prepare(
    std::string_view sql, const SessionInfo& session) {
  return impl_->Prepare(sql, session);
}

std::unique_ptr<Session> Database::Connect(const SessionInfo& info) {
  return std::unique_ptr<Session>(
      new Session(std::make_unique<SessionImpl>(impl_.get(), info)));
}

void Session::SetInfo(const SessionInfo& info) { impl_->set_info(info); }

void Session::FailBlock() { impl_->FailBlock(); }

void Session::SetTerminateHandler(std::function<void()> handler) {
  impl_->backend()->SetTerminateHandler(std::move(handler));
}

Session::Session(std::unique_ptr<SessionImpl> impl) : impl_(std::move(impl)) {}

Session::~Session() = default;

absl::StatusOr<Result> Session::Execute(std::string_view sql) {
  return Execute(sql, {});
}

absl::StatusOr<Result> Session::Execute(std::string_view sql,
                                        absl::Span<const Value> params,
                                        const ExecuteOptions& options) {
  ActiveStatement active(impl_.get(), sql, options);
  return active.Run([&] {
    return WithDurableCommit<Result>([&] {
      return GuardMemory(impl_->statement_mem(), [&] {
        return impl_->db()->Execute(impl_.get(), sql, params);
      });
    });
  });
}

absl::StatusOr<std::unique_ptr<PreparedStatement>> Session::Prepare(
    std::string_view sql) {
  absl::StatusOr<std::unique_ptr<PreparedStatement>> prepared =
      impl_->db()->Prepare(sql, impl_->info());
  if (prepared.ok()) DatabaseImpl::AttachSession(**prepared, impl_.get());
  return prepared;
}

TransactionStatus Session::transaction_status() const {
  return impl_->status();
}

kite::Query Database::Query(std::string_view table) {
  return kite::Query(impl_.get(), std::string(table));
}

std::vector<std::string> Database::TableNames() const {
  return impl_->catalog().TableNames();
}

std::optional<RoleInfo> Database::FindRole(std::string_view name) const {
  return impl_->roles().Find(name);
}

bool Database::AnyRoleHasPassword() const {
  return impl_->roles().AnyHasPassword();
}

std::vector<RoleInfo> Database::Roles() const { return impl_->roles().All(); }

}  // namespace kite
