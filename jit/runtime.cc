#include "jit/runtime.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string_view>

#include "engine/expression_internal.h"
#include "engine/expression_like.h"
#include "engine/scalar_functions.h"
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
      {"kite_rt_text", reinterpret_cast<void*>(&kite_rt_text)},
      {"kite_rt_dict_text", reinterpret_cast<void*>(&kite_rt_dict_text)},
      {"kite_rt_text_cmp", reinterpret_cast<void*>(&kite_rt_text_cmp)},
      {"kite_rt_like", reinterpret_cast<void*>(&kite_rt_like)},
      {"kite_rt_like_column", reinterpret_cast<void*>(&kite_rt_like_column)},
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

const char* kite_rt_text(const void* column, uint32_t row, int64_t* len) {
  std::string_view t = kite::Table::ColumnText(column, row);
  *len = static_cast<int64_t>(t.size());
  return t.data();
}

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

int32_t kite_rt_like_column(const void* matcher, const void* column,
                            uint32_t row) {
  const auto* m = static_cast<const kite::expr::LikeMatcher*>(matcher);
  return m->Matches(kite::Table::ColumnText(column, row)) ? 1 : 0;
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
  return kite::storage_internal::BoxInt(t, a.i);
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
  const Value& r = site->last;
  *out = kite::jit::KernelCallValue();
  if (r.is_null()) {
    out->is_null = 1;
  } else if (site->result.id == TypeId::kDouble) {
    out->d = r.double_value();
  } else if (site->result.id == TypeId::kText) {
    out->s = r.text().data();
    out->len = static_cast<int64_t>(r.text().size());
  } else {
    out->i = r.int_value();
  }
  return 0;
}

}  // extern "C"
