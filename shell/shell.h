// The shell's engine room: runs SQL statements and meta commands against a
// database and prints what they return, psql style.
#ifndef KITE_SHELL_SHELL_H_
#define KITE_SHELL_SHELL_H_

#include <istream>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "kite/kite.h"
#include "shell/statement_splitter.h"

namespace kite::shell {

struct ShellOptions {
  bool csv = false;  // print query results as CSV instead of aligned tables
};

// Runs input against one database. Output goes to `out`; errors and
// notices to `err`. Not thread-safe.
class Shell {
 public:
  Shell(Database* db, ShellOptions options, std::ostream& out,
        std::ostream& err);

  // Runs every statement and meta command of `text` (a -c argument). Stops
  // at the first error.
  void RunCommandText(std::string_view text);
  // Runs the statements of a file (-f and \i); errors are reported with
  // "kite:FILE:LINE: " in front and do not stop the file.
  void RunFile(const std::string& path);
  // Runs statements read from a non-interactive stream (a pipe) until EOF.
  void RunStream(std::istream& in);
  // The interactive loop: prompts, line editing and persistent history
  // (libedit), until \q or end of input.
  void RunInteractive();

  // Whether any statement or command failed so far.
  bool had_error() const { return had_error_; }
  // Whether \q was given.
  bool quit_requested() const { return quit_; }

 private:
  // Where the items being run come from, for error prefixes.
  struct Source {
    std::string name;  // "" for -c and interactive input
    bool stop_on_error = false;
  };

  // Runs the items of `text` read by `splitter`; false if an error stopped it.
  bool RunItems(const std::vector<InputItem>& items, const Source& source);
  // Runs one item; false on error.
  bool RunItem(const InputItem& item, const Source& source);
  absl::Status RunSql(const std::string& sql);
  void PrintResult(const Result& result);
  void ReportError(const absl::Status& status, const Source& source, int line);

  // Meta commands (meta_commands.cc). Each prints its own output.
  absl::Status RunMeta(const std::string& line);
  absl::Status MetaHelp();
  absl::Status MetaTiming(std::string_view arg);
  absl::Status MetaListTables();
  absl::Status MetaDescribeTable(std::string_view name);
  absl::Status MetaInclude(std::string_view arg);
  absl::Status MetaCopy(std::string_view arg);
  absl::Status MetaDemo(std::string_view arg);

  void PrintTiming(double elapsed_ms);

  Database* db_;
  // Every statement and meta command runs in this session, so that a
  // transaction block spans statements and \d inside one reads as the
  // block does.
  std::unique_ptr<Session> sql_;
  ShellOptions options_;
  std::ostream& out_;
  std::ostream& err_;
  bool timing_ = false;
  bool had_error_ = false;
  bool quit_ = false;
  int include_depth_ = 0;
};

}  // namespace kite::shell

#endif  // KITE_SHELL_SHELL_H_
