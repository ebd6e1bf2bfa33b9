#include "tests/jit_fuzz/expr_gen.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace kite::fuzz::jit_fuzz {
namespace {

bool IsNumber(TypeId id) {
  return id == TypeId::kInteger || id == TypeId::kBigint ||
         id == TypeId::kNumeric || id == TypeId::kDouble;
}

bool IsArray(TypeId id) {
  return id == TypeId::kIntegerArray || id == TypeId::kBigintArray ||
         id == TypeId::kTextArray;
}

TypeId ElementOf(TypeId id) {
  if (id == TypeId::kIntegerArray) return TypeId::kInteger;
  if (id == TypeId::kBigintArray) return TypeId::kBigint;
  return TypeId::kText;
}

std::string Paren(const std::string& s) { return absl::StrCat("(", s, ")"); }

}  // namespace

ExprGen::ExprGen(Rng& rng, QueryTemplate* tmpl, bool use_params)
    : rng_(rng), tmpl_(tmpl), table_(*tmpl->table), use_params_(use_params) {}

const ColumnSpec* ExprGen::RandomColumn(TypeId id) {
  std::vector<const ColumnSpec*> cols = table_.ColumnsOf(id);
  if (cols.empty()) return nullptr;
  return rng_.Pick(cols);
}

std::string ExprGen::ColumnOf(TypeId id) {
  const ColumnSpec* c = RandomColumn(id);
  return c == nullptr ? "" : c->name;
}

TypeId ExprGen::PickType(bool orderable) {
  while (true) {
    TypeId id = table_.columns[rng_.Index(table_.columns.size())].type.id;
    if (!orderable || !IsArray(id)) return id;
  }
}

TypeId ExprGen::Comparable(TypeId id) {
  if (IsNumber(id) && rng_.Chance(0.4)) {
    const TypeId numbers[] = {TypeId::kInteger, TypeId::kBigint,
                              TypeId::kNumeric, TypeId::kDouble};
    return numbers[rng_.Index(4)];
  }
  if ((id == TypeId::kDate || id == TypeId::kTimestamp) && rng_.Chance(0.2)) {
    return id == TypeId::kDate ? TypeId::kTimestamp : TypeId::kDate;
  }
  return id;
}

Type ExprGen::LiteralType(TypeId id, const ColumnSpec* source) {
  if (source != nullptr && source->type.id == id) return source->type;
  if (id == TypeId::kNumeric) {
    return rng_.Chance(0.5) ? Type::Numeric(12, 2) : Type::Numeric(10, 4);
  }
  return Type{id};
}

std::string ExprGen::Literal(Type type, const ColumnSpec* source, bool bare_ok,
                             double null_rate) {
  Slot slot;
  slot.type = type;
  slot.column = source != nullptr && source->type == type ? source : nullptr;
  slot.null_rate = null_rate;
  bool param = use_params_ && rng_.Chance(0.6);
  if (param) slot.param = ++tmpl_->param_count;
  std::string marker = tmpl_->AddSlot(slot);
  if (param && !bare_ok) {
    return absl::StrCat("CAST(", marker, " AS ", type.ToString(), ")");
  }
  return marker;
}

std::string ExprGen::SmallInt(int64_t lo, int64_t hi, double null_rate) {
  Slot slot;
  slot.kind = SlotKind::kSmallInt;
  slot.type = Type::Integer();
  slot.lo = lo;
  slot.hi = hi;
  slot.null_rate = null_rate;
  return tmpl_->AddSlot(slot);
}

ExprGen::Operand ExprGen::ColumnOrScalar(TypeId id, int depth,
                                         double column_share) {
  const ColumnSpec* c = RandomColumn(id);
  if (c != nullptr && (depth <= 0 || rng_.Chance(column_share))) {
    return {c->name, c, id};
  }
  return {Scalar(id, depth), nullptr, id};
}

