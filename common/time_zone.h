// The TimeZone setting (which zone a session's timestamptz values are read
// and written in; common/session_format.h installs it) and time zone
// arithmetic over the tz database, through absl::TimeZone.
#ifndef KITE_COMMON_TIME_ZONE_H_
#define KITE_COMMON_TIME_ZONE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "absl/time/time.h"

namespace kite::datetime {

struct TimeZoneSetting {
  std::string name;  // what SHOW TimeZone gives: "UTC", "Europe/Paris"
  absl::TimeZone zone;
};

// UTC, the default.
const TimeZoneSetting& UtcSetting();

// Reads a TimeZone value as PostgreSQL's SET does: a zone name of the tz
// database (in any letter case: "europe/paris" is "Europe/Paris"), or a
// number of hours east of UTC ("-7", "5.5"). Errors: 22023 `invalid value
// for parameter "TimeZone": "..."`.
absl::StatusOr<TimeZoneSetting> LoadTimeZoneSetting(std::string_view value);

// The zone of the tz database named `name` (any letter case), if it exists.
std::optional<absl::TimeZone> FindZone(std::string_view name);

// The offset from UTC, in seconds, of `zone` at the instant `utc_micros`.
int64_t OffsetAt(const absl::TimeZone& zone, int64_t utc_micros);

// The instant whose local time in `zone` is `local_micros` (microseconds
// since 1970-01-01 00:00 local). As PostgreSQL, a local time skipped by a
// spring-forward change is read with the offset before it, and a repeated
// one with the offset after it.
int64_t LocalToUtc(const absl::TimeZone& zone, int64_t local_micros);

}  // namespace kite::datetime

#endif  // KITE_COMMON_TIME_ZONE_H_
