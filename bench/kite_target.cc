// The benchmark's Kite side: the public C++ API with prepared statements.
#include <iterator>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bench/bench_target.h"
#include "kite/kite.h"

namespace kite::bench {
namespace {

class KiteTarget : public BenchTarget {
 public:
  std::string name() const override { return "Kite"; }

  absl::Status Reset() override {
    statements_.clear();
    db_.reset();
    absl::StatusOr<std::unique_ptr<Database>> db = Database::Open();
    if (!db.ok()) return db.status();
    db_ = std::move(*db);
    mode_.clear();
    return Execute(
        "CREATE TABLE items (id INT PRIMARY KEY, name TEXT, year INT, "
        "description TEXT); "
        "CREATE TABLE joined_items (id INT PRIMARY KEY, price INT, stock INT, "
        "category TEXT)");
  }

  absl::Status CreateIndex(const SecondaryIndex& index) override {
    return Execute(absl::StrCat("CREATE INDEX ", index.name, " ON items USING ",
                                index.method, " (", index.columns, ")"));
  }

  absl::Status Insert(const char* table, size_t count,
                      absl::FunctionRef<Params(size_t)> row) override {
    // In one transaction block, as SQLite's inserts.
    std::unique_ptr<Session> session = db_->Connect();
    absl::StatusOr<std::unique_ptr<PreparedStatement>> insert =
        session->Prepare(
            absl::StrCat("INSERT INTO ", table, " VALUES ($1, $2, $3, $4)"));
    if (!insert.ok()) return insert.status();
    if (absl::StatusOr<Result> r = session->Execute("BEGIN"); !r.ok()) {
      return r.status();
    }
    for (size_t i = 0; i < count; ++i) {
      if (absl::Status s = Bind(**insert, row(i)); !s.ok()) return s;
      if (absl::StatusOr<Result> r = (*insert)->Execute(); !r.ok()) {
        return r.status();
      }
    }
    return session->Execute("COMMIT").status();
  }

  absl::StatusOr<std::vector<IndexMemory>> SettleIndexes() override {
    // Reading the view catches every index of the table up.
    absl::StatusOr<Result> view = db_->Execute(
        "SELECT index_name, entries, bytes FROM kite_indexes "
        "WHERE table_name = 'items'");
    if (!view.ok()) return view.status();
    std::vector<IndexMemory> indexes;
    for (size_t r = 0; r < view->row_count(); ++r) {
      const int64_t entries = view->GetInt64(r, 1);
      indexes.push_back(
          {.name = std::string(view->GetText(r, 0)),
           .entries = entries,
           .bytes_per_entry =
               entries == 0
                   ? 0.0
                   : static_cast<double>(view->GetInt64(r, 2)) / entries});
    }
    return indexes;
  }

  absl::Status Prepare() override {
    statements_.clear();
    statements_.resize(std::size(kWorkloads));
    for (Workload w : kWorkloads) {
      absl::StatusOr<std::unique_ptr<PreparedStatement>> statement =
          db_->Prepare(WorkloadSql(w));
      if (!statement.ok()) return statement.status();
      statements_[static_cast<int>(w)] = std::move(*statement);
    }
    return absl::OkStatus();
  }

  std::vector<std::string> modes() const override { return {"off", "on"}; }

  absl::Status SetMode(const std::string& mode) override {
    // The setting is per database and applies to prepared statements too.
    if (mode == mode_) return absl::OkStatus();
    mode_ = mode;
    return Execute("SET jit = " + mode);
  }

  absl::StatusOr<int64_t> Run(Workload workload,
                              absl::Span<const ItemParams> params,
                              Answer* answer) override {
    PreparedStatement& s = *statements_[static_cast<int>(workload)];
    if (absl::Status bound = Bind(s, WorkloadParams(workload, params));
        !bound.ok()) {
      return bound;
    }
    absl::StatusOr<Result> executed = s.Execute();
    if (!executed.ok()) return executed.status();
    const Result& result = *executed;
    if (workload == Workload::kUpdate) {
      if (answer != nullptr) answer->rows_affected = result.rows_affected();
      return result.rows_affected();
    }
    // Read every cell through the typed accessors, as a client would. The
    // column types are looked at once a result, into a buffer kept between
    // calls: the loop costs the accessors, not the harness.
    const int columns = result.column_count();
    is_text_.resize(columns);
    for (int c = 0; c < columns; ++c) {
      is_text_[c] = result.column_type(c).id == TypeId::kText;
    }
    int64_t checksum = 0;
    for (size_t r = 0; r < result.row_count(); ++r) {
      for (int c = 0; c < columns; ++c) {
        checksum +=
            is_text_[c] ? result.GetText(r, c).size() : result.GetInt64(r, c);
      }
      if (answer != nullptr) {
        std::vector<std::string>& row = answer->rows.emplace_back();
        for (int c = 0; c < columns; ++c) {
          row.push_back(result.GetString(r, c));
        }
      }
    }
    return checksum;
  }

 private:
  // Binds $1, $2, ... to `values`.
  static absl::Status Bind(PreparedStatement& statement, const Params& values) {
    for (size_t i = 0; i < values.size(); ++i) {
      absl::Status bound = std::visit(
          [&](auto value) {
            return statement.Bind(static_cast<int>(i + 1), value);
          },
          values[i]);
      if (!bound.ok()) return bound;
    }
    return absl::OkStatus();
  }

  absl::Status Execute(const std::string& sql) {
    absl::StatusOr<Result> result = db_->Execute(sql);
    return result.status();
  }

  std::unique_ptr<Database> db_;
  std::string mode_;  // the jit setting last set; empty: the default
  // Indexed by Workload.
  std::vector<std::unique_ptr<PreparedStatement>> statements_;
  std::vector<char> is_text_;  // Run's, per column of the last result
};

}  // namespace

std::unique_ptr<BenchTarget> MakeKiteTarget() {
  return std::make_unique<KiteTarget>();
}

}  // namespace kite::bench
