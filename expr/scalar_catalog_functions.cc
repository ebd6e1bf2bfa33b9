// The functions clients call on connect and to read the catalog: the
// session's (version(), current_user, current_database(), ...), the types'
// (format_type, to_regtype, regtype output) and those that look up
// relations, indexes and roles by OID in the statement's CatalogNames
// (pg_get_indexdef, pg_table_is_visible, pg_get_userbyid, regclass
// output, ...). Comments and descriptions do not exist in Kite: their
// functions return NULL.
#include <cstdlib>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "catalog/activity.h"
#include "catalog/catalog_names.h"
#include "common/pg_types.h"
#include "common/version.h"
#include "expr/scalar_functions.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

using Args = std::vector<Value>;

const SessionInfo& SessionOf(const FunctionEnv& env) {
  static const auto* fallback = new SessionInfo();
  return env.ctx != nullptr && env.ctx->session != nullptr ? *env.ctx->session
                                                           : *fallback;
}

absl::StatusOr<const CatalogNames*> NamesOf(const FunctionEnv& env) {
  if (env.ctx == nullptr || env.ctx->catalog == nullptr) {
    return SqlError(sqlstate::kInternalError,
                    "catalog function evaluated without the catalog");
  }
  return env.ctx->catalog;
}

const CatalogNames::Relation* FindRelation(const CatalogNames& names,
                                           int64_t oid) {
  auto it = names.relations.find(oid);
  return it == names.relations.end() ? nullptr : &it->second;
}

Value Text(std::string s) { return Value::Text(std::move(s)); }
Value NullText() { return Value::Null(Type::Text()); }

absl::StatusOr<Value> Version(const Args&, const FunctionEnv&) {
  return Text(kVersionString);
}

absl::StatusOr<Value> CurrentDatabase(const Args&, const FunctionEnv& env) {
  return Text(SessionOf(env).database);
}

absl::StatusOr<Value> CurrentUser(const Args&, const FunctionEnv& env) {
  return Text(SessionOf(env).user);
}

absl::StatusOr<Value> CurrentSchema(const Args&, const FunctionEnv&) {
  return Text("public");
}

// current_schemas(include_implicit): the search path, pg_catalog first
// when asked for.
absl::StatusOr<Value> CurrentSchemas(const Args& a, const FunctionEnv&) {
  std::vector<Value> schemas;
  if (a[0].bool_value()) schemas.push_back(Text("pg_catalog"));
  schemas.push_back(Text("public"));
  return Value::Array(Type{TypeId::kTextArray}, std::move(schemas));
}

absl::StatusOr<Value> BackendPid(const Args&, const FunctionEnv& env) {
  return Value::Integer(SessionOf(env).backend_pid);
}

absl::StatusOr<Value> SignalBackend(const Args& a, const FunctionEnv& env,
                                    Activity::Signal signal) {
  if (env.ctx == nullptr || env.ctx->activity == nullptr) {
    return SqlError(sqlstate::kInternalError,
                    "session function evaluated without the sessions");
  }
  const int64_t wait_ms = a.size() > 1 ? a[1].int_value() : 0;
  if (wait_ms < 0) {
    return SqlError(sqlstate::kInvalidParameterValue,
                    "\"timeout\" must not be negative");
  }
  std::string warning;
  absl::StatusOr<bool> done = env.ctx->activity->SignalBackend(
      static_cast<int32_t>(a[0].int_value()), signal, SessionOf(env), wait_ms,
      &warning);
  if (!done.ok()) return done.status();
  return Value::Boolean(*done);
}

// pg_cancel_backend(pid) and pg_terminate_backend(pid [, timeout]).
absl::StatusOr<Value> CancelBackend(const Args& a, const FunctionEnv& env) {
  return SignalBackend(a, env, Activity::Signal::kCancel);
}

absl::StatusOr<Value> TerminateBackend(const Args& a, const FunctionEnv& env) {
  return SignalBackend(a, env, Activity::Signal::kTerminate);
}

// format_type(oid, typmod): a NULL typmod is not "none" for bpchar.
absl::StatusOr<Value> FormatType(const Args& a, const FunctionEnv&) {
  if (a[0].is_null()) return NullText();
  const int32_t typmod =
      a[1].is_null() ? kNoTypmod : static_cast<int32_t>(a[1].int_value());
  return Text(FormatPgType(static_cast<uint32_t>(a[0].int_value()), typmod));
}

