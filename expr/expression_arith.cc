// Arithmetic (+ - * / % and unary minus) over integer, bigint, numeric,
// double and date lanes with PostgreSQL's overflow and division-by-zero
// errors, and the || operator.
#include <cmath>
#include <cstdint>
#include <string>

#include "common/numeric.h"
#include "common/statement_memory.h"
#include "expr/expression_internal.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

using plan::BoundExpr;

absl::Status IntOutOfRange(TypeId id) {
  return SqlError(sqlstate::kNumericValueOutOfRange,
                  Type{id}.ToString() + " out of range");
}

absl::Status DivisionByZero() {
  return SqlError(sqlstate::kDivisionByZero, "division by zero");
}

bool IsIntegerType(TypeId id) {
  return id == TypeId::kSmallint || id == TypeId::kInteger ||
         id == TypeId::kBigint;
}

bool IsNumber(TypeId id) {
  return IsIntegerType(id) || id == TypeId::kNumeric || id == TypeId::kReal ||
         id == TypeId::kDouble;
}

// 4713-01-01 BC and 5874897-12-31, PostgreSQL's date range, in days since
// 1970-01-01.
constexpr int64_t kMinDateDays = -2440588;
constexpr int64_t kMaxDateDays = 2145042905;

// Whether the operand lanes suit a result of type `result` (the binder casts
// operands; a mismatch is a bug upstream, reported rather than crashed on).
bool LanesFit(TypeId result, const Vector& a, const Vector& b) {
  if (result == TypeId::kDouble || result == TypeId::kReal) {
    return IsNumber(a.type.id) && IsNumber(b.type.id);
  }
  if (result == TypeId::kNumeric || IsIntegerType(result)) {
    bool a_ok = IsIntegerType(a.type.id) || a.type.id == TypeId::kNumeric ||
                a.type.id == TypeId::kDate;
    bool b_ok = IsIntegerType(b.type.id) || b.type.id == TypeId::kNumeric ||
                b.type.id == TypeId::kDate;
    return a_ok && b_ok;
  }
  if (result == TypeId::kDate || result == TypeId::kTimestamp) {
    return a.type.is_int_lane() && b.type.is_int_lane();
  }
  return false;
}

// The active rows where neither operand is NULL: errors must not come from
// rows whose result is NULL anyway.
template <typename F>
absl::Status ForNonNull(Rows rows, const Vector& out, F&& f) {
  if (out.nulls.empty()) return rows.ForEachOrError(f);
  return rows.ForEachOrError([&](int i) -> absl::Status {
    if (out.nulls[i]) return absl::OkStatus();
    return f(i);
  });
}

// Per-row outcome of the integer and numeric kernels: the loops record a
// code instead of building a Status per row.
enum RowError : int { kOk = 0, kOverflow, kDivZero };

// Runs `f(i) -> RowError` over the active rows where neither operand is NULL
// (errors must not come from rows whose result is NULL anyway) and returns
// the first error.
template <typename F>
RowError RunRows(Rows rows, const Vector& out, F&& f) {
  const uint8_t* nulls = out.nulls.empty() ? nullptr : out.nulls.data();
  if (rows.idx == nullptr) {
    for (int i = 0; i < rows.count; ++i) {
      if (nulls != nullptr && nulls[i]) continue;
      RowError e = f(i);
      if (e != kOk) return e;
    }
  } else {
    for (int k = 0; k < rows.count; ++k) {
      int i = rows.idx[k];
      if (nulls != nullptr && nulls[i]) continue;
      RowError e = f(i);
      if (e != kOk) return e;
    }
  }
  return kOk;
}

