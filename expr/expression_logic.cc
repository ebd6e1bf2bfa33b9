// Three-valued logic (AND, OR, NOT, IS [NOT] NULL, IS [NOT] TRUE/FALSE) and
// the conditional expressions (CASE, COALESCE, NULLIF). AND/OR/CASE/COALESCE
// evaluate later operands only on the rows still undecided, so an operand
// never raises an error for a row PostgreSQL would not evaluate it on.
#include <vector>

#include "expr/expression_internal.h"
#include "kite/status.h"

namespace kite::expr {

using plan::BoundExpr;

namespace {

// Logic reads the int lane of boolean operands; anything else is a binder
// bug, reported rather than crashed on.
absl::Status CheckBoolean(const Vector& v) {
  if (v.type.id == TypeId::kBoolean || v.type.id == TypeId::kNull) {
    return absl::OkStatus();
  }
  return SqlError(
      sqlstate::kDatatypeMismatch,
      "argument must be type boolean, not type " + v.type.ToString());
}

}  // namespace

absl::Status EvalAndOr(const BoundExpr& e, EvalState& st, Rows rows,
                       Vector* out) {
  const bool is_and = e.kind == plan::BoundKind::kAnd;
  // The value that decides the result: FALSE for AND, TRUE for OR.
  const int64_t decisive = is_and ? 0 : 1;
  out->Reset(Type::Boolean(), st.input.size);
  rows.ForEach([&](int i) { out->ints[i] = 1 - decisive; });
  std::vector<int> pending;  // rows not yet decided
  Rows current = rows;
  Vector scratch;
  for (size_t c = 0; c < e.children.size(); ++c) {
    if (current.count == 0) break;
    auto v = EvalRef(*e.children[c], st, current, &scratch);
    if (!v.ok()) return v.status();
    const Vector& x = **v;
    if (absl::Status s = CheckBoolean(x); !s.ok()) return s;
    std::vector<int> next;
    next.reserve(current.count);
    bool all_null_type = x.type.id == TypeId::kNull;
    current.ForEach([&](int i) {
      if (all_null_type || x.IsNull(i)) {
        out->SetNull(i);
        next.push_back(i);
      } else if ((x.ints[i] != 0) == (decisive != 0)) {
        out->ints[i] = decisive;
        if (!out->nulls.empty()) out->nulls[i] = 0;
      } else {
        next.push_back(i);
      }
    });
    pending.swap(next);
    current = Rows::Of(pending);
  }
  return absl::OkStatus();
}

absl::Status EvalNot(const BoundExpr& e, EvalState& st, Rows rows,
                     Vector* out) {
  Vector scratch;
  auto v = EvalRef(*e.children[0], st, rows, &scratch);
  if (!v.ok()) return v.status();
  const Vector& x = **v;
  if (absl::Status s = CheckBoolean(x); !s.ok()) return s;
  out->Reset(Type::Boolean(), st.input.size);
  if (x.type.id == TypeId::kNull) {
    if (out->size > 0) out->nulls.assign(out->size, 1);
    return absl::OkStatus();
  }
  MergeNulls(x, nullptr, rows, out);
  rows.ForEach([&](int i) { out->ints[i] = x.ints[i] == 0; });
  return absl::OkStatus();
}

absl::Status EvalIsNull(const BoundExpr& e, EvalState& st, Rows rows,
                        Vector* out) {
  Vector scratch;
  auto v = EvalRef(*e.children[0], st, rows, &scratch);
  if (!v.ok()) return v.status();
  const Vector& x = **v;
  out->Reset(Type::Boolean(), st.input.size);
  const bool all_null = x.type.id == TypeId::kNull;
  rows.ForEach([&](int i) {
    bool is_null = all_null || x.IsNull(i);
    out->ints[i] = is_null != e.negated;
  });
  return absl::OkStatus();
}

absl::Status EvalIsBool(const BoundExpr& e, EvalState& st, Rows rows,
                        Vector* out) {
  Vector scratch;
  auto v = EvalRef(*e.children[0], st, rows, &scratch);
  if (!v.ok()) return v.status();
  const Vector& x = **v;
  if (absl::Status s = CheckBoolean(x); !s.ok()) return s;
  out->Reset(Type::Boolean(), st.input.size);
  const bool want = !e.constant.is_null() && e.constant.bool_value();
  const bool all_null = x.type.id == TypeId::kNull;
  rows.ForEach([&](int i) {
    bool is = !all_null && !x.IsNull(i) && (x.ints[i] != 0) == want;
    out->ints[i] = is != e.negated;
  });
  return absl::OkStatus();
}

absl::Status EvalCase(const BoundExpr& e, EvalState& st, Rows rows,
                      Vector* out) {
  out->Reset(e.type, st.input.size);
  const size_t pairs = (e.children.size() - (e.has_else ? 1 : 0)) / 2;
  std::vector<int> remaining_buf, next, matched;
  Rows remaining = rows;
  Vector cond_scratch, value_scratch;
  auto emit = [&](const BoundExpr& branch, Rows on) -> absl::Status {
    if (on.count == 0) return absl::OkStatus();
    auto v = EvalRef(branch, st, on, &value_scratch);
    if (!v.ok()) return v.status();
    const Vector& x = **v;
    if (x.type != out->type) {
      // A branch of another type (the binder normally casts): convert.
      Vector converted;
      absl::Status s = CastVector(x, out->type, on, &converted);
      if (!s.ok()) return s;
      on.ForEach([&](int i) { CopyRow(converted, i, out, i); });
    } else {
      on.ForEach([&](int i) { CopyRow(x, i, out, i); });
    }
    return absl::OkStatus();
  };
  for (size_t p = 0; p < pairs && remaining.count > 0; ++p) {
    auto c = EvalRef(*e.children[2 * p], st, remaining, &cond_scratch);
    if (!c.ok()) return c.status();
    const Vector& cond = **c;
    if (absl::Status s = CheckBoolean(cond); !s.ok()) return s;
    matched.clear();
    next.clear();
    const bool all_null = cond.type.id == TypeId::kNull;
    remaining.ForEach([&](int i) {
      if (!all_null && !cond.IsNull(i) && cond.ints[i] != 0) {
        matched.push_back(i);
      } else {
        next.push_back(i);
      }
    });
    absl::Status s = emit(*e.children[2 * p + 1], Rows::Of(matched));
    if (!s.ok()) return s;
    remaining_buf.swap(next);
    remaining = Rows::Of(remaining_buf);
  }
  if (remaining.count == 0) return absl::OkStatus();
  if (e.has_else) return emit(*e.children.back(), remaining);
  remaining.ForEach([&](int i) { out->SetNull(i); });
  return absl::OkStatus();
}

absl::Status EvalCoalesce(const BoundExpr& e, EvalState& st, Rows rows,
                          Vector* out) {
  out->Reset(e.type, st.input.size);
  std::vector<int> pending_buf, next;
  Rows pending = rows;
  Vector scratch;
  for (const auto& child : e.children) {
    if (pending.count == 0) break;
    auto v = EvalRef(*child, st, pending, &scratch);
    if (!v.ok()) return v.status();
    const Vector* x = *v;
    Vector converted;
    if (x->type != out->type && x->type.id != TypeId::kNull) {
      absl::Status s = CastVector(*x, out->type, pending, &converted);
      if (!s.ok()) return s;
      x = &converted;
    }
    next.clear();
    const bool all_null = x->type.id == TypeId::kNull;
    pending.ForEach([&](int i) {
      if (all_null || x->IsNull(i)) {
        next.push_back(i);
      } else {
        CopyRow(*x, i, out, i);
      }
    });
    pending_buf.swap(next);
    pending = Rows::Of(pending_buf);
  }
  pending.ForEach([&](int i) { out->SetNull(i); });
  return absl::OkStatus();
}

absl::Status EvalNullIf(const BoundExpr& e, EvalState& st, Rows rows,
                        Vector* out) {
  Vector as, bs;
  auto a = EvalRef(*e.children[0], st, rows, &as);
  if (!a.ok()) return a.status();
  auto b = EvalRef(*e.children[1], st, rows, &bs);
  if (!b.ok()) return b.status();
  const Vector* x = *a;
  Vector converted;
  if (x->type != e.type) {
    absl::Status s = CastVector(*x, e.type, rows, &converted);
    if (!s.ok()) return s;
    x = &converted;
  }
  out->Reset(e.type, st.input.size);
  const Vector& y = **b;
  const bool x_null_type = x->type.id == TypeId::kNull;
  const bool y_null_type = y.type.id == TypeId::kNull;
  rows.ForEach([&](int i) {
    if (x_null_type || x->IsNull(i)) {
      out->SetNull(i);
    } else if (!y_null_type && !y.IsNull(i) && CompareRows(*x, i, y, i) == 0) {
      out->SetNull(i);
    } else {
      CopyRow(*x, i, out, i);
    }
  });
  return absl::OkStatus();
}

}  // namespace kite::expr
