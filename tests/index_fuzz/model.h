// What the index tester knows of its database: the generated tables (their
// columns, how each column's values are drawn, keys and UNIQUE constraints)
// and the secondary indexes that exist now.
#ifndef KITE_TESTS_INDEX_FUZZ_MODEL_H_
#define KITE_TESTS_INDEX_FUZZ_MODEL_H_

#include <cstdint>
#include <string>
#include <vector>

#include "kite/type.h"
#include "kite/value.h"
#include "tests/fuzz_common/column.h"
#include "tests/fuzz_common/rng.h"

namespace kite::fuzz::index_fuzz {

struct TableModel {
  std::string name;
  // columns[0] is `id` (integer or bigint). The tester never gives two rows
  // the same id, so ORDER BY ..., id is a total order.
  std::vector<ColumnSpec> columns;
  // PRIMARY KEY columns (positions), empty for none: (id) or (c, id).
  std::vector<int> primary_key;
  // Columns declared UNIQUE in CREATE TABLE. Their values are
  // UniqueValue(column, id of the row), so they are unique as long as the
  // tester does not set them to another row's value on purpose.
  std::vector<int> unique_columns;
  int initial_rows = 0;
  // The next id never used, and the live rows as the reference database
  // reported them.
  int64_t next_id = 1;
  int64_t live_rows = 0;

  std::string CreateSql() const;
  bool InPrimaryKey(int column) const;
  bool IsUnique(int column) const;
  // NOT NULL: primary-key columns.
  bool NotNull(int column) const { return InPrimaryKey(column); }
  // Whether `column` may hold -0 (a double with extreme values): -0 and 0
  // are equal, so which of them min(), max(), DISTINCT or GROUP BY prints
  // depends on the order rows are read in.
  bool MayHoldMinusZero(int column) const;
};

struct IndexModel {
  std::string name;
  int table = 0;  // into Schema::tables
  bool hash = false;
  bool unique = false;
  // UNIQUE over columns whose values repeat: building it must fail, and it
  // must not exist before the rows are loaded (the load would fail).
  bool over_duplicates = false;
  std::vector<int> columns;

  std::string CreateSql(const TableModel& table) const;
};

struct Schema {
  std::vector<TableModel> tables;
  std::vector<IndexModel> indexes;  // secondary indexes that exist now
  int next_index_name = 1;

  // The indexes of table `t`.
  std::vector<const IndexModel*> IndexesOf(int t) const;
  // Whether column `c` of table `t` leads an index or the primary key (a
  // predicate on it can use an index).
  bool LeadsIndex(int t, int c) const;
};

// The value a UNIQUE column holds in the row with id `n`: distinct for
// distinct n.
Value UniqueValue(const ColumnSpec& column, int64_t n);

// 1-3 tables with random columns, keys, UNIQUE constraints, value
// distributions and row counts.
std::vector<TableModel> MakeTables(Rng& rng);

// A random index on table `t` of `schema` (not yet added to it): hash or
// btree, one to three columns or one array column, UNIQUE where the columns
// hold unique values (and, now and then, where they do not).
IndexModel MakeIndex(Rng& rng, Schema& schema, int t);

}  // namespace kite::fuzz::index_fuzz

#endif  // KITE_TESTS_INDEX_FUZZ_MODEL_H_
