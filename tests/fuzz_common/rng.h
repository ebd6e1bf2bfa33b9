// A small deterministic random generator for the differential testers.
//
// SplitMix64 with hand-written range helpers, so that a seed replays the same
// tables and queries with any standard library (std::uniform_*_distribution
// is implementation-defined).
#ifndef KITE_TESTS_FUZZ_COMMON_RNG_H_
#define KITE_TESTS_FUZZ_COMMON_RNG_H_

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kite::fuzz {

class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}

  uint64_t Next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [lo, hi] (inclusive); lo <= hi.
  int64_t Range(int64_t lo, int64_t hi) {
    uint64_t span = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo);
    if (span == UINT64_MAX) return static_cast<int64_t>(Next());
    return static_cast<int64_t>(static_cast<uint64_t>(lo) +
                                Next() % (span + 1));
  }
  // Uniform in [0, n); n > 0.
  size_t Index(size_t n) { return static_cast<size_t>(Next() % n); }
  // Uniform in [0, 1).
  double Unit() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }
  bool Chance(double p) { return Unit() < p; }
  template <typename T>
  const T& Pick(const std::vector<T>& v) {
    return v[Index(v.size())];
  }
  // An index into `weights` chosen with probability proportional to its
  // weight; the weights must not all be zero.
  size_t Weighted(const std::vector<int>& weights) {
    int total = 0;
    for (int w : weights) total += w;
    int64_t r = Range(0, total - 1);
    for (size_t i = 0; i < weights.size(); ++i) {
      if (r < weights[i]) return i;
      r -= weights[i];
    }
    return weights.size() - 1;
  }

 private:
  uint64_t state_;
};

}  // namespace kite::fuzz

#endif  // KITE_TESTS_FUZZ_COMMON_RNG_H_
