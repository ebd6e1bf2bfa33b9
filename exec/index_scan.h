// The rows a scan's index access (plan::IndexAccess) finds, a batch at a
// time: streamed from the index for one key or a range, gathered and
// ordered by row for several keys, intersections and unions.
#ifndef KITE_EXEC_INDEX_SCAN_H_
#define KITE_EXEC_INDEX_SCAN_H_

#include <cstddef>
#include <memory>
#include <vector>

#include "absl/status/status.h"
#include "expr/expression_eval.h"
#include "indexes/index.h"
#include "planner/plan.h"

namespace kite {

class IndexRowSource {
 public:
  // Evaluates the access's keys and bounds (a value the indexed column
  // cannot hold matches nothing) and positions before the first row,
  // dropping what an earlier Open found. The caller holds the table's lock
  // for as long as it reads.
  absl::Status Open(const plan::IndexAccess& access, EvalContext& ctx);
  // Appends up to `max` rows to `out`; returns how many (0: no more).
  size_t Next(size_t max, std::vector<RowId>* out);
  // Reads the remaining rows without keeping them; returns how many.
  int64_t Count();
  // Lets go of the index (its cursors), keeping the buffers for the next
  // Open.
  void Close();

 private:
  std::unique_ptr<indexes::Index::Cursor> cursor_;
  std::vector<RowId> rows_;  // when gathered
  size_t next_ = 0;
  // Further single-key cursors to read after cursor_ (an IN list).
  std::vector<std::unique_ptr<indexes::Index::Cursor>> more_;
  std::vector<Value> key_;  // Open's key, kept for its buffer
};

}  // namespace kite

#endif  // KITE_EXEC_INDEX_SCAN_H_
