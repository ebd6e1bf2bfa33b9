// Stopping a running statement (ExecuteOptions in include/kite/kite.h).
// The public Execute overloads that take options install them for the
// calling thread while the statement runs (ScopedExecuteOptions); RunBound
// points its ExecState at them, and operators check between batches
// (CheckInterrupt in executor.h): one load of a pointer per batch when a
// statement runs without options.
#ifndef KITE_EXEC_INTERRUPT_H_
#define KITE_EXEC_INTERRUPT_H_

#include "absl/status/status.h"
#include "kite/kite.h"

namespace kite {

// Installs `options` as the calling thread's for its lifetime (nested
// scopes restore the outer one). Options that can never stop a statement
// (no cancel flag, no deadline) install nothing. `options` must outlive
// the scope.
class ScopedExecuteOptions {
 public:
  explicit ScopedExecuteOptions(const ExecuteOptions& options);
  ~ScopedExecuteOptions();
  ScopedExecuteOptions(const ScopedExecuteOptions&) = delete;
  ScopedExecuteOptions& operator=(const ScopedExecuteOptions&) = delete;

 private:
  const ExecuteOptions* previous_;
};

// The options installed for the calling thread, or null.
const ExecuteOptions* CurrentExecuteOptions();

// 57014 when a statement running under `options` must stop now: "canceling
// statement due to user request" once *cancel is set, "... due to
// statement timeout" once the deadline has passed; OK otherwise.
absl::Status CheckExecuteOptions(const ExecuteOptions& options);

}  // namespace kite

#endif  // KITE_EXEC_INTERRUPT_H_
