// Builders for hand-made bound expressions and batches in the interpreter's
// tests.
#ifndef KITE_TESTS_UNIT_EXPR_EXPR_TEST_UTIL_H_
#define KITE_TESTS_UNIT_EXPR_EXPR_TEST_UTIL_H_

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "expr/bound_expr.h"
#include "expr/expression_eval.h"
#include "kite/status.h"
#include "kite/value.h"
#include "storage/vector.h"

namespace kite::testing {

using plan::BoundExpr;
using plan::BoundExprPtr;
using plan::BoundKind;

inline BoundExprPtr Node(BoundKind kind, Type type,
                         std::vector<BoundExprPtr> children = {}) {
  auto e = std::make_unique<BoundExpr>();
  e->kind = kind;
  e->type = type;
  e->children = std::move(children);
  return e;
}

template <typename... T>
std::vector<BoundExprPtr> List(T... items) {
  std::vector<BoundExprPtr> v;
  (v.push_back(std::move(items)), ...);
  return v;
}

inline BoundExprPtr Const(Value v) {
  auto e = Node(BoundKind::kConstant, v.type());
  e->constant = std::move(v);
  return e;
}
inline BoundExprPtr NullOf(Type t) { return Const(Value::Null(t)); }
inline BoundExprPtr Int(int32_t i) { return Const(Value::Integer(i)); }
inline BoundExprPtr Big(int64_t i) { return Const(Value::Bigint(i)); }
inline BoundExprPtr Str(std::string s) { return Const(Value::Text(s)); }
inline BoundExprPtr Bool(bool b) { return Const(Value::Boolean(b)); }

inline BoundExprPtr Col(int index, Type type) {
  auto e = Node(BoundKind::kColumn, type);
  e->column_index = index;
  return e;
}
inline BoundExprPtr Param(int index, Type type) {
  auto e = Node(BoundKind::kParameter, type);
  e->param_index = index;
  return e;
}
inline BoundExprPtr Arith(ast::Op op, Type type, BoundExprPtr l,
                          BoundExprPtr r) {
  auto e = Node(BoundKind::kArith, type, List(std::move(l), std::move(r)));
  e->op = op;
  return e;
}
inline BoundExprPtr Cmp(ast::Op op, BoundExprPtr l, BoundExprPtr r) {
  auto e = Node(BoundKind::kCompare, Type::Boolean(),
                List(std::move(l), std::move(r)));
  e->op = op;
  return e;
}
inline BoundExprPtr And(BoundExprPtr a, BoundExprPtr b) {
  return Node(BoundKind::kAnd, Type::Boolean(),
              List(std::move(a), std::move(b)));
}
inline BoundExprPtr Or(BoundExprPtr a, BoundExprPtr b) {
  return Node(BoundKind::kOr, Type::Boolean(),
              List(std::move(a), std::move(b)));
}
inline BoundExprPtr Not(BoundExprPtr a) {
  return Node(BoundKind::kNot, Type::Boolean(), List(std::move(a)));
}
inline BoundExprPtr Cast(BoundExprPtr a, Type to) {
  return Node(BoundKind::kCast, to, List(std::move(a)));
}
inline BoundExprPtr Fn(std::string name, Type type,
                       std::vector<BoundExprPtr> args) {
  auto e = Node(BoundKind::kFunction, type, std::move(args));
  e->function = std::move(name);
  return e;
}

// A batch with one column per entry; every column has the same length.
inline DataChunk Chunk(
    const std::vector<std::pair<Type, std::vector<Value>>>& columns) {
  DataChunk chunk;
  chunk.size = columns.empty() ? 0 : static_cast<int>(columns[0].second.size());
  for (const auto& [type, values] : columns) {
    Vector v;
    v.Reset(type, chunk.size);
    for (int i = 0; i < chunk.size; ++i) v.SetValue(i, values[i]);
    chunk.columns.push_back(std::move(v));
  }
  return chunk;
}

// Evaluates `e` over `chunk`; the rows as text ("NULL" for NULL), or
// "error <SQLSTATE>: <message>".
inline std::vector<std::string> EvalText(const BoundExpr& e,
                                         const DataChunk& chunk,
                                         EvalContext* ctx = nullptr) {
  EvalContext local;
  Vector out;
  absl::Status s = Evaluate(e, chunk, ctx ? *ctx : local, &out);
  if (!s.ok()) {
    return {"error " + SqlStateOf(s) + ": " + std::string(s.message())};
  }
  std::vector<std::string> rows;
  for (int i = 0; i < chunk.size; ++i)
    rows.push_back(out.GetValue(i).ToString());
  return rows;
}

// Evaluates an expression without columns to one value's text.
inline std::string ScalarText(const BoundExpr& e, EvalContext* ctx = nullptr) {
  EvalContext local;
  auto v = EvaluateScalar(e, ctx ? *ctx : local);
  if (!v.ok()) {
    return "error " + SqlStateOf(v.status()) + ": " +
           std::string(v.status().message());
  }
  return v->ToString();
}

}  // namespace kite::testing

#endif  // KITE_TESTS_UNIT_EXPR_EXPR_TEST_UTIL_H_
