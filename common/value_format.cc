// Value::ToString: PostgreSQL's text output for every Kite type.
#include <string>

#include "common/bytes_format.h"
#include "common/date_time.h"
#include "common/float_format.h"
#include "common/numeric.h"
#include "common/session_format.h"
#include "common/text_util.h"
#include "kite/value.h"

namespace kite {
std::string Value::ToString() const {
  if (null_) return "NULL";
  switch (type_.id) {
    case TypeId::kNull:
      return "NULL";
    case TypeId::kBoolean:
      return int_ != 0 ? "t" : "f";
    case TypeId::kInteger:
    case TypeId::kBigint:
      return std::to_string(int_);
    case TypeId::kDouble:
      return FormatDouble(double_);
    case TypeId::kNumeric:
      return numeric::Format(int_, type_.scale);
    case TypeId::kText:
      return text_;
    case TypeId::kDate:
      return datetime::FormatDate(int_);
    case TypeId::kTimestamp:
      return datetime::FormatTimestamp(int_);
    case TypeId::kSmallint:
      return std::to_string(int_);
    case TypeId::kReal:
      return FormatReal(static_cast<float>(double_));
    case TypeId::kTimestamptz:
      return datetime::FormatTimestamptz(int_, CurrentTimeZone().zone);
    case TypeId::kTime:
      return datetime::FormatTime(int_);
    case TypeId::kUuid:
      return FormatUuid(text_);
    case TypeId::kBytea:
      return FormatBytea(text_, CurrentFormat().bytea_escape);
    case TypeId::kIntegerArray:
    case TypeId::kBigintArray:
    case TypeId::kTextArray: {
      std::string out = "{";
      bool first = true;
      for (const Value& e : *array_) {
        if (!first) out.push_back(',');
        first = false;
        if (e.is_null()) {
          out += "NULL";
        } else if (type_.id == TypeId::kTextArray) {
          out += QuoteArrayElement(e.text());
        } else {
          out += e.ToString();
        }
      }
      out.push_back('}');
      return out;
    }
  }
  return "NULL";
}

}  // namespace kite
