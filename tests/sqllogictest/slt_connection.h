// The database a test file runs against, behind a small interface so the
// runner does not depend on how the engine is reached.
#ifndef KITE_TESTS_SQLLOGICTEST_SLT_CONNECTION_H_
#define KITE_TESTS_SQLLOGICTEST_SLT_CONNECTION_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "slt_format.h"

namespace kite::slt {

// What a statement returned: `columns` columns and the cells row by row.
struct QueryOutput {
  int columns = 0;
  std::vector<Cell> cells;
};

// One database session. Not thread-safe.
class Connection {
 public:
  virtual ~Connection() = default;
  // Runs `sql` (one or more ';'-separated statements) and returns the last
  // statement's rows. An error is returned as the engine reported it; its
  // SQLSTATE is read with kite::SqlStateOf.
  virtual absl::StatusOr<QueryOutput> Run(absl::string_view sql) = 0;
};

// Opens a fresh, empty in-memory Kite database. Errors: those of
// kite::Database::Open.
absl::StatusOr<std::unique_ptr<Connection>> OpenKiteConnection();

// Connects through libpq to the server `conninfo` names (a libpq connection
// string) and drops every table of its schema public, so that a file starts
// on an empty database. Errors: the connection's or the drops', with their
// SQLSTATE (08006 when the server sent none).
absl::StatusOr<std::unique_ptr<Connection>> OpenPgConnection(
    const std::string& conninfo);

}  // namespace kite::slt

#endif  // KITE_TESTS_SQLLOGICTEST_SLT_CONNECTION_H_
