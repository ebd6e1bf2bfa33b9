// Date and time functions: now() and its synonyms, current_date,
// date_part and date_trunc.
#include <cmath>
#include <string>
#include <vector>

#include "common/date_time.h"
#include "common/session_format.h"
#include "common/text_util.h"
#include "common/time_zone.h"
#include "expr/expression_internal.h"
#include "expr/scalar_functions.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

using Args = std::vector<Value>;
using datetime::kMicrosPerDay;
using datetime::kMicrosPerSecond;

int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t StatementMicros(const FunctionEnv& env) {
  return env.ctx->statement_time != nullptr ? env.ctx->statement_time->micros()
                                            : datetime::NowMicros();
}

// The local time of the instant `micros` in the session's TimeZone.
int64_t Local(int64_t micros) {
  return micros +
         datetime::OffsetAt(CurrentTimeZone().zone, micros) * kMicrosPerSecond;
}

absl::StatusOr<Value> Now(const Args&, const FunctionEnv& env) {
  return Value::Timestamptz(StatementMicros(env));
}

absl::StatusOr<Value> LocalTimestamp(const Args&, const FunctionEnv& env) {
  return Value::Timestamp(Local(StatementMicros(env)));
}

absl::StatusOr<Value> ClockTimestamp(const Args&, const FunctionEnv&) {
  return Value::Timestamptz(datetime::NowMicros());
}

absl::StatusOr<Value> CurrentDate(const Args&, const FunctionEnv& env) {
  return Value::Date(static_cast<int32_t>(
      datetime::TimestampToDays(Local(StatementMicros(env)))));
}

// Local timestamp micros of a date, timestamp, timestamptz or time argument.
int64_t MicrosOf(const Value& v) {
  switch (v.type().id) {
    case TypeId::kDate:
      return v.int_value() * kMicrosPerDay;
    case TypeId::kTimestamptz:
      return Local(v.int_value());
    default:
      return v.int_value();
  }
}

struct Fields {
  int64_t year;
  int month, day;
  int64_t micros_of_day;
  int64_t days;
};

Fields Split(int64_t micros) {
  Fields f;
  f.days = datetime::TimestampToDays(micros);
  f.micros_of_day = micros - f.days * kMicrosPerDay;
  datetime::CivilFromDays(f.days, &f.year, &f.month, &f.day);
  return f;
}

absl::Status BadUnit(const std::string& unit, Type type) {
  return SqlError(
      sqlstate::kInvalidParameterValue,
      "unit \"" + unit + "\" not recognized for type " + type.ToString());
}

bool IsTimeOfDayUnit(const std::string& unit) {
  return unit == "hour" || unit == "hours" || unit == "minute" ||
         unit == "minutes" || unit == "second" || unit == "seconds" ||
         unit == "milliseconds" || unit == "microseconds" || unit == "epoch";
}

absl::StatusOr<Value> DatePart(const Args& a, const FunctionEnv&) {
  std::string unit = ToLower(a[0].text());
  const Type type = a[1].type();
  if (type.id == TypeId::kTime && !IsTimeOfDayUnit(unit)) {
    return SqlError(
        sqlstate::kFeatureNotSupported,
        "unit \"" + unit + "\" not supported for type " + type.ToString());
  }
  if (type.id == TypeId::kTimestamptz && unit == "timezone") {
    return Value::Double(static_cast<double>(
        datetime::OffsetAt(CurrentTimeZone().zone, a[1].int_value())));
  }
  int64_t micros = MicrosOf(a[1]);
  Fields f = Split(micros);
  double seconds_in_minute =
      static_cast<double>(f.micros_of_day % (60 * kMicrosPerSecond)) /
      kMicrosPerSecond;
  double r;
  if (unit == "year" || unit == "years") {
    r = f.year <= 0 ? f.year - 1 : f.year;
  } else if (unit == "month" || unit == "months") {
    r = f.month;
  } else if (unit == "day" || unit == "days") {
    r = f.day;
  } else if (unit == "hour" || unit == "hours") {
    r = f.micros_of_day / (3600 * kMicrosPerSecond);
  } else if (unit == "minute" || unit == "minutes") {
    r = (f.micros_of_day / (60 * kMicrosPerSecond)) % 60;
  } else if (unit == "second" || unit == "seconds") {
    r = seconds_in_minute;
  } else if (unit == "milliseconds") {
    r = seconds_in_minute * 1000;
  } else if (unit == "microseconds") {
    r = static_cast<double>(f.micros_of_day % (60 * kMicrosPerSecond));
  } else if (unit == "epoch") {
    // A timestamptz's epoch counts from 1970-01-01 UTC, not local.
    r = static_cast<double>(type.id == TypeId::kTimestamptz ? a[1].int_value()
                                                            : micros) /
        kMicrosPerSecond;
  } else if (unit == "dow") {
    r = static_cast<double>(((f.days + 4) % 7 + 7) % 7);  // 1970-01-01: Thu
  } else if (unit == "isodow") {
    int64_t dow = ((f.days + 4) % 7 + 7) % 7;
    r = dow == 0 ? 7 : dow;
  } else if (unit == "doy") {
    r = f.days - datetime::DaysFromCivil(f.year, 1, 1) + 1;
  } else if (unit == "quarter") {
    r = (f.month - 1) / 3 + 1;
  } else if (unit == "decade") {
    r = static_cast<double>(FloorDiv(f.year, 10));
  } else if (unit == "century") {
    r = f.year > 0 ? (f.year + 99) / 100 : -((99 - (f.year - 1)) / 100);
  } else if (unit == "millennium") {
    r = f.year > 0 ? (f.year + 999) / 1000 : -((999 - (f.year - 1)) / 1000);
  } else if (unit == "week") {
    // ISO week: the week of the Thursday of this date's week.
    int64_t iso_dow = ((f.days + 3) % 7 + 7) % 7;  // Monday = 0
    int64_t thursday = f.days - iso_dow + 3;
    int64_t ty;
    int tm, td;
    datetime::CivilFromDays(thursday, &ty, &tm, &td);
    r = static_cast<double>((thursday - datetime::DaysFromCivil(ty, 1, 1)) / 7 +
                            1);
  } else {
    return BadUnit(unit, type);
  }
  return Value::Double(r);
}

