// EstimateSelectivity: a walk over the predicate that hands each column
// comparison to column_selectivity.cc, after PostgreSQL's
// clauselist_selectivity and the restriction estimators of selfuncs.c.
#include "planner/selectivity.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "expr/expression_eval.h"
#include "expr/value_compare.h"
#include "planner/column_selectivity.h"
#include "planner/plan.h"

namespace kite::plan {
namespace {

bool IsRange(ast::Op op) {
  return op == ast::Op::kLt || op == ast::Op::kLe || op == ast::Op::kGt ||
         op == ast::Op::kGe;
}

// Selectivity of `column op value` when nothing is known.
double DefaultCompare(ast::Op op) {
  if (op == ast::Op::kEq) return kDefaultEqSel;
  if (op == ast::Op::kNe) return 1 - kDefaultEqSel;
  return kDefaultIneqSel;
}

// `column op value`, the column on the left whichever way it was written.
struct ColumnComparison {
  const BoundExpr* column;
  ast::Op op;
  const BoundExpr* value;
};

std::optional<ColumnComparison> AsColumnComparison(const BoundExpr& e) {
  if (e.kind != BoundKind::kCompare || e.children.size() != 2) {
    return std::nullopt;
  }
  for (int side = 0; side < 2; ++side) {
    const BoundExpr* column = ColumnUnderCast(*e.children[side]);
    const BoundExpr& other = *e.children[1 - side];
    if (column != nullptr && IsRowIndependent(other)) {
      return ColumnComparison{column, side == 0 ? e.op : ast::Flipped(e.op),
                              &other};
    }
  }
  return std::nullopt;
}

class Estimator {
 public:
  Estimator(const TableStats& stats, absl::Span<const Value> params)
      : stats_(stats), params_(params) {}

  double Of(const BoundExpr& e) {
    switch (e.kind) {
      case BoundKind::kAnd:
        return And(e);
      case BoundKind::kOr: {
        double s = 0;
        for (const BoundExprPtr& c : e.children) {
          const double x = Of(*c);
          s = s + x - s * x;
        }
        return ClampProbability(s);
      }
      case BoundKind::kNot:
        return e.children.empty() ? kDefaultBoolSel
                                  : ClampProbability(1 - Of(*e.children[0]));
      default:
        break;
    }
    if (IsRowIndependent(e)) return Truth(e);
    switch (e.kind) {
      case BoundKind::kColumn:  // a boolean column
        return ColumnSelectivity(e, ast::Op::kEq, Value::Boolean(true));
      case BoundKind::kCompare:
        return Compare(e);
      case BoundKind::kIsNull:
        return NullTest(e);
      case BoundKind::kIsBool:
        return BoolTest(e);
      case BoundKind::kInList:
        return InList(e);
      case BoundKind::kAnyArray:
        return AnyArray(e);
      case BoundKind::kArrayOp:
        return ArrayOp(e);
      case BoundKind::kLike:
        return Like(e);
      case BoundKind::kFunction:  // PostgreSQL's guess for a boolean function
        return kDefaultIneqSel;
      default:
        return kDefaultBoolSel;
    }
  }

 private:
  // The statistics of the table column `column` (a kColumn) refers to.
  const ColumnStats* StatsOf(const BoundExpr& column) const {
    if (column.kind != BoundKind::kColumn || column.column_index < 0 ||
        column.column_index >= static_cast<int>(stats_.columns.size())) {
      return nullptr;
    }
    return &stats_.columns[column.column_index];
  }

  // The value of a row-independent expression, if it can be known now
  // (not when it needs a parameter that was not given, or fails).
  std::optional<Value> Known(const BoundExpr& e) {
    if (e.kind == BoundKind::kConstant) return e.constant;
    if (e.kind == BoundKind::kParameter && e.param_index >= 1 &&
        e.param_index <= static_cast<int>(params_.size()) &&
        params_[e.param_index - 1].type() == e.type) {
      return params_[e.param_index - 1];
    }
    if (!IsRowIndependent(e)) return std::nullopt;
    if (ctx_ == nullptr) {
      ctx_ = std::make_unique<EvalContext>();
      param_values_.assign(params_.begin(), params_.end());
      ctx_->params = &param_values_;
      // now() and friends as of planning.
      ctx_->statement_time = &planning_time_;
    }
    absl::StatusOr<Value> v = EvaluateScalar(e, *ctx_);
    if (!v.ok()) return std::nullopt;
    return *std::move(v);
  }

