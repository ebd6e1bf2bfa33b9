// Errors of the shell itself (bad meta command, missing file), as opposed
// to errors the database returned.
#ifndef KITE_SHELL_SHELL_ERROR_H_
#define KITE_SHELL_SHELL_ERROR_H_

#include <string>

#include "absl/status/status.h"

namespace kite::shell {

// An error raised by the shell; it is printed without a SQLSTATE.
absl::Status ShellError(std::string message);

// Whether `status` came from ShellError.
bool IsShellError(const absl::Status& status);

}  // namespace kite::shell

#endif  // KITE_SHELL_SHELL_ERROR_H_
