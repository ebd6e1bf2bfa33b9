// Kite's public C++ API: the only header an embedding program needs.
//
//   auto db = kite::Database::Open();            // in memory
//   (*db)->Execute("CREATE TABLE t (id INT PRIMARY KEY, name TEXT)");
//   auto r = (*db)->Execute("SELECT name FROM t WHERE id = 1");
//   if (r.ok()) std::cout << r->GetText(0, 0);
//
// Errors are absl::Status values whose SQLSTATE (kite::SqlStateOf) matches
// PostgreSQL's. No method throws.
#ifndef KITE_KITE_H_
#define KITE_KITE_H_

#include <atomic>
#include <cassert>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "kite/status.h"
#include "kite/type.h"
#include "kite/value.h"

namespace kite {

class DatabaseImpl;
class SessionImpl;
struct ResultData;
struct PreparedData;
struct CopyInData;
namespace ast {
struct SelectStmt;
}

class Result;

// Receives a query's rows in batches while it runs (ExecuteOptions::sink):
// how a server sends a result of any size in memory for one batch, and an
// embedding program reads one without holding it whole.
class RowSink {
 public:
  virtual ~RowSink() = default;
  // The next rows: a Result with the statement's columns, valid during the
  // call only. Called on the thread running the statement; an error
  // stops the statement, which then fails with it.
  virtual absl::Status OnRows(const Result& batch) = 0;
};

// How a running statement may be stopped before it ends: by another thread
// (a server's cancel request) or by a deadline (statement_timeout). The
// statement looks at both between batches of rows (a few thousand rows at
// a time), so it stops soon after, with SQLSTATE 57014, and leaves the
// database as it was: what a stopped INSERT, UPDATE or DELETE had changed
// is undone. Parsing, planning (the join order search), sorts, COPY FROM,
// CREATE INDEX and ANALYZE check too; other DDL and SET finish.
struct ExecuteOptions {
  // When not null: once *cancel is true, the statement fails with 57014
  // "canceling statement due to user request". Any thread may set it while
  // the statement runs; the caller clears it. Must outlive the call.
  const std::atomic<bool>* cancel = nullptr;
  // When set: once the steady clock passes it, the statement fails with
  // 57014 "canceling statement due to statement timeout".
  std::optional<std::chrono::steady_clock::time_point> deadline;
  // When not null: a SELECT's rows go to it in batches (of about
  // kStreamBatchRows) as they are produced, and the Result returned holds
  // only the rows after the last batch, with the command tag and total()
  // of them all. A result smaller than a batch, and every other kind of
  // statement, comes back whole, as without a sink. Must outlive the call.
  RowSink* sink = nullptr;
};

// The rows a streamed SELECT gathers before handing them to its RowSink.
inline constexpr size_t kStreamBatchRows = 1024;

// The rows and metadata a statement returned. Owns its data: it stays valid
// after the database changes or is closed. Text read straight from a
// table's plainly stored column is not copied: the Result shares the block
// of the table's memory that holds it (up to 64K rows' values), which lives
// on after the table changes until the Result is destroyed -- drop a Result
// rather than keep it for long. Movable, not copyable.
// Thread-compatible: const methods may be called from several threads.
// Where one column of a Result keeps its cells: what Result's inline cell
// accessors read. Made with the Result; read through the accessors.
struct ResultCells {
  const uint8_t* nulls = nullptr;  // one per row, 1 = NULL
  const int64_t* ints = nullptr;   // integer-lane types (Type::is_int_lane)
  // TEXT: row r's bytes are bytes[ends[r - 1] .. ends[r]) (from 0 for row
  // 0), or views[r] when views is not null.
  const uint64_t* ends = nullptr;
  const char* bytes = nullptr;
  const std::string_view* views = nullptr;
  Type type;
};

class Result {
 public:
  Result();
  // Inline: a result is moved through several layers on its way out, and
  // each leaves an empty one to destroy.
  ~Result() {
    if (data_ != nullptr) Release();
  }
  Result(Result&&) noexcept;
  Result& operator=(Result&&) noexcept;

