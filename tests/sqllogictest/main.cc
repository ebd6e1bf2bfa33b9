// kite-sqllogictest: runs SQL test files in SQLite's sqllogictest format on
// fresh in-memory Kite databases, or over the PostgreSQL wire protocol.
//
//   kite-sqllogictest [--label NAME]... [--jit on|off|force]
//                     [--set NAME=VALUE]... [--connect CONNINFO] FILE...
//
// --jit runs every file with that `SET jit` (the suite passes in each mode:
// compiled kernels must not change a result). --set runs `SET NAME = VALUE`
// first on every connection (e.g. default_toast_compression=zstd runs the
// suite over compressed TEXT columns). --connect
// runs the files through libpq on the server CONNINFO names ("host=/tmp
// port=5432", any libpq connection string), kited or PostgreSQL, each file on a
// new connection after dropping every table of schema public, and adds the
// label "wire".
//
// Prints every failure with file:line, then "N passed, N failed"; exits 1 if
// anything failed (or on bad usage), 0 otherwise. See tests/sql/README.md.
//
// Each file runs in a child process, so that an engine crash (or a file
// running longer than kFileTimeoutSeconds) is reported as a failure of that
// file and the other files still run.
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "slt_connection.h"
#include "slt_runner.h"

namespace {

constexpr unsigned kFileTimeoutSeconds = 600;

// --jit: the `SET jit` every connection starts with (empty: the default).
std::string jit_mode;
// --connect: the server to run on (empty: an embedded database each file).
std::string conninfo;
// --set NAME=VALUE: statements run first on every connection.
std::vector<std::string> settings;

void Usage(const char* argv0) {
  std::cerr << "usage: " << argv0
            << " [--label NAME]... [--jit on|off|force] [--set NAME=VALUE]... "
               "[--connect CONNINFO] FILE...\n";
}

// Runs `file` in this process and adds its outcome to `stats`.
void RunInProcess(const kite::slt::RunnerOptions& options,
                  const std::string& file, kite::slt::RunStats& stats) {
  auto open = [&]() -> absl::StatusOr<std::unique_ptr<kite::slt::Connection>> {
    auto c = conninfo.empty() ? kite::slt::OpenKiteConnection()
                              : kite::slt::OpenPgConnection(conninfo);
    if (!c.ok()) return c;
    for (const std::string& sql : settings) {
      auto set = (*c)->Run(sql);
      if (!set.ok()) return set.status();
    }
    if (jit_mode.empty()) return c;
    auto set = (*c)->Run("SET jit = " + jit_mode);
    if (!set.ok()) return set.status();
    return c;
  };
  kite::slt::Runner runner(options, open, std::cout);
  runner.RunFile(file);
  stats.passed += runner.stats().passed;
  stats.failed += runner.stats().failed;
}

// Runs `file` in a child process and adds its outcome to `stats`. A child
// that dies counts as one failure, on top of the failures it printed.
void RunInChild(const kite::slt::RunnerOptions& options,
                const std::string& file, kite::slt::RunStats& stats) {
  int fds[2];
  std::cout.flush();
  if (pipe(fds) != 0) {
    RunInProcess(options, file, stats);
    return;
  }
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    RunInProcess(options, file, stats);
    return;
  }
  if (pid == 0) {
    close(fds[0]);
    alarm(kFileTimeoutSeconds);
    kite::slt::RunStats child;
    RunInProcess(options, file, child);
    std::cout.flush();
    int counts[2] = {child.passed, child.failed};
    ssize_t written = write(fds[1], counts, sizeof(counts));
    _exit(written == sizeof(counts) ? 0 : 1);
  }
  close(fds[1]);
  int counts[2] = {0, 0};
  ssize_t got = read(fds[0], counts, sizeof(counts));
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  if (got == sizeof(counts) && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    stats.passed += counts[0];
    stats.failed += counts[1];
    return;
  }
  std::cout << file << ": the run ";
  if (WIFSIGNALED(status)) {
    std::cout << "was killed by signal " << WTERMSIG(status) << " ("
              << strsignal(WTERMSIG(status)) << ")";
  } else {
    std::cout << "ended with status " << WEXITSTATUS(status);
  }
  std::cout << " after the last failure reported above; the file's records "
               "are not counted\n"
            << std::endl;
  ++stats.failed;
}

}  // namespace

int main(int argc, char** argv) {
  kite::slt::RunnerOptions options;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--label" && i + 1 < argc) {
      options.labels.push_back(argv[++i]);
    } else if (arg.rfind("--label=", 0) == 0) {
      options.labels.push_back(arg.substr(8));
    } else if (arg == "--jit" && i + 1 < argc) {
      jit_mode = argv[++i];
    } else if (arg == "--set" && i + 1 < argc &&
               std::string(argv[i + 1]).find('=') != std::string::npos) {
      const std::string setting = argv[++i];
      const size_t eq = setting.find('=');
      settings.push_back("SET " + setting.substr(0, eq) + " = '" +
                         setting.substr(eq + 1) + "'");
    } else if (arg == "--connect" && i + 1 < argc) {
      conninfo = argv[++i];
      // Records that differ over the wire say `skipif wire`.
      options.labels.push_back("wire");
    } else if (arg == "-h" || arg == "--help") {
      Usage(argv[0]);
      return 0;
    } else if (arg.size() > 1 && arg[0] == '-') {
      Usage(argv[0]);
      return 1;
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty()) {
    Usage(argv[0]);
    return 1;
  }
  kite::slt::RunStats stats;
  for (const std::string& file : files) RunInChild(options, file, stats);
  std::cout << stats.passed << " passed, " << stats.failed << " failed"
            << std::endl;
  return stats.failed == 0 ? 0 : 1;
}
