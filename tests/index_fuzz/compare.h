// How the index tester compares what the two databases (enable_indexes on
// and off) returned for a query or a write.
#ifndef KITE_TESTS_INDEX_FUZZ_COMPARE_H_
#define KITE_TESTS_INDEX_FUZZ_COMPARE_H_

#include <string>

#include "tests/fuzz_common/outcome.h"
#include "tests/index_fuzz/query_gen.h"

namespace kite::fuzz::index_fuzz {

// The databases, as comparisons name them.
inline constexpr Sides kSides{"on", "off"};

// "" when `on` agrees with `off` as `q` demands (see Agreement); otherwise
// what differs. `unlimited` is the outcome of q.unlimited_text on the
// reference database, for kCountAndSubset.
std::string CompareQuery(const QueryShape& q, const Outcome& on,
                         const Outcome& off, const Outcome* unlimited);

// "" when two outcomes of a write agree: both failed with the same SQLSTATE
// (which row failed first, and so the message, may depend on the order the
// rows were visited in), or both succeeded with the same command tag and
// the same RETURNING rows in any order.
std::string CompareWrite(const Outcome& on, const Outcome& off);

// "" when every row of `part` is among `whole` (as a multiset).
std::string SubMultiset(const Outcome& part, const Outcome& whole);

}  // namespace kite::fuzz::index_fuzz

#endif  // KITE_TESTS_INDEX_FUZZ_COMPARE_H_
