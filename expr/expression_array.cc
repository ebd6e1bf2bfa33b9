// Array expressions: x op ANY/ALL(array), @> <@ &&, ARRAY[...] and
// subscripts. Arrays are boxed Values (they are rare on hot paths), so these
// kernels work one row at a time over the batch.
#include <vector>

#include "expr/expression_internal.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

// Whether `haystack` holds a non-NULL element equal to non-NULL `needle`.
bool ContainsElement(const std::vector<Value>& haystack, const Value& needle) {
  for (const Value& h : haystack) {
    if (!h.is_null() && CompareMixed(h, needle) == 0) return true;
  }
  return false;
}

}  // namespace

bool ArrayContains(const Value& a, const Value& b) {
  for (const Value& x : b.elements()) {
    if (x.is_null() || !ContainsElement(a.elements(), x)) return false;
  }
  return true;
}

bool ArrayOverlaps(const Value& a, const Value& b) {
  for (const Value& x : b.elements()) {
    if (!x.is_null() && ContainsElement(a.elements(), x)) return true;
  }
  return false;
}

int AnyArray(ast::Op op, bool all, const Value& left, const Value& array) {
  const std::vector<Value>& elements = array.elements();
  if (elements.empty()) return all ? 1 : 0;
  if (left.is_null()) return -1;
  bool saw_null = false;
  // ANY: TRUE on the first match; ALL: FALSE on the first mismatch.
  for (const Value& el : elements) {
    if (el.is_null()) {
      saw_null = true;
      continue;
    }
    bool holds = CompareHolds(op, CompareMixed(left, el));
    if (holds != all) return holds ? 1 : 0;
  }
  return saw_null ? -1 : (all ? 1 : 0);
}

absl::Status EvalAnyArray(const plan::BoundExpr& e, EvalState& st, Rows rows,
                          Vector* out) {
  Vector xs, as;
  auto xv = EvalRef(*e.children[0], st, rows, &xs);
  if (!xv.ok()) return xv.status();
  auto av = EvalRef(*e.children[1], st, rows, &as);
  if (!av.ok()) return av.status();
  const Vector& x = **xv;
  const Vector& arr = **av;
  out->Reset(Type::Boolean(), st.input.size);
  const bool x_null_type = x.type.id == TypeId::kNull;
  const bool a_null_type = arr.type.id == TypeId::kNull;
  rows.ForEach([&](int i) {
    if (a_null_type || arr.IsNull(i)) {
      out->SetNull(i);
      return;
    }
    const Value array = arr.GetValue(i);
    if (!array.type().is_array()) {
      out->SetNull(i);
      return;
    }
    const std::vector<Value>& elements = array.elements();
    if (elements.empty()) {
      out->ints[i] = e.all ? 1 : 0;
      return;
    }
    if (x_null_type || x.IsNull(i)) {
      out->SetNull(i);
      return;
    }
    const int r = AnyArray(e.op, e.all, x.GetValue(i), array);
    if (r < 0) {
      out->SetNull(i);
    } else {
      out->ints[i] = r;
    }
  });
  return absl::OkStatus();
}

absl::Status EvalArrayOp(const plan::BoundExpr& e, EvalState& st, Rows rows,
                         Vector* out) {
  Vector ls, rs;
  auto lv = EvalRef(*e.children[0], st, rows, &ls);
  if (!lv.ok()) return lv.status();
  auto rv = EvalRef(*e.children[1], st, rows, &rs);
  if (!rv.ok()) return rv.status();
  const Vector& l = **lv;
  const Vector& r = **rv;
  out->Reset(Type::Boolean(), st.input.size);
  if (!l.type.is_array() || !r.type.is_array()) {
    if (out->size > 0) out->nulls.assign(out->size, 1);
    return absl::OkStatus();
  }
  rows.ForEach([&](int i) {
    if (l.IsNull(i) || r.IsNull(i)) {
      out->SetNull(i);
      return;
    }
    const Value& a = l.arrays[i];
    const Value& b = r.arrays[i];
    bool result = false;
    switch (e.op) {
      case ast::Op::kContains:
        result = ArrayContains(a, b);
        break;
      case ast::Op::kContainedBy:
        result = ArrayContains(b, a);
        break;
      case ast::Op::kOverlaps:
        result = ArrayOverlaps(a, b);
        break;
      default:
        break;
    }
    out->ints[i] = result;
  });
  return absl::OkStatus();
}

absl::Status EvalArrayCtor(const plan::BoundExpr& e, EvalState& st, Rows rows,
                           Vector* out) {
  const Type element = e.type.element();
  std::vector<Vector> items(e.children.size());
  for (size_t k = 0; k < e.children.size(); ++k) {
    absl::Status s = EvalInto(*e.children[k], st, rows, &items[k]);
    if (!s.ok()) return s;
    if (items[k].type != element && items[k].type.id != TypeId::kNull) {
      Vector converted;
      s = CastVector(items[k], element, rows, &converted);
      if (!s.ok()) return s;
      items[k] = std::move(converted);
    }
  }
  out->Reset(e.type, st.input.size);
  rows.ForEach([&](int i) {
    std::vector<Value> elements;
    elements.reserve(items.size());
    for (const Vector& item : items) {
      if (item.type.id == TypeId::kNull || item.IsNull(i)) {
        elements.push_back(Value::Null(element));
      } else {
        elements.push_back(item.GetValue(i));
      }
    }
    out->arrays[i] = Value::Array(e.type, std::move(elements));
  });
  return absl::OkStatus();
}

absl::Status EvalSubscript(const plan::BoundExpr& e, EvalState& st, Rows rows,
                           Vector* out) {
  Vector as, is;
  auto av = EvalRef(*e.children[0], st, rows, &as);
  if (!av.ok()) return av.status();
  auto iv = EvalRef(*e.children[1], st, rows, &is);
  if (!iv.ok()) return iv.status();
  const Vector& arr = **av;
  const Vector& idx = **iv;
  out->Reset(e.type, st.input.size);
  rows.ForEach([&](int i) {
    if (!arr.type.is_array() || !idx.type.is_int_lane() || arr.IsNull(i) ||
        idx.IsNull(i)) {
      out->SetNull(i);
      return;
    }
    const auto& elements = arr.arrays[i].elements();
    int64_t k = idx.ints[i];
    if (k < 1 || k > static_cast<int64_t>(elements.size())) {
      out->SetNull(i);
      return;
    }
    out->SetValue(i, elements[k - 1]);
  });
  return absl::OkStatus();
}

}  // namespace kite::expr
