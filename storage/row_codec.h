// The byte encoding of a table row on disk (persistence): the values of a
// row in column order, each a tag byte (0 NULL, 1 present) followed by the
// value as its column's type stores it:
//
//   boolean, integer, bigint, numeric (scaled), date, timestamp
//                        zig-zag varint of the int64
//   double precision     8 bytes, little-endian IEEE 754
//   text                 varint length, bytes
//   integer[], bigint[], text[]
//                        varint count, then per element a tag byte and the
//                        element as above
//
// A row patch (the columns an UPDATE changed, stored over the row written
// before) is the 8-byte little-endian mask of its columns (bit c: column c,
// of the first 64) followed by those columns' values in column order, each
// encoded as in a row.
//
// Decoding checks every length against the input, so a damaged record is an
// error, never a crash.
#ifndef KITE_STORAGE_ROW_CODEC_H_
#define KITE_STORAGE_ROW_CODEC_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "kite/type.h"
#include "kite/value.h"

namespace kite {

// Appends the encoding of `row` (values of `types`, or NULL) to `out`.
void EncodeRow(absl::Span<const Type> types, absl::Span<const Value> row,
               std::string* out);
// Appends the encoding of one column's value: a row is its columns' in
// order. EncodeText is EncodeValue of a non-NULL TEXT value, without boxing
// it (Table::EncodeRow reads the bytes in place).
void EncodeValue(Type type, const Value& v, std::string* out);
void EncodeText(std::string_view text, std::string* out);

// The row of `types` encoded in `bytes`. A row may end before column c
// when columns c and after all have a `missing` value (ALTER TABLE ... ADD
// COLUMN added them after the row was stored, without rewriting it): it
// gets those. Errors: DataLoss naming what is wrong when `bytes` is not
// such an encoding.
absl::StatusOr<std::vector<Value>> DecodeRow(
    absl::Span<const Type> types, std::string_view bytes,
    absl::Span<const std::optional<Value>> missing = {});

// Appends a patch's mask; its values follow (Table::EncodeColumns).
void EncodePatchColumns(uint64_t columns, std::string* out);
// Puts the values of the patch in `bytes` into `row` (a decoded row of
// `types`) and returns its mask. Errors: DataLoss naming what is wrong
// when `bytes` is not a patch of such a row.
absl::StatusOr<uint64_t> ApplyPatch(absl::Span<const Type> types,
                                    std::string_view bytes,
                                    std::vector<Value>* row);

}  // namespace kite

#endif  // KITE_STORAGE_ROW_CODEC_H_
