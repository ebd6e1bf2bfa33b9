#include "bench/shapes_bench.h"

#include <chrono>
#include <iostream>
#include <memory>
#include <string>

#include "absl/strings/str_format.h"
#include "bench/compile_bench.h"
#include "kite/kite.h"

namespace kite::bench {

int RunShapesBench(int64_t shapes) {
  absl::StatusOr<std::unique_ptr<Database>> db = Database::Open();
  if (!db.ok()) {
    std::cerr << db.status().message() << '\n';
    return 1;
  }
  for (const char* sql :
       {"CREATE TABLE t (a INTEGER, b BIGINT, c DOUBLE PRECISION, d "
        "NUMERIC(12,2), s TEXT)",
        "INSERT INTO t SELECT g, g * 3, g / 2.0, g * 1.25, 'k' || (g % 10) "
        "FROM generate_series(1, 100) g",
        "SET jit = force", "SET jit_opt_level = 0"}) {
    absl::StatusOr<Result> r = (*db)->Execute(sql);
    if (!r.ok()) {
      std::cerr << sql << ": " << r.status().message() << '\n';
      return 1;
    }
  }
  std::cout << "Memory after many distinct predicate shapes, each compiled "
               "once at -O0 (jit = force, kernel cache of 4096)\n";
  std::cout << absl::StrFormat("%12s %14s %16s\n", "shapes", "RSS MiB",
                               "ms per shape");
  const int64_t every = std::max<int64_t>(1, shapes / 20);
  auto start = std::chrono::steady_clock::now();
  for (int64_t i = 0; i < shapes; ++i) {
    absl::StatusOr<Result> r = (*db)->Execute("SELECT count(*) FROM t WHERE " +
                                              DistinctPredicate(i, 5));
    if (!r.ok()) {
      std::cerr << "shape " << i << ": " << r.status().message() << '\n';
      return 1;
    }
    if ((i + 1) % every == 0 || i + 1 == shapes) {
      const auto now = std::chrono::steady_clock::now();
      const double ms =
          std::chrono::duration<double, std::milli>(now - start).count();
      std::cout << absl::StrFormat(
                       "%12d %14.1f %16.3f\n", i + 1, ResidentKb() / 1024.0,
                       ms / ((i + 1) % every == 0 ? every : (i + 1) % every))
                << std::flush;
      start = now;
    }
  }
  return 0;
}

}  // namespace kite::bench
