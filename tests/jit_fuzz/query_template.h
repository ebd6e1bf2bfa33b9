// A query shape with holes for its constants: the SQL text carries markers
// where literals or $n parameters go, so the same shape can be run again
// with other values (kernels are cached by shape, so this catches a cached
// kernel that kept the constants of the query it was compiled for).
#ifndef KITE_TESTS_JIT_FUZZ_QUERY_TEMPLATE_H_
#define KITE_TESTS_JIT_FUZZ_QUERY_TEMPLATE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "kite/type.h"
#include "kite/value.h"
#include "tests/jit_fuzz/rng.h"
#include "tests/jit_fuzz/schema.h"

namespace kite::jit_fuzz {

enum class SlotKind {
  kValue,     // a value of `type`, like those of `column` when set
  kPattern,   // a LIKE pattern made from `column`'s values
  kSmallInt,  // an integer in [lo, hi]
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
};

// How two results of the query must agree.
enum class OrderCheck {
  kExact,     // same rows in the same order
  kMultiset,  // same rows, any order (DISTINCT)
  kTieRuns,   // ORDER BY that may tie: same sequence of sort keys, and
              // within each run of equal keys the same rows in any order
};

struct QueryTemplate {
  const TableSpec* table = nullptr;
  std::string text;  // SQL with slot markers
  std::vector<Slot> slots;
  int param_count = 0;
  OrderCheck check = OrderCheck::kExact;
  // kTieRuns: the output columns holding the ORDER BY keys, in order.
  std::vector<int> key_columns;

  // Adds a slot and returns its marker for `text`.
  std::string AddSlot(Slot slot);
};

struct RenderedQuery {
  std::string sql;
  std::vector<Value> params;  // $1..$n
};

// Draws a value for every slot.
std::vector<Value> DrawSlotValues(Rng& rng, const QueryTemplate& t);

// The SQL with literals in place of the markers, and the parameters.
RenderedQuery Render(const QueryTemplate& t, const std::vector<Value>& values);

// The text with "$n" for parameter slots and "?<type>" for literal slots: the
// shape, for reports.
std::string ShapeText(const QueryTemplate& t);

}  // namespace kite::jit_fuzz

#endif  // KITE_TESTS_JIT_FUZZ_QUERY_TEMPLATE_H_
