// The sample `items` table of \demo.
#ifndef KITE_SHELL_DEMO_H_
#define KITE_SHELL_DEMO_H_

#include <cstdint>

#include "absl/status/status.h"
#include "kite/kite.h"

namespace kite::shell {

inline constexpr int64_t kDemoRows = 10'000;

// Creates the table
//   items (id INT PRIMARY KEY, name TEXT, year INT, description TEXT)
// and fills it with the first `rows` rows of the items data set (the
// benchmark's generator). Errors: 42P07 if `items` exists; any error of the
// inserts (the rows inserted before it stay).
absl::Status CreateDemoTable(Session* db, int64_t rows);

}  // namespace kite::shell

#endif  // KITE_SHELL_DEMO_H_