// EXTRACT: date_part as numeric at the scale the binder gave it
// (RefineFunctionType), fractions exact from the microseconds.
absl::StatusOr<Value> Extract(const Args& a, const FunctionEnv& env) {
  absl::StatusOr<Value> part = DatePart(a, env);
  if (!part.ok()) return part.status();
  const int scale = env.result.scale;
  const std::string unit = ToLower(a[0].text());
  const Type type = a[1].type();
  int64_t scaled;
  if (scale > 0 && (unit == "epoch")) {
    const int64_t micros =
        type.id == TypeId::kTimestamptz ? a[1].int_value() : MicrosOf(a[1]);
    scaled = scale == 6 ? micros : micros / 1000;
  } else if (scale > 0) {  // second(s), milliseconds: within the minute
    const int64_t micros = MicrosOf(a[1]);
    const int64_t in_minute = micros - FloorDiv(micros, 60 * kMicrosPerSecond) *
                                           60 * kMicrosPerSecond;
    scaled = in_minute;  // scale 6 seconds, or scale 3 milliseconds
  } else {
    scaled = static_cast<int64_t>(std::llround(part->double_value()));
  }
  return Value::Numeric(scaled, env.result.precision, scale);
}

absl::StatusOr<Value> DateTrunc(const Args& a, const FunctionEnv&) {
  std::string unit = ToLower(a[0].text());
  const Type type = a[1].type();
  int64_t micros = MicrosOf(a[1]);
  Fields f = Split(micros);
  // A timestamptz is truncated in the session's TimeZone.
  auto result = [&](int64_t local) {
    if (type.id != TypeId::kTimestamptz) return Value::Timestamp(local);
    return Value::Timestamptz(
        datetime::LocalToUtc(CurrentTimeZone().zone, local));
  };
  auto at_day = [&](int64_t days) { return result(days * kMicrosPerDay); };
  auto trunc_to = [&](int64_t unit_micros) {
    return result(FloorDiv(micros, unit_micros) * unit_micros);
  };
  if (unit == "microseconds") return result(micros);
  if (unit == "milliseconds") return trunc_to(1000);
  if (unit == "second") return trunc_to(kMicrosPerSecond);
  if (unit == "minute") return trunc_to(60 * kMicrosPerSecond);
  if (unit == "hour") return trunc_to(3600 * kMicrosPerSecond);
  if (unit == "day") return at_day(f.days);
  if (unit == "week") {
    int64_t iso_dow = ((f.days + 3) % 7 + 7) % 7;  // Monday = 0
    return at_day(f.days - iso_dow);
  }
  if (unit == "month") {
    return at_day(datetime::DaysFromCivil(f.year, f.month, 1));
  }
  if (unit == "quarter") {
    return at_day(
        datetime::DaysFromCivil(f.year, (f.month - 1) / 3 * 3 + 1, 1));
  }
  if (unit == "year") return at_day(datetime::DaysFromCivil(f.year, 1, 1));
  if (unit == "decade") {
    return at_day(datetime::DaysFromCivil(FloorDiv(f.year, 10) * 10, 1, 1));
  }
  if (unit == "century") {
    int64_t c = f.year > 0 ? (f.year - 1) / 100 * 100 + 1 : f.year;
    return at_day(datetime::DaysFromCivil(c, 1, 1));
  }
  if (unit == "millennium") {
    int64_t m = f.year > 0 ? (f.year - 1) / 1000 * 1000 + 1 : f.year;
    return at_day(datetime::DaysFromCivil(m, 1, 1));
  }
  return BadUnit(unit, type);
}

}  // namespace

void RegisterTimeFunctions(FunctionRegistry* r) {
  for (const char* name : {"now", "current_timestamp", "statement_timestamp",
                           "transaction_timestamp"}) {
    (*r)[name] = {Now};
  }
  (*r)["localtimestamp"] = {LocalTimestamp};
  (*r)["clock_timestamp"] = {ClockTimestamp};
  (*r)["current_date"] = {CurrentDate};
  (*r)["date_part"] = {DatePart};
  (*r)["extract"] = {Extract};
  (*r)["date_trunc"] = {DateTrunc};
}

}  // namespace kite::expr
