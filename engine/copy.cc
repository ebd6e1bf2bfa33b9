// COPY: FROM a file (read and inserted in one statement), TO a file or
// STDOUT (a planned query: dml.cc's RunCopyTo), and FROM STDIN and TO STDOUT
// for a server that carries the data: kite::CopyIn stages the rows it is
// fed in a private table and inserts them under the target's lock only at
// the end, so a client that sends slowly never holds the table; CopyOut
// hands each line of output to the caller as the query produces it.
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/interrupt.h"
#include "common/statement_memory.h"
#include "durability/pending_commit.h"
#include "engine/copy_format.h"
#include "engine/copy_target.h"
#include "engine/database_impl.h"
#include "engine/transaction.h"
#include "kite/status.h"
#include "parser/parser.h"
#include "planner/binder.h"

namespace kite {
namespace {

// The one COPY statement of `sql`, which must go `from` STDIN or to
// STDOUT. Errors: the parser's; 42601 for anything else.
absl::StatusOr<ast::Statement> ParseStdioCopy(std::string_view sql, bool from) {
  absl::StatusOr<std::vector<ast::Statement>> stmts = ParseSql(sql);
  if (!stmts.ok()) return stmts.status();
  const ast::CopyStmt* copy =
      stmts->size() == 1 ? std::get_if<ast::CopyStmt>(&(*stmts)[0].node)
                         : nullptr;
  if (copy == nullptr || !copy->stdio || copy->from != from) {
    return SqlError(sqlstate::kSyntaxError,
                    from ? "expected one COPY ... FROM STDIN"
                         : "expected one COPY ... TO STDOUT");
  }
  return std::move((*stmts)[0]);
}

// The target's columns, without its constraints (checked when the rows
// are inserted, with their lines).
TableSchema StagingSchema(const TableSchema& target) {
  TableSchema schema;
  for (const ColumnSchema& c : target.columns) {
    schema.columns.push_back({c.name, c.type, false});
  }
  return schema;
}

}  // namespace

struct CopyInData {
  DatabaseImpl* db = nullptr;
  SessionImpl* session = nullptr;  // whose statement Finish is, or null
  CopyTarget target;
  CopyReader reader;
  std::shared_ptr<Table> staging;
  UndoLog staging_undo;
  std::vector<int64_t> lines;  // each staged row's line
  // What the staged rows hold, counted against statement_mem and the
  // process's limit as they arrive (every kCountEvery rows).
  StatementMemory memory;
  int64_t counted = 0;
  absl::Status failed;
  bool finished = false;

  static constexpr size_t kCountEvery = 4096;

  CopyInData(DatabaseImpl* d, SessionImpl* s, CopyTarget t)
      : db(d),
        session(s),
        target(std::move(t)),
        reader(target.options()),
        staging(std::make_shared<Table>(
            target.entry().table->name(),
            StagingSchema(target.entry().table->schema()))),
        memory(s != nullptr ? s->statement_mem() : d->statement_mem()) {}

  absl::Status CountStaged() {
    int64_t bytes = static_cast<int64_t>(lines.capacity() * sizeof(int64_t));
    for (const ColumnMemory& c : staging->MemoryUsage()) {
      bytes += static_cast<int64_t>(c.bytes);
    }
    if (bytes <= counted) return absl::OkStatus();
    absl::Status s = memory.Grow(bytes - counted, "COPY");
    if (s.ok()) counted = bytes;
    return s;
  }

