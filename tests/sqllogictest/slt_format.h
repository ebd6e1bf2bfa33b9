// Prints result values the way SQLite's reference sqllogictest runner does,
// sorts them, and hashes them.
#ifndef KITE_TESTS_SQLLOGICTEST_SLT_FORMAT_H_
#define KITE_TESTS_SQLLOGICTEST_SLT_FORMAT_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "slt_parser.h"

namespace kite::slt {

// One result cell, independent of the engine that produced it.
struct Cell {
  enum class Kind { kNull, kBoolean, kInteger, kDouble, kNumeric, kText };
  Kind kind = Kind::kNull;
  int64_t integer = 0;  // kBoolean (0/1), kInteger, kNumeric (scaled)
  int scale = 0;        // kNumeric: digits after the point
  double real = 0;      // kDouble
  std::string text;     // every non-NULL kind: the PostgreSQL text form
};

// Prints `cell` for a column declared with `type` ('I', 'R' or 'T'):
//   NULL           "NULL" whatever the type
//   'I'            a 64-bit integer: booleans as 1/0, doubles and numerics
//                  truncated towards zero (saturating), text by its leading
//                  integer (0 if none), as sqlite3_column_int64 would
//   'R'            "%.3f" of the value (text by its leading number)
//   'T'            the text form; "(empty)" for ""; control characters
//                  (below ' ', and DEL) become '@'
std::string FormatCell(char type, const Cell& cell);

// Sorts `values` (a row-major list of rows of `columns` values) by row,
// comparing values as strings from the first column on. Does nothing if the
// list is not made of whole rows.
void SortRows(std::vector<std::string>& values, int columns);
// Sorts the values individually.
void SortValues(std::vector<std::string>& values);
// Applies `mode` (kNoSort does nothing).
void SortResult(SortMode mode, int columns, std::vector<std::string>& values);

// MD5 of the values, each followed by '\n', as 32 lowercase hex digits: the
// hash of "N values hashing to H".
std::string HashValues(const std::vector<std::string>& values);

// The MD5 digest of `data` as 32 lowercase hex digits.
std::string Md5Hex(absl::string_view data);

}  // namespace kite::slt

#endif  // KITE_TESTS_SQLLOGICTEST_SLT_FORMAT_H_
