// Statements a connection answers itself, without the engine or with its
// help: SET, RESET and SHOW of the per-connection settings
// (SessionSettings), cursors, and COPY FROM STDIN / TO STDOUT, whose data
// travels in the protocol's copy messages. Everything else goes to the
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
    kSet,         // SET name = value (value empty: back to the default)
    kResetAll,    // RESET ALL
    kShow,        // SHOW name
    kCopy,        // COPY ... FROM STDIN (copy_from) or TO STDOUT
    kDeclare,     // DECLARE name [BINARY] ... CURSOR ... FOR query
    kFetch,       // FETCH / MOVE [FORWARD] [n | ALL | NEXT] [FROM | IN] name
    kClose,       // CLOSE name | ALL
    kDeallocate,  // DEALLOCATE [PREPARE] name | ALL
    kDiscard,     // DISCARD ALL | PLANS | SEQUENCES | TEMP[ORARY]
  };
  Kind kind = kSet;
  // The setting (lower case); the cursor or prepared statement (as written
  // when quoted, lower case otherwise); "" for CLOSE ALL and DEALLOCATE
  // ALL; kDiscard: what (lower case, "temp" for TEMPORARY).
  std::string name;
  std::string value;       // kSet: as written, unquoted
  std::string column;      // kShow: the output column's name
  std::string query;       // kDeclare: the query after FOR
  bool binary = false;     // kDeclare: BINARY
  int64_t count = 1;       // kFetch: rows; -1 for ALL
  bool move = false;       // kFetch: MOVE (skips without returning rows)
  bool copy_from = false;  // kCopy: FROM STDIN (else TO STDOUT)
};

// Recognises one statement (without its ';') that the connection answers
// itself: SET / RESET / SHOW of a SessionSettings::Handles() name, RESET
// ALL; the cursor statements DECLARE, FETCH, MOVE and CLOSE (Kite has no
// cursors: the session keeps them); DEALLOCATE and DISCARD (the session's
// prepared statements; drivers send them after DDL and poolers between
// clients); COPY ... FROM STDIN / TO STDOUT.
// nullopt for anything else (including SET of the engine's own settings,
// such as jit, which the engine keeps per Database, and COPY of a file).
// Cheap for statements that are none of these: only a leading
// SET/RESET/SHOW/COPY keyword leads to a parse.
// Thread-safe.
std::optional<LocalStatement> RecognizeLocalStatement(std::string_view sql);

}  // namespace kite::server

#endif  // KITE_SERVER_LOCAL_STATEMENTS_H_
