#include "catalog/settings.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "kite/status.h"

namespace kite {

Settings::Settings() {
  // PostgreSQL's defaults, for the clients and drivers that ask.
  static constexpr std::pair<const char*, const char*> kReported[] = {
      {"application_name", ""},
      {"client_encoding", "UTF8"},
      {"datestyle", "ISO, MDY"},
      {"default_transaction_isolation", "read committed"},
      {"extra_float_digits", "1"},
      {"integer_datetimes", "on"},
      {"intervalstyle", "postgres"},
      {"search_path", "\"$user\", public"},
      {"server_encoding", "UTF8"},
      {"server_version", "15.0"},
      {"standard_conforming_strings", "on"},
      {"statement_timeout", "0"},
      {"timezone", "UTC"},
      {"transaction_isolation", "read committed"},
  };
  for (const auto& [name, value] : kReported) Define({name, value});
}

void Settings::Define(SettingDef def) {
  absl::MutexLock lock(&mu_);
  std::string name = def.name;
  defs_.insert_or_assign(std::move(name), std::move(def));
}

absl::Status Settings::Set(const std::string& name, const std::string& value) {
  std::function<absl::Status(const std::string&)> apply;
  {
    absl::MutexLock lock(&mu_);
    auto it = defs_.find(name);
    if (it != defs_.end()) apply = it->second.apply;
  }
  if (apply) {
    if (absl::Status s = apply(value); !s.ok()) return s;
  }
  absl::MutexLock lock(&mu_);
  if (value.empty()) {
    values_.erase(name);
  } else {
    values_.insert_or_assign(name, value);
  }
  return absl::OkStatus();
}

std::optional<std::string> Settings::Get(std::string_view name) const {
  absl::MutexLock lock(&mu_);
  if (auto it = values_.find(name); it != values_.end()) return it->second;
  if (auto it = defs_.find(name); it != defs_.end()) {
    return it->second.default_value;
  }
  return std::nullopt;
}

std::vector<std::pair<std::string, std::string>> Settings::All() const {
  absl::btree_map<std::string, std::string> all;
  absl::MutexLock lock(&mu_);
  for (const auto& [name, def] : defs_) all[name] = def.default_value;
  for (const auto& [name, value] : values_) all[name] = value;
  return {all.begin(), all.end()};
}

bool Settings::IsStored(std::string_view name) const {
  absl::MutexLock lock(&mu_);
  auto it = defs_.find(name);
  return it != defs_.end() && it->second.stored;
}

absl::StatusOr<bool> ParseBoolSetting(const std::string& name,
                                      const std::string& value,
                                      bool default_value) {
  const std::string v = absl::AsciiStrToLower(value);
  if (v.empty()) return default_value;
  if (v == "on" || v == "true" || v == "yes" || v == "1") return true;
  if (v == "off" || v == "false" || v == "no" || v == "0") return false;
  return SqlError(
      sqlstate::kInvalidParameterValue,
      absl::StrCat("parameter \"", name, "\" requires a Boolean value"));
}

absl::Status InvalidSettingValue(const std::string& name,
                                 const std::string& value,
                                 std::string_view available) {
  std::string message = absl::StrCat("invalid value for parameter \"", name,
                                     "\": \"", value, "\"");
  if (!available.empty()) {
    message += absl::StrCat(
        "\nHINT:  Available values: ", std::string(available), ".");
  }
  return SqlError(sqlstate::kInvalidParameterValue, message);
}

}  // namespace kite
