// kite_jit_fuzz: the randomized differential tester of the JIT. Runs random
// queries on generated tables with `SET jit = off` and `SET jit = force` and
// stops at the first difference in results or errors.
//
//   kite_jit_fuzz [--queries N] [--seed S] [--verbose] [--jit force|on|off]
//   kite_jit_fuzz --seed S --sql "SELECT ..."   (one statement on S's tables)
//
// --queries 0 runs until killed; --jit names the setting compared with
// `jit = off` (default force). Exit status: 0 all agreed, 1 a mismatch
// (the report names the seed and the query), 2 a setup or usage error.
// The hidden --self-check alters one result on purpose and must exit 1.
#include <cstdio>
#include <string>
#include <string_view>

#include "tests/fuzz_common/args.h"
#include "tests/jit_fuzz/fuzzer.h"

using kite::fuzz::ParseNumber;

namespace {

int Usage() {
  std::fprintf(stderr,
               "usage: kite_jit_fuzz [--queries N (0: until killed)] "
               "[--seed S] [--verbose] [--jit force|on|off] "
               "[--jit-opt-level 0-3] [--sql STATEMENT]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  kite::fuzz::jit_fuzz::FuzzOptions options;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    unsigned long long n = 0;
    if (arg == "--verbose") {
      options.verbose = true;
    } else if (arg == "--self-check") {
      options.self_check = true;
    } else if (arg == "--queries" && i + 1 < argc &&
               ParseNumber(argv[i + 1], &n)) {
      options.queries = static_cast<int64_t>(n);
      ++i;
    } else if (arg == "--jit" && i + 1 < argc) {
      options.jit = argv[++i];
    } else if (arg == "--jit-opt-level" && i + 1 < argc &&
               ParseNumber(argv[i + 1], &n)) {
      options.jit_opt_level = argv[++i];
    } else if (arg == "--sql" && i + 1 < argc) {
      options.sql = argv[++i];
    } else if (arg == "--seed" && i + 1 < argc &&
               ParseNumber(argv[i + 1], &n)) {
      options.seed = n;
      ++i;
    } else {
      return Usage();
    }
  }
  return kite::fuzz::jit_fuzz::RunJitFuzz(options);
}
