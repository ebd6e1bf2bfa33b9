#include "exec/scan_fetch.h"

#include "planner/plan_walk.h"

namespace kite {

void FetchScanRows(const plan::PlanNode& scan, const RowId* rows, int n,
                   const std::vector<bool>* only, DataChunk* out) {
  const Table& table = *scan.table;
  const int ncols = static_cast<int>(scan.needed.size());
  out->columns.resize(scan.types.size());
  // A few scattered rows (index join probes, lookups): their columns' cache
  // misses overlap.
  const bool few = n <= kPrefetchRows;
  if (few) {
    for (int c = 0; c < ncols; ++c) {
      if ((only == nullptr || (*only)[c]) && scan.needed[c]) {
        table.Prefetch(c, rows, n);
      }
    }
  }
  for (int c = 0; c < ncols; ++c) {
    Vector& v = out->columns[c];
    if (only != nullptr && !(*only)[c]) continue;
    if (scan.needed[c]) {
      table.Fetch(c, rows, n, &v);
      if (few) PrefetchStrings(v, n);
    } else {
      v.Reset(scan.types[c], 0);
      v.size = n;
      v.nulls.assign(n, 1);
    }
  }
  if (scan.with_row_id) {
    Vector& v = out->columns[ncols];
    v.Reset(Type::Bigint(), n);
    for (int i = 0; i < n; ++i) v.ints[i] = rows[i];
  }
  out->size = n;
}

std::vector<bool> PredicateColumns(const plan::PlanNode& scan) {
  std::vector<bool> columns;
  if (scan.predicate != nullptr) {
    columns.assign(scan.types.size(), false);
    plan::MarkColumns(*scan.predicate, &columns);
  }
  return columns;
}

}  // namespace kite
