// Typing rules for operators and implicit conversions (expr/bound_expr.h),
// following PostgreSQL's resolution restricted to Kite's types.
//
// NUMERIC results: Kite's NUMERIC holds at most 18 digits, so result types
// are capped at precision 18; a value that does not fit raises 22003 at run
// time. Integer operands count as numeric(10,0) (integer) or numeric(18,0)
// (bigint) when mixed with NUMERIC.
//   a + b, a - b : scale max(s1,s2), integer digits max(i1,i2)+1
//   a * b        : scale s1+s2, integer digits i1+i2; when that exceeds 18
//                  digits the scale shrinks (not below max(s1,s2)) first
//   a / b        : precision 18, scale max(s1,s2,6): PostgreSQL keeps at
//                  least 16 significant digits; six decimals is what fits
//                  beside twelve integer digits in 18
//   a % b        : scale max(s1,s2), integer digits max(i1,i2)
#include <algorithm>
#include <string>

#include "absl/strings/str_format.h"
#include "common/text_util.h"
#include "common/value_cast.h"
#include "expr/bound_expr.h"
#include "kite/status.h"

namespace kite::plan {
namespace {

bool IsNumber(TypeId id) {
  return id == TypeId::kSmallint || id == TypeId::kInteger ||
         id == TypeId::kBigint || id == TypeId::kNumeric ||
         id == TypeId::kReal || id == TypeId::kDouble;
}

// Digits before the point a value of numeric-family type `t` may have.
int IntegerDigits(Type t) {
  switch (t.id) {
    case TypeId::kSmallint:
      return 5;
    case TypeId::kInteger:
      return 10;
    case TypeId::kBigint:
      return 18;
    case TypeId::kNumeric:
      return t.precision - t.scale;
    default:
      return 0;
  }
}

int ScaleOf(Type t) { return t.id == TypeId::kNumeric ? t.scale : 0; }

// NUMERIC(i + s, s) capped at 18 digits (scale kept, integer digits cut).
Type NumericOf(int integer_digits, int scale) {
  scale = std::clamp(scale, 0, 18);
  int precision = std::clamp(integer_digits + scale, 1, 18);
  if (precision < scale) precision = scale;
  return Type::Numeric(precision, scale);
}

absl::Status NoOperator(ast::Op op, Type l, Type r, bool unary) {
  if (unary) {
    return SqlError(sqlstate::kUndefinedFunction,
                    absl::StrFormat("operator does not exist: %s %s",
                                    ast::OpText(op), l.ToString()));
  }
  return SqlError(sqlstate::kUndefinedFunction,
                  absl::StrFormat("operator does not exist: %s %s %s",
                                  l.ToString(), ast::OpText(op), r.ToString()));
}

// The numeric-family type both of `a` and `b` convert to (CASE, UNION,
// comparisons): the wider, real above numeric.
Type NumberCommon(Type a, Type b) {
  if (a.id == TypeId::kDouble || b.id == TypeId::kDouble) {
    return Type::Double();
  }
  if (a.id == TypeId::kReal || b.id == TypeId::kReal) return Type::Real();
  if (a.id == TypeId::kNumeric || b.id == TypeId::kNumeric) {
    return NumericOf(std::max(IntegerDigits(a), IntegerDigits(b)),
                     std::max(ScaleOf(a), ScaleOf(b)));
  }
  if (a.id == TypeId::kBigint || b.id == TypeId::kBigint) {
    return Type::Bigint();
  }
  if (a.id == TypeId::kInteger || b.id == TypeId::kInteger) {
    return Type::Integer();
  }
  return Type::Smallint();
}

}  // namespace

absl::StatusOr<Type> CommonType(Type a, Type b, std::string_view context) {
  if (a.id == TypeId::kNull) return b;
  if (b.id == TypeId::kNull) return a;
  if (a == b) return a;
  if (IsNumber(a.id) && IsNumber(b.id)) return NumberCommon(a, b);
  auto dated = [](TypeId id) {
    return id == TypeId::kDate || id == TypeId::kTimestamp ||
           id == TypeId::kTimestamptz;
  };
  if (dated(a.id) && dated(b.id)) {
    if (a.id == TypeId::kTimestamptz || b.id == TypeId::kTimestamptz) {
      return Type::Timestamptz();
    }
    return Type::Timestamp();
  }
  if ((a.id == TypeId::kIntegerArray && b.id == TypeId::kBigintArray) ||
      (a.id == TypeId::kBigintArray && b.id == TypeId::kIntegerArray)) {
    return Type{TypeId::kBigintArray};
  }
  std::string prefix = context.empty() ? "" : std::string(context) + " ";
  return SqlError(sqlstate::kDatatypeMismatch,
                  absl::StrFormat("%stypes %s and %s cannot be matched", prefix,
                                  a.ToString(), b.ToString()));
}

Type UnknownOperandType(ast::Op op, Type other) {
  if (other.id == TypeId::kDate && op != ast::Op::kSub) return Type::Integer();
  return other;
}

absl::StatusOr<Type> ArithmeticType(ast::Op op, Type l, Type r) {
  if (op == ast::Op::kNeg || op == ast::Op::kPlus) {
    if (l.id == TypeId::kNull) return Type::Integer();
    if (IsNumber(l.id)) return l;
    return NoOperator(op, l, r, /*unary=*/true);
  }
  if (op == ast::Op::kConcat) {
    if (l.is_array() || r.is_array()) {
      if (l.is_array() && r.is_array()) return CommonType(l, r, "");
      Type arr = l.is_array() ? l : r;
      Type other = l.is_array() ? r : l;
      if (other.id == TypeId::kNull || other == arr.element() ||
          (arr.id == TypeId::kBigintArray && other.id == TypeId::kInteger)) {
        return arr;
      }
      if (arr.id == TypeId::kIntegerArray && other.id == TypeId::kBigint) {
        return Type{TypeId::kBigintArray};
      }
      return NoOperator(op, l, r, false);
    }
    // text || anything and anything || text (anynonarray || text).
    if (l.id == TypeId::kText || r.id == TypeId::kText ||
        l.id == TypeId::kNull || r.id == TypeId::kNull) {
      return Type::Text();
    }
    return NoOperator(op, l, r, false);
  }
  // Unknown NULLs adopt the other side.
  if (l.id == TypeId::kNull && r.id == TypeId::kNull) {
    return Type::Integer();
  }
  if (l.id == TypeId::kNull) l = UnknownOperandType(op, r);
  if (r.id == TypeId::kNull) r = UnknownOperandType(op, l);
  // date + time and time + date -> timestamp.
  if (op == ast::Op::kAdd &&
      ((l.id == TypeId::kDate && r.id == TypeId::kTime) ||
       (l.id == TypeId::kTime && r.id == TypeId::kDate))) {
    return Type::Timestamp();
  }
  // Dates: date ± integer -> date, integer + date -> date, date - date ->
  // integer (days).
  if (l.id == TypeId::kDate || r.id == TypeId::kDate) {
    bool l_int = l.id == TypeId::kInteger;
    bool r_int = r.id == TypeId::kInteger;
    if (op == ast::Op::kAdd && ((l.id == TypeId::kDate && r_int) ||
                                (l_int && r.id == TypeId::kDate))) {
      return Type::Date();
    }
    if (op == ast::Op::kSub && l.id == TypeId::kDate && r_int) {
      return Type::Date();
    }
    if (op == ast::Op::kSub && l.id == TypeId::kDate && r.id == TypeId::kDate) {
      return Type::Integer();
    }
    return NoOperator(op, l, r, false);
  }
  if (!IsNumber(l.id) || !IsNumber(r.id)) return NoOperator(op, l, r, false);
  // real op real is real; real with any other number is computed in double
  // precision (PostgreSQL's float48 operators).
  if (l.id == TypeId::kReal || r.id == TypeId::kReal) {
    return l.id == r.id ? Type::Real() : Type::Double();
  }
  Type common = NumberCommon(l, r);
  if (common.id != TypeId::kNumeric) return common;
  int i1 = IntegerDigits(l), i2 = IntegerDigits(r);
  int s1 = ScaleOf(l), s2 = ScaleOf(r);
  switch (op) {
    case ast::Op::kAdd:
    case ast::Op::kSub:
      return NumericOf(std::max(i1, i2) + 1, std::max(s1, s2));
    case ast::Op::kMul: {
      // Keep integer digits before extra decimals when 18 digits are short.
      int scale = s1 + s2;
      if (i1 + i2 + scale > 18) scale = std::max({18 - i1 - i2, s1, s2});
      return NumericOf(i1 + i2, scale);
    }
    case ast::Op::kDiv:
      return Type::Numeric(18, std::max({s1, s2, 6}));
    case ast::Op::kMod:
      return NumericOf(std::max(i1, i2), std::max(s1, s2));
    default:
      return NoOperator(op, l, r, false);
  }
}

bool CanCast(Type from, Type to) { return CastExists(from, to); }

bool CanAssign(Type from, Type to) { return AssignmentCastExists(from, to); }

}  // namespace kite::plan
