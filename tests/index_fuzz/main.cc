// kite_index_fuzz: the randomized differential tester of indexes. Runs
// random queries and writes on generated tables and indexes with
// `SET enable_indexes = on` and `off` and stops at the first difference,
// printing a reduced reproduction.
//
//   kite_index_fuzz [--steps N] [--seed S] [--verbose] [--jit on|off|force]
//                   [--reduce-seconds T]
//
// --steps 0 runs until killed. Exit status: 0 all agreed, 1 a mismatch (the
// report names the seed and the step), 2 a setup or usage error. The
// hidden --self-check alters one result on purpose and must exit 1.
#include <cstdio>
#include <string>
#include <string_view>

#include "tests/fuzz_common/args.h"
#include "tests/index_fuzz/fuzzer.h"

using kite::fuzz::ParseNumber;

namespace {

int Usage() {
  std::fprintf(stderr,
               "usage: kite_index_fuzz [--steps N (0: until killed)] "
               "[--seed S] [--verbose] [--jit on|off|force] "
               "[--reduce-seconds T]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  kite::fuzz::index_fuzz::FuzzOptions options;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    unsigned long long n = 0;
    const bool has_number = i + 1 < argc && ParseNumber(argv[i + 1], &n);
    if (arg == "--verbose") {
      options.verbose = true;
    } else if (arg == "--self-check") {
      options.self_check = true;
    } else if (arg == "--steps" && has_number) {
      options.steps = static_cast<int64_t>(n);
      ++i;
    } else if (arg == "--seed" && has_number) {
      options.seed = n;
      ++i;
    } else if (arg == "--reduce-seconds" && has_number) {
      options.reduce_seconds = static_cast<double>(n);
      ++i;
    } else if (arg == "--jit" && i + 1 < argc) {
      options.jit = argv[++i];
    } else {
      return Usage();
    }
  }
  return kite::fuzz::index_fuzz::RunIndexFuzz(options);
}
