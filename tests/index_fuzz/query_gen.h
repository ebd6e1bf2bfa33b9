// Random queries for the index tester: filtered scans with ORDER BY, LIMIT
// and OFFSET, the paging total count(*) OVER (), aggregates with and
// without GROUP BY, and joins on indexed columns; with what a comparison of
// two of their results may demand.
#ifndef KITE_TESTS_INDEX_FUZZ_QUERY_GEN_H_
#define KITE_TESTS_INDEX_FUZZ_QUERY_GEN_H_

#include <string>
#include <vector>

#include "tests/fuzz_common/outcome.h"
#include "tests/fuzz_common/rng.h"
#include "tests/fuzz_common/sql_template.h"
#include "tests/index_fuzz/model.h"

namespace kite::fuzz::index_fuzz {

// What two results of a query must share.
enum class Agreement {
  // The rows, as `check` says.
  kRows,
  // The ORDER BY keys (output columns `key_columns`), row by row, and each
  // row among those of `unlimited_text` on the reference database: an ORDER
  // BY that may tie, cut by LIMIT or OFFSET, leaves open which of the tied
  // rows come.
  kSortKeys,
  // LIMIT without ORDER BY: any rows that match. The same number of rows,
  // each one among those of `unlimited_text` (the query without LIMIT and
  // OFFSET) on the reference database.
  kCountAndSubset,
};

struct QueryShape : SqlTemplate {
  std::string kind;  // "select", "total", "aggregate", "group", "join"
  Agreement agreement = Agreement::kRows;
  OrderCheck check = OrderCheck::kExact;
  std::vector<int> key_columns;
  std::string unlimited_text;
};

// A random query over `schema`'s tables; its constants are $n parameters in
// part when `use_params`.
QueryShape GenerateQuery(Rng& rng, const Schema& schema, bool use_params);

}  // namespace kite::fuzz::index_fuzz

#endif  // KITE_TESTS_INDEX_FUZZ_QUERY_GEN_H_
