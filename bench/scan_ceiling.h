// The scan benchmark's ceiling: the fastest plain C++ loop over an int32
// column, for comparison with Kite's scan kernels.
#ifndef KITE_BENCH_SCAN_CEILING_H_
#define KITE_BENCH_SCAN_CEILING_H_

#include <cstdint>
#include <span>

namespace kite::bench {

// How many of `values` are greater than `threshold`.
int64_t CountGreater(std::span<const int32_t> values, int32_t threshold);

}  // namespace kite::bench

#endif  // KITE_BENCH_SCAN_CEILING_H_
