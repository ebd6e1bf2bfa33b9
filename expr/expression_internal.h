// Internals of the vectorized interpreter shared by the expr/expression_*.cc
// and expr/scalar_*.cc files. Not part of the engine's interface.
//
// Every node is evaluated over a set of active rows of the input batch (all
// rows, or a selection when AND/OR/CASE/COALESCE narrowed it). The output
// vector always has input.size entries; only the active rows are written.
#ifndef KITE_EXPR_EXPRESSION_INTERNAL_H_
#define KITE_EXPR_EXPRESSION_INTERNAL_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "expr/bound_expr.h"
#include "expr/expression_eval.h"
#include "expr/value_compare.h"
#include "kite/value.h"
#include "storage/vector.h"

namespace kite::expr {

// The active rows: all of 0..count-1 when `idx` is null, else idx[0..count).
struct Rows {
  const int* idx = nullptr;
  int count = 0;

  static Rows All(int n) { return Rows{nullptr, n}; }
  static Rows Of(const std::vector<int>& sel) {
    return Rows{sel.data(), static_cast<int>(sel.size())};
  }
  template <typename F>
  void ForEach(F&& f) const {
    if (idx == nullptr) {
      for (int i = 0; i < count; ++i) f(i);
    } else {
      for (int k = 0; k < count; ++k) f(idx[k]);
    }
  }
  // Like ForEach, stopping at and returning the first error.
  template <typename F>
  absl::Status ForEachOrError(F&& f) const {
    if (idx == nullptr) {
      for (int i = 0; i < count; ++i) {
        absl::Status s = f(i);
        if (!s.ok()) return s;
      }
    } else {
      for (int k = 0; k < count; ++k) {
        absl::Status s = f(idx[k]);
        if (!s.ok()) return s;
      }
    }
    return absl::OkStatus();
  }
};

// Everything a kernel needs besides its node.
struct EvalState {
  const DataChunk& input;
  EvalContext& ctx;
};

// Evaluates `e` on `rows` into `out` (reset to e.type and input.size).
absl::Status EvalInto(const plan::BoundExpr& e, EvalState& st, Rows rows,
                      Vector* out);

// Evaluates `e` on `rows`; returns the input column itself for a column
// reference (no copy), otherwise evaluates into `scratch` and returns it.
absl::StatusOr<const Vector*> EvalRef(const plan::BoundExpr& e, EvalState& st,
                                      Rows rows, Vector* scratch);

// Stores `v` (cast to `type` if it has another type) at every active row.
absl::Status Broadcast(const Value& v, Type type, int size, Rows rows,
                       Vector* out);

// Copies row `from_row` of `from` (same type as `out`) to row `to_row` of
// `out`, NULLs and string ownership included.
void CopyRow(const Vector& from, int from_row, Vector* out, int to_row);

// Makes out->nulls[i] = a.IsNull(i) || b.IsNull(i) for the active rows (and
// allocates the null lane only when needed).
void MergeNulls(const Vector& a, const Vector* b, Rows rows, Vector* out);

// Three-way comparison of row i of `a` and row j of `b`, both non-NULL, of
// comparable types (numbers of any kind with each other, date with
// timestamp, text, booleans, arrays).
int CompareRows(const Vector& a, int i, const Vector& b, int j);

// The numeric value of int-lane row i of numeric-family `t` scaled to
// `scale` digits (integers have scale 0).
__int128 ScaledAt(Type t, int64_t v, int scale);

// Double value of a non-NULL number of any numeric type at row i.
double DoubleAt(const Vector& v, int i);

// Node kernels, one topic per file.
absl::Status EvalArith(const plan::BoundExpr& e, EvalState& st, Rows rows,
                       Vector* out);  // expression_arith.cc
absl::Status EvalConcat(const plan::BoundExpr& e, EvalState& st, Rows rows,
                        Vector* out);  // expression_arith.cc
absl::Status EvalCompare(const plan::BoundExpr& e, EvalState& st, Rows rows,
                         Vector* out);  // expression_compare.cc
absl::Status EvalAndOr(const plan::BoundExpr& e, EvalState& st, Rows rows,
                       Vector* out);  // expression_logic.cc
absl::Status EvalNot(const plan::BoundExpr& e, EvalState& st, Rows rows,
                     Vector* out);
absl::Status EvalIsNull(const plan::BoundExpr& e, EvalState& st, Rows rows,
                        Vector* out);
absl::Status EvalIsBool(const plan::BoundExpr& e, EvalState& st, Rows rows,
                        Vector* out);
absl::Status EvalCase(const plan::BoundExpr& e, EvalState& st, Rows rows,
                      Vector* out);
absl::Status EvalCoalesce(const plan::BoundExpr& e, EvalState& st, Rows rows,
                          Vector* out);
absl::Status EvalNullIf(const plan::BoundExpr& e, EvalState& st, Rows rows,
                        Vector* out);
absl::Status EvalCast(const plan::BoundExpr& e, EvalState& st, Rows rows,
                      Vector* out);  // expression_cast.cc
// Casts the active rows of `in` to `target` into `out`.
absl::Status CastVector(const Vector& in, Type target, Rows rows, Vector* out);
absl::Status EvalLike(const plan::BoundExpr& e, EvalState& st, Rows rows,
                      Vector* out);  // expression_like.cc
absl::Status EvalInList(const plan::BoundExpr& e, EvalState& st, Rows rows,
                        Vector* out);  // expression_in_list.cc
absl::Status EvalAnyArray(const plan::BoundExpr& e, EvalState& st, Rows rows,
                          Vector* out);  // expression_array.cc
absl::Status EvalArrayOp(const plan::BoundExpr& e, EvalState& st, Rows rows,
                         Vector* out);
absl::Status EvalArrayCtor(const plan::BoundExpr& e, EvalState& st, Rows rows,
                           Vector* out);
absl::Status EvalSubscript(const plan::BoundExpr& e, EvalState& st, Rows rows,
                           Vector* out);
absl::Status EvalFunction(const plan::BoundExpr& e, EvalState& st, Rows rows,
                          Vector* out);  // scalar_functions.cc
absl::Status EvalSubqueryNode(const plan::BoundExpr& e, EvalState& st,
                              Rows rows,
                              Vector* out);  // expression_subquery.cc

}  // namespace kite::expr

#endif  // KITE_EXPR_EXPRESSION_INTERNAL_H_
