// Writes rows to the wire: RowDescription and DataRow messages for a Kite
// Result, or for the small one-row results a session makes itself, in text
// or binary format per column.
#ifndef KITE_SERVER_RESULT_WRITER_H_
#define KITE_SERVER_RESULT_WRITER_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "kite/kite.h"

namespace kite::server {

// Rows a session computes itself (SHOW of a session setting, version(),
// ...). Every row has one Value per column.
struct LocalRows {
  std::vector<std::string> names;
  std::vector<Type> types;
  std::vector<std::vector<Value>> rows;
  std::string tag;  // "SHOW", "SELECT 1", "SET"
  // Rows of a BINARY cursor: the simple protocol sends them in binary.
  bool binary = false;
};

// The format of each of `columns` columns from a Bind's result format
// codes: none means all text, one applies to all, otherwise one per
// column. Errors: 08P01 when the count is none of these.
absl::StatusOr<std::vector<int16_t>> ResolveResultFormats(
    const std::vector<int16_t>& codes, int columns);

// Appends the RowDescription of `names`/`types` with `formats` (empty: all
// text).
void WriteRowDescriptionOf(const std::vector<std::string>& names,
                           const std::vector<Type>& types,
                           const std::vector<int16_t>& formats,
                           std::string* out);

// The names and types of `result`'s columns.
std::vector<std::string> ColumnNames(const Result& result);
std::vector<Type> ColumnTypes(const Result& result);

// Appends DataRow messages for rows [begin, end) of `result` (end is
// clamped to the row count), each column in `formats[col]` (empty: all
// text). Returns the number of rows written.
size_t WriteDataRows(const Result& result, size_t begin, size_t end,
                     const std::vector<int16_t>& formats, std::string* out);
size_t WriteDataRows(const LocalRows& rows, size_t begin, size_t end,
                     const std::vector<int16_t>& formats, std::string* out);

}  // namespace kite::server

#endif  // KITE_SERVER_RESULT_WRITER_H_
