// The small functions compiled kernels call for what is not worth inlining
// (text access and comparison, LIKE, IN-list probes). They are registered
// with the JIT by name (RuntimeSymbols), never looked up in the process's
// symbol table.
#ifndef KITE_JIT_RUNTIME_H_
#define KITE_JIT_RUNTIME_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/string_view.h"
#include "expr/bound_expr.h"
#include "expr/expression_eval.h"
#include "expr/expression_like.h"
#include "jit/kernel_abi.h"
#include "kite/value.h"
#include "parser/ast.h"
#include "storage/vector.h"

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

// A call from a kernel (KOp::kCall) to what the interpreter computes: a
// scalar function, or an operator template (`op`: a bound node whose
// operand k was replaced by column k of `input`, evaluated by the
// interpreter on that one-row chunk, so every operator runs with exactly
// its semantics and errors). Holds the argument and result types and the
// last result, whose text or array the kernel reads until the same call
// site runs again, on the next row.
struct CallSite;
// An operator computed as the interpreter computes it but without its
// per-call overhead (FindDirectOp), for operands that are not NULL (the
// operator is NULL otherwise) and a cleared `out`: 0, or -1 for an error.
using DirectOp = int32_t (*)(CallSite* site, const KernelCallValue* args,
                             KernelCallValue* out);

struct CallSite {
  const void* function = nullptr;  // expr::ScalarFunction, or null for `op`
  std::unique_ptr<plan::BoundExpr> op;
  DirectOp direct = nullptr;  // when set, computes `op` instead of Evaluate
  std::string text;           // the last text result of `direct`
  // LIKE with a pattern per row: the matcher of the last pattern.
  std::optional<expr::LikeMatcher> like;
  std::string like_pattern, like_escape;
  DataChunk input;  // one row, a column per argument (for `op`)
  Vector output;
  std::vector<Type> arg_types;
  Type result;
  EvalContext* ctx = nullptr;
  std::vector<Value> values;
  Value last;
};

// The direct implementation of operator node `op` over arguments of
// `arg_types`, or null: text || text, casts of scalars to text and of text
// to scalars (the interpreter's Value::ToString and Value::Parse), and LIKE
// with a pattern per row (compiled when it changes, as the interpreter).
DirectOp FindDirectOp(const plan::BoundExpr& op,
                      const std::vector<Type>& arg_types);

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
// The bytes of dictionary entry `code`.
const char* kite_rt_dict_text(const void* column, uint32_t code, int64_t* len);
// -1, 0 or 1 as the C collation orders the two strings.
int32_t kite_rt_text_cmp(const char* a, int64_t alen, const char* b,
                         int64_t blen);
// 1 when the text matches the LIKE matcher (a constant pattern), else 0.
int32_t kite_rt_like(const void* matcher, const char* s, int64_t len);
// 1 when the value is in the set, else 0.
int32_t kite_rt_in_int(const void* set, int64_t v);
int32_t kite_rt_in_double(const void* set, double v);
int32_t kite_rt_in_text(const void* set, const char* s, int64_t len);
// Calls the function or operator of CallSite `site` with `args` (one per
// argument, of its argument types; an array as a kite::Value pointer in
// `s`) into `out`; 0, or -1 when it fails (the interpreter then reports the
// error).
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
