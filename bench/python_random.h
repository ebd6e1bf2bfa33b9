// A bit-exact reimplementation of the parts of Python's `random` module the
// items generator uses, so that the C++ generator produces the same bytes as
// ../shared/bench/items.py.
#ifndef KITE_BENCH_PYTHON_RANDOM_H_
#define KITE_BENCH_PYTHON_RANDOM_H_

#include <array>
#include <cstdint>
#include <vector>

namespace kite::bench {

// Python's random.Random: a Mersenne Twister (MT19937) seeded as CPython
// seeds it for a non-negative int, with the same derived draws.
// Not thread-safe.
class PythonRandom {
 public:
  // Seeds as random.Random(seed) does: init_by_array over the seed's 32-bit
  // words, least significant first.
  explicit PythonRandom(uint64_t seed);

  // random(): a double in [0, 1) built from 53 random bits.
  double Random();
  // getrandbits(k) for 1 <= k <= 32.
  uint32_t GetRandBits(int k);
  // randrange(n) for n >= 1: uniform in [0, n), by rejection sampling.
  uint64_t RandBelow(uint64_t n);
  // randint(a, b): uniform in [a, b].
  int64_t RandInt(int64_t a, int64_t b);
  // choice(seq): a uniformly chosen element of a non-empty vector.
  template <typename T>
  const T& Choice(const std::vector<T>& seq) {
    return seq[RandBelow(seq.size())];
  }

 private:
  static constexpr int kN = 624;
  uint32_t GenRandUint32();
  void InitGenRand(uint32_t s);
  void InitByArray(const std::vector<uint32_t>& key);

  std::array<uint32_t, kN> mt_;
  int mti_ = kN + 1;
};

}  // namespace kite::bench

#endif  // KITE_BENCH_PYTHON_RANDOM_H_
