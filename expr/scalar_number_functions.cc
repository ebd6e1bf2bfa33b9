// Numeric functions: abs, round, trunc, ceil/ceiling, floor, sign, sqrt,
// cbrt, exp, ln, log/log10, power/pow, pi, random, mod.
#include <cmath>
#include <random>
#include <vector>

#include "common/numeric.h"
#include "expr/expression_internal.h"
#include "expr/scalar_functions.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

using Args = std::vector<Value>;

absl::Status OutOfRange(TypeId id) {
  return SqlError(
      sqlstate::kNumericValueOutOfRange,
      id == TypeId::kInteger ? "integer out of range" : "bigint out of range");
}

Value NumericValue(Type t, int64_t scaled) {
  return Value::Numeric(scaled, t.precision, t.scale);
}

// Stores scaled `v` (at `scale`) as a value of numeric type `t`, rounding.
absl::StatusOr<Value> ToResult(__int128 v, int scale, Type t) {
  auto r = numeric::ToNumeric(v, scale, t.precision, t.scale);
  if (!r.ok()) return r.status();
  return NumericValue(t, *r);
}

double AsDouble(const Value& v) {
  switch (v.type().id) {
    case TypeId::kDouble:
      return v.double_value();
    case TypeId::kNumeric:
      return numeric::ToDouble(v.int_value(), v.type().scale);
    default:
      return static_cast<double>(v.int_value());
  }
}

absl::StatusOr<Value> Abs(const Args& a, const FunctionEnv& env) {
  const Value& x = a[0];
  switch (x.type().id) {
    case TypeId::kDouble:
      return Value::Double(std::fabs(x.double_value()));
    case TypeId::kReal:
      return Value::Real(std::fabs(static_cast<float>(x.double_value())));
    case TypeId::kSmallint:
      if (x.int_value() == INT16_MIN) return OutOfRange(TypeId::kSmallint);
      return Value::Smallint(static_cast<int16_t>(std::abs(x.int_value())));
    case TypeId::kInteger:
      if (x.int_value() == INT32_MIN) return OutOfRange(TypeId::kInteger);
      return Value::Integer(static_cast<int32_t>(std::abs(x.int_value())));
    case TypeId::kBigint:
      if (x.int_value() == INT64_MIN) return OutOfRange(TypeId::kBigint);
      return Value::Bigint(std::abs(x.int_value()));
    case TypeId::kNumeric:
      return NumericValue(x.type(), std::abs(x.int_value()));
    default:
      return Value::Double(std::fabs(AsDouble(x)));
  }
}

enum class RoundMode { kRound, kTrunc, kCeil, kFloor };

// Rounds scaled `v` at `scale` to `digits` decimals (negative digits round
// left of the point), keeping `scale`.
__int128 RoundScaled(__int128 v, int scale, int digits, RoundMode mode) {
  if (digits >= scale) return v;
  if (scale - digits > 36) return 0;
  __int128 unit = numeric::Pow10(scale - digits);
  __int128 q = v / unit, r = v % unit;
  switch (mode) {
    case RoundMode::kRound:
      if (2 * (r < 0 ? -r : r) >= unit) q += v < 0 ? -1 : 1;
      break;
    case RoundMode::kTrunc:
      break;
    case RoundMode::kCeil:
      if (r > 0) ++q;
      break;
    case RoundMode::kFloor:
      if (r < 0) --q;
      break;
  }
  return q * unit;
}

double RoundDouble(double d, RoundMode mode) {
  switch (mode) {
    case RoundMode::kRound:
      return std::rint(d);  // PostgreSQL rounds doubles half to even
    case RoundMode::kTrunc:
      return std::trunc(d);
    case RoundMode::kCeil:
      return std::ceil(d);
    case RoundMode::kFloor:
      return std::floor(d);
  }
  return d;
}

template <RoundMode kMode>
absl::StatusOr<Value> RoundLike(const Args& a, const FunctionEnv& env) {
  const Value& x = a[0];
  if (x.type().id == TypeId::kDouble ||
      (a.size() == 1 && x.type().id != TypeId::kNumeric)) {
    return Value::Double(RoundDouble(AsDouble(x), kMode));
  }
  int scale = x.type().id == TypeId::kNumeric ? x.type().scale : 0;
  int64_t digits = a.size() > 1 ? a[1].int_value() : 0;
  digits = std::clamp<int64_t>(digits, -40, 40);
  __int128 r =
      RoundScaled(x.int_value(), scale, static_cast<int>(digits), kMode);
  if (env.result.id != TypeId::kNumeric) {
    return Value::Double(
        numeric::ToDouble(static_cast<int64_t>(r / numeric::Pow10(scale)), 0));
  }
  return ToResult(r, scale, env.result);
}

