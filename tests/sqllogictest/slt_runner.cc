#include "slt_runner.h"

#include <algorithm>
#include <fstream>
#include <ostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "kite/status.h"
#include "slt_format.h"

namespace kite::slt {
namespace {

// Parses "N values hashing to H"; false if `line` is not of that form.
bool ParseHashLine(absl::string_view line, int64_t& count, std::string& hash) {
  std::vector<absl::string_view> words =
      absl::StrSplit(absl::StripAsciiWhitespace(line), ' ', absl::SkipEmpty());
  if (words.size() != 5 || words[1] != "values" || words[2] != "hashing" ||
      words[3] != "to" || words[4].size() != 32) {
    return false;
  }
  if (!absl::SimpleAtoi(words[0], &count)) return false;
  hash = absl::AsciiStrToLower(words[4]);
  return true;
}

// Indents every line of `text` by two spaces.
std::string Indent(absl::string_view text) {
  std::string out;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    absl::StrAppend(&out, "  ", line, "\n");
  }
  return out;
}

// The values laid out one row per line, tab-separated.
std::string RowsText(const std::vector<std::string>& values, int columns) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i) {
    out += values[i];
    bool end_of_row = columns <= 0 || (i + 1) % columns == 0;
    out += end_of_row ? "\n" : "\t";
  }
  if (out.empty()) return "(no rows)\n";
  return out;
}

}  // namespace

// What a file's records share: the connection, the hash threshold and the
// results seen for each label.
struct Runner::FileState {
  std::string path;
  std::unique_ptr<Connection> connection;
  int hash_threshold = 8;
  absl::flat_hash_map<std::string, std::pair<std::string, int>> label_hashes;
  bool halted = false;
};

Runner::Runner(RunnerOptions options, ConnectionFactory factory,
               std::ostream& out)
    : options_(std::move(options)), factory_(std::move(factory)), out_(out) {}

void Runner::RunFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    out_ << path << ": cannot open file\n";
    ++stats_.failed;
    return;
  }
  std::stringstream text;
  text << in.rdbuf();
  RunScript(path, text.str());
}

void Runner::RunScript(const std::string& path, absl::string_view text) {
  FileState state;
  state.path = path;
  absl::StatusOr<std::unique_ptr<Connection>> connection = factory_();
  if (!connection.ok()) {
    out_ << path << ": cannot open a database: " << connection.status() << "\n";
    ++stats_.failed;
    return;
  }
  state.connection = std::move(*connection);
  for (const Record& record : ParseScript(text)) {
    if (state.halted) break;
    RunRecord(state, record);
  }
}

bool Runner::ShouldRun(const Record& record) const {
  for (const Condition& condition : record.conditions) {
    bool has = std::find(options_.labels.begin(), options_.labels.end(),
                         condition.label) != options_.labels.end();
    if (condition.only_if != has) return false;
  }
  return true;
}

void Runner::RunRecord(FileState& state, const Record& record) {
  if (record.kind == RecordKind::kInvalid) {
    Fail(state, record, "malformed record: " + record.error);
    return;
  }
  if (!ShouldRun(record)) {
    if (record.kind == RecordKind::kStatementOk ||
        record.kind == RecordKind::kStatementError ||
        record.kind == RecordKind::kQuery) {
      ++stats_.skipped;
    }
    return;
  }
  switch (record.kind) {
    case RecordKind::kHalt:
      state.halted = true;
      return;
    case RecordKind::kHashThreshold:
      state.hash_threshold = record.hash_threshold;
      return;
    case RecordKind::kStatementOk:
    case RecordKind::kStatementError:
      RunStatement(state, record);
      return;
    case RecordKind::kQuery:
      RunQuery(state, record);
      return;
    case RecordKind::kInvalid:
      return;
  }
}

