// The calling convention between the executor and compiled predicate kernels.
// Kept free of LLVM so the executor can call kernels without its headers;
// jit/codegen.cc builds the same layouts in IR (change both together).
#ifndef KITE_JIT_KERNEL_ABI_H_
#define KITE_JIT_KERNEL_ABI_H_

#include <cstdint>

namespace kite::jit {

// A run-time argument of a kernel: one literal or $n parameter (so that one
// kernel serves every value of a query shape), or an object prepared for the
// query (a LIKE matcher, an IN-list set).
struct KernelConst {
  int64_t i = 0;  // integer lanes, booleans, dictionary codes (-1: absent);
                  // IN sets: 1 when the list holds a NULL
  double d = 0;
  const char* s = nullptr;  // TEXT bytes
  int64_t len = 0;
  const void* obj = nullptr;  // LIKE matcher / IN set
  int64_t is_null = 0;
};

// A value passed to or returned from a function called through the
// runtime (kite_rt_call). Layout shared with jit/codegen.cc.
struct KernelCallValue {
  int64_t i = 0;
  double d = 0;
  const char* s = nullptr;
  int64_t len = 0;
  int64_t is_null = 0;
};

// One column a kernel reads, for the chunk being scanned.
struct KernelColumn {
  const void* data;            // the chunk's values or dictionary codes
  const uint64_t* null_words;  // the chunk's null bitmap (never null)
  const void* column;          // table column handle for the text helpers
  const uint32_t* lengths;     // heap text: byte lengths (data: offsets)
  const char* heap;            // heap text: the chunk's bytes
};

struct KernelArgs {
  const KernelColumn* columns;
  const KernelConst* consts;
  uint32_t chunk_base;  // RowId of the chunk's first slot
  uint32_t begin;       // dense mode: offset of the first row
  uint8_t* scratch;     // one byte per row, for the _dense variant
};

// A predicate kernel: for rows offsets[0..n) of the chunk (or, with offsets
// null, the n rows from args->begin), writes the offsets of the rows where
// the predicate is TRUE to out, ascending, and returns how many. Returns -1
// when a row may raise an error (overflow, division by zero, a bad LIKE
// pattern): the caller evaluates the batch with the interpreter, which
// reports the error exactly as without the JIT.
using PredicateFn = int32_t (*)(const KernelArgs* args, const uint32_t* offsets,
                                int32_t n, uint32_t* out);

// The accumulator of one aggregate of one group in a fused aggregate kernel.
// Layout shared with jit/codegen.cc.
struct alignas(16) AggSlot {
  int64_t count = 0;  // rows counted / non-NULL values seen
  int64_t pad = 0;
  __int128 isum = 0;  // sum of integer lanes
  double dsum = 0;    // sum of doubles
  int64_t ival = 0;   // min / max of integer lanes
  double dval = 0;    // min / max of doubles
  int64_t pad2 = 0;
};
static_assert(sizeof(AggSlot) == 64);

// A fused aggregate kernel: for rows offsets[0..n) of the chunk (or the n
// rows from args->begin when offsets is null), evaluates the filter, the
// group and the aggregate arguments and updates slots[group * aggregates +
// a]; first[group] gets the row id of the group's first row if it had none
// (UINT32_MAX). Returns 0, or -1 when a row may raise an error (the caller
// then aggregates everything again with the interpreter).
using AggregateFn = int32_t (*)(const KernelArgs* args, const uint32_t* offsets,
                                int32_t n, AggSlot* slots, uint32_t* first);

}  // namespace kite::jit

#endif  // KITE_JIT_KERNEL_ABI_H_
