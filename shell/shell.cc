#include "shell/shell.h"

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <system_error>

#include "absl/strings/match.h"
#include "absl/strings/str_format.h"
#include "shell/shell_error.h"
#include "shell/table_printer.h"

namespace kite::shell {
namespace {

// psql shows the command tag after the rows only for DML with RETURNING.
bool ShowsTagAfterRows(const std::string& tag) {
  return absl::StartsWith(tag, "INSERT") || absl::StartsWith(tag, "UPDATE") ||
         absl::StartsWith(tag, "DELETE");
}

}  // namespace

Shell::Shell(Database* db, ShellOptions options, std::ostream& out,
             std::ostream& err)
    : db_(db), sql_(db->Connect()), options_(options), out_(out), err_(err) {}

void Shell::RunCommandText(std::string_view text) {
  StatementSplitter splitter;
  Source source{"", /*stop_on_error=*/true};
  if (!RunItems(splitter.AddText(text), source)) return;
  RunItems(splitter.Finish(), source);
}

void Shell::RunFile(const std::string& path) {
  if (path == "-") {  // as psql: -f - reads standard input
    RunStream(std::cin);
    return;
  }
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) {
    err_ << "kite: " << path << ": Is a directory\n";
    had_error_ = true;
    return;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    err_ << "kite: " << path << ": " << std::strerror(errno) << '\n';
    had_error_ = true;
    return;
  }
  StatementSplitter splitter;
  Source source{path, /*stop_on_error=*/false};
  std::string line;
  while (!quit_ && std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    RunItems(splitter.AddLine(line), source);
  }
  if (!quit_) RunItems(splitter.Finish(), source);
}

void Shell::RunStream(std::istream& in) {
  StatementSplitter splitter;
  Source source{"<stdin>", /*stop_on_error=*/false};
  std::string line;
  while (!quit_ && std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    RunItems(splitter.AddLine(line), source);
    out_.flush();
  }
  if (!quit_) RunItems(splitter.Finish(), source);
}

bool Shell::RunItems(const std::vector<InputItem>& items,
                     const Source& source) {
  for (const InputItem& item : items) {
    if (quit_) return true;
    if (!RunItem(item, source) && source.stop_on_error) return false;
  }
  return true;
}

bool Shell::RunItem(const InputItem& item, const Source& source) {
  const bool errors_before = had_error_;
  absl::Status status =
      item.kind == InputItem::kSql ? RunSql(item.text) : RunMeta(item.text);
  if (!status.ok()) {
    ReportError(status, source, item.line);
    return false;
  }
  // A meta command such as \i reports its own errors.
  return had_error_ == errors_before;
}

absl::Status Shell::RunSql(const std::string& sql) {
  const auto start = std::chrono::steady_clock::now();
  absl::StatusOr<Result> result = sql_->Execute(sql);
  const auto end = std::chrono::steady_clock::now();
  if (!result.ok()) return result.status();
  PrintResult(*result);
  if (timing_) {
    PrintTiming(std::chrono::duration<double, std::milli>(end - start).count());
  }
  return absl::OkStatus();
}

void Shell::PrintResult(const Result& result) {
  for (const std::string& notice : result.notices()) {
    err_ << "NOTICE:  " << notice << '\n';
  }
  if (result.column_count() > 0) {
    TextTable table = ResultToTable(result);
    if (options_.csv) {
      PrintCsv(table, out_);
    } else {
      PrintAligned(table, out_);
      PrintRowCount(table.rows.size(), out_);
    }
    if (ShowsTagAfterRows(result.command_tag())) {
      out_ << result.command_tag() << '\n';
    }
  } else if (!result.command_tag().empty()) {
    out_ << result.command_tag() << '\n';
  }
}

void Shell::ReportError(const absl::Status& status, const Source& source,
                        int line) {
  had_error_ = true;
  out_.flush();
  if (!source.name.empty())
    err_ << "kite:" << source.name << ':' << line << ": ";
  if (IsShellError(status)) {
    err_ << status.message() << '\n';
  } else {
    // The SQLSTATE goes where psql's verbose error format puts it.
    err_ << "ERROR:  " << SqlStateOf(status) << ": " << status.message()
         << '\n';
  }
  err_.flush();
}

void Shell::PrintTiming(double elapsed_ms) {
  // Same layout as psql: milliseconds, plus [hh:]mm:ss.fff from a second on.
  std::string text = absl::StrFormat("Time: %.3f ms", elapsed_ms);
  if (elapsed_ms >= 1000.0) {
    double seconds = elapsed_ms / 1000.0;
    const double minutes = std::floor(seconds / 60.0);
    seconds -= 60.0 * minutes;
    if (minutes < 60.0) {
      absl::StrAppendFormat(&text, " (%02d:%06.3f)", static_cast<int>(minutes),
                            seconds);
    } else {
      const double hours = std::floor(minutes / 60.0);
      absl::StrAppendFormat(&text, " (%02d:%02d:%06.3f)",
                            static_cast<int>(hours),
                            static_cast<int>(minutes - 60.0 * hours), seconds);
    }
  }
  out_ << text << '\n';
}

}  // namespace kite::shell
