// PostgreSQL's types as Kite presents them: the type OIDs of Kite's types
// (what the wire protocol reports and pg_attribute lists), the rows of the
// pg_type view, and format_type(). Shared by the engine (catalog views,
// regtype, format_type) and the server (RowDescription).
#ifndef KITE_COMMON_PG_TYPES_H_
#define KITE_COMMON_PG_TYPES_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kite/type.h"

namespace kite {

// OIDs from PostgreSQL's pg_type.dat.
namespace pg_oid {
inline constexpr uint32_t kUnspecified = 0;
inline constexpr uint32_t kBool = 16;
inline constexpr uint32_t kBytea = 17;
inline constexpr uint32_t kChar = 18;
inline constexpr uint32_t kName = 19;
inline constexpr uint32_t kInt8 = 20;
inline constexpr uint32_t kInt2 = 21;
inline constexpr uint32_t kInt4 = 23;
inline constexpr uint32_t kText = 25;
inline constexpr uint32_t kOid = 26;
inline constexpr uint32_t kFloat4 = 700;
inline constexpr uint32_t kFloat8 = 701;
inline constexpr uint32_t kUnknown = 705;
inline constexpr uint32_t kInt2Array = 1005;
inline constexpr uint32_t kInt4Array = 1007;
inline constexpr uint32_t kTextArray = 1009;
inline constexpr uint32_t kVarcharArray = 1015;
inline constexpr uint32_t kInt8Array = 1016;
inline constexpr uint32_t kBpchar = 1042;
inline constexpr uint32_t kVarchar = 1043;
inline constexpr uint32_t kDate = 1082;
inline constexpr uint32_t kTimestamp = 1114;
inline constexpr uint32_t kTimestamptz = 1184;
inline constexpr uint32_t kTime = 1083;
inline constexpr uint32_t kUuid = 2950;
inline constexpr uint32_t kNumeric = 1700;
}  // namespace pg_oid

// A column's type as RowDescription and pg_attribute describe it.
struct PgType {
  uint32_t oid = pg_oid::kText;
  int16_t length = -1;    // typlen: bytes, or -1 for variable length
  int32_t modifier = -1;  // typmod: -1 when none (numeric(p,s) has one)
};

// The PostgreSQL type of a Kite type. Kite's untyped NULL is reported as
// text, as PostgreSQL does for an unknown-typed output column.
PgType PgTypeOf(Type type);

// One row of pg_type: the types Kite has, the types of the catalog views'
// columns (name, "char", oid, regclass, ...) and their array types.
struct PgTypeInfo {
  uint32_t oid;
  const char* name;     // typname: "int4"
  const char* display;  // format_type(oid, NULL) and regtype: "integer"
  int16_t length;       // typlen
  bool by_value;        // typbyval
  char kind;            // typtype: b(ase) or p(seudo)
  char category;        // typcategory: N(umeric), S(tring), A(rray), ...
  bool preferred;       // typispreferred
  uint32_t element;     // typelem
  uint32_t array;       // typarray
  const char* input;    // typinput (its typoutput, typreceive and
  const char* output;   // typsend follow PostgreSQL's names)
  const char* receive;
  const char* send;
  char align;          // typalign
  char storage;        // typstorage
  uint32_t collation;  // typcollation
};

// Every pg_type row, by OID.
const std::vector<PgTypeInfo>& PgTypeInfos();

// The row of `oid`, or null.
const PgTypeInfo* FindPgType(uint32_t oid);

// The OID of the type named `name` as regtype reads it: a pg_type name
// ("int4", "_int4"), a SQL name ("integer", "character varying", "double
// precision", "int", "timestamp without time zone"), optionally
// "pg_catalog."-qualified or followed by "[]" for its array type; any
// modifier in parentheses is ignored. nullopt when unknown.
std::optional<uint32_t> PgTypeOidByName(std::string_view name);

// PostgreSQL's format_type(oid, typmod): "integer", "numeric(12,2)",
// "character varying(10)", "text[]"; "???" for an unknown OID. A typmod
// below 0 means none; kNoTypmod is format_type's NULL typmod, which differs
// for bpchar ("character", where -1 gives "bpchar").
inline constexpr int32_t kNoTypmod = INT32_MIN;
std::string FormatPgType(uint32_t oid, int32_t typmod);

}  // namespace kite

#endif  // KITE_COMMON_PG_TYPES_H_
