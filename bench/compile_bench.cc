#include "bench/compile_bench.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "kite/kite.h"

namespace kite::bench {
namespace {

// The compile time EXPLAIN ANALYZE reports for the scan's kernel, in ms.
absl::StatusOr<double> CompileMs(Database& db, const std::string& sql) {
  absl::StatusOr<Result> r = db.Execute("EXPLAIN ANALYZE " + sql);
  if (!r.ok()) return r.status();
  const std::string key = "compile time ";
  for (size_t row = 0; row < r->row_count(); ++row) {
    std::string line(r->GetText(row, 0));
    size_t at = line.find("JIT: compiled");
    if (at == std::string::npos) continue;
    at = line.find(key, at);
    if (at == std::string::npos) continue;
    const size_t start = at + key.size();
    double ms = 0;
    if (absl::SimpleAtod(line.substr(start, line.find(' ', start) - start),
                         &ms)) {
      return ms;
    }
  }
  return absl::InternalError("no compiled kernel in the plan of: " + sql);
}

}  // namespace

int64_t ResidentKb() {
  std::ifstream statm("/proc/self/statm");
  int64_t pages = 0, resident = 0;
  statm >> pages >> resident;
  return resident * 4;  // 4 KiB pages
}

std::string DistinctPredicate(int64_t i, int terms) {
  static const char* kColumns[] = {"a", "b", "c", "d", "s"};
  static const char* kValues[] = {"5", "7", "1.5", "2.25", "'k'"};
  static const char* kOps[] = {"=", "<>", "<", "<=", ">", ">="};
  std::string out;
  for (int k = 0; k < terms; ++k) {
    const int digit = static_cast<int>(i % 30);
    i /= 30;
    const int col = digit % 5;
    if (k > 0) out += k % 2 == 0 ? " OR " : " AND ";
    absl::StrAppend(&out, kColumns[col], " ", kOps[digit / 5], " ",
                    kValues[col]);
  }
  return out;
}

absl::StatusOr<CompileLatency> MeasureCompileLatency(int kernels,
                                                     int opt_level) {
  absl::StatusOr<std::unique_ptr<Database>> db = Database::Open();
  if (!db.ok()) return db.status();
  for (const std::string& sql :
       {std::string("CREATE TABLE t (a INTEGER, b BIGINT, c DOUBLE "
                    "PRECISION, d NUMERIC(12,2), s TEXT)"),
        std::string("INSERT INTO t SELECT g, g * 3, g / 2.0, g * 1.25, "
                    "'k' || (g % 10) FROM generate_series(1, 1000) g"),
        std::string("SET jit = force"),
        absl::StrCat("SET jit_opt_level = ", opt_level)}) {
    absl::StatusOr<Result> r = (*db)->Execute(sql);
    if (!r.ok()) return r.status();
  }
  CompileLatency out;
  out.kernels = kernels;
  out.opt_level = opt_level;
  std::vector<double> ms;
  // A different opt level per run keeps shapes from earlier runs (cached
  // under their level) from hitting.
  for (int i = 0; i < kernels; ++i) {
    absl::StatusOr<double> t =
        CompileMs(**db, "SELECT a FROM t WHERE " + DistinctPredicate(i, 3));
    if (!t.ok()) return t.status();
    ms.push_back(*t);
    if (i == 0) out.rss_before_kb = ResidentKb();
  }
  out.rss_after_kb = ResidentKb();
  std::sort(ms.begin(), ms.end());
  out.median_ms = ms[ms.size() / 2];
  out.p99_ms = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
  out.max_ms = ms.back();
  return out;
}

int RunCompileBench(int kernels) {
  std::cout << "Kernel compile latency: " << kernels
            << " distinct predicate shapes per level, each compiled once "
               "(jit = force)\n";
  std::cout << absl::StrFormat("%-8s %12s %12s %12s %16s\n", "level",
                               "median ms", "p99 ms", "max ms",
                               "RSS growth KiB");
  for (int level : {0, 2}) {
    absl::StatusOr<CompileLatency> r = MeasureCompileLatency(kernels, level);
    if (!r.ok()) {
      std::cerr << "compile benchmark failed: " << r.status().message() << '\n';
      return 1;
    }
    std::cout << absl::StrFormat("-O%-7d %12.3f %12.3f %12.3f %16d\n", level,
                                 r->median_ms, r->p99_ms, r->max_ms,
                                 r->rss_after_kb - r->rss_before_kb);
  }
  return 0;
}

}  // namespace kite::bench
