#include "durability/pending_commit.h"

#include <functional>
#include <utility>

#include "kite/kite.h"

namespace kite {
namespace {

struct Pending {
  DurableStore* store = nullptr;
  uint64_t ticket = 0;
};
thread_local Pending pending;
thread_local int deferring = 0;  // DeferredCommits alive on this thread

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
  if (pending.store == nullptr || deferring > 0) return absl::OkStatus();
  Pending p = pending;
  pending = {};
  return p.store->Wait(p.ticket);
}

DeferredCommits::DeferredCommits() { ++deferring; }

DeferredCommits::~DeferredCommits() {
  if (finished_) return;
  --deferring;
  (void)AwaitPendingCommit();
}

bool DeferredCommits::TryFinish() {
  // Nothing to wait for, or an outer DeferredCommits takes the commits.
  if (deferring > 1 || pending.store == nullptr) {
    finished_ = true;
    --deferring;
    return true;
  }
  return false;
}

void DeferredCommits::Finish(std::function<void(absl::Status)> done) {
  if (TryFinish()) {
    done(absl::OkStatus());
    return;
  }
  finished_ = true;
  --deferring;
  Pending p = pending;
  pending = {};
  p.store->OnWritten(p.ticket, std::move(done));
}

}  // namespace kite