std::string ExprGen::Leaf(TypeId id) {
  const ColumnSpec* c = RandomColumn(id);
  if (c != nullptr && rng_.Chance(0.75)) return c->name;
  if (c == nullptr) {
    // A source column of the same family makes the constant realistic.
    c = RandomColumn(id == TypeId::kTimestamp ? TypeId::kDate : id);
  }
  return Literal(LiteralType(id, c), c, false);
}

std::string ExprGen::Scalar(TypeId id, int depth) {
  if (depth <= 0 || rng_.Chance(0.35)) return Leaf(id);
  if (id != TypeId::kBoolean && rng_.Chance(0.12)) {
    return Conditional(id, depth);
  }
  switch (id) {
    case TypeId::kBoolean:
      return Paren(Bool(depth));
    case TypeId::kInteger:
      return IntExpr(depth);
    case TypeId::kBigint:
      return BigintExpr(depth);
    case TypeId::kNumeric:
      return NumericExpr(depth);
    case TypeId::kDouble:
      return DoubleExpr(depth);
    case TypeId::kText:
      return TextExpr(depth);
    case TypeId::kDate:
      return DateExpr(depth);
    case TypeId::kTimestamp:
      return TimestampExpr(depth);
    case TypeId::kIntegerArray:
    case TypeId::kBigintArray:
    case TypeId::kTextArray:
      return ArrayExpr(id, depth);
    case TypeId::kNull:
      break;
  }
  return "NULL";
}

std::string ExprGen::Conditional(TypeId id, int depth) {
  switch (rng_.Index(5)) {
    case 0:
      return absl::StrCat("CASE WHEN ", Bool(depth - 1), " THEN ",
                          Scalar(id, depth - 1), " ELSE ",
                          Scalar(id, depth - 1), " END");
    case 1: {
      Operand x = ColumnOrScalar(id, depth - 1, 0.8);
      std::string out = absl::StrCat("CASE ", x.sql);
      int n = static_cast<int>(rng_.Range(1, 3));
      for (int i = 0; i < n; ++i) {
        absl::StrAppend(&out, " WHEN ",
                        Literal(LiteralType(id, x.column), x.column, false),
                        " THEN ", Scalar(id, depth - 1));
      }
      if (rng_.Chance(0.7)) absl::StrAppend(&out, " ELSE ", Leaf(id));
      return out + " END";
    }
    case 2: {
      std::vector<std::string> args = {Scalar(id, depth - 1),
                                       Scalar(id, depth - 1)};
      if (rng_.Chance(0.4)) args.push_back(Leaf(id));
      return absl::StrCat("COALESCE(", absl::StrJoin(args, ", "), ")");
    }
    case 3:
      return absl::StrCat("NULLIF(", Scalar(id, depth - 1), ", ", Leaf(id),
                          ")");
    default:
      if (IsArray(id)) return Leaf(id);
      return absl::StrCat(rng_.Chance(0.5) ? "GREATEST(" : "LEAST(",
                          Scalar(id, depth - 1), ", ", Scalar(id, depth - 1),
                          ")");
  }
}

