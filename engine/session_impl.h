// The engine behind kite::Session: one client's sequence of statements and
// its transaction block (engine/transaction.h).
#ifndef KITE_ENGINE_SESSION_IMPL_H_
#define KITE_ENGINE_SESSION_IMPL_H_

#include <memory>
#include <utility>

#include "absl/functional/function_ref.h"
#include "absl/status/statusor.h"
#include "engine/transaction.h"
#include "kite/kite.h"
#include "parser/ast.h"

namespace kite {

class DatabaseImpl;

class SessionImpl {
 public:
  SessionImpl(DatabaseImpl* db, SessionInfo info)
      : db_(db), info_(std::move(info)) {}
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
  DatabaseImpl* db() const { return db_; }
  // Who runs its statements (current_user, ...).
  const SessionInfo& info() const { return info_; }
  void set_info(SessionInfo info) { info_ = std::move(info); }

 private:
  absl::StatusOr<Result> Begin(const ast::TransactionStmt& stmt);
  // COMMIT: makes the block's changes final (a failed block rolls back).
  absl::StatusOr<Result> Commit();
  absl::StatusOr<Result> Rollback();

  // SET TRANSACTION / SET SESSION CHARACTERISTICS AS TRANSACTION.
  absl::StatusOr<Result> SetModes(const ast::TransactionStmt& stmt);

  DatabaseImpl* db_;
  SessionInfo info_;
  std::unique_ptr<Transaction> tx_;  // the open block, or null
  // SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY: new blocks are.
  bool read_only_default_ = false;
};

}  // namespace kite

#endif  // KITE_ENGINE_SESSION_IMPL_H_
