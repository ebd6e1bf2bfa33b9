#include "exec/interrupt.h"

#include "kite/status.h"

namespace kite {
namespace {

thread_local const ExecuteOptions* current_options = nullptr;

}  // namespace

ScopedExecuteOptions::ScopedExecuteOptions(const ExecuteOptions& options)
    : previous_(current_options) {
  const bool can_stop =
      options.cancel != nullptr || options.deadline.has_value();
  current_options = can_stop ? &options : nullptr;
}

ScopedExecuteOptions::~ScopedExecuteOptions() { current_options = previous_; }

const ExecuteOptions* CurrentExecuteOptions() { return current_options; }

absl::Status CheckExecuteOptions(const ExecuteOptions& options) {
  if (options.cancel != nullptr &&
      options.cancel->load(std::memory_order_relaxed)) {
    return SqlError(sqlstate::kQueryCanceled,
                    "canceling statement due to user request");
  }
  if (options.deadline.has_value() &&
      std::chrono::steady_clock::now() >= *options.deadline) {
    return SqlError(sqlstate::kQueryCanceled,
                    "canceling statement due to statement timeout");
  }
  return absl::OkStatus();
}

}  // namespace kite
