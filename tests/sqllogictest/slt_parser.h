// Reads sqllogictest files into records, the way SQLite's reference runner
// does: records are separated by blank lines, '#' starts a comment line,
// CRLF line endings are accepted.
#ifndef KITE_TESTS_SQLLOGICTEST_SLT_PARSER_H_
#define KITE_TESTS_SQLLOGICTEST_SLT_PARSER_H_

#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace kite::slt {

enum class RecordKind {
  kStatementOk,
  kStatementError,
  kQuery,
  kHashThreshold,
  kHalt,
  // A record the parser could not understand; `error` says why. The runner
  // reports it as a failure.
  kInvalid,
};

enum class SortMode { kNoSort, kRowSort, kValueSort };

// A `skipif LABEL` or `onlyif LABEL` line before a record.
struct Condition {
  bool only_if = false;
  std::string label;
};

struct Record {
  RecordKind kind = RecordKind::kInvalid;
  int line = 0;  // 1-based line of the record's command (statement/query...)
  std::vector<Condition> conditions;
  std::string sql;  // the SQL lines joined with '\n'

  // kQuery: one of 'I', 'R', 'T' per result column, the sort mode and the
  // optional label.
  std::string types;
  SortMode sort = SortMode::kNoSort;
  std::string label;

  // kQuery: true when the record has a "----" section; `expected` holds its
  // lines as written (one value per line, tab-separated values, or one
  // "N values hashing to MD5" line).
  bool has_expected = false;
  std::vector<std::string> expected;

  // kStatementError: the expected SQLSTATE or message fragment (text after
  // "statement error" on the command line, or the "----" section); empty
  // when any error will do.
  std::string expected_error;

  int hash_threshold = 0;  // kHashThreshold
  std::string error;       // kInvalid
};

// Splits `text` (the contents of a .test file) into records. Never fails:
// malformed records come back as kInvalid with a message.
std::vector<Record> ParseScript(absl::string_view text);

}  // namespace kite::slt

#endif  // KITE_TESTS_SQLLOGICTEST_SLT_PARSER_H_
