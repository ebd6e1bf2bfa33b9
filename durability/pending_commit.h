// The commit a public call must wait for before it returns. A statement
// queues its commit while it holds its tables' locks and releases them
// before the commit is on disk, so that commits on one table group into one
// write; the call that ran it (Database::Execute, Session::Execute,
// PreparedStatement::Execute, ...) then waits for the commit
// (AwaitPendingCommit) before it reports success.
#ifndef KITE_DURABILITY_PENDING_COMMIT_H_
#define KITE_DURABILITY_PENDING_COMMIT_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "durability/durable_store.h"

namespace kite {

// Notes that the calling thread's public call must wait for `ticket` of
// `store` (a later ticket covers an earlier one).
void NotePendingCommit(DurableStore* store, uint64_t ticket);

// Waits for the calling thread's pending commit, if any, and clears it.
// Errors: the commit's write failed.
absl::Status AwaitPendingCommit();

// Runs `call` (a public call), then waits for the commit it queued: its
// result, or the commit's error.
template <typename T, typename F>
absl::StatusOr<T> WithDurableCommit(F call) {
  absl::StatusOr<T> result = call();
  absl::Status written = AwaitPendingCommit();
  if (!written.ok()) return written;
  return result;
}

}  // namespace kite

#endif  // KITE_DURABILITY_PENDING_COMMIT_H_
