// The storage behind kite::Result: rows column by column, strings in one
// buffer per column, so that reading a cell copies nothing.
#ifndef KITE_EXEC_RESULT_DATA_H_
#define KITE_EXEC_RESULT_DATA_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "common/session_format.h"
#include "kite/kite.h"
#include "storage/value_lanes.h"
#include "storage/vector.h"

namespace kite {

// A column's name and type, and its values in the lanes of its type.
struct ResultColumn : ValueLanes {
  std::string name;
  Type type;
};

struct ResultData {
  std::vector<ResultColumn> columns;
  size_t rows = 0;
  std::string tag;
  int64_t affected = 0;
  int64_t total = -1;
  std::vector<std::string> notices;
  // Whether the storage is recycled (exec/result_pool.h) when its Result is
  // destroyed (it came from TakePooledResult).
  bool pooled = false;
  // The columns of the result before Clear(), kept for their buffers: the
  // next SetColumns with as many columns takes them.
  std::vector<ResultColumn> spare_columns;
  // Where each column's cells are, for Result's accessors (MakeCells).
  std::vector<ResultCells> cells;
  // The `source` of the last SetColumns (0: none given).
  uint64_t columns_source = 0;
  // No column holds a row: set by EmptyForReuse, so that the SetColumns
  // after it need not clear them again; any SetColumns resets it.
  bool columns_empty = false;
  // The columns (in `columns`, or in `spare_columns` after Clear) are in
  // the one-row form of the last StartOneRow, which made `cells` from them
  // (their slots never move): recycling keeps both, so that the same keyed
  // SELECT run again declares nothing and makes no cells.
  bool one_row = false;
  // The session's format when it set one (TimeZone, bytea_output): how
  // GetString writes the cells; null: the thread's.
  std::shared_ptr<const SessionFormat> format;

  // Empties the result for reuse, keeping its buffers.
  void Clear();
  // Fills `cells` from the columns, once they hold every row (a Result is
  // made of it).
  void MakeCells();
  // Empties every column (also the table heaps that viewed text keeps
  // alive, so that a pooled result holds no old heap) in one pass, and
  // returns the bytes their buffers hold (capacity, not size): done when
  // the result is recycled. Only the lanes of a column's type are looked
  // at: SetColumns frees the others when a column changes type.
  size_t EmptyForReuse();
  // An estimate of what the rows hold (sizes, not capacities; text viewed
  // in a table's memory counts its views only), for statement_mem.
  int64_t Bytes() const;

  // Declares the columns (clears the rows). `source`, when not 0, names
  // where they come from (BoundStatement::id): a result whose columns came
  // from the same source last time keeps their names and types as they are
  // instead of comparing them.
  void SetColumns(const std::vector<std::string>& names,
                  const std::vector<Type>& types, uint64_t source = 0);
  // Declares the columns of a result of at most one row, written in place
  // into the columns' slots (ValueLanes::MakeSlot; `rows` is then set to 0
  // or 1): a keyed SELECT's. For the same `source` (not 0) as the last
  // StartOneRow, with nothing declared since, it leaves the columns as they
  // are.
  void StartOneRow(const std::vector<std::string>& names,
                   const std::vector<Type>& types, uint64_t source);
  // Appends the rows of a batch whose columns match the declared ones.
  void AppendChunk(const DataChunk& chunk);
  // Appends the first `n` values of `v` to column `col` alone (the caller
  // appends to every column, then adds `n` to `rows`).
  void AppendVector(int col, const Vector& v, int n);
  // Appends one row of boxed values (NULL or of the column type).
  void AppendRow(const std::vector<Value>& row);
  // Ends a SELECT's result once every row is in: its tag ("SELECT n"),
  // rows affected, and (`with_total`: count(*) OVER () or WithTotal()
  // asked, nothing counted it otherwise) the total.
  void EndSelect(bool with_total);
};

}  // namespace kite

#endif  // KITE_EXEC_RESULT_DATA_H_