std::string ExprGen::IntExpr(int depth) {
  const int d = depth - 1;
  switch (rng_.Weighted({30, 12, 6, 8, 5, 6, 6, 3, 2, 1, 2})) {
    case 0: {
      const char* ops[] = {" + ", " - ", " * "};
      return Paren(absl::StrCat(Scalar(TypeId::kInteger, d), ops[rng_.Index(3)],
                                Scalar(TypeId::kInteger, d)));
    }
    case 1: {
      // Divisors of a narrow range hit zero (22012) now and then.
      std::string divisor = rng_.Chance(0.5) ? SmallInt(-2, 5, 0.05)
                                             : Scalar(TypeId::kInteger, d);
      return Paren(absl::StrCat(Scalar(TypeId::kInteger, d),
                                rng_.Chance(0.5) ? " / " : " % ", divisor));
    }
    case 2:
      return rng_.Chance(0.5)
                 ? absl::StrCat("-", Paren(Scalar(TypeId::kInteger, d)))
                 : absl::StrCat("abs(", Scalar(TypeId::kInteger, d), ")");
    case 3:
      if (rng_.Chance(0.6)) {
        return absl::StrCat("length(", Scalar(TypeId::kText, d), ")");
      }
      return absl::StrCat("position(", Literal(Type::Text(), nullptr, false),
                          " IN ", Scalar(TypeId::kText, d), ")");
    case 4: {
      std::string arr = ColumnOf(TypeId::kTextArray);
      if (arr.empty()) return Leaf(TypeId::kInteger);
      return absl::StrCat("cardinality(", arr, ")");
    }
    case 5: {
      std::string arr = ColumnOf(TypeId::kIntegerArray);
      if (arr.empty()) return Leaf(TypeId::kInteger);
      return absl::StrCat(arr, "[", SmallInt(-1, 6), "]");
    }
    case 6: {
      const TypeId from[] = {TypeId::kBigint, TypeId::kNumeric,
                             TypeId::kDouble};
      return absl::StrCat("CAST(", Scalar(from[rng_.Index(3)], d),
                          " AS integer)");
    }
    case 7:
      return Paren(absl::StrCat(Scalar(TypeId::kDate, d), " - ",
                                Scalar(TypeId::kDate, d)));
    case 8:
      return absl::StrCat("mod(", Scalar(TypeId::kInteger, d), ", ",
                          SmallInt(-3, 7), ")");
    case 10:
      // A subscript of an array built per row.
      return absl::StrCat("(", ArrayExpr(TypeId::kIntegerArray, d), ")[",
                          SmallInt(0, 3), "]");
    default:
      // Mostly 22P02: text that is no integer.
      return absl::StrCat("CAST(", Scalar(TypeId::kText, d), " AS integer)");
  }
}

std::string ExprGen::BigintExpr(int depth) {
  const int d = depth - 1;
  switch (rng_.Weighted({30, 10, 10, 6, 6, 5})) {
    case 0: {
      const char* ops[] = {" + ", " - ", " * "};
      TypeId rhs = rng_.Chance(0.3) ? TypeId::kInteger : TypeId::kBigint;
      return Paren(absl::StrCat(Scalar(TypeId::kBigint, d), ops[rng_.Index(3)],
                                Scalar(rhs, d)));
    }
    case 1: {
      std::string divisor =
          rng_.Chance(0.5) ? SmallInt(-2, 5, 0.05) : Scalar(TypeId::kBigint, d);
      return Paren(absl::StrCat(Scalar(TypeId::kBigint, d),
                                rng_.Chance(0.5) ? " / " : " % ", divisor));
    }
    case 2:
      return absl::StrCat("CAST(", Scalar(TypeId::kInteger, d), " AS bigint)");
    case 3:
      return rng_.Chance(0.5)
                 ? absl::StrCat("-", Paren(Scalar(TypeId::kBigint, d)))
                 : absl::StrCat("abs(", Scalar(TypeId::kBigint, d), ")");
    case 4: {
      std::string arr = ColumnOf(TypeId::kBigintArray);
      if (arr.empty()) return Leaf(TypeId::kBigint);
      return absl::StrCat(arr, "[", SmallInt(0, 4), "]");
    }
    default:
      return absl::StrCat("CAST(", Scalar(TypeId::kDouble, d), " AS bigint)");
  }
}