absl::StatusOr<Value> ToRegtype(const Args& a, const FunctionEnv&) {
  std::optional<uint32_t> oid = PgTypeOidByName(a[0].text());
  if (!oid.has_value()) return Value::Null(Type::Bigint());
  return Value::Bigint(*oid);
}

// regtype output: the type's SQL name, or its OID when unknown.
absl::StatusOr<Value> RegtypeOut(const Args& a, const FunctionEnv&) {
  const uint32_t oid = static_cast<uint32_t>(a[0].int_value());
  if (oid == 0) return Text("-");
  if (FindPgType(oid) == nullptr) return Text(absl::StrCat(a[0].int_value()));
  return Text(FormatPgType(oid, kNoTypmod));
}

absl::StatusOr<Value> RegnamespaceOut(const Args& a, const FunctionEnv&) {
  switch (a[0].int_value()) {
    case kPgCatalogNamespace:
      return Text("pg_catalog");
    case kPublicNamespace:
      return Text("public");
    case kInformationSchemaNamespace:
      return Text("information_schema");
    case 0:
      return Text("-");
    default:
      return Text(absl::StrCat(a[0].int_value()));
  }
}

// regclass output: the relation's name, schema-qualified when it is not on
// the search path (information_schema's); its OID when there is none.
absl::StatusOr<Value> RegclassOut(const Args& a, const FunctionEnv& env) {
  absl::StatusOr<const CatalogNames*> names = NamesOf(env);
  if (!names.ok()) return names.status();
  if (a[0].int_value() == 0) return Text("-");
  const CatalogNames::Relation* rel = FindRelation(**names, a[0].int_value());
  if (rel == nullptr) return Text(absl::StrCat(a[0].int_value()));
  if (rel->namespace_oid == kInformationSchemaNamespace) {
    return Text(absl::StrCat("information_schema.", rel->name));
  }
  return Text(rel->name);
}

absl::StatusOr<Value> RoleName(const Args& a, const FunctionEnv& env,
                               bool oid_when_unknown) {
  absl::StatusOr<const CatalogNames*> names = NamesOf(env);
  if (!names.ok()) return names.status();
  auto it = (*names)->roles.find(a[0].int_value());
  if (it != (*names)->roles.end()) return Text(it->second);
  // PostgreSQL's pg_get_userbyid: "unknown (OID=n)".
  if (oid_when_unknown) return Text(absl::StrCat(a[0].int_value()));
  return Text(absl::StrCat("unknown (OID=", a[0].int_value(), ")"));
}

absl::StatusOr<Value> RegroleOut(const Args& a, const FunctionEnv& env) {
  if (a[0].int_value() == 0) return Text("-");
  return RoleName(a, env, true);
}

absl::StatusOr<Value> UserById(const Args& a, const FunctionEnv& env) {
  return RoleName(a, env, false);
}

// to_regclass(name): the OID of a table, index or view on the search path
// (or qualified with its schema), NULL when there is none.
absl::StatusOr<Value> ToRegclass(const Args& a, const FunctionEnv& env) {
  absl::StatusOr<const CatalogNames*> names = NamesOf(env);
  if (!names.ok()) return names.status();
  std::string_view name = a[0].text();
  int64_t schema = -1;
  for (const auto& [prefix, oid] :
       std::vector<std::pair<std::string_view, int64_t>>{
           {"public.", kPublicNamespace},
           {"pg_catalog.", kPgCatalogNamespace},
           {"information_schema.", kInformationSchemaNamespace}}) {
    if (name.substr(0, prefix.size()) == prefix) {
      name.remove_prefix(prefix.size());
      schema = oid;
    }
  }
  for (const auto& [oid, rel] : (*names)->relations) {
    if (rel.name != name) continue;
    if (schema >= 0 ? rel.namespace_oid == schema
                    : rel.namespace_oid != kInformationSchemaNamespace) {
      return Value::Bigint(oid);
    }
  }
  return Value::Null(Type::Bigint());
}