  // Inline, as are the cell accessors below: a client reads every cell
  // of a page of rows, and a call each cost more than the read.
  int column_count() const { return columns_; }
  // Name and type of column `col` (0-based).
  const std::string& column_name(int col) const;
  Type column_type(int col) const { return cells_[col].type; }

  size_t row_count() const { return rows_; }

  // Cell accessors; row and col are 0-based and must be in range. The typed
  // getters require the column's type (checked only by assert):
  //   GetBool     boolean
  //   GetInt64    integer, bigint, date (days), timestamp (micros),
  //               numeric (the scaled integer)
  //   GetDouble   double precision; numeric and integers converted
  //   GetText     text: a view into the Result, valid while it lives
  bool IsNull(size_t row, int col) const { return cells_[col].nulls[row]; }
  bool GetBool(size_t row, int col) const {
    assert(cells_[col].type.id == TypeId::kBoolean);
    return cells_[col].ints[row] != 0;
  }
  int64_t GetInt64(size_t row, int col) const {
    assert(cells_[col].type.is_int_lane());
    return cells_[col].ints[row];
  }
  double GetDouble(size_t row, int col) const;
  std::string_view GetText(size_t row, int col) const {
    const ResultCells& c = cells_[col];
    assert(c.type.is_string_lane());
    if (c.views != nullptr) return c.views[row];
    const uint64_t begin = row == 0 ? 0 : c.ends[row - 1];
    return std::string_view(c.bytes + begin, c.ends[row] - begin);
  }
  // Any cell, boxed.
  Value GetValue(size_t row, int col) const;
  // Any cell in PostgreSQL's text format ("" for NULL).
  std::string GetString(size_t row, int col) const;

  // PostgreSQL's command tag: "SELECT 3", "INSERT 0 5", "UPDATE 2",
  // "CREATE TABLE", ...
  const std::string& command_tag() const;
  // Rows inserted, updated, deleted or copied by a DML statement; rows
  // returned by a query.
  int64_t rows_affected() const;
  // For a query with count(*) OVER () or WithTotal(): the number of rows
  // that matched before LIMIT/OFFSET. -1 otherwise.
  int64_t total() const;

  // Notices the statement raised (e.g. "table "x" does not exist, skipping").
  const std::vector<std::string>& notices() const;

 private:
  friend class DatabaseImpl;
  explicit Result(std::unique_ptr<ResultData> data);
  // Gives the storage back to the prepared statement it came from, if any
  // (else frees it).
  void Release();
  // Frees a ResultData (defined where it is complete).
  struct DataDeleter {
    void operator()(ResultData* data) const;
  };
  std::unique_ptr<ResultData, DataDeleter> data_;
  // The columns' cells (in data_), their count and the rows'.
  const ResultCells* cells_ = nullptr;
  int columns_ = 0;
  size_t rows_ = 0;
};

// Where a session stands, as PostgreSQL's ReadyForQuery reports it.
enum class TransactionStatus {
  kIdle,     // 'I': no transaction block open
  kInBlock,  // 'T': in a block (BEGIN ... COMMIT / ROLLBACK)
  kFailed,   // 'E': in a block where a statement failed: until it ends,
             // every statement but COMMIT and ROLLBACK fails with 25P02
};

// A parsed and bound statement, executed many times with different
// parameters. Obtained from Database::Prepare; must not outlive it.
// Not thread-safe: use one per thread.
class PreparedStatement {
 public:
  ~PreparedStatement();

  // Number of $n parameters and the type inferred for each (1-based).
  int parameter_count() const;
  Type parameter_type(int index) const;

