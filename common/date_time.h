// Calendar arithmetic and PostgreSQL text formats for DATE (days since
// 1970-01-01) and TIMESTAMP (microseconds since 1970-01-01 00:00:00).
#ifndef KITE_COMMON_DATE_TIME_H_
#define KITE_COMMON_DATE_TIME_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "absl/time/time.h"

namespace kite::datetime {

inline constexpr int64_t kMicrosPerSecond = 1000000;
inline constexpr int64_t kMicrosPerDay = 86400 * kMicrosPerSecond;
// 'infinity' and '-infinity' of timestamp and timestamptz.
inline constexpr int64_t kInfinity = INT64_MAX;
inline constexpr int64_t kMinusInfinity = INT64_MIN;
inline bool IsInfinite(int64_t micros) {
  return micros == kInfinity || micros == kMinusInfinity;
}

// Days since 1970-01-01 of the proleptic Gregorian date y-m-d (year 0 is
// 1 BC).
int64_t DaysFromCivil(int64_t y, int m, int d);
// The inverse of DaysFromCivil.
void CivilFromDays(int64_t days, int64_t* y, int* m, int* d);
// Whether y-m-d names a real day.
bool IsValidDate(int64_t y, int m, int d);

// Floor division of a timestamp into days.
int64_t TimestampToDays(int64_t micros);

// "2024-01-31" (years before 1 AD as "0044-03-15 BC").
std::string FormatDate(int64_t days);
// "2024-01-31 12:00:00", with ".ffffff" trimmed of trailing zeros when the
// microseconds are not zero.
std::string FormatTimestamp(int64_t micros);

// Parses a date as PostgreSQL's date_in does for ISO input: "YYYY-MM-DD",
// optionally followed by a time (ignored) or "BC"; also "epoch" and "today"
// (`now_micros` gives today). Errors: 22007 invalid input syntax for type
// date, 22008 date/time field value out of range.
absl::StatusOr<int32_t> ParseDate(std::string_view text, int64_t now_micros);

// Parses "YYYY-MM-DD[ |T]HH:MM[:SS[.ffffff]]" or a date alone; also "epoch",
// "now", "today". Fractions beyond microseconds are rounded. Errors as
// ParseDate, for type timestamp.
absl::StatusOr<int64_t> ParseTimestamp(std::string_view text,
                                       int64_t now_micros);

// As ParseTimestamp, for timestamptz: a time without a zone is read in the
// calling thread's TimeZone (common/time_zone.h); one with an offset
// ("+02", "-05:30", "Z") or a zone name ("Europe/Paris") in that one.
// Returns microseconds since 1970-01-01 00:00 UTC. Errors as ParseTimestamp;
// 22023 for an unknown zone name.
absl::StatusOr<int64_t> ParseTimestamptz(std::string_view text,
                                         int64_t now_micros);

// "2024-01-31 13:00:00+01": `micros` (UTC) as a local time of `zone` and
// its offset ("+05:30", "-03", seconds when the offset has them).
std::string FormatTimestamptz(int64_t micros, const absl::TimeZone& zone);

// "12:34:56.789": microseconds since midnight, 0..24:00:00.
std::string FormatTime(int64_t micros);

// Parses a time of day as time_in does: "hh:mm[:ss[.ffffff]]" with an
// optional AM/PM and zone (ignored), or a date and time (the time is
// taken); "now", "allballs". Errors: 22007, 22008.
absl::StatusOr<int64_t> ParseTime(std::string_view text, int64_t now_micros);

// The current time in microseconds since 1970 (wall clock, UTC).
int64_t NowMicros();

}  // namespace kite::datetime

#endif  // KITE_COMMON_DATE_TIME_H_