std::string ExprGen::NumericExpr(int depth) {
  const int d = depth - 1;
  switch (rng_.Weighted({25, 6, 6, 8, 8, 6, 4, 4, 3})) {
    case 0: {
      TypeId rhs = rng_.Chance(0.3) ? TypeId::kInteger : TypeId::kNumeric;
      return Paren(absl::StrCat(Scalar(TypeId::kNumeric, d),
                                rng_.Chance(0.5) ? " + " : " - ",
                                Scalar(rhs, d)));
    }
    case 1:
      return Paren(
          absl::StrCat(Leaf(TypeId::kNumeric), " * ", Leaf(TypeId::kNumeric)));
    case 2:
      return Paren(
          absl::StrCat(Leaf(TypeId::kNumeric), " / ", Leaf(TypeId::kNumeric)));
    case 3:
      return absl::StrCat("abs(", Scalar(TypeId::kNumeric, d), ")");
    case 4:
      return absl::StrCat("round(", Scalar(TypeId::kNumeric, d), ", ",
                          SmallInt(-2, 4), ")");
    case 5:
      return absl::StrCat("CAST(", Scalar(TypeId::kInteger, d),
                          " AS numeric(12,2))");
    case 7:
      return Paren(
          absl::StrCat(Leaf(TypeId::kNumeric), " % ", Leaf(TypeId::kNumeric)));
    case 8:
      return absl::StrCat("-", Paren(Scalar(TypeId::kNumeric, d)));
    default:
      return absl::StrCat("CAST(", Scalar(TypeId::kDouble, d),
                          " AS numeric(18,4))");
  }
}

std::string ExprGen::DoubleExpr(int depth) {
  const int d = depth - 1;
  switch (rng_.Weighted({25, 8, 6, 8, 6, 2, 5, 1})) {
    case 0: {
      const char* ops[] = {" + ", " - ", " * "};
      return Paren(absl::StrCat(Scalar(TypeId::kDouble, d), ops[rng_.Index(3)],
                                Scalar(TypeId::kDouble, d)));
    }
    case 1:
      return Paren(absl::StrCat(Scalar(TypeId::kDouble, d), " / ",
                                Scalar(TypeId::kDouble, d)));
    case 2:
      return rng_.Chance(0.5)
                 ? absl::StrCat("abs(", Scalar(TypeId::kDouble, d), ")")
                 : absl::StrCat("round(", Scalar(TypeId::kDouble, d), ")");
    case 3: {
      const TypeId from[] = {TypeId::kInteger, TypeId::kBigint,
                             TypeId::kNumeric};
      return absl::StrCat("CAST(", Scalar(from[rng_.Index(3)], d),
                          " AS double precision)");
    }
    case 4: {
      const char* fields[] = {"'year'", "'month'", "'day'"};
      TypeId from = rng_.Chance(0.5) ? TypeId::kDate : TypeId::kTimestamp;
      return absl::StrCat("date_part(", fields[rng_.Index(3)], ", ",
                          Scalar(from, d), ")");
    }
    case 6: {
      // Divisors of a narrow range hit zero (22012) now and then.
      std::string divisor = rng_.Chance(0.5)
                                ? absl::StrCat("CAST(", SmallInt(-2, 3, 0.05),
                                               " AS double precision)")
                                : Scalar(TypeId::kDouble, d);
      return Paren(absl::StrCat(Scalar(TypeId::kDouble, d), " % ", divisor));
    }
    case 7:
      // Mostly 22P02: text that is no number.
      return absl::StrCat("CAST(", Scalar(TypeId::kText, d),
                          " AS double precision)");
    default:
      return absl::StrCat("sqrt(", Scalar(TypeId::kDouble, d), ")");
  }
}

