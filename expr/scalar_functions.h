// The scalar functions of kFunction nodes: a registry from name to
// implementation. Implementations take boxed argument values (already of the
// types ResolveFunction asked for) and return a value of the node's type.
#ifndef KITE_EXPR_SCALAR_FUNCTIONS_H_
#define KITE_EXPR_SCALAR_FUNCTIONS_H_

#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "expr/expression_eval.h"
#include "kite/value.h"

namespace kite::expr {

// What an implementation may use besides its arguments.
struct FunctionEnv {
  Type result;  // the node's type
  const EvalContext* ctx = nullptr;
};

using ScalarFn = absl::StatusOr<Value> (*)(const std::vector<Value>& args,
                                           const FunctionEnv& env);

struct ScalarFunction {
  ScalarFn fn = nullptr;
  // Strict functions return NULL when any argument is NULL without being
  // called (most are; concat, concat_ws, greatest and least are not).
  bool strict = true;
};

using FunctionRegistry = absl::flat_hash_map<std::string, ScalarFunction>;

// The implementation of function `name` (lower-case); nullptr if unknown.
const ScalarFunction* FindScalarFunction(std::string_view name);

// Registration, one topic per file.
void RegisterNumberFunctions(FunctionRegistry* registry);    // scalar_number...
void RegisterStringFunctions(FunctionRegistry* registry);    // scalar_string...
void RegisterTimeFunctions(FunctionRegistry* registry);      // scalar_time...
void RegisterArrayFunctions(FunctionRegistry* registry);     // scalar_array...
void RegisterCatalogFunctions(FunctionRegistry* registry);   // scalar_catalog.
void RegisterRegexFunctions(FunctionRegistry* registry);     // scalar_regex...
void RegisterSequenceFunctions(FunctionRegistry* registry);  // scalar_seq...
void RegisterBytesFunctions(FunctionRegistry* registry);     // scalar_bytes...

}  // namespace kite::expr

#endif  // KITE_EXPR_SCALAR_FUNCTIONS_H_
