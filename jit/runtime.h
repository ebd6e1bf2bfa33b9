// The small functions compiled kernels call for what is not worth inlining
// (text access and comparison, LIKE, IN-list probes). They are registered
// with the JIT by name (RuntimeSymbols), never looked up in the process's
// symbol table.
#ifndef KITE_JIT_RUNTIME_H_
#define KITE_JIT_RUNTIME_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/string_view.h"
#include "engine/expression_eval.h"
#include "jit/kernel_abi.h"
#include "kite/value.h"
#include "parser/ast.h"

namespace kite::jit {

// IN-list sets, built once per execution from the list's values.
struct IntSet {
  std::vector<int64_t> sorted;
};
struct DoubleSet {
  std::vector<double> sorted;  // NaN last, as PostgreSQL orders it
};
struct TextSet {
  absl::flat_hash_set<absl::string_view> items;  // views into the plan
};

// A scalar function called from a kernel: the function, its argument and
// result types, and the last result (whose text the kernel reads until the
// same call site runs again, on the next row).
struct CallSite {
  const void* function = nullptr;  // expr::ScalarFunction
  std::vector<Type> arg_types;
  Type result;
  const EvalContext* ctx = nullptr;
  std::vector<Value> values;
  Value last;
};

// x op ANY/ALL(array) from a kernel: x's type and the operator.
struct AnySite {
  Type x_type;
  ast::Op op = ast::Op::kEq;
  bool all = false;
};

// The helpers by symbol name, for the JIT's runtime dylib.
std::vector<std::pair<std::string, void*>> RuntimeSymbols();

}  // namespace kite::jit

extern "C" {
// The bytes of the non-NULL TEXT value at `row` of a table column.
const char* kite_rt_text(const void* column, uint32_t row, int64_t* len);
// The bytes of dictionary entry `code`.
const char* kite_rt_dict_text(const void* column, uint32_t code, int64_t* len);
// -1, 0 or 1 as the C collation orders the two strings.
int32_t kite_rt_text_cmp(const char* a, int64_t alen, const char* b,
                         int64_t blen);
// 1 when the text matches the LIKE matcher (a constant pattern), else 0.
int32_t kite_rt_like(const void* matcher, const char* s, int64_t len);
// kite_rt_like over the non-NULL TEXT at `row` of a table column.
int32_t kite_rt_like_column(const void* matcher, const void* column,
                            uint32_t row);
// 1 when the value is in the set, else 0.
int32_t kite_rt_in_int(const void* set, int64_t v);
int32_t kite_rt_in_double(const void* set, double v);
int32_t kite_rt_in_text(const void* set, const char* s, int64_t len);
// Calls the function of CallSite `site` with `args` (one per argument, of
// its argument types) into `out`; 0, or -1 when the function fails (the
// interpreter then reports the error).
int32_t kite_rt_call(void* site, const kite::jit::KernelCallValue* args,
                     kite::jit::KernelCallValue* out);
// Decodes the non-NULL array at `row` of a table column into `*buffer`
// (a kite::Value) and returns it.
const void* kite_rt_array(const void* column, uint32_t row, void* buffer);
// x op ANY/ALL(array) for AnySite `site`, a non-NULL array and x (maybe
// NULL): 1 TRUE, 0 FALSE, -1 NULL.
int32_t kite_rt_any_array(const void* site, const kite::jit::KernelCallValue* x,
                          const void* array);
// a @> b (op 0), a <@ b (1), a && b (2) for non-NULL arrays: 1 or 0.
int32_t kite_rt_array_op(int32_t op, const void* a, const void* b);
}

#endif  // KITE_JIT_RUNTIME_H_
