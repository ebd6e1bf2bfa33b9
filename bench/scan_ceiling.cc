#include "bench/scan_ceiling.h"

#include <algorithm>

// The build's -O2 leaves this loop scalar under GCC; the ceiling should be
// what the hardware can do (the JIT compiles for the host CPU too), so the
// loop is vectorised here (O3) and cloned for AVX2, picked at load time.
#if defined(__clang__)
#define KITE_CEILING_LOOP __attribute__((target_clones("avx2", "default")))
#else
#define KITE_CEILING_LOOP \
  __attribute__((optimize("O3"), target_clones("avx2", "default")))
#endif

namespace kite::bench {
namespace {

KITE_CEILING_LOOP int64_t CountGreaterLoop(const int32_t* values, size_t size,
                                           int32_t threshold) {
  // Counting in 32-bit blocks keeps the vector lanes 32 bits wide.
  constexpr size_t kBlock = size_t{1} << 16;
  int64_t count = 0;
  for (size_t begin = 0; begin < size; begin += kBlock) {
    const size_t end = std::min(size, begin + kBlock);
    uint32_t block_count = 0;
    for (size_t i = begin; i < end; ++i) block_count += values[i] > threshold;
    count += block_count;
  }
  return count;
}

}  // namespace

int64_t CountGreater(std::span<const int32_t> values, int32_t threshold) {
  return CountGreaterLoop(values.data(), values.size(), threshold);
}

}  // namespace kite::bench
