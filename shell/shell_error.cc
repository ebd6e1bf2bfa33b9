#include "shell/shell_error.h"

#include "absl/strings/cord.h"

namespace kite::shell {
namespace {
constexpr char kShellErrorUrl[] = "kite.shell_error";
}  // namespace

absl::Status ShellError(std::string message) {
  absl::Status status = absl::InvalidArgumentError(std::move(message));
  status.SetPayload(kShellErrorUrl, absl::Cord("1"));
  return status;
}

bool IsShellError(const absl::Status& status) {
  return status.GetPayload(kShellErrorUrl).has_value();
}

}  // namespace kite::shell
