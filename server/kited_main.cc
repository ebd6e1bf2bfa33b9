// kited: Kite's PostgreSQL wire protocol server. See docs/server.md.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "common/statement_memory.h"
#include "kite/kite.h"
#include "server/server.h"
#include "server/server_flags.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  absl::StatusOr<kite::server::KitedFlags> flags =
      kite::server::ParseKitedFlags(args);
  if (!flags.ok()) {
    std::fprintf(stderr, "kited: %s\n",
                 std::string(flags.status().message()).c_str());
    return 2;
  }
  if (flags->help) {
    std::fputs(kite::server::KitedUsage().c_str(), stdout);
    return 0;
  }
  kite::OpenOptions open;
  open.statement_mem = flags->statement_mem;
  open.max_memory = flags->max_memory >= 0 ? flags->max_memory
                                           : kite::AvailableMemory() / 10 * 9;
  open.progress = [&](const kite::LoadProgress& p) {
    const int percent = p.total_bytes > 0
                            ? static_cast<int>(std::min<int64_t>(
                                  100, 100 * p.bytes / p.total_bytes))
                            : 0;
    std::fprintf(stderr, "kited: loading %s: %lld rows (%d%%)%s\n",
                 flags->data_dir.c_str(), static_cast<long long>(p.rows),
                 p.done ? 100 : percent, p.done ? ", done" : "");
  };
  absl::StatusOr<std::unique_ptr<kite::Database>> db =
      kite::Database::Open(flags->data_dir, open);
  if (!db.ok()) {
    std::fprintf(stderr, "kited: cannot open the database: %s\n",
                 std::string(db.status().message()).c_str());
    return 1;
  }
  flags->server.handle_signals = true;
  kite::server::Server server(db->get(), flags->server);
  absl::Status started = server.Start();
  if (!started.ok()) {
    std::fprintf(stderr, "kited: %s\n", std::string(started.message()).c_str());
    return 1;
  }
  // Tests read the port from this line when they pass --port 0.
  std::fprintf(stderr, "kited: ready to accept connections on port %d\n",
               server.port());
  server.Run();
  return 0;
}
