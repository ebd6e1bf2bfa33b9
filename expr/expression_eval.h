// The vectorized interpreter for bound expressions: evaluates a BoundExpr over
// a batch of rows (a DataChunk) into a Vector. It is the reference semantics
// the JIT kernels are tested against.
#ifndef KITE_EXPR_EXPRESSION_EVAL_H_
#define KITE_EXPR_EXPRESSION_EVAL_H_

#include <atomic>
#include <cstdint>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "catalog/catalog_names.h"
#include "expr/bound_expr.h"
#include "kite/kite.h"
#include "kite/value.h"
#include "storage/vector.h"

namespace kite {

class Activity;          // catalog/activity.h
class Catalog;           // catalog/catalog.h
class SessionSequences;  // catalog/sequence.h

// Runs subqueries on behalf of the evaluator. Implemented by the executor.
class SubqueryRunner {
 public:
  virtual ~SubqueryRunner() = default;
  // Runs subquery `subquery_id` for one row of the outer query (whose values
  // are `outer_row`, the input row of the expression being evaluated) and
  // returns the values of its single output column, stopping after
  // `max_rows` rows (2 is enough for a scalar subquery to detect 21000,
  // 1 for EXISTS; -1 for all).
  virtual absl::StatusOr<std::vector<Value>> Run(
      int subquery_id, const std::vector<Value>& outer_row,
      int64_t max_rows) = 0;
};

// now() for a whole statement, microseconds since 1970: read from the clock
// by its first caller, then the same for every later one. Most statements
// never ask, and a clock read costs a few percent of a point query.
// Thread-safe.
class StatementTime {
 public:
  StatementTime() = default;
  // A fixed time (tests).
  explicit StatementTime(int64_t micros) : micros_(micros) {}

  int64_t micros() const;

 private:
  mutable std::atomic<int64_t> micros_{0};  // 0: not read yet
};

// What an expression may refer to besides its input batch.
struct EvalContext {
  // $1..$n values, already of the inferred parameter types.
  const std::vector<Value>* params = nullptr;
  // Rows of the enclosing queries for kOuterColumn: outer_rows.back() is the
  // parent (depth 1), the one before it depth 2, ...
  std::vector<const std::vector<Value>*> outer_rows;
  SubqueryRunner* subqueries = nullptr;
  // now() for the whole statement; null: the clock at each call.
  const StatementTime* statement_time = nullptr;
  // current_user, current_database(), ...; null: the default session.
  const SessionInfo* session = nullptr;
  // What the catalog functions look up (BoundStatement::catalog_names).
  const CatalogNames* catalog = nullptr;
  // The database's sessions (pg_cancel_backend, pg_terminate_backend).
  Activity* activity = nullptr;
  // The database's catalog, for its sequences (nextval, ...), and the
  // values the session's nextval calls returned (currval, lastval).
  const Catalog* db_catalog = nullptr;
  SessionSequences* session_sequences = nullptr;
};

// Evaluates `expr` over all `input.size` rows of `input`; `out` gets
// input.size values of expr.type. Errors (division by zero 22012, overflow
// 22003, bad cast 22P02, ...) are returned, never thrown.
absl::Status Evaluate(const plan::BoundExpr& expr, const DataChunk& input,
                      EvalContext& ctx, Vector* out);

// The buffers EvaluateFilter works in, kept by a caller that filters batch
// after batch (a scan) so that they are allocated once, not per batch.
struct FilterScratch {
  std::vector<const plan::BoundExpr*> conjuncts;
  std::vector<int> next;
  Vector result;
};

// Evaluates the boolean `predicate` and writes to `selected` the row
// positions (ascending) where it is TRUE (not FALSE, not NULL). With
// `scratch`, works in (and keeps) its buffers.
absl::Status EvaluateFilter(const plan::BoundExpr& predicate,
                            const DataChunk& input, EvalContext& ctx,
                            std::vector<int>* selected,
                            FilterScratch* scratch = nullptr);

// Evaluates an expression that refers to no input columns (constants,
// parameters, functions of them) to one value.
absl::StatusOr<Value> EvaluateScalar(const plan::BoundExpr& expr,
                                     EvalContext& ctx);

// Three-way comparison of two non-NULL values of the same type, as ORDER BY
// and DISTINCT see them (text by bytes, as the C collation).
int CompareValues(const Value& a, const Value& b);

// Hash consistent with CompareValues()==0, for hash joins, GROUP BY, DISTINCT.
size_t HashValue(const Value& v);

}  // namespace kite

#endif  // KITE_EXPR_EXPRESSION_EVAL_H_