  // A predicate that is the same for every row: 1 when TRUE, 0 when FALSE
  // or NULL.
  double Truth(const BoundExpr& e) {
    std::optional<Value> v = Known(e);
    if (!v.has_value()) return kDefaultBoolSel;
    return !v->is_null() && v->type().id == TypeId::kBoolean && v->bool_value()
               ? 1
               : 0;
  }

  // column op value (nullopt: a value not known now) for op in kEq..kGe.
  double ColumnSelectivity(const BoundExpr& column, ast::Op op,
                           const std::optional<Value>& value) {
    const ColumnStats* cs = StatsOf(column);
    if (cs == nullptr || column.type.is_array()) return DefaultCompare(op);
    if (value.has_value() && value->is_null()) return 0;
    double eq;
    if (op == ast::Op::kEq || op == ast::Op::kNe) {
      eq = value.has_value() ? EqualSelectivity(stats_, *cs, *value)
                             : EqualUnknownSelectivity(stats_, *cs);
      return op == ast::Op::kEq ? eq
                                : ClampProbability(1 - eq - cs->null_fraction);
    }
    if (!value.has_value()) return kDefaultIneqSel;
    return RangeSelectivity(stats_, *cs, op, *value);
  }

  double Compare(const BoundExpr& e) {
    std::optional<ColumnComparison> c = AsColumnComparison(e);
    if (!c.has_value()) return DefaultCompare(e.op);
    return ColumnSelectivity(*c->column, c->op, Known(*c->value));
  }

  // A conjunction: the product of its parts, except that a lower and an
  // upper bound on one column (x >= a AND x <= b, BETWEEN) are one range:
  // P(x >= a) + P(x <= b) - 1, corrected for the NULLs both exclude
  // (PostgreSQL's clauselist_selectivity).
  double And(const BoundExpr& e) {
    struct Bound {
      double selectivity = -1;  // -1: none
      bool is_default = false;
    };
    struct Range {
      Bound low, high;
      double null_fraction = 0;
    };
    std::map<int, Range> ranges;
    double s = 1;
    for (const BoundExprPtr& child : e.children) {
      std::optional<ColumnComparison> c = AsColumnComparison(*child);
      if (!c.has_value() || !IsRange(c->op) || c->column->type.is_array()) {
        s *= Of(*child);
        continue;
      }
      const ColumnStats* cs = StatsOf(*c->column);
      const std::optional<Value> value = Known(*c->value);
      if (value.has_value() && value->is_null()) return 0;  // never TRUE
      Range& range = ranges[c->column->column_index];
      if (cs != nullptr) range.null_fraction = cs->null_fraction;
      Bound& bound = c->op == ast::Op::kGt || c->op == ast::Op::kGe
                         ? range.low
                         : range.high;
      const double sel = ColumnSelectivity(*c->column, c->op, value);
      // Of two bounds on one side, the tighter one counts.
      if (bound.selectivity < 0 || sel < bound.selectivity) {
        bound.selectivity = sel;
        bound.is_default = cs == nullptr || !value.has_value();
      }
    }
    for (const auto& [column, range] : ranges) {
      if (range.low.selectivity < 0 || range.high.selectivity < 0) {
        s *= std::max(range.low.selectivity, range.high.selectivity);
        continue;
      }
      if (range.low.is_default || range.high.is_default) {
        s *= kDefaultRangeIneqSel;
        continue;
      }
      double both = range.low.selectivity + range.high.selectivity - 1 +
                    range.null_fraction;
      // Slightly negative is rounding of a tight range; very negative
      // means the estimates do not fit together.
      if (both <= 0) both = both < -0.01 ? kDefaultRangeIneqSel : 1e-10;
      s *= both;
    }
    return ClampProbability(s);
  }

