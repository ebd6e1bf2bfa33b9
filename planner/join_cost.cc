#include "planner/join_cost.h"

#include <algorithm>
#include <cmath>

#include "planner/cardinality.h"

namespace kite::plan {
namespace {

// Per-row costs, relative to a full scan visiting one row (~10 ns with a
// compiled filter). Measured with EXPLAIN ANALYZE on this machine: building
// a hash table costs ~0.1 us a row; probing one ~0.1 us a row while it is
// small, ~0.6 us once it no longer fits in the caches (100,000 rows); an
// index probe of a 100,000-row table with its random fetches ~1.8 us a
// row. So an index join beats building a hash table over such a table up
// to some 10,000 probes.
constexpr double kScanRow = 1;
constexpr double kFilterRow = 0.5;
constexpr double kOutputRow = 1;      // a scan materialising a row it returns
constexpr double kHashBuildRow = 15;  // the key and every column copied
constexpr double kHashProbeRow = 8;
constexpr double kHashMissRow = 50;        // more per probe of a large table
constexpr double kHashCachedRows = 20000;  // rows at half that penalty
constexpr double kHashPairRow = 5;         // a pair a hash join returns
constexpr double kPairRow = 3;             // a nested loop testing one pair
constexpr double kIndexProbe = 150;
constexpr double kOrderedProbeFactor = 1.5;  // a btree descent vs a hash
constexpr double kFetchRow = 30;             // a row found: fetched, paired

double ScanCost(const PlanNode& scan) {
  if (!scan.probe_columns.empty()) return 0;  // counted by its join
  if (scan.estimated_cost >= 0) return scan.estimated_cost;  // access path
  const double out = EstimateRows(scan) * kOutputRow;
  if (!scan.lookup_keys.empty()) {
    return static_cast<double>(scan.lookup_keys.size()) * kIndexProbe + out;
  }
  const double per_row =
      kScanRow + (scan.predicate != nullptr ? kFilterRow : 0);
  return TableRows(*scan.table) * per_row + out;
}

double JoinCost(const PlanNode& join) {
  JoinInputs in;
  in.left_cost = EstimateCost(*join.children[0]);
  in.left_rows = EstimateRows(*join.children[0]);
  in.right_cost = EstimateCost(*join.children[1]);
  in.right_rows = EstimateRows(*join.children[1]);
  in.out_rows = EstimateRows(join);
  if (join.join_method == JoinMethod::kIndexLookup) {
    IndexProbe probe;
    probe.rows_per_probe = std::max(in.out_rows / in.left_rows, 1.0);
    return IndexJoinCost(in, probe, join.children[1]->predicate != nullptr);
  }
  return HashJoinCost(in, !join.right_keys.empty());
}

}  // namespace

double EstimateCost(const PlanNode& node) {
  if (node.kind == NodeKind::kScan) return ScanCost(node);
  if (node.kind == NodeKind::kJoin) return JoinCost(node);
  double cost = 0;
  for (const PlanPtr& child : node.children) cost += EstimateCost(*child);
  const double rows = EstimateRows(node);
  double per_row = kOutputRow;
  if (node.kind == NodeKind::kSort) per_row *= std::max(std::log2(rows), 1.0);
  return cost + rows * per_row;
}

double HashJoinCost(const JoinInputs& in, bool has_keys) {
  const double probe = kHashProbeRow + kHashMissRow * in.right_rows /
                                           (in.right_rows + kHashCachedRows);
  const double match =
      has_keys ? in.left_rows * probe : in.left_rows * in.right_rows * kPairRow;
  return in.left_cost + in.right_cost + in.right_rows * kHashBuildRow + match +
         in.out_rows * kHashPairRow;
}

double IndexJoinCost(const JoinInputs& in, const IndexProbe& probe,
                     bool filtered) {
  const double per_probe =
      kIndexProbe * (probe.ordered ? kOrderedProbeFactor : 1);
  const double found = in.left_rows * probe.rows_per_probe;
  return in.left_cost + in.left_rows * per_probe +
         found * (kFetchRow + (filtered ? kFilterRow : 0));
}

}  // namespace kite::plan
