#include "planner/selectivity.h"

namespace kite::plan {

double EstimateSelectivity(const TableStats& stats, const BoundExpr& predicate,
                           absl::Span<const Value> params) {
  switch (predicate.kind) {
    case BoundKind::kCompare:
      if (predicate.op == ast::Op::kEq) {
        for (const BoundExprPtr& side : predicate.children) {
          if (side->kind == BoundKind::kColumn &&
              side->column_index < static_cast<int>(stats.columns.size()) &&
              stats.columns[side->column_index].distinct > 0) {
            return 1.0 / stats.columns[side->column_index].distinct;
          }
        }
        return 0.005;
      }
      return predicate.op == ast::Op::kNe ? 0.995 : 1.0 / 3;
    case BoundKind::kInList:
      return predicate.negated ? 0.9 : 0.005 * (predicate.children.size() - 1);
    case BoundKind::kAnd: {
      double s = 1;
      for (const BoundExprPtr& c : predicate.children) {
        s *= EstimateSelectivity(stats, *c, params);
      }
      return s;
    }
    case BoundKind::kOr: {
      double s = 0;
      for (const BoundExprPtr& c : predicate.children) {
        const double t = EstimateSelectivity(stats, *c, params);
        s = s + t - s * t;
      }
      return s;
    }
    case BoundKind::kIsNull:
      return predicate.negated ? 0.995 : 0.005;
    default:
      return 1.0 / 3;
  }
}

}  // namespace kite::plan
