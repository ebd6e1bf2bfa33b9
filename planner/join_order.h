// Join planning: the order in which a query's inner joins run and how each
// join finds its matching rows (hash join or index nested loop), chosen by
// estimated cost.
#ifndef KITE_PLANNER_JOIN_ORDER_H_
#define KITE_PLANNER_JOIN_ORDER_H_

#include "planner/plan.h"

namespace kite::plan {

// How the order of a tree of inner joins is searched. Below
// `greedy_threshold` inputs (SET geqo_threshold, PostgreSQL's default 12)
// every order is costed: dynamic programming over the subsets of inputs,
// joining connected subsets (cross products only where none is), at most
// 3^n tries. From it on, and always beyond kMaxExhaustiveJoinInputs, the
// order is built greedily in n^3 steps: first the two inputs that share a
// condition and give the fewest rows, then again with the result.
// PostgreSQL uses a genetic search there; both are heuristics, this one is
// deterministic. Either way the search checks for interruption
// (statement_timeout, cancel) as it goes.
inline constexpr int kDefaultGreedyThreshold = 12;
inline constexpr int kMaxExhaustiveJoinInputs = 14;

struct JoinOptions {
  // SET enable_indexes: false means no join probes an index.
  bool use_indexes = true;
  int greedy_threshold = kDefaultGreedyThreshold;
};

// Chooses how the joins of `stmt` and its subqueries run; call after
// ChooseAccessPaths. Each maximal tree of inner (and cross) joins whose
// conditions have no subqueries is rebuilt in the cheapest order found,
// joining tables that share a condition before forming cross products;
// its output columns keep their order (a projection restores it when the
// order changed). Outer joins keep their place and their sides. Each join
// whose right input is a table scan that an index can probe with the join
// keys becomes an index nested-loop join when that costs less than a hash
// join, which builds on its smaller input. The top join of each reordered
// tree records how its order was found (PlanNode::join_search). Errors:
// 57014 when the statement is stopped while the order is searched.
absl::Status ChooseJoins(BoundStatement* stmt, const JoinOptions& options);

}  // namespace kite::plan

#endif  // KITE_PLANNER_JOIN_ORDER_H_
