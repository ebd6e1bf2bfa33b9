// The bound plan: a tree of plan nodes over bound expressions, produced by the
// binder from an AST (SQL or the query builder) and run by the executor.
#ifndef KITE_PLANNER_PLAN_H_
#define KITE_PLANNER_PLAN_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "catalog/catalog_names.h"
#include "expr/bound_expr.h"
#include "indexes/index.h"
#include "parser/ast.h"
#include "storage/table.h"

namespace kite::plan {

enum class NodeKind {
  kScan,         // table: the columns of the table (+ the row id if asked)
  kSingleRow,    // one row of no columns (SELECT without FROM)
  kValues,       // rows of expressions
  kSeries,       // generate_series(exprs[0], exprs[1][, exprs[2]])
  kUnnest,       // unnest(exprs[0]): the array's elements, a row each
  kFilter,       // predicate over the child
  kProject,      // exprs over the child
  kAggregate,    // group keys (exprs) then aggregates over the child
  kWindowCount,  // child's columns + count(*) OVER () as the last column
  kDistinct,     // the child's distinct rows
  kSort,         // child sorted by sort_keys; limit/offset hint a top-k
  kLimit,        // limit / offset rows of the child
  kJoin,         // children {left, right}: left columns then right columns
  kSetOp,        // children {left, right} of the same types
};

// How a scan finds its rows when an index serves it (PlanNode::access).
enum class AccessKind {
  kNone,       // no index: every slot, or lookup_keys in the primary key
  kLookup,     // index rows equal to each of `keys` (an IN list: several)
  kRange,      // btree: `prefix` equal, the next column within the bounds,
               // in key order (reversed when `descending`)
  kIntersect,  // rows every child finds (AND)
  kUnion,      // rows any child finds (OR)
};

struct IndexAccess {
  AccessKind kind = AccessKind::kNone;
  std::shared_ptr<indexes::Index> index;
  // kLookup: each key gives the first key.size() index columns, expressions
  // over no input columns of the types the index column was compared in.
  std::vector<std::vector<BoundExprPtr>> keys;
  // kLookup on an array index for `@>`: rows having every key, not any.
  bool all_keys = false;
  // kRange
  std::vector<BoundExprPtr> prefix;
  BoundExprPtr lower, upper;  // null: unbounded
  bool lower_inclusive = true;
  bool upper_inclusive = true;
  bool descending = false;
  // kRange: rows come in index order and an ORDER BY above relies on it.
  bool ordered = false;
  // kIntersect / kUnion
  std::vector<IndexAccess> children;

  IndexAccess Clone() const;
};

struct SortKey {
  int column = 0;
  bool descending = false;
  bool nulls_first = false;
};

// How a kJoin finds the right rows that match a left row.
enum class JoinMethod {
  kHash,         // a hash table over the right input on the equi-join keys
                 // (a nested loop over it when there are none)
  kIndexLookup,  // index nested loop: the right input is a kScan probed
                 // through an index once per left row (see probe_columns)
};

// How the planner chose the order of a tree of inner joins.
enum class JoinSearch {
  kNone,        // not reordered (as written)
  kExhaustive,  // dynamic programming over every subset of the inputs
  kGreedy,      // the cheapest next join, step by step
};

enum class AggKind {
  kCountStar,
  kCount,
  kSum,
  kAvg,
  kMin,
  kMax,
  kStringAgg,  // string_agg(text, separator): values in input order
  kArrayAgg,   // array_agg(x): values, NULLs too, in input order
};

struct AggregateSpec {
  AggKind kind = AggKind::kCountStar;
  bool distinct = false;
  BoundExprPtr arg;       // null for count(*)
  Type type;              // the result type
  std::string separator;  // kStringAgg's (a constant)
};

struct PlanNode {
  NodeKind kind = NodeKind::kSingleRow;
  // Output columns.
  std::vector<std::string> names;
  std::vector<Type> types;
  std::vector<std::unique_ptr<PlanNode>> children;

