// PostgreSQL's type OIDs for Kite's types, and back: what RowDescription and
// ParameterDescription report and how a client's parameter OIDs are read.
// The OIDs and PgTypeOf live in common/pg_types.h, shared with the engine's
// catalog views.
#ifndef KITE_SERVER_PG_TYPES_H_
#define KITE_SERVER_PG_TYPES_H_

#include <cstdint>
#include <optional>

#include "common/pg_types.h"
#include "kite/type.h"

namespace kite::server {

namespace oid = ::kite::pg_oid;
using ::kite::PgType;
using ::kite::PgTypeOf;

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