// integer and bigint: 32-bit results are checked against the int32 range.
template <typename T>
absl::Status IntegerArith(ast::Op op, const Vector& a, const Vector& b,
                          Rows rows, Vector* out) {
  const TypeId id = out->type.id;
  const int64_t* x = a.ints.data();
  const int64_t* y = b.ints.data();
  int64_t* o = out->ints.data();
  RowError err = kOk;
  switch (op) {
    case ast::Op::kAdd:
      err = RunRows(rows, *out, [&](int i) {
        T r;
        bool bad = __builtin_add_overflow(static_cast<T>(x[i]),
                                          static_cast<T>(y[i]), &r);
        o[i] = r;
        return bad ? kOverflow : kOk;
      });
      break;
    case ast::Op::kSub:
      err = RunRows(rows, *out, [&](int i) {
        T r;
        bool bad = __builtin_sub_overflow(static_cast<T>(x[i]),
                                          static_cast<T>(y[i]), &r);
        o[i] = r;
        return bad ? kOverflow : kOk;
      });
      break;
    case ast::Op::kMul:
      err = RunRows(rows, *out, [&](int i) {
        T r;
        bool bad = __builtin_mul_overflow(static_cast<T>(x[i]),
                                          static_cast<T>(y[i]), &r);
        o[i] = r;
        return bad ? kOverflow : kOk;
      });
      break;
    case ast::Op::kDiv:
      err = RunRows(rows, *out, [&](int i) {
        T l = static_cast<T>(x[i]), r = static_cast<T>(y[i]);
        if (r == 0) return kDivZero;
        if (r == -1) {
          if (l == std::numeric_limits<T>::min()) return kOverflow;
          o[i] = -l;
          return kOk;
        }
        o[i] = l / r;
        return kOk;
      });
      break;
    case ast::Op::kMod:
      err = RunRows(rows, *out, [&](int i) {
        T l = static_cast<T>(x[i]), r = static_cast<T>(y[i]);
        if (r == 0) return kDivZero;
        o[i] = r == -1 ? 0 : l % r;
        return kOk;
      });
      break;
    default:
      return SqlError(sqlstate::kInternalError, "bad integer operator");
  }
  if (err == kOverflow) return IntOutOfRange(id);
  if (err == kDivZero) return DivisionByZero();
  return absl::OkStatus();
}

absl::Status DoubleArith(ast::Op op, const Vector& a, const Vector& b,
                         Rows rows, Vector* out) {
  double* o = out->doubles.data();
  bool both_double = a.type.is_double_lane() && b.type.is_double_lane();
  auto get = [&](int i, double* l, double* r) {
    if (both_double) {
      *l = a.doubles[i];
      *r = b.doubles[i];
    } else {
      *l = DoubleAt(a, i);
      *r = DoubleAt(b, i);
    }
  };
  // PostgreSQL's float8 overflow/underflow checks.
  auto check = [](double r, double l, double rr, bool zero_ok) -> absl::Status {
    if (std::isinf(r) && !std::isinf(l) && !std::isinf(rr)) {
      return SqlError(sqlstate::kNumericValueOutOfRange,
                      "value out of range: overflow");
    }
    if (r == 0 && !zero_ok) {
      return SqlError(sqlstate::kNumericValueOutOfRange,
                      "value out of range: underflow");
    }
    return absl::OkStatus();
  };
  return ForNonNull(rows, *out, [&](int i) -> absl::Status {
    double l, r, res;
    get(i, &l, &r);
    switch (op) {
      case ast::Op::kAdd:
        res = l + r;
        break;
      case ast::Op::kSub:
        res = l - r;
        break;
      case ast::Op::kMul: {
        res = l * r;
        absl::Status s = check(res, l, r, l == 0 || r == 0);
        if (!s.ok()) return s;
        o[i] = res;
        return absl::OkStatus();
      }
      case ast::Op::kDiv: {
        if (r == 0) return DivisionByZero();
        res = l / r;
        absl::Status s = check(res, l, r, l == 0 || std::isinf(r));
        if (!s.ok()) return s;
        o[i] = res;
        return absl::OkStatus();
      }
      case ast::Op::kMod:
        if (r == 0) return DivisionByZero();
        res = std::fmod(l, r);
        break;
      default:
        return SqlError(sqlstate::kInternalError, "bad double operator");
    }
    absl::Status s = check(res, l, r, true);
    if (!s.ok()) return s;
    o[i] = res;
    return absl::OkStatus();
  });
}

int ScaleOf(const Type& t) { return t.id == TypeId::kNumeric ? t.scale : 0; }

