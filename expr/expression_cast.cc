// CAST over vectors: numeric conversions run over the lanes; the rest
// (text parsing and formatting, arrays) goes through Value::CastTo per row.
#include <cmath>
#include <string>

#include "common/numeric.h"
#include "expr/expression_internal.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

absl::Status OutOfRange(TypeId id) {
  return SqlError(sqlstate::kNumericValueOutOfRange,
                  Type{id}.ToString() + " out of range");
}

bool IsIntegerType(TypeId id) {
  return id == TypeId::kSmallint || id == TypeId::kInteger ||
         id == TypeId::kBigint;
}

// The range of an integer type.
int64_t MinOf(TypeId id) {
  return id == TypeId::kSmallint  ? INT16_MIN
         : id == TypeId::kInteger ? INT32_MIN
                                  : INT64_MIN;
}
int64_t MaxOf(TypeId id) {
  return id == TypeId::kSmallint  ? INT16_MAX
         : id == TypeId::kInteger ? INT32_MAX
                                  : INT64_MAX;
}

template <typename F>
absl::Status ForNonNull(const Vector& in, Rows rows, F&& f) {
  if (in.nulls.empty()) return rows.ForEachOrError(f);
  return rows.ForEachOrError([&](int i) -> absl::Status {
    if (in.nulls[i]) return absl::OkStatus();
    return f(i);
  });
}

}  // namespace

absl::Status CastVector(const Vector& in, Type target, Rows rows, Vector* out) {
  out->Reset(target, in.size);
  if (in.type.id == TypeId::kNull) {
    if (out->size > 0) out->nulls.assign(out->size, 1);
    return absl::OkStatus();
  }
  if (in.type == target) {
    rows.ForEach([&](int i) { CopyRow(in, i, out, i); });
    return absl::OkStatus();
  }
  const TypeId from = in.type.id;
  const TypeId to = target.id;
  MergeNulls(in, nullptr, rows, out);
  // smallint <-> integer <-> bigint.
  if (IsIntegerType(from) && IsIntegerType(to)) {
    if (MaxOf(to) >= MaxOf(from)) {
      rows.ForEach([&](int i) { out->ints[i] = in.ints[i]; });
      return absl::OkStatus();
    }
    return ForNonNull(in, rows, [&](int i) -> absl::Status {
      int64_t v = in.ints[i];
      if (v < MinOf(to) || v > MaxOf(to)) return OutOfRange(to);
      out->ints[i] = v;
      return absl::OkStatus();
    });
  }
  // exact numbers -> double.
  if (to == TypeId::kDouble &&
      (IsIntegerType(from) || from == TypeId::kNumeric)) {
    rows.ForEach([&](int i) {
      if (!in.IsNull(i)) out->doubles[i] = DoubleAt(in, i);
    });
    return absl::OkStatus();
  }
  // double -> an integer type, rounding half to even as rint().
  if (from == TypeId::kDouble && IsIntegerType(to)) {
    const double lo = static_cast<double>(MinOf(to));  // exact: -2^(n-1)
    return ForNonNull(in, rows, [&](int i) -> absl::Status {
      double d = std::rint(in.doubles[i]);
      if (std::isnan(d) || d < lo || d >= -lo) return OutOfRange(to);
      out->ints[i] = static_cast<int64_t>(d);
      return absl::OkStatus();
    });
  }
  // integer/bigint/numeric -> numeric.
  if (to == TypeId::kNumeric &&
      (IsIntegerType(from) || from == TypeId::kNumeric)) {
    int from_scale = from == TypeId::kNumeric ? in.type.scale : 0;
    int precision =
        target.precision == 0 ? numeric::kMaxPrecision : target.precision;
    return ForNonNull(in, rows, [&](int i) -> absl::Status {
      auto v =
          numeric::ToNumeric(in.ints[i], from_scale, precision, target.scale);
      if (!v.ok()) return v.status();
      out->ints[i] = *v;
      return absl::OkStatus();
    });
  }
  // numeric -> integer/bigint, rounding half away from zero.
  if (from == TypeId::kNumeric && IsIntegerType(to)) {
    return ForNonNull(in, rows, [&](int i) -> absl::Status {
      __int128 v = numeric::Rescale(in.ints[i], in.type.scale, 0);
      int64_t lo = MinOf(to);
      int64_t hi = MaxOf(to);
      if (v < lo || v > hi) return OutOfRange(to);
      out->ints[i] = static_cast<int64_t>(v);
      return absl::OkStatus();
    });
  }
  // text -> anything: parse; the strings are not copied.
  if (from == TypeId::kText && to != TypeId::kText) {
    return ForNonNull(in, rows, [&](int i) -> absl::Status {
      auto v = Value::Parse(in.strings[i], target);
      if (!v.ok()) return v.status();
      out->SetValue(i, *v);
      return absl::OkStatus();
    });
  }
  // Everything else, one boxed value at a time.
  return ForNonNull(in, rows, [&](int i) -> absl::Status {
    auto v = in.GetValue(i).CastTo(target);
    if (!v.ok()) return v.status();
    out->SetValue(i, *v);
    return absl::OkStatus();
  });
}

absl::Status EvalCast(const plan::BoundExpr& e, EvalState& st, Rows rows,
                      Vector* out) {
  Vector scratch;
  auto v = EvalRef(*e.children[0], st, rows, &scratch);
  if (!v.ok()) return v.status();
  return CastVector(**v, e.type, rows, out);
}

}  // namespace kite::expr
