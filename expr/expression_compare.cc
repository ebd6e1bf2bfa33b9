// Comparisons: the = <> < <= > >= kernels, and the three-way comparison and
// hash of values (CompareValues/HashValue) that ORDER BY, DISTINCT, GROUP BY
// and joins use.
#include <cmath>
#include <cstring>
#include <string_view>

#include "absl/hash/hash.h"
#include "absl/strings/string_view.h"
#include "common/numeric.h"
#include "expr/expression_eval.h"
#include "expr/expression_internal.h"

namespace kite {
namespace expr {
namespace {

bool IsNumber(TypeId id) {
  return id == TypeId::kSmallint || id == TypeId::kInteger ||
         id == TypeId::kBigint || id == TypeId::kNumeric ||
         id == TypeId::kReal || id == TypeId::kDouble;
}

int ScaleOf(const Type& t) { return t.id == TypeId::kNumeric ? t.scale : 0; }

// PostgreSQL orders NaN above every other double and equal to itself.
inline int CompareDoubles(double a, double b) {
  if (std::isnan(a)) return std::isnan(b) ? 0 : 1;
  if (std::isnan(b)) return -1;
  return a < b ? -1 : (a > b ? 1 : 0);
}

template <typename T>
inline int Three(T a, T b) {
  return a < b ? -1 : (a > b ? 1 : 0);
}

inline int CompareText(std::string_view a, std::string_view b) {
  int c = a.compare(b);
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

int64_t AsTimestamp(const Type& t, int64_t v) {
  return t.id == TypeId::kDate ? v * 86400LL * 1000000LL : v;
}

// Writes op(cmp(i)) for the active rows, with the op switch outside the loop.
template <typename Cmp>
void EmitCompare(ast::Op op, Rows rows, Vector* out, Cmp cmp) {
  int64_t* o = out->ints.data();
  switch (op) {
    case ast::Op::kEq:
      rows.ForEach([&](int i) { o[i] = cmp(i) == 0; });
      break;
    case ast::Op::kNe:
      rows.ForEach([&](int i) { o[i] = cmp(i) != 0; });
      break;
    case ast::Op::kLt:
      rows.ForEach([&](int i) { o[i] = cmp(i) < 0; });
      break;
    case ast::Op::kLe:
      rows.ForEach([&](int i) { o[i] = cmp(i) <= 0; });
      break;
    case ast::Op::kGt:
      rows.ForEach([&](int i) { o[i] = cmp(i) > 0; });
      break;
    case ast::Op::kGe:
      rows.ForEach([&](int i) { o[i] = cmp(i) >= 0; });
      break;
    default:
      break;
  }
}

}  // namespace

__int128 ScaledAt(Type t, int64_t v, int scale) {
  return numeric::Rescale(v, ScaleOf(t), scale);
}

double DoubleAt(const Vector& v, int i) {
  switch (v.type.id) {
    case TypeId::kDouble:
    case TypeId::kReal:
      return v.doubles[i];
    case TypeId::kNumeric:
      return numeric::ToDouble(v.ints[i], v.type.scale);
    default:
      return static_cast<double>(v.ints[i]);
  }
}

int CompareRows(const Vector& a, int i, const Vector& b, int j) {
  const Type& ta = a.type;
  const Type& tb = b.type;
  if (IsNumber(ta.id) && IsNumber(tb.id)) {
    if (ta.is_double_lane() || tb.is_double_lane()) {
      return CompareDoubles(DoubleAt(a, i), DoubleAt(b, j));
    }
    int sa = ScaleOf(ta), sb = ScaleOf(tb);
    if (sa == sb) return Three(a.ints[i], b.ints[j]);
    int s = std::max(sa, sb);
    return Three(ScaledAt(ta, a.ints[i], s), ScaledAt(tb, b.ints[j], s));
  }
  if (ta.is_int_lane() && tb.is_int_lane()) {
    if (ta.id != tb.id) {
      return Three(AsTimestamp(ta, a.ints[i]), AsTimestamp(tb, b.ints[j]));
    }
    return Three(a.ints[i], b.ints[j]);
  }
  if (ta.is_string_lane() && ta.id == tb.id) {
    return CompareText(a.strings[i], b.strings[j]);
  }
  return CompareMixed(a.GetValue(i), b.GetValue(j));
}

int CompareMixed(const Value& a, const Value& b) {
  const Type& ta = a.type();
  const Type& tb = b.type();
  if (IsNumber(ta.id) && IsNumber(tb.id)) {
    auto as_double = [](const Value& v) {
      if (v.type().is_double_lane()) return v.double_value();
      if (v.type().id == TypeId::kNumeric) {
        return numeric::ToDouble(v.int_value(), v.type().scale);
      }
      return static_cast<double>(v.int_value());
    };
    if (ta.is_double_lane() || tb.is_double_lane()) {
      return CompareDoubles(as_double(a), as_double(b));
    }
    int s = std::max(ScaleOf(ta), ScaleOf(tb));
    return Three(ScaledAt(ta, a.int_value(), s),
                 ScaledAt(tb, b.int_value(), s));
  }
  if (ta.is_int_lane() && tb.is_int_lane()) {
    return Three(AsTimestamp(ta, a.int_value()),
                 AsTimestamp(tb, b.int_value()));
  }
  if (ta.is_string_lane() && ta.id == tb.id) {
    return CompareText(a.text(), b.text());
  }
  if (ta.is_array() && tb.is_array()) {
    // Element by element; NULL elements sort after non-NULL ones, and a
    // prefix before the longer array, as PostgreSQL's array comparison.
    const auto& ea = a.elements();
    const auto& eb = b.elements();
    size_t n = std::min(ea.size(), eb.size());
    for (size_t k = 0; k < n; ++k) {
      bool na = ea[k].is_null(), nb = eb[k].is_null();
      if (na || nb) {
        if (na && nb) continue;
        return na ? 1 : -1;
      }
      int c = CompareMixed(ea[k], eb[k]);
      if (c != 0) return c;
    }
    return Three(ea.size(), eb.size());
  }
  // Values of types that do not compare: order by type, never equal.
  return Three(static_cast<int>(ta.id), static_cast<int>(tb.id));
}

namespace {

// column op constant with both of one int-lane or text type: compares each
// row against the scalar instead of a broadcast vector. Returns false when
// the shape does not apply.
absl::StatusOr<bool> TryCompareWithConstant(const plan::BoundExpr& e,
                                            EvalState& st, Rows rows,
                                            Vector* out) {
  const plan::BoundExpr& rhs = *e.children[1];
  if (rhs.kind != plan::BoundKind::kConstant &&
      rhs.kind != plan::BoundKind::kParameter) {
    return false;
  }
  const plan::BoundExpr& lhs = *e.children[0];
  if (lhs.type != rhs.type ||
      !(lhs.type.is_int_lane() || lhs.type.is_string_lane())) {
    return false;
  }
  auto c = EvaluateScalar(rhs, st.ctx);
  if (!c.ok()) return c.status();
  if (!c->is_null() && c->type() != lhs.type) return false;
  Vector ls;
  auto l = EvalRef(lhs, st, rows, &ls);
  if (!l.ok()) return l.status();
  const Vector& a = **l;
  if (a.type != lhs.type) return false;
  out->Reset(Type::Boolean(), st.input.size);
  if (c->is_null()) {
    if (out->size > 0) out->nulls.assign(out->size, 1);
    return true;
  }
  MergeNulls(a, nullptr, rows, out);
  if (a.type.is_int_lane()) {
    const int64_t* x = a.ints.data();
    const int64_t k = c->int_value();
    EmitCompare(e.op, rows, out, [&](int i) { return Three(x[i], k); });
  } else {
    const std::string_view* x = a.strings.data();
    const std::string_view k = c->text();
    if (e.op == ast::Op::kEq || e.op == ast::Op::kNe) {
      int64_t* o = out->ints.data();
      const bool eq = e.op == ast::Op::kEq;
      rows.ForEach([&](int i) { o[i] = (x[i] == k) == eq; });
    } else {
      EmitCompare(e.op, rows, out, [&](int i) { return CompareText(x[i], k); });
    }
  }
  return true;
}

}  // namespace

absl::Status EvalCompare(const plan::BoundExpr& e, EvalState& st, Rows rows,
                         Vector* out) {
  auto fast = TryCompareWithConstant(e, st, rows, out);
  if (!fast.ok()) return fast.status();
  if (*fast) return absl::OkStatus();
  Vector ls, rs;
  auto l = EvalRef(*e.children[0], st, rows, &ls);
  if (!l.ok()) return l.status();
  auto r = EvalRef(*e.children[1], st, rows, &rs);
  if (!r.ok()) return r.status();
  const Vector& a = **l;
  const Vector& b = **r;
  out->Reset(Type::Boolean(), st.input.size);
  if (a.type.id == TypeId::kNull || b.type.id == TypeId::kNull) {
    if (out->size > 0) out->nulls.assign(out->size, 1);
    return absl::OkStatus();
  }
  MergeNulls(a, &b, rows, out);
  const Type& ta = a.type;
  const Type& tb = b.type;
  bool same_int_lane = ta.is_int_lane() && tb.is_int_lane() &&
                       ScaleOf(ta) == ScaleOf(tb) &&
                       (ta.id == tb.id || (IsNumber(ta.id) && IsNumber(tb.id)));
  if (same_int_lane) {
    const int64_t* x = a.ints.data();
    const int64_t* y = b.ints.data();
    EmitCompare(e.op, rows, out, [&](int i) { return Three(x[i], y[i]); });
  } else if (ta.is_double_lane() && tb.is_double_lane()) {
    const double* x = a.doubles.data();
    const double* y = b.doubles.data();
    EmitCompare(e.op, rows, out,
                [&](int i) { return CompareDoubles(x[i], y[i]); });
  } else if (ta.is_string_lane() && ta.id == tb.id) {
    const std::string_view* x = a.strings.data();
    const std::string_view* y = b.strings.data();
    if (e.op == ast::Op::kEq || e.op == ast::Op::kNe) {
      int64_t* o = out->ints.data();
      bool eq = e.op == ast::Op::kEq;
      rows.ForEach([&](int i) { o[i] = (x[i] == y[i]) == eq; });
    } else {
      EmitCompare(e.op, rows, out,
                  [&](int i) { return CompareText(x[i], y[i]); });
    }
  } else {
    // Mixed types (numeric scales, date/timestamp, arrays): skip NULL rows,
    // whose lanes hold no value.
    int64_t* o = out->ints.data();
    rows.ForEach([&](int i) {
      if (a.IsNull(i) || b.IsNull(i)) return;
      o[i] = CompareHolds(e.op, CompareRows(a, i, b, i));
    });
  }
  return absl::OkStatus();
}

}  // namespace expr

int CompareValues(const Value& a, const Value& b) {
  return expr::CompareMixed(a, b);
}

size_t HashValue(const Value& v) {
  if (v.is_null()) return 0x9e3779b97f4a7c15ULL;
  const Type& t = v.type();
  switch (t.id) {
    case TypeId::kSmallint:
    case TypeId::kInteger:
    case TypeId::kBigint:
    case TypeId::kNumeric: {
      // Equal numbers of different scales hash alike: drop trailing zeros.
      int64_t x = v.int_value();
      int scale = t.id == TypeId::kNumeric ? t.scale : 0;
      while (scale > 0 && x % 10 == 0) {
        x /= 10;
        --scale;
      }
      return absl::HashOf(x, scale);
    }
    case TypeId::kDouble:
    case TypeId::kReal: {
      double d = v.double_value();
      if (std::isnan(d)) return 0x7ff8000000000000ULL;
      if (d == 0) d = 0;  // -0 equals 0
      return absl::HashOf(d);
    }
    case TypeId::kText:
    case TypeId::kUuid:
    case TypeId::kBytea:
      return absl::HashOf(absl::string_view(v.text()));
    case TypeId::kTimestamptz:
    case TypeId::kTime:
      return absl::HashOf(static_cast<int>(t.id), v.int_value());
    case TypeId::kBoolean:
    case TypeId::kDate:
      return absl::HashOf(static_cast<int>(t.id), v.int_value());
    case TypeId::kTimestamp:
      return absl::HashOf(static_cast<int>(TypeId::kTimestamp), v.int_value());
    case TypeId::kIntegerArray:
    case TypeId::kBigintArray:
    case TypeId::kTextArray: {
      size_t h = absl::HashOf(v.elements().size());
      for (const Value& e : v.elements()) h = absl::HashOf(h, HashValue(e));
      return h;
    }
    case TypeId::kNull:
      break;
  }
  return 0;
}

}  // namespace kite
