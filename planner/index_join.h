// Index nested-loop joins: finding an index of a join's right input that
// its equi-join keys can probe, and turning a join into one that probes it
// once per left row instead of reading the whole right input.
#ifndef KITE_PLANNER_INDEX_JOIN_H_
#define KITE_PLANNER_INDEX_JOIN_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/types/span.h"
#include "expr/bound_expr.h"
#include "planner/plan.h"

namespace kite::plan {

// How the right input of a join can be probed.
struct IndexProbe {
  std::string index;          // empty: the primary key
  bool ordered = false;       // a btree (a search, not a hash lookup)
  std::vector<int> columns;   // the table columns given, in index key order
  std::vector<int> keys;      // for each, the join key that gives it
  double rows_per_probe = 1;  // estimated rows one probe finds
};

// Whether `node` can be the probed side of an index join: a scan of a
// whole table (no index access of its own), not already probed.
bool CanProbe(const PlanNode& node);

// The index of `scan`'s table that finds the fewest rows per probe among
// those the join keys `right_keys` (expressions over the scan's columns)
// can probe: the primary key or a hash index when the keys give all of its
// columns, a btree when they give a prefix. A key is usable when it is a
// table column, possibly cast to a type it converts to exactly (see
// PrimaryKeyComparable). Secondary indexes only with `secondary`. nullopt
// when none fits.
std::optional<IndexProbe> FindIndexProbe(
    const PlanNode& scan, absl::Span<const BoundExprPtr> right_keys,
    bool secondary);

// Makes `join` (keys extracted, right child a scan that `probe` was found
// for) an index nested-loop join: the probing keys come first in its
// left_keys / right_keys, in index order; its other equi-join keys become
// equalities in its join filter.
void MakeIndexJoin(const IndexProbe& probe, PlanNode* join);

}  // namespace kite::plan

#endif  // KITE_PLANNER_INDEX_JOIN_H_
