// Running one statement: ExecuteStatement hands each kind of statement to
// its own Run overload (database_impl.h lists them and the files that hold
// them). Here: the empty statement, the statements the binder plans, and
// transaction statements outside a session.
#include <memory>
#include <utility>
#include <variant>

#include "engine/database_impl.h"
#include "kite/status.h"
#include "planner/binder.h"

namespace kite {

absl::StatusOr<Result> DatabaseImpl::ExecuteStatement(
    std::shared_ptr<const ast::Statement> stmt, absl::Span<const Value> params,
    const SessionInfo& session) {
  const StatementRun run{std::move(stmt), params, session};
  return std::visit([&](const auto& node) { return Run(run, node); },
                    run.stmt->node);
}

absl::StatusOr<Result> DatabaseImpl::BindAndRun(const StatementRun& run) {
  plan::Binder binder(&catalog_, &run.session);
  absl::StatusOr<std::unique_ptr<plan::BoundStatement>> bound =
      binder.Bind(*run.stmt);
  if (!bound.ok()) return bound.status();
  return RunWithParams(**bound, run.params, run.session);
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const std::monostate&) {
  return Wrap(std::make_unique<ResultData>());
}

absl::StatusOr<Result> DatabaseImpl::Run(
    const StatementRun& run, const std::shared_ptr<ast::SelectStmt>&) {
  return BindAndRun(run);
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun& run,
                                         const ast::InsertStmt&) {
  return BindAndRun(run);
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun& run,
                                         const ast::UpdateStmt&) {
  return BindAndRun(run);
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun& run,
                                         const ast::DeleteStmt&) {
  return BindAndRun(run);
}

absl::StatusOr<Result> DatabaseImpl::Run(
    const StatementRun& run, const std::shared_ptr<ast::ExplainStmt>&) {
  return BindAndRun(run);
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::TransactionStmt& tx) {
  // Only reached without a session (a session handles these itself):
  // refusing BEGIN is honest, accepting it would let a later ROLLBACK
  // appear to undo statements that were already applied.
  if (tx.kind == ast::TransactionStmt::Kind::kBegin) {
    return SqlError(sqlstate::kFeatureNotSupported,
                    "a transaction block needs a session: use "
                    "Database::Connect (Database::Prepare runs each "
                    "statement on its own)");
  }
  auto data = std::make_unique<ResultData>();
  switch (tx.kind) {
    case ast::TransactionStmt::Kind::kSetModes:
    case ast::TransactionStmt::Kind::kSetSessionModes:
      data->tag = "SET";
      break;
    default:
      data->tag = tx.kind == ast::TransactionStmt::Kind::kCommit ? "COMMIT"
                                                                 : "ROLLBACK";
      data->notices.push_back("there is no transaction in progress");
  }
  return Wrap(std::move(data));
}

}  // namespace kite
