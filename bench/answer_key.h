// What must agree between engines in the answer of an items workload.
#ifndef KITE_BENCH_ANSWER_KEY_H_
#define KITE_BENCH_ANSWER_KEY_H_

#include <string>

#include "absl/types/span.h"
#include "bench/bench_target.h"
#include "bench/items_generator.h"

namespace kite::bench {

// A one-line summary of the deterministic part of `answer`, the answer of
// `workload` run with `params` (as BenchTarget::Run takes them); two
// engines answered alike when their keys are equal:
//   byid, join         every row (sorted; long texts as length and hash)
//   update             the number of rows changed
//   1cond, 2cond, in5  the row count and how many rows break the WHERE
//                      clause (which rows LIMIT keeps is up to the engine)
//   top10              the years, in order (ties make the rows free)
//   +cnt               also the count(*) OVER () values
std::string AnswerKey(Workload workload, absl::Span<const ItemParams> params,
                      const Answer& answer);

}  // namespace kite::bench

#endif  // KITE_BENCH_ANSWER_KEY_H_
