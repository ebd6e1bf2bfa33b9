// Turns Kite's errors (absl::Status with a SQLSTATE) into the fields of a
// PostgreSQL ErrorResponse.
#ifndef KITE_SERVER_ERROR_FIELDS_H_
#define KITE_SERVER_ERROR_FIELDS_H_

#include <string_view>

#include "absl/status/status.h"
#include "server/backend_messages.h"

namespace kite::server {

// Where a statement starts in the query string a client sent: the 1-based
// line and column (in characters) of its first character.
struct TextOrigin {
  int line = 1;
  int column = 1;
};

// The ErrorResponse fields of `status` (not OK): SQLSTATE, the message, and
// the DETAIL, HINT and CONTEXT Kite appends to some messages ("\nHINT:
// ...") as their own fields. Kite's " at line L:C" (counted from `origin`
// within the statement the error came from) becomes the 1-based character
// position in `query`, the whole string the client sent, and leaves the
// message. Thread-safe.
ErrorFields ErrorFieldsOf(const absl::Status& status, std::string_view query,
                          TextOrigin origin = {});

// The 1-based character offset in `text` of line `line`, column `column`
// (both 1-based; columns count UTF-8 characters); 0 when out of range.
int CharacterOffset(std::string_view text, int line, int column);

}  // namespace kite::server

#endif  // KITE_SERVER_ERROR_FIELDS_H_
