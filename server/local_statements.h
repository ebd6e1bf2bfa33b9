// Statements a connection answers itself, without the engine: SET, RESET
// and SHOW of the per-connection settings (SessionSettings), and the
// functions drivers call on connect (version(), current_database(), ...),
// whose answers depend on the connection. Everything else goes to the
// engine.
#ifndef KITE_SERVER_LOCAL_STATEMENTS_H_
#define KITE_SERVER_LOCAL_STATEMENTS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kite::server {

struct LocalStatement {
  enum Kind {
    kSet,       // SET name = value (value empty: back to the default)
    kResetAll,  // RESET ALL
    kShow,      // SHOW name
    kFunction,  // SELECT name() [AS alias]: one row, one text column
    kDeclare,   // DECLARE name [BINARY] ... CURSOR ... FOR query
    kFetch,     // FETCH / MOVE [FORWARD] [n | ALL | NEXT] [FROM | IN] name
    kClose,     // CLOSE name | ALL
  };
  Kind kind = kSet;
  // The setting or function (lower case); the cursor (as written when
  // quoted, lower case otherwise); "" for CLOSE ALL.
  std::string name;
  std::string value;    // kSet: as written, unquoted
  std::string column;   // kShow, kFunction: the output column's name
  std::string query;    // kDeclare: the query after FOR
  bool binary = false;  // kDeclare: BINARY
  int64_t count = 1;    // kFetch: rows; -1 for ALL
  bool move = false;    // kFetch: MOVE (skips without returning rows)
};

// Recognises one statement (without its ';') that the connection answers
// itself: SET / RESET / SHOW of a SessionSettings::Handles() name, RESET
// ALL, and `SELECT f()` alone for f in version, current_database,
// current_schema, current_user, session_user, pg_backend_pid; the cursor
// statements DECLARE, FETCH, MOVE and CLOSE (Kite has no cursors: the
// session keeps them). nullopt for
// anything else (including SET of the engine's own settings, such as jit,
// which the engine keeps per Database). Cheap for statements that are none
// of these: only a leading SET/RESET/SHOW keyword leads to a parse.
// Thread-safe.
std::optional<LocalStatement> RecognizeLocalStatement(std::string_view sql);

}  // namespace kite::server

#endif  // KITE_SERVER_LOCAL_STATEMENTS_H_
