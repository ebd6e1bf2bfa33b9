// The benchmark's SQLite side: an in-memory database, prepared statements.
#include <sqlite3.h>

#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "bench/bench_target.h"

namespace kite::bench {
namespace {

class SqliteTarget : public BenchTarget {
 public:
  ~SqliteTarget() override {
    for (sqlite3_stmt* s : statements_) sqlite3_finalize(s);
    if (db_ != nullptr) sqlite3_close(db_);
  }

  std::string name() const override { return "SQLite"; }

  absl::Status Load(int64_t rows) override {
    if (sqlite3_open(":memory:", &db_) != SQLITE_OK) return Error("open");
    // INTEGER PRIMARY KEY makes id the rowid: SQLite's primary key index.
    if (absl::Status s =
            Exec("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT, "
                 "year INTEGER, description TEXT)");
        !s.ok()) {
      return s;
    }
    if (absl::Status s = Exec("BEGIN"); !s.ok()) return s;
    sqlite3_stmt* insert = nullptr;
    if (sqlite3_prepare_v2(db_, "INSERT INTO items VALUES (?1, ?2, ?3, ?4)", -1,
                           &insert, nullptr) != SQLITE_OK) {
      return Error("prepare insert");
    }
    ItemsGenerator generator;
    for (int64_t i = 0; i < rows; ++i) {
      Item item = generator.Next();
      sqlite3_bind_int64(insert, 1, item.id);
      sqlite3_bind_text(insert, 2, item.name.data(), item.name.size(),
                        SQLITE_TRANSIENT);
      sqlite3_bind_int64(insert, 3, item.year);
      sqlite3_bind_text(insert, 4, item.description.data(),
                        item.description.size(), SQLITE_TRANSIENT);
      if (sqlite3_step(insert) != SQLITE_DONE) {
        sqlite3_finalize(insert);
        return Error("insert");
      }
      sqlite3_reset(insert);
    }
    sqlite3_finalize(insert);
    return Exec("COMMIT");
  }

  absl::Status Prepare() override {
    for (Workload w : kWorkloads) {
      sqlite3_stmt* statement = nullptr;
      if (sqlite3_prepare_v2(db_, WorkloadSql(w), -1, &statement, nullptr) !=
          SQLITE_OK) {
        return Error(WorkloadName(w));
      }
      statements_[static_cast<int>(w)] = statement;
    }
    return absl::OkStatus();
  }

  absl::StatusOr<int64_t> Run(Workload workload,
                              const ItemParams& params) override {
    sqlite3_stmt* s = statements_[static_cast<int>(workload)];
    sqlite3_reset(s);
    switch (workload) {
      case Workload::kById:
        sqlite3_bind_int64(s, 1, params.id);
        break;
      case Workload::kOneCond:
        break;
      case Workload::kTwoCond:
        sqlite3_bind_text(s, 1, params.name.data(), params.name.size(),
                          SQLITE_STATIC);
        break;
      case Workload::kUpdate:
        sqlite3_bind_int64(s, 1, params.year);
        sqlite3_bind_text(s, 2, params.name.data(), params.name.size(),
                          SQLITE_STATIC);
        sqlite3_bind_int64(s, 3, params.id);
        break;
    }
    int64_t checksum = 0;
    int rc;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
      checksum += sqlite3_column_int64(s, 0) + sqlite3_column_int64(s, 2);
      sqlite3_column_text(s, 1);
      checksum += sqlite3_column_bytes(s, 1);
      sqlite3_column_text(s, 3);
      checksum += sqlite3_column_bytes(s, 3);
    }
    if (rc != SQLITE_DONE) return Error(WorkloadName(workload));
    if (workload == Workload::kUpdate) return sqlite3_changes(db_);
    return checksum;
  }

 private:
  absl::Status Exec(const char* sql) {
    return sqlite3_exec(db_, sql, nullptr, nullptr, nullptr) == SQLITE_OK
               ? absl::OkStatus()
               : Error(sql);
  }
  absl::Status Error(const char* what) {
    return absl::InternalError(absl::StrCat(
        "sqlite: ", what, ": ", db_ ? sqlite3_errmsg(db_) : "no database"));
  }

  sqlite3* db_ = nullptr;
  sqlite3_stmt* statements_[4] = {nullptr, nullptr, nullptr, nullptr};
};

}  // namespace

std::unique_ptr<BenchTarget> MakeSqliteTarget() {
  return std::make_unique<SqliteTarget>();
}

}  // namespace kite::bench
