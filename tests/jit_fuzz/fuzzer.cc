#include "tests/jit_fuzz/fuzzer.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>

#include "tests/fuzz_common/crash_note.h"
#include "tests/fuzz_common/rng.h"
#include "tests/jit_fuzz/epoch.h"
#include "tests/jit_fuzz/stats.h"

namespace kite::fuzz::jit_fuzz {
namespace {

// Unbounded runs start over with new tables (from the next seed) this often.
constexpr int64_t kQueriesPerEpoch = 200000;

uint64_t NextSeed(uint64_t seed) { return Rng(seed).Next(); }

}  // namespace

int RunJitFuzz(const FuzzOptions& options) {
  auto start = std::chrono::steady_clock::now();
  InstallCrashHandler(
      "=== kite_jit_fuzz: the engine CRASHED running this statement (with "
      "jit = off, then with the jit setting under test) ===");
  Stats stats;
  uint64_t seed = options.seed;
  int64_t remaining = options.queries;
  while (options.queries == 0 || remaining > 0) {
    Epoch epoch(seed, options, &stats);
    if (int rc = epoch.Setup(); rc != 0) return rc;
    if (!options.sql.empty()) return epoch.RunOne(options.sql);
    int64_t count = options.queries == 0
                        ? kQueriesPerEpoch
                        : std::min(remaining, kQueriesPerEpoch);
    // Progress lines for long runs, in slices of 10,000.
    for (int64_t done = 0; done < count;) {
      int64_t slice = std::min<int64_t>(10000, count - done);
      if (int rc = epoch.Run(slice); rc != 0) return rc;
      done += slice;
      if (options.queries == 0 || options.verbose) {
        std::printf("jit_fuzz: seed %llu: %s, %.1f s\n",
                    static_cast<unsigned long long>(options.seed),
                    stats.Summary().c_str(), SecondsSince(start));
        std::fflush(stdout);
      }
    }
    remaining -= count;
    seed = NextSeed(seed);
  }
  if (options.self_check) {
    std::printf("jit_fuzz: self-check FAILED: no query returned a row\n");
    return 2;
  }
  std::printf("jit_fuzz: seed %llu: %s in %.1f s\n%s\n",
              static_cast<unsigned long long>(options.seed),
              stats.Summary().c_str(), SecondsSince(start),
              stats.JitSummary().c_str());
  return 0;
}

}  // namespace kite::fuzz::jit_fuzz
