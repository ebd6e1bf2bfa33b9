// Memory after many distinct query shapes: N different predicates, each a
// kernel cache miss compiled at -O0 (jit = force) through the SQL layer, with
// the process's resident memory printed every N/20 kernels. The cache keeps
// at most its capacity (4,096) of them, so memory should rise while the
// cache fills and then stay flat however many more shapes come and go.
#ifndef KITE_BENCH_SHAPES_BENCH_H_
#define KITE_BENCH_SHAPES_BENCH_H_

#include <cstdint>

namespace kite::bench {

// Runs `shapes` distinct shapes; prints the table; returns the exit status.
int RunShapesBench(int64_t shapes);

}  // namespace kite::bench

#endif  // KITE_BENCH_SHAPES_BENCH_H_
