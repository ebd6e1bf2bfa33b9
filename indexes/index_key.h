// Index keys as byte strings that compare (memcmp order) as the values do in
// ORDER BY: numbers and times by value, TEXT bytewise, NULL after every
// value. Each part is self-delimiting, so a composite key's encoding starts
// with the encoding of any prefix of its parts.
//
//   a value: 0x01 then the value's bytes (8 big-endian bytes with the sign
//            flipped for integers, dates, timestamps and numerics; the
//            sortable bit pattern for doubles; TEXT with 0x00 escaped as
//            0x00 0xFF and ended by 0x00 0x00)
//   NULL:    0x02
#ifndef KITE_INDEXES_INDEX_KEY_H_
#define KITE_INDEXES_INDEX_KEY_H_

#include <string>
#include <string_view>

#include "kite/type.h"
#include "kite/value.h"

namespace kite::indexes {

inline constexpr char kValueTag = 0x01;
inline constexpr char kNullTag = 0x02;
// Greater than the first byte of any part: `prefix + kAfterParts` sorts
// after every key that starts with `prefix`.
inline constexpr char kAfterParts = 0x03;

// Appends the encoding of `v` (of type `type`, or NULL) to `out`.
void AppendKeyPart(const Value& v, Type type, std::string* out);
// AppendKeyPart of a non-NULL TEXT value.
void AppendTextKeyPart(std::string_view text, std::string* out);

// The int64 that orders as `v` does, for an integer-like (is_int_lane)
// value.
inline int64_t IntKey(const Value& v) { return v.int_value(); }

}  // namespace kite::indexes

#endif  // KITE_INDEXES_INDEX_KEY_H_
