// The cost model of joins: estimated work, in units of one row visited by a
// full table scan, of reading a plan's inputs and joining them by each
// method. Only the comparison of costs matters, not their scale.
#ifndef KITE_PLANNER_JOIN_COST_H_
#define KITE_PLANNER_JOIN_COST_H_

#include "planner/index_join.h"
#include "planner/plan.h"

namespace kite::plan {

// Estimated cost of running `node` and everything below it once.
double EstimateCost(const PlanNode& node);

// What a join's cost is computed from: its inputs' estimated costs and rows
// and its own estimated output rows.
struct JoinInputs {
  double left_cost = 0;
  double left_rows = 1;
  double right_cost = 0;
  double right_rows = 1;
  double out_rows = 1;
};

// A hash join building a table over the right input (with `has_keys`), or
// a nested loop over it (without: every pair is tested).
double HashJoinCost(const JoinInputs& in, bool has_keys);

// An index nested-loop join probing the right input through `probe` once
// per left row: the right input is never read whole, so its cost does not
// count. `filtered` says whether the rows found pass a filter of the scan.
double IndexJoinCost(const JoinInputs& in, const IndexProbe& probe,
                     bool filtered);

}  // namespace kite::plan

#endif  // KITE_PLANNER_JOIN_COST_H_
