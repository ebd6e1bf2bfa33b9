// Reading the columns of rows a scan found, shared by the operators that
// find rows of a table (full scans, primary-key lookups, index probes).
#ifndef KITE_EXEC_SCAN_FETCH_H_
#define KITE_EXEC_SCAN_FETCH_H_

#include <vector>

#include "planner/plan.h"
#include "storage/vector.h"

namespace kite {

// Columns of rows[0..n) of `scan`'s table into `out`: the ones the scan
// needs; the others have no data, but NULL flags, so that code boxing whole
// rows (correlated subqueries) sees valid cells. With `only`, just the
// columns it marks (the others are left as they were: the caller does not
// read them). Adds the row ids as the last column when the scan asks.
void FetchScanRows(const plan::PlanNode& scan, const RowId* rows, int n,
                   const std::vector<bool>* only, DataChunk* out);

// Per scan column, whether the scan's predicate reads it (empty without a
// predicate).
std::vector<bool> PredicateColumns(const plan::PlanNode& scan);

}  // namespace kite

#endif  // KITE_EXEC_SCAN_FETCH_H_