std::string ExprGen::TextExpr(int depth) {
  const int d = depth - 1;
  switch (rng_.Weighted({12, 10, 8, 4, 5, 5, 5, 4, 3, 4})) {
    case 0:
      return absl::StrCat(rng_.Chance(0.5) ? "lower(" : "upper(",
                          Scalar(TypeId::kText, d), ")");
    case 1:
      if (rng_.Chance(0.5)) {
        return absl::StrCat("substr(", Scalar(TypeId::kText, d), ", ",
                            SmallInt(-2, 8), ")");
      }
      return absl::StrCat("substr(", Scalar(TypeId::kText, d), ", ",
                          SmallInt(-2, 8), ", ", SmallInt(-1, 10), ")");
    case 2:
      return Paren(absl::StrCat(Scalar(TypeId::kText, d), " || ",
                                Scalar(TypeId::kText, d)));
    case 3: {
      const char* fns[] = {"trim(", "ltrim(", "rtrim(", "reverse("};
      return absl::StrCat(fns[rng_.Index(4)], Scalar(TypeId::kText, d), ")");
    }
    case 4: {
      const ColumnSpec* src = RandomColumn(TypeId::kText);
      return absl::StrCat("replace(", Scalar(TypeId::kText, d), ", ",
                          Literal(Type::Text(), src, false), ", ",
                          Literal(Type::Text(), nullptr, false), ")");
    }
    case 5:
      return absl::StrCat(rng_.Chance(0.5) ? "left(" : "right(",
                          Scalar(TypeId::kText, d), ", ", SmallInt(-3, 5), ")");
    case 6: {
      const TypeId from[] = {TypeId::kInteger,   TypeId::kNumeric,
                             TypeId::kDate,      TypeId::kBoolean,
                             TypeId::kTimestamp, TypeId::kDouble,
                             TypeId::kBigint};
      return absl::StrCat("CAST(", Scalar(from[rng_.Index(7)], d), " AS text)");
    }
    case 7: {
      std::string arr = ColumnOf(TypeId::kTextArray);
      if (arr.empty()) return Leaf(TypeId::kText);
      return absl::StrCat(arr, "[", SmallInt(0, 4), "]");
    }
    case 9: {
      // || converts its other operand as a cast to text does.
      const TypeId other[] = {TypeId::kInteger, TypeId::kNumeric, TypeId::kDate,
                              TypeId::kDouble};
      return Paren(absl::StrCat(Scalar(TypeId::kText, d), " || ",
                                Scalar(other[rng_.Index(4)], d)));
    }
    default:
      return absl::StrCat("concat(", Scalar(TypeId::kText, d), ", ",
                          Scalar(TypeId::kInteger, d), ")");
  }
}

std::string ExprGen::DateExpr(int depth) {
  const int d = depth - 1;
  switch (rng_.Weighted({6, 4, 4, 2, 1})) {
    case 0:
      return Paren(absl::StrCat(Scalar(TypeId::kDate, d),
                                rng_.Chance(0.5) ? " + " : " - ",
                                SmallInt(-1000, 1000, 0.05)));
    case 1:
      return absl::StrCat("CAST(", Scalar(TypeId::kTimestamp, d), " AS date)");
    case 3:
      return Paren(absl::StrCat(SmallInt(-1000, 1000, 0.05), " + ",
                                Scalar(TypeId::kDate, d)));
    case 4:
      return absl::StrCat("CAST(", Scalar(TypeId::kText, d), " AS date)");
    default:
      return Paren(absl::StrCat(Scalar(TypeId::kDate, d),
                                rng_.Chance(0.5) ? " + " : " - ",
                                Scalar(TypeId::kInteger, d)));
  }
}

std::string ExprGen::TimestampExpr(int depth) {
  const int d = depth - 1;
  if (rng_.Chance(0.5)) {
    return absl::StrCat("CAST(", Scalar(TypeId::kDate, d), " AS timestamp)");
  }
  const char* units[] = {"'day'", "'month'", "'year'", "'hour'"};
  return absl::StrCat("date_trunc(", units[rng_.Index(4)], ", ",
                      Scalar(TypeId::kTimestamp, d), ")");
}

std::string ExprGen::ArrayExpr(TypeId id, int depth) {
  const double r = rng_.Unit();
  if (r < 0.4) {
    return absl::StrCat("array_append(", Scalar(id, depth - 1), ", ",
                        Leaf(ElementOf(id)), ")");
  }
  if (r < 0.65) {
    // An array built per row from its elements.
    std::vector<std::string> items = {Scalar(ElementOf(id), depth - 1)};
    if (rng_.Chance(0.7)) items.push_back(Leaf(ElementOf(id)));
    return absl::StrCat("ARRAY[", absl::StrJoin(items, ", "), "]");
  }
  return Leaf(id);
}

std::string ExprGen::ComparisonOp() {
  const char* ops[] = {" = ", " <> ", " != ", " < ", " <= ", " > ", " >= "};
  return ops[rng_.Index(7)];
}

