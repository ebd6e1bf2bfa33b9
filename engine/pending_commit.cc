#include "engine/pending_commit.h"

namespace kite {
namespace {

struct Pending {
  DurableStore* store = nullptr;
  uint64_t ticket = 0;
};
thread_local Pending pending;

}  // namespace

void NotePendingCommit(DurableStore* store, uint64_t ticket) {
  if (pending.store != nullptr && pending.store != store) {
    // Two databases in one call (rare): the first's commit is waited now.
    (void)pending.store->Wait(pending.ticket);
    pending = {};
  }
  if (ticket > pending.ticket) pending = {store, ticket};
}

absl::Status AwaitPendingCommit() {
  if (pending.store == nullptr) return absl::OkStatus();
  Pending p = pending;
  pending = {};
  return p.store->Wait(p.ticket);
}

}  // namespace kite
