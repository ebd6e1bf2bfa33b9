// Moving rows between column vectors, row keys for hashing, and cell
// comparison: the small kernels every operator shares.
#ifndef KITE_EXEC_CHUNK_UTIL_H_
#define KITE_EXEC_CHUNK_UTIL_H_

#include <string>
#include <vector>

#include "storage/vector.h"

namespace kite {

// Whether `v` holds data (a scan leaves columns nobody reads empty: only
// type and size are set).
bool IsMaterialized(const Vector& v);

// Appends rows sel[0..n) of `src` (rows 0..n when sel is null) to `dst`,
// which has src's type. Strings owned by another arena are copied into dst's.
void AppendRows(const Vector& src, const int* sel, int n, Vector* dst);

// `out` = the rows `sel` of `in`.
void GatherChunk(const DataChunk& in, const std::vector<int>& sel,
                 DataChunk* out);

// A vector of `n` NULLs of `type`.
void NullVector(Type type, int n, Vector* out);

// Appends an encoding of row `row` of `v` to `key` such that two rows have
// equal encodings exactly when they are equal or both NULL (GROUP BY,
// DISTINCT, set operations, hash join keys).
void AppendRowKey(const Vector& v, int row, std::string* key);

// Three-way comparison of two non-NULL cells of the same type (ORDER BY).
int CompareCells(const Vector& a, int ia, const Vector& b, int ib);

}  // namespace kite

#endif  // KITE_EXEC_CHUNK_UTIL_H_
