// kite: the interactive shell and script runner.
//
//   kite [DBPATH] [-c SQL]... [-f FILE]... [--csv]
//
// With -c or -f it runs those in order and exits; otherwise it reads
// statements from the terminal (line editing, history in ~/.kite_history)
// or, when standard input is not a terminal, from the pipe. Exit status 1 if
// any statement failed.
#include <unistd.h>

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
    "  -h, --help          show this help, then exit\n"
    "\n"
    "DBPATH is accepted for the persistence still to come; for now the\n"
    "database always lives in memory.\n";

struct Action {
  bool is_file;
  std::string text;  // the SQL of -c or the path of -f
};

}  // namespace

int main(int argc, char** argv) {
  std::string db_path;
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

  // Persistence is a later issue: whatever DBPATH says, the database lives
  // in memory for now.
  absl::StatusOr<std::unique_ptr<kite::Database>> db = kite::Database::Open();
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
  } else if (isatty(STDIN_FILENO)) {
    std::cout << "kite: in-memory SQL engine. Type \\? for help, \\demo for "
                 "sample data, \\q to quit.\n";
    if (!db_path.empty()) {
      std::cout << "Note: \"" << db_path
                << "\" is not used yet (persistence lands in a later "
                   "version); this database lives in memory.\n";
    }
    std::cout << '\n';
    shell.RunInteractive();
    return 0;
  } else {
    shell.RunStream(std::cin);
  }
  std::cout.flush();
  return shell.had_error() ? 1 : 0;
}
