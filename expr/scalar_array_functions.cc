// Array functions (cardinality, array_length, array_upper/lower,
// array_to_string, array_append/prepend/cat, array_position) and the
// variadic comparisons greatest/least.
#include <string>
#include <vector>

#include "expr/expression_internal.h"
#include "expr/scalar_functions.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

using Args = std::vector<Value>;

absl::StatusOr<Value> Cardinality(const Args& a, const FunctionEnv&) {
  return Value::Integer(static_cast<int32_t>(a[0].elements().size()));
}

// array_length/array_upper: NULL for an empty array or a dimension other
// than 1 (Kite's arrays have one dimension).
absl::StatusOr<Value> ArrayLength(const Args& a, const FunctionEnv&) {
  size_t n = a[0].elements().size();
  if (n == 0 || a[1].int_value() != 1) return Value::Null(Type::Integer());
  return Value::Integer(static_cast<int32_t>(n));
}

absl::StatusOr<Value> ArrayLower(const Args& a, const FunctionEnv&) {
  if (a[0].elements().empty() || a[1].int_value() != 1) {
    return Value::Null(Type::Integer());
  }
  return Value::Integer(1);
}

absl::StatusOr<Value> ArrayToString(const Args& a, const FunctionEnv&) {
  if (a[0].is_null() || a[1].is_null()) return Value::Null(Type::Text());
  bool has_null_text = a.size() > 2 && !a[2].is_null();
  std::string out;
  bool first = true;
  for (const Value& e : a[0].elements()) {
    if (e.is_null() && !has_null_text) continue;
    if (!first) out += a[1].text();
    first = false;
    out += e.is_null() ? a[2].text() : e.ToString();
  }
  return Value::Text(std::move(out));
}

absl::StatusOr<Value> ElementOf(const Value& v, Type element) {
  if (v.is_null()) return Value::Null(element);
  if (v.type() == element) return v;
  return v.CastTo(element);
}

// Elements of a possibly NULL array argument.
std::vector<Value> ElementsOf(const Value& v) {
  return v.is_null() ? std::vector<Value>{} : v.elements();
}

absl::StatusOr<Value> ArrayAppend(const Args& a, const FunctionEnv& env) {
  std::vector<Value> items = ElementsOf(a[0]);
  auto e = ElementOf(a[1], env.result.element());
  if (!e.ok()) return e.status();
  items.push_back(std::move(*e));
  return Value::Array(env.result, std::move(items));
}

absl::StatusOr<Value> ArrayPrepend(const Args& a, const FunctionEnv& env) {
  auto e = ElementOf(a[0], env.result.element());
  if (!e.ok()) return e.status();
  std::vector<Value> items = {std::move(*e)};
  for (const Value& x : ElementsOf(a[1])) items.push_back(x);
  return Value::Array(env.result, std::move(items));
}

absl::StatusOr<Value> ArrayCat(const Args& a, const FunctionEnv& env) {
  if (a[0].is_null() && a[1].is_null()) return Value::Null(env.result);
  std::vector<Value> items;
  for (const Value* side : {&a[0], &a[1]}) {
    for (const Value& x : ElementsOf(*side)) {
      auto e = ElementOf(x, env.result.element());
      if (!e.ok()) return e.status();
      items.push_back(std::move(*e));
    }
  }
  return Value::Array(env.result, std::move(items));
}

// array_position(arr, x): 1-based index of the first element equal to x
// (IS NOT DISTINCT FROM, so NULL finds a NULL), or NULL.
absl::StatusOr<Value> ArrayPosition(const Args& a, const FunctionEnv&) {
  if (a[0].is_null()) return Value::Null(Type::Integer());
  const auto& items = a[0].elements();
  for (size_t k = 0; k < items.size(); ++k) {
    bool match = items[k].is_null()
                     ? a[1].is_null()
                     : !a[1].is_null() && CompareMixed(items[k], a[1]) == 0;
    if (match) return Value::Integer(static_cast<int32_t>(k + 1));
  }
  return Value::Null(Type::Integer());
}

// greatest/least ignore NULLs; NULL only when every argument is NULL.
template <bool kGreatest>
absl::StatusOr<Value> Extreme(const Args& a, const FunctionEnv& env) {
  const Value* best = nullptr;
  for (const Value& v : a) {
    if (v.is_null()) continue;
    if (best == nullptr) {
      best = &v;
      continue;
    }
    int c = CompareMixed(v, *best);
    if (kGreatest ? c > 0 : c < 0) best = &v;
  }
  if (best == nullptr) return Value::Null(env.result);
  return *best;
}

}  // namespace

void RegisterArrayFunctions(FunctionRegistry* r) {
  (*r)["cardinality"] = {Cardinality};
  (*r)["array_length"] = {ArrayLength};
  (*r)["array_upper"] = {ArrayLength};
  (*r)["array_lower"] = {ArrayLower};
  (*r)["array_to_string"] = {ArrayToString, /*strict=*/false};
  (*r)["array_append"] = {ArrayAppend, /*strict=*/false};
  (*r)["array_prepend"] = {ArrayPrepend, /*strict=*/false};
  (*r)["array_cat"] = {ArrayCat, /*strict=*/false};
  (*r)["array_position"] = {ArrayPosition, /*strict=*/false};
  (*r)["greatest"] = {Extreme<true>, /*strict=*/false};
  (*r)["least"] = {Extreme<false>, /*strict=*/false};
}

}  // namespace kite::expr
