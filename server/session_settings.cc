#include "server/session_settings.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "common/text_util.h"
#include "common/time_zone.h"
#include "kite/status.h"

namespace kite::server {
namespace {

struct SettingInfo {
  const char* name;           // lower case, as SET/SHOW name it
  const char* reported_name;  // ParameterStatus name, or nullptr
  const char* default_value;
  bool read_only;
};

constexpr SettingInfo kSettings[] = {
    {"application_name", "application_name", "", false},
    {"bytea_output", nullptr, "hex", false},
    {"client_encoding", "client_encoding", "UTF8", false},
    {"datestyle", "DateStyle", "ISO, MDY", false},
    {"default_transaction_read_only", "default_transaction_read_only", "off",
     true},
    {"extra_float_digits", nullptr, "1", false},
    {"idle_in_transaction_session_timeout", nullptr, "0", false},
    {"idle_session_timeout", nullptr, "0", false},
    {"in_hot_standby", "in_hot_standby", "off", true},
    {"integer_datetimes", "integer_datetimes", "on", true},
    {"intervalstyle", "IntervalStyle", "postgres", false},
    {"is_superuser", "is_superuser", "on", true},
    {"lock_timeout", nullptr, "0", false},
    {"search_path", nullptr, "\"$user\", public", false},
    {"server_encoding", "server_encoding", "UTF8", true},
    {"server_version", "server_version", kServerVersion, true},
    {"server_version_num", nullptr, "150000", true},
    {"session_authorization", "session_authorization", "", true},
    {"standard_conforming_strings", "standard_conforming_strings", "on", false},
    {"statement_timeout", nullptr, "0", false},
    {"timezone", "TimeZone", "UTC", false},
};

const SettingInfo* Find(std::string_view name) {
  for (const SettingInfo& s : kSettings) {
    if (name == s.name) return &s;
  }
  return nullptr;
}

absl::Status InvalidValue(std::string_view name, std::string_view value) {
  return SqlError(
      sqlstate::kInvalidParameterValue,
      Cat("invalid value for parameter \"", name, "\": \"", value, "\""));
}

absl::Status NotSupported(std::string_view name, std::string_view value,
                          std::string_view supported) {
  return SqlError(sqlstate::kFeatureNotSupported,
                  Cat("Kite supports only ", supported, " for \"", name,
                      "\", not \"", value, "\""));
}

// A time setting: "0", "5000" (milliseconds), "5s", "100ms", "1min", "1h",
// "1d", "500us" (rounded up to a millisecond, as PostgreSQL does). Returns
// the milliseconds; -1 when malformed or too large.
int64_t DurationMillis(std::string_view value) {
  std::string v = ToLower(StripSpaces(value));
  size_t digits = 0;
  while (digits < v.size() && v[digits] >= '0' && v[digits] <= '9') ++digits;
  int64_t n;
  if (digits == 0 || digits > 12 ||
      !absl::SimpleAtoi(v.substr(0, digits), &n)) {
    return -1;
  }
  std::string unit(StripSpaces(std::string_view(v).substr(digits)));
  if (unit.empty() || unit == "ms") return n;
  if (unit == "us") return (n + 999) / 1000;
  if (unit == "s") return n * 1000;
  if (unit == "min") return n * 60 * 1000;
  if (unit == "h") return n * 3600 * 1000;
  if (unit == "d") return n * 24 * 3600 * 1000;
  return -1;
}

// Checks `value` for setting `name` and returns it as SHOW will print it.
absl::StatusOr<std::string> Normalize(std::string_view name,
                                      std::string_view value) {
  const std::string lower = ToLower(value);
  if (name == "client_encoding") {
    if (lower == "utf8" || lower == "utf-8" || lower == "unicode") {
      return std::string("UTF8");
    }
    return NotSupported(name, value, "UTF8");
  }
  if (name == "datestyle") {
    // Dates always print as ISO; the order part only matters for input.
    bool iso = false;
    std::string order = "MDY";
    for (absl::string_view part : absl::StrSplit(lower, ',')) {
      const std::string p(
          StripSpaces(std::string_view(part.data(), part.size())));
      if (p == "iso") {
        iso = true;
      } else if (p == "mdy" || p == "us" || p == "noneuropean") {
        order = "MDY";
      } else if (p == "dmy" || p == "european") {
        order = "DMY";
      } else if (p == "ymd") {
        order = "YMD";
      } else if (p == "sql" || p == "postgres" || p == "german") {
        return NotSupported("DateStyle", value, "ISO");
      } else {
        return InvalidValue("DateStyle", value);
      }
    }
    if (!iso && lower.find("mdy") == std::string::npos &&
        lower.find("dmy") == std::string::npos &&
        lower.find("ymd") == std::string::npos) {
      return InvalidValue("DateStyle", value);
    }
    return absl::StrCat("ISO, ", order);
  }
  if (name == "timezone") {
    absl::StatusOr<datetime::TimeZoneSetting> zone =
        datetime::LoadTimeZoneSetting(value);
    if (!zone.ok()) return zone.status();
    return zone->name;
  }
  if (name == "bytea_output") {
    if (lower == "hex" || lower == "escape") return lower;
    return SqlError(
        sqlstate::kInvalidParameterValue,
        Cat("invalid value for parameter \"bytea_output\": \"", value, "\""));
  }
  if (name == "intervalstyle") {
    if (lower == "postgres") return lower;
    return NotSupported("IntervalStyle", value, "postgres");
  }
  if (name == "standard_conforming_strings") {
    if (lower == "on" || lower == "true" || lower == "1" || lower == "yes") {
      return std::string("on");
    }
    return NotSupported(name, value, "on");
  }
  if (name == "extra_float_digits") {
    // Kite prints the shortest exact form of a double, which is what
    // PostgreSQL prints for any value above 0; lower values are accepted
    // and print the same.
    int digits;
    if (!absl::SimpleAtoi(std::string(value), &digits) || digits < -15 ||
        digits > 3) {
      return InvalidValue(name, value);
    }
    return absl::StrCat(digits);
  }
  if (name == "statement_timeout" || name == "lock_timeout" ||
      name == "idle_in_transaction_session_timeout" ||
      name == "idle_session_timeout") {
    if (DurationMillis(value) < 0) return InvalidValue(name, value);
    return std::string(StripSpaces(value));
  }
  return std::string(value);
}

}  // namespace

SessionSettings::SessionSettings(std::string user) {
  for (const SettingInfo& s : kSettings) values_[s.name] = s.default_value;
  values_["session_authorization"] = std::move(user);
}

bool SessionSettings::Handles(std::string_view name) {
  return Find(name) != nullptr;
}

absl::Status SessionSettings::Set(
    std::string_view name, std::string_view value,
    std::pair<std::string, std::string>* reported) {
  const SettingInfo* info = Find(name);
  if (info == nullptr) {
    return SqlError(sqlstate::kUndefinedObject,
                    Cat("unrecognized configuration parameter \"", name, "\""));
  }
  if (info->read_only) {
    return SqlError("55P02", Cat("parameter \"", name, "\" cannot be changed"));
  }
  std::string v = info->default_value;
  if (!value.empty()) {
    absl::StatusOr<std::string> normalized = Normalize(name, value);
    if (!normalized.ok()) return normalized.status();
    v = *std::move(normalized);
  }
  values_[info->name] = v;
  if (name == "statement_timeout") statement_timeout_ms_ = DurationMillis(v);
  if (name == "idle_session_timeout") {
    idle_session_timeout_ms_ = DurationMillis(v);
  }
  if (name == "idle_in_transaction_session_timeout") {
    idle_in_transaction_timeout_ms_ = DurationMillis(v);
  }
  if (reported != nullptr && info->reported_name != nullptr) {
    *reported = {info->reported_name, v};
  }
  return absl::OkStatus();
}

std::string SessionSettings::Get(std::string_view name) const {
  auto it = values_.find(name);
  return it == values_.end() ? "" : it->second;
}

std::vector<std::pair<std::string, std::string>> SessionSettings::Reported()
    const {
  std::vector<std::pair<std::string, std::string>> out;
  for (const SettingInfo& s : kSettings) {
    if (s.reported_name != nullptr) {
      out.emplace_back(s.reported_name, Get(s.name));
    }
  }
  return out;
}

}  // namespace kite::server
