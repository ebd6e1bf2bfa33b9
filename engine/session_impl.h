// The engine behind kite::Session: one client's sequence of statements and
// its transaction block (engine/transaction.h).
#ifndef KITE_ENGINE_SESSION_IMPL_H_
#define KITE_ENGINE_SESSION_IMPL_H_

#include <memory>
#include <utility>

#include "absl/functional/function_ref.h"
#include "absl/status/statusor.h"
#include "catalog/activity.h"
#include "catalog/sequence.h"
#include "common/interrupt.h"
#include "common/session_format.h"
#include "engine/row_stream.h"
#include "engine/transaction.h"
#include "kite/kite.h"
#include "parser/ast.h"

namespace kite {

class DatabaseImpl;

class SessionImpl {
 public:
  // When `listed`, the session is in the database's pg_stat_activity
  // (Database::Connect's are; the one-statement sessions of
  // Database::Execute are not).
  SessionImpl(DatabaseImpl* db, SessionInfo info, bool listed = true);
  // Rolls back an open block.
  ~SessionImpl();
  SessionImpl(const SessionImpl&) = delete;
  SessionImpl& operator=(const SessionImpl&) = delete;

  // Runs `stmt`: BEGIN, COMMIT and ROLLBACK here, anything else through
  // `run`, in the session's block if one is open.
  absl::StatusOr<Result> RunStatement(
      const ast::Statement& stmt,
      absl::FunctionRef<absl::StatusOr<Result>()> run);
  // Runs `run`, a statement that is not BEGIN, COMMIT or ROLLBACK, in the
  // session's block if one is open: it fails with 25P02 when the block has
  // failed already, and a failure marks the block failed.
  absl::StatusOr<Result> Run(absl::FunctionRef<absl::StatusOr<Result>()> run);

  TransactionStatus status() const;
  // Session::FailBlock.
  void FailBlock() {
    if (tx_ != nullptr) tx_->failed = true;
  }
  DatabaseImpl* db() const { return db_; }
  // Who runs its statements (current_user, ...).
  const SessionInfo& info() const { return info_; }
  void set_info(SessionInfo info);
  // Its entry in pg_stat_activity; null when not listed.
  Backend* backend() const { return backend_.get(); }
  // statement_mem, in bytes: the session's own after a SET, else the
  // database's.
  int64_t statement_mem() const;

 private:
  // Run, with the session's format installed by the caller.
  absl::StatusOr<Result> RunInBlock(
      absl::FunctionRef<absl::StatusOr<Result>()> run);
  absl::StatusOr<Result> Begin(const ast::TransactionStmt& stmt);
  // COMMIT: makes the block's changes final (a failed block rolls back).
  absl::StatusOr<Result> Commit();
  absl::StatusOr<Result> Rollback();

  // SET TRANSACTION / SET SESSION CHARACTERISTICS AS TRANSACTION.
  absl::StatusOr<Result> SetModes(const ast::TransactionStmt& stmt);
  // SET / RESET / SHOW statement_mem, which are the session's.
  absl::StatusOr<Result> SetStatementMem(const ast::SetStmt& stmt);
  absl::StatusOr<Result> ShowStatementMem() const;
  // SET / RESET / SHOW TimeZone and bytea_output, which are the session's.
  absl::StatusOr<Result> SetFormat(const ast::SetStmt& stmt);
  absl::StatusOr<Result> ShowFormat(const std::string& name) const;

  DatabaseImpl* db_;
  SessionInfo info_;
  std::shared_ptr<Backend> backend_;
  std::unique_ptr<Transaction> tx_;  // the open block, or null
  // SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY: new blocks are.
  bool read_only_default_ = false;
  // SET statement_mem, in bytes; 0: the database's.
  int64_t statement_mem_ = 0;
  // TimeZone and bytea_output after a SET: installed while its statements
  // run and given to their results; null until then (the thread's, e.g.
  // the server's, applies). Replaced, never changed, once shared.
  std::shared_ptr<const SessionFormat> format_;
  // What its nextval calls returned (currval, lastval).
  SessionSequences sequences_;
};

// A statement of `session` (may be null: none) running `sql` under
// `options`, for its lifetime: pg_stat_activity shows it active, and
// pg_cancel_backend / pg_terminate_backend reach it (ScopedInterrupt).
class ActiveStatement {
 public:
  ActiveStatement(SessionImpl* session, std::string_view sql,
                  const ExecuteOptions& options);
  ~ActiveStatement();
  ActiveStatement(const ActiveStatement&) = delete;
  ActiveStatement& operator=(const ActiveStatement&) = delete;

  // Runs `run`, unless pg_terminate_backend has ended the session; its
  // result, or 57P01 when that came meanwhile (and the statement finished
  // first, or called it itself).
  template <typename F>
  absl::StatusOr<Result> Run(F run) const {
    if (absl::Status s = Terminated(); !s.ok()) return s;
    absl::StatusOr<Result> result = run();
    if (absl::Status s = Terminated(); !s.ok()) return s;
    return result;
  }

 private:
  absl::Status Terminated() const;

  Backend* backend_;  // the session's, or null
  SessionImpl* session_;
  ScopedInterrupt scope_;
  ScopedRowSink sink_;
};

}  // namespace kite

#endif  // KITE_ENGINE_SESSION_IMPL_H_
