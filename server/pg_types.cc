#include "server/pg_types.h"

namespace kite::server {

PgType PgTypeOf(Type type) {
  switch (type.id) {
    case TypeId::kNull:
    case TypeId::kText:
      return {oid::kText, -1, -1};
    case TypeId::kBoolean:
      return {oid::kBool, 1, -1};
    case TypeId::kInteger:
      return {oid::kInt4, 4, -1};
    case TypeId::kBigint:
      return {oid::kInt8, 8, -1};
    case TypeId::kDouble:
      return {oid::kFloat8, 8, -1};
    case TypeId::kNumeric:
      // PostgreSQL's numeric typmod: ((precision << 16) | scale) + VARHDRSZ.
      if (type.precision == 0) return {oid::kNumeric, -1, -1};
      return {oid::kNumeric, -1, ((type.precision << 16) | type.scale) + 4};
    case TypeId::kDate:
      return {oid::kDate, 4, -1};
    case TypeId::kTimestamp:
      return {oid::kTimestamp, 8, -1};
    case TypeId::kIntegerArray:
      return {oid::kInt4Array, -1, -1};
    case TypeId::kBigintArray:
      return {oid::kInt8Array, -1, -1};
    case TypeId::kTextArray:
      return {oid::kTextArray, -1, -1};
  }
  return {oid::kText, -1, -1};
}

std::optional<Type> KiteTypeOfOid(uint32_t type_oid) {
  switch (type_oid) {
    case oid::kBool:
      return Type::Boolean();
    case oid::kInt2:
    case oid::kInt4:
      return Type::Integer();
    case oid::kInt8:
    case oid::kOid:
      return Type::Bigint();
    case oid::kFloat4:
    case oid::kFloat8:
      return Type::Double();
    case oid::kNumeric:
      return Type::Numeric(18, 0);
    case oid::kText:
    case oid::kVarchar:
    case oid::kBpchar:
    case oid::kName:
    case oid::kUnknown:
      return Type::Text();
    case oid::kDate:
      return Type::Date();
    case oid::kTimestamp:
    case oid::kTimestamptz:
      return Type::Timestamp();
    case oid::kInt2Array:
    case oid::kInt4Array:
      return Type{TypeId::kIntegerArray};
    case oid::kInt8Array:
      return Type{TypeId::kBigintArray};
    case oid::kTextArray:
    case oid::kVarcharArray:
      return Type{TypeId::kTextArray};
    default:
      return std::nullopt;
  }
}

uint32_t ArrayElementOid(uint32_t array_oid) {
  switch (array_oid) {
    case oid::kInt2Array:
      return oid::kInt2;
    case oid::kInt4Array:
      return oid::kInt4;
    case oid::kInt8Array:
      return oid::kInt8;
    case oid::kTextArray:
      return oid::kText;
    case oid::kVarcharArray:
      return oid::kVarchar;
    default:
      return 0;
  }
}

}  // namespace kite::server
