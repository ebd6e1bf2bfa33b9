#include "planner/join_cost.h"

#include <algorithm>
#include <cmath>

#include "planner/cardinality.h"

namespace kite::plan {
namespace {

// Per-row costs, relative to a full scan visiting one row. Measured roughly
// on the items tables: a batched scan with a compiled filter takes a few
// nanoseconds a row; building a hash table of string-encoded keys and
// copied columns ~20x that; one index probe (evaluate the key, convert it,
// look it up, fetch each column at a random place) ~30-40x.
constexpr double kScanRow = 1;
constexpr double kFilterRow = 1;
constexpr double kOutputRow = 2;
constexpr double kHashBuildRow = 20;
constexpr double kHashProbeRow = 10;
constexpr double kPairRow = 3;
constexpr double kIndexProbe = 30;
constexpr double kOrderedProbeFactor = 1.5;  // a btree descent vs a hash
constexpr double kFetchRow = 8;

double ScanCost(const PlanNode& scan) {
  if (!scan.probe_columns.empty()) return 0;  // counted by its join
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
  const double match = has_keys ? in.left_rows * kHashProbeRow
                                : in.left_rows * in.right_rows * kPairRow;
  return in.left_cost + in.right_cost + in.right_rows * kHashBuildRow + match +
         in.out_rows * kOutputRow;
}

double IndexJoinCost(const JoinInputs& in, const IndexProbe& probe,
                     bool filtered) {
  const double per_probe =
      kIndexProbe * (probe.ordered ? kOrderedProbeFactor : 1);
  const double found = in.left_rows * probe.rows_per_probe;
  return in.left_cost + in.left_rows * per_probe +
         found * (kFetchRow + (filtered ? kFilterRow : 0)) +
         in.out_rows * kOutputRow;
}

}  // namespace kite::plan
