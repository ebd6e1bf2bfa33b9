// A table column chunk as a kernel reads it (jit/kernel_abi.h).
#ifndef KITE_JIT_KERNEL_COLUMN_H_
#define KITE_JIT_KERNEL_COLUMN_H_

#include "jit/kernel_abi.h"
#include "storage/table.h"

namespace kite::jit {

// `chunk` for a kernel: a chunk without NULLs gets a shared all-zero null
// bitmap, since kernels always read one.
KernelColumn ToKernelColumn(const ColumnChunk& chunk);

}  // namespace kite::jit

#endif  // KITE_JIT_KERNEL_COLUMN_H_
