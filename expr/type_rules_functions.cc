// ResolveFunction: the scalar functions Kite knows, their argument and result
// types, following PostgreSQL's signatures restricted to Kite's types.
//
// round(x, n) and trunc(x, n) return NUMERIC with the argument's scale (the
// result type cannot depend on the value of n); RefineFunctionType gives the
// scale max(n, 0) for a constant n. The evaluator rounds to n digits and then
// stores at the result type's scale.
#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "common/value_cast.h"
#include "expr/bound_expr.h"
#include "kite/status.h"

namespace kite::plan {
namespace {

bool IsNull(Type t) { return t.id == TypeId::kNull; }
bool IsText(Type t) { return t.id == TypeId::kText || IsNull(t); }
bool IsInt(Type t) { return t.id == TypeId::kInteger || IsNull(t); }
bool IsExactNumber(Type t) {
  return t.id == TypeId::kSmallint || t.id == TypeId::kInteger ||
         t.id == TypeId::kBigint || t.id == TypeId::kNumeric;
}
bool IsNumber(Type t) {
  return IsExactNumber(t) || t.id == TypeId::kReal || t.id == TypeId::kDouble;
}
bool IsDoubleLike(Type t) { return IsNumber(t) || IsNull(t); }

absl::Status NoFunction(std::string_view name, const std::vector<Type>& args) {
  std::vector<std::string> names;
  for (const Type& t : args) names.push_back(t.ToString());
  return SqlError(
      sqlstate::kUndefinedFunction,
      absl::StrFormat("function %s(%s) does not exist", std::string(name),
                      absl::StrJoin(names, ", ")));
}

FunctionSignature Sig(Type result, std::vector<Type> args) {
  return FunctionSignature{result, std::move(args)};
}

// NUMERIC with the integer digits of `t` plus one (rounding up may carry) and
// scale 0.
Type RoundedNumeric(Type t) {
  int digits = t.id == TypeId::kNumeric ? t.precision - t.scale + 1 : 18;
  return Type::Numeric(std::clamp(digits, 1, 18), 0);
}

// The type an exact-number argument of round(x, n)/trunc(x, n) becomes.
Type AsNumeric(Type t) {
  switch (t.id) {
    case TypeId::kNumeric:
      return t;
    case TypeId::kSmallint:
      return Type::Numeric(5, 0);
    case TypeId::kInteger:
      return Type::Numeric(10, 0);
    case TypeId::kBigint:
      return Type::Numeric(18, 0);
    default:
      return Type::Numeric(18, 6);
  }
}

bool IsTimeFunction(std::string_view name) {
  return name == "now" || name == "current_timestamp" ||
         name == "localtimestamp" || name == "statement_timestamp" ||
         name == "transaction_timestamp" || name == "clock_timestamp";
}

}  // namespace

absl::StatusOr<FunctionSignature> ResolveFunction(
    std::string_view name, const std::vector<Type>& args) {
  const size_t n = args.size();
  auto fail = [&] { return NoFunction(name, args); };
  Type text = Type::Text();
  Type integer = Type::Integer();
  Type dbl = Type::Double();

  // Numbers.
  if (name == "abs" && n == 1 && IsDoubleLike(args[0])) {
    Type t = IsNull(args[0]) ? dbl : args[0];
    return Sig(t, {t});
  }
  if ((name == "round" || name == "trunc" || name == "ceil" ||
       name == "ceiling" || name == "floor" || name == "sign") &&
      n == 1 && IsDoubleLike(args[0])) {
    if (args[0].id == TypeId::kNumeric) {
      Type result =
          name == "sign" ? Type::Numeric(1, 0) : RoundedNumeric(args[0]);
      return Sig(result, {args[0]});
    }
    // PostgreSQL resolves integers to the double precision variant.
    return Sig(dbl, {dbl});
  }
  if ((name == "round" || name == "trunc") && n == 2 &&
      (IsExactNumber(args[0]) || IsNull(args[0])) && IsInt(args[1])) {
    Type t = AsNumeric(args[0]);
    return Sig(t, {t, integer});
  }
  if ((name == "sqrt" || name == "cbrt" || name == "exp" || name == "ln" ||
       name == "log" || name == "log10") &&
      n == 1 && IsDoubleLike(args[0])) {
    return Sig(dbl, {dbl});
  }
  if ((name == "power" || name == "pow") && n == 2 && IsDoubleLike(args[0]) &&
      IsDoubleLike(args[1])) {
    return Sig(dbl, {dbl, dbl});
  }
  if ((name == "pi" || name == "random") && n == 0) return Sig(dbl, {});
  if (name == "mod" && n == 2 && (IsExactNumber(args[0]) || IsNull(args[0])) &&
      (IsExactNumber(args[1]) || IsNull(args[1]))) {
    auto common = CommonType(args[0], args[1], "");
    if (!common.ok()) return fail();
    Type t = IsNull(*common) ? integer : *common;
    auto result = ArithmeticType(ast::Op::kMod, t, t);
    if (!result.ok()) return fail();
    return Sig(*result, {t, t});
  }

  // Strings.
  if ((name == "lower" || name == "upper" || name == "initcap" ||
       name == "reverse") &&
      n == 1 && IsText(args[0])) {
    return Sig(text, {text});
  }
  if ((name == "length" || name == "char_length" ||
       name == "character_length" || name == "octet_length" ||
       name == "ascii") &&
      n == 1 && IsText(args[0])) {
    return Sig(integer, {text});
  }
  if ((name == "length" || name == "octet_length") && n == 1 &&
      args[0].id == TypeId::kBytea) {
    return Sig(integer, {Type::Bytea()});
  }
  // bytea and uuid.
  if (name == "gen_random_uuid" && n == 0) return Sig(Type::Uuid(), {});
  if (name == "encode" && n == 2 &&
      (args[0].id == TypeId::kBytea || IsNull(args[0])) && IsText(args[1])) {
    return Sig(text, {Type::Bytea(), text});
  }
  if (name == "decode" && n == 2 && IsText(args[0]) && IsText(args[1])) {
    return Sig(Type::Bytea(), {text, text});
  }
  if (name == "chr" && n == 1 && IsInt(args[0])) return Sig(text, {integer});
  if ((name == "substr" || name == "substring") && (n == 2 || n == 3) &&
      IsText(args[0]) && IsInt(args[1]) && (n == 2 || IsInt(args[2]))) {
    std::vector<Type> types = {text, integer};
    if (n == 3) types.push_back(integer);
    return Sig(text, types);
  }
  if ((name == "position" || name == "strpos") && n == 2 && IsText(args[0]) &&
      IsText(args[1])) {
    return Sig(integer, {text, text});
  }
  if ((name == "trim" || name == "btrim" || name == "ltrim" ||
       name == "rtrim") &&
      (n == 1 || n == 2) && IsText(args[0]) && (n == 1 || IsText(args[1]))) {
    return Sig(text, std::vector<Type>(n, text));
  }
  if (name == "replace" && n == 3 && IsText(args[0]) && IsText(args[1]) &&
      IsText(args[2])) {
    return Sig(text, {text, text, text});
  }
  if ((name == "left" || name == "right" || name == "repeat") && n == 2 &&
      IsText(args[0]) && IsInt(args[1])) {
    return Sig(text, {text, integer});
  }
  if ((name == "lpad" || name == "rpad") && (n == 2 || n == 3) &&
      IsText(args[0]) && IsInt(args[1]) && (n == 2 || IsText(args[2]))) {
    std::vector<Type> types = {text, integer};
    if (n == 3) types.push_back(text);
    return Sig(text, types);
  }
  if (name == "split_part" && n == 3 && IsText(args[0]) && IsText(args[1]) &&
      IsInt(args[2])) {
    return Sig(text, {text, text, integer});
  }
  if (name == "starts_with" && n == 2 && IsText(args[0]) && IsText(args[1])) {
    return Sig(Type::Boolean(), {text, text});
  }
  // concat() formats every argument with its output function.
  if (name == "concat" && n >= 1) {
    std::vector<Type> types = args;
    for (Type& t : types) {
      if (IsNull(t)) t = text;
    }
    return Sig(text, types);
  }
  if (name == "concat_ws" && n >= 2 && IsText(args[0])) {
    std::vector<Type> types = args;
    for (Type& t : types) {
      if (IsNull(t)) t = text;
    }
    return Sig(text, types);
  }

  // Date and time.
  if (name == "localtimestamp" && n == 0) return Sig(Type::Timestamp(), {});
  if (IsTimeFunction(name) && n == 0) return Sig(Type::Timestamptz(), {});
  if (name == "current_date" && n == 0) return Sig(Type::Date(), {});
  if ((name == "date_part" || name == "date_trunc" || name == "extract") &&
      n == 2 && IsText(args[0])) {
    // timestamp with time zone and time have their own; a date is read as
    // a timestamp.
    Type arg = args[1].id == TypeId::kTimestamptz ? Type::Timestamptz()
               : args[1].id == TypeId::kTime && name != "date_trunc"
                   ? Type::Time()
               : args[1].id == TypeId::kTimestamp ||
                       args[1].id == TypeId::kDate || IsNull(args[1])
                   ? Type::Timestamp()
                   : Type::Null();
    if (arg.id == TypeId::kNull) return fail();
    // extract's scale depends on the field (RefineFunctionType).
    Type result = name == "date_part" ? dbl
                  : name == "extract" ? Type::Numeric(18, 6)
                                      : arg;
    return Sig(result, {text, arg});
  }

  // Comparison of many values.
  if ((name == "greatest" || name == "least") && n >= 1) {
    Type common = args[0];
    for (size_t i = 1; i < n; ++i) {
      auto c = CommonType(common, args[i],
                          name == "greatest" ? "GREATEST" : "LEAST");
      if (!c.ok()) return c.status();
      common = *c;
    }
    if (IsNull(common)) common = text;
    return Sig(common, std::vector<Type>(n, common));
  }

  // Arrays.
  if (name == "cardinality" && n == 1 && args[0].is_array()) {
    return Sig(integer, {args[0]});
  }
  if ((name == "array_length" || name == "array_upper" ||
       name == "array_lower") &&
      n == 2 && args[0].is_array() && IsInt(args[1])) {
    return Sig(integer, {args[0], integer});
  }
  if (name == "array_to_string" && (n == 2 || n == 3) && args[0].is_array() &&
      IsText(args[1]) && (n == 2 || IsText(args[2]))) {
    std::vector<Type> types = {args[0], text};
    if (n == 3) types.push_back(text);
    return Sig(text, types);
  }
  if ((name == "array_append" || name == "array_position") && n == 2 &&
      args[0].is_array() &&
      (IsNull(args[1]) || ImplicitCastExists(args[1], args[0].element()))) {
    Type result = name == "array_append" ? args[0] : integer;
    return Sig(result, {args[0], args[0].element()});
  }
  if (name == "array_prepend" && n == 2 && args[1].is_array() &&
      (IsNull(args[0]) || ImplicitCastExists(args[0], args[1].element()))) {
    return Sig(args[1], {args[1].element(), args[1]});
  }
  if (name == "array_cat" && n == 2 && args[0].is_array() &&
      args[1].is_array()) {
    auto common = CommonType(args[0], args[1], "");
    if (!common.ok()) return fail();
    return Sig(*common, {*common, *common});
  }
  if (std::optional<FunctionSignature> sig =
          ResolveCatalogFunction(name, args)) {
    return *sig;
  }
  return fail();
}

Type RefineFunctionType(const BoundExpr& call) {
  if (call.kind == BoundKind::kFunction && call.function == "extract" &&
      call.children.size() == 2) {
    // Fractional fields have their digits: seconds and epoch 6, ms 3; the
    // rest (and every field of a date) are whole numbers.
    const BoundExpr& field = *call.children[0];
    const BoundExpr& x = *call.children[1];
    int scale = 0;
    if (field.kind == BoundKind::kConstant && !field.constant.is_null() &&
        !(x.kind == BoundKind::kCast && !x.children.empty() &&
          x.children[0]->type.id == TypeId::kDate)) {
      const std::string f = absl::AsciiStrToLower(field.constant.text());
      if (f == "epoch" || f == "second" || f == "seconds") scale = 6;
      if (f == "milliseconds") scale = 3;
    }
    return Type::Numeric(18, scale);
  }
  if (call.kind != BoundKind::kFunction || call.children.size() != 2 ||
      call.type.id != TypeId::kNumeric ||
      (call.function != "round" && call.function != "trunc")) {
    return call.type;
  }
  const BoundExpr& x = *call.children[0];
  const BoundExpr& n = *call.children[1];
  if (n.kind != BoundKind::kConstant || n.constant.is_null() ||
      !n.constant.type().is_int_lane() || x.type.id != TypeId::kNumeric) {
    return call.type;
  }
  int scale =
      static_cast<int>(std::clamp<int64_t>(n.constant.int_value(), 0, 18));
  // Rounding may carry into one more integer digit.
  int integer_digits =
      x.type.precision - x.type.scale + (call.function == "round" ? 1 : 0);
  int precision = std::clamp(integer_digits + scale, std::max(scale, 1), 18);
  return Type::Numeric(precision, scale);
}

}  // namespace kite::plan
