// A scan predicate made of comparisons of integer columns with constants or
// parameters (`year > 2010`, `a >= $1 AND b <> 3`), evaluated over the
// table's column chunks in place. For the interpreter, a batch of rows
// first gets its columns fetched into vectors and then walks the
// expression: for the few dozen rows a LIMIT reads, that costs several
// times the comparisons themselves, and a scan that short never asks for
// a compiled kernel (ScanOp::ApplyPredicate). The result is the
// interpreter's: a row passes when every comparison is TRUE (NULL is not).
#ifndef KITE_EXEC_INT_COMPARE_FILTER_H_
#define KITE_EXEC_INT_COMPARE_FILTER_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "expr/bound_expr.h"
#include "kite/value.h"
#include "parser/ast.h"
#include "storage/table.h"

namespace kite {

class IntCompareFilter {
 public:
  // The filter for `predicate` (over the columns of `table`, as a scan's),
  // or nullopt when the predicate has another form.
  static std::optional<IntCompareFilter> Make(const plan::BoundExpr& predicate,
                                              const Table& table);

  // Keeps the rows of `rows` (live, ascending) where the predicate is TRUE,
  // with `params` the statement's parameter values. False, leaving `rows`
  // as they were, when a column cannot be read in place (compressed) or a
  // parameter is missing: the caller then uses the interpreter.
  bool Filter(const std::vector<Value>* params, std::vector<RowId>* rows);
  // As Filter, for the rows [begin, end), which must all be live: appends
  // those where the predicate is TRUE to `rows`, without a list of the
  // candidates first. False, leaving `rows` as it was, as for Filter.
  bool FilterRange(const std::vector<Value>* params, RowId begin, RowId end,
                   std::vector<RowId>* rows);

 private:
  // column `op` value, where the value is `constant` or parameter
  // `param_index` (when > 0).
  struct Term {
    int column = 0;
    ast::Op op = ast::Op::kEq;
    int64_t constant = 0;
    int param_index = 0;
  };

  using Values = absl::InlinedVector<int64_t, 4>;

  explicit IntCompareFilter(const Table& table) : table_(&table) {}

  // The value each term compares with; fewer than the terms when a
  // parameter is NULL (no row passes). *ok false when a parameter is
  // missing or not an integer.
  Values TermValues(const std::vector<Value>* params, bool* ok) const;
  // Appends to `dst` the rows of `src` (ascending) that pass term `t`.
  bool KeepRows(size_t t, const std::vector<RowId>& src, int64_t value,
                std::vector<RowId>* dst) const;
  // Appends to `dst` the rows row(0..n) (ascending, in chunk `chunk`) that
  // pass term `t`; false when the column cannot be read in place there.
  template <typename RowAt>
  bool KeepInChunk(size_t t, size_t chunk, RowAt row, size_t n, int64_t value,
                   std::vector<RowId>* dst) const;

  const Table* table_;
  absl::InlinedVector<Term, 4> terms_;
  // The rows kept by the terms so far, kept for their buffers.
  std::vector<RowId> out_;
  std::vector<RowId> spare_;
};

}  // namespace kite

#endif  // KITE_EXEC_INT_COMPARE_FILTER_H_
