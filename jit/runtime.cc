#include "jit/runtime.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string_view>

#include "expr/expression_like.h"
#include "expr/scalar_functions.h"
#include "expr/value_compare.h"
#include "jit/group_table.h"
#include "storage/table.h"
#include "storage/value_box.h"

extern "C" {
// libgcc's 128-bit division, which generated code may call.
__int128 __divti3(__int128, __int128);
__int128 __modti3(__int128, __int128);
unsigned __int128 __udivti3(unsigned __int128, unsigned __int128);
unsigned __int128 __umodti3(unsigned __int128, unsigned __int128);
}

namespace kite::jit {

std::vector<std::pair<std::string, void*>> RuntimeSymbols() {
  return {
      {"kite_rt_dict_text", reinterpret_cast<void*>(&kite_rt_dict_text)},
      {"kite_rt_text_cmp", reinterpret_cast<void*>(&kite_rt_text_cmp)},
      {"kite_rt_like", reinterpret_cast<void*>(&kite_rt_like)},
      {"kite_rt_in_int", reinterpret_cast<void*>(&kite_rt_in_int)},
      {"kite_rt_in_double", reinterpret_cast<void*>(&kite_rt_in_double)},
      {"kite_rt_in_text", reinterpret_cast<void*>(&kite_rt_in_text)},
      {"kite_rt_call", reinterpret_cast<void*>(&kite_rt_call)},
      {"kite_rt_array", reinterpret_cast<void*>(&kite_rt_array)},
      {"kite_rt_any_array", reinterpret_cast<void*>(&kite_rt_any_array)},
      {"kite_rt_array_op", reinterpret_cast<void*>(&kite_rt_array_op)},
      // Hashed GROUP BY, DISTINCT aggregates, min / max of TEXT.
      {"kite_rt_group", reinterpret_cast<void*>(&kite_rt_group)},
      {"kite_rt_distinct", reinterpret_cast<void*>(&kite_rt_distinct)},
      {"kite_rt_minmax_text", reinterpret_cast<void*>(&kite_rt_minmax_text)},
      // 128-bit division (numeric rescaling) is a libgcc call on x86-64.
      {"__divti3", reinterpret_cast<void*>(&__divti3)},
      {"__modti3", reinterpret_cast<void*>(&__modti3)},
      {"__udivti3", reinterpret_cast<void*>(&__udivti3)},
      {"__umodti3", reinterpret_cast<void*>(&__umodti3)},
      // frem (double %) is a call of fmod on x86-64.
      {"fmod", reinterpret_cast<void*>(
                   static_cast<double (*)(double, double)>(&std::fmod))},
      // LLVM turns some loops into calls of these.
      {"memset", reinterpret_cast<void*>(&memset)},
      {"memcpy", reinterpret_cast<void*>(&memcpy)},
      {"memmove", reinterpret_cast<void*>(&memmove)},
  };
}

}  // namespace kite::jit

namespace {

// PostgreSQL's double order: NaN above everything and equal to itself.
bool DoubleLess(double a, double b) {
  if (std::isnan(a)) return false;
  if (std::isnan(b)) return true;
  return a < b;
}

}  // namespace

