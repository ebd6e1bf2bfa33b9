// The executor: a tree of operators, one per plan node, each pulled for the
// next batch of rows (a DataChunk of at most kBatchSize rows).
#ifndef KITE_EXEC_EXECUTOR_H_
#define KITE_EXEC_EXECUTOR_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "catalog/sequence.h"
#include "common/interrupt.h"
#include "expr/expression_eval.h"
#include "jit/jit_mode.h"
#include "planner/plan.h"
#include "storage/vector.h"

namespace kite {

struct KeptTree;

// Where COPY ... TO STDOUT sends its lines (Database::CopyOut).
struct CopyOutSink {
  const std::function<void(std::string_view)>* row = nullptr;
};

// What one execution of a statement shares across its operators.
struct ExecState {
  const plan::BoundStatement* stmt = nullptr;
  const std::vector<Value>* params = nullptr;
  const SessionInfo* session = nullptr;  // current_user, ...
  Activity* activity = nullptr;          // pg_cancel_backend's sessions
  const Catalog* catalog = nullptr;      // sequences (nextval, ...)
  // currval's and lastval's values: the session's, or `own_sequences` for
  // a statement run without one.
  SessionSequences* session_sequences = nullptr;
  SessionSequences own_sequences;
  const CopyOutSink* copy_out = nullptr;  // COPY ... TO STDOUT
  StatementTime now;     // now(), read from the clock when first asked
  bool analyze = false;  // operators time themselves (EXPLAIN ANALYZE)
  jit::JitSettings jit;  // whether scans use compiled predicate kernels
  int64_t total = -1;    // count(*) OVER () / WithTotal()
  // Results of uncorrelated subqueries, computed once.
  std::vector<std::optional<std::vector<Value>>> subquery_cache;
  // The row limit each cached result was read with (-1: all rows).
  std::vector<int64_t> subquery_cache_limit;
  // Where the statement's plan keeps its operator tree between executions
  // (a prepared statement's; see KeptTree), or null.
  KeptTree* kept = nullptr;
  // What may stop the statement (common/interrupt.h), or null.
  const Interrupt* interrupt = nullptr;
  // Where a streamed SELECT's rows go in batches (ExecuteOptions::sink),
  // or null: all rows go into the Result.
  RowSink* sink = nullptr;
  // When set, called by a query path that fills the Result itself
  // (RunDirectQuery) after each batch it appended: RunQuery streams the
  // rows to `sink` or charges them to statement_mem there.
  const absl::FunctionRef<absl::Status()>* after_rows = nullptr;
};

// 57014 when the statement must stop (see ExecuteOptions). Operators call
// it between batches; without options it costs one load.
inline absl::Status CheckInterrupt(const ExecState& state) {
  if (state.interrupt == nullptr) return absl::OkStatus();
  return CheckInterrupt(*state.interrupt);
}

// The same, for loops over single rows (a write applying its rows):
// checks once per kBatchSize calls, counted in `*rows`.
inline absl::Status CheckInterruptEvery(const ExecState& state, size_t* rows) {
  if ((++*rows % kBatchSize) != 0) return absl::OkStatus();
  return CheckInterrupt(state);
}

// The evaluation context of one operator tree: the statement's parameters,
// and the rows of the enclosing queries for a correlated subquery.
class ExecEnv : public SubqueryRunner {
 public:
  ExecEnv(ExecState* state, std::vector<const std::vector<Value>*> outer_rows);
  // Points a top-level environment kept with its operator tree (KeptTree)
  // at the next execution's state: parameters and statement time.
  void Restart(ExecState* state);
  EvalContext& ctx() { return ctx_; }
  ExecState* state() { return state_; }

  absl::StatusOr<std::vector<Value>> Run(int subquery_id,
                                         const std::vector<Value>& outer_row,
                                         int64_t max_rows) override;

 private:
  ExecState* state_;
  EvalContext ctx_;
};

class Operator {
 public:
  Operator(const plan::PlanNode* node, std::shared_ptr<ExecEnv> env)
      : node_(node), env_(std::move(env)) {}
  virtual ~Operator() = default;

  // The next batch into `out`; out->size == 0 means there are no more rows
  // (a batch is never empty otherwise). `max_rows` (1..kBatchSize) is how
  // many rows the caller wants at most for now, a hint that lets a scan
  // under a LIMIT read no more than it must; operators may return more.
  absl::Status Next(DataChunk* out, int max_rows = kBatchSize);

  // Before the first Next: drops up to `rows` rows from the start of the
  // output without producing them (a sort under OFFSET skips the rows it
  // would otherwise fetch and copy); returns how many it dropped, 0 where
  // an operator cannot skip.
  absl::StatusOr<int64_t> Skip(int64_t rows);

  // Makes the operator and its children ready to run the same plan again
  // from the start (the next execution of a prepared statement, with new
  // parameters), keeping their buffers. False when some operator of the
  // tree cannot; the caller then builds a new tree.
  bool Rewind();

