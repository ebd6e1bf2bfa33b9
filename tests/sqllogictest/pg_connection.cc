// The Connection that runs test files over the PostgreSQL wire protocol
// (libpq): against kited, or against PostgreSQL itself.
#include <libpq-fe.h>

#include <cerrno>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "kite/status.h"
#include "slt_connection.h"

namespace kite::slt {
namespace {

// PostgreSQL type oids the cells are read by (pg_type.dat).
constexpr Oid kBoolOid = 16;
constexpr Oid kInt8Oid = 20;
constexpr Oid kInt2Oid = 21;
constexpr Oid kInt4Oid = 23;
constexpr Oid kFloat4Oid = 700;
constexpr Oid kFloat8Oid = 701;
constexpr Oid kNumericOid = 1700;

struct ResultDeleter {
  void operator()(PGresult* r) const { PQclear(r); }
};
using ResultPtr = std::unique_ptr<PGresult, ResultDeleter>;

struct ConnDeleter {
  void operator()(PGconn* c) const { PQfinish(c); }
};
using ConnPtr = std::unique_ptr<PGconn, ConnDeleter>;

// A numeric's text ("-12.340") as a scaled integer; false when it does not
// fit in 64 bits (PostgreSQL's numerics can be wider than Kite's).
bool ParseNumeric(const std::string& text, int64_t* scaled, int* scale) {
  const size_t point = text.find('.');
  std::string digits = text;
  *scale = 0;
  if (point != std::string::npos) {
    *scale = static_cast<int>(text.size() - point - 1);
    digits.erase(point, 1);
  }
  if (digits.empty() || digits == "-") return false;
  errno = 0;
  char* end = nullptr;
  *scaled = std::strtoll(digits.c_str(), &end, 10);
  return errno == 0 && end != nullptr && *end == '\0';
}

// Cell (row, col) of `result`, typed by the column's type oid.
Cell ReadCell(const PGresult* result, int row, int col) {
  Cell cell;
  if (PQgetisnull(result, row, col)) return cell;
  cell.text.assign(PQgetvalue(result, row, col), PQgetlength(result, row, col));
  switch (PQftype(result, col)) {
    case kBoolOid:
      cell.kind = Cell::Kind::kBoolean;
      cell.integer = cell.text == "t" ? 1 : 0;
      break;
    case kInt2Oid:
    case kInt4Oid:
    case kInt8Oid:
      cell.kind = Cell::Kind::kInteger;
      cell.integer = std::strtoll(cell.text.c_str(), nullptr, 10);
      break;
    case kFloat4Oid:
    case kFloat8Oid:
      cell.kind = Cell::Kind::kDouble;
      cell.real = std::strtod(cell.text.c_str(), nullptr);
      break;
    case kNumericOid:
      // NaN or too wide: printed from the text, which FormatCell reads as
      // a number where the column type asks for one.
      cell.kind = ParseNumeric(cell.text, &cell.integer, &cell.scale)
                      ? Cell::Kind::kNumeric
                      : Cell::Kind::kText;
      break;
    default:
      cell.kind = Cell::Kind::kText;
      break;
  }
  return cell;
}

// The error of a failed `result` (or of the connection when there is no
// result) with its SQLSTATE.
absl::Status ErrorOf(PGconn* conn, const PGresult* result) {
  const char* state = result != nullptr
                          ? PQresultErrorField(result, PG_DIAG_SQLSTATE)
                          : nullptr;
  const char* message =
      result != nullptr ? PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY)
                        : nullptr;
  std::string text = message != nullptr ? message : PQerrorMessage(conn);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  // As Kite's embedded errors carry it, for records that expect the detail.
  const char* detail = result != nullptr
                           ? PQresultErrorField(result, PG_DIAG_MESSAGE_DETAIL)
                           : nullptr;
  if (detail != nullptr) absl::StrAppend(&text, "\nDETAIL:  ", detail);
  // 08006: connection failure, when the server sent no SQLSTATE.
  return SqlError(state != nullptr ? state : "08006", std::move(text));
}

class PgConnection : public Connection {
 public:
  explicit PgConnection(ConnPtr conn) : conn_(std::move(conn)) {}

  absl::StatusOr<QueryOutput> Run(absl::string_view sql) override {
    // PQexec sends one simple Query message and keeps the last result.
    ResultPtr result(PQexec(conn_.get(), std::string(sql).c_str()));
    const ExecStatusType status =
        result != nullptr ? PQresultStatus(result.get()) : PGRES_FATAL_ERROR;
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK &&
        status != PGRES_EMPTY_QUERY) {
      return ErrorOf(conn_.get(), result.get());
    }
    QueryOutput out;
    if (status != PGRES_TUPLES_OK) return out;
    out.columns = PQnfields(result.get());
    const int rows = PQntuples(result.get());
    out.cells.reserve(static_cast<size_t>(rows) * out.columns);
    for (int row = 0; row < rows; ++row) {
      for (int col = 0; col < out.columns; ++col) {
        out.cells.push_back(ReadCell(result.get(), row, col));
      }
    }
    return out;
  }

 private:
  ConnPtr conn_;
};

// Drops every table of schema public, so that each file starts on an empty
// database as it does embedded.
absl::Status DropTables(Connection& connection) {
  absl::StatusOr<QueryOutput> tables = connection.Run(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = "
      "'public' AND table_type = 'BASE TABLE'");
  if (!tables.ok()) {
    // A kited without information_schema lists its tables in kite_tables.
    absl::StatusOr<QueryOutput> kite =
        connection.Run("SELECT table_name FROM kite_tables");
    if (!kite.ok()) return tables.status();
    tables = std::move(kite);
  }
  for (const Cell& name : tables->cells) {
    std::string quoted = "\"";
    for (char c : name.text) {
      quoted += c;
      if (c == '"') quoted += '"';
    }
    quoted += '"';
    absl::StatusOr<QueryOutput> dropped =
        connection.Run(absl::StrCat("DROP TABLE IF EXISTS ", quoted));
    if (!dropped.ok()) return dropped.status();
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::unique_ptr<Connection>> OpenPgConnection(
    const std::string& conninfo) {
  ConnPtr conn(PQconnectdb(conninfo.c_str()));
  if (conn == nullptr || PQstatus(conn.get()) != CONNECTION_OK) {
    return ErrorOf(conn.get(), nullptr);
  }
  auto connection = std::make_unique<PgConnection>(std::move(conn));
  if (absl::Status dropped = DropTables(*connection); !dropped.ok()) {
    return dropped;
  }
  return connection;
}

}  // namespace kite::slt
