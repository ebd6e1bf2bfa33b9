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
struct ResultData;
struct PreparedData;
struct CopyInData;
namespace ast {
struct SelectStmt;
}

// The rows and metadata a statement returned. Owns its data: it stays valid
// after the database changes or is closed. Movable, not copyable.
// Thread-compatible: const methods may be called from several threads.
class Result {
 public:
  Result();
  ~Result();
  Result(Result&&) noexcept;
  Result& operator=(Result&&) noexcept;

  int column_count() const;
  // Name and type of column `col` (0-based).
  const std::string& column_name(int col) const;
  Type column_type(int col) const;

  size_t row_count() const;

  // Cell accessors; row and col are 0-based and must be in range. The typed
  // getters require the column's type (checked only by assert):
  //   GetBool     boolean
  //   GetInt64    integer, bigint, date (days), timestamp (micros),
  //               numeric (the scaled integer)
  //   GetDouble   double precision; numeric and integers converted
  //   GetText     text: a view into the Result, valid while it lives
  bool IsNull(size_t row, int col) const;
  bool GetBool(size_t row, int col) const;
  int64_t GetInt64(size_t row, int col) const;
  double GetDouble(size_t row, int col) const;
  std::string_view GetText(size_t row, int col) const;
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
  // Gives the storage back to the prepared statement it came from, if any.
  void Release();
  std::unique_ptr<ResultData> data_;
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

 private:
  friend class DatabaseImpl;
  PreparedStatement();
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

// A database. In memory for now; Open(path) will persist to `path` once
// persistence lands. All methods are thread-safe: statements on different
// tables run in parallel, readers of one table share it, writers take it
// exclusively.
class Database {
 public:
  // Opens a database. An empty path (the default) is an in-memory database.
  static absl::StatusOr<std::unique_ptr<Database>> Open(
      std::string_view path = "");
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

}  // namespace kite

#endif  // KITE_KITE_H_
