#include "engine/session_impl.h"

#include <memory>
#include <string>
#include <utility>

#include "absl/strings/ascii.h"
#include "catalog/settings.h"
#include "common/statement_memory.h"
#include "common/time_zone.h"
#include "engine/database_impl.h"
#include "engine/memory_settings.h"
#include "exec/result_data.h"
#include "kite/status.h"

namespace kite {
namespace {

// A result with only a command tag (and a notice, if any).
Result TagResult(const char* tag, const char* notice = nullptr) {
  auto data = std::make_unique<ResultData>();
  data->tag = tag;
  if (notice != nullptr) data->notices.push_back(notice);
  return DatabaseImpl::Wrap(std::move(data));
}

}  // namespace

SessionImpl::SessionImpl(DatabaseImpl* db, SessionInfo info, bool listed)
    : db_(db), info_(std::move(info)) {
  if (listed) backend_ = db->catalog().activity().Register(info_);
}

SessionImpl::~SessionImpl() {
  if (tx_ != nullptr) (void)Rollback();
  if (backend_ != nullptr) {
    db_->catalog().activity().Unregister(backend_.get());
  }
}

void SessionImpl::set_info(SessionInfo info) {
  info_ = std::move(info);
  if (backend_ != nullptr) backend_->SetInfo(info_);
}

ActiveStatement::ActiveStatement(SessionImpl* session, std::string_view sql,
                                 const ExecuteOptions& options)
    : backend_(session != nullptr ? session->backend() : nullptr),
      session_(session),
      scope_(options, backend_ != nullptr ? backend_->signal() : nullptr),
      sink_(options.sink) {
  if (backend_ != nullptr) backend_->Start(sql);
}

ActiveStatement::~ActiveStatement() {
  if (backend_ != nullptr) backend_->Finish(session_->status());
}

absl::Status ActiveStatement::Terminated() const {
  if (backend_ != nullptr && backend_->signal()->load() == kTerminateSignal) {
    return CheckCurrentInterrupt();
  }
  return absl::OkStatus();
}

int64_t SessionImpl::statement_mem() const {
  return statement_mem_ > 0 ? statement_mem_ : db_->statement_mem();
}

absl::StatusOr<Result> SessionImpl::SetStatementMem(const ast::SetStmt& stmt) {
  int64_t bytes = 0;  // RESET: the database's again
  if (!stmt.is_default && !stmt.value.empty()) {
    absl::StatusOr<int64_t> parsed = ParseStatementMem(stmt.value);
    if (!parsed.ok()) return parsed.status();
    bytes = *parsed;
  }
  statement_mem_ = bytes;
  if (StatementMemory* running = CurrentStatementMemory()) {
    running->set_limit(statement_mem());
  }
  return TagResult("SET");
}

absl::StatusOr<Result> SessionImpl::SetFormat(const ast::SetStmt& stmt) {
  auto format = std::make_shared<SessionFormat>(
      format_ != nullptr ? *format_ : CurrentFormat());
  const std::string value = stmt.is_default ? "" : stmt.value;
  if (stmt.name == "timezone") {
    absl::StatusOr<datetime::TimeZoneSetting> zone =
        value.empty() ? datetime::UtcSetting()
                      : datetime::LoadTimeZoneSetting(value);
    if (!zone.ok()) return zone.status();
    format->time_zone = *std::move(zone);
  } else {
    const std::string lower = absl::AsciiStrToLower(value);
    if (!lower.empty() && lower != "hex" && lower != "escape") {
      return InvalidSettingValue("bytea_output", value, "escape, hex");
    }
    format->bytea_escape = lower == "escape";
  }
  format_ = std::move(format);
  return TagResult("SET");
}

absl::StatusOr<Result> SessionImpl::ShowFormat(const std::string& name) const {
  const SessionFormat& format = format_ != nullptr ? *format_ : CurrentFormat();
  auto data = std::make_unique<ResultData>();
  data->tag = "SHOW";
  const bool zone = name == "timezone";
  data->SetColumns({zone ? "TimeZone" : "bytea_output"}, {Type::Text()});
  data->AppendRow({Value::Text(zone                  ? format.time_zone.name
                               : format.bytea_escape ? "escape"
                                                     : "hex")});
  return DatabaseImpl::Wrap(std::move(data));
}

absl::StatusOr<Result> SessionImpl::ShowStatementMem() const {
  auto data = std::make_unique<ResultData>();
  data->tag = "SHOW";
  data->SetColumns({"statement_mem"}, {Type::Text()});
  data->AppendRow({Value::Text(FormatMemorySize(statement_mem()))});
  return DatabaseImpl::Wrap(std::move(data));
}

absl::StatusOr<Result> SessionImpl::RunStatement(
    const ast::Statement& stmt,
    absl::FunctionRef<absl::StatusOr<Result>()> run) {
  if (const auto* set = std::get_if<ast::SetStmt>(&stmt.node);
      set != nullptr && set->name == "statement_mem") {
    return Run([&] { return SetStatementMem(*set); });
  }
  if (const auto* show = std::get_if<ast::ShowStmt>(&stmt.node);
      show != nullptr && show->name == "statement_mem") {
    return Run([&] { return ShowStatementMem(); });
  }
  if (const auto* set = std::get_if<ast::SetStmt>(&stmt.node);
      set != nullptr &&
      (set->name == "timezone" || set->name == "bytea_output")) {
    return Run([&] { return SetFormat(*set); });
  }
  if (const auto* show = std::get_if<ast::ShowStmt>(&stmt.node);
      show != nullptr &&
      (show->name == "timezone" || show->name == "bytea_output")) {
    return Run([&] { return ShowFormat(show->name); });
  }
  const auto* tx = std::get_if<ast::TransactionStmt>(&stmt.node);
  if (tx == nullptr) return Run(run);
  switch (tx->kind) {
    case ast::TransactionStmt::Kind::kBegin:
      return Begin(*tx);
    case ast::TransactionStmt::Kind::kSetModes:
    case ast::TransactionStmt::Kind::kSetSessionModes:
      return SetModes(*tx);
    case ast::TransactionStmt::Kind::kCommit:
      return Commit();
    case ast::TransactionStmt::Kind::kRollback:
      return Rollback();
  }
  return Run(run);
}

absl::StatusOr<Result> SessionImpl::Run(
    absl::FunctionRef<absl::StatusOr<Result>()> run) {
  if (format_ == nullptr) return RunInBlock(run);
  const ScopedSessionFormat format(format_.get());
  absl::StatusOr<Result> result = RunInBlock(run);
  if (result.ok()) DatabaseImpl::SetResultFormat(*result, format_);
  return result;
}

absl::StatusOr<Result> SessionImpl::RunInBlock(
    absl::FunctionRef<absl::StatusOr<Result>()> run) {
  ScopedSessionSequences sequences(&sequences_);
  if (tx_ == nullptr) {
    if (!read_only_default_) return run();
    // A statement on its own is a read-only transaction of its own.
    Transaction single;
    single.read_only = true;
    ScopedTransaction scope(&single);
    absl::StatusOr<Result> result = run();
    single.undo.Clear();
    return result;
  }
  if (tx_->failed) {
    return SqlError("25P02",
                    "current transaction is aborted, commands ignored until "
                    "end of transaction block");
  }
  ScopedTransaction scope(tx_.get());
  absl::StatusOr<Result> result = run();
  // The statement undid its own changes; the block waits for its end.
  if (!result.ok()) tx_->failed = true;
  return result;
}

TransactionStatus SessionImpl::status() const {
  if (tx_ == nullptr) return TransactionStatus::kIdle;
  return tx_->failed ? TransactionStatus::kFailed : TransactionStatus::kInBlock;
}

absl::StatusOr<Result> SessionImpl::Begin(const ast::TransactionStmt& stmt) {
  if (tx_ != nullptr) {
    return TagResult("BEGIN", "there is already a transaction in progress");
  }
  tx_ = std::make_unique<Transaction>();
  // Every isolation level is accepted: a block holds its locks to the end,
  // which is serializable, as strict as any level asked for.
  tx_->read_only = stmt.read_only.value_or(read_only_default_);
  return TagResult("BEGIN");
}

absl::StatusOr<Result> SessionImpl::SetModes(const ast::TransactionStmt& stmt) {
  if (stmt.kind == ast::TransactionStmt::Kind::kSetSessionModes) {
    if (stmt.read_only.has_value()) read_only_default_ = *stmt.read_only;
    return TagResult("SET");
  }
  if (tx_ == nullptr) {
    return TagResult("SET",
                     "SET TRANSACTION can only be used in transaction blocks");
  }
  if (tx_->failed) {
    return SqlError("25P02",
                    "current transaction is aborted, commands ignored until "
                    "end of transaction block");
  }
  if (stmt.read_only.has_value()) tx_->read_only = *stmt.read_only;
  return TagResult("SET");
}

absl::StatusOr<Result> SessionImpl::Commit() {
  if (tx_ == nullptr) {
    return TagResult("COMMIT", "there is no transaction in progress");
  }
  if (tx_->failed) {
    (void)Rollback();
    return TagResult("ROLLBACK");
  }
  // Queued for the disk while the block still holds its locks; the caller
  // waits for the write after they are released (durability/pending_commit.h).
  absl::Status s =
      db_->Persist(&tx_->undo, tx_->catalog_tables, tx_->catalog_sequences);
  if (!s.ok()) {
    (void)Rollback();
    return s;
  }
  tx_->undo.Clear();
  tx_.reset();  // releases the block's locks
  return TagResult("COMMIT");
}

absl::StatusOr<Result> SessionImpl::Rollback() {
  if (tx_ == nullptr) {
    return TagResult("ROLLBACK", "there is no transaction in progress");
  }
  {
    // Undoing runs as the block (it still holds the locks), so that
    // anything undoing locks joins it.
    ScopedTransaction scope(tx_.get());
    tx_->undo.Rollback();
  }
  tx_.reset();
  return TagResult("ROLLBACK");
}

}  // namespace kite
