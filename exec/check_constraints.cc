#include "exec/check_constraints.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "kite/status.h"
#include "storage/key_text.h"

namespace kite {

absl::Status CheckRow(
    const std::vector<plan::BoundStatement::BoundCheck>& checks,
    const Table& table, absl::Span<const Value> row, EvalContext& ctx) {
  if (checks.empty()) return absl::OkStatus();
  const TableSchema& schema = table.schema();
  DataChunk input;
  input.columns.assign(schema.columns.size(), Vector());
  for (size_t c = 0; c < schema.columns.size(); ++c) {
    Vector& v = input.columns[c];
    v.Reset(schema.columns[c].type, 1);
    if (row[c].is_null()) {
      v.SetNull(0);
    } else {
      v.SetValue(0, row[c]);
    }
  }
  input.size = 1;
  for (const plan::BoundStatement::BoundCheck& check : checks) {
    Vector result;
    if (absl::Status s = Evaluate(*check.expr, input, ctx, &result); !s.ok()) {
      return s;
    }
    const Value v = result.GetValue(0);
    if (v.is_null() || v.bool_value()) continue;
    std::vector<std::string> values;
    for (const Value& x : row) {
      values.push_back(storage_internal::KeyValueText(x));
    }
    return SqlError(sqlstate::kCheckViolation,
                    absl::StrCat("new row for relation \"", table.name(),
                                 "\" violates check constraint \"", check.name,
                                 "\"\nDETAIL:  Failing row contains (",
                                 absl::StrJoin(values, ", "), ")."));
  }
  return absl::OkStatus();
}

}  // namespace kite