  double NullTest(const BoundExpr& e) {
    const BoundExpr* column =
        e.children.empty() ? nullptr : ColumnUnderCast(*e.children[0]);
    const ColumnStats* cs = column == nullptr ? nullptr : StatsOf(*column);
    if (cs == nullptr) return e.negated ? kDefaultNotUnkSel : kDefaultUnkSel;
    return e.negated ? 1 - cs->null_fraction : cs->null_fraction;
  }

  // x IS [NOT] TRUE / FALSE.
  double BoolTest(const BoundExpr& e) {
    if (e.children.empty()) return kDefaultBoolSel;
    const bool want = !e.constant.is_null() && e.constant.bool_value();
    const BoundExpr& x = *e.children[0];
    double s;
    if (x.kind == BoundKind::kColumn) {
      s = ColumnSelectivity(x, ast::Op::kEq, Value::Boolean(want));
    } else {
      s = Of(x);
      if (!want) s = 1 - s;
    }
    return ClampProbability(e.negated ? 1 - s : s);
  }

  // column op ANY / ALL (items), an item nullopt when not known now:
  // = ANY (IN) sums the distinct values' shares, <> ALL (NOT IN) is what
  // they and the NULLs leave; other operators combine the items as
  // independent events.
  double ListSelectivity(const BoundExpr& column, ast::Op op, bool all,
                         const std::vector<std::optional<Value>>& items) {
    const ColumnStats* cs = column.type.is_array() ? nullptr : StatsOf(column);
    const bool in = op == ast::Op::kEq && !all;
    const bool not_in = op == ast::Op::kNe && all;
    if (!in && !not_in) {
      double s = all ? 1 : 0;
      for (const std::optional<Value>& item : items) {
        const double x = ColumnSelectivity(column, op, item);
        s = all ? s * x : s + x - s * x;
      }
      return ClampProbability(s);
    }
    double eq = 0;
    std::vector<Value> known;
    for (const std::optional<Value>& item : items) {
      if (!item.has_value()) {
        eq += ColumnSelectivity(column, ast::Op::kEq, std::nullopt);
      } else if (item->is_null()) {
        if (not_in) return 0;  // x <> NULL is never TRUE
      } else {
        known.push_back(*item);
      }
    }
    // A value listed twice matches the same rows once.
    std::sort(known.begin(), known.end(), [](const Value& a, const Value& b) {
      return expr::CompareMixed(a, b) < 0;
    });
    for (size_t i = 0; i < known.size(); ++i) {
      if (i > 0 && expr::CompareMixed(known[i - 1], known[i]) == 0) continue;
      eq += cs != nullptr ? EqualSelectivity(stats_, *cs, known[i])
                          : kDefaultEqSel;
    }
    eq = ClampProbability(eq);
    if (in) return eq;
    return ClampProbability(1 - eq - (cs != nullptr ? cs->null_fraction : 0));
  }

  double InList(const BoundExpr& e) {
    if (e.children.empty()) return kDefaultBoolSel;
    const BoundExpr* column = ColumnUnderCast(*e.children[0]);
    if (column == nullptr) {
      const double s =
          ClampProbability((e.children.size() - 1) * kDefaultEqSel);
      return e.negated ? 1 - s : s;
    }
    std::vector<std::optional<Value>> items;
    for (size_t i = 1; i < e.children.size(); ++i) {
      items.push_back(Known(*e.children[i]));
    }
    return ListSelectivity(*column, e.negated ? ast::Op::kNe : ast::Op::kEq,
                           e.negated, items);
  }

