#include "kite/type.h"

#include "absl/strings/str_format.h"

namespace kite {

Type Type::element() const {
  switch (id) {
    case TypeId::kIntegerArray:
      return Integer();
    case TypeId::kBigintArray:
      return Bigint();
    case TypeId::kTextArray:
      return Text();
    default:
      return Null();
  }
}

Type Type::ArrayOf(Type element) {
  switch (element.id) {
    case TypeId::kInteger:
      return {TypeId::kIntegerArray};
    case TypeId::kBigint:
      return {TypeId::kBigintArray};
    case TypeId::kText:
      return {TypeId::kTextArray};
    default:
      return Null();
  }
}

std::string Type::ToString() const {
  switch (id) {
    case TypeId::kNull:
      return "unknown";
    case TypeId::kBoolean:
      return "boolean";
    case TypeId::kInteger:
      return "integer";
    case TypeId::kBigint:
      return "bigint";
    case TypeId::kDouble:
      return "double precision";
    case TypeId::kNumeric:
      return absl::StrFormat("numeric(%d,%d)", precision, scale);
    case TypeId::kText:
      return "text";
    case TypeId::kDate:
      return "date";
    case TypeId::kTimestamp:
      return "timestamp without time zone";
    case TypeId::kIntegerArray:
      return "integer[]";
    case TypeId::kBigintArray:
      return "bigint[]";
    case TypeId::kTextArray:
      return "text[]";
    case TypeId::kSmallint:
      return "smallint";
    case TypeId::kReal:
      return "real";
    case TypeId::kTimestamptz:
      return "timestamp with time zone";
    case TypeId::kTime:
      return "time without time zone";
    case TypeId::kUuid:
      return "uuid";
    case TypeId::kBytea:
      return "bytea";
  }
  return "unknown";
}

}  // namespace kite
