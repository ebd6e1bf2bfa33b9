#include "bench/python_random.h"

#include <bit>
#include <cstddef>

namespace kite::bench {
namespace {
constexpr int kM = 397;
constexpr uint32_t kMatrixA = 0x9908b0dfU;
constexpr uint32_t kUpperMask = 0x80000000U;
constexpr uint32_t kLowerMask = 0x7fffffffU;
}  // namespace

PythonRandom::PythonRandom(uint64_t seed) {
  // CPython splits abs(seed) into 32-bit words; zero is the key [0].
  std::vector<uint32_t> key;
  do {
    key.push_back(static_cast<uint32_t>(seed));
    seed >>= 32;
  } while (seed != 0);
  InitByArray(key);
}

void PythonRandom::InitGenRand(uint32_t s) {
  mt_[0] = s;
  for (mti_ = 1; mti_ < kN; ++mti_) {
    mt_[mti_] = 1812433253U * (mt_[mti_ - 1] ^ (mt_[mti_ - 1] >> 30)) +
                static_cast<uint32_t>(mti_);
  }
}

void PythonRandom::InitByArray(const std::vector<uint32_t>& key) {
  InitGenRand(19650218U);
  size_t i = 1, j = 0;
  const size_t n = key.size();
  for (size_t k = (kN > n ? kN : n); k > 0; --k) {
    mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1664525U)) +
             key[j] + static_cast<uint32_t>(j);
    ++i;
    ++j;
    if (i >= kN) {
      mt_[0] = mt_[kN - 1];
      i = 1;
    }
    if (j >= n) j = 0;
  }
  for (size_t k = kN - 1; k > 0; --k) {
    mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1566083941U)) -
             static_cast<uint32_t>(i);
    ++i;
    if (i >= kN) {
      mt_[0] = mt_[kN - 1];
      i = 1;
    }
  }
  mt_[0] = 0x80000000U;  // MSB is 1, assuring a non-zero initial array
}

uint32_t PythonRandom::GenRandUint32() {
  static constexpr uint32_t kMag01[2] = {0x0U, kMatrixA};
  if (mti_ >= kN) {
    int kk = 0;
    for (; kk < kN - kM; ++kk) {
      uint32_t y = (mt_[kk] & kUpperMask) | (mt_[kk + 1] & kLowerMask);
      mt_[kk] = mt_[kk + kM] ^ (y >> 1) ^ kMag01[y & 0x1U];
    }
    for (; kk < kN - 1; ++kk) {
      uint32_t y = (mt_[kk] & kUpperMask) | (mt_[kk + 1] & kLowerMask);
      mt_[kk] = mt_[kk + (kM - kN)] ^ (y >> 1) ^ kMag01[y & 0x1U];
    }
    uint32_t y = (mt_[kN - 1] & kUpperMask) | (mt_[0] & kLowerMask);
    mt_[kN - 1] = mt_[kM - 1] ^ (y >> 1) ^ kMag01[y & 0x1U];
    mti_ = 0;
  }
  uint32_t y = mt_[mti_++];
  y ^= (y >> 11);
  y ^= (y << 7) & 0x9d2c5680U;
  y ^= (y << 15) & 0xefc60000U;
  y ^= (y >> 18);
  return y;
}

double PythonRandom::Random() {
  uint32_t a = GenRandUint32() >> 5;
  uint32_t b = GenRandUint32() >> 6;
  return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

uint32_t PythonRandom::GetRandBits(int k) {
  return GenRandUint32() >> (32 - k);
}

uint64_t PythonRandom::RandBelow(uint64_t n) {
  // Python's _randbelow_with_getrandbits: k = n.bit_length(), retry while
  // the draw is >= n. The generator never needs more than 32 bits.
  const int k = std::bit_width(n);
  uint64_t r = GetRandBits(k);
  while (r >= n) r = GetRandBits(k);
  return r;
}

int64_t PythonRandom::RandInt(int64_t a, int64_t b) {
  return a + static_cast<int64_t>(RandBelow(static_cast<uint64_t>(b - a + 1)));
}

}  // namespace kite::bench
