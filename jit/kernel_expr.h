// A predicate lowered for compilation: the subset of a bound expression the
// JIT compiles, with every literal and parameter replaced by a run-time
// argument slot and every column by a kernel column slot. Its rendering is
// the query *shape*, the key of the kernel cache: two queries that differ
// only in their values share one kernel.
#ifndef KITE_JIT_KERNEL_EXPR_H_
#define KITE_JIT_KERNEL_EXPR_H_

#include <memory>
#include <string>
#include <vector>

#include "kite/type.h"
#include "parser/ast.h"
#include "storage/table.h"

namespace kite::jit {

// How a value travels through the generated code.
enum class Repr {
  kBool,    // i1
  kInt,     // i64 (integer, bigint, numeric scaled, date, timestamp)
  kDouble,  // double
  kText,    // (pointer, length)
  kBoxed,   // pointer to a kite::Value (arrays)
};

enum class KOp {
  kColumn,       // column slot `slot` stored as `layout`
  kConst,        // run-time argument `slot`
  kCompare,      // op over {l, r} of one repr
  kCodeCompare,  // op (= or <>) of dictionary column {l} and code in `slot`
  kAnd,
  kOr,
  kNot,
  kIsNull,     // negated: IS NOT NULL
  kIsBool,     // x IS [NOT] TRUE/FALSE: `truth`, negated
  kArith,      // op over {l, r} (or kNeg over {x}) of type `type`
  kCast,       // {x} from children[0]->type to `type`
  kLike,       // {x}; matcher in argument `slot`; negated
  kInSet,      // {x}; set in argument `slot`; negated
  kCodeInSet,  // dictionary column {x} IN codes in argument `slot`
  kCodeTable,  // dictionary column {x}: a text predicate's truth per code,
               // decided once per dictionary entry (LIKE, <, ...): a byte
               // table in argument `slot`
  kCase,       // {when1, then1, ..., [else]}; has_else
  kCoalesce,   // children, first non-NULL
  kNullIf,     // {a, b}
  kCall,       // scalar function: children are the arguments; the call
               // site (jit/runtime.h CallSite) is argument `slot`
  kAnyArray,   // {x, array}: x cmp ANY(array), or ALL when `truth`
  kArrayOp,    // {a, b}: cmp in {kContains, kContainedBy, kOverlaps}
  kInList,     // x IN (items with columns): {x, item...}, every item
               // evaluated on every row, as the interpreter; negated
};

struct KNode {
  KOp op = KOp::kConst;
  Repr repr = Repr::kBool;
  Type type;  // the SQL type of the value
  ast::Op cmp = ast::Op::kNone;
  int slot = 0;
  ColumnChunk::Layout layout = ColumnChunk::Layout::kNone;
  bool negated = false;
  bool truth = false;
  bool has_else = false;
  // kColumn of an array: the run-time argument holding the Value the row's
  // array is decoded into.
  int aux = 0;
  std::vector<std::unique_ptr<KNode>> children;
};
using KNodePtr = std::unique_ptr<KNode>;

// Appends the shape of `node`: bytes that encode kinds, types, storage
// layouts and slots but no values, readable back one way only.
void AppendShape(const KNode& node, std::string* out);
// A printable rendering of a shape (for tests and debugging).
std::string ShapeText(const std::string& shape);

}  // namespace kite::jit

#endif  // KITE_JIT_KERNEL_EXPR_H_