// Division rounded half away from zero.
__int128 RoundedDiv(__int128 num, __int128 den) {
  __int128 q = num / den;
  __int128 r = num % den;
  if (r < 0) r = -r;
  __int128 d = den < 0 ? -den : den;
  if (2 * r >= d) q += ((num < 0) != (den < 0)) ? -1 : 1;
  return q;
}

absl::Status NumericArith(ast::Op op, const Vector& a, const Vector& b,
                          Rows rows, Vector* out) {
  const Type t = out->type;
  const int s = t.scale;
  const int precision = t.precision == 0 ? numeric::kMaxPrecision : t.precision;
  const int sa = ScaleOf(a.type), sb = ScaleOf(b.type);
  const int64_t* x = a.ints.data();
  const int64_t* y = b.ints.data();
  int64_t* o = out->ints.data();
  const __int128 limit = numeric::Pow10(precision);  // |result| < limit
  auto store = [&](int i, __int128 v) {
    if (v >= limit || v <= -limit) return kOverflow;
    o[i] = static_cast<int64_t>(v);
    return kOk;
  };
  RowError err = kOk;
  switch (op) {
    case ast::Op::kAdd:
    case ast::Op::kSub: {
      const bool add = op == ast::Op::kAdd;
      if (sa == s && sb == s) {
        // The common case: operands already at the result scale (the binder
        // casts them), so no rescaling.
        err = RunRows(rows, *out, [&](int i) {
          __int128 v = add ? static_cast<__int128>(x[i]) + y[i]
                           : static_cast<__int128>(x[i]) - y[i];
          return store(i, v);
        });
        break;
      }
      const int m = std::max({sa, sb, s});
      err = RunRows(rows, *out, [&](int i) {
        __int128 l = numeric::Rescale(x[i], sa, m);
        __int128 r = numeric::Rescale(y[i], sb, m);
        return store(i, numeric::Rescale(add ? l + r : l - r, m, s));
      });
      break;
    }
    case ast::Op::kMul:
      err = RunRows(rows, *out, [&](int i) {
        return store(i, numeric::Rescale(static_cast<__int128>(x[i]) * y[i],
                                         sa + sb, s));
      });
      break;
    case ast::Op::kDiv: {
      // x/10^sa / (y/10^sb) at scale s = x * 10^(s + sb - sa) / y.
      const int shift = s + sb - sa;
      const __int128 up = numeric::Pow10(std::max(shift, 0));
      const __int128 down = numeric::Pow10(std::max(-shift, 0));
      err = RunRows(rows, *out, [&](int i) {
        if (y[i] == 0) return kDivZero;
        if (shift > 0 && !numeric::Fits(x[i], 37 - shift)) return kOverflow;
        // A divisor scaled past 10^19 exceeds any dividend: the result
        // rounds to zero (and y * down could overflow).
        if (shift < -19) return store(i, 0);
        return store(i, RoundedDiv(x[i] * up, y[i] * down));
      });
      break;
    }
    case ast::Op::kMod: {
      const int m = std::max(sa, sb);
      err = RunRows(rows, *out, [&](int i) {
        if (y[i] == 0) return kDivZero;
        __int128 l = numeric::Rescale(x[i], sa, m);
        __int128 r = numeric::Rescale(y[i], sb, m);
        return store(i, numeric::Rescale(l % r, m, s));
      });
      break;
    }
    default:
      return SqlError(sqlstate::kInternalError, "bad numeric operator");
  }
  if (err == kOverflow) return numeric::Overflow(precision, s);
  if (err == kDivZero) return DivisionByZero();
  return absl::OkStatus();
}

// REAL results: the double results rounded to floats, with float4's
// overflow and (for * and /) underflow checks. A float operation done in
// double and rounded once gives the float result exactly.
absl::Status RoundToReal(ast::Op op, const Vector& a, const Vector& b,
                         Rows rows, Vector* out) {
  double* o = out->doubles.data();
  return ForNonNull(rows, *out, [&](int i) -> absl::Status {
    const double l = DoubleAt(a, i), r = DoubleAt(b, i);
    const float f = static_cast<float>(o[i]);
    if (std::isinf(f) && !std::isinf(l) && !std::isinf(r)) {
      return SqlError(sqlstate::kNumericValueOutOfRange,
                      "value out of range: overflow");
    }
    if (f == 0 && o[i] != 0 && (op == ast::Op::kMul || op == ast::Op::kDiv)) {
      return SqlError(sqlstate::kNumericValueOutOfRange,
                      "value out of range: underflow");
    }
    o[i] = f;
    return absl::OkStatus();
  });
}

