// Subquery expressions: scalar subqueries, EXISTS and x [NOT] IN (subquery).
// Each active row's input values are passed to the SubqueryRunner, which
// runs (or, for uncorrelated subqueries, may cache) the subquery.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "expr/expression_internal.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

std::vector<Value> RowValues(const DataChunk& input, int i) {
  std::vector<Value> row;
  row.reserve(input.columns.size());
  for (const Vector& col : input.columns) row.push_back(col.GetValue(i));
  return row;
}

}  // namespace

absl::Status EvalSubqueryNode(const plan::BoundExpr& e, EvalState& st,
                              Rows rows, Vector* out) {
  if (st.ctx.subqueries == nullptr) {
    return SqlError(sqlstate::kInternalError,
                    absl::StrCat("no runner for subquery ", e.subquery_id));
  }
  SubqueryRunner& runner = *st.ctx.subqueries;
  const plan::BoundKind kind = e.kind;
  Vector xs;
  const Vector* x = nullptr;
  if (kind == plan::BoundKind::kInSubquery) {
    auto xv = EvalRef(*e.children[0], st, rows, &xs);
    if (!xv.ok()) return xv.status();
    x = *xv;
  }
  out->Reset(kind == plan::BoundKind::kSubquery ? e.type : Type::Boolean(),
             st.input.size);
  return rows.ForEachOrError([&](int i) -> absl::Status {
    std::vector<Value> outer = RowValues(st.input, i);
    if (kind == plan::BoundKind::kSubquery && e.all) {
      // ARRAY(subquery): every row, NULLs included, in the subquery's order.
      auto result = runner.Run(e.subquery_id, outer, -1);
      if (!result.ok()) return result.status();
      const Type element = e.type.element();
      std::vector<Value> items;
      items.reserve(result->size());
      for (const Value& v : *result) {
        if (v.is_null() || v.type() == element) {
          items.push_back(v.is_null() ? Value::Null(element) : v);
          continue;
        }
        auto c = v.CastTo(element);
        if (!c.ok()) return c.status();
        items.push_back(*std::move(c));
      }
      out->SetValue(i, Value::Array(e.type, std::move(items)));
      return absl::OkStatus();
    }
    if (kind == plan::BoundKind::kSubquery) {
      auto result = runner.Run(e.subquery_id, outer, 2);
      if (!result.ok()) return result.status();
      if (result->size() > 1) {
        return SqlError(
            sqlstate::kCardinalityViolation,
            "more than one row returned by a subquery used as an expression");
      }
      if (result->empty() || (*result)[0].is_null()) {
        out->SetNull(i);
        return absl::OkStatus();
      }
      const Value& v = (*result)[0];
      if (v.type() == e.type) {
        out->SetValue(i, v);
      } else {
        auto c = v.CastTo(e.type);
        if (!c.ok()) return c.status();
        out->SetValue(i, *c);
      }
      return absl::OkStatus();
    }
    if (kind == plan::BoundKind::kExists) {
      auto result = runner.Run(e.subquery_id, outer, 1);
      if (!result.ok()) return result.status();
      out->ints[i] = result->empty() == e.negated;
      return absl::OkStatus();
    }
    // x [NOT] IN (subquery).
    auto result = runner.Run(e.subquery_id, outer, -1);
    if (!result.ok()) return result.status();
    if (result->empty()) {
      out->ints[i] = e.negated;
      return absl::OkStatus();
    }
    if (x->type.id == TypeId::kNull || x->IsNull(i)) {
      out->SetNull(i);
      return absl::OkStatus();
    }
    const Value left = x->GetValue(i);
    bool saw_null = false;
    for (const Value& v : *result) {
      if (v.is_null()) {
        saw_null = true;
      } else if (CompareMixed(left, v) == 0) {
        out->ints[i] = !e.negated;
        return absl::OkStatus();
      }
    }
    if (saw_null) {
      out->SetNull(i);
    } else {
      out->ints[i] = e.negated;
    }
    return absl::OkStatus();
  });
}

}  // namespace kite::expr
