// The benchmark's Kite side: the public C++ API with prepared statements.
#include <memory>
#include <string>
#include <utility>

#include "bench/bench_target.h"
#include "kite/kite.h"

namespace kite::bench {
namespace {

class KiteTarget : public BenchTarget {
 public:
  explicit KiteTarget(std::string jit_mode) : jit_mode_(std::move(jit_mode)) {}

  std::string name() const override { return "Kite jit=" + jit_mode_; }

  absl::Status Load(int64_t rows) override {
    absl::StatusOr<std::unique_ptr<Database>> db = Database::Open();
    if (!db.ok()) return db.status();
    db_ = std::move(*db);
    // The setting is per database, so each target keeps its own mode.
    absl::StatusOr<Result> set = db_->Execute("SET jit = " + jit_mode_);
    if (!set.ok()) return set.status();
    absl::StatusOr<Result> created = db_->Execute(
        "CREATE TABLE items (id INT PRIMARY KEY, name TEXT, year INT, "
        "description TEXT)");
    if (!created.ok()) return created.status();
    absl::StatusOr<std::unique_ptr<PreparedStatement>> insert =
        db_->Prepare("INSERT INTO items VALUES ($1, $2, $3, $4)");
    if (!insert.ok()) return insert.status();
    ItemsGenerator generator;
    for (int64_t i = 0; i < rows; ++i) {
      Item item = generator.Next();
      PreparedStatement& s = **insert;
      for (absl::Status status : {s.Bind(1, item.id), s.Bind(2, item.name),
                                  s.Bind(3, static_cast<int64_t>(item.year)),
                                  s.Bind(4, item.description)}) {
        if (!status.ok()) return status;
      }
      absl::StatusOr<Result> inserted = s.Execute();
      if (!inserted.ok()) return inserted.status();
    }
    return absl::OkStatus();
  }

  absl::Status Prepare() override {
    for (Workload w : kWorkloads) {
      absl::StatusOr<std::unique_ptr<PreparedStatement>> statement =
          db_->Prepare(WorkloadSql(w));
      if (!statement.ok()) return statement.status();
      statements_[static_cast<int>(w)] = std::move(*statement);
    }
    return absl::OkStatus();
  }

  absl::StatusOr<int64_t> Run(Workload workload,
                              const ItemParams& params) override {
    PreparedStatement& s = *statements_[static_cast<int>(workload)];
    absl::Status bound;
    switch (workload) {
      case Workload::kById:
        bound = s.Bind(1, params.id);
        break;
      case Workload::kOneCond:
        break;
      case Workload::kTwoCond:
        bound = s.Bind(1, params.name);
        break;
      case Workload::kUpdate:
        bound = s.Bind(1, static_cast<int64_t>(params.year));
        if (bound.ok()) bound = s.Bind(2, params.name);
        if (bound.ok()) bound = s.Bind(3, params.id);
        break;
    }
    if (!bound.ok()) return bound;
    absl::StatusOr<Result> result = s.Execute();
    if (!result.ok()) return result.status();
    if (workload == Workload::kUpdate) return result->rows_affected();
    // Read every cell through the typed accessors, as a client would.
    int64_t checksum = 0;
    for (size_t r = 0; r < result->row_count(); ++r) {
      checksum += result->GetInt64(r, 0) + result->GetInt64(r, 2);
      checksum += result->GetText(r, 1).size() + result->GetText(r, 3).size();
    }
    return checksum;
  }

 private:
  std::string jit_mode_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<PreparedStatement> statements_[4];
};

}  // namespace

std::unique_ptr<BenchTarget> MakeKiteTarget(std::string jit_mode) {
  return std::make_unique<KiteTarget>(std::move(jit_mode));
}

}  // namespace kite::bench