  absl::Status Stage(int64_t line,
                     std::vector<std::optional<std::string>>& fields) {
    absl::StatusOr<std::vector<Value>> row = target.Row(line, fields);
    if (!row.ok()) return row.status();
    absl::StatusOr<RowId> id = staging->Insert(*std::move(row), &staging_undo);
    if (!id.ok()) return target.WithContext(id.status(), line);
    // The staging table is private: nothing to undo.
    staging_undo.Clear();
    lines.push_back(line);
    if (lines.size() % kCountEvery != 0) return absl::OkStatus();
    return CountStaged();
  }
};

CopyIn::CopyIn() = default;
CopyIn::~CopyIn() = default;

int CopyIn::column_count() const { return data_->target.column_count(); }

absl::Status CopyIn::Write(std::string_view data) {
  if (!data_->failed.ok()) return data_->failed;
  if (data_->finished) {
    return SqlError(sqlstate::kInternalError, "COPY already finished");
  }
  data_->failed = data_->reader.Feed(
      data, [this](int64_t line, std::vector<std::optional<std::string>>& f) {
        return data_->Stage(line, f);
      });
  return data_->failed;
}

absl::StatusOr<Result> CopyIn::Finish(const ExecuteOptions& options) {
  ActiveStatement active(data_->session, "COPY", options);
  return active.Run([&] { return Finish(); });
}

absl::StatusOr<Result> CopyIn::Finish() {
  if (!data_->failed.ok()) return data_->failed;
  if (data_->finished) {
    return SqlError(sqlstate::kInternalError, "COPY already finished");
  }
  data_->finished = true;
  data_->failed = data_->reader.Finish(
      [this](int64_t line, std::vector<std::optional<std::string>>& f) {
        return data_->Stage(line, f);
      });
  if (!data_->failed.ok()) return data_->failed;
  auto finish = [&] {
    const int64_t limit = data_->session != nullptr
                              ? data_->session->statement_mem()
                              : data_->db->statement_mem();
    return GuardMemory(limit,
                       [&] { return data_->db->FinishCopyIn(data_.get()); });
  };
  // The rows go in as a statement of the session's (its block, if open),
  // and the call returns once they are on disk.
  return WithDurableCommit<Result>([&]() -> absl::StatusOr<Result> {
    if (data_->session == nullptr) return finish();
    return data_->session->Run(finish);
  });
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun& run,
                                         const ast::CopyStmt& stmt) {
  if (!stmt.from) return BindAndRun(run);  // COPY ... TO: a planned query
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

absl::StatusOr<Result> DatabaseImpl::FinishCopyIn(CopyInData* copy) {
  const TableEntry& entry = copy->target.entry();
  std::optional<TableEntry> now = catalog_.Find(entry.table->name());
  if (!now.has_value() || now->table != entry.table) {
    return SqlError(
        sqlstate::kUndefinedTable,
        absl::StrCat("relation \"", entry.table->name(), "\" does not exist"));
  }
  Table& table = *entry.table;
  const Table& staging = *copy->staging;
  int64_t count = 0;
  {
    StatementLocks locks;
    if (absl::Status s = locks.Lock(&table, LockMode::kExclusive); !s.ok()) {
      return s;
    }
    UndoLog undo;
    for (RowId row = 0; row < staging.slot_count(); ++row) {
      if (row % kBatchSize == 0) {
        if (absl::Status s = CheckCurrentInterrupt(); !s.ok()) {
          undo.Rollback();
          return s;
        }
      }
      absl::StatusOr<RowId> id = table.Insert(staging.GetRow(row), &undo);
      if (!id.ok()) {
        undo.Rollback();
        return copy->target.WithContext(id.status(), copy->lines[row]);
      }
      ++count;
    }
    if (absl::Status s = CommitStatement(&undo); !s.ok()) {
      undo.Rollback();
      return s;
    }
  }
  copy->staging.reset();
  auto data = std::make_unique<ResultData>();
  data->affected = count;
  data->tag = absl::StrCat("COPY ", count);
  return Wrap(std::move(data));
}

absl::StatusOr<std::unique_ptr<CopyIn>> DatabaseImpl::BeginCopyIn(
    std::string_view sql, SessionImpl* session) {
  absl::StatusOr<ast::Statement> stmt = ParseStdioCopy(sql, /*from=*/true);
  if (!stmt.ok()) return stmt.status();
  absl::StatusOr<CopyTarget> target =
      CopyTarget::Make(catalog_, std::get<ast::CopyStmt>(stmt->node));
  if (!target.ok()) return target.status();
  std::unique_ptr<CopyIn> copy(new CopyIn());
  copy->data_ = std::make_unique<CopyInData>(this, session, *std::move(target));
  return copy;
}

absl::StatusOr<Result> DatabaseImpl::CopyOut(
    std::string_view sql, const SessionInfo& session,
    const std::function<void(int)>& start,
    const std::function<void(std::string_view)>& row) {
  absl::StatusOr<ast::Statement> stmt = ParseStdioCopy(sql, /*from=*/false);
  if (!stmt.ok()) return stmt.status();
  plan::Binder binder(&catalog_, &session);
  absl::StatusOr<std::unique_ptr<plan::BoundStatement>> bound =
      binder.Bind(*stmt);
  if (!bound.ok()) return bound.status();
  RefreshStaleStats(**bound);
  start((*bound)->plan->column_count());
  CopyOutSink sink{&row};
  return RunBound(**bound, {}, session, false, nullptr, &sink);
}

absl::StatusOr<std::unique_ptr<CopyIn>> Database::BeginCopyIn(
    std::string_view sql) {
  return impl_->BeginCopyIn(sql);
}

absl::StatusOr<Result> Database::CopyOut(
    std::string_view sql, const SessionInfo& session,
    const std::function<void(int)>& start,
    const std::function<void(std::string_view)>& row) {
  return GuardMemory(impl_->statement_mem(),
                     [&] { return impl_->CopyOut(sql, session, start, row); });
}

absl::StatusOr<std::unique_ptr<CopyIn>> Session::BeginCopyIn(
    std::string_view sql) {
  if (impl_->status() == TransactionStatus::kFailed) {
    return SqlError("25P02",
                    "current transaction is aborted, commands ignored until "
                    "end of transaction block");
  }
  return impl_->db()->BeginCopyIn(sql, impl_.get());
}

absl::StatusOr<Result> Session::CopyOut(
    std::string_view sql, const std::function<void(int)>& start,
    const std::function<void(std::string_view)>& row) {
  return WithDurableCommit<Result>([&] {
    return impl_->Run([&] {
      return GuardMemory(impl_->statement_mem(), [&] {
        return impl_->db()->CopyOut(sql, impl_->info(), start, row);
      });
    });
  });
}

}  // namespace kite
