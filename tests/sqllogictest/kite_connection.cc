// The Connection that runs test files on kite::Database.
#include <memory>
#include <string_view>
#include <utility>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "kite/kite.h"
#include "slt_connection.h"

namespace kite::slt {
namespace {

// Boxes one cell of `result` for printing.
Cell ReadCell(const Result& result, size_t row, int col) {
  Cell cell;
  if (result.IsNull(row, col)) return cell;
  Type type = result.column_type(col);
  cell.text = result.GetString(row, col);
  switch (type.id) {
    case TypeId::kBoolean:
      cell.kind = Cell::Kind::kBoolean;
      cell.integer = result.GetBool(row, col) ? 1 : 0;
      break;
    case TypeId::kInteger:
    case TypeId::kBigint:
      cell.kind = Cell::Kind::kInteger;
      cell.integer = result.GetInt64(row, col);
      break;
    case TypeId::kNumeric:
      cell.kind = Cell::Kind::kNumeric;
      cell.integer = result.GetInt64(row, col);
      cell.scale = type.scale;
      break;
    case TypeId::kDouble:
      cell.kind = Cell::Kind::kDouble;
      cell.real = result.GetDouble(row, col);
      break;
    default:
      cell.kind = Cell::Kind::kText;
      break;
  }
  return cell;
}

class KiteConnection : public Connection {
 public:
  // One session, as a client connection has: a transaction block spans
  // records.
  explicit KiteConnection(std::unique_ptr<Database> db)
      : db_(std::move(db)), session_(db_->Connect()) {}

  absl::StatusOr<QueryOutput> Run(absl::string_view sql) override {
    absl::StatusOr<Result> result =
        session_->Execute(std::string_view(sql.data(), sql.size()));
    if (!result.ok()) return result.status();
    QueryOutput out;
    out.columns = result->column_count();
    out.cells.reserve(result->row_count() * out.columns);
    for (size_t row = 0; row < result->row_count(); ++row) {
      for (int col = 0; col < out.columns; ++col) {
        out.cells.push_back(ReadCell(*result, row, col));
      }
    }
    return out;
  }

 private:
  std::unique_ptr<Database> db_;
  std::unique_ptr<Session> session_;  // declared after db_: goes first
};

}  // namespace

absl::StatusOr<std::unique_ptr<Connection>> OpenKiteConnection() {
  absl::StatusOr<std::unique_ptr<Database>> db = Database::Open();
  if (!db.ok()) return db.status();
  return std::make_unique<KiteConnection>(std::move(*db));
}

}  // namespace kite::slt
