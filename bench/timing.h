// Clock helpers shared by the benchmarks: wall-clock timing and the
// statistics the tables print (medians, because the machine is noisy).
#ifndef KITE_BENCH_TIMING_H_
#define KITE_BENCH_TIMING_H_

#include <chrono>
#include <vector>

namespace kite::bench {

using Clock = std::chrono::steady_clock;

// `d` in seconds.
double Seconds(Clock::duration d);

// The median of `values` (the mean of the middle two for an even count);
// 0 for an empty vector.
double Median(std::vector<double> values);

// The smallest of `values`; 0 for an empty vector.
double Min(const std::vector<double>& values);

}  // namespace kite::bench

#endif  // KITE_BENCH_TIMING_H_
