// Deterministic JSON documents for the compression benchmark: product
// records of a few hundred bytes to a few KB with nested objects and arrays
// (price, attributes, stock per warehouse, reviews), words drawn from a
// small vocabulary as real catalogue text repeats itself.
#ifndef KITE_BENCH_JSON_DOCUMENTS_H_
#define KITE_BENCH_JSON_DOCUMENTS_H_

#include <cstdint>
#include <random>
#include <string>

namespace kite::bench {

// Produces the documents in order; the same seed gives the same bytes.
class JsonDocuments {
 public:
  explicit JsonDocuments(uint64_t seed = 42) : rng_(seed) {}
  // Document `id` (ids are given by the caller, usually 0, 1, ...).
  std::string Next(int64_t id);

 private:
  // `n` words separated by spaces.
  std::string Words(int n);
  int Uniform(int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng_);
  }
  std::mt19937_64 rng_;
};

}  // namespace kite::bench

#endif  // KITE_BENCH_JSON_DOCUMENTS_H_
