// Random, type-correct SQL expressions over one table's columns, with their
// constants as slots of a QueryTemplate (inline literals or $n parameters).
#ifndef KITE_TESTS_JIT_FUZZ_EXPR_GEN_H_
#define KITE_TESTS_JIT_FUZZ_EXPR_GEN_H_

#include <cstdint>
#include <string>
#include <vector>

#include "kite/type.h"
#include "tests/fuzz_common/rng.h"
#include "tests/jit_fuzz/query_template.h"
#include "tests/jit_fuzz/schema.h"

namespace kite::fuzz::jit_fuzz {

class ExprGen {
 public:
  // Expressions over `tmpl->table`; constants become slots of `tmpl`,
  // a share of them $n parameters when `use_params`.
  ExprGen(Rng& rng, QueryTemplate* tmpl, bool use_params);

  // A boolean expression (a WHERE or HAVING condition) nested up to `depth`.
  std::string Bool(int depth);
  // An expression whose type has id `id` (numeric: any scale).
  std::string Scalar(TypeId id, int depth);
  // A column of the table whose type has id `id`, or "" if there is none.
  std::string ColumnOf(TypeId id);
  // The type id of a random column; only types ORDER BY, min and max take
  // when `orderable`.
  TypeId PickType(bool orderable);
  // A constant slot of `type`, drawn like `source`'s values when set. Bare
  // "$n" only when `bare_ok` (the parameter's type is inferred from the other
  // side of a comparison); otherwise CAST($n AS type).
  std::string Literal(Type type, const ColumnSpec* source, bool bare_ok,
                      double null_rate = 0.05);
  // An inline integer constant in [lo, hi] (never a parameter).
  std::string SmallInt(int64_t lo, int64_t hi, double null_rate = 0);

 private:
  struct Operand {
    std::string sql;
    const ColumnSpec* column = nullptr;  // set when sql is a bare column
    TypeId id;
  };
  Operand ColumnOrScalar(TypeId id, int depth, double column_share);
  const ColumnSpec* RandomColumn(TypeId id);
  // A type id of the same comparison family as `id` (the numbers mix, and
  // date with timestamp).
  TypeId Comparable(TypeId id);
  Type LiteralType(TypeId id, const ColumnSpec* source);

  std::string Leaf(TypeId id);
  std::string IntExpr(int depth);
  std::string BigintExpr(int depth);
  std::string NumericExpr(int depth);
  std::string DoubleExpr(int depth);
  std::string TextExpr(int depth);
  std::string DateExpr(int depth);
  std::string TimestampExpr(int depth);
  std::string ArrayExpr(TypeId id, int depth);
  // CASE / COALESCE / NULLIF / GREATEST over Scalar(id): every type has them.
  std::string Conditional(TypeId id, int depth);

  std::string Compare(int depth);
  std::string InList(int depth);
  std::string Between(int depth);
  std::string Like(int depth);
  std::string ArrayPredicate(int depth);
  std::string ComparisonOp();

  Rng& rng_;
  QueryTemplate* tmpl_;
  const TableSpec& table_;
  bool use_params_;
};

}  // namespace kite::fuzz::jit_fuzz

#endif  // KITE_TESTS_JIT_FUZZ_EXPR_GEN_H_
