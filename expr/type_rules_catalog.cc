// ResolveFunction's share for the functions clients call on connect and to
// read the catalog: version(), current_user, format_type(),
// pg_get_indexdef(), to_regtype(), ... and the regular expression matches.
// OID arguments are bigint (Kite's oid), as are the OIDs these return.
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "expr/bound_expr.h"

namespace kite::plan {
namespace {

// Argument kinds a signature takes.
enum class Arg {
  kOid,     // an OID: integer, bigint or a literal
  kInt,     // integer
  kText,    // text
  kBool,    // boolean
  kBigint,  // bigint (or a narrower integer)
};

struct CatalogFunction {
  Type result;
  // Each overload's argument kinds.
  std::vector<std::vector<Arg>> overloads;
};

const absl::flat_hash_map<std::string, CatalogFunction>& Functions() {
  static const auto* functions = [] {
    const Type text = Type::Text();
    const Type boolean = Type::Boolean();
    const Type oid = Type::Bigint();
    using A = Arg;
    return new absl::flat_hash_map<std::string, CatalogFunction>{
        // The session.
        {"version", {text, {{}}}},
        {"current_database", {text, {{}}}},
        {"current_catalog", {text, {{}}}},
        {"current_schema", {text, {{}}}},
        {"current_user", {text, {{}}}},
        {"session_user", {text, {{}}}},
        {"current_role", {text, {{}}}},
        {"user", {text, {{}}}},
        {"current_schemas", {Type{TypeId::kTextArray}, {{A::kBool}}}},
        {"pg_backend_pid", {Type::Integer(), {{}}}},
        {"pg_cancel_backend", {boolean, {{A::kInt}}}},
        {"pg_terminate_backend", {boolean, {{A::kInt}, {A::kInt, A::kBigint}}}},
        // Types.
        {"format_type", {text, {{A::kOid, A::kInt}}}},
        {"to_regtype", {oid, {{A::kText}}}},
        {"pg_encoding_to_char", {text, {{A::kInt}}}},
        // The output of x::regclass, ... (casts of an OID bind to these).
        {"regclassout", {text, {{A::kOid}}}},
        {"regtypeout", {text, {{A::kOid}}}},
        {"regnamespaceout", {text, {{A::kOid}}}},
        {"regroleout", {text, {{A::kOid}}}},
        // ... and of text::regclass and text::regtype (digits or a name).
        {"regclassin", {oid, {{A::kText}}}},
        {"regtypein", {oid, {{A::kText}}}},
        // Relations, indexes, constraints, roles.
        {"to_regclass", {oid, {{A::kText}}}},
        {"pg_table_is_visible", {boolean, {{A::kOid}}}},
        {"pg_get_indexdef", {text, {{A::kOid}, {A::kOid, A::kInt, A::kBool}}}},
        {"pg_get_constraintdef", {text, {{A::kOid}, {A::kOid, A::kBool}}}},
        {"pg_get_expr",
         {text, {{A::kText, A::kOid}, {A::kText, A::kOid, A::kBool}}}},
        {"pg_get_userbyid", {text, {{A::kOid}}}},
        {"obj_description", {text, {{A::kOid}, {A::kOid, A::kText}}}},
        {"col_description", {text, {{A::kOid, A::kInt}}}},
        {"shobj_description", {text, {{A::kOid, A::kText}}}},
        {"pg_relation_is_publishable", {boolean, {{A::kOid}}}},
        // Types are all in pg_catalog; pg_proc is empty.
        {"pg_type_is_visible", {boolean, {{A::kOid}}}},
        {"pg_function_is_visible", {boolean, {{A::kOid}}}},
        {"pg_get_function_result", {text, {{A::kOid}}}},
        {"pg_get_function_arguments", {text, {{A::kOid}}}},
        // Sizes: the memory Kite's tables and indexes take.
        {"pg_relation_size", {Type::Bigint(), {{A::kOid}}}},
        {"pg_table_size", {Type::Bigint(), {{A::kOid}}}},
        {"pg_indexes_size", {Type::Bigint(), {{A::kOid}}}},
        {"pg_total_relation_size", {Type::Bigint(), {{A::kOid}}}},
        {"pg_size_pretty", {text, {{A::kBigint}}}},
        {"pg_get_statisticsobjdef_columns", {text, {{A::kOid}}}},
        // Sequences (scalar_sequence_functions.cc): a literal name is
        // bound to the sequence's OID, as PostgreSQL's regclass argument.
        {"nextval", {Type::Bigint(), {{A::kOid}}}},
        {"currval", {Type::Bigint(), {{A::kOid}}}},
        {"setval",
         {Type::Bigint(),
          {{A::kOid, A::kBigint}, {A::kOid, A::kBigint, A::kBool}}}},
        {"lastval", {Type::Bigint(), {{}}}},
        {"pg_get_serial_sequence", {text, {{A::kText, A::kText}}}},
        // The regular expression operators' functions.
        {"textregexeq", {boolean, {{A::kText, A::kText}}}},
        {"textregexne", {boolean, {{A::kText, A::kText}}}},
        {"texticregexeq", {boolean, {{A::kText, A::kText}}}},
        {"texticregexne", {boolean, {{A::kText, A::kText}}}},
    };
  }();
  return *functions;
}

// Whether an argument of type `t` fits `arg`, and the type it becomes.
// Unknown literals come in as text (or NULL) and take the parameter's type.
bool Fits(Type t, Arg arg, Type* as) {
  const bool untyped = t.id == TypeId::kNull || t.id == TypeId::kText;
  switch (arg) {
    case Arg::kOid:
      *as = Type::Bigint();
      return untyped || t.id == TypeId::kInteger || t.id == TypeId::kBigint;
    case Arg::kInt:
      *as = Type::Integer();
      return t.id == TypeId::kNull || t.id == TypeId::kInteger;
    case Arg::kText:
      *as = Type::Text();
      return untyped;
    case Arg::kBool:
      *as = Type::Boolean();
      return t.id == TypeId::kNull || t.id == TypeId::kBoolean;
    case Arg::kBigint:
      *as = Type::Bigint();
      return t.id == TypeId::kNull || t.id == TypeId::kInteger ||
             t.id == TypeId::kBigint;
  }
  return false;
}

}  // namespace

std::optional<FunctionSignature> ResolveCatalogFunction(
    std::string_view name, const std::vector<Type>& args) {
  auto it = Functions().find(std::string(name));
  if (it == Functions().end()) return std::nullopt;
  for (const std::vector<Arg>& overload : it->second.overloads) {
    if (overload.size() != args.size()) continue;
    FunctionSignature sig{it->second.result, {}};
    bool fits = true;
    for (size_t i = 0; i < args.size() && fits; ++i) {
      Type as;
      fits = Fits(args[i], overload[i], &as);
      sig.arg_types.push_back(as);
    }
    if (fits) return sig;
  }
  return std::nullopt;
}

bool ReadsCatalogNames(std::string_view function) {
  return function == "to_regclass" || function == "regclassin" ||
         function == "pg_table_is_visible" || function == "pg_relation_size" ||
         function == "pg_table_size" || function == "pg_indexes_size" ||
         function == "pg_total_relation_size" ||
         function == "pg_get_indexdef" || function == "pg_get_constraintdef" ||
         function == "pg_get_userbyid" || function == "regclassout" ||
         function == "regroleout";
}

bool IsVolatileFunction(std::string_view function) {
  return function == "random" || function == "clock_timestamp" ||
         function == "gen_random_uuid" || function == "nextval" ||
         function == "setval" || function == "currval" ||
         function == "lastval" || function == "pg_cancel_backend" ||
         function == "pg_terminate_backend";
}

bool CallsVolatile(const BoundExpr& e) {
  if (e.kind == BoundKind::kFunction && IsVolatileFunction(e.function)) {
    return true;
  }
  for (const BoundExprPtr& c : e.children) {
    if (c != nullptr && CallsVolatile(*c)) return true;
  }
  return false;
}

bool TakesSequence(std::string_view function) {
  return function == "nextval" || function == "currval" || function == "setval";
}

}  // namespace kite::plan