  // The columns Execute returns, known before it runs (the wire protocol's
  // Describe needs them): a query's output, RETURNING, EXPLAIN's "QUERY
  // PLAN", SHOW's. None for statements that return no rows. `col` is
  // 0-based and must be in range. Reflects the catalog as of the last
  // Prepare or Execute.
  int column_count() const;
  const std::string& column_name(int col) const;
  Type column_type(int col) const;
  // Changes whenever the columns above may have (the statement was bound
  // again): what was derived from them can be kept while it stays.
  uint64_t columns_generation() const;
  // Binds the statement again if the catalog changed since it was bound,
  // as Execute would, so that the columns above are those the next
  // Execute returns (the wire protocol describes a statement before it
  // runs). Errors: those of binding (42P01 the table is gone, ...).
  absl::Status Refresh();

  // Sets parameter $index (1-based). The value is converted to the inferred
  // type as an assignment would; errors: 42P02 no such parameter, 22P02 /
  // 22003 when the value does not convert.
  absl::Status Bind(int index, const Value& value);
  absl::Status Bind(int index, int64_t value);
  absl::Status Bind(int index, double value);
  absl::Status Bind(int index, std::string_view text);
  absl::Status Bind(int index, const char* text) {
    return Bind(index, std::string_view(text));
  }
  // Resets every parameter to unbound (NULL).
  void ClearBindings();

  // Runs the statement with the bound parameters (unbound ones are NULL).
  // The Result's storage is reused by a later Execute once the Result is
  // destroyed (it stays valid as long as it lives).
  absl::StatusOr<Result> Execute();
  // The same, stopped early as `options` say (see ExecuteOptions).
  absl::StatusOr<Result> Execute(const ExecuteOptions& options);

 private:
  friend class DatabaseImpl;
  PreparedStatement();
  absl::StatusOr<Result> Run();  // Execute without waiting for the disk
  std::unique_ptr<PreparedData> data_;
};

// A COPY ... FROM STDIN being fed its data in pieces, as a server receives
// it (Database::BeginCopyIn). Rows are parsed and checked as they arrive
// and inserted together by Finish, as one statement: until then the table
// is unchanged, and a copy that fails or is dropped unfinished leaves no
// trace. Must not outlive its Database. Not thread-safe.
class CopyIn {
 public:
  ~CopyIn();

  // The number of fields each row has.
  int column_count() const;

  // Feeds the next piece of the data; pieces may split rows anywhere.
  // Errors: the first bad row's (22P04 missing or extra data, 22P02,
  // 22003, 22001, ...), its message ending in "\nCONTEXT:  COPY t, line
  // n...". After an error the copy is over and every call returns it.
  absl::Status Write(std::string_view data);

  // The end of the data: inserts the rows, all or none. Returns the
  // "COPY n" result. Errors: Write's, a constraint a row breaks (23505,
  // 23502) with the row's line, 42P01 if the table was dropped meanwhile.
  absl::StatusOr<Result> Finish();
  // The same, stopped early as `options` say (57014, and the table is
  // unchanged), and reached by pg_cancel_backend meanwhile.
  absl::StatusOr<Result> Finish(const ExecuteOptions& options);

 private:
  friend class DatabaseImpl;
  CopyIn();
  std::unique_ptr<CopyInData> data_;
};

enum CompareOp { Eq, Ne, Lt, Le, Gt, Ge };
enum SortOrder { Asc, Desc };

// Builds a SELECT on one table without writing SQL. It produces the same AST
// the SQL parser does, so the plan and the results are those of the
// equivalent SQL. Obtained from Database::Query; must not outlive it.
//
//   db->Query("items").Where("year", kite::Gt, 2010).Sort("year", kite::Desc)
//       .Limit(10).Offset(20).WithTotal().Execute();
class Query {
 public:
  Query(Query&&) noexcept;
  ~Query();

