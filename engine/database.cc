// kite::Database and the statements that are not planned: CREATE TABLE,
// DROP TABLE, TRUNCATE, COPY FROM, SET, SHOW and transaction control.
#include <mutex>
#include <shared_mutex>
#include <utility>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "durability/commit.h"
#include "durability/load.h"
#include "durability/pending_commit.h"
#include "engine/copy_format.h"
#include "engine/copy_target.h"
#include "engine/database_impl.h"
#include "engine/transaction.h"
#include "exec/interrupt.h"
#include "jit/kernel_cache.h"
#include "kite/kite.h"
#include "kite/status.h"
#include "parser/normalize.h"
#include "parser/parser.h"
#include "planner/binder.h"
#include "planner/statistics.h"

namespace kite {
namespace {

// Settings SHOW knows before any SET, with PostgreSQL's defaults.
const absl::btree_map<std::string, std::string>& DefaultSettings() {
  static const auto* defaults = new absl::btree_map<std::string, std::string>{
      {"application_name", ""},
      {"client_encoding", "UTF8"},
      {"datestyle", "ISO, MDY"},
      {"enable_indexes", "on"},
      {"default_toast_compression", "none"},
      {"default_transaction_isolation", "read committed"},
      {"durability", "sync"},
      {"extra_float_digits", "1"},
      {"integer_datetimes", "on"},
      {"intervalstyle", "postgres"},
      {"jit", "on"},
      {"jit_opt_level", "2"},
      {"plan_cache_size", "1000"},
      {"search_path", "\"$user\", public"},
      {"server_encoding", "UTF8"},
      {"server_version", "15.0"},
      {"standard_conforming_strings", "on"},
      {"statement_timeout", "0"},
      {"timezone", "UTC"},
      {"transaction_isolation", "read committed"},
  };
  return *defaults;
}

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

// A boolean setting's value as PostgreSQL spells them (on/off, true/false,
// yes/no, 1/0); `reset` gives the default, on.
absl::StatusOr<bool> ParseBoolSetting(const std::string& name,
                                      const std::string& value, bool reset) {
  const std::string v = absl::AsciiStrToLower(value);
  if (reset || v == "on" || v == "true" || v == "yes" || v == "1") return true;
  if (v == "off" || v == "false" || v == "no" || v == "0") return false;
  return SqlError(
      sqlstate::kInvalidParameterValue,
      absl::StrCat("parameter \"", name, "\" requires a Boolean value"));
}

}  // namespace

DatabaseImpl::DatabaseImpl() {
  catalog_.SetPlanCacheRows([this] { return PlanCacheRows(); });
  catalog_.SetRoles([this] { return roles_.All(); });
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
  SessionImpl session(this, info);
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

absl::StatusOr<Result> DatabaseImpl::ExecuteStatement(
    std::shared_ptr<const ast::Statement> stmt, absl::Span<const Value> params,
    const SessionInfo& session) {
  const auto& node = stmt->node;
  if (std::holds_alternative<std::monostate>(node)) {
    return Wrap(std::make_unique<ResultData>());
  }
  if (auto* create = std::get_if<ast::CreateTableStmt>(&node);
      create != nullptr && create->as_select == nullptr) {
    return CreateTable(stmt, *create);
  }
  if (std::holds_alternative<ast::DropTableStmt>(node) ||
      std::holds_alternative<ast::DropIndexStmt>(node)) {
    absl::StatusOr<Result> r =
        std::holds_alternative<ast::DropTableStmt>(node)
            ? DropTable(std::get<ast::DropTableStmt>(node))
            : DropIndex(std::get<ast::DropIndexStmt>(node));
    // Cached plans would keep what was dropped (a table's rows) in memory.
    plan_cache_.EraseStale(catalog_.version());
    return r;
  }
  if (auto* truncate = std::get_if<ast::TruncateStmt>(&node)) {
    return Truncate(*truncate);
  }
  if (auto* alter = std::get_if<ast::AlterTableStmt>(&node)) {
    return AlterTable(*alter);
  }
  if (auto* index = std::get_if<ast::CreateIndexStmt>(&node)) {
    return CreateIndex(*index);
  }
  if (auto* drop = std::get_if<ast::DropIndexStmt>(&node)) {
    return DropIndex(*drop);
  }
  if (auto* analyze = std::get_if<ast::AnalyzeStmt>(&node)) {
    return Analyze(*analyze);
  }
  if (auto* copy = std::get_if<ast::CopyStmt>(&node); copy && copy->from) {
    return CopyFrom(*copy);
  }
  if (auto* role = std::get_if<ast::RoleStmt>(&node)) {
    auto data = std::make_unique<ResultData>();
    absl::Status s = roles_.Apply(*role, &data->notices);
    if (!s.ok()) return s;
    if (s = PersistRoles({role->name}); !s.ok()) return s;
    data->tag = role->alter ? "ALTER ROLE" : "CREATE ROLE";
    return Wrap(std::move(data));
  }
  if (auto* drop_role = std::get_if<ast::DropRoleStmt>(&node)) {
    auto data = std::make_unique<ResultData>();
    absl::Status s = roles_.Drop(*drop_role, &data->notices);
    if (!s.ok()) return s;
    if (s = PersistRoles(drop_role->names); !s.ok()) return s;
    data->tag = "DROP ROLE";
    return Wrap(std::move(data));
  }
  if (auto* set = std::get_if<ast::SetStmt>(&node)) return Set(*set);
  if (auto* show = std::get_if<ast::ShowStmt>(&node)) return Show(*show);
  if (auto* tx = std::get_if<ast::TransactionStmt>(&node)) {
    // Only reached without a session (a session handles these itself):
    // refusing BEGIN is honest, accepting it would let a later ROLLBACK
    // appear to undo statements that were already applied.
    if (tx->kind == ast::TransactionStmt::Kind::kBegin) {
      return SqlError(sqlstate::kFeatureNotSupported,
                      "a transaction block needs a session: use "
                      "Database::Connect (Database::Prepare runs each "
                      "statement on its own)");
    }
    auto data = std::make_unique<ResultData>();
    switch (tx->kind) {
      case ast::TransactionStmt::Kind::kSetModes:
      case ast::TransactionStmt::Kind::kSetSessionModes:
        data->tag = "SET";
        break;
      default:
        data->tag = tx->kind == ast::TransactionStmt::Kind::kCommit
                        ? "COMMIT"
                        : "ROLLBACK";
        data->notices.push_back("there is no transaction in progress");
    }
    return Wrap(std::move(data));
  }
  plan::Binder binder(&catalog_, &session);
  absl::StatusOr<std::unique_ptr<plan::BoundStatement>> bound =
      binder.Bind(*stmt);
  if (!bound.ok()) return bound.status();
  return RunWithParams(**bound, params, session);
}

absl::Status DatabaseImpl::Load(std::unique_ptr<DurableStore> store,
                                const OpenOptions& options) {
  absl::Status s =
      LoadDatabase(*store, options, &catalog_, &roles_,
                   [this](const std::string& name, const std::string& value) {
                     ast::SetStmt set;
                     set.name = name;
                     set.value = value;
                     set.is_default = value.empty();
                     return Set(set).status();
                   });
  if (!s.ok()) return s;
  // Attached after the settings were applied, so that loading wrote nothing
  // back.
  store_ = std::move(store);
  return absl::OkStatus();
}

absl::Status DatabaseImpl::Persist(
    const UndoLog* changes, const std::vector<std::shared_ptr<Table>>& tables) {
  if (store_ == nullptr) return absl::OkStatus();
  return PersistCommit(*store_, catalog_, changes, tables,
                       sync_commits_.load(std::memory_order_relaxed));
}

absl::Status DatabaseImpl::PersistSetting(const std::string& name,
                                          const std::string& value) {
  static const auto* kStored =
      new absl::flat_hash_set<std::string>{"jit",
                                           "jit_opt_level",
                                           "plan_cache_size",
                                           "enable_indexes",
                                           "durability",
                                           "default_toast_compression"};
  if (store_ == nullptr || !kStored->contains(name)) return absl::OkStatus();
  return kite::PersistSetting(*store_, name, value);
}

absl::Status DatabaseImpl::PersistRoles(const std::vector<std::string>& names) {
  if (store_ == nullptr) return absl::OkStatus();
  return kite::PersistRoles(*store_, roles_, names);
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

absl::StatusOr<Result> DatabaseImpl::CreateTable(
    std::shared_ptr<const ast::Statement> own,
    const ast::CreateTableStmt& stmt) {
  auto data = std::make_unique<ResultData>();
  data->tag = "CREATE TABLE";
  if (catalog_.Find(stmt.table).has_value() ||
      Catalog::IsSystemView(stmt.table)) {
    if (stmt.if_not_exists) {
      data->notices.push_back(absl::StrCat("relation \"", stmt.table,
                                           "\" already exists, skipping"));
      return Wrap(std::move(data));
    }
    return SqlError(
        sqlstate::kDuplicateTable,
        absl::StrCat("relation \"", stmt.table, "\" already exists"));
  }
  TableSchema schema;
  TableEntry entry;
  plan::Binder binder(&catalog_);
  for (const ast::ColumnDef& def : stmt.columns) {
    if (schema.ColumnIndex(def.name) >= 0) {
      return SqlError(
          sqlstate::kDuplicateColumn,
          absl::StrCat("column \"", def.name, "\" specified more than once"));
    }
    absl::StatusOr<Type> type = plan::TypeFromName(def.type);
    if (!type.ok()) return type.status();
    ColumnSchema col{def.name, *type, def.not_null || def.primary_key};
    // Without COMPRESSION, a column that can be compressed gets SET
    // default_toast_compression's method, as in PostgreSQL.
    absl::StatusOr<Compression> compression =
        def.compression.empty() && TypeSupportsCompression(*type)
            ? DefaultCompression()
            : ResolveCompression(def.compression, *type);
    if (!compression.ok()) return compression.status();
    col.compression = *compression;
    const std::string& tn = def.type.name;
    const bool is_char = tn == "char" || tn == "character" || tn == "bpchar";
    if ((is_char || tn == "varchar" || tn == "character varying") &&
        !def.type.modifiers.empty() && !def.type.is_array) {
      entry.max_lengths.push_back(def.type.modifiers[0]);
      entry.length_types.push_back(
          absl::StrCat(is_char ? "character(" : "character varying(",
                       def.type.modifiers[0], ")"));
    } else {
      entry.max_lengths.push_back(0);
      entry.length_types.emplace_back();
    }
    if (def.primary_key) {
      if (!schema.primary_key.empty() || !stmt.primary_key.empty()) {
        return SqlError(sqlstate::kInvalidTableDefinition,
                        absl::StrCat("multiple primary keys for table \"",
                                     stmt.table, "\" are not allowed"));
      }
      schema.primary_key.push_back(static_cast<int>(schema.columns.size()));
    }
    if (def.default_value != nullptr) {
      // Checked now so that a bad default fails CREATE TABLE.
      absl::StatusOr<plan::BoundExprPtr> bound =
          binder.BindDefault(*def.default_value, *type, def.name);
      if (!bound.ok()) return bound.status();
      entry.defaults.emplace_back(own, def.default_value.get());
    } else {
      entry.defaults.emplace_back();
    }
    schema.columns.push_back(std::move(col));
  }
  for (const std::string& name : stmt.primary_key) {
    int c = schema.ColumnIndex(name);
    if (c < 0) {
      return SqlError(
          sqlstate::kUndefinedColumn,
          absl::StrCat("column \"", name, "\" named in key does not exist"));
    }
    for (int k : schema.primary_key) {
      if (k == c) {
        return SqlError(sqlstate::kDuplicateColumn,
                        absl::StrCat("column \"", name,
                                     "\" appears twice in primary key "
                                     "constraint"));
      }
    }
    schema.primary_key.push_back(c);
    schema.columns[c].not_null = true;
  }
  entry.table = std::make_shared<Table>(stmt.table, std::move(schema));
  const std::shared_ptr<Table> entry_table = entry.table;
  absl::Status s = catalog_.Create(std::move(entry));
  if (!s.ok()) {
    if (stmt.if_not_exists && SqlStateOf(s) == sqlstate::kDuplicateTable) {
      data->notices.push_back(absl::StrCat("relation \"", stmt.table,
                                           "\" already exists, skipping"));
      return Wrap(std::move(data));
    }
    return s;
  }
  if (s = AddUniqueConstraints(stmt); !s.ok()) {
    catalog_.Drop(stmt.table);
    return s;
  }
  s = RecordCatalogChange(entry_table,
                          [this, name = stmt.table, table = entry_table] {
                            catalog_.DropIfSame(name, table);
                          });
  if (!s.ok()) return s;
  return Wrap(std::move(data));
}

absl::StatusOr<Result> DatabaseImpl::DropTable(const ast::DropTableStmt& stmt) {
  auto data = std::make_unique<ResultData>();
  data->tag = "DROP TABLE";
  for (const std::string& name : stmt.tables) {
    if (Catalog::IsSystemView(name)) {
      return SqlError(sqlstate::kWrongObjectType,
                      absl::StrCat("\"", name, "\" is not a table"));
    }
    if (!catalog_.Find(name).has_value() && !stmt.if_exists) {
      return SqlError(sqlstate::kUndefinedTable,
                      absl::StrCat("table \"", name, "\" does not exist"));
    }
  }
  // Statements using a table finish before it goes (and in a transaction
  // block nobody uses it until the block ends).
  StatementLocks locks;
  for (const std::string& name : stmt.tables) {
    std::optional<TableEntry> entry = catalog_.Find(name);
    if (!entry.has_value()) continue;
    absl::Status s = locks.Lock(entry->table.get(), LockMode::kExclusive);
    if (!s.ok()) return s;
  }
  for (const std::string& name : stmt.tables) {
    std::optional<TableEntry> entry = catalog_.Find(name);
    if (!entry.has_value() || !catalog_.Drop(name)) {
      data->notices.push_back(
          absl::StrCat("table \"", name, "\" does not exist, skipping"));
      continue;
    }
    std::shared_ptr<Table> table = entry->table;
    absl::Status s = RecordCatalogChange(
        table,
        [this, entry = *std::move(entry)] { (void)catalog_.Create(entry); });
    if (!s.ok()) return s;
  }
  return Wrap(std::move(data));
}

absl::StatusOr<Result> DatabaseImpl::Truncate(const ast::TruncateStmt& stmt) {
  std::vector<std::shared_ptr<Table>> tables;
  for (const std::string& name : stmt.tables) {
    std::optional<TableEntry> entry = catalog_.Find(name);
    if (!entry.has_value()) {
      return SqlError(sqlstate::kUndefinedTable,
                      absl::StrCat("relation \"", name, "\" does not exist"));
    }
    tables.push_back(entry->table);
  }
  std::sort(tables.begin(), tables.end(),
            [](const auto& a, const auto& b) { return a->name() < b->name(); });
  tables.erase(std::unique(tables.begin(), tables.end()), tables.end());
  StatementLocks locks;
  for (const auto& t : tables) {
    if (absl::Status s = locks.Lock(t.get(), LockMode::kExclusive); !s.ok()) {
      return s;
    }
  }
  UndoLog undo;
  for (const auto& t : tables) t->Truncate(&undo);
  if (absl::Status c = CommitStatement(&undo); !c.ok()) {
    undo.Rollback();
    return c;
  }
  auto data = std::make_unique<ResultData>();
  data->tag = "TRUNCATE TABLE";
  return Wrap(std::move(data));
}

absl::StatusOr<Result> DatabaseImpl::CopyFrom(const ast::CopyStmt& stmt) {
  if (stmt.stdio) {
    return SqlError(sqlstate::kFeatureNotSupported,
                    "COPY FROM STDIN is not supported here; use a file, "
                    "\\copy or a PostgreSQL client over kited");
  }
  absl::StatusOr<CopyTarget> target = CopyTarget::Make(catalog_, stmt);
  if (!target.ok()) return target.status();
  Table& table = *target->entry().table;
  StatementLocks locks;
  if (absl::Status s = locks.Lock(&table, LockMode::kExclusive); !s.ok()) {
    return s;
  }
  UndoLog undo;
  int64_t count = 0;
  absl::Status s = ReadCopyFile(
      stmt.file, target->options(),
      [&](int64_t line, std::vector<std::optional<std::string>>& fields) {
        absl::StatusOr<std::vector<Value>> row = target->Row(line, fields);
        if (!row.ok()) return row.status();
        absl::StatusOr<RowId> id = table.Insert(*std::move(row), &undo);
        if (!id.ok()) return target->WithContext(id.status(), line);
        ++count;
        return absl::OkStatus();
      });
  if (!s.ok()) {
    undo.Rollback();
    return s;
  }
  if (s = CommitStatement(&undo); !s.ok()) {
    undo.Rollback();
    return s;
  }
  auto data = std::make_unique<ResultData>();
  data->affected = count;
  data->tag = absl::StrCat("COPY ", count);
  return Wrap(std::move(data));
}

Compression DatabaseImpl::DefaultCompression() const {
  absl::MutexLock lock(&settings_mu_);
  auto it = settings_.find("default_toast_compression");
  if (it == settings_.end()) return Compression::kNone;
  return CompressionFromName(absl::AsciiStrToLower(it->second))
      .value_or(Compression::kNone);
}

absl::StatusOr<Result> DatabaseImpl::Set(const ast::SetStmt& stmt) {
  const bool reset = stmt.is_default || stmt.value.empty();
  if (stmt.name == "jit" || stmt.name == "jit_opt_level") {
    absl::Status s = SetJit(stmt.name, reset ? "" : stmt.value);
    if (!s.ok()) return s;
  }
  if (stmt.name == "plan_cache_size") {
    absl::Status s = SetPlanCacheSize(reset ? "" : stmt.value);
    if (!s.ok()) return s;
  }
  if (stmt.name == "default_toast_compression" && !reset &&
      !CompressionFromName(absl::AsciiStrToLower(stmt.value)).has_value()) {
    return SqlError(sqlstate::kInvalidParameterValue,
                    absl::StrCat("invalid value for parameter "
                                 "\"default_toast_compression\": \"",
                                 stmt.value,
                                 "\"\nHINT:  Available values: none, lz4, "
                                 "zstd."));
  }
  if (stmt.name == "enable_indexes") {
    absl::StatusOr<bool> on = ParseBoolSetting(stmt.name, stmt.value, reset);
    if (!on.ok()) return on.status();
    if (*on != catalog_.indexes_enabled()) catalog_.set_indexes_enabled(*on);
  }
  if (stmt.name == "durability") {
    if (!reset && stmt.value != "sync" && stmt.value != "async") {
      return SqlError(sqlstate::kInvalidParameterValue,
                      absl::StrCat("invalid value for parameter "
                                   "\"durability\": \"",
                                   stmt.value,
                                   "\"\nHINT:  Available values: "
                                   "sync, async."));
    }
    sync_commits_.store(reset || stmt.value == "sync",
                        std::memory_order_relaxed);
  }
  {
    absl::MutexLock lock(&settings_mu_);
    if (stmt.is_default || stmt.value.empty()) {
      settings_.erase(stmt.name);
    } else {
      settings_[stmt.name] = stmt.value;
    }
  }
  if (absl::Status s = PersistSetting(stmt.name, reset ? "" : stmt.value);
      !s.ok()) {
    return s;
  }
  auto data = std::make_unique<ResultData>();
  data->tag = "SET";
  return Wrap(std::move(data));
}

absl::Status DatabaseImpl::SetJit(const std::string& name,
                                  const std::string& value) {
  const std::string v = absl::AsciiStrToLower(value);
  if (name == "jit") {
    jit::JitMode mode;
    if (v.empty() || v == "on" || v == "true" || v == "1" || v == "yes") {
      mode = jit::JitMode::kOn;
    } else if (v == "off" || v == "false" || v == "0" || v == "no") {
      mode = jit::JitMode::kOff;
    } else if (v == "force") {
      mode = jit::JitMode::kForce;
    } else {
      return SqlError(
          sqlstate::kInvalidParameterValue,
          absl::StrCat("invalid value for parameter \"jit\": \"", value,
                       "\"\nHINT:  Available values: on, off, force."));
    }
    jit_mode_.store(static_cast<int>(mode));
    return absl::OkStatus();
  }
  int level = 2;
  if (!v.empty() && (!absl::SimpleAtoi(v, &level) || level < 0 || level > 3)) {
    return SqlError(
        sqlstate::kInvalidParameterValue,
        absl::StrCat("invalid value for parameter \"jit_opt_level\": \"", value,
                     "\"\nHINT:  Available values: 0, 1, 2, 3."));
  }
  jit_opt_level_.store(level);
  return absl::OkStatus();
}

absl::Status DatabaseImpl::SetPlanCacheSize(const std::string& value) {
  int64_t size = kDefaultPlanCacheSize;
  if (!value.empty() && (!absl::SimpleAtoi(value, &size) || size < 0 ||
                         size > kMaxPlanCacheSize)) {
    return SqlError(sqlstate::kInvalidParameterValue,
                    absl::StrCat("invalid value for parameter "
                                 "\"plan_cache_size\": \"",
                                 value, "\""));
  }
  plan_cache_.SetCapacity(static_cast<size_t>(size));
  return absl::OkStatus();
}

jit::JitSettings DatabaseImpl::jit_settings() const {
  return {static_cast<jit::JitMode>(jit_mode_.load(std::memory_order_relaxed)),
          jit_opt_level_.load(std::memory_order_relaxed)};
}

absl::StatusOr<Result> DatabaseImpl::Show(const ast::ShowStmt& stmt) {
  auto data = std::make_unique<ResultData>();
  data->tag = "SHOW";
  absl::btree_map<std::string, std::string> all = DefaultSettings();
  {
    absl::MutexLock lock(&settings_mu_);
    for (const auto& [k, v] : settings_) all[k] = v;
  }
  if (stmt.name == "all") {
    data->SetColumns({"name", "setting"}, {Type::Text(), Type::Text()});
    for (const auto& [k, v] : all) {
      data->AppendRow({Value::Text(k), Value::Text(v)});
    }
    return Wrap(std::move(data));
  }
  auto it = all.find(stmt.name);
  if (it == all.end()) {
    return SqlError(sqlstate::kUndefinedObject,
                    absl::StrCat("unrecognized configuration parameter \"",
                                 stmt.name, "\""));
  }
  data->SetColumns({stmt.name}, {Type::Text()});
  data->AppendRow({Value::Text(it->second)});
  return Wrap(std::move(data));
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
    return GuardMemory([&] { return impl_->Execute(sql, params, session); });
  });
}

absl::StatusOr<Result> Database::Execute(std::string_view sql,
                                         absl::Span<const Value> params,
                                         const ExecuteOptions& options) {
  ScopedExecuteOptions scope(options);
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

Session::Session(std::unique_ptr<SessionImpl> impl) : impl_(std::move(impl)) {}

Session::~Session() = default;

absl::StatusOr<Result> Session::Execute(std::string_view sql) {
  return Execute(sql, {});
}

absl::StatusOr<Result> Session::Execute(std::string_view sql,
                                        absl::Span<const Value> params,
                                        const ExecuteOptions& options) {
  ScopedExecuteOptions scope(options);
  return WithDurableCommit<Result>([&] {
    return GuardMemory(
        [&] { return impl_->db()->Execute(impl_.get(), sql, params); });
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
