// A scan's predicate run through a compiled kernel, for one execution: the
// executor hands it batches of live row ids and it keeps those that pass,
// reading the table's columns in place.
#ifndef KITE_JIT_SCAN_FILTER_H_
#define KITE_JIT_SCAN_FILTER_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "expr/bound_expr.h"
#include "jit/jit_mode.h"
#include "jit/kernel_cache.h"
#include "jit/lower_predicate.h"
#include "kite/value.h"
#include "storage/table.h"

namespace kite::jit {

class ScanFilter {
 public:
  // A filter for `predicate` over `table` with `params`, or null when the
  // JIT is off or the predicate has a part the JIT does not compile (then
  // *why_not says which). With kForce the kernel is compiled before this
  // returns; with kOn it compiles in the background.
  static std::unique_ptr<ScanFilter> Create(const plan::BoundExpr& predicate,
                                            const Table& table,
                                            EvalContext& ctx,
                                            JitSettings settings,
                                            std::string* why_not);

  // Keeps the rows of `rows` (live row ids, ascending) where the predicate
  // is TRUE. Returns false, leaving `rows` as it was, when the kernel is not
  // ready (or failed to compile) or when a row may raise an error: the
  // caller then evaluates the batch with the interpreter.
  bool Filter(std::vector<RowId>* rows);

  // Filter for the rows [begin, end), all live, without listing them first:
  // *rows (empty) gets the ones that pass. Returns false, leaving *rows
  // empty, when Filter would, or when the kernel covers only part of the
  // predicate.
  bool FilterRange(RowId begin, RowId end, std::vector<RowId>* rows);

  // Whether Filter's rows are final; false when the kernel covers a prefix
  // of an AND and the interpreter must still evaluate the predicate over
  // the rows it kept (see LoweredPredicate::complete).
  bool complete() const { return lowered_.complete; }
  const std::string& partial() const { return lowered_.partial; }

  // For EXPLAIN ANALYZE.
  bool cache_hit() const { return cache_hit_; }
  int64_t compile_nanos() const { return kernel_->compile_nanos(); }
  bool compiled() const { return kernel_->ready(); }
  int64_t batches_compiled() const { return batches_compiled_; }

 private:
  ScanFilter() = default;
  // Runs the kernel over rows[0..n), all in chunk `chunk` (or, with rows
  // null, the n rows from first_row); appends passing row ids to out_.
  bool RunChunk(PredicateFn fn, size_t chunk, const RowId* rows,
                RowId first_row, int n);

  const Table* table_ = nullptr;
  LoweredPredicate lowered_;
  std::shared_ptr<const Kernel> kernel_;
  bool cache_hit_ = false;
  int64_t batches_compiled_ = 0;
  std::vector<KernelColumn> columns_;
  std::vector<uint32_t> offsets_;
  std::vector<uint32_t> matches_;
  std::vector<uint8_t> scratch_;
  std::vector<RowId> out_;
};

}  // namespace kite::jit

#endif  // KITE_JIT_SCAN_FILTER_H_
