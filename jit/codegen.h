// LLVM IR generation for predicate kernels (jit/kernel_abi.h): one function
// that loops over a batch of rows of one chunk and evaluates a lowered
// predicate (jit/kernel_expr.h) per row with SQL's three-valued logic.
#ifndef KITE_JIT_CODEGEN_H_
#define KITE_JIT_CODEGEN_H_

#include <memory>
#include <string>
#include <vector>

#include "jit/kernel_expr.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

namespace kite::jit {

// A module in `ctx` defining two PredicateFns for `root`: `name`, for any
// rows, and `name`_dense, for consecutive rows of chunks whose columns have
// no NULLs (offsets ignored; uses KernelArgs::scratch).
std::unique_ptr<llvm::Module> GeneratePredicate(const KNode& root,
                                                const std::string& name,
                                                llvm::LLVMContext& ctx);

struct LoweredAggregate;

// For each aggregate of `agg`, the aggregate whose accumulator holds its
// state: itself, or an earlier one over the same argument that keeps the
// same fields (sum(x) for avg(x)). Kernels update only owners; the caller
// copies an owner's accumulator to the aggregates it owns after the run.
std::vector<int> AccumulatorOwners(const LoweredAggregate& agg);

// A module in `ctx` defining `name` as an AggregateFn for `agg`, and
// `name`_dense for consecutive rows of chunks whose columns have no NULLs.
std::unique_ptr<llvm::Module> GenerateAggregate(const LoweredAggregate& agg,
                                                const std::string& name,
                                                llvm::LLVMContext& ctx);

}  // namespace kite::jit

#endif  // KITE_JIT_CODEGEN_H_
