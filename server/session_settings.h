// The settings a PostgreSQL client sets and reads per connection
// (client_encoding, DateStyle, TimeZone, application_name, ...). Kite's own
// settings (jit, enable_indexes, plan_cache_size) belong to the Database
// and are shared by every connection; these never reach it.
#ifndef KITE_SERVER_SESSION_SETTINGS_H_
#define KITE_SERVER_SESSION_SETTINGS_H_

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "common/version.h"

namespace kite::server {

// One connection's settings. Thread-compatible (one per connection).
class SessionSettings {
 public:
  // Starts from the defaults; `user` is reported as session_authorization.
  explicit SessionSettings(std::string user = "kite");

  // Whether `name` (lower case) is a per-connection setting kept here.
  static bool Handles(std::string_view name);

  // Sets `name` (lower case) to `value` as written; an empty `value` resets
  // it to its default. Returns whether the setting is one PostgreSQL
  // reports to the client with ParameterStatus (then `*reported` holds its
  // name as reported and new value). Errors: 22023 for a value the setting
  // cannot take, 0A000 for values Kite does not implement (a client
  // encoding other than UTF8, a time zone other than UTC, a DateStyle other
  // than ISO), 55P02 for read-only settings (server_version, ...).
  absl::Status Set(std::string_view name, std::string_view value,
                   std::pair<std::string, std::string>* reported);

  // The value of `name` (lower case) as SHOW prints it; must be Handles().
  std::string Get(std::string_view name) const;

  // statement_timeout in milliseconds; 0: none.
  int64_t statement_timeout_ms() const { return statement_timeout_ms_; }
  // idle_session_timeout in milliseconds; 0: none.
  int64_t idle_session_timeout_ms() const { return idle_session_timeout_ms_; }
  // idle_in_transaction_session_timeout in milliseconds; 0: none.
  int64_t idle_in_transaction_timeout_ms() const {
    return idle_in_transaction_timeout_ms_;
  }

  // Every setting PostgreSQL reports at startup, with its reported name
  // (DateStyle, TimeZone, ...), in a stable order.
  std::vector<std::pair<std::string, std::string>> Reported() const;

 private:
  std::map<std::string, std::string, std::less<>> values_;
  int64_t statement_timeout_ms_ = 0;
  int64_t idle_session_timeout_ms_ = 0;
  int64_t idle_in_transaction_timeout_ms_ = 0;
};

}  // namespace kite::server

#endif  // KITE_SERVER_SESSION_SETTINGS_H_
