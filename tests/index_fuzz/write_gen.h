// Random writes for the index tester: INSERTs (also of duplicate keys, which
// must fail and leave no trace), INSERT ... ON CONFLICT, UPDATEs of indexed
// columns, of UNIQUE columns and of the primary key, DELETEs, and now and
// then CREATE INDEX, DROP INDEX or ANALYZE.
//
// A write whose outcome could depend on the order rows are visited in (an
// index path visits them in another order than a scan) is not generated:
// a UNIQUE or key column is only set to a constant, or by an expression on
// a single row picked by its id.
#ifndef KITE_TESTS_INDEX_FUZZ_WRITE_GEN_H_
#define KITE_TESTS_INDEX_FUZZ_WRITE_GEN_H_

#include <optional>
#include <string>
#include <vector>

#include "kite/value.h"
#include "tests/fuzz_common/rng.h"
#include "tests/fuzz_common/sql_template.h"
#include "tests/index_fuzz/model.h"

namespace kite::fuzz::index_fuzz {

struct WriteShape : SqlTemplate {
  std::string kind;  // "insert", "insert-dup", "upsert", "update", ...
  int table = 0;     // the table written (or indexed, analyzed)
  // CREATE INDEX: the index, added to the schema if both databases built it.
  std::optional<IndexModel> create;
  // DROP INDEX: the name, removed from the schema if both dropped it.
  std::string drop;
};

// A random write to one of `schema`'s tables; ids it inserts are taken from
// the table's next_id. Constants are $n parameters in part when
// `use_params`.
WriteShape GenerateWrite(Rng& rng, Schema& schema, bool use_params);

// The values of a new row of `table`, with the next fresh id.
std::vector<Value> NewRow(Rng& rng, TableModel& table);

}  // namespace kite::fuzz::index_fuzz

#endif  // KITE_TESTS_INDEX_FUZZ_WRITE_GEN_H_
