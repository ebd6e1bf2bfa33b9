// The benchmark's SQLite side: an in-memory database, prepared statements.
#include <sqlite3.h>

#include <iterator>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bench/bench_target.h"

namespace kite::bench {
namespace {

class SqliteTarget : public BenchTarget {
 public:
  ~SqliteTarget() override { Close(); }

  std::string name() const override { return "SQLite"; }

  absl::Status Reset() override {
    Close();
    if (sqlite3_open(":memory:", &db_) != SQLITE_OK) return Error("open");
    // Sorts (ORDER BY, count(*) OVER (), CREATE INDEX) would otherwise
    // spill to temporary files.
    if (absl::Status s = Exec("PRAGMA temp_store = MEMORY"); !s.ok()) return s;
    // INTEGER PRIMARY KEY makes id the rowid: SQLite's primary key index.
    return Exec(
        "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT, "
        "year INTEGER, description TEXT); "
        "CREATE TABLE joined_items (id INTEGER PRIMARY KEY, price INTEGER, "
        "stock INTEGER, category TEXT)");
  }

  absl::Status CreateIndex(const SecondaryIndex& index) override {
    return Exec(absl::StrCat("CREATE INDEX ", index.name, " ON items (",
                             index.columns, ")"));
  }

  // The rows are inserted in one transaction: SQLite's fastest way to load
  // (each statement on its own would be a transaction).
  absl::Status Insert(const char* table, size_t count,
                      absl::FunctionRef<Params(size_t)> row) override {
    if (absl::Status s = Exec("BEGIN"); !s.ok()) return s;
    const std::string sql =
        absl::StrCat("INSERT INTO ", table, " VALUES (?1, ?2, ?3, ?4)");
    sqlite3_stmt* insert = nullptr;
    if (sqlite3_prepare_v2(db_, sql.c_str(), -1, &insert, nullptr) !=
        SQLITE_OK) {
      return Error(sql.c_str());
    }
    for (size_t i = 0; i < count; ++i) {
      Bind(insert, row(i));
      if (sqlite3_step(insert) != SQLITE_DONE) {
        sqlite3_finalize(insert);
        return Error(sql.c_str());
      }
      sqlite3_reset(insert);
    }
    sqlite3_finalize(insert);
    return Exec("COMMIT");
  }

  // SQLite maintains its indexes in the statement and reports no sizes.
  absl::StatusOr<std::vector<IndexMemory>> SettleIndexes() override {
    return std::vector<IndexMemory>();
  }

  absl::Status Prepare() override {
    FinalizeStatements();
    statements_.resize(std::size(kWorkloads), nullptr);
    for (Workload w : kWorkloads) {
      if (sqlite3_prepare_v2(db_, WorkloadSql(w), -1,
                             &statements_[static_cast<int>(w)],
                             nullptr) != SQLITE_OK) {
        return Error(WorkloadName(w));
      }
    }
    return absl::OkStatus();
  }

  std::vector<std::string> modes() const override { return {""}; }
  absl::Status SetMode(const std::string&) override { return absl::OkStatus(); }

  absl::StatusOr<int64_t> Run(Workload workload,
                              absl::Span<const ItemParams> params,
                              Answer* answer) override {
    sqlite3_stmt* s = statements_[static_cast<int>(workload)];
    sqlite3_reset(s);
    Bind(s, WorkloadParams(workload, params));
    const int columns = sqlite3_column_count(s);
    int64_t checksum = 0;
    int rc;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
      for (int c = 0; c < columns; ++c) {
        if (sqlite3_column_type(s, c) == SQLITE_TEXT) {
          sqlite3_column_text(s, c);
          checksum += sqlite3_column_bytes(s, c);
        } else {
          checksum += sqlite3_column_int64(s, c);
        }
      }
      if (answer != nullptr) {
        std::vector<std::string>& row = answer->rows.emplace_back();
        for (int c = 0; c < columns; ++c) {
          const unsigned char* text = sqlite3_column_text(s, c);
          row.emplace_back(
              text == nullptr ? "" : reinterpret_cast<const char*>(text));
        }
      }
    }
    if (rc != SQLITE_DONE) return Error(WorkloadName(workload));
    if (workload == Workload::kUpdate) {
      if (answer != nullptr) answer->rows_affected = sqlite3_changes(db_);
      return sqlite3_changes(db_);
    }
    return checksum;
  }

 private:
  // Binds ?1, ?2, ... to `values` (texts without copying them).
  static void Bind(sqlite3_stmt* statement, const Params& values) {
    for (size_t i = 0; i < values.size(); ++i) {
      const int index = static_cast<int>(i + 1);
      if (const int64_t* n = std::get_if<int64_t>(&values[i])) {
        sqlite3_bind_int64(statement, index, *n);
      } else {
        const std::string_view text = std::get<std::string_view>(values[i]);
        sqlite3_bind_text(statement, index, text.data(), text.size(),
                          SQLITE_STATIC);
      }
    }
  }

  absl::Status Exec(const std::string& sql) {
    return sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, nullptr) ==
                   SQLITE_OK
               ? absl::OkStatus()
               : Error(sql.c_str());
  }
  absl::Status Error(const char* what) {
    return absl::InternalError(absl::StrCat(
        "sqlite: ", what, ": ", db_ ? sqlite3_errmsg(db_) : "no database"));
  }
  void FinalizeStatements() {
    for (sqlite3_stmt* s : statements_) sqlite3_finalize(s);
    statements_.clear();
  }
  void Close() {
    FinalizeStatements();
    if (db_ != nullptr) sqlite3_close(db_);
    db_ = nullptr;
  }

  sqlite3* db_ = nullptr;
  // Indexed by Workload.
  std::vector<sqlite3_stmt*> statements_;
};

}  // namespace

std::unique_ptr<BenchTarget> MakeSqliteTarget() {
  return std::make_unique<SqliteTarget>();
}

}  // namespace kite::bench
