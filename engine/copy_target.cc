#include "engine/copy_target.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "exec/check_constraints.h"
#include "expr/expression_eval.h"
#include "kite/status.h"
#include "planner/binder.h"

namespace kite {

absl::StatusOr<CopyTarget> CopyTarget::Make(const Catalog& catalog,
                                            const ast::CopyStmt& stmt) {
  CopyTarget target;
  std::optional<TableEntry> entry = catalog.Find(stmt.table);
  if (!entry.has_value()) {
    if (Catalog::IsSystemView(stmt.table)) {
      return SqlError(sqlstate::kWrongObjectType,
                      absl::StrCat("cannot copy to view \"", stmt.table, "\""));
    }
    return SqlError(
        sqlstate::kUndefinedTable,
        absl::StrCat("relation \"", stmt.table, "\" does not exist"));
  }
  target.entry_ = *std::move(entry);
  target.catalog_ = &catalog;
  {
    plan::Binder binder(&catalog);
    absl::StatusOr<std::vector<plan::BoundStatement::BoundCheck>> checks =
        binder.BindChecks(target.entry_);
    if (!checks.ok()) return checks.status();
    target.checks_ =
        std::make_shared<const std::vector<plan::BoundStatement::BoundCheck>>(
            *std::move(checks));
  }
  absl::StatusOr<CopyOptions> options = CopyOptionsOf(stmt);
  if (!options.ok()) return options.status();
  target.options_ = *std::move(options);
  const TableSchema& schema = target.entry_.table->schema();
  const int ncols = static_cast<int>(schema.columns.size());
  if (stmt.columns.empty()) {
    for (int i = 0; i < ncols; ++i) target.columns_.push_back(i);
  }
  for (const std::string& name : stmt.columns) {
    const int c = schema.ColumnIndex(name);
    if (c < 0) {
      return SqlError(sqlstate::kUndefinedColumn,
                      absl::StrCat("column \"", name, "\" of relation \"",
                                   stmt.table, "\" does not exist"));
    }
    target.columns_.push_back(c);
  }
  // Columns not in the list get their default, evaluated once.
  target.defaults_.resize(ncols);
  const StatementTime start;
  for (int c = 0; c < ncols; ++c) {
    target.defaults_[c] = Value::Null(schema.columns[c].type);
    if (std::find(target.columns_.begin(), target.columns_.end(), c) !=
        target.columns_.end()) {
      continue;
    }
    const auto& defaults = target.entry_.defaults;
    if (c >= static_cast<int>(defaults.size()) || defaults[c] == nullptr) {
      continue;
    }
    plan::Binder binder(&catalog);
    absl::StatusOr<plan::BoundExprPtr> e = binder.BindDefault(
        *defaults[c], schema.columns[c].type, schema.columns[c].name);
    if (!e.ok()) return e.status();
    if (plan::CallsVolatile(**e)) {
      target.volatile_defaults_.emplace_back(c, *std::move(e));
      continue;
    }
    // Evaluated once, for every row: now() is the time the COPY started.
    EvalContext ctx;
    ctx.statement_time = &start;
    absl::StatusOr<Value> v = EvaluateScalar(**e, ctx);
    if (!v.ok()) return v.status();
    target.defaults_[c] = *std::move(v);
  }
  return target;
}

absl::Status CopyTarget::WithContext(const absl::Status& error, int64_t line,
                                     int column, std::string_view value) const {
  std::string context =
      absl::StrCat("COPY ", entry_.table->name(), ", line ", line);
  if (column >= 0) {
    absl::StrAppend(&context, ", column ",
                    entry_.table->schema().columns[column].name, ": \"",
                    std::string(value), "\"");
  }
  return SqlError(SqlStateOf(error),
                  absl::StrCat(error.message(), "\nCONTEXT:  ", context));
}

absl::StatusOr<std::vector<Value>> CopyTarget::Row(
    int64_t line, const std::vector<std::optional<std::string>>& fields) const {
  const TableSchema& schema = entry_.table->schema();
  if (fields.size() < columns_.size()) {
    return WithContext(
        SqlError(
            sqlstate::kBadCopyFileFormat,
            absl::StrCat("missing data for column \"",
                         schema.columns[columns_[fields.size()]].name, "\"")),
        line);
  }
  if (fields.size() > columns_.size()) {
    return WithContext(SqlError(sqlstate::kBadCopyFileFormat,
                                "extra data after last expected column"),
                       line);
  }
  std::vector<Value> row = defaults_;
  for (size_t i = 0; i < columns_.size(); ++i) {
    if (!fields[i].has_value()) continue;
    const int c = columns_[i];
    absl::StatusOr<Value> v = Value::Parse(*fields[i], schema.columns[c].type);
    if (!v.ok()) return WithContext(v.status(), line, c, *fields[i]);
    absl::Status length = CheckLength(entry_, c, *v);
    if (!length.ok()) return WithContext(length, line, c, *fields[i]);
    row[c] = *std::move(v);
  }
  for (const auto& [c, expr] : volatile_defaults_) {
    EvalContext ctx;
    ctx.db_catalog = catalog_;
    ctx.session_sequences = CurrentSessionSequences();
    absl::StatusOr<Value> v = EvaluateScalar(*expr, ctx);
    if (!v.ok()) return WithContext(v.status(), line);
    row[c] = *std::move(v);
  }
  if (checks_ != nullptr && !checks_->empty()) {
    EvalContext ctx;
    ctx.db_catalog = catalog_;
    ctx.session_sequences = CurrentSessionSequences();
    absl::Status s = CheckRow(*checks_, *entry_.table, row, ctx);
    if (!s.ok()) return WithContext(s, line);
  }
  return row;
}

}  // namespace kite
