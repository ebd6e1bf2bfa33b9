// A check of index maintenance that needs no planner: the entries each
// index reports in the kite_indexes view must be what a full scan of its
// table says it should hold.
#ifndef KITE_TESTS_INDEX_FUZZ_INDEX_CHECK_H_
#define KITE_TESTS_INDEX_FUZZ_INDEX_CHECK_H_

#include <string>

#include "kite/kite.h"

namespace kite::fuzz::index_fuzz {

// "" when every index of `db` (primary keys, UNIQUE constraints and
// CREATE INDEX alike) lists as many entries as its table says: a btree one
// per row, a hash index one per row without a NULL in its key, an index on
// an array one per distinct non-NULL element of each row. Otherwise which
// index is off and by how much.
std::string CheckIndexEntries(Database& db);

}  // namespace kite::fuzz::index_fuzz

#endif  // KITE_TESTS_INDEX_FUZZ_INDEX_CHECK_H_
