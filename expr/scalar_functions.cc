// kFunction nodes: arguments are evaluated as vectors, then the function is
// applied row by row through the registry, except for a few hot string
// functions that run directly over the string lanes.
#include "expr/scalar_functions.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/text_util.h"
#include "expr/expression_internal.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

const FunctionRegistry& Registry() {
  static const FunctionRegistry* registry = [] {
    auto* r = new FunctionRegistry();
    RegisterNumberFunctions(r);
    RegisterStringFunctions(r);
    RegisterTimeFunctions(r);
    RegisterArrayFunctions(r);
    RegisterCatalogFunctions(r);
    RegisterRegexFunctions(r);
    RegisterSequenceFunctions(r);
    RegisterBytesFunctions(r);
    return r;
  }();
  return *registry;
}

// lower/upper/length over a text vector without boxing.
bool TryStringFastPath(const plan::BoundExpr& e, const Vector& arg, Rows rows,
                       Vector* out) {
  if (arg.type.id != TypeId::kText) return false;
  const std::string& f = e.function;
  if ((f == "lower" || f == "upper") && e.type.id == TypeId::kText) {
    MergeNulls(arg, nullptr, rows, out);
    const bool lower = f == "lower";
    rows.ForEach([&](int i) {
      if (out->IsNull(i)) return;
      std::string s(arg.strings[i]);
      for (char& c : s) {
        if (lower && c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
        if (!lower && c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
      }
      out->SetOwnedString(i, std::move(s));
    });
    return true;
  }
  if ((f == "length" || f == "char_length" || f == "character_length") &&
      e.type.is_int_lane()) {
    MergeNulls(arg, nullptr, rows, out);
    rows.ForEach([&](int i) {
      int64_t n = 0;
      for (char c : arg.strings[i])
        n += (static_cast<unsigned char>(c) & 0xc0) != 0x80;
      out->ints[i] = n;
    });
    return true;
  }
  return false;
}

}  // namespace

const ScalarFunction* FindScalarFunction(std::string_view name) {
  const FunctionRegistry& r = Registry();
  auto it = r.find(std::string(name));
  return it == r.end() ? nullptr : &it->second;
}

absl::Status EvalFunction(const plan::BoundExpr& e, EvalState& st, Rows rows,
                          Vector* out) {
  const ScalarFunction* fn = FindScalarFunction(e.function);
  if (fn == nullptr) {
    return SqlError(sqlstate::kUndefinedFunction,
                    absl::StrCat("function ", e.function, " does not exist"));
  }
  // The implementations rely on the argument types ResolveFunction chose;
  // convert any argument the binder left uncast.
  std::vector<Type> types;
  for (const auto& child : e.children) types.push_back(child->type);
  auto sig = plan::ResolveFunction(e.function, types);
  if (!sig.ok()) return sig.status();
  std::vector<Vector> args(e.children.size());
  for (size_t k = 0; k < e.children.size(); ++k) {
    absl::Status s = EvalInto(*e.children[k], st, rows, &args[k]);
    if (!s.ok()) return s;
    Type want = sig->arg_types[k];
    if (args[k].type != want && args[k].type.id != TypeId::kNull) {
      Vector converted;
      s = CastVector(args[k], want, rows, &converted);
      if (!s.ok()) return s;
      args[k] = std::move(converted);
    }
  }
  out->Reset(e.type, st.input.size);
  if (args.size() == 1 && TryStringFastPath(e, args[0], rows, out)) {
    return absl::OkStatus();
  }
  FunctionEnv env{e.type, &st.ctx};
  std::vector<Value> values(args.size());
  return rows.ForEachOrError([&](int i) -> absl::Status {
    bool any_null = false;
    for (size_t k = 0; k < args.size(); ++k) {
      values[k] = args[k].GetValue(i);
      any_null |= values[k].is_null();
    }
    if (fn->strict && any_null) {
      out->SetNull(i);
      return absl::OkStatus();
    }
    auto v = fn->fn(values, env);
    if (!v.ok()) return v.status();
    if (!v->is_null() && v->type() != e.type) {
      auto c = v->CastTo(e.type);
      if (!c.ok()) return c.status();
      out->SetValue(i, *c);
    } else {
      out->SetValue(i, *v);
    }
    return absl::OkStatus();
  });
}

}  // namespace kite::expr
