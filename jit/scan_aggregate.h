// GROUP BY with count/sum/avg/min/max over a filtered scan, fused into one
// compiled loop (the TPC-H Q1 shape): filter, group number and accumulator
// updates per row, reading the table's columns in place.
#ifndef KITE_JIT_SCAN_AGGREGATE_H_
#define KITE_JIT_SCAN_AGGREGATE_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "jit/jit_mode.h"
#include "jit/kernel_abi.h"
#include "jit/kernel_cache.h"
#include "jit/lower_predicate.h"
#include "kite/value.h"
#include "planner/plan.h"

namespace kite::jit {

class ScanAggregate {
 public:
  // The fused kernel for `node` (a kAggregate whose child is a kScan read
  // in full), or null when the JIT is off or some part is not compiled
  // (*why_not says which). kForce compiles before returning; kOn starts a
  // background compile and this execution aggregates interpreted.
  static std::unique_ptr<ScanAggregate> Create(const plan::PlanNode& node,
                                               EvalContext& ctx,
                                               JitSettings settings,
                                               std::string* why_not);

  // Aggregates every live row of the table from slot `start` on. Returns
  // false when the kernel is not ready (or failed to compile) or a row may
  // raise an error: the caller then aggregates those rows interpreted.
  bool Run(RowId start = 0);

  // Whether the interpreter may aggregate the first rows and Run the rest
  // (from `start`), the two partial results then merged: not with DISTINCT
  // (sets would have to merge) nor over doubles (a sum or a min/max with
  // NaN depends on the order of the rows).
  bool CanTakeOver() const;

  // After Run: the groups, numbered 0.. in the order of their first row as
  // the interpreter numbers them; key k of group g (a value of the k-th key
  // expression), and the group's accumulators (one per aggregate).
  int64_t group_count() const;
  Value Key(int64_t g, size_t k) const;
  const AggSlot* Slots(int64_t g) const;

  // After Run: the min / max value of aggregate `a` in `slot` when it is
  // kept outside the slot (TEXT), else null.
  const Value* StoredValue(size_t a, const AggSlot& slot) const;

  // Whether groups are numbered by a hash table rather than a dense array.
  bool hashed() const { return lowered_.group_table != nullptr; }
  bool cache_hit() const { return cache_hit_; }
  bool compiled() const { return kernel_->ready(); }
  int64_t compile_nanos() const { return kernel_->compile_nanos(); }

 private:
  ScanAggregate() = default;
  // Dense groups: order_ gets the groups that have rows, by first row.
  void OrderDenseGroups();

  const plan::PlanNode* node_ = nullptr;
  const Table* table_ = nullptr;
  LoweredAggregate lowered_;
  std::shared_ptr<const Kernel> kernel_;
  bool cache_hit_ = false;
  std::vector<AggSlot> slots_;
  std::vector<uint32_t> first_;
  std::vector<size_t> order_;
};

}  // namespace kite::jit

#endif  // KITE_JIT_SCAN_AGGREGATE_H_