extern "C" {

const char* kite_rt_dict_text(const void* column, uint32_t code, int64_t* len) {
  std::string_view t = kite::Table::DictionaryText(column, code);
  *len = static_cast<int64_t>(t.size());
  return t.data();
}

int32_t kite_rt_text_cmp(const char* a, int64_t alen, const char* b,
                         int64_t blen) {
  int c = std::string_view(a, alen).compare(std::string_view(b, blen));
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

int32_t kite_rt_like(const void* matcher, const char* s, int64_t len) {
  const auto* m = static_cast<const kite::expr::LikeMatcher*>(matcher);
  // As the interpreter does for a constant pattern: an error reads as no
  // match.
  return m->Matches(std::string_view(s, len)) ? 1 : 0;
}

int32_t kite_rt_in_int(const void* set, int64_t v) {
  const auto& s = static_cast<const kite::jit::IntSet*>(set)->sorted;
  return std::binary_search(s.begin(), s.end(), v) ? 1 : 0;
}

int32_t kite_rt_in_double(const void* set, double v) {
  const auto& s = static_cast<const kite::jit::DoubleSet*>(set)->sorted;
  auto it = std::lower_bound(s.begin(), s.end(), v, DoubleLess);
  return it != s.end() && !DoubleLess(v, *it) ? 1 : 0;
}

int32_t kite_rt_in_text(const void* set, const char* s, int64_t len) {
  const auto& items = static_cast<const kite::jit::TextSet*>(set)->items;
  return items.contains(absl::string_view(s, len)) ? 1 : 0;
}

const void* kite_rt_array(const void* column, uint32_t row, void* buffer) {
  auto* v = static_cast<kite::Value*>(buffer);
  *v = kite::Table::ColumnValue(column, row);
  return v;
}

namespace {

kite::Value Unbox(const kite::Type& t, const kite::jit::KernelCallValue& a) {
  using kite::TypeId;
  if (a.is_null) return kite::Value::Null(t);
  if (t.id == TypeId::kDouble) return kite::Value::Double(a.d);
  if (t.id == TypeId::kText) return kite::Value::Text(std::string(a.s, a.len));
  if (t.is_array()) return *reinterpret_cast<const kite::Value*>(a.s);
  return kite::storage_internal::BoxInt(t, a.i);
}

// Writes the non-NULL `v` of type `t` to `out` (text and arrays by
// reference: `v` must live until the call site runs again).
void Box(const kite::Type& t, const kite::Value& v,
         kite::jit::KernelCallValue* out) {
  using kite::TypeId;
  if (t.id == TypeId::kDouble) {
    out->d = v.double_value();
  } else if (t.id == TypeId::kText) {
    out->s = v.text().data();
    out->len = static_cast<int64_t>(v.text().size());
  } else if (t.is_array()) {
    out->s = reinterpret_cast<const char*>(&v);
  } else {
    out->i = v.int_value();
  }
}

// A CallSite's operator template over the arguments: the arguments fill the
// one-row input, the interpreter evaluates the node.
int32_t EvalOperator(kite::jit::CallSite* site,
                     const kite::jit::KernelCallValue* args,
                     kite::jit::KernelCallValue* out) {
  using kite::TypeId;
  for (size_t k = 0; k < site->arg_types.size(); ++k) {
    const kite::Type& t = site->arg_types[k];
    kite::Vector& col = site->input.columns[k];
    const kite::jit::KernelCallValue& a = args[k];
    col.nulls.clear();
    if (a.is_null) {
      col.nulls.push_back(1);
    } else if (t.id == TypeId::kDouble) {
      col.doubles[0] = a.d;
    } else if (t.id == TypeId::kText) {
      col.strings[0] = std::string_view(a.s, a.len);
    } else if (t.is_array()) {
      col.arrays[0] = *reinterpret_cast<const kite::Value*>(a.s);
    } else {
      col.ints[0] = a.i;
    }
  }
  const kite::Vector& r = site->output;
  if (!kite::Evaluate(*site->op, site->input, *site->ctx, &site->output).ok() ||
      r.size != 1) {
    return -1;
  }
  *out = kite::jit::KernelCallValue();
  if (r.IsNull(0) || r.type.id == TypeId::kNull) {
    out->is_null = 1;
    return 0;
  }
  if (r.type != site->result) return -1;
  const kite::Type& t = site->result;
  if (t.id == TypeId::kDouble) {
    out->d = r.doubles[0];
  } else if (t.id == TypeId::kText) {
    out->s = r.strings[0].data();
    out->len = static_cast<int64_t>(r.strings[0].size());
  } else if (t.is_array()) {
    site->last = r.arrays[0];
    out->s = reinterpret_cast<const char*>(&site->last);
  } else {
    out->i = r.ints[0];
  }
  return 0;
}

}  // namespace

int32_t kite_rt_any_array(const void* site_ptr,
                          const kite::jit::KernelCallValue* x,
                          const void* array) {
  const auto* site = static_cast<const kite::jit::AnySite*>(site_ptr);
  const auto& a = *static_cast<const kite::Value*>(array);
  if (!a.type().is_array()) return -1;
  return kite::expr::AnyArray(site->op, site->all, Unbox(site->x_type, *x), a);
}

int32_t kite_rt_array_op(int32_t op, const void* a, const void* b) {
  const auto& x = *static_cast<const kite::Value*>(a);
  const auto& y = *static_cast<const kite::Value*>(b);
  switch (op) {
    case 0:
      return kite::expr::ArrayContains(x, y) ? 1 : 0;
    case 1:
      return kite::expr::ArrayContains(y, x) ? 1 : 0;
    default:
      return kite::expr::ArrayOverlaps(x, y) ? 1 : 0;
  }
}

int32_t kite_rt_call(void* site_ptr, const kite::jit::KernelCallValue* args,
                     kite::jit::KernelCallValue* out) {
  using kite::TypeId;
  using kite::Value;
  auto* site = static_cast<kite::jit::CallSite*>(site_ptr);
  if (site->direct != nullptr) {
    // Direct operators are NULL when an operand is.
    *out = kite::jit::KernelCallValue();
    for (size_t k = 0; k < site->arg_types.size(); ++k) {
      if (args[k].is_null) {
        out->is_null = 1;
        return 0;
      }
    }
    return site->direct(site, args, out);
  }
  if (site->op != nullptr) return EvalOperator(site, args, out);
  const auto* fn =
      static_cast<const kite::expr::ScalarFunction*>(site->function);
  bool any_null = false;
  for (size_t k = 0; k < site->arg_types.size(); ++k) {
    site->values[k] = Unbox(site->arg_types[k], args[k]);
    any_null |= args[k].is_null != 0;
  }
  // As the interpreter: strict functions are NULL on a NULL argument, and
  // a result of another type is cast to the node's.
  if (fn->strict && any_null) {
    site->last = Value::Null(site->result);
  } else {
    kite::expr::FunctionEnv env{site->result, site->ctx};
    absl::StatusOr<Value> v = fn->fn(site->values, env);
    if (!v.ok()) return -1;
    if (!v->is_null() && v->type() != site->result) {
      v = v->CastTo(site->result);
      if (!v.ok()) return -1;
    }
    site->last = *std::move(v);
  }
  *out = kite::jit::KernelCallValue();
  if (site->last.is_null()) {
    out->is_null = 1;
  } else {
    Box(site->result, site->last, out);
  }
  return 0;
}

}  // extern "C"

namespace kite::jit {
namespace {

int32_t TextResult(CallSite* site, KernelCallValue* out) {
  out->s = site->text.data();
  out->len = static_cast<int64_t>(site->text.size());
  return 0;
}

// The direct operators, called with operands that are not NULL and `out`
// cleared.

// text || text (EvalConcat).
int32_t ConcatText(CallSite* site, const KernelCallValue* args,
                   KernelCallValue* out) {
  site->text.assign(args[0].s, args[0].len);
  site->text.append(args[1].s, args[1].len);
  return TextResult(site, out);
}

// CAST(x AS text) of a scalar (Value::CastTo).
int32_t CastToText(CallSite* site, const KernelCallValue* args,
                   KernelCallValue* out) {
  const Type& t = site->arg_types[0];
  if (t.id == TypeId::kBoolean) {
    site->text = args[0].i != 0 ? "true" : "false";
  } else {
    site->text = Unbox(t, args[0]).ToString();
  }
  return TextResult(site, out);
}

// CAST(text AS x) of a scalar (CastVector: Value::Parse).
int32_t CastFromText(CallSite* site, const KernelCallValue* args,
                     KernelCallValue* out) {
  absl::StatusOr<Value> v =
      Value::Parse(std::string_view(args[0].s, args[0].len), site->result);
  if (!v.ok() || v->type() != site->result) return -1;
  Box(site->result, *v, out);
  return 0;
}

// x [NOT] [I]LIKE pattern [ESCAPE e] over text that varies by row
// (EvalLike); errors (a bad escape, a trailing escape reached) go to the
// interpreter.
int32_t LikeRowPattern(CallSite* site, const KernelCallValue* args,
                       KernelCallValue* out) {
  const size_t n = site->arg_types.size();
  const std::string_view pattern(args[1].s, args[1].len);
  const std::string_view escape =
      n > 2 ? std::string_view(args[2].s, args[2].len) : "\\";
  if (!site->like || pattern != site->like_pattern ||
      escape != site->like_escape) {
    auto m =
        expr::LikeMatcher::Compile(pattern, escape, site->op->case_insensitive);
    if (!m.ok()) return -1;
    site->like = *std::move(m);
    site->like_pattern = std::string(pattern);
    site->like_escape = std::string(escape);
  }
  absl::StatusOr<bool> r =
      site->like->Match(std::string_view(args[0].s, args[0].len));
  if (!r.ok()) return -1;
  out->i = *r != site->op->negated ? 1 : 0;
  return 0;
}

bool IsScalar(const Type& t) {
  return t.id != TypeId::kNull && t.id != TypeId::kText && !t.is_array();
}

}  // namespace

DirectOp FindDirectOp(const plan::BoundExpr& op,
                      const std::vector<Type>& arg_types) {
  if (op.kind == plan::BoundKind::kConcat && op.type.id == TypeId::kText &&
      arg_types.size() == 2 && arg_types[0].id == TypeId::kText &&
      arg_types[1].id == TypeId::kText) {
    return &ConcatText;
  }
  if (op.kind == plan::BoundKind::kLike && arg_types.size() >= 2) {
    for (const Type& t : arg_types) {
      if (t.id != TypeId::kText) return nullptr;
    }
    return &LikeRowPattern;
  }
  if (op.kind != plan::BoundKind::kCast || arg_types.size() != 1) {
    return nullptr;
  }
  if (op.type.id == TypeId::kText && IsScalar(arg_types[0])) {
    return &CastToText;
  }
  if (arg_types[0].id == TypeId::kText && IsScalar(op.type)) {
    return &CastFromText;
  }
  return nullptr;
}

}  // namespace kite::jit
