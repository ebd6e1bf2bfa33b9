// Column vectors: the batches of values the executor and the interpreter work
// on. A table fills them (Table::Fetch); expressions read and produce them.
#ifndef KITE_STORAGE_VECTOR_H_
#define KITE_STORAGE_VECTOR_H_

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "kite/type.h"
#include "kite/value.h"

namespace kite {

// Rows per batch: large enough to amortise per-batch work, small enough that a
// batch of a few columns stays in L2.
inline constexpr int kBatchSize = 2048;

using RowId = uint32_t;

// Strings a vector owns (results of expressions such as lower(x) or a || b).
// A deque: appending never moves earlier strings, so views stay valid.
using StringArena = std::deque<std::string>;

// One column of `size` values of one type. Exactly one data lane is used,
// chosen by the type:
//   ints    boolean (0/1), integer, bigint, numeric (scaled), date, timestamp
//   doubles double precision
//   strings text; the bytes live in the table (valid while the statement
//           holds the table's lock) or in `arena`
//   arrays  the three array types, boxed (arrays are rare on hot paths)
// `nulls` is either empty (no NULLs) or has `size` entries, 1 meaning NULL;
// the data lane's value at a NULL position is unspecified.
struct Vector;

// Starts loading the first bytes of each of the n strings of the TEXT
// vector `v` (a hint, before they are copied into a result).
void PrefetchStrings(const Vector& v, int n);

struct Vector {
  Type type;
  int size = 0;
  std::vector<int64_t> ints;
  std::vector<double> doubles;
  std::vector<std::string_view> strings;
  std::vector<Value> arrays;
  std::vector<uint8_t> nulls;
  std::shared_ptr<StringArena> arena;

  bool IsNull(int i) const { return !nulls.empty() && nulls[i] != 0; }

  // Resets to `n` values of `t`, sizing only the lane `t` uses; no NULLs.
  void Reset(Type t, int n);
  // Marks row i NULL (allocating the null lane on first use).
  void SetNull(int i);
  // Stores a string the vector owns at row i.
  void SetOwnedString(int i, std::string s);
  // Value at row i, boxed (slow path: results, constants, tests).
  Value GetValue(int i) const;
  // Stores `v` (of this vector's type, or NULL) at row i.
  void SetValue(int i, const Value& v);
};

// A batch of rows as column vectors, all of the same size.
struct DataChunk {
  std::vector<Vector> columns;
  int size = 0;
};

}  // namespace kite

#endif  // KITE_STORAGE_VECTOR_H_
