// Random values of every Kite type, and their SQL literal spelling.
#ifndef KITE_TESTS_FUZZ_COMMON_VALUES_H_
#define KITE_TESTS_FUZZ_COMMON_VALUES_H_

#include <string>

#include "kite/type.h"
#include "kite/value.h"
#include "tests/fuzz_common/rng.h"

namespace kite::fuzz {

// How values are drawn.
struct ValueProfile {
  // Values from a small range, so that a column holds many duplicates.
  bool narrow = false;
  // Sometimes INT32/INT64 min and max, NaN, infinities, -0.0, dates far
  // apart, empty and long strings.
  bool extremes = true;
  // TEXT: mostly distinct strings (a heap-encoded column).
  bool unique_text = false;
  // Dates past the last timestamp (year 294247), which fail every cast to
  // timestamp. In a column they make every query that casts it fail, so
  // the big tables leave them to literals.
  bool far_dates = true;
};

// A random non-NULL value of `type` (any Kite type but kNull).
Value RandomValue(Rng& rng, Type type, const ValueProfile& profile);

// `v` spelled as SQL that evaluates to a value of exactly v's type:
// 42, CAST(7 AS bigint), CAST('NaN' AS double precision), 'it''s',
// DATE '2024-01-31', CAST('{1,NULL}' AS integer[]), CAST(NULL AS date).
std::string SqlLiteral(const Value& v);

// `text` as a single-quoted SQL string.
std::string QuoteText(const std::string& text);

}  // namespace kite::fuzz

#endif  // KITE_TESTS_FUZZ_COMMON_VALUES_H_