void Runner::RunStatement(FileState& state, const Record& record) {
  absl::StatusOr<QueryOutput> output = state.connection->Run(record.sql);
  if (record.kind == RecordKind::kStatementOk) {
    if (output.ok()) {
      ++stats_.passed;
    } else {
      Fail(state, record,
           absl::StrCat("statement failed: [", SqlStateOf(output.status()),
                        "] ", output.status().message()));
    }
    return;
  }
  if (output.ok()) {
    Fail(state, record, "statement succeeded, but an error was expected");
    return;
  }
  // The expectation is a SQLSTATE or a fragment of the message.
  std::string sqlstate = SqlStateOf(output.status());
  const std::string& expected = record.expected_error;
  if (expected.empty() || expected == sqlstate ||
      absl::StrContains(output.status().message(), expected)) {
    ++stats_.passed;
    return;
  }
  Fail(state, record,
       absl::StrCat(
           "statement failed with the wrong error\nexpected: ", expected,
           "\nactual:   [", sqlstate, "] ", output.status().message()));
}

void Runner::RunQuery(FileState& state, const Record& record) {
  absl::StatusOr<QueryOutput> output = state.connection->Run(record.sql);
  if (!output.ok()) {
    Fail(state, record,
         absl::StrCat("query failed: [", SqlStateOf(output.status()), "] ",
                      output.status().message()));
    return;
  }
  int columns = static_cast<int>(record.types.size());
  if (output->columns != columns) {
    Fail(state, record,
         absl::StrCat("wrong number of result columns: expected ", columns,
                      " but got ", output->columns));
    return;
  }
  std::vector<std::string> actual;
  actual.reserve(output->cells.size());
  for (size_t i = 0; i < output->cells.size(); ++i) {
    actual.push_back(FormatCell(record.types[i % columns], output->cells[i]));
  }
  SortResult(record.sort, columns, actual);
  std::string actual_hash = HashValues(actual);
  bool hashed = state.hash_threshold > 0 &&
                static_cast<int>(actual.size()) > state.hash_threshold;

  if (record.has_expected) {
    int64_t expected_count = 0;
    std::string expected_hash;
    if (record.expected.size() == 1 &&
        ParseHashLine(record.expected[0], expected_count, expected_hash)) {
      if (expected_count != static_cast<int64_t>(actual.size()) ||
          expected_hash != actual_hash) {
        Fail(state, record,
             absl::StrCat(
                 "wrong result\nexpected:\n", Indent(record.expected[0]),
                 "actual:\n",
                 Indent(absl::StrCat(actual.size(), " values hashing to ",
                                     actual_hash)),
                 "actual rows:\n", RowsText(actual, columns)));
        return;
      }
    } else {
      // One value per line or tab-separated rows: compare the flat lists.
      std::vector<std::string> expected;
      for (const std::string& line : record.expected) {
        for (absl::string_view v : absl::StrSplit(line, '\t')) {
          expected.emplace_back(v);
        }
      }
      SortResult(record.sort, columns, expected);
      if (expected != actual) {
        Fail(state, record,
             absl::StrCat(
                 "wrong result\nexpected:\n", RowsText(expected, columns),
                 "actual:\n", RowsText(actual, columns),
                 hashed ? absl::StrCat(actual.size(), " values hashing to ",
                                       actual_hash, "\n")
                        : ""));
        return;
      }
    }
  }
  if (!record.label.empty()) {
    auto [it, inserted] =
        state.label_hashes.try_emplace(record.label, actual_hash, record.line);
    if (!inserted && it->second.first != actual_hash) {
      Fail(state, record,
           absl::StrCat("result differs from the earlier query labelled ",
                        record.label, " at line ", it->second.second));
      return;
    }
  }
  ++stats_.passed;
}

void Runner::Fail(const FileState& state, const Record& record,
                  const std::string& message) {
  ++stats_.failed;
  out_ << state.path << ":" << record.line << ": " << message << "\n";
  if (!record.sql.empty()) out_ << "SQL:\n" << Indent(record.sql);
  // Flushed so that the report survives if the engine crashes later.
  out_ << std::endl;
}

}  // namespace kite::slt
