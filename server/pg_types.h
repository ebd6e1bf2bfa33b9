// PostgreSQL's type OIDs for Kite's types, and back: what RowDescription and
// ParameterDescription report and how a client's parameter OIDs are read.
#ifndef KITE_SERVER_PG_TYPES_H_
#define KITE_SERVER_PG_TYPES_H_

#include <cstdint>
#include <optional>

#include "kite/type.h"

namespace kite::server {

// OIDs from PostgreSQL's pg_type.dat.
namespace oid {
inline constexpr uint32_t kUnspecified = 0;
inline constexpr uint32_t kBool = 16;
inline constexpr uint32_t kBytea = 17;
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
inline constexpr uint32_t kNumeric = 1700;
}  // namespace oid

// A column's type as RowDescription describes it.
struct PgType {
  uint32_t oid = oid::kText;
  int16_t length = -1;    // typlen: bytes, or -1 for variable length
  int32_t modifier = -1;  // typmod: -1 when none (numeric(p,s) has one)
};

// The PostgreSQL type of a Kite type. Kite's untyped NULL is reported as
// text, as PostgreSQL does for an unknown-typed output column.
PgType PgTypeOf(Type type);

// The Kite type a parameter of PostgreSQL type `oid` is read as: int2 and
// int4 as integer, float4 and float8 as double precision, varchar, bpchar,
// name and unknown as text, timestamptz as timestamp (sessions are UTC), and
// so on. nullopt for a type Kite does not have (bytea, json, ...) and for
// oid 0 (unspecified).
std::optional<Type> KiteTypeOfOid(uint32_t oid);

// The element OID of an array OID Kite reads (int2[], int4[], int8[],
// text[], varchar[]); 0 for others.
uint32_t ArrayElementOid(uint32_t array_oid);

}  // namespace kite::server

#endif  // KITE_SERVER_PG_TYPES_H_