// pg_table_is_visible(oid): on the search path (pg_catalog, public); NULL
// for an OID that is no relation.
absl::StatusOr<Value> TableIsVisible(const Args& a, const FunctionEnv& env) {
  absl::StatusOr<const CatalogNames*> names = NamesOf(env);
  if (!names.ok()) return names.status();
  const CatalogNames::Relation* rel = FindRelation(**names, a[0].int_value());
  if (rel == nullptr) return Value::Null(Type::Boolean());
  return Value::Boolean(rel->namespace_oid != kInformationSchemaNamespace);
}

// pg_get_indexdef(oid [, column, pretty]): the CREATE INDEX statement, or
// with column > 0 that key column's name; NULL for another OID.
absl::StatusOr<Value> IndexDef(const Args& a, const FunctionEnv& env) {
  absl::StatusOr<const CatalogNames*> names = NamesOf(env);
  if (!names.ok()) return names.status();
  const CatalogNames::Relation* rel = FindRelation(**names, a[0].int_value());
  if (rel == nullptr || rel->index_def.empty()) return NullText();
  const int64_t column = a.size() > 1 ? a[1].int_value() : 0;
  if (column <= 0) {
    // Pretty, the table is named as the search path finds it.
    const bool pretty = a.size() > 2 && a[2].bool_value();
    std::string def = rel->index_def;
    const size_t on = def.find(" ON public.");
    if (pretty && on != std::string::npos) def.erase(on + 4, 7);
    return Text(std::move(def));
  }
  if (column > static_cast<int64_t>(rel->index_columns.size())) {
    return Text("");
  }
  return Text(rel->index_columns[column - 1]);
}

absl::StatusOr<Value> ConstraintDef(const Args& a, const FunctionEnv& env) {
  absl::StatusOr<const CatalogNames*> names = NamesOf(env);
  if (!names.ok()) return names.status();
  auto it = (*names)->constraint_defs.find(a[0].int_value());
  if (it == (*names)->constraint_defs.end()) return NullText();
  return Text(it->second);
}

// pg_get_expr(expr, relation): Kite's catalogs keep expressions as SQL.
absl::StatusOr<Value> GetExpr(const Args& a, const FunctionEnv&) {
  return a[0];
}

// pg_type_is_visible: every type Kite has is in pg_catalog.
absl::StatusOr<Value> TypeIsVisible(const Args& a, const FunctionEnv&) {
  if (FindPgType(static_cast<uint32_t>(a[0].int_value())) == nullptr) {
    return Value::Null(Type::Boolean());
  }
  return Value::Boolean(true);
}

absl::StatusOr<Value> NoText(const Args&, const FunctionEnv&) {
  return NullText();
}

absl::StatusOr<Value> NoBoolean(const Args&, const FunctionEnv&) {
  return Value::Null(Type::Boolean());
}

absl::StatusOr<Value> False(const Args&, const FunctionEnv&) {
  return Value::Boolean(false);
}

// Digits: the OID they spell, as the reg*in functions read them.
std::optional<int64_t> DigitsOid(std::string_view text) {
  if (text.empty() || text.size() > 10) return std::nullopt;
  int64_t oid = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    oid = oid * 10 + (c - '0');
  }
  if (oid > UINT32_MAX) return std::nullopt;
  return oid;
}

// text::regclass / text::regtype at run time: digits are the OID, a name
// is looked up (NULL, where PostgreSQL fails, when there is none).
absl::StatusOr<Value> RegclassIn(const Args& a, const FunctionEnv& env) {
  if (std::optional<int64_t> oid = DigitsOid(a[0].text())) {
    return Value::Bigint(*oid);
  }
  return ToRegclass(a, env);
}

absl::StatusOr<Value> RegtypeIn(const Args& a, const FunctionEnv& env) {
  if (std::optional<int64_t> oid = DigitsOid(a[0].text())) {
    return Value::Bigint(*oid);
  }
  return ToRegtype(a, env);
}

// The memory of a relation (`indexes`: of a table's indexes; `table`: of
// the table itself; both for pg_total_relation_size); NULL for an OID
// that is no relation.
template <bool kTable, bool kIndexes>
absl::StatusOr<Value> RelationSize(const Args& a, const FunctionEnv& env) {
  absl::StatusOr<const CatalogNames*> names = NamesOf(env);
  if (!names.ok()) return names.status();
  const int64_t oid = a[0].int_value();
  const CatalogNames::Relation* rel = FindRelation(**names, oid);
  if (rel == nullptr) return Value::Null(Type::Bigint());
  int64_t bytes = kTable ? rel->bytes : 0;
  if (kIndexes) {
    for (const auto& [index_oid, index] : (*names)->relations) {
      if (index.table_oid == oid) bytes += index.bytes;
    }
  }
  return Value::Bigint(bytes);
}