  // Output columns (default: all).
  Query& Select(std::vector<std::string> columns);
  // Adds `column op value`, AND-ed with the other conditions.
  Query& Where(std::string_view column, CompareOp op, Value value);
  Query& Where(std::string_view column, CompareOp op, int64_t value);
  Query& Where(std::string_view column, CompareOp op, int value) {
    return Where(column, op, static_cast<int64_t>(value));
  }
  Query& Where(std::string_view column, CompareOp op, double value);
  Query& Where(std::string_view column, CompareOp op, std::string_view value);
  Query& Where(std::string_view column, CompareOp op, const char* value) {
    return Where(column, op, std::string_view(value));
  }
  // Adds a sort key after the ones already given.
  Query& Sort(std::string_view column, SortOrder order = Asc);
  Query& Limit(int64_t n);
  Query& Offset(int64_t n);
  // Makes Result::total() report the rows matched before Limit/Offset.
  Query& WithTotal();

  // The SQL equivalent of the query, for logs and EXPLAIN.
  std::string ToSql() const;

  // Plans and runs the query. Errors as Database::Execute.
  absl::StatusOr<Result> Execute();

 private:
  friend class Database;
  Query(DatabaseImpl* db, std::string table);
  DatabaseImpl* db_;
  std::shared_ptr<ast::SelectStmt> select_;
  std::string table_;
};

// Who runs a statement: what current_user, session_user,
// current_database() and pg_backend_pid() return and the database the
// catalog views name (information_schema's table_catalog). Statements run
// without one (the embedded API's default) run as user "kite" in database
// "kite".
struct SessionInfo {
  std::string user = "kite";
  std::string database = "kite";
  int32_t backend_pid = 0;
  // What pg_stat_activity shows of the client: its application_name, and
  // its address and port (empty and -1 over a Unix socket or embedded).
  std::string application_name;
  std::string client_addr;
  int32_t client_port = -1;
};

// A role made by CREATE USER or CREATE ROLE, as a server authenticates it.
struct RoleInfo {
  std::string name;
  // The SCRAM-SHA-256 verifier in PostgreSQL's text form
  // ("SCRAM-SHA-256$4096:salt$StoredKey:ServerKey"); empty: no password.
  std::string password_verifier;
  bool login = false;  // LOGIN: may connect (CREATE USER's default)
  bool superuser = false;
};

// One client's connection to a database: it runs statements as Database
// does, and keeps a transaction block open across them. In a block (BEGIN
// ... COMMIT or ROLLBACK) the statements' changes are seen by nobody else
// until COMMIT, and ROLLBACK undoes them all; the tables a block read or
// wrote stay locked (shared, or exclusive when written) until it ends, so
// blocks are serializable. A wait that would deadlock fails with 40P01. A
// failed statement fails its block: the others then fail with 25P02 until
// ROLLBACK (or COMMIT, which rolls back).
//
// DDL in a block (CREATE/DROP TABLE, CREATE/DROP INDEX) is rolled back too,
// but other sessions see the catalog change before COMMIT (they wait on the
// table's lock to use it). SET and role statements are not undone.
//
// Obtained from Database::Connect; must not outlive it. Not thread-safe:
// one caller at a time (any thread). Destroying it rolls back an open
// block.
class Session {
 public:
  ~Session();

  // As Database::Execute, in this session (BEGIN, COMMIT and ROLLBACK
  // included).
  absl::StatusOr<Result> Execute(std::string_view sql);
  absl::StatusOr<Result> Execute(std::string_view sql,
                                 absl::Span<const Value> params,
                                 const ExecuteOptions& options = {});
  // As Database::Prepare; the statement runs in this session (in its open
  // block, if any). It must not outlive the session.
  absl::StatusOr<std::unique_ptr<PreparedStatement>> Prepare(
      std::string_view sql);

  TransactionStatus transaction_status() const;

