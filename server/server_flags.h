// kited's command line and config file.
#ifndef KITE_SERVER_SERVER_FLAGS_H_
#define KITE_SERVER_SERVER_FLAGS_H_

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "server/server.h"

namespace kite::server {

struct KitedFlags {
  ServerOptions server;
  std::string data_dir;     // --data; empty: in memory
  std::string config_file;  // --config
  // --statement-mem: the default of statement_mem, in bytes (0: the
  // engine's, a quarter of the memory).
  int64_t statement_mem = 0;
  // --max-memory: the process's limit, in bytes; 0: none; -1 (unset): 90%
  // of the memory the process may use (AvailableMemory).
  int64_t max_memory = -1;
  bool help = false;
};

// What `kited --help` prints: every flag and config file setting.
std::string KitedUsage();

// Parses `args` (without the program name): flags as `--name value` or
// `--name=value`. A --config file is read first and the other flags
// override it. Errors (kInvalidArgument): unknown flags, missing or bad
// values, an unreadable or malformed config file.
absl::StatusOr<KitedFlags> ParseKitedFlags(
    const std::vector<std::string>& args);

// Applies the settings of a config file's text: `name = value` lines
// (names as the flags without "--", '-' or '_' alike), '#' comments,
// values optionally in single quotes, as postgresql.conf writes them.
absl::Status ApplyConfigText(std::string_view text, KitedFlags* flags);

}  // namespace kite::server

#endif  // KITE_SERVER_SERVER_FLAGS_H_
