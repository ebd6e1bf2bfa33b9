// The settings of a database as SET, RESET and SHOW see them: PostgreSQL's
// that clients read (client_encoding, server_version, TimeZone, ...) and
// Kite's own (jit, durability, enable_indexes, ...). A setting is defined
// once, with its default, how a new value is checked and put into effect,
// and whether the value is stored with the database (durability/) so that
// it holds after a restart. A name nobody defined is kept as it is set, as
// before (SHOW then gives it back).
#ifndef KITE_CATALOG_SETTINGS_H_
#define KITE_CATALOG_SETTINGS_H_

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/btree_map.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"

namespace kite {

struct SettingDef {
  std::string name;
  // What SHOW gives before any SET (and after RESET).
  std::string default_value;
  // Kept across a restart (written to the durable store by SET).
  bool stored = false;
  // Checks `value` ("" for RESET: the default) and puts it into effect;
  // an error leaves the setting as it was. Null: every value is taken.
  std::function<absl::Status(const std::string& value)> apply;
};

// Thread-safe: every method may be called concurrently (an apply function
// is called under no lock of the Settings).
class Settings {
 public:
  // Defines PostgreSQL's settings that Kite reports but does not act on.
  Settings();

  // Defines (or redefines) a setting.
  void Define(SettingDef def);

  // SET name = value, or RESET with an empty `value`. Errors: those of the
  // setting's apply, and then nothing changes.
  absl::Status Set(const std::string& name, const std::string& value);

  // The value SHOW gives: the last set, else the default; nullopt for a
  // name neither defined nor set.
  std::optional<std::string> Get(std::string_view name) const;

  // Every setting defined or set with its value, by name (SHOW ALL).
  std::vector<std::pair<std::string, std::string>> All() const;

  // Whether `name` is stored with the database.
  bool IsStored(std::string_view name) const;

 private:
  mutable absl::Mutex mu_;
  absl::btree_map<std::string, SettingDef, std::less<>> defs_
      ABSL_GUARDED_BY(mu_);
  absl::btree_map<std::string, std::string, std::less<>> values_
      ABSL_GUARDED_BY(mu_);
};

// A boolean setting's value as PostgreSQL spells them (on/off, true/false,
// yes/no, 1/0, any case); "" (RESET) is `default_value`. Errors: 22023
// `parameter "name" requires a Boolean value`.
absl::StatusOr<bool> ParseBoolSetting(const std::string& name,
                                      const std::string& value,
                                      bool default_value);

// 22023 `invalid value for parameter "name": "value"` with PostgreSQL's
// hint listing `available` ("on, off, force"); no hint when it is empty.
absl::Status InvalidSettingValue(const std::string& name,
                                 const std::string& value,
                                 std::string_view available = "");

}  // namespace kite

#endif  // KITE_CATALOG_SETTINGS_H_
