// The backslash commands of the shell: \?, \q, \timing, \d, \i, \copy,
// \demo.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <system_error>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "shell/demo.h"
#include "shell/shell.h"
#include "shell/shell_error.h"
#include "shell/table_printer.h"
#include "shell/text_util.h"

namespace kite::shell {
namespace {

constexpr int kMaxIncludeDepth = 16;
// About 540 MB of items: more is surely a typo.
constexpr int64_t kMaxDemoRows = 1'000'000;

constexpr char kHelp[] = R"(General
  \q                     quit kite
  \?                     show this help

Query buffer and input
  \i FILE                run the statements of FILE
  \timing [on|off]       toggle (or set) printing the time each statement takes

Informational
  \d                     list tables
  \d NAME                describe table NAME (columns, types, nullable,
                         default, primary key)

Import and export
  \copy TABLE FROM 'FILE' [WITH (FORMAT csv, HEADER)]
  \copy TABLE TO 'FILE' [WITH (FORMAT csv, HEADER)]
  \copy (SELECT ...) TO 'FILE' | stdout [WITH (...)]
                         COPY run by the shell on a file the shell names
                         (relative to the shell's working directory)

Sample data
  \demo [ROWS]           create table items (id, name, year, description)
                         with ROWS rows (default 10000)

SQL statements end with ';' and may span several lines.
)";

// A SQL string literal holding `text`.
std::string QuoteLiteral(std::string_view text) {
  std::string quoted = "'";
  for (char c : text) {
    if (c == '\'') quoted += '\'';
    quoted += c;
  }
  quoted += '\'';
  return quoted;
}

// An identifier as psql reads it in \d: folded to lower case unless quoted.
std::string NormalizeName(std::string_view name) {
  if (name.size() >= 2 && name.front() == '"' && name.back() == '"') {
    std::string out;
    for (size_t i = 1; i + 1 < name.size(); ++i) {
      out += name[i];
      if (name[i] == '"' && i + 2 < name.size() && name[i + 1] == '"') ++i;
    }
    return out;
  }
  return ToLower(name);
}

// Index of the result column named `name`, or -1.
int ColumnIndex(const Result& result, std::string_view name) {
  for (int c = 0; c < result.column_count(); ++c) {
    if (result.column_name(c) == name) return c;
  }
  return -1;
}

bool CellIsTrue(const Result& result, size_t row, int col) {
  if (col < 0 || result.IsNull(row, col)) return false;
  const std::string text = result.GetString(row, col);
  return text == "t" || text == "true";
}

// The parts of a \copy command around its file name.
struct CopyCommand {
  std::string head;  // "items FROM" or "(SELECT ...) TO"
  bool to = false;   // TO (export) rather than FROM (import)
  std::string file;  // unquoted file name
  bool file_was_quoted = false;
  std::string tail;  // options after the file name
};

// Splits `\copy` arguments at the FROM/TO keyword (outside quotes and
// parentheses) and the file name after it.
std::optional<CopyCommand> ParseCopy(std::string_view arg) {
  int depth = 0;
  bool in_single = false, in_double = false;
  for (size_t i = 0; i < arg.size(); ++i) {
    const char c = arg[i];
    if (in_single) {
      if (c == '\'') in_single = false;
      continue;
    }
    if (in_double) {
      if (c == '"') in_double = false;
      continue;
    }
    if (c == '\'') in_single = true;
    if (c == '"') in_double = true;
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (depth != 0 || (i > 0 && !IsBlank(arg[i - 1]))) continue;
    size_t keyword_length = 0;
    bool to = false;
    if (StartsWithIgnoreCase(arg.substr(i), "from")) {
      keyword_length = 4;
    } else if (StartsWithIgnoreCase(arg.substr(i), "to")) {
      keyword_length = 2;
      to = true;
    } else {
      continue;
    }
    const size_t after = i + keyword_length;
    if (after >= arg.size() || !IsBlank(arg[after])) continue;
    CopyCommand command;
    command.head = std::string(arg.substr(0, after));
    command.to = to;
    size_t p = after;
    while (p < arg.size() && IsBlank(arg[p])) ++p;
    if (p < arg.size() && arg[p] == '\'') {
      command.file_was_quoted = true;
      ++p;
      while (p < arg.size()) {
        if (arg[p] == '\'') {
          if (p + 1 < arg.size() && arg[p + 1] == '\'') {
            command.file += '\'';
            p += 2;
            continue;
          }
          break;
        }
        command.file += arg[p++];
      }
      if (p >= arg.size()) return std::nullopt;  // unterminated quote
      ++p;
    } else {
      while (p < arg.size() && !IsBlank(arg[p])) {
        command.file += arg[p++];
      }
    }
    if (command.file.empty()) return std::nullopt;
    command.tail = std::string(arg.substr(p));
    return command;
  }
  return std::nullopt;
}

}  // namespace

absl::Status Shell::RunMeta(const std::string& line) {
  std::string_view rest(line);
  rest.remove_prefix(1);  // the backslash
  size_t end = 0;
  while (end < rest.size() && !IsBlank(rest[end])) ++end;
  const std::string_view command = rest.substr(0, end);
  const std::string_view arg = StripBlanks(rest.substr(end));
  if (command == "q" || command == "quit") {
    quit_ = true;
    return absl::OkStatus();
  }
  if (command == "?") return MetaHelp();
  if (command == "timing") return MetaTiming(arg);
  if (command == "d" || command == "dt") {
    return arg.empty() ? MetaListTables() : MetaDescribeTable(arg);
  }
  if (command == "i" || command == "include") return MetaInclude(arg);
  if (command == "copy") return MetaCopy(arg);
  if (command == "demo") return MetaDemo(arg);
  return ShellError(absl::StrCat("invalid command \\", std::string(command),
                                 "\nTry \\? for help."));
}

absl::Status Shell::MetaHelp() {
  out_ << kHelp;
  return absl::OkStatus();
}

absl::Status Shell::MetaTiming(std::string_view arg) {
  const std::string value = ToLower(arg);
  if (value.empty()) {
    timing_ = !timing_;
  } else if (value == "on") {
    timing_ = true;
  } else if (value == "off") {
    timing_ = false;
  } else {
    return ShellError(absl::StrCat("unrecognized value \"", std::string(arg),
                                   "\" for \"\\timing\": on or off expected"));
  }
  out_ << (timing_ ? "Timing is on.\n" : "Timing is off.\n");
  return absl::OkStatus();
}

absl::Status Shell::MetaListTables() {
  const std::vector<std::string> names = db_->TableNames();
  if (names.empty()) {
    out_ << "Did not find any relations.\n";
    return absl::OkStatus();
  }
  absl::StatusOr<Result> sizes =
      sql_->Execute("SELECT table_name, rows FROM kite_tables");
  if (!sizes.ok()) return sizes.status();
  absl::flat_hash_map<std::string, std::string> rows;
  for (size_t r = 0; r < sizes->row_count(); ++r) {
    rows[sizes->GetString(r, 0)] = sizes->GetString(r, 1);
  }
  TextTable table;
  table.title = "List of relations";
  table.headers = {"Name", "Type", "Rows"};
  table.right_aligned = {false, false, true};
  for (const std::string& name : names) {
    table.rows.push_back({name, "table", rows[name]});
  }
  PrintAligned(table, out_);
  PrintRowCount(table.rows.size(), out_);
  return absl::OkStatus();
}

absl::Status Shell::MetaDescribeTable(std::string_view arg) {
  const std::string name = NormalizeName(arg);
  const std::vector<std::string> names = db_->TableNames();
  if (std::find(names.begin(), names.end(), name) == names.end()) {
    return ShellError(absl::StrCat("Did not find any relation named \"",
                                   std::string(arg), "\"."));
  }
  absl::StatusOr<Result> columns = sql_->Execute(absl::StrCat(
      "SELECT * FROM kite_columns WHERE table_name = ", QuoteLiteral(name)));
  if (!columns.ok()) return columns.status();
  const int name_col = ColumnIndex(*columns, "column_name");
  const int type_col = ColumnIndex(*columns, "type");
  const int not_null_col = ColumnIndex(*columns, "not_null");
  const int default_col = ColumnIndex(*columns, "default_value");
  const int key_col = ColumnIndex(*columns, "primary_key");
  const int compression_col = ColumnIndex(*columns, "compression");
  if (name_col < 0 || type_col < 0) {
    return ShellError("kite_columns lacks column_name or type");
  }
  // Nullable, Default and the primary key are shown when the engine's
  // kite_columns view reports them.
  TextTable table;
  table.title = absl::StrCat("Table \"", name, "\"");
  table.headers = {"Column", "Type"};
  if (not_null_col >= 0) table.headers.push_back("Nullable");
  if (default_col >= 0) table.headers.push_back("Default");
  // Compression is shown (as psql's \d+ does) when some column has one.
  bool compressed = false;
  for (size_t r = 0; compression_col >= 0 && r < columns->row_count(); ++r) {
    compressed |= columns->GetString(r, compression_col) != "none";
  }
  if (compressed) table.headers.push_back("Compression");
  table.right_aligned.assign(table.headers.size(), false);
  std::vector<std::string> key;
  for (size_t r = 0; r < columns->row_count(); ++r) {
    const std::string column = columns->GetString(r, name_col);
    const bool key_part = CellIsTrue(*columns, r, key_col);
    if (key_part) key.push_back(column);
    std::vector<std::string> row = {column, columns->GetString(r, type_col)};
    if (not_null_col >= 0) {
      row.push_back(
          key_part || CellIsTrue(*columns, r, not_null_col) ? "not null" : "");
    }
    if (default_col >= 0) row.push_back(columns->GetString(r, default_col));
    if (compressed) {
      const std::string c = columns->GetString(r, compression_col);
      row.push_back(c == "none" ? "" : c);
    }
    table.rows.push_back(std::move(row));
  }
  PrintAligned(table, out_);
  if (!key.empty()) {
    out_ << "Indexes:\n    \"" << name << "_pkey\" PRIMARY KEY ("
         << absl::StrJoin(key, ", ") << ")\n";
  }
  out_ << '\n';
  return absl::OkStatus();
}

absl::Status Shell::MetaInclude(std::string_view arg) {
  if (arg.empty()) return ShellError("\\i: missing required argument");
  if (include_depth_ >= kMaxIncludeDepth) {
    return ShellError(absl::StrCat("\\i: files nested more than ",
                                   kMaxIncludeDepth, " deep"));
  }
  std::string path(arg);
  if (path.size() >= 2 && path.front() == '\'' && path.back() == '\'') {
    path = path.substr(1, path.size() - 2);
  }
  ++include_depth_;
  RunFile(path);
  --include_depth_;
  return absl::OkStatus();
}

absl::Status Shell::MetaCopy(std::string_view arg) {
  std::optional<CopyCommand> copy = ParseCopy(arg);
  if (!copy.has_value()) {
    return ShellError(
        "\\copy: parse error: expected \\copy TABLE FROM|TO 'FILE' [WITH "
        "(...)]");
  }
  const std::string file = ToLower(copy->file);
  const bool to_stdout = !copy->file_was_quoted && copy->to &&
                         (file == "stdout" || file == "pstdout");
  if (!copy->file_was_quoted && !copy->to &&
      (file == "stdin" || file == "pstdin")) {
    return ShellError("\\copy FROM stdin is not supported: name a file");
  }
  // The engine runs in this process, so the server-side COPY reads and
  // writes the very file the user named; only relative paths need care.
  std::string path;
  if (to_stdout) {
    char temp[] = "/tmp/kite_copy_XXXXXX";
    const int fd = mkstemp(temp);
    if (fd < 0) {
      return ShellError(absl::StrCat("\\copy: cannot create a temporary file: ",
                                     std::strerror(errno)));
    }
    close(fd);
    path = temp;
  } else {
    std::error_code error;
    path = std::filesystem::absolute(copy->file, error).string();
    if (error) path = copy->file;
  }
  absl::StatusOr<Result> result = sql_->Execute(
      absl::StrCat("COPY ", copy->head, " ", QuoteLiteral(path), copy->tail));
  if (to_stdout) {
    if (result.ok()) {
      std::ifstream in(path, std::ios::binary);
      out_ << in.rdbuf();
    }
    std::remove(path.c_str());
  }
  if (!result.ok()) return result.status();
  PrintResult(*result);
  return absl::OkStatus();
}

absl::Status Shell::MetaDemo(std::string_view arg) {
  int64_t rows = kDemoRows;
  if (!arg.empty() && (!absl::SimpleAtoi(std::string(arg), &rows) || rows < 0 ||
                       rows > kMaxDemoRows)) {
    return ShellError(absl::StrCat("\\demo: invalid number of rows \"",
                                   std::string(arg), "\" (0 to ", kMaxDemoRows,
                                   ")"));
  }
  const absl::Status status = CreateDemoTable(sql_.get(), rows);
  if (!status.ok()) return status;
  out_ << "Created table items with " << rows
       << " rows (id, name, year, description). Try:\n"
       << "  SELECT * FROM items WHERE year > 2040 ORDER BY id LIMIT 5;\n"
       << "  SELECT year, count(*) FROM items GROUP BY year ORDER BY year;\n"
       << "  \\d items\n";
  return absl::OkStatus();
}

}  // namespace kite::shell
