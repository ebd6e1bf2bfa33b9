// kite::PreparedStatement: a statement bound once and run many times.
#include <cstdint>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/interrupt.h"
#include "durability/pending_commit.h"
#include "engine/database_impl.h"
#include "kite/kite.h"
#include "kite/status.h"

namespace kite {

PreparedStatement::PreparedStatement() = default;
PreparedStatement::~PreparedStatement() = default;

int PreparedStatement::parameter_count() const {
  return static_cast<int>(data_->param_types.size());
}

Type PreparedStatement::parameter_type(int index) const {
  if (index < 1 || index > parameter_count()) return Type::Null();
  return data_->param_types[index - 1];
}

int PreparedStatement::column_count() const {
  return static_cast<int>(data_->column_names.size());
}

const std::string& PreparedStatement::column_name(int col) const {
  return data_->column_names[col];
}

Type PreparedStatement::column_type(int col) const {
  return data_->column_types[col];
}

uint64_t PreparedStatement::columns_generation() const {
  return data_->columns_generation;
}

absl::Status PreparedStatement::Refresh() {
  DatabaseImpl* db = data_->db;
  if (data_->bound == nullptr ||
      db->catalog().version() == data_->catalog_version) {
    return absl::OkStatus();
  }
  return db->Rebind(data_.get());
}

absl::Status PreparedStatement::Bind(int index, const Value& value) {
  if (index < 1 || index > parameter_count()) {
    return SqlError(sqlstate::kUndefinedParameter,
                    absl::StrCat("there is no parameter $", index));
  }
  absl::StatusOr<Value> v =
      DatabaseImpl::ConvertParam(value, data_->param_types[index - 1], index);
  if (!v.ok()) return v.status();
  data_->params[index - 1] = *std::move(v);
  return absl::OkStatus();
}

absl::Status PreparedStatement::Bind(int index, int64_t value) {
  // The common cases without a cast: an integer for an integer parameter.
  if (index >= 1 && index <= parameter_count()) {
    const Type want = data_->param_types[index - 1];
    if (want.id == TypeId::kBigint ||
        (want.id == TypeId::kInteger && value >= INT32_MIN &&
         value <= INT32_MAX)) {
      // In place when the parameter already holds a value or NULL of that
      // type: assigning a new Value moved its string and shared_ptr over
      // too, and cost a point lookup 5-8% of its time (90 -> 83 ns).
      Value& p = data_->params[index - 1];
      if (p.type_ == want) {
        p.null_ = false;
        p.int_ = value;
      } else {
        p = Value::Int(want, value);
      }
      return absl::OkStatus();
    }
  }
  return Bind(index, Value::Bigint(value));
}

absl::Status PreparedStatement::Bind(int index, double value) {
  return Bind(index, Value::Double(value));
}

absl::Status PreparedStatement::Bind(int index, std::string_view text) {
  if (index >= 1 && index <= parameter_count() &&
      data_->param_types[index - 1].id == TypeId::kText) {
    // In place, as above: the text reuses the last one's buffer.
    Value& p = data_->params[index - 1];
    if (p.type_ == Type::Text()) {
      p.null_ = false;
      p.text_.assign(text);
    } else {
      p = Value::Text(std::string(text));
    }
    return absl::OkStatus();
  }
  return Bind(index, Value::Text(std::string(text)));
}

void PreparedStatement::ClearBindings() {
  for (size_t i = 0; i < data_->params.size(); ++i) {
    data_->params[i] = Value::Null(data_->param_types[i]);
  }
}

absl::StatusOr<Result> PreparedStatement::Execute(
    const ExecuteOptions& options) {
  ActiveStatement active(data_->in_session, data_->sql, options);
  return active.Run(
      [&] { return WithDurableCommit<Result>([&] { return Run(); }); });
}

absl::StatusOr<Result> PreparedStatement::Execute() {
  if (data_->in_session != nullptr) return Execute(ExecuteOptions{});
  return WithDurableCommit<Result>([&] { return Run(); });
}

absl::StatusOr<Result> PreparedStatement::Run() {
  const int64_t limit = data_->in_session != nullptr
                            ? data_->in_session->statement_mem()
                            : data_->db->statement_mem();
  return GuardMemory(limit, [&]() -> absl::StatusOr<Result> {
    DatabaseImpl* db = data_->db;
    auto run = [&]() -> absl::StatusOr<Result> {
      if (data_->bound == nullptr) {
        return db->ExecuteStatement(data_->statement, data_->params,
                                    data_->session);
      }
      // Bound again: after DDL or newer statistics; for every execution
      // when it reads a system view (whose rows are read when binding); and
      // when another statement of its text published a newer SharedPlan.
      if (db->catalog().version() != data_->catalog_version ||
          data_->bound->reads_system_view ||
          DatabaseImpl::RefreshStaleStats(*data_->bound) ||
          (data_->shared != nullptr &&
           data_->shared->NewerThan(data_->shared_generation))) {
        absl::Status s = db->Rebind(data_.get());
        if (!s.ok()) return s;
      }
      // Results reuse the buffers of one dropped on this thread.
      SharedPlan* shared = data_->shared.get();
      // A statement alone with its text (the embedded API's usual case)
      // keeps its own tree: taking one from the shared plan and returning
      // it cost a point lookup ~5% (two atomic exchanges). Its tree, built
      // for `bound`, is dropped when the statement is bound again.
      if (shared == nullptr || data_->shared.use_count() == 1) {
        return db->RunBound(*data_->bound, data_->params, data_->session,
                            /*pool_result=*/true, &data_->kept);
      }
      std::unique_ptr<SharedPlan::Tree> tree = shared->Take(data_->bound);
      absl::StatusOr<Result> result =
          db->RunBound(*data_->bound, data_->params, data_->session,
                       /*pool_result=*/true, &tree->kept);
      shared->Return(std::move(tree));
      return result;
    };
    SessionImpl* session = data_->in_session;
    if (session == nullptr) return run();
    // BEGIN, COMMIT and ROLLBACK are statements without a plan.
    if (data_->bound == nullptr) {
      return session->RunStatement(*data_->statement, run);
    }
    return session->Run(run);
  });
}

}  // namespace kite
