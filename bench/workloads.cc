#include "bench/bench_target.h"

namespace kite::bench {

const char* WorkloadName(Workload workload) {
  switch (workload) {
    case Workload::kById:
      return "byid";
    case Workload::kOneCond:
      return "1cond";
    case Workload::kTwoCond:
      return "2cond";
    case Workload::kUpdate:
      return "update";
  }
  return "";
}

const char* WorkloadSql(Workload workload) {
  switch (workload) {
    case Workload::kById:
      return "SELECT * FROM items WHERE id = $1";
    case Workload::kOneCond:
      return "SELECT * FROM items WHERE year > 2010 LIMIT 10";
    case Workload::kTwoCond:
      return "SELECT * FROM items WHERE year > 2010 AND name = $1 LIMIT 10";
    case Workload::kUpdate:
      return "UPDATE items SET year = $1, name = $2 WHERE id = $3";
  }
  return "";
}

}  // namespace kite::bench
