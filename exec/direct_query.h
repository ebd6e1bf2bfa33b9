// The direct path of a SELECT that reads one table and returns some of its
// columns: a scan (primary-key or index lookup, index range, or a filtered
// scan of every row) with at most a projection of plain columns and a
// LIMIT / OFFSET above it. That is the shape of point lookups and of paged
// filters, the hot path Kite serves. The scan may also be joined to the
// one row its key finds in another table's primary key (`a JOIN b ON
// b.pk = a.x`, an inner index join with no other condition). Such a query
// skips the operator tree's batches: the scan hands out the row ids that
// pass (Operator::NextRowIds) and each output column is read from its
// table straight into the result, so no intermediate batch is built, moved
// or copied.
#ifndef KITE_EXEC_DIRECT_QUERY_H_
#define KITE_EXEC_DIRECT_QUERY_H_

#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/status/status.h"
#include "exec/executor.h"
#include "exec/result_data.h"
#include "planner/plan.h"

namespace kite {

// Whether `node` is a Project whose outputs are all plain columns of its
// input, each of the input's type: its batches need no computing, only a
// choice of columns.
bool IsColumnProjection(const plan::PlanNode& node);

// When `root` (a SELECT's plan) has the direct shape: [Limit without
// count_total] over [Project of columns of the input, each with the input's
// type] over a Scan that is not an index join's probe side and adds no
// row-id column, or over such a join of such a Scan, runs it into `out`,
// whose columns the caller has declared from root's names and types,
// adding the rows to out->rows, and returns true with the outcome in
// `*status`. Otherwise returns false and does nothing. With `kept`, the
// (left) scan's operator and the reading of the plan are kept there and
// reused on the next run, as RunPlan keeps a tree. The caller holds the
// tables' locks.
bool RunDirectQuery(const plan::PlanNode& root, ExecState* state,
                    KeptTree* kept, ResultData* out, absl::Status* status);

// A prepared SELECT of one row by its table's one-column integer primary
// key (`SELECT ... FROM items WHERE id = $1`, RunDirectQuery's keyed
// case) run without an ExecState or RunQuery: when `kept` holds
// RunDirectQuery's reading of stmt's plan (its first run made it) and the
// plan is such a lookup, declares out's columns, appends the row if there
// is one, ends the result (EndSelect) and returns true. Otherwise returns
// false and does nothing. The caller holds the table's lock. Measured on
// byid (100K rows, profiling harness): 122 -> 109 ns a query.
bool RunKeyedSelect(const plan::BoundStatement& stmt,
                    const std::vector<Value>& params, const KeptTree& kept,
                    ResultData* out);
// The table RunKeyedSelect would read for `stmt`, or null when it would
// return false whatever the parameters.
const Table* KeyedSelectTable(const plan::BoundStatement& stmt,
                              const KeptTree& kept);

// When `root` (an UPDATE's or DELETE's plan) is a Project over a Scan of
// the target table whose first output is the scan's row id and whose other
// outputs read nothing of the row (SET x = $1, SET y = 0: the common
// shape), collects its rows into `rows` ({row id, new values...}, as
// running the plan would) and returns true with the outcome in `*status`:
// the rows come from the scan's row ids and each value from evaluating its
// expression, without batches. Otherwise returns false and does nothing.
// `kept` as for RunDirectQuery.
bool CollectDirectRows(const plan::PlanNode& root, ExecState* state,
                       KeptTree* kept, std::vector<std::vector<Value>>* rows,
                       absl::Status* status);

// CollectDirectRows' case of one lookup of a one-column integer primary
// key by a parameter or constant of the key's type, every other output a
// parameter or constant too (UPDATE items SET year = $1, name = $2 WHERE
// id = $3): sets `*row` to {row id, new values...}, or empties it when no
// row has the key, and returns true; the row is found without the scan
// operator (which cost such an update about 6% of its instructions) and
// collected without a vector of its own. False when that does not apply,
// having done nothing.
bool CollectKeyedRow(const plan::PlanNode& root, const ExecState& state,
                     absl::InlinedVector<Value, 8>* row);

}  // namespace kite

#endif  // KITE_EXEC_DIRECT_QUERY_H_
