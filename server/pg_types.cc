#include "server/pg_types.h"

namespace kite::server {

std::optional<Type> KiteTypeOfOid(uint32_t type_oid) {
  switch (type_oid) {
    case oid::kBool:
      return Type::Boolean();
    case oid::kInt2:
      return Type::Smallint();
    case oid::kInt4:
      return Type::Integer();
    case oid::kInt8:
    case oid::kOid:
      return Type::Bigint();
    case oid::kFloat4:
      return Type::Real();
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
      return Type::Timestamp();
    case oid::kTimestamptz:
      return Type::Timestamptz();
    case oid::kTime:
      return Type::Time();
    case oid::kUuid:
      return Type::Uuid();
    case oid::kBytea:
      return Type::Bytea();
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
