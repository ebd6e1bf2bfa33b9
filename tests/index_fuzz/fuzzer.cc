#include "tests/index_fuzz/fuzzer.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>

#include "tests/fuzz_common/crash_note.h"
#include "tests/fuzz_common/rng.h"
#include "tests/index_fuzz/session.h"
#include "tests/index_fuzz/stats.h"

namespace kite::fuzz::index_fuzz {
namespace {

// Unbounded runs start over with new tables (from the next seed) this often.
constexpr int64_t kStepsPerSession = 20000;
// Both databases are compared in full this often, and at the end.
constexpr int64_t kStepsPerCheck = 500;

double SecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

}  // namespace

int RunIndexFuzz(const FuzzOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  InstallCrashHandler(
      "=== kite_index_fuzz: the engine CRASHED running this statement (with "
      "enable_indexes = on, then off) ===");
  Stats stats;
  uint64_t seed = options.seed;
  int64_t remaining = options.steps;
  while (options.steps == 0 || remaining > 0) {
    Session session(seed, options, &stats);
    if (int rc = session.Setup(); rc != 0) return rc;
    const int64_t count = options.steps == 0
                              ? kStepsPerSession
                              : std::min(remaining, kStepsPerSession);
    for (int64_t done = 0; done < count;) {
      const int64_t slice = std::min(kStepsPerCheck, count - done);
      if (int rc = session.Run(slice); rc != 0) return rc;
      if (int rc = session.CheckTables(); rc != 0) return rc;
      done += slice;
      if (options.steps == 0 || options.verbose) {
        std::printf("index_fuzz: seed %llu: %s, %.1f s\n",
                    static_cast<unsigned long long>(seed),
                    stats.Summary().c_str(), SecondsSince(start));
        std::fflush(stdout);
      }
    }
    remaining -= count;
    seed = Rng(seed).Next();
  }
  if (options.self_check) {
    std::printf("index_fuzz: self-check FAILED: no query returned a row\n");
    return 2;
  }
  std::printf("index_fuzz: seed %llu: %s in %.1f s\n%s\n",
              static_cast<unsigned long long>(options.seed),
              stats.Summary().c_str(), SecondsSince(start),
              stats.AccessPathSummary().c_str());
  return 0;
}

}  // namespace kite::fuzz::index_fuzz
