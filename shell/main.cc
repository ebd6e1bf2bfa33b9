// kite: the interactive shell and script runner.
//
//   kite [DBPATH] [-c SQL]... [-f FILE]... [--csv]
//   kite --repair DBPATH
//
// With -c or -f it runs those in order and exits; otherwise it reads
// statements from the terminal (line editing, history in ~/.kite_history)
// or, when standard input is not a terminal, from the pipe. Exit status 1 if
// any statement failed.
#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "kite/kite.h"
#include "shell/shell.h"

namespace {

constexpr char kUsage[] =
    "kite: the Kite SQL shell\n"
    "\n"
    "Usage:\n"
    "  kite [DBPATH] [OPTION]...\n"
    "\n"
    "Options:\n"
    "  -c, --command=SQL   run SQL (statements and \\ commands), then exit\n"
    "  -f, --file=FILE     run the statements of FILE, then exit\n"
    "      --csv           print query results as CSV with a header\n"
    "      --repair        rebuild the damaged database in DBPATH from what\n"
    "                      its files still hold, then exit\n"
    "  -h, --help          show this help, then exit\n"
    "\n"
    "DBPATH is the directory that keeps the database (created if missing);\n"
    "without it, the database lives in memory and goes when kite exits.\n";

struct Action {
  bool is_file;
  std::string text;  // the SQL of -c or the path of -f
};

}  // namespace

int main(int argc, char** argv) {
  std::string db_path;
  bool repair = false;
  std::vector<Action> actions;
  kite::shell::ShellOptions options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&](std::string_view name) -> const char* {
      if (arg.size() > name.size() && arg.compare(0, name.size(), name) == 0 &&
          arg[name.size()] == '=') {
        return argv[i] + name.size() + 1;
      }
      if (i + 1 >= argc) return nullptr;
      return argv[++i];
    };
    if (arg == "-h" || arg == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (arg == "--csv") {
      options.csv = true;
    } else if (arg == "--repair") {
      repair = true;
    } else if (arg == "-c" || arg.rfind("--command", 0) == 0) {
      const char* sql = value(arg == "-c" ? "-c" : "--command");
      if (sql == nullptr) {
        std::cerr << "kite: option " << arg << " needs an argument\n";
        return 1;
      }
      actions.push_back({false, sql});
    } else if (arg == "-f" || arg.rfind("--file", 0) == 0) {
      const char* file = value(arg == "-f" ? "-f" : "--file");
      if (file == nullptr) {
        std::cerr << "kite: option " << arg << " needs an argument\n";
        return 1;
      }
      actions.push_back({true, file});
    } else if (!arg.empty() && arg[0] == '-' && arg != "-") {
      std::cerr << "kite: unknown option " << arg << "\n"
                << "Try \"kite --help\" for more information.\n";
      return 1;
    } else if (db_path.empty()) {
      db_path = arg;
    } else {
      std::cerr << "kite: too many arguments: " << arg << '\n';
      return 1;
    }
  }

  if (repair) {
    if (db_path.empty()) {
      std::cerr << "kite: --repair needs DBPATH\n";
      return 1;
    }
    absl::Status repaired = kite::Database::Repair(db_path);
    if (!repaired.ok()) {
      std::cerr << "kite: could not repair \"" << db_path
                << "\": " << repaired.message() << '\n';
      return 1;
    }
    std::cout << "kite: repaired \"" << db_path
              << "\"; it opens again (rows in damaged parts are lost)\n";
    return 0;
  }
  kite::OpenOptions open;
  const bool interactive = actions.empty() && isatty(STDIN_FILENO);
  open.progress = [&](const kite::LoadProgress& p) {
    // Large loads only, and only where someone watches.
    if (!isatty(STDERR_FILENO) || (p.done && p.rows < 250'000)) return;
    const int percent = p.total_bytes > 0
                            ? static_cast<int>(std::min<int64_t>(
                                  100, 100 * p.bytes / p.total_bytes))
                            : 0;
    std::cerr << "\rloading " << db_path << ": " << p.rows << " rows ("
              << (p.done ? 100 : percent) << "%)" << (p.done ? "\n" : "")
              << std::flush;
  };
  absl::StatusOr<std::unique_ptr<kite::Database>> db =
      kite::Database::Open(db_path, open);
  if (!db.ok()) {
    std::cerr << "kite: cannot open the database: " << db.status().message()
              << '\n';
    return 1;
  }
  kite::shell::Shell shell(db->get(), options, std::cout, std::cerr);

  if (!actions.empty()) {
    for (const Action& action : actions) {
      if (action.is_file) {
        shell.RunFile(action.text);
      } else {
        shell.RunCommandText(action.text);
      }
      if (shell.quit_requested()) break;
    }
  } else if (interactive) {
    std::cout << "kite: in-memory SQL engine. Type \\? for help, \\demo for "
                 "sample data, \\q to quit.\n";
    std::cout << (db_path.empty()
                      ? std::string("The database lives in memory: it goes "
                                    "when kite exits.\n")
                      : "Database \"" + db_path + "\" (kept on disk).\n");
    std::cout << '\n';
    shell.RunInteractive();
    return 0;
  } else {
    shell.RunStream(std::cin);
  }
  std::cout.flush();
  return shell.had_error() ? 1 : 0;
}
