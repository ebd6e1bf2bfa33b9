// A compact byte encoding of array values, so that array columns can live in
// a string heap like TEXT (one heap entry per row, no boxing in storage).
//
// Layout: uint32 element count, then per element a flag byte (0 NULL,
// 1 present) followed, when present, by the element: int32 for integer[],
// int64 for bigint[], uint32 length + bytes for text[]. Host byte order.
#ifndef KITE_STORAGE_ARRAY_CODEC_H_
#define KITE_STORAGE_ARRAY_CODEC_H_

#include <string>
#include <string_view>

#include "kite/type.h"
#include "kite/value.h"

namespace kite::storage_internal {

// Appends the encoding of the non-NULL array `v` to `out`.
void EncodeArray(const Value& v, std::string* out);

// The bytes a string heap stores for the non-NULL TEXT or array `v`: the
// text itself, or its encoding written to *scratch.
inline std::string_view StoredBytes(const Value& v, std::string* scratch) {
  if (!v.type().is_array()) return v.text();
  EncodeArray(v, scratch);
  return *scratch;
}

// The array of `array_type` encoded in `bytes` by EncodeArray.
Value DecodeArray(Type array_type, std::string_view bytes);

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_ARRAY_CODEC_H_
