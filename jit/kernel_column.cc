#include "jit/kernel_column.h"

namespace kite::jit {
namespace {

const uint64_t kNoNulls[kTableChunkRows / 64] = {};

}  // namespace

KernelColumn ToKernelColumn(const ColumnChunk& chunk) {
  return {chunk.data, chunk.null_words != nullptr ? chunk.null_words : kNoNulls,
          chunk.column, chunk.lengths, chunk.heap};
}

}  // namespace kite::jit