std::string ExprGen::Compare(int depth) {
  TypeId id = PickType(true);
  Operand lhs = ColumnOrScalar(id, depth - 1, 0.65);
  std::string rhs;
  double r = rng_.Unit();
  if (r < 0.5) {
    rhs = Literal(LiteralType(id, lhs.column), lhs.column,
                  lhs.column != nullptr, 0.03);
  } else if (r < 0.75) {
    rhs = ColumnOrScalar(Comparable(id), 0, 1).sql;
  } else {
    rhs = Scalar(Comparable(id), depth - 1);
  }
  return absl::StrCat(lhs.sql, ComparisonOp(), rhs);
}

std::string ExprGen::InList(int depth) {
  TypeId id = PickType(true);
  Operand lhs = ColumnOrScalar(id, depth - 1, 0.75);
  std::vector<std::string> items;
  int n = static_cast<int>(rng_.Range(1, 7));
  for (int i = 0; i < n; ++i) {
    if (rng_.Chance(0.1)) {
      items.push_back(Scalar(id, depth - 1));
    } else {
      items.push_back(Literal(LiteralType(id, lhs.column), lhs.column,
                              lhs.column != nullptr, 0.12));
    }
  }
  return absl::StrCat(lhs.sql, rng_.Chance(0.3) ? " NOT IN (" : " IN (",
                      absl::StrJoin(items, ", "), ")");
}

std::string ExprGen::Between(int depth) {
  TypeId id = PickType(true);
  Operand lhs = ColumnOrScalar(id, depth - 1, 0.75);
  auto bound = [&]() {
    if (rng_.Chance(0.8)) {
      return Literal(LiteralType(id, lhs.column), lhs.column,
                     lhs.column != nullptr, 0.03);
    }
    return ColumnOrScalar(Comparable(id), 0, 1).sql;
  };
  std::string low = bound();
  std::string high = bound();
  return absl::StrCat(lhs.sql, rng_.Chance(0.25) ? " NOT" : "", " BETWEEN ",
                      rng_.Chance(0.2) ? "SYMMETRIC " : "", low, " AND ", high);
}

std::string ExprGen::Like(int depth) {
  Operand lhs = ColumnOrScalar(TypeId::kText, depth - 1, 0.75);
  const char* ops[] = {" LIKE ", " NOT LIKE ", " ILIKE ", " NOT ILIKE "};
  std::string op = ops[rng_.Weighted({5, 2, 3, 1})];
  if (rng_.Chance(0.08)) {
    // The pattern is data: patterns ending in a backslash are errors.
    return absl::StrCat(lhs.sql, op, ColumnOrScalar(TypeId::kText, 0, 1).sql);
  }
  Slot slot;
  slot.kind = SlotKind::kPattern;
  slot.type = Type::Text();
  slot.column =
      lhs.column != nullptr ? lhs.column : RandomColumn(TypeId::kText);
  slot.null_rate = 0.02;
  std::string escape_clause;
  double r = rng_.Unit();
  if (r < 0.15) {
    slot.escape = '#';
    escape_clause = " ESCAPE '#'";
  } else if (r < 0.22) {
    slot.escape = '\0';
    escape_clause = " ESCAPE ''";
  } else if (r < 0.3) {
    escape_clause = " ESCAPE '\\'";
  }
  if (use_params_ && rng_.Chance(0.5)) slot.param = ++tmpl_->param_count;
  return absl::StrCat(lhs.sql, op, tmpl_->AddSlot(slot), escape_clause);
}