  // As Database::BeginCopyIn and CopyOut, in this session: the rows go in
  // (or are read) in its block, if one is open, for its user.
  absl::StatusOr<std::unique_ptr<CopyIn>> BeginCopyIn(std::string_view sql);
  absl::StatusOr<Result> CopyOut(
      std::string_view sql, const std::function<void(int columns)>& start,
      const std::function<void(std::string_view row)>& row);

  // An error the caller reported for this session's work itself (a server
  // refusing a message, a missing cursor) fails its open block, as a failed
  // statement does: PostgreSQL aborts the transaction on every error.
  // Nothing happens outside a block.
  void FailBlock();

  // Who runs the session's statements from now on (a server sets it once
  // the client has said who it is, and again when its application_name
  // changes).
  void SetInfo(const SessionInfo& info);

  // Called by pg_terminate_backend from another session, on that
  // session's thread, after the statement running here (if any) has been
  // told to stop with 57P01: a server closes the connection (at once when
  // idle). Without one, the session's next statement fails with 57P01.
  void SetTerminateHandler(std::function<void()> handler);

 private:
  friend class Database;
  explicit Session(std::unique_ptr<SessionImpl> impl);
  std::unique_ptr<SessionImpl> impl_;
};

// How far the load of a database from disk has come (OpenOptions).
struct LoadProgress {
  int64_t rows = 0;         // rows loaded so far
  int64_t bytes = 0;        // their bytes on disk (before decompression)
  int64_t total_bytes = 0;  // an estimate of all the rows' bytes on disk
  bool done = false;        // the last call: everything is loaded
};

struct OpenOptions {
  // When set, called every few hundred thousand rows while a database on
  // disk loads, and once when it is loaded (from the opening thread).
  std::function<void(const LoadProgress&)> progress;
  // The default of statement_mem, in bytes: what one statement may hold
  // (sorts, hash tables, buffered rows, its Result) before it fails with
  // 53200 "out of memory". 0: a quarter of the machine's memory.
  int64_t statement_mem = 0;
  // When above 0: a limit on the whole process's memory, in bytes. New
  // statements are refused with 53200 while the process holds more, and a
  // statement whose buffers would take it past the limit fails. It is the
  // process's, not one database's: the last Open that sets it wins.
  int64_t max_memory = 0;
};

// A database, in memory or kept on disk (Open with a directory). All
// methods are thread-safe: statements on different tables run in parallel,
// readers of one table share it, writers take it exclusively. A statement
// run here is a transaction of its own; for transaction blocks, use a
// Session (Connect).
//
// On disk, everything is kept: tables, rows, indexes, roles and the
// engine's settings (SET jit, durability, ...). A commit (a statement, or
// a block's COMMIT) is on disk before it returns (SET durability = sync,
// the default); with SET durability = async it returns at once and reaches
// the disk within about 100 ms, so a crash loses at most the commits of
// the last 100 ms (never part of one).
class Database {
 public:
  // Opens a database: an empty path (the default) is one in memory; else
  // the directory `path` holds it (created if missing), and everything it
  // holds is loaded into memory first. Errors: FailedPrecondition when
  // another process has the directory open; DataLoss when its files are
  // damaged (the message names what, and Repair may recover the rest);
  // Unavailable for other I/O errors.
  static absl::StatusOr<std::unique_ptr<Database>> Open(
      std::string_view path = "", const OpenOptions& options = {});
  // Rebuilds the damaged database in directory `path` from what its files
  // still hold, then checks that it opens; rows in unreadable parts of the
  // files are lost. The database must not be open.
  static absl::Status Repair(std::string_view path);
  ~Database();

