// Row and cost estimates for the plan nodes the access-path choice does not
// estimate itself, for EXPLAIN: rough rules in the spirit of PostgreSQL's
// defaults (a filter passes a third, a GROUP BY keeps a tenth).
#include <algorithm>
#include <cmath>

#include "planner/index_paths.h"
#include "planner/plan.h"

namespace kite::plan {

namespace {

// Whether `node`'s cost already counts only what a LIMIT above it reads: a
// sort does all its work first, and the access-path choice costs a scan
// (under projections) for the rows the limit asks of it.
bool CostedForLimit(const PlanNode& node) {
  switch (node.kind) {
    case NodeKind::kSort:
    case NodeKind::kScan:
      return true;
    case NodeKind::kProject:
      return CostedForLimit(*node.children[0]);
    default:
      return false;
  }
}

}  // namespace

void EstimatePlan(PlanNode* node) {
  for (PlanPtr& child : node->children) EstimatePlan(child.get());
  if (node->estimated_rows >= 0) return;
  const double in_rows =
      node->children.empty() ? 1 : node->children[0]->estimated_rows;
  const double in_cost =
      node->children.empty() ? 0 : node->children[0]->estimated_cost;
  double rows = in_rows;
  double cost = in_cost;
  switch (node->kind) {
    case NodeKind::kScan:
      rows = node->table != nullptr ? node->table->row_count() : 1;
      cost = rows * kSeqRowCost;
      break;
    case NodeKind::kSingleRow:
      rows = 1;
      break;
    case NodeKind::kValues:
      rows = static_cast<double>(node->rows.size());
      cost = rows;
      break;
    case NodeKind::kSeries:
      rows = 1000;
      cost = rows;
      break;
    case NodeKind::kUnnest:
      rows = 10;
      cost = rows;
      break;
    case NodeKind::kFilter:
      rows = in_rows / 3;
      cost += in_rows * kPredicateCost;
      break;
    case NodeKind::kAggregate:
      rows = node->exprs.empty() ? 1 : std::max(1.0, in_rows / 10);
      cost += in_rows;
      break;
    case NodeKind::kDistinct:
      rows = std::max(1.0, in_rows / 2);
      cost += in_rows;
      break;
    case NodeKind::kSort:
      cost += in_rows * kSortRowCost * std::log2(std::max(in_rows, 2.0)) / 4;
      break;
    case NodeKind::kLimit: {
      double limit = in_rows;
      if (node->limit != nullptr && node->limit->kind == BoundKind::kConstant &&
          !node->limit->constant.is_null() && node->limit->type.is_int_lane()) {
        limit = static_cast<double>(node->limit->constant.int_value());
      }
      rows = std::min(in_rows, limit);
      // A streaming input stops early, unless it is a sort (which has done
      // its work) or a scan whose access path was costed for the limit.
      if (!CostedForLimit(*node->children[0]) && in_rows > 0) {
        cost = in_cost * std::min(1.0, rows / in_rows);
      }
      break;
    }
    case NodeKind::kJoin: {
      const double right = node->children[1]->estimated_rows;
      rows =
          node->left_keys.empty() ? in_rows * right : std::max(in_rows, right);
      cost = in_cost + node->children[1]->estimated_cost + in_rows + right;
      break;
    }
    case NodeKind::kSetOp:
      rows = in_rows + node->children[1]->estimated_rows;
      cost = in_cost + node->children[1]->estimated_cost;
      break;
    default:
      break;
  }
  node->estimated_rows = rows;
  node->estimated_cost = cost;
}

}  // namespace kite::plan
