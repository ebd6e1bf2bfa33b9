// kite::PreparedStatement: a statement bound once and run many times.
#include <utility>

#include "absl/strings/str_cat.h"
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
  return Bind(index, Value::Bigint(value));
}

absl::Status PreparedStatement::Bind(int index, double value) {
  return Bind(index, Value::Double(value));
}

absl::Status PreparedStatement::Bind(int index, std::string_view text) {
  return Bind(index, Value::Text(std::string(text)));
}

void PreparedStatement::ClearBindings() {
  for (size_t i = 0; i < data_->params.size(); ++i) {
    data_->params[i] = Value::Null(data_->param_types[i]);
  }
}

absl::StatusOr<Result> PreparedStatement::Execute() {
  return GuardMemory([&]() -> absl::StatusOr<Result> {
    DatabaseImpl* db = data_->db;
    if (data_->bound == nullptr) {
      return db->ExecuteStatement(data_->statement, data_->params,
                                  data_->session);
    }
    // A system view's rows are read when binding, so such a statement is
    // bound for every execution.
    if (db->catalog().version() != data_->catalog_version ||
        data_->bound->reads_system_view ||
        DatabaseImpl::RefreshStaleStats(*data_->bound)) {
      absl::Status s = db->Rebind(data_.get());
      if (!s.ok()) return s;
    }
    return db->RunBound(*data_->bound, data_->params, data_->session,
                        data_->results, &data_->kept);
  });
}

}  // namespace kite