  double AnyArray(const BoundExpr& e) {
    if (e.children.size() != 2) return kDefaultBoolSel;
    const BoundExpr& x = *e.children[0];
    const BoundExpr& array = *e.children[1];
    // value = ANY(array column): how often the value is an element.
    if (array.kind == BoundKind::kColumn && array.type.is_array()) {
      const bool any_eq = e.op == ast::Op::kEq && !e.all;
      const bool all_ne = e.op == ast::Op::kNe && e.all;
      if (!any_eq && !all_ne) return kDefaultBoolSel;
      const ColumnStats* cs = StatsOf(array);
      std::optional<Value> v = Known(x);
      double s = kDefaultContainSel;
      if (v.has_value() && v->is_null()) return 0;
      if (cs != nullptr && v.has_value()) {
        s = ElementSelectivity(stats_, *cs, *v);
      }
      if (any_eq) return s;
      return ClampProbability(1 - s - (cs != nullptr ? cs->null_fraction : 0));
    }
    // column op ANY / ALL (array value).
    const BoundExpr* column = ColumnUnderCast(x);
    if (column == nullptr || !IsRowIndependent(array)) {
      return kDefaultBoolSel;
    }
    std::vector<std::optional<Value>> items;
    std::optional<Value> a = Known(array);
    if (!a.has_value()) {
      // PostgreSQL's guess: ten unknown elements.
      items.resize(10);
    } else if (a->is_null() || !a->type().is_array()) {
      return 0;
    } else {
      for (const Value& v : a->elements()) items.push_back(v);
    }
    return ListSelectivity(*column, e.op, e.all, items);
  }

  // column @> array, column && array (either way round): element shares,
  // taken as independent.
  double ArrayOp(const BoundExpr& e) {
    if (e.children.size() != 2) return kDefaultContainSel;
    for (int side = 0; side < 2; ++side) {
      const BoundExpr& column = *e.children[side];
      const BoundExpr& other = *e.children[1 - side];
      if (column.kind != BoundKind::kColumn || !IsRowIndependent(other)) {
        continue;
      }
      ast::Op op = e.op;
      if (side == 1 && op != ast::Op::kOverlaps) {
        op = op == ast::Op::kContains ? ast::Op::kContainedBy
                                      : ast::Op::kContains;
      }
      const ColumnStats* cs = StatsOf(column);
      std::optional<Value> a = Known(other);
      if (a.has_value() && (a->is_null() || !a->type().is_array())) return 0;
      if (cs == nullptr || !a.has_value() || op == ast::Op::kContainedBy) {
        return kDefaultContainSel;
      }
      // Every non-NULL array contains the empty array; none contains NULL.
      double none_missing = 1 - cs->null_fraction;
      double none_shared = 1;
      for (const Value& element : a->elements()) {
        if (element.is_null()) {
          none_missing = 0;
          continue;
        }
        const double f = ElementSelectivity(stats_, *cs, element);
        none_missing *= f;
        none_shared *= 1 - f;
      }
      return ClampProbability(op == ast::Op::kContains ? none_missing
                                                       : 1 - none_shared);
    }
    return kDefaultContainSel;
  }

  double Like(const BoundExpr& e) {
    const double fallback = e.negated ? 1 - kDefaultMatchSel : kDefaultMatchSel;
    if (e.children.size() < 2) return fallback;
    const BoundExpr* column = ColumnUnderCast(*e.children[0]);
    const ColumnStats* cs = column == nullptr ? nullptr : StatsOf(*column);
    if (cs == nullptr) return fallback;
    std::optional<Value> pattern = Known(*e.children[1]);
    std::optional<Value> escape = Value::Text("\\");
    if (e.children.size() > 2) escape = Known(*e.children[2]);
    if (!pattern.has_value() || !escape.has_value()) return fallback;
    if (pattern->is_null() || escape->is_null()) return 0;
    const double s = LikeSelectivity(stats_, *cs, pattern->ToString(),
                                     escape->ToString(), e.case_insensitive);
    return e.negated ? ClampProbability(1 - s - cs->null_fraction) : s;
  }

  const TableStats& stats_;
  absl::Span<const Value> params_;
  // For expressions evaluated to learn their value: made on first use.
  std::unique_ptr<EvalContext> ctx_;
  std::vector<Value> param_values_;
  StatementTime planning_time_;  // now() as of planning, when asked
};

}  // namespace

double EstimateSelectivity(const TableStats& stats, const BoundExpr& predicate,
                           absl::Span<const Value> params) {
  Estimator estimator(stats, params);
  return estimator.Of(predicate);
}

double EstimateDistinct(const TableStats& stats, int column) {
  const bool known =
      column >= 0 && column < static_cast<int>(stats.columns.size());
  return DistinctValues(stats, known ? stats.columns[column] : ColumnStats());
}

}  // namespace kite::plan
