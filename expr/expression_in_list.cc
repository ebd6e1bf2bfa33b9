// x [NOT] IN (item, ...): a hash set of the items when the list is long and
// constant, else one comparison per item over the batch. NULL semantics as
// PostgreSQL: TRUE if some item equals x, else NULL if x or some item is
// NULL, else FALSE.
#include <string>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/string_view.h"
#include "expr/expression_internal.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

// Lists at least this long and made of constants are probed through a hash
// set.
constexpr size_t kHashListMinItems = 8;

bool AllConstant(const plan::BoundExpr& e) {
  for (size_t k = 1; k < e.children.size(); ++k) {
    auto kind = e.children[k]->kind;
    if (kind != plan::BoundKind::kConstant &&
        kind != plan::BoundKind::kParameter) {
      return false;
    }
  }
  return true;
}

// Hash probe over int lanes or strings, when every item has x's type.
absl::Status HashedInList(const plan::BoundExpr& e, EvalState& st, Rows rows,
                          const Vector& x, Vector* out, bool* done) {
  *done = false;
  const Type t = x.type;
  if (!t.is_int_lane() && !t.is_string_lane()) return absl::OkStatus();
  std::vector<Value> items;
  bool has_null = false;
  for (size_t k = 1; k < e.children.size(); ++k) {
    auto v = EvaluateScalar(*e.children[k], st.ctx);
    if (!v.ok()) return v.status();
    if (v->is_null()) {
      has_null = true;
      continue;
    }
    if (v->type() != t) {
      // Only lossless conversions (integer <-> bigint); anything else is
      // compared item by item.
      bool integers =
          (t.id == TypeId::kInteger || t.id == TypeId::kBigint) &&
          (v->type().id == TypeId::kInteger || v->type().id == TypeId::kBigint);
      if (!integers) return absl::OkStatus();
      if (t.id == TypeId::kInteger &&
          (v->int_value() < INT32_MIN || v->int_value() > INT32_MAX)) {
        continue;  // equals no integer
      }
      *v = t.id == TypeId::kInteger
               ? Value::Integer(static_cast<int32_t>(v->int_value()))
               : Value::Bigint(v->int_value());
    }
    items.push_back(std::move(*v));
  }
  auto emit = [&](int i, bool found) {
    if (found) {
      out->ints[i] = !e.negated;
    } else if (has_null) {
      out->SetNull(i);
    } else {
      out->ints[i] = e.negated;
    }
  };
  if (t.is_int_lane()) {
    absl::flat_hash_set<int64_t> set;
    for (const Value& v : items) set.insert(v.int_value());
    rows.ForEach([&](int i) {
      if (x.IsNull(i)) {
        out->SetNull(i);
      } else {
        emit(i, set.contains(x.ints[i]));
      }
    });
  } else {
    absl::flat_hash_set<absl::string_view> set;
    for (const Value& v : items) set.insert(absl::string_view(v.text()));
    rows.ForEach([&](int i) {
      if (x.IsNull(i)) {
        out->SetNull(i);
      } else {
        emit(i, set.contains(absl::string_view(x.strings[i].data(),
                                               x.strings[i].size())));
      }
    });
  }
  *done = true;
  return absl::OkStatus();
}

}  // namespace

absl::Status EvalInList(const plan::BoundExpr& e, EvalState& st, Rows rows,
                        Vector* out) {
  Vector xs;
  auto xv = EvalRef(*e.children[0], st, rows, &xs);
  if (!xv.ok()) return xv.status();
  const Vector& x = **xv;
  out->Reset(Type::Boolean(), st.input.size);
  if (x.type.id == TypeId::kNull) {
    if (out->size > 0) out->nulls.assign(out->size, 1);
    return absl::OkStatus();
  }
  if (e.children.size() - 1 >= kHashListMinItems && AllConstant(e)) {
    bool done = false;
    absl::Status s = HashedInList(e, st, rows, x, out, &done);
    if (!s.ok() || done) return s;
  }
  // found[i]: some item equals x; saw_null[i]: some item was NULL.
  std::vector<uint8_t> found(st.input.size, 0), saw_null(st.input.size, 0);
  Vector item_scratch;
  for (size_t k = 1; k < e.children.size(); ++k) {
    auto iv = EvalRef(*e.children[k], st, rows, &item_scratch);
    if (!iv.ok()) return iv.status();
    const Vector& item = **iv;
    const bool all_null = item.type.id == TypeId::kNull;
    rows.ForEach([&](int i) {
      if (found[i] || x.IsNull(i)) return;
      if (all_null || item.IsNull(i)) {
        saw_null[i] = 1;
      } else if (CompareRows(x, i, item, i) == 0) {
        found[i] = 1;
      }
    });
  }
  rows.ForEach([&](int i) {
    if (x.IsNull(i) || (!found[i] && saw_null[i])) {
      out->SetNull(i);
    } else {
      out->ints[i] = found[i] != e.negated;
    }
  });
  return absl::OkStatus();
}

}  // namespace kite::expr