  // kScan
  std::shared_ptr<Table> table;
  std::string alias;
  std::vector<bool> needed;  // per table column: fetched or left empty
  bool with_row_id = false;  // adds a bigint column with the RowId
  // When not empty, the rows are found by primary-key lookups instead of
  // visiting every slot: each element is one key, an expression per primary
  // key column (in key order) over no input columns. An expression has the
  // type the WHERE clause compared in, which may be wider than the column's
  // (see PrimaryKeyComparable); a value the column cannot hold matches
  // nothing.
  std::vector<std::vector<BoundExprPtr>> lookup_keys;
  // When not empty, the scan is the right input of a JoinMethod::kIndexLookup
  // join and is not read on its own: for each left row, the values of the
  // join's left_keys (one per element, in order) are looked up as table
  // columns probe_columns in the index named probe_index (empty: the
  // primary key), converted to the column types as lookup_keys are. The
  // scan's predicate filters the rows found.
  std::vector<int> probe_columns;
  std::string probe_index;
  // Rows found through a secondary index instead (see IndexAccess).
  IndexAccess access;

  // kFilter predicate; kJoin condition; kScan: a filter applied while
  // scanning, over the scan's own columns (null: none)
  BoundExprPtr predicate;
  // kProject outputs; kAggregate group keys; kSeries arguments
  std::vector<BoundExprPtr> exprs;
  // kValues
  std::vector<std::vector<BoundExprPtr>> rows;
  // kAggregate
  std::vector<AggregateSpec> aggregates;
  // kSort
  std::vector<SortKey> sort_keys;
  // kLimit (and kSort as a top-k hint): null means none
  BoundExprPtr limit;
  BoundExprPtr offset;
  bool count_total = false;  // kLimit: count every input row for total()
  // kJoin
  ast::JoinType join_type = ast::JoinType::kInner;
  std::vector<BoundExprPtr> left_keys;   // equi-join keys over the left
  std::vector<BoundExprPtr> right_keys;  // and over the right input
  JoinMethod join_method = JoinMethod::kHash;
  // kJoin at the top of a tree of inner joins the planner ordered: how the
  // order was found and over how many inputs (EXPLAIN's "Join Order").
  JoinSearch join_search = JoinSearch::kNone;
  int join_inputs = 0;
  // kSetOp
  ast::SetOpKind set_op = ast::SetOpKind::kUnion;
  bool set_all = false;

  int column_count() const { return static_cast<int>(types.size()); }
  // kScan: whether it visits every slot (no primary key or index access).
  bool full_scan() const {
    return lookup_keys.empty() && access.kind == AccessKind::kNone;
  }

  // The planner's estimates for EXPLAIN: rows this node returns and the
  // cost of producing them (in units of one row read by a scan); negative
  // when not estimated.
  double estimated_rows = -1;
  double estimated_cost = -1;
  // kScan: the rows its access reads before the predicate (the table's
  // for a sequential scan); negative when not estimated. With
  // estimated_rows, the share the predicate is expected to pass, which
  // sizes the first batch of a scan that needs only a few rows.
  double estimated_candidates = -1;
};
using PlanPtr = std::unique_ptr<PlanNode>;

// Subqueries of a statement, at any depth, addressed by subquery_id.
struct Subquery {
  PlanPtr plan;
  bool correlated = false;  // refers to a row of an enclosing query
};

enum class StatementKind {
  kSelect,
  kInsert,
  kUpdate,
  kDelete,
  kCreateTableAs,
  kCopyTo,  // COPY (query) TO / COPY table TO
  kExplain,
};

// Numbers BoundStatements (BoundStatement::id).
inline std::atomic<uint64_t> next_bound_statement_id{1};

// A statement after binding, ready to run many times with parameters.
struct BoundStatement {
  // Unique in the process: a result that held this statement's columns
  // before knows them by it (ResultData::SetColumns).
  const uint64_t id =
      next_bound_statement_id.fetch_add(1, std::memory_order_relaxed);
  StatementKind kind = StatementKind::kSelect;
  // The statement bound (Binder::Bind's argument), to bind it again when a
  // table it reads was replaced while it waited for its lock: valid while
  // that statement lives, which every holder of a plan keeps beside it.
  const ast::Statement* source = nullptr;
  // kSelect / kCopyTo / kCreateTableAs: the query. kInsert: the rows to
  // insert (of the target column types). kUpdate: the row id then the new
  // value of each column of `set_columns`. kDelete: the row id.
  PlanPtr plan;
  std::vector<Subquery> subqueries;
  std::vector<Type> param_types;  // index 0 is $1
  // Tables read (shared lock) and written (exclusive lock).
  std::vector<std::shared_ptr<Table>> read_tables;
  std::vector<std::shared_ptr<Table>> write_tables;
  // Table::stats_generation() of read_tables then write_tables when the
  // plan was made: the statistics it was chosen with.
  std::vector<uint64_t> stats_generations;
  bool with_total = false;  // count(*) OVER () or WithTotal()
  // Reads a system view, whose rows were computed when binding: such a
  // plan is bound again for each execution, never reused.
  bool reads_system_view = false;
  // For the catalog functions (pg_get_indexdef, regclass output, ...):
  // the catalog as of binding; null when the statement calls none.
  std::shared_ptr<const CatalogNames> catalog_names;

