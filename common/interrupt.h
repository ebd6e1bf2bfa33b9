// Stopping a running statement (ExecuteOptions in include/kite/kite.h, and
// pg_cancel_backend / pg_terminate_backend from another session). The
// public Execute overloads install what may stop the statement for the
// calling thread while it runs (ScopedInterrupt), so every stage sees it
// without passing it along: the binder and the planner call
// CheckCurrentInterrupt as they go, RunBound points its ExecState at it
// and operators check between batches (CheckInterrupt in
// exec/executor.h). One load of a thread-local pointer per check when
// nothing can stop the statement.
#ifndef KITE_COMMON_INTERRUPT_H_
#define KITE_COMMON_INTERRUPT_H_

#include <atomic>
#include <chrono>
#include <optional>

#include "absl/status/status.h"
#include "kite/kite.h"

namespace kite {

// The values of a session's signal flag (catalog/activity.h).
enum InterruptSignal : int {
  kNoSignal = 0,
  kCancelSignal = 1,     // pg_cancel_backend
  kTerminateSignal = 2,  // pg_terminate_backend
};

// What may stop the statement running on a thread.
struct Interrupt {
  const std::atomic<bool>* cancel = nullptr;  // ExecuteOptions::cancel
  std::optional<std::chrono::steady_clock::time_point> deadline;
  const std::atomic<int>* signal = nullptr;  // an InterruptSignal
};

// Installs `options` and the session's `signal` (may be null) as the
// calling thread's for its lifetime (nested scopes restore the outer
// one). When neither can ever stop a statement, installs nothing.
class ScopedInterrupt {
 public:
  explicit ScopedInterrupt(const ExecuteOptions& options,
                           const std::atomic<int>* signal = nullptr);
  ~ScopedInterrupt();
  ScopedInterrupt(const ScopedInterrupt&) = delete;
  ScopedInterrupt& operator=(const ScopedInterrupt&) = delete;

 private:
  Interrupt interrupt_;
  const Interrupt* previous_;
};

// The interrupt installed for the calling thread, or null.
const Interrupt* CurrentInterrupt();

// When a statement running under `interrupt` must stop now: 57014
// "canceling statement due to user request" once cancelled (by the caller
// or pg_cancel_backend), "... due to statement timeout" once the deadline
// has passed, 57P01 "terminating connection due to administrator command"
// after pg_terminate_backend; OK otherwise.
absl::Status CheckInterrupt(const Interrupt& interrupt);

// CheckInterrupt of the calling thread's interrupt; OK without one.
inline absl::Status CheckCurrentInterrupt() {
  const Interrupt* interrupt = CurrentInterrupt();
  return interrupt == nullptr ? absl::OkStatus() : CheckInterrupt(*interrupt);
}

}  // namespace kite

#endif  // KITE_COMMON_INTERRUPT_H_
