// Filling the items benchmark's engines, and measuring insert throughput
// while doing it.
#ifndef KITE_BENCH_ITEMS_LOAD_H_
#define KITE_BENCH_ITEMS_LOAD_H_

#include <cstdint>
#include <ostream>

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "bench/bench_target.h"

namespace kite::bench {

// On every target, one after the other: inserts the first `rows` items
// rows into a new items table with kInsertIndexes (thrown away afterwards),
// then into a new one without secondary indexes, timing each until its
// indexes are up to date; the second one stays: joined_items is filled,
// kQueryIndexes are created on items and the workloads prepared. Prints a
// table of the insert rates (rows/second; the rows are generated
// beforehand, outside the timing), the bytes per index entry the engines
// report, and the load times to `out`, and a WARNING line for an index
// that does not list every row. Errors are the targets' errors.
absl::Status LoadTargets(absl::Span<BenchTarget* const> targets, int64_t rows,
                         std::ostream& out);

}  // namespace kite::bench

#endif  // KITE_BENCH_ITEMS_LOAD_H_