absl::StatusOr<Value> Sign(const Args& a, const FunctionEnv& env) {
  const Value& x = a[0];
  if (x.type().id == TypeId::kNumeric) {
    int64_t v = x.int_value();
    return Value::Numeric(v > 0 ? 1 : (v < 0 ? -1 : 0), 1, 0);
  }
  double d = AsDouble(x);
  return Value::Double(d > 0 ? 1 : (d < 0 ? -1 : 0));
}

absl::StatusOr<Value> Sqrt(const Args& a, const FunctionEnv&) {
  double d = AsDouble(a[0]);
  if (d < 0) {
    return SqlError("2201F", "cannot take square root of a negative number");
  }
  return Value::Double(std::sqrt(d));
}

absl::StatusOr<Value> Cbrt(const Args& a, const FunctionEnv&) {
  return Value::Double(std::cbrt(AsDouble(a[0])));
}

absl::StatusOr<Value> Exp(const Args& a, const FunctionEnv&) {
  double d = std::exp(AsDouble(a[0]));
  if (std::isinf(d) && !std::isinf(AsDouble(a[0]))) {
    return SqlError(sqlstate::kNumericValueOutOfRange,
                    "value out of range: overflow");
  }
  return Value::Double(d);
}

absl::StatusOr<Value> LogOf(double d, double (*f)(double)) {
  if (d == 0) return SqlError("2201E", "cannot take logarithm of zero");
  if (d < 0) {
    return SqlError("2201E", "cannot take logarithm of a negative number");
  }
  return Value::Double(f(d));
}

absl::StatusOr<Value> Ln(const Args& a, const FunctionEnv&) {
  return LogOf(AsDouble(a[0]), [](double d) { return std::log(d); });
}

absl::StatusOr<Value> Log10(const Args& a, const FunctionEnv&) {
  return LogOf(AsDouble(a[0]), [](double d) { return std::log10(d); });
}

absl::StatusOr<Value> Power(const Args& a, const FunctionEnv&) {
  double x = AsDouble(a[0]), y = AsDouble(a[1]);
  if (x == 0 && y < 0) {
    return SqlError("2201F", "zero raised to a negative power is undefined");
  }
  if (x < 0 && std::floor(y) != y) {
    return SqlError("2201F",
                    "a negative number raised to a non-integer power yields "
                    "a complex result");
  }
  double r = std::pow(x, y);
  if (std::isinf(r) && !std::isinf(x) && !std::isinf(y)) {
    return SqlError(sqlstate::kNumericValueOutOfRange,
                    "value out of range: overflow");
  }
  return Value::Double(r);
}

absl::StatusOr<Value> Pi(const Args&, const FunctionEnv&) {
  return Value::Double(M_PI);
}

absl::StatusOr<Value> Random(const Args&, const FunctionEnv&) {
  thread_local std::mt19937_64 gen{std::random_device{}()};
  return Value::Double(std::uniform_real_distribution<double>(0, 1)(gen));
}

absl::StatusOr<Value> Mod(const Args& a, const FunctionEnv& env) {
  const Value& x = a[0];
  const Value& y = a[1];
  if (env.result.id == TypeId::kNumeric) {
    int sx = x.type().id == TypeId::kNumeric ? x.type().scale : 0;
    int sy = y.type().id == TypeId::kNumeric ? y.type().scale : 0;
    int m = std::max(sx, sy);
    __int128 l = numeric::Rescale(x.int_value(), sx, m);
    __int128 r = numeric::Rescale(y.int_value(), sy, m);
    if (r == 0) return SqlError(sqlstate::kDivisionByZero, "division by zero");
    return ToResult(l % r, m, env.result);
  }
  int64_t l = x.int_value(), r = y.int_value();
  if (r == 0) return SqlError(sqlstate::kDivisionByZero, "division by zero");
  int64_t v = r == -1 ? 0 : l % r;
  return env.result.id == TypeId::kInteger
             ? Value::Integer(static_cast<int32_t>(v))
             : Value::Bigint(v);
}

}  // namespace

void RegisterNumberFunctions(FunctionRegistry* r) {
  (*r)["abs"] = {Abs};
  (*r)["round"] = {RoundLike<RoundMode::kRound>};
  (*r)["trunc"] = {RoundLike<RoundMode::kTrunc>};
  (*r)["ceil"] = {RoundLike<RoundMode::kCeil>};
  (*r)["ceiling"] = {RoundLike<RoundMode::kCeil>};
  (*r)["floor"] = {RoundLike<RoundMode::kFloor>};
  (*r)["sign"] = {Sign};
  (*r)["sqrt"] = {Sqrt};
  (*r)["cbrt"] = {Cbrt};
  (*r)["exp"] = {Exp};
  (*r)["ln"] = {Ln};
  (*r)["log"] = {Log10};
  (*r)["log10"] = {Log10};
  (*r)["power"] = {Power};
  (*r)["pow"] = {Power};
  (*r)["pi"] = {Pi};
  (*r)["random"] = {Random};
  (*r)["mod"] = {Mod};
}

}  // namespace kite::expr
