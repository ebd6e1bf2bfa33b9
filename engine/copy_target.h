// The part of COPY ... FROM that files and STDIN share: the target table
// and columns, the defaults of the others, and turning a record into a row.
#ifndef KITE_ENGINE_COPY_TARGET_H_
#define KITE_ENGINE_COPY_TARGET_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "catalog/catalog.h"
#include "engine/copy_format.h"
#include "expr/bound_expr.h"
#include "parser/ast.h"
#include "planner/plan.h"

namespace kite {

class CopyTarget {
 public:
  // Resolves the table and columns of `stmt` (a COPY ... FROM) and
  // evaluates the defaults of the columns it leaves out, once (those that
  // call nextval() or another volatile function: for each row). Errors:
  // 42P01 no such table, 42809 a system view, 42703 no such column, the
  // options' (22023, 0A000).
  static absl::StatusOr<CopyTarget> Make(const Catalog& catalog,
                                         const ast::CopyStmt& stmt);

  const TableEntry& entry() const { return entry_; }
  const CopyOptions& options() const { return options_; }
  // The number of fields a record has.
  int column_count() const { return static_cast<int>(columns_.size()); }

  // The row (every column of the table) a record of `line` makes. Errors:
  // 22P04 missing or extra fields, a value's conversion (22P02, 22003,
  // 22001, ...), each with its CONTEXT.
  absl::StatusOr<std::vector<Value>> Row(
      int64_t line,
      const std::vector<std::optional<std::string>>& fields) const;

  // `error` with PostgreSQL's "\nCONTEXT:  COPY t, line n" (and ", column
  // c: "value"" when `column` >= 0) appended to its message.
  absl::Status WithContext(const absl::Status& error, int64_t line,
                           int column = -1, std::string_view value = "") const;

 private:
  TableEntry entry_;
  CopyOptions options_;
  std::vector<int> columns_;     // the table column of each field
  std::vector<Value> defaults_;  // per table column
  // Defaults that call a volatile function (nextval()): evaluated for each
  // row, by table column.
  std::vector<std::pair<int, std::shared_ptr<const plan::BoundExpr>>>
      volatile_defaults_;
  const Catalog* catalog_ = nullptr;
  // The table's CHECK constraints (shared: a CopyTarget is copied).
  std::shared_ptr<const std::vector<plan::BoundStatement::BoundCheck>> checks_;
};

}  // namespace kite

#endif  // KITE_ENGINE_COPY_TARGET_H_
