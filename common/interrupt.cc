#include "common/interrupt.h"

#include "kite/status.h"

namespace kite {
namespace {

thread_local const Interrupt* current_interrupt = nullptr;

}  // namespace

ScopedInterrupt::ScopedInterrupt(const ExecuteOptions& options,
                                 const std::atomic<int>* signal)
    : interrupt_{options.cancel, options.deadline, signal},
      previous_(current_interrupt) {
  const bool can_stop = options.cancel != nullptr ||
                        options.deadline.has_value() || signal != nullptr;
  current_interrupt = can_stop ? &interrupt_ : nullptr;
}

ScopedInterrupt::~ScopedInterrupt() { current_interrupt = previous_; }

const Interrupt* CurrentInterrupt() { return current_interrupt; }

absl::Status CheckInterrupt(const Interrupt& interrupt) {
  const int signal = interrupt.signal == nullptr
                         ? kNoSignal
                         : interrupt.signal->load(std::memory_order_relaxed);
  if (signal == kTerminateSignal) {
    return SqlError(sqlstate::kAdminShutdown,
                    "terminating connection due to administrator command");
  }
  if (signal == kCancelSignal ||
      (interrupt.cancel != nullptr &&
       interrupt.cancel->load(std::memory_order_relaxed))) {
    return SqlError(sqlstate::kQueryCanceled,
                    "canceling statement due to user request");
  }
  if (interrupt.deadline.has_value() &&
      std::chrono::steady_clock::now() >= *interrupt.deadline) {
    return SqlError(sqlstate::kQueryCanceled,
                    "canceling statement due to statement timeout");
  }
  return absl::OkStatus();
}

}  // namespace kite
