// Bound expressions: the binder's output and the one description of an
// expression that both the interpreter (expr/expression_eval.h) and, later,
// the JIT compile from. Names are resolved to input column positions, types
// are known, implicit casts are explicit nodes.
#ifndef KITE_EXPR_BOUND_EXPR_H_
#define KITE_EXPR_BOUND_EXPR_H_

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kite/type.h"
#include "kite/value.h"
#include "parser/ast.h"

namespace kite::plan {

enum class BoundKind {
  kConstant,     // constant
  kParameter,    // $param_index (1-based); type is the inferred type
  kColumn,       // column_index into the input DataChunk
  kOuterColumn,  // a correlated reference: column_index of the row of the
                 // enclosing query `outer_depth` levels up (1 = parent)
  kArith,        // op in {kAdd,kSub,kMul,kDiv,kMod}: children {l, r}, both
                 // already cast to `type`; kNeg: {x}
  kConcat,       // text || text (children cast to text), array || array
  kCompare,      // op in {kEq..kGe}: children {l, r} of one common type
  kAnd,          // children (2 or more), three-valued logic
  kOr,           // children (2 or more), three-valued logic
  kNot,          // {x}
  kIsNull,       // {x}; negated = IS NOT NULL
  kIsBool,       // {x} IS [NOT] TRUE/FALSE: constant holds the boolean
  kCase,         // children {when1, then1, ..., [else]}; has_else says
                 // whether the last child is the ELSE
  kCast,         // {x} -> type, with CAST's checks
  kLike,         // {x, pattern[, escape]}; case_insensitive for ILIKE;
                 // negated for NOT LIKE
  kInList,       // {x, item1, ...} all of one type; negated for NOT IN
  kAnyArray,     // {x, array}: x op ANY(array) or ALL when `all`
  kArrayOp,      // op in {kContains, kContainedBy, kOverlaps}: {l, r}
  kArrayCtor,    // ARRAY[children...] -> type
  kSubscript,    // {array, index} (1-based, NULL when out of range)
  kFunction,     // a scalar function `function`(children) -> type
  kCoalesce,     // children, first non-NULL
  kNullIf,       // {a, b}
  kSubquery,     // subquery_id: scalar subquery (type = its column type);
                 // with `all`, ARRAY(subquery): every row's value, as an
                 // array of the column's type
  kExists,       // subquery_id; negated = NOT EXISTS
  kInSubquery,   // {x}, subquery_id; negated = NOT IN
};

struct BoundExpr {
  BoundKind kind = BoundKind::kConstant;
  Type type;
  Value constant;
  int param_index = 0;
  int column_index = 0;
  int outer_depth = 0;
  ast::Op op = ast::Op::kNone;
  std::string function;  // kFunction: lower-cased name ("abs", "lower", ...)
  std::vector<std::unique_ptr<BoundExpr>> children;
  bool negated = false;
  bool case_insensitive = false;
  bool all = false;
  bool has_else = false;
  int subquery_id = -1;
  ast::Position pos;  // for run-time errors that name a place

  std::unique_ptr<BoundExpr> Clone() const;
  // A readable rendering for EXPLAIN: "(#0 > 2010) AND (#1 = $1)".
  std::string ToString() const;
};
using BoundExprPtr = std::unique_ptr<BoundExpr>;

// ---- Typing rules the binder asks of the expression library ----
// (implemented next to the evaluator, so the two never disagree)

// The type both sides of a comparison, CASE branches, IN list, UNION column,
// COALESCE etc. are converted to, as PostgreSQL resolves it (integer+bigint
// -> bigint, integer+numeric -> numeric, numeric+double -> double, unknown
// NULL adopts the other, text literal adopts the other side's type, ...).
// 42804 when there is none ("CASE types integer and text cannot be matched").
absl::StatusOr<Type> CommonType(Type a, Type b, std::string_view context);

// Result type of l op r for arithmetic ops (kAdd..kMod), or 42883 "operator
// does not exist: integer + text". NUMERIC results get a precision/scale that
// holds the result (capped at 18 digits). date + integer -> date,
// date - date -> integer, timestamp ± ... as PostgreSQL.
absl::StatusOr<Type> ArithmeticType(ast::Op op, Type l, Type r);
// The type an untyped NULL operand of `op` takes beside an operand of
// `other`, as PostgreSQL resolves it: `other` itself, but beside a date
// INTEGER for + (date + integer; there is no date + date) and the date for
// - (date - date, an integer).
Type UnknownOperandType(ast::Op op, Type other);

// Result type of scalar function `name` over `args`, or 42883 "function
// name(types) does not exist". Also tells the argument types the binder must
// cast the arguments to (same length as args).
struct FunctionSignature {
  Type result;
  std::vector<Type> arg_types;
};
absl::StatusOr<FunctionSignature> ResolveFunction(
    std::string_view name, const std::vector<Type>& args);

// ResolveFunction's catalog, session and regular expression functions
// (type_rules_catalog.cc): nullopt when `name` is none of them or no
// overload takes `args`.
std::optional<FunctionSignature> ResolveCatalogFunction(
    std::string_view name, const std::vector<Type>& args);
// Whether kFunction `function` reads the statement's CatalogNames (so the
// binder must give it one).
bool ReadsCatalogNames(std::string_view function);
// Whether kFunction `function` is volatile: each call may return another
// value or change something (random(), nextval()), so it is called for
// every row and never once for a whole statement.
bool IsVolatileFunction(std::string_view function);
// Whether `e` calls a volatile function anywhere.
bool CallsVolatile(const BoundExpr& e);
// Whether the first argument of `function` names a sequence (nextval,
// currval, setval): a literal there is bound to the sequence's OID.
bool TakesSequence(std::string_view function);

// The result type of the kFunction node `call` refined by its constant
// arguments, where PostgreSQL's result depends on them: round(x, n) and
// trunc(x, n) over NUMERIC with a constant n have scale max(n, 0) (so
// round(123.456, 1) prints 123.5). Returns call.type when nothing applies.
// The binder sets call.type to this after building the node.
Type RefineFunctionType(const BoundExpr& call);

// Whether an explicit CAST from `from` to `to` exists (42846 otherwise), and
// whether an implicit (assignment) cast exists, as for INSERT values.
bool CanCast(Type from, Type to);
bool CanAssign(Type from, Type to);

}  // namespace kite::plan

#endif  // KITE_EXPR_BOUND_EXPR_H_