absl::Status Negate(const Vector& a, Rows rows, Vector* out) {
  MergeNulls(a, nullptr, rows, out);
  const TypeId id = out->type.id;
  if (id == TypeId::kDouble || id == TypeId::kReal) {
    rows.ForEach([&](int i) { out->doubles[i] = -DoubleAt(a, i); });
    return absl::OkStatus();
  }
  int64_t min = id == TypeId::kSmallint  ? INT16_MIN
                : id == TypeId::kInteger ? INT32_MIN
                                         : INT64_MIN;
  return ForNonNull(rows, *out, [&](int i) -> absl::Status {
    int64_t v = a.ints[i];
    if (v == min) return IntOutOfRange(id);
    out->ints[i] = -v;
    return absl::OkStatus();
  });
}

}  // namespace

absl::Status EvalArith(const BoundExpr& e, EvalState& st, Rows rows,
                       Vector* out) {
  Vector ls, rs;
  auto l = EvalRef(*e.children[0], st, rows, &ls);
  if (!l.ok()) return l.status();
  out->Reset(e.type, st.input.size);
  const Vector& a = **l;
  if (e.children.size() == 1 || e.op == ast::Op::kNeg ||
      e.op == ast::Op::kPlus) {
    if (a.type.id == TypeId::kNull) {
      if (out->size > 0) out->nulls.assign(out->size, 1);
      return absl::OkStatus();
    }
    if (!IsNumber(a.type.id)) {
      return SqlError(sqlstate::kInternalError,
                      "no unary arithmetic for " + a.type.ToString());
    }
    if (e.op == ast::Op::kPlus) {
      rows.ForEach([&](int i) { CopyRow(a, i, out, i); });
      return absl::OkStatus();
    }
    return Negate(a, rows, out);
  }
  auto r = EvalRef(*e.children[1], st, rows, &rs);
  if (!r.ok()) return r.status();
  const Vector& b = **r;
  if (a.type.id == TypeId::kNull || b.type.id == TypeId::kNull) {
    if (out->size > 0) out->nulls.assign(out->size, 1);
    return absl::OkStatus();
  }
  const TypeId result = e.type.id;
  if (!LanesFit(result, a, b)) {
    return SqlError(
        sqlstate::kInternalError,
        "no arithmetic for " + a.type.ToString() + " and " + b.type.ToString());
  }
  MergeNulls(a, &b, rows, out);
  if (result == TypeId::kDouble) return DoubleArith(e.op, a, b, rows, out);
  if (result == TypeId::kReal) {
    if (absl::Status s = DoubleArith(e.op, a, b, rows, out); !s.ok()) return s;
    return RoundToReal(e.op, a, b, rows, out);
  }
  if (result == TypeId::kSmallint && IsIntegerType(a.type.id) &&
      IsIntegerType(b.type.id)) {
    return IntegerArith<int16_t>(e.op, a, b, rows, out);
  }
  if (result == TypeId::kNumeric) return NumericArith(e.op, a, b, rows, out);
  if (result == TypeId::kInteger && IsIntegerType(a.type.id) &&
      IsIntegerType(b.type.id)) {
    return IntegerArith<int32_t>(e.op, a, b, rows, out);
  }
  if (result == TypeId::kBigint && IsIntegerType(a.type.id) &&
      IsIntegerType(b.type.id)) {
    return IntegerArith<int64_t>(e.op, a, b, rows, out);
  }
  if (result == TypeId::kTimestamp) {
    // date + time, time + date.
    const bool date_first = a.type.id == TypeId::kDate;
    const int64_t* days = date_first ? a.ints.data() : b.ints.data();
    const int64_t* micros = date_first ? b.ints.data() : a.ints.data();
    return ForNonNull(rows, *out, [&](int i) -> absl::Status {
      int64_t v;
      if (__builtin_mul_overflow(days[i], int64_t{86400000000}, &v) ||
          __builtin_add_overflow(v, micros[i], &v)) {
        return SqlError(sqlstate::kDatetimeFieldOverflow,
                        "timestamp out of range");
      }
      out->ints[i] = v;
      return absl::OkStatus();
    });
  }
  if (result == TypeId::kDate || result == TypeId::kInteger) {
    // date ± integer, integer + date, date - date (days).
    const int64_t* x = a.ints.data();
    const int64_t* y = b.ints.data();
    bool sub = e.op == ast::Op::kSub;
    return ForNonNull(rows, *out, [&](int i) -> absl::Status {
      int64_t v = sub ? x[i] - y[i] : x[i] + y[i];
      // date - date is a day count; dates stay within PostgreSQL's range.
      if (result == TypeId::kDate && (v < kMinDateDays || v > kMaxDateDays)) {
        return SqlError(sqlstate::kDatetimeFieldOverflow, "date out of range");
      }
      if (v < INT32_MIN || v > INT32_MAX) return IntOutOfRange(result);
      out->ints[i] = v;
      return absl::OkStatus();
    });
  }
  return SqlError(
      sqlstate::kInternalError,
      "no arithmetic for " + a.type.ToString() + " and " + b.type.ToString());
}

