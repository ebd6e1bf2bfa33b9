// What a statement returned, in a form two runs can be compared by: the
// error, or the column names and types and every cell as exact text.
#ifndef KITE_TESTS_JIT_FUZZ_OUTCOME_H_
#define KITE_TESTS_JIT_FUZZ_OUTCOME_H_

#include <cstddef>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "kite/kite.h"
#include "tests/jit_fuzz/query_template.h"

namespace kite::jit_fuzz {

struct Cell {
  bool null = false;
  // PostgreSQL's text format; doubles with 17 significant digits so that
  // two different doubles never print alike.
  std::string text;
  bool operator==(const Cell& o) const {
    return null == o.null && text == o.text;
  }
  bool operator<(const Cell& o) const {
    return null != o.null ? null < o.null : text < o.text;
  }
};

struct Outcome {
  absl::Status status;
  std::vector<std::string> names;
  std::vector<Type> types;
  std::vector<std::vector<Cell>> rows;
  std::string tag;
};

Outcome Capture(const absl::StatusOr<Result>& result);
Outcome CaptureError(const absl::Status& status);

// "" when `force` agrees with `off`: the same error (SQLSTATE and message),
// or the same columns and rows as `check` requires (`key_columns` are the
// ORDER BY keys' output columns for kTieRuns). Otherwise what differs.
std::string Diff(const Outcome& off, const Outcome& force, OrderCheck check,
                 const std::vector<int>& key_columns);

// The outcome for a report: the error, or the columns and up to `max_rows`
// rows.
std::string Describe(const Outcome& o, size_t max_rows);

}  // namespace kite::jit_fuzz

#endif  // KITE_TESTS_JIT_FUZZ_OUTCOME_H_
