#include "common/pg_types.h"

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "common/text_util.h"

namespace kite {

PgType PgTypeOf(Type type) {
  switch (type.id) {
    case TypeId::kNull:
    case TypeId::kText:
      return {pg_oid::kText, -1, -1};
    case TypeId::kBoolean:
      return {pg_oid::kBool, 1, -1};
    case TypeId::kInteger:
      return {pg_oid::kInt4, 4, -1};
    case TypeId::kBigint:
      return {pg_oid::kInt8, 8, -1};
    case TypeId::kDouble:
      return {pg_oid::kFloat8, 8, -1};
    case TypeId::kNumeric:
      // PostgreSQL's numeric typmod: ((precision << 16) | scale) + VARHDRSZ.
      if (type.precision == 0) return {pg_oid::kNumeric, -1, -1};
      return {pg_oid::kNumeric, -1, ((type.precision << 16) | type.scale) + 4};
    case TypeId::kDate:
      return {pg_oid::kDate, 4, -1};
    case TypeId::kTimestamp:
      return {pg_oid::kTimestamp, 8, -1};
    case TypeId::kIntegerArray:
      return {pg_oid::kInt4Array, -1, -1};
    case TypeId::kBigintArray:
      return {pg_oid::kInt8Array, -1, -1};
    case TypeId::kTextArray:
      return {pg_oid::kTextArray, -1, -1};
    case TypeId::kSmallint:
      return {pg_oid::kInt2, 2, -1};
    case TypeId::kReal:
      return {pg_oid::kFloat4, 4, -1};
    case TypeId::kTimestamptz:
      return {pg_oid::kTimestamptz, 8, -1};
    case TypeId::kTime:
      return {pg_oid::kTime, 8, -1};
    case TypeId::kUuid:
      return {pg_oid::kUuid, 16, -1};
    case TypeId::kBytea:
      return {pg_oid::kBytea, -1, -1};
  }
  return {pg_oid::kText, -1, -1};
}

const std::vector<PgTypeInfo>& PgTypeInfos() {
  // Copied from PostgreSQL 15's pg_type (SELECT oid, typname,
  // format_type(oid, NULL), typlen, ... ORDER BY oid).
  static const auto* types = new std::vector<PgTypeInfo>{
      {16, "bool", "boolean", 1, true, 'b', 'B', true, 0, 1000, "boolin",
       "boolout", "boolrecv", "boolsend", 'c', 'p', 0},
      {17, "bytea", "bytea", -1, false, 'b', 'U', false, 0, 1001, "byteain",
       "byteaout", "bytearecv", "byteasend", 'i', 'x', 0},
      {18, "char", "\"char\"", 1, true, 'b', 'Z', false, 0, 1002, "charin",
       "charout", "charrecv", "charsend", 'c', 'p', 0},
      {19, "name", "name", 64, false, 'b', 'S', false, 18, 1003, "namein",
       "nameout", "namerecv", "namesend", 'c', 'p', 950},
      {20, "int8", "bigint", 8, true, 'b', 'N', false, 0, 1016, "int8in",
       "int8out", "int8recv", "int8send", 'd', 'p', 0},
      {21, "int2", "smallint", 2, true, 'b', 'N', false, 0, 1005, "int2in",
       "int2out", "int2recv", "int2send", 's', 'p', 0},
      {22, "int2vector", "int2vector", -1, false, 'b', 'A', false, 21, 1006,
       "int2vectorin", "int2vectorout", "int2vectorrecv", "int2vectorsend", 'i',
       'p', 0},
      {23, "int4", "integer", 4, true, 'b', 'N', false, 0, 1007, "int4in",
       "int4out", "int4recv", "int4send", 'i', 'p', 0},
      {24, "regproc", "regproc", 4, true, 'b', 'N', false, 0, 1008, "regprocin",
       "regprocout", "regprocrecv", "regprocsend", 'i', 'p', 0},
      {25, "text", "text", -1, false, 'b', 'S', true, 0, 1009, "textin",
       "textout", "textrecv", "textsend", 'i', 'x', 100},
      {26, "oid", "oid", 4, true, 'b', 'N', true, 0, 1028, "oidin", "oidout",
       "oidrecv", "oidsend", 'i', 'p', 0},
      {28, "xid", "xid", 4, true, 'b', 'U', false, 0, 1011, "xidin", "xidout",
       "xidrecv", "xidsend", 'i', 'p', 0},
      {30, "oidvector", "oidvector", -1, false, 'b', 'A', false, 26, 1013,
       "oidvectorin", "oidvectorout", "oidvectorrecv", "oidvectorsend", 'i',
       'p', 0},
      {194, "pg_node_tree", "pg_node_tree", -1, false, 'b', 'Z', false, 0, 0,
       "pg_node_tree_in", "pg_node_tree_out", "pg_node_tree_recv",
       "pg_node_tree_send", 'i', 'x', 100},
      {700, "float4", "real", 4, true, 'b', 'N', false, 0, 1021, "float4in",
       "float4out", "float4recv", "float4send", 'i', 'p', 0},
      {701, "float8", "double precision", 8, true, 'b', 'N', true, 0, 1022,
       "float8in", "float8out", "float8recv", "float8send", 'd', 'p', 0},
      {705, "unknown", "unknown", -2, false, 'p', 'X', false, 0, 0, "unknownin",
       "unknownout", "unknownrecv", "unknownsend", 'c', 'p', 0},
      {1000, "_bool", "boolean[]", -1, false, 'b', 'A', false, 16, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1001, "_bytea", "bytea[]", -1, false, 'b', 'A', false, 17, 0, "array_in",
       "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1002, "_char", "\"char\"[]", -1, false, 'b', 'A', false, 18, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1003, "_name", "name[]", -1, false, 'b', 'A', false, 19, 0, "array_in",
       "array_out", "array_recv", "array_send", 'i', 'x', 950},
      {1005, "_int2", "smallint[]", -1, false, 'b', 'A', false, 21, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1006, "_int2vector", "int2vector[]", -1, false, 'b', 'A', false, 22, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1007, "_int4", "integer[]", -1, false, 'b', 'A', false, 23, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1008, "_regproc", "regproc[]", -1, false, 'b', 'A', false, 24, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1009, "_text", "text[]", -1, false, 'b', 'A', false, 25, 0, "array_in",
       "array_out", "array_recv", "array_send", 'i', 'x', 100},
      {1011, "_xid", "xid[]", -1, false, 'b', 'A', false, 28, 0, "array_in",
       "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1013, "_oidvector", "oidvector[]", -1, false, 'b', 'A', false, 30, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1014, "_bpchar", "character[]", -1, false, 'b', 'A', false, 1042, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 100},
      {1015, "_varchar", "character varying[]", -1, false, 'b', 'A', false,
       1043, 0, "array_in", "array_out", "array_recv", "array_send", 'i', 'x',
       100},
      {1016, "_int8", "bigint[]", -1, false, 'b', 'A', false, 20, 0, "array_in",
       "array_out", "array_recv", "array_send", 'd', 'x', 0},
      {1021, "_float4", "real[]", -1, false, 'b', 'A', false, 700, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1022, "_float8", "double precision[]", -1, false, 'b', 'A', false, 701,
       0, "array_in", "array_out", "array_recv", "array_send", 'd', 'x', 0},
      {1028, "_oid", "oid[]", -1, false, 'b', 'A', false, 26, 0, "array_in",
       "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1033, "aclitem", "aclitem", 12, false, 'b', 'U', false, 0, 1034,
       "aclitemin", "aclitemout", "-", "-", 'i', 'p', 0},
      {1034, "_aclitem", "aclitem[]", -1, false, 'b', 'A', false, 1033, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1042, "bpchar", "character", -1, false, 'b', 'S', false, 0, 1014,
       "bpcharin", "bpcharout", "bpcharrecv", "bpcharsend", 'i', 'x', 100},
      {1043, "varchar", "character varying", -1, false, 'b', 'S', false, 0,
       1015, "varcharin", "varcharout", "varcharrecv", "varcharsend", 'i', 'x',
       100},
      {1082, "date", "date", 4, true, 'b', 'D', false, 0, 1182, "date_in",
       "date_out", "date_recv", "date_send", 'i', 'p', 0},
      {1083, "time", "time without time zone", 8, true, 'b', 'D', false, 0,
       1183, "time_in", "time_out", "time_recv", "time_send", 'd', 'p', 0},
      {1114, "timestamp", "timestamp without time zone", 8, true, 'b', 'D',
       false, 0, 1115, "timestamp_in", "timestamp_out", "timestamp_recv",
       "timestamp_send", 'd', 'p', 0},
      {1115, "_timestamp", "timestamp without time zone[]", -1, false, 'b', 'A',
       false, 1114, 0, "array_in", "array_out", "array_recv", "array_send", 'd',
       'x', 0},
      {1182, "_date", "date[]", -1, false, 'b', 'A', false, 1082, 0, "array_in",
       "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1183, "_time", "time without time zone[]", -1, false, 'b', 'A', false,
       1083, 0, "array_in", "array_out", "array_recv", "array_send", 'd', 'x',
       0},
      {1184, "timestamptz", "timestamp with time zone", 8, true, 'b', 'D', true,
       0, 1185, "timestamptz_in", "timestamptz_out", "timestamptz_recv",
       "timestamptz_send", 'd', 'p', 0},
      {1185, "_timestamptz", "timestamp with time zone[]", -1, false, 'b', 'A',
       false, 1184, 0, "array_in", "array_out", "array_recv", "array_send", 'd',
       'x', 0},
      {1231, "_numeric", "numeric[]", -1, false, 'b', 'A', false, 1700, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {1700, "numeric", "numeric", -1, false, 'b', 'N', false, 0, 1231,
       "numeric_in", "numeric_out", "numeric_recv", "numeric_send", 'i', 'm',
       0},
      {2205, "regclass", "regclass", 4, true, 'b', 'N', false, 0, 2210,
       "regclassin", "regclassout", "regclassrecv", "regclasssend", 'i', 'p',
       0},
      {2206, "regtype", "regtype", 4, true, 'b', 'N', false, 0, 2211,
       "regtypein", "regtypeout", "regtyperecv", "regtypesend", 'i', 'p', 0},
      {2210, "_regclass", "regclass[]", -1, false, 'b', 'A', false, 2205, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {2211, "_regtype", "regtype[]", -1, false, 'b', 'A', false, 2206, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {2249, "record", "record", -1, false, 'p', 'P', false, 0, 2287,
       "record_in", "record_out", "record_recv", "record_send", 'd', 'x', 0},
      {2277, "anyarray", "anyarray", -1, false, 'p', 'P', false, 0, 0,
       "anyarray_in", "anyarray_out", "anyarray_recv", "anyarray_send", 'd',
       'x', 0},
      {2278, "void", "void", 4, true, 'p', 'P', false, 0, 0, "void_in",
       "void_out", "void_recv", "void_send", 'i', 'p', 0},
      {2283, "anyelement", "anyelement", 4, true, 'p', 'P', false, 0, 0,
       "anyelement_in", "anyelement_out", "-", "-", 'i', 'p', 0},
      {2287, "_record", "record[]", -1, false, 'p', 'P', false, 2249, 0,
       "array_in", "array_out", "array_recv", "array_send", 'd', 'x', 0},
      {2950, "uuid", "uuid", 16, false, 'b', 'U', false, 0, 2951, "uuid_in",
       "uuid_out", "uuid_recv", "uuid_send", 'c', 'p', 0},
      {2951, "_uuid", "uuid[]", -1, false, 'b', 'A', false, 2950, 0, "array_in",
       "array_out", "array_recv", "array_send", 'i', 'x', 0},
      {4089, "regnamespace", "regnamespace", 4, true, 'b', 'N', false, 0, 4090,
       "regnamespacein", "regnamespaceout", "regnamespacerecv",
       "regnamespacesend", 'i', 'p', 0},
      {4090, "_regnamespace", "regnamespace[]", -1, false, 'b', 'A', false,
       4089, 0, "array_in", "array_out", "array_recv", "array_send", 'i', 'x',
       0},
      {4096, "regrole", "regrole", 4, true, 'b', 'N', false, 0, 4097,
       "regrolein", "regroleout", "regrolerecv", "regrolesend", 'i', 'p', 0},
      {4097, "_regrole", "regrole[]", -1, false, 'b', 'A', false, 4096, 0,
       "array_in", "array_out", "array_recv", "array_send", 'i', 'x', 0},
  };
  return *types;
}

const PgTypeInfo* FindPgType(uint32_t oid) {
  const std::vector<PgTypeInfo>& types = PgTypeInfos();
  auto it = std::lower_bound(
      types.begin(), types.end(), oid,
      [](const PgTypeInfo& t, uint32_t o) { return t.oid < o; });
  return it != types.end() && it->oid == oid ? &*it : nullptr;
}

std::optional<uint32_t> PgTypeOidByName(std::string_view name) {
  static const auto* by_name = [] {
    auto* m = new absl::flat_hash_map<std::string, uint32_t>;
    for (const PgTypeInfo& t : PgTypeInfos()) {
      m->emplace(t.name, t.oid);
      m->emplace(t.display, t.oid);
    }
    // SQL's spellings PostgreSQL's parser turns into pg_type names.
    for (const auto& [alias, oid] :
         std::vector<std::pair<const char*, uint32_t>>{
             {"int", pg_oid::kInt4},
             {"smallint", pg_oid::kInt2},
             {"float", pg_oid::kFloat8},
             {"decimal", pg_oid::kNumeric},
             {"char", pg_oid::kBpchar},
             {"character", pg_oid::kBpchar},
             {"timestamp", pg_oid::kTimestamp},
             {"timestamptz", pg_oid::kTimestamptz}}) {
      (*m)[alias] = oid;
    }
    return m;
  }();
  std::string_view s = StripSpaces(name);
  bool array = false;
  if (s.size() >= 2 && s.substr(s.size() - 2) == "[]") {
    array = true;
    s = StripSpaces(s.substr(0, s.size() - 2));
  }
  if (const size_t paren = s.find('('); paren != std::string_view::npos) {
    s = StripSpaces(s.substr(0, paren));
  }
  if (s.substr(0, 11) == "pg_catalog.") s.remove_prefix(11);
  // "char" in double quotes is the one-byte type; unquoted, character(1).
  std::string key = s == "\"char\"" ? std::string(s) : ToLower(s);
  auto it = by_name->find(key);
  if (it == by_name->end()) return std::nullopt;
  if (!array) return it->second;
  const PgTypeInfo* t = FindPgType(it->second);
  if (t == nullptr || t->array == 0) return std::nullopt;
  return t->array;
}

std::string FormatPgType(uint32_t oid, int32_t typmod) {
  const PgTypeInfo* t = FindPgType(oid);
  if (t == nullptr) return "???";
  if (std::string_view(t->input) == "array_in") {
    return absl::StrCat(FormatPgType(t->element, typmod), "[]");
  }
  switch (oid) {
    case pg_oid::kBpchar:
      if (typmod == kNoTypmod) return t->display;
      if (typmod < 0) return "bpchar";
      return absl::StrCat("character(", typmod - 4, ")");
    case pg_oid::kVarchar:
      if (typmod < 0) return t->display;
      return absl::StrCat("character varying(", typmod - 4, ")");
    case pg_oid::kNumeric:
      if (typmod < 4) return t->display;
      return absl::StrCat("numeric(", ((typmod - 4) >> 16) & 0xffff, ",",
                          (typmod - 4) & 0xffff, ")");
    default:
      return t->display;
  }
}

}  // namespace kite