// Results from this size up count against statement_mem.
constexpr size_t kChargedConcat = 64 << 10;

absl::Status EvalConcat(const BoundExpr& e, EvalState& st, Rows rows,
                        Vector* out) {
  Vector ls, rs;
  auto l = EvalRef(*e.children[0], st, rows, &ls);
  if (!l.ok()) return l.status();
  auto r = EvalRef(*e.children[1], st, rows, &rs);
  if (!r.ok()) return r.status();
  const Vector& a = **l;
  const Vector& b = **r;
  out->Reset(e.type, st.input.size);
  if (e.type.is_array()) {
    // array || array, array || element, element || array. NULL arrays act
    // as empty; a NULL element is appended as NULL.
    Type element = e.type.element();
    return rows.ForEachOrError([&](int i) -> absl::Status {
      std::vector<Value> items;
      for (const Vector* side : {&a, &b}) {
        Value v = side->GetValue(i);
        if (side->type.is_array()) {
          if (v.is_null()) continue;
          for (const Value& x : v.elements()) {
            auto c = x.CastTo(element);
            if (!c.ok()) return c.status();
            items.push_back(std::move(*c));
          }
        } else {
          auto c = v.CastTo(element);
          if (!c.ok()) return c.status();
          items.push_back(std::move(*c));
        }
      }
      if (a.IsNull(i) && b.IsNull(i)) {
        out->SetNull(i);
      } else {
        out->arrays[i] = Value::Array(e.type, std::move(items));
      }
      return absl::OkStatus();
    });
  }
  MergeNulls(a, &b, rows, out);
  // A non-text operand converts as its cast to text does ('a' || true is
  // 'atrue').
  auto text_at = [](const Vector& v, int i) -> std::string {
    if (v.type.id == TypeId::kText) return std::string(v.strings[i]);
    if (v.type.id == TypeId::kBoolean) return v.ints[i] ? "true" : "false";
    return v.GetValue(i).ToString();
  };
  return rows.ForEachOrError([&](int i) -> absl::Status {
    if (out->IsNull(i)) return absl::OkStatus();
    if (a.type.is_string_lane() && a.type.id == b.type.id) {
      const size_t size = a.strings[i].size() + b.strings[i].size();
      // Concatenations of large values double at each ||: counted as
      // repeat()'s strings are (statement_mem).
      if (size >= kChargedConcat) {
        if (absl::Status m =
                ChargeBatchMemory(static_cast<int64_t>(size), "||");
            !m.ok()) {
          return m;
        }
      }
      std::string s;
      s.reserve(size);
      s.append(a.strings[i]).append(b.strings[i]);
      out->SetOwnedString(i, std::move(s));
    } else {
      out->SetOwnedString(i, text_at(a, i) + text_at(b, i));
    }
    return absl::OkStatus();
  });
}

}  // namespace kite::expr
