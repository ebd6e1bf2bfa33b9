#include "common/time_zone.h"

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_format.h"
#include "absl/synchronization/mutex.h"
#include "common/text_util.h"
#include "kite/status.h"

namespace kite::datetime {
namespace {

std::string ZoneDir() {
  const char* dir = std::getenv("TZDIR");
  return dir != nullptr && *dir != '\0' ? dir : "/usr/share/zoneinfo";
}

// Lower-case name -> the name of the zone file, for the zones under the
// tz database's directory (read once).
const absl::flat_hash_map<std::string, std::string>& ZoneNames() {
  static const auto* names = [] {
    auto* m = new absl::flat_hash_map<std::string, std::string>;
    const std::filesystem::path root = ZoneDir();
    std::error_code ec;
    for (auto it = std::filesystem::recursive_directory_iterator(root, ec);
         !ec && it != std::filesystem::recursive_directory_iterator();
         it.increment(ec)) {
      if (!it->is_regular_file(ec)) continue;
      const std::string name =
          std::filesystem::relative(it->path(), root, ec).generic_string();
      if (!ec) m->emplace(ToLower(name), name);
    }
    return m;
  }();
  return *names;
}

// PostgreSQL's name of a fixed offset `east` seconds from UTC:
// "<+05:30>-05:30".
std::string FixedZoneName(int64_t east) {
  auto hhmm = [](int64_t seconds, bool sign_east) {
    const char sign = (seconds < 0) == sign_east ? '-' : '+';
    seconds = std::llabs(seconds);
    std::string out = absl::StrFormat("%c%02d", sign, seconds / 3600);
    if (seconds % 3600 != 0) {
      absl::StrAppendFormat(&out, ":%02d", seconds / 60 % 60);
    }
    if (seconds % 60 != 0) absl::StrAppendFormat(&out, ":%02d", seconds % 60);
    return out;
  };
  return absl::StrFormat("<%s>%s", hhmm(east, true), hhmm(east, false));
}

}  // namespace

const TimeZoneSetting& UtcSetting() {
  static const auto* utc = new TimeZoneSetting{"UTC", absl::UTCTimeZone()};
  return *utc;
}

std::optional<absl::TimeZone> FindZone(std::string_view name) {
  if (name.empty() || name.find("..") != std::string_view::npos ||
      name.front() == '/') {
    return std::nullopt;
  }
  const std::string lower = ToLower(name);
  if (lower == "utc" || lower == "gmt" || lower == "z" || lower == "zulu") {
    return absl::UTCTimeZone();
  }
  auto it = ZoneNames().find(lower);
  if (it == ZoneNames().end()) return std::nullopt;
  absl::TimeZone zone;
  if (!absl::LoadTimeZone(it->second, &zone)) return std::nullopt;
  return zone;
}

absl::StatusOr<TimeZoneSetting> LoadTimeZoneSetting(std::string_view value) {
  const std::string_view v = StripSpaces(value);
  double hours;
  if (absl::SimpleAtod(std::string(v), &hours) && std::isfinite(hours)) {
    if (std::fabs(hours) > 15) {
      return SqlError(
          sqlstate::kInvalidParameterValue,
          Cat("invalid value for parameter \"TimeZone\": \"", value, "\""));
    }
    const int64_t east = std::llround(hours * 3600);
    return TimeZoneSetting{FixedZoneName(east),
                           absl::FixedTimeZone(static_cast<int>(east))};
  }
  const std::string lower = ToLower(v);
  if (lower == "utc") return UtcSetting();
  auto it = ZoneNames().find(lower);
  absl::TimeZone zone;
  if (v.empty() || v.find("..") != std::string_view::npos ||
      it == ZoneNames().end() || !absl::LoadTimeZone(it->second, &zone)) {
    return SqlError(
        sqlstate::kInvalidParameterValue,
        Cat("invalid value for parameter \"TimeZone\": \"", value, "\""));
  }
  return TimeZoneSetting{it->second, zone};
}

int64_t OffsetAt(const absl::TimeZone& zone, int64_t utc_micros) {
  const int64_t seconds = utc_micros >= 0 ? utc_micros / 1000000
                                          : -((-utc_micros + 999999) / 1000000);
  return zone.At(absl::FromUnixSeconds(seconds)).offset;
}

int64_t LocalToUtc(const absl::TimeZone& zone, int64_t local_micros) {
  const int64_t seconds = local_micros >= 0
                              ? local_micros / 1000000
                              : -((-local_micros + 999999) / 1000000);
  const int64_t sub = local_micros - seconds * 1000000;
  const absl::CivilSecond civil =
      absl::CivilSecond(1970, 1, 1, 0, 0, 0) + seconds;
  const absl::TimeZone::TimeInfo info = zone.At(civil);
  const absl::Time t =
      info.kind == absl::TimeZone::TimeInfo::REPEATED ? info.post : info.pre;
  return absl::ToUnixSeconds(t) * 1000000 + sub;
}

}  // namespace kite::datetime
