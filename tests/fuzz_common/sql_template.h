// SQL with holes for its constants: the text carries markers where literals
// or $n parameters go, so that the same shape can be run again with other
// values (kernels and plans are cached by shape, so this catches a cached
// kernel or plan that kept the constants of the query it was made for).
#ifndef KITE_TESTS_FUZZ_COMMON_SQL_TEMPLATE_H_
#define KITE_TESTS_FUZZ_COMMON_SQL_TEMPLATE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "kite/type.h"
#include "kite/value.h"
#include "tests/fuzz_common/column.h"
#include "tests/fuzz_common/rng.h"

namespace kite::fuzz {

enum class SlotKind {
  kValue,     // a value of `type`, like those of `column` when set
  kPattern,   // a LIKE pattern made from `column`'s values
  kSmallInt,  // an integer in [lo, hi]
  kElement,   // an element of `column`'s arrays (`type` is the element type)
  kSubArray,  // some of the elements of one of `column`'s arrays, and now
              // and then an element of another
  kFixed,     // `value` itself
};

struct Slot {
  SlotKind kind = SlotKind::kValue;
  Type type;
  const ColumnSpec* column = nullptr;
  // $param when > 0, else the value is spelled inline as a literal.
  int param = 0;
  // kPattern: the escape character in effect ('\0' after ESCAPE '').
  char escape = '\\';
  int64_t lo = 0;
  int64_t hi = 0;
  double null_rate = 0.05;
  // kValue: a value drawn from `column` of another type than `type` is
  // converted to `type` (when CAST can) rather than replaced by a random
  // value, so that a comparison across types still hits rows.
  bool convert = false;
  // kFixed: the value.
  Value value;
};

struct SqlTemplate {
  std::string text;  // SQL with slot markers
  std::vector<Slot> slots;
  int param_count = 0;

  // Adds a slot and returns its marker for `text`.
  std::string AddSlot(Slot slot);
};

struct RenderedQuery {
  std::string sql;
  std::vector<Value> params;  // $1..$n
};

// Draws a value for every slot.
std::vector<Value> DrawSlotValues(Rng& rng, const SqlTemplate& t);

// The SQL with literals in place of the markers, and the parameters.
RenderedQuery Render(const SqlTemplate& t, const std::vector<Value>& values);

// The SQL with every slot spelled as a literal, parameters too: a statement
// to replay or to show in a report.
std::string RenderInline(const SqlTemplate& t,
                         const std::vector<Value>& values);

// The text with "$n" for parameter slots and "?<type>" for literal slots: the
// shape, for reports.
std::string ShapeText(const SqlTemplate& t);

}  // namespace kite::fuzz

#endif  // KITE_TESTS_FUZZ_COMMON_SQL_TEMPLATE_H_
