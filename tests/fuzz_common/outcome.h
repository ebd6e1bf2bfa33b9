// What a statement returned, in a form two runs can be compared by: the
// error, or the column names and types and every cell as exact text.
#ifndef KITE_TESTS_FUZZ_COMMON_OUTCOME_H_
#define KITE_TESTS_FUZZ_COMMON_OUTCOME_H_

#include <cstddef>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "kite/kite.h"

namespace kite::fuzz {

// How two results of a query must agree.
enum class OrderCheck {
  kExact,     // same rows in the same order
  kMultiset,  // same rows, any order (DISTINCT)
  kTieRuns,   // ORDER BY that may tie: same sequence of sort keys, and
              // within each run of equal keys the same rows in any order
};

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

// What the two outcomes Diff compares are called in its messages.
struct Sides {
  const char* first = "first";
  const char* second = "second";
};

// "" when `second` agrees with `first`: the same error (SQLSTATE and
// message), or the same columns and rows as `check` requires (`key_columns`
// are the ORDER BY keys' output columns for kTieRuns). Otherwise what
// differs, naming the outcomes as `sides` says.
std::string Diff(const Outcome& first, const Outcome& second, OrderCheck check,
                 const std::vector<int>& key_columns, Sides sides = {});

// The outcome for a report: the error, or the columns and up to `max_rows`
// rows.
std::string Describe(const Outcome& o, size_t max_rows);

}  // namespace kite::fuzz

#endif  // KITE_TESTS_FUZZ_COMMON_OUTCOME_H_