  // Runs one or more ';'-separated statements and returns the last one's
  // result. Stops at the first error, which is returned; earlier statements
  // stay applied; the failed statement left no trace. A text of one
  // statement is planned once and its plan cached (keyed by the text with
  // comments dropped and whitespace collapsed; literals are part of it), so
  // repeating a text skips parsing and planning.
  absl::StatusOr<Result> Execute(std::string_view sql);
  // Runs one statement with $1..$n bound to `params`.
  absl::StatusOr<Result> Execute(std::string_view sql,
                                 absl::Span<const Value> params);
  // Either, stopped early as `options` say (see ExecuteOptions); `params`
  // may be empty.
  absl::StatusOr<Result> Execute(std::string_view sql,
                                 absl::Span<const Value> params,
                                 const ExecuteOptions& options);
  // As above, for `session` (a server's connection).
  absl::StatusOr<Result> Execute(std::string_view sql,
                                 absl::Span<const Value> params,
                                 const SessionInfo& session);

  // Parses and binds one statement for repeated execution. The statement
  // is re-planned automatically when the catalog changes (tables created or
  // dropped, indexes, statistics).
  absl::StatusOr<std::unique_ptr<PreparedStatement>> Prepare(
      std::string_view sql);
  // As above; every execution runs for `session`.
  absl::StatusOr<std::unique_ptr<PreparedStatement>> Prepare(
      std::string_view sql, const SessionInfo& session);

  // Starts `sql`, one COPY ... FROM STDIN, whose data the caller then
  // feeds to the CopyIn. Errors: 42601 when `sql` is not such a COPY;
  // 42P01, 42703, 42809, 22023, 0A000 (binary format) as for a file.
  absl::StatusOr<std::unique_ptr<CopyIn>> BeginCopyIn(std::string_view sql);

  // Runs `sql`, one COPY ... TO STDOUT, for `session`: calls `start` with
  // the number of columns once the statement is planned, then `row` with
  // each line of the output (ending in a newline; the header first with
  // HEADER), and returns the "COPY n" result. Errors: 42601 when `sql` is
  // not such a COPY; the query's (before or after `start`).
  absl::StatusOr<Result> CopyOut(
      std::string_view sql, const SessionInfo& session,
      const std::function<void(int columns)>& start,
      const std::function<void(std::string_view row)>& row);

  // A session for one client (see Session), running as `info` says.
  std::unique_ptr<Session> Connect(const SessionInfo& info = {});

  // Starts a query on `table` (see Query).
  kite::Query Query(std::string_view table);

  // Names of the tables, sorted.
  std::vector<std::string> TableNames() const;

  // The role `name` (as stored: lower-cased unless it was quoted), if any.
  std::optional<RoleInfo> FindRole(std::string_view name) const;
  // Whether any role has a password.
  bool AnyRoleHasPassword() const;
  // Every role, sorted by name.
  std::vector<RoleInfo> Roles() const;

 private:
  Database();
  std::unique_ptr<DatabaseImpl> impl_;
};

// For servers: while it lives, the public calls made on the creating
// thread return without waiting for their commits to reach the disk
// (durability sync), so that the thread can serve other clients meanwhile;
// the caller must not report success before Finish's `done` says so.
// Rows a deferred commit wrote are visible to other sessions at once, as
// they are between any commit and its fsync.
class DeferredCommits {
 public:
  DeferredCommits();
  // Waits for the commits if Finish was not called.
  ~DeferredCommits();
  DeferredCommits(const DeferredCommits&) = delete;
  DeferredCommits& operator=(const DeferredCommits&) = delete;

  // Stops deferring. `done` runs once every commit made meanwhile is on
  // disk, with OK or the error of the failed write: at once on this thread
  // when nothing waits, else on the database's writer thread (so it must
  // only hand work on, not block).
  void Finish(std::function<void(absl::Status)> done);
  // Stops deferring when nothing waits (no commit was made meanwhile, or
  // an outer DeferredCommits takes them): true, and Finish must not be
  // called. False: nothing changed; call Finish. For a caller whose
  // `done` is costly to make (a read's answer needs no callback).
  bool TryFinish();

 private:
  bool finished_ = false;
};

}  // namespace kite

#endif  // KITE_KITE_H_