// pg_size_pretty(bytes), as PostgreSQL rounds: bytes below 10 kB, then kB,
// MB, GB, TB, PB below 20 units.
absl::StatusOr<Value> SizePretty(const Args& a, const FunctionEnv&) {
  int64_t size = a[0].int_value();
  constexpr int64_t kLimit = 10 * 1024;
  constexpr int64_t kLimit2 = kLimit * 2 - 1;
  if (std::abs(size) < kLimit) return Text(absl::StrCat(size, " bytes"));
  auto half_rounded = [](int64_t x) { return (x + (x < 0 ? -1 : 1)) / 2; };
  // Divisions, not shifts: negative sizes round as positive ones.
  size /= 512;  // one more bit, to round
  for (const char* unit : {"kB", "MB", "GB", "TB"}) {
    if (std::abs(size) < kLimit2) {
      return Text(absl::StrCat(half_rounded(size), " ", unit));
    }
    size /= 1024;
  }
  return Text(absl::StrCat(half_rounded(size), " PB"));
}

absl::StatusOr<Value> EncodingName(const Args& a, const FunctionEnv&) {
  return Text(a[0].int_value() == 6 ? "UTF8" : "");
}

}  // namespace

void RegisterCatalogFunctions(FunctionRegistry* r) {
  (*r)["version"] = {Version};
  (*r)["current_database"] = {CurrentDatabase};
  (*r)["current_catalog"] = {CurrentDatabase};
  (*r)["current_user"] = {CurrentUser};
  (*r)["session_user"] = {CurrentUser};
  (*r)["current_role"] = {CurrentUser};
  (*r)["user"] = {CurrentUser};
  (*r)["current_schema"] = {CurrentSchema};
  (*r)["current_schemas"] = {CurrentSchemas};
  (*r)["pg_backend_pid"] = {BackendPid};
  (*r)["pg_cancel_backend"] = {CancelBackend};
  (*r)["pg_terminate_backend"] = {TerminateBackend};
  (*r)["format_type"] = {FormatType, /*strict=*/false};
  (*r)["to_regtype"] = {ToRegtype};
  (*r)["regtypeout"] = {RegtypeOut};
  (*r)["regnamespaceout"] = {RegnamespaceOut};
  (*r)["regclassout"] = {RegclassOut};
  (*r)["regroleout"] = {RegroleOut};
  (*r)["pg_get_userbyid"] = {UserById};
  (*r)["to_regclass"] = {ToRegclass};
  (*r)["regclassin"] = {RegclassIn};
  (*r)["regtypein"] = {RegtypeIn};
  (*r)["pg_table_is_visible"] = {TableIsVisible};
  (*r)["pg_get_indexdef"] = {IndexDef};
  (*r)["pg_get_constraintdef"] = {ConstraintDef};
  (*r)["pg_get_expr"] = {GetExpr};
  (*r)["obj_description"] = {NoText, /*strict=*/false};
  (*r)["col_description"] = {NoText, /*strict=*/false};
  (*r)["shobj_description"] = {NoText, /*strict=*/false};
  (*r)["pg_get_statisticsobjdef_columns"] = {NoText, /*strict=*/false};
  (*r)["pg_relation_is_publishable"] = {False};
  (*r)["pg_type_is_visible"] = {TypeIsVisible};
  // pg_proc is empty: no OID names a function.
  (*r)["pg_function_is_visible"] = {NoBoolean};
  (*r)["pg_get_function_result"] = {NoText, /*strict=*/false};
  (*r)["pg_get_function_arguments"] = {NoText, /*strict=*/false};
  (*r)["pg_encoding_to_char"] = {EncodingName};
  (*r)["pg_relation_size"] = {RelationSize<true, false>};
  (*r)["pg_table_size"] = {RelationSize<true, false>};
  (*r)["pg_indexes_size"] = {RelationSize<false, true>};
  (*r)["pg_total_relation_size"] = {RelationSize<true, true>};
  (*r)["pg_size_pretty"] = {SizePretty};
}

}  // namespace kite::expr
