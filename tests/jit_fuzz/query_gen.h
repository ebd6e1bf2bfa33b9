// Random queries over one generated table: filtered scans, ORDER BY with or
// without LIMIT/OFFSET, and GROUP BY with aggregates and HAVING.
#ifndef KITE_TESTS_JIT_FUZZ_QUERY_GEN_H_
#define KITE_TESTS_JIT_FUZZ_QUERY_GEN_H_

#include <vector>

#include "tests/fuzz_common/rng.h"
#include "tests/jit_fuzz/query_template.h"
#include "tests/jit_fuzz/schema.h"

namespace kite::fuzz::jit_fuzz {

// A random query shape over one of `tables`; its constants are $n
// parameters in part when `use_params`.
QueryTemplate GenerateQuery(Rng& rng, const std::vector<TableSpec>& tables,
                            bool use_params);

}  // namespace kite::fuzz::jit_fuzz

#endif  // KITE_TESTS_JIT_FUZZ_QUERY_GEN_H_