  // DML target, and its catalog entry (defaults, length limits).
  std::shared_ptr<Table> target;
  std::optional<TableEntry> target_entry;
  // kInsert: table column of each plan output column. kUpdate: the columns
  // set, in plan output order after the row id.
  std::vector<int> target_columns;
  // kInsert ... ON CONFLICT
  bool on_conflict = false;
  bool conflict_do_nothing = true;
  // DO UPDATE: values over (existing row columns, excluded row columns).
  std::vector<int> conflict_set_columns;
  std::vector<BoundExprPtr> conflict_set_exprs;
  BoundExprPtr conflict_where;
  // kInsert, kUpdate: the target's CHECK constraints, over its columns.
  struct BoundCheck {
    std::string name;
    BoundExprPtr expr;
  };
  std::vector<BoundCheck> checks;
  // RETURNING, over the table's columns (new values; old for DELETE).
  std::vector<BoundExprPtr> returning;
  std::vector<std::string> returning_names;

  // kCreateTableAs
  std::string create_table;
  bool create_if_not_exists = false;
  // kCopyTo: the file and format options
  ast::CopyStmt copy;
  // kExplain
  bool analyze = false;
  bool costs = true;
  std::unique_ptr<BoundStatement> explained;
};

// Whether a key column of type `column` compared as type `compared` (the
// column cast to it) may be looked up in the primary-key index: the cast must
// be exact and one-to-one, so that column::compared = v holds exactly for the
// column value v::column (integer -> bigint, integer -> double, date ->
// timestamp, numeric to a wider numeric, or the same type).
bool PrimaryKeyComparable(Type column, Type compared);

// The column reference `e` stands for: `e` itself when it is a kColumn, or
// the kColumn under a cast to a type that holds every value of the column
// exactly and one-to-one (PrimaryKeyComparable), so that comparing the cast
// is comparing the column. Null for anything else.
const BoundExpr* ColumnUnderCast(const BoundExpr& e);

// Whether `e` can be evaluated once per execution of its plan: no columns
// of the row being filtered, no subqueries, nothing volatile (random(),
// clock_timestamp()). Columns of an enclosing query are fixed while a
// correlated subquery runs, so they count as independent.
bool IsRowIndependent(const BoundExpr& e);

// Chooses how each table of `stmt` is read, after binding: a filter on a
// scan becomes primary-key lookups where its conjuncts give every key
// column (`pk = <expression without columns>`, or `pk IN (...)` for a
// one-column key), and what remains of the filter is applied while
// scanning, so that columns nobody filters on are read only for the rows
// that pass.
// With `use_indexes` (SET enable_indexes), secondary indexes are
// considered too and the cheapest path by the cost model
// (planner/index_paths.h) is taken; a sort whose input an index delivers in
// order is dropped, and the conjuncts left are ordered cheapest and most
// selective first.
void ChooseAccessPaths(BoundStatement* stmt, bool use_indexes = true);

// Fills PlanNode::estimated_rows / estimated_cost where the access-path
// choice left them unset (estimates.cc).
void EstimatePlan(PlanNode* node);

// A readable indented tree of `node` for EXPLAIN: one line per element.
// Each line's node gets the suffix from `annotate(node)` when given.
// With `costs`, every node shows its estimated cost and rows.
std::vector<std::string> ExplainPlan(
    const BoundStatement& stmt, bool costs,
    std::string (*annotate)(const PlanNode&, const void*) = nullptr,
    const void* annotate_arg = nullptr);

}  // namespace kite::plan

#endif  // KITE_PLANNER_PLAN_H_
