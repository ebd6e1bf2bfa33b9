// The interpreter's entry points and dispatcher (expr/expression_eval.h);
// the node kernels live in expr/expression_*.cc and expr/scalar_*.cc.
#include "expr/expression_eval.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/date_time.h"
#include "expr/expression_internal.h"
#include "kite/status.h"

namespace kite {

int64_t StatementTime::micros() const {
  int64_t t = micros_.load(std::memory_order_relaxed);
  if (t != 0) return t;
  const int64_t now = datetime::NowMicros();
  // Two first callers at once: both return the time the first one stored.
  return micros_.compare_exchange_strong(t, now, std::memory_order_relaxed)
             ? now
             : t;
}
namespace expr {

using plan::BoundExpr;
using plan::BoundKind;

absl::Status Broadcast(const Value& v, Type type, int size, Rows rows,
                       Vector* out) {
  out->Reset(type, size);
  // `v` (a constant of the plan, a parameter or a value of an outer row)
  // outlives the batch, as the table's strings do: it is read in place
  // unless it must be cast first.
  const Value* value = &v;
  Value cast_value;
  if (!v.is_null() && v.type() != type && type.id != TypeId::kNull) {
    absl::StatusOr<Value> cast = v.CastTo(type);
    if (!cast.ok()) return cast.status();
    cast_value = *std::move(cast);
    value = &cast_value;
  }
  if (value->is_null() || type.id == TypeId::kNull) {
    if (size > 0) out->nulls.assign(size, 1);
    return absl::OkStatus();
  }
  if (type.is_int_lane()) {
    int64_t x = value->int_value();
    rows.ForEach([&](int i) { out->ints[i] = x; });
  } else if (type.is_double_lane()) {
    double x = value->double_value();
    rows.ForEach([&](int i) { out->doubles[i] = x; });
  } else if (type.is_string_lane()) {
    std::string_view s = v.text();
    if (value != &v) {
      out->arena = std::make_shared<StringArena>();
      out->arena->push_back(value->text());
      s = out->arena->back();
    }
    rows.ForEach([&](int i) { out->strings[i] = s; });
  } else if (type.is_array()) {
    rows.ForEach([&](int i) { out->arrays[i] = *value; });
  }
  return absl::OkStatus();
}

void CopyRow(const Vector& from, int from_row, Vector* out, int to_row) {
  if (from.IsNull(from_row)) {
    out->SetNull(to_row);
    return;
  }
  if (!out->nulls.empty()) out->nulls[to_row] = 0;
  const Type& t = out->type;
  if (t.is_int_lane()) {
    out->ints[to_row] = from.ints[from_row];
  } else if (t.is_double_lane()) {
    out->doubles[to_row] = from.doubles[from_row];
  } else if (t.is_string_lane()) {
    // Views into table memory or a shared arena stay valid; strings of a
    // different arena are copied so `out` owns what it points to.
    if (from.arena == nullptr || from.arena == out->arena) {
      out->strings[to_row] = from.strings[from_row];
    } else if (out->arena == nullptr) {
      out->arena = from.arena;
      out->strings[to_row] = from.strings[from_row];
    } else {
      out->SetOwnedString(to_row, std::string(from.strings[from_row]));
    }
  } else if (t.is_array()) {
    out->arrays[to_row] = from.arrays[from_row];
  } else {
    out->SetNull(to_row);
  }
}

void MergeNulls(const Vector& a, const Vector* b, Rows rows, Vector* out) {
  bool a_nulls = !a.nulls.empty();
  bool b_nulls = b != nullptr && !b->nulls.empty();
  if (!a_nulls && !b_nulls) return;
  if (out->nulls.empty()) out->nulls.assign(out->size, 0);
  if (a_nulls && b_nulls) {
    rows.ForEach([&](int i) { out->nulls[i] = a.nulls[i] | b->nulls[i]; });
  } else {
    const Vector& n = a_nulls ? a : *b;
    rows.ForEach([&](int i) { out->nulls[i] = n.nulls[i]; });
  }
}

absl::StatusOr<const Vector*> EvalRef(const BoundExpr& e, EvalState& st,
                                      Rows rows, Vector* scratch) {
  if (e.kind == BoundKind::kColumn && e.column_index >= 0 &&
      e.column_index < static_cast<int>(st.input.columns.size())) {
    const Vector& col = st.input.columns[e.column_index];
    if (col.type == e.type && col.size >= st.input.size) return &col;
  }
  absl::Status s = EvalInto(e, st, rows, scratch);
  if (!s.ok()) return s;
  return scratch;
}

namespace {

absl::Status EvalColumn(const BoundExpr& e, EvalState& st, Rows rows,
                        Vector* out) {
  if (e.column_index < 0 ||
      e.column_index >= static_cast<int>(st.input.columns.size())) {
    return SqlError(
        sqlstate::kInternalError,
        absl::StrCat("column #", e.column_index, " is not in the input"));
  }
  const Vector& col = st.input.columns[e.column_index];
  if (col.type == e.type && rows.idx == nullptr && rows.count == col.size) {
    *out = col;  // all rows: copy the lanes wholesale (the arena is shared)
    return absl::OkStatus();
  }
  if (col.type == e.type) {
    out->Reset(e.type, st.input.size);
    rows.ForEach([&](int i) { CopyRow(col, i, out, i); });
    return absl::OkStatus();
  }
  // A column bound with another type than it is stored with: convert.
  return CastVector(col, e.type, rows, out);
}

absl::Status EvalParameter(const BoundExpr& e, EvalState& st, Rows rows,
                           Vector* out) {
  const std::vector<Value>* params = st.ctx.params;
  if (params == nullptr || e.param_index < 1 ||
      e.param_index > static_cast<int>(params->size())) {
    return SqlError(sqlstate::kUndefinedParameter,
                    absl::StrCat("there is no parameter $", e.param_index));
  }
  return Broadcast((*params)[e.param_index - 1], e.type, st.input.size, rows,
                   out);
}

absl::Status EvalOuterColumn(const BoundExpr& e, EvalState& st, Rows rows,
                             Vector* out) {
  const auto& outer = st.ctx.outer_rows;
  int slot = static_cast<int>(outer.size()) - e.outer_depth;
  if (e.outer_depth < 1 || slot < 0 || outer[slot] == nullptr ||
      e.column_index < 0 ||
      e.column_index >= static_cast<int>(outer[slot]->size())) {
    return SqlError(sqlstate::kInternalError,
                    "outer column reference without an outer row");
  }
  return Broadcast((*outer[slot])[e.column_index], e.type, st.input.size, rows,
                   out);
}

}  // namespace

namespace {

// The fewest children a node of `kind` has; a malformed tree is reported,
// not crashed on.
size_t MinChildren(BoundKind kind) {
  switch (kind) {
    case BoundKind::kArith:
    case BoundKind::kAnd:
    case BoundKind::kOr:
    case BoundKind::kNot:
    case BoundKind::kIsNull:
    case BoundKind::kIsBool:
    case BoundKind::kCast:
    case BoundKind::kInList:
    case BoundKind::kInSubquery:
    case BoundKind::kCoalesce:
      return 1;
    case BoundKind::kConcat:
    case BoundKind::kCompare:
    case BoundKind::kLike:
    case BoundKind::kAnyArray:
    case BoundKind::kArrayOp:
    case BoundKind::kSubscript:
    case BoundKind::kNullIf:
      return 2;
    default:
      return 0;
  }
}

}  // namespace

absl::Status EvalInto(const BoundExpr& e, EvalState& st, Rows rows,
                      Vector* out) {
  if (e.children.size() < MinChildren(e.kind)) {
    return SqlError(sqlstate::kInternalError,
                    "malformed expression: " +
                        std::to_string(e.children.size()) + " operands");
  }
  for (const auto& child : e.children) {
    if (child == nullptr) {
      return SqlError(sqlstate::kInternalError, "malformed expression");
    }
  }
  switch (e.kind) {
    case BoundKind::kConstant:
      return Broadcast(e.constant, e.type, st.input.size, rows, out);
    case BoundKind::kParameter:
      return EvalParameter(e, st, rows, out);
    case BoundKind::kColumn:
      return EvalColumn(e, st, rows, out);
    case BoundKind::kOuterColumn:
      return EvalOuterColumn(e, st, rows, out);
    case BoundKind::kArith:
      return EvalArith(e, st, rows, out);
    case BoundKind::kConcat:
      return EvalConcat(e, st, rows, out);
    case BoundKind::kCompare:
      return EvalCompare(e, st, rows, out);
    case BoundKind::kAnd:
    case BoundKind::kOr:
      return EvalAndOr(e, st, rows, out);
    case BoundKind::kNot:
      return EvalNot(e, st, rows, out);
    case BoundKind::kIsNull:
      return EvalIsNull(e, st, rows, out);
    case BoundKind::kIsBool:
      return EvalIsBool(e, st, rows, out);
    case BoundKind::kCase:
      return EvalCase(e, st, rows, out);
    case BoundKind::kCast:
      return EvalCast(e, st, rows, out);
    case BoundKind::kLike:
      return EvalLike(e, st, rows, out);
    case BoundKind::kInList:
      return EvalInList(e, st, rows, out);
    case BoundKind::kAnyArray:
      return EvalAnyArray(e, st, rows, out);
    case BoundKind::kArrayOp:
      return EvalArrayOp(e, st, rows, out);
    case BoundKind::kArrayCtor:
      return EvalArrayCtor(e, st, rows, out);
    case BoundKind::kSubscript:
      return EvalSubscript(e, st, rows, out);
    case BoundKind::kFunction:
      return EvalFunction(e, st, rows, out);
    case BoundKind::kCoalesce:
      return EvalCoalesce(e, st, rows, out);
    case BoundKind::kNullIf:
      return EvalNullIf(e, st, rows, out);
    case BoundKind::kSubquery:
    case BoundKind::kExists:
    case BoundKind::kInSubquery:
      return EvalSubqueryNode(e, st, rows, out);
  }
  return SqlError(sqlstate::kInternalError, "unknown expression kind");
}

}  // namespace expr

absl::Status Evaluate(const plan::BoundExpr& expr, const DataChunk& input,
                      EvalContext& ctx, Vector* out) {
  expr::EvalState st{input, ctx};
  return expr::EvalInto(expr, st, expr::Rows::All(input.size), out);
}

absl::Status EvaluateFilter(const plan::BoundExpr& predicate,
                            const DataChunk& input, EvalContext& ctx,
                            std::vector<int>* selected,
                            FilterScratch* scratch) {
  FilterScratch local;
  FilterScratch& work = scratch != nullptr ? *scratch : local;
  selected->clear();
  expr::EvalState st{input, ctx};
  // A conjunction narrows the selection conjunct by conjunct: a row that is
  // not TRUE for one conjunct cannot pass, so later conjuncts skip it.
  std::vector<const plan::BoundExpr*>& conjuncts = work.conjuncts;
  conjuncts.clear();
  if (predicate.kind == plan::BoundKind::kAnd && !predicate.children.empty()) {
    for (const auto& c : predicate.children) conjuncts.push_back(c.get());
  } else {
    conjuncts.push_back(&predicate);
  }
  // The rows still in play are in `current` (the caller's vector), the
  // next conjunct's survivors are written to `next`, and the two swap.
  std::vector<int>& current = *selected;
  std::vector<int>& next = work.next;
  expr::Rows rows = expr::Rows::All(input.size);
  for (const plan::BoundExpr* conjunct : conjuncts) {
    // Every way out before the last conjunct leaves no row selected.
    absl::StatusOr<const Vector*> v =
        conjunct == nullptr
            ? SqlError(sqlstate::kInternalError, "malformed expression")
            : expr::EvalRef(*conjunct, st, rows, &work.result);
    if (!v.ok() || (*v)->type.id == TypeId::kNull) {
      current.clear();
      return v.status();
    }
    const Vector& r = **v;
    if (r.type.id != TypeId::kBoolean) {
      current.clear();
      return SqlError(sqlstate::kDatatypeMismatch,
                      "argument of WHERE must be type boolean, not type " +
                          r.type.ToString());
    }
    // Branch-free: every row is written, and the end moves past the TRUE
    // ones.
    next.resize(rows.count);
    int* sel = next.data();
    int kept = 0;
    const int64_t* b = r.ints.data();
    if (r.nulls.empty()) {
      rows.ForEach([&](int i) {
        sel[kept] = i;
        kept += b[i] != 0;
      });
    } else {
      const uint8_t* n = r.nulls.data();
      rows.ForEach([&](int i) {
        sel[kept] = i;
        kept += (b[i] != 0) & !n[i];
      });
    }
    next.resize(kept);
    current.swap(next);
    rows = expr::Rows::Of(current);
    if (rows.count == 0) break;
  }
  return absl::OkStatus();
}

absl::StatusOr<Value> EvaluateScalar(const plan::BoundExpr& expr,
                                     EvalContext& ctx) {
  // A constant or a parameter already of the expression's type is the
  // value itself: no batch of one (an UPDATE's SET x = $1 per row).
  const Value* direct = nullptr;
  if (expr.kind == plan::BoundKind::kConstant) {
    direct = &expr.constant;
  } else if (expr.kind == plan::BoundKind::kParameter &&
             ctx.params != nullptr && expr.param_index >= 1 &&
             expr.param_index <= static_cast<int>(ctx.params->size())) {
    direct = &(*ctx.params)[expr.param_index - 1];
  }
  if (direct != nullptr && direct->type() == expr.type) return *direct;
  DataChunk one;
  one.size = 1;
  Vector out;
  absl::Status s = Evaluate(expr, one, ctx, &out);
  if (!s.ok()) return s;
  return out.GetValue(0);
}

}  // namespace kite
