// Join planning: the order in which a query's inner joins run and how each
// join finds its matching rows (hash join or index nested loop), chosen by
// estimated cost.
#ifndef KITE_PLANNER_JOIN_ORDER_H_
#define KITE_PLANNER_JOIN_ORDER_H_

#include "planner/plan.h"

namespace kite::plan {

// Up to this many tables joined by inner joins, every order is costed
// (dynamic programming over the subsets of tables); beyond it the order is
// built greedily, joining first the two inputs with the smallest result.
inline constexpr int kExhaustiveJoinTables = 6;

// Chooses how the joins of `stmt` and its subqueries run; call after
// ChooseAccessPaths. Each maximal tree of inner (and cross) joins whose
// conditions have no subqueries is rebuilt in the cheapest order found,
// joining tables that share a condition before forming cross products;
// its output columns keep their order (a projection restores it when the
// order changed). Outer joins keep their place and their sides. Each join
// whose right input is a table scan that an index can probe with the join
// keys becomes an index nested-loop join when that costs less than a hash
// join, which builds on its smaller input. With `use_indexes` false (SET
// enable_indexes = off) no join probes an index.
void ChooseJoins(BoundStatement* stmt, bool use_indexes);

}  // namespace kite::plan

#endif  // KITE_PLANNER_JOIN_ORDER_H_
