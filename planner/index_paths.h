// The ways one table scan can find its rows, and what each costs: the
// candidates ChooseAccessPaths (access_path.cc) picks from.
#ifndef KITE_PLANNER_INDEX_PATHS_H_
#define KITE_PLANNER_INDEX_PATHS_H_

#include <limits>
#include <vector>

#include "planner/plan.h"

namespace kite::plan {

inline constexpr double kNoLimit = std::numeric_limits<double>::infinity();

// Cost units: reading one row in a sequential scan is 1.
inline constexpr double kSeqRowCost = 1;
inline constexpr double kPredicateCost = 0.5;  // one conjunct on one row
inline constexpr double kProbeCost = 20;       // one index descent or probe
inline constexpr double kIndexRowCost = 1;     // one row id from an index
inline constexpr double kFetchCost = 3;        // one row read at random
inline constexpr double kSortRowCost = 2;      // per row and log2(rows)

// What the consumer of a scan wants: how many rows it will read (a LIMIT
// above, kNoLimit otherwise) and an order over the scan's columns.
struct ScanWant {
  double limit = kNoLimit;
  std::vector<SortKey> order;
};

// One way to read a scan, with the conjuncts it leaves to check per row.
struct ScanPath {
  IndexAccess access;  // kNone: a sequential scan
  std::vector<int> consumed;  // conjuncts the access makes true
  double rows = 0;            // rows the whole filter passes
  double index_rows = 0;      // rows the access yields
  double cost = 0;
  bool ordered = false;  // rows come in ScanWant::order
};

// The estimated share of `scan`'s rows `conjunct` passes.
double ConjunctSelectivity(const PlanNode& scan, const BoundExpr& conjunct);

// The cheapest way to read `scan` filtered by `conjuncts` for `want`
// (indexes only when `use_indexes`), with the cost of sorting added when it
// does not deliver the wanted order.
ScanPath BestScanPath(const PlanNode& scan,
                      const std::vector<BoundExprPtr>& conjuncts,
                      const ScanWant& want, bool use_indexes);

}  // namespace kite::plan

#endif  // KITE_PLANNER_INDEX_PATHS_H_
