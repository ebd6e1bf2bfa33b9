// Lowering a scan's predicate (a bound expression) into the kernel form the
// code generator compiles (jit/kernel_expr.h), with its run-time arguments.
#ifndef KITE_JIT_LOWER_PREDICATE_H_
#define KITE_JIT_LOWER_PREDICATE_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "expr/bound_expr.h"
#include "expr/expression_eval.h"
#include "jit/kernel_abi.h"
#include "jit/kernel_expr.h"
#include "kite/value.h"
#include "planner/plan.h"
#include "storage/table.h"

namespace kite::jit {

using Layout = ColumnChunk::Layout;

// One execution's lowered predicate.
struct LoweredPredicate {
  KNodePtr root;
  std::string shape;              // the kernel cache key
  std::vector<int> columns;       // table column of each kernel column slot
  std::vector<KernelConst> args;  // run-time arguments by slot
  // False when only a prefix of a top-level AND was lowered: the kernel
  // then keeps the rows where that prefix IS NOT FALSE, and the
  // interpreter evaluates the whole predicate over those rows (which gives
  // the same rows and errors as over all rows, since AND evaluates later
  // operands only where earlier ones are not FALSE). `partial` says what
  // was left out.
  bool complete = true;
  std::string partial;
  // Operators evaluated through the interpreter per row (CallSite::op).
  int generic_calls = 0;
  // What the arguments point at besides the plan and the parameters (LIKE
  // matchers, IN sets); lives as long as the execution.
  std::vector<std::shared_ptr<const void>> owned;
};

// Lowers `predicate`, a filter over the columns of `table` (column i of the
// input is column i of the table), with the parameter values `params`.
// Fails with a short reason ("function lower", "CASE over text") when the
// predicate has a part the JIT does not compile, unless it is an AND whose
// first operands can be compiled (see LoweredPredicate::complete).
// Never fails for a value: values only fill arguments.
// Parts without columns (`CAST($1 AS numeric)`, `lower('X')`, `2 * 3`)
// are evaluated once here with the interpreter in `ctx` and become run-time
// arguments; a part whose evaluation fails stays in the kernel, so the error
// comes only from rows that reach it, as without the JIT.
// Operators without native code are calls of the interpreter per row (see
// CallSite in jit/runtime.h) when `interpreter_calls` allows (and `ctx` is
// given), and only when no native prefix of an AND can be lowered: the
// interpreter evaluates by batch faster than a kernel calls it per row.
absl::StatusOr<LoweredPredicate> LowerPredicate(
    const plan::BoundExpr& predicate, const Table& table,
    const std::vector<Value>* params, EvalContext* ctx = nullptr,
    bool interpreter_calls = true);

class GroupTable;
class DistinctSet;
class ValueStore;

// A GROUP BY over a filtered scan, lowered for one fused kernel: the filter
// (base.root, may be null), one lowered argument per aggregate (null for
// count(*)), and the group keys. When every key is a dictionary TEXT or
// boolean column and their domains are small, the group number is the sum
// of each key's index times its multiplier and indexes a dense array of
// accumulators (`keys`); otherwise the keys are expressions (`hash_keys`)
// the kernel evaluates and a GroupTable numbers, and the accumulator array
// grows as groups appear.
struct LoweredAggregate {
  LoweredPredicate base;  // filter, columns, run-time arguments
  std::vector<KNodePtr> args;
  std::vector<plan::AggKind> kinds;
  struct Key {
    int slot = 0;       // kernel column slot
    int mult_slot = 0;  // run-time argument: the key's multiplier
    Layout layout = Layout::kNone;
    int64_t domain = 0;  // values + 1 (index 0 is NULL)
    int64_t mult = 0;
  };
  std::vector<Key> keys;
  int64_t groups = 1;  // product of the key domains
  std::vector<KNodePtr> hash_keys;
  int group_slot = -1;  // run-time argument: the GroupTable
  // Run-time argument of each aggregate's DistinctSet (-1: not DISTINCT).
  std::vector<int> distinct_slots;
  int store_slot = -1;  // run-time argument: the ValueStore, if any
  // The objects behind those arguments (owned by base.owned).
  GroupTable* group_table = nullptr;
  std::vector<DistinctSet*> distinct_sets;
  ValueStore* store = nullptr;
};

// Lowers `node`, a kAggregate over a kScan of `table` (its filter
// `node.children[0]->predicate`), or fails with a reason as LowerPredicate.
absl::StatusOr<LoweredAggregate> LowerAggregate(
    const plan::PlanNode& node, const Table& table,
    const std::vector<Value>* params, EvalContext* ctx = nullptr,
    bool interpreter_calls = true);

}  // namespace kite::jit

#endif  // KITE_JIT_LOWER_PREDICATE_H_