  // A scan's next rows as row ids, without reading their columns: what
  // Next would return, at most `max_rows` (1..kBatchSize) of them, empty at
  // the end; `rows` stays valid until the next call. The direct query path
  // (exec/direct_query.h) reads the columns itself. Other operators
  // return an internal error.
  virtual absl::Status NextRowIds(int max_rows, absl::Span<const RowId>* rows);

  // For a full table scan between batches: the slot from which on nothing
  // has been read or is pending, so another reader can take over the rest
  // of the table (a fused aggregate kernel that became ready); -1 where
  // that does not apply.
  virtual int64_t ResumePosition() const { return -1; }

  // Before the first Next: how many rows the output will have, when that
  // is known without producing them (an index that can count the rows a
  // scan without a filter finds); -1 otherwise. count(*) OVER () then
  // streams instead of holding every row.
  virtual absl::StatusOr<int64_t> KnownRowCount() { return -1; }

  const plan::PlanNode& node() const { return *node_; }
  const std::vector<std::unique_ptr<Operator>>& children() const {
    return children_;
  }
  int64_t rows() const { return rows_; }
  int64_t nanos() const { return nanos_; }
  int64_t loops() const { return loops_; }
  // Extra lines for EXPLAIN ANALYZE (e.g. how a kernel ran); empty if none.
  virtual std::vector<std::string> AnalyzeDetails() const { return {}; }

  std::vector<std::unique_ptr<Operator>> children_;

 protected:
  virtual absl::Status NextImpl(DataChunk* out) = 0;
  virtual absl::StatusOr<int64_t> SkipImpl(int64_t rows) { return 0; }
  // Resets what Rewind documents for this operator alone; false (the
  // default) when it cannot be run again.
  virtual bool RewindImpl() { return false; }
  EvalContext& ctx() { return env_->ctx(); }
  ExecState* state() const { return env_->state(); }

  const plan::PlanNode* node_;
  std::shared_ptr<ExecEnv> env_;
  int max_rows_ = kBatchSize;  // the hint of the current Next call

 private:
  int64_t rows_ = 0;
  int64_t nanos_ = 0;
  int64_t loops_ = 0;
  bool started_ = false;
};

// Builds the operator tree of `node` for one execution.
absl::StatusOr<std::unique_ptr<Operator>> BuildOperator(
    const plan::PlanNode& node, std::shared_ptr<ExecEnv> env);

// A one-column integer primary key that a plan looks up by a parameter:
// the table and the parameter's index in the execution's values.
struct ParameterKey {
  const Table* table = nullptr;
  size_t param = 0;
};

// An operator tree kept from one execution of a plan to the next (by a
// prepared statement), with its environment and batch: rewinding it costs
// less than building a new one and keeps the buffers the last run grew.
struct KeptTree {
  const plan::PlanNode* node = nullptr;  // the plan the tree was built for
  std::shared_ptr<ExecEnv> env;
  std::unique_ptr<Operator> root;
  DataChunk chunk;
  // RunDirectQuery's reading of the plan (exec/direct_query.cc; opaque
  // here), so that the next run need not match the plan again.
  std::shared_ptr<const void> direct;
  // The primary keys the plan `keys_plan` looks up by parameter
  // (PrefetchParameterKeys), found once rather than by a walk of the plan
  // each run.
  const plan::PlanNode* keys_plan = nullptr;
  std::vector<ParameterKey> parameter_keys;
};

// Runs `node` to the end, calling `sink` with each batch. With `kept`, the
// tree kept there is rewound and run when it was built for `node` (else a
// new one is built), and the tree is kept there after a run that
// succeeded (`keep` takes it instead, for EXPLAIN ANALYZE).
absl::Status RunPlan(const plan::PlanNode& node, ExecState* state,
                     const std::function<absl::Status(const DataChunk&)>& sink,
                     std::unique_ptr<Operator>* keep = nullptr,
                     KeptTree* kept = nullptr);

// Starts loading the primary-key hash slots that the scans of `root`
// will look up for keys given as parameters (`WHERE id = $1`, IN lists of
// parameters; one-column integer keys). A hint, called once the tables are
// locked: the statement's setup then runs while the slots load, instead of
// the lookup waiting for them. A join that probes another table's primary
// key with the looked-up key (`a JOIN b ON b.id = a.id WHERE a.id IN
// ($1, ...)`) has b's slots loaded too, rather than after a's rows.
// `kept` (null: none), kept for `root`, remembers which keys those are.
void PrefetchParameterKeys(const plan::PlanNode& root,
                           const std::vector<Value>& params, KeptTree* kept);

// Evaluates a LIMIT / OFFSET value: -1 when absent or NULL. Errors: 2201W /
// 2201X when negative.
absl::StatusOr<int64_t> EvaluateCount(const plan::BoundExpr* expr,
                                      EvalContext& ctx, bool is_limit);

}  // namespace kite

#endif  // KITE_EXEC_EXECUTOR_H_