std::string ExprGen::ArrayPredicate(int depth) {
  std::vector<TypeId> present;
  for (TypeId id :
       {TypeId::kIntegerArray, TypeId::kBigintArray, TypeId::kTextArray}) {
    if (!table_.ColumnsOf(id).empty()) present.push_back(id);
  }
  if (present.empty()) return Compare(depth);
  TypeId id = rng_.Pick(present);
  const ColumnSpec* col = RandomColumn(id);
  std::string arr = rng_.Chance(0.8) ? col->name : Scalar(id, depth - 1);
  switch (rng_.Index(6)) {
    case 0:
    case 1: {
      const char* ops[] = {" @> ", " <@ ", " && "};
      std::string other =
          rng_.Chance(0.8) ? Literal(col->type, col, false) : ColumnOf(id);
      return absl::StrCat(arr, ops[rng_.Index(3)], other);
    }
    case 2:
    case 3: {
      TypeId element = ElementOf(id);
      std::string x = rng_.Chance(0.7) ? Literal(Type{element}, nullptr, false)
                                       : Scalar(element, depth - 1);
      std::string quantifier = rng_.Chance(0.75) ? "ANY(" : "ALL(";
      std::string op = rng_.Chance(0.6) ? " = " : ComparisonOp();
      return absl::StrCat(x, op, quantifier, arr, ")");
    }
    case 4:
      return absl::StrCat("cardinality(", arr, ")", ComparisonOp(),
                          SmallInt(0, 4));
    default:
      return absl::StrCat(arr, rng_.Chance(0.5) ? " = " : " <> ",
                          Literal(col->type, col, false));
  }
}

std::string ExprGen::Bool(int depth) {
  if (depth <= 0) {
    double r = rng_.Unit();
    std::string b = ColumnOf(TypeId::kBoolean);
    if (r < 0.15 && !b.empty()) return b;
    if (r < 0.3) {
      TypeId id = PickType(false);
      return absl::StrCat(ColumnOf(id),
                          rng_.Chance(0.5) ? " IS NULL" : " IS NOT NULL");
    }
    return Compare(0);
  }
  const int d = depth - 1;
  switch (rng_.Weighted({30, 18, 5, 6, 4, 6, 8, 8, 6, 2, 3, 1, 1})) {
    case 0:
      return Compare(depth);
    case 1: {
      int n = static_cast<int>(rng_.Range(2, 3));
      std::vector<std::string> parts;
      for (int i = 0; i < n; ++i) parts.push_back(Bool(d));
      return Paren(absl::StrJoin(parts, rng_.Chance(0.55) ? " AND " : " OR "));
    }
    case 2:
      return absl::StrCat("NOT ", Paren(Bool(d)));
    case 3:
      return absl::StrCat(Scalar(PickType(false), d),
                          rng_.Chance(0.5) ? " IS NULL" : " IS NOT NULL");
    case 4: {
      const char* tests[] = {" IS TRUE",    " IS NOT TRUE",
                             " IS FALSE",   " IS NOT FALSE",
                             " IS UNKNOWN", " IS NOT UNKNOWN"};
      return absl::StrCat(Paren(Bool(d)), tests[rng_.Index(6)]);
    }
    case 5:
      return Between(depth);
    case 6:
      return InList(depth);
    case 7:
      return Like(depth);
    case 8:
      return ArrayPredicate(depth);
    case 9: {
      TypeId id = PickType(true);
      Operand lhs = ColumnOrScalar(id, d, 0.8);
      std::string rhs =
          rng_.Chance(0.6)
              ? Literal(LiteralType(id, lhs.column), lhs.column, false, 0.2)
              : ColumnOrScalar(Comparable(id), 0, 1).sql;
      return absl::StrCat(
          lhs.sql,
          rng_.Chance(0.5) ? " IS DISTINCT FROM " : " IS NOT DISTINCT FROM ",
          rhs);
    }
    case 10: {
      std::string b = ColumnOf(TypeId::kBoolean);
      return b.empty() ? Compare(depth) : b;
    }
    case 11:
      return absl::StrCat("CASE WHEN ", Bool(d), " THEN ", Bool(d), " ELSE ",
                          Bool(d), " END");
    default:
      return absl::StrCat(
          "starts_with(", Scalar(TypeId::kText, d), ", ",
          Literal(Type::Text(), RandomColumn(TypeId::kText), false), ")");
  }
}

}  // namespace kite::fuzz::jit_fuzz
