#include "storage/lock_manager.h"

#include <algorithm>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "kite/status.h"

namespace kite {
namespace {

template <typename List, typename T>
void EraseOne(List* list, const T& item) {
  auto it = std::find(list->begin(), list->end(), item);
  if (it != list->end()) list->erase(it);
}

// The owners `owner` waits for when it asks for `resource` in `mode`.
absl::InlinedVector<const LockOwner*, 4> Blockers(
    const LockOwner* owner,
    const absl::InlinedVector<const LockOwner*, 4>& sharers,
    const LockOwner* exclusive,
    const absl::InlinedVector<const LockOwner*, 2>& exclusive_waiting,
    bool holds, LockMode mode) {
  absl::InlinedVector<const LockOwner*, 4> blockers;
  if (exclusive != nullptr && exclusive != owner) blockers.push_back(exclusive);
  if (mode == LockMode::kExclusive) {
    for (const LockOwner* s : sharers) {
      if (s != owner) blockers.push_back(s);
    }
  } else if (!holds) {
    for (const LockOwner* w : exclusive_waiting) {
      if (w != owner) blockers.push_back(w);
    }
  }
  return blockers;
}

}  // namespace

LockOwner::LockOwner(const char* name) : name_(name) {}

LockOwner::~LockOwner() {
  if (!held_.empty() || fast_held_ != nullptr) {
    LockManager::Instance().UnlockAll(this);
  }
}

bool LockOwner::Holds(const Lockable& resource, LockMode mode) const {
  if (fast_held_ == &resource) return mode == LockMode::kShared;
  for (const Held& h : held_) {
    if (h.resource != &resource) continue;
    return mode == LockMode::kShared || h.mode == LockMode::kExclusive;
  }
  return false;
}

bool LockOwner::holds_any() const {
  return !held_.empty() || fast_held_ != nullptr;
}

LockManager& LockManager::Instance() {
  static LockManager* manager = new LockManager;  // never destroyed
  return *manager;
}

bool LockManager::Grantable(const LockOwner* owner, const Lockable& resource,
                            LockMode mode) const {
  if (resource.exclusive_ == owner) return true;
  if (resource.exclusive_ != nullptr) return false;
  const bool shares =
      std::find(resource.sharers_.begin(), resource.sharers_.end(), owner) !=
      resource.sharers_.end();
  if (mode == LockMode::kShared) {
    return shares || resource.exclusive_waiting_.empty();
  }
  if ((resource.fast_.load(std::memory_order_acquire) & ~Lockable::kClosed) !=
      0) {
    return false;
  }
  return resource.sharers_.empty() || (shares && resource.sharers_.size() == 1);
}

void LockManager::Grant(LockOwner* owner, Lockable* resource, LockMode mode) {
  for (LockOwner::Held& h : owner->held_) {
    if (h.resource != resource) continue;
    if (mode == LockMode::kExclusive && h.mode == LockMode::kShared) {
      EraseOne(&resource->sharers_, owner);
      resource->exclusive_ = owner;
      UpdateClosed(resource);
      h.mode = LockMode::kExclusive;
    }
    return;
  }
  if (mode == LockMode::kExclusive) {
    resource->exclusive_ = owner;
    UpdateClosed(resource);
  } else {
    resource->sharers_.push_back(owner);
  }
  owner->held_.push_back({resource, mode});
}

bool LockManager::WouldDeadlock(const LockOwner* owner,
                                const Lockable* resource, LockMode mode) const {
  // Depth-first over "waits for" edges from the owner's blockers: reaching
  // the owner again closes a cycle.
  absl::flat_hash_set<const LockOwner*> seen;
  std::vector<const LockOwner*> stack;
  auto push_blockers = [&](const LockOwner* waiter, const Lockable* r,
                           LockMode m) {
    for (const LockOwner* b :
         Blockers(waiter, r->sharers_, r->exclusive_, r->exclusive_waiting_,
                  waiter->Holds(*r, LockMode::kShared), m)) {
      if (seen.insert(b).second) stack.push_back(b);
    }
  };
  push_blockers(owner, resource, mode);
  while (!stack.empty()) {
    const LockOwner* next = stack.back();
    stack.pop_back();
    if (next == owner) return true;
    if (next->waiting_for_ != nullptr) {
      push_blockers(next, next->waiting_for_, next->waiting_mode_);
    }
  }
  return false;
}

bool LockManager::EnterFast(Lockable* resource) {
  uint32_t state = resource->fast_.load(std::memory_order_relaxed);
  while ((state & Lockable::kClosed) == 0) {
    // Acquire: pairs with the release that opened the path after the last
    // writer, so its changes are visible to this reader.
    if (resource->fast_.compare_exchange_weak(state, state + 1,
                                              std::memory_order_acquire,
                                              std::memory_order_relaxed)) {
      return true;
    }
  }
  return false;
}

void LockManager::LeaveFast(Lockable* resource) {
  const uint32_t before =
      resource->fast_.fetch_sub(1, std::memory_order_acq_rel);
  if ((before & Lockable::kClosed) != 0 && (before & ~Lockable::kClosed) == 1) {
    // The last fast holder of a resource someone waits for: releasing the
    // mutex makes the waiters' conditions be evaluated again.
    absl::MutexLock lock(&mu_);
  }
}

bool LockManager::TryFastShared(LockOwner* owner, Lockable* resource) {
  if (!EnterFast(resource)) return false;
  owner->fast_held_ = resource;
  return true;
}

void LockManager::ReleaseFast(LockOwner* owner) {
  Lockable* resource = owner->fast_held_;
  owner->fast_held_ = nullptr;
  LeaveFast(resource);
}

FastSharedHold::FastSharedHold(Lockable* resource)
    : resource_(LockManager::EnterFast(resource) ? resource : nullptr) {}

FastSharedHold::~FastSharedHold() {
  if (resource_ != nullptr) LockManager::Instance().LeaveFast(resource_);
}

void LockManager::Unhide(LockOwner* owner) {
  Lockable* resource = owner->fast_held_;
  if (resource == nullptr) return;
  owner->fast_held_ = nullptr;
  // Listed before it is uncounted: the hold never lapses.
  resource->sharers_.push_back(owner);
  owner->held_.push_back({resource, LockMode::kShared});
  resource->fast_.fetch_sub(1, std::memory_order_acq_rel);
}

void LockManager::CloseFastPath(Lockable* resource) {
  resource->fast_.fetch_or(Lockable::kClosed, std::memory_order_acq_rel);
}

void LockManager::UpdateClosed(Lockable* resource) {
  if (resource->exclusive_ != nullptr ||
      !resource->exclusive_waiting_.empty()) {
    resource->fast_.fetch_or(Lockable::kClosed, std::memory_order_acq_rel);
  } else {
    resource->fast_.fetch_and(~Lockable::kClosed, std::memory_order_release);
  }
}

absl::Status LockManager::Lock(LockOwner* owner, Lockable* resource,
                               LockMode mode) {
  if (mode == LockMode::kShared) {
    if (owner->fast_held_ == resource) return absl::OkStatus();
    if (owner->fast_held_ == nullptr && owner->held_.empty() &&
        TryFastShared(owner, resource)) {
      return absl::OkStatus();
    }
  }
  absl::MutexLock lock(&mu_);
  Unhide(owner);
  if (mode == LockMode::kExclusive) CloseFastPath(resource);
  if (Grantable(owner, *resource, mode)) {
    Grant(owner, resource, mode);
    return absl::OkStatus();
  }
  if (WouldDeadlock(owner, resource, mode)) {
    UpdateClosed(resource);  // reopened unless another writer holds it
    return SqlError(
        "40P01",
        absl::StrCat("deadlock detected: this ", owner->name_, " would wait ",
                     "for a ",
                     mode == LockMode::kExclusive ? "exclusive" : "shared",
                     " table lock held by another that waits for it"));
  }
  owner->waiting_for_ = resource;
  owner->waiting_mode_ = mode;
  if (mode == LockMode::kExclusive) {
    resource->exclusive_waiting_.push_back(owner);
    UpdateClosed(resource);
  }
  struct Wait {
    const LockManager* manager;
    const LockOwner* owner;
    const Lockable* resource;
    LockMode mode;
    bool Ready() const {
      manager->mu_.AssertReaderHeld();
      return manager->Grantable(owner, *resource, mode);
    }
  } wait{this, owner, resource, mode};
  mu_.Await(absl::Condition(&wait, &Wait::Ready));
  if (mode == LockMode::kExclusive) {
    EraseOne(&resource->exclusive_waiting_, owner);
  }
  owner->waiting_for_ = nullptr;
  Grant(owner, resource, mode);
  return absl::OkStatus();
}

bool LockManager::TryLock(LockOwner* owner, Lockable* resource, LockMode mode) {
  if (mode == LockMode::kShared && owner->fast_held_ == resource) return true;
  absl::MutexLock lock(&mu_);
  Unhide(owner);
  if (mode == LockMode::kExclusive) CloseFastPath(resource);
  if (!Grantable(owner, *resource, mode)) {
    UpdateClosed(resource);
    return false;
  }
  Grant(owner, resource, mode);
  return true;
}

void LockManager::UnlockAll(LockOwner* owner) {
  if (owner->fast_held_ != nullptr) ReleaseFast(owner);
  if (owner->held_.empty()) return;
  absl::MutexLock lock(&mu_);
  for (const LockOwner::Held& h : owner->held_) {
    if (h.resource->exclusive_ == owner) {
      h.resource->exclusive_ = nullptr;
      UpdateClosed(h.resource);
    }
    EraseOne(&h.resource->sharers_, owner);
  }
  owner->held_.clear();
}

namespace {
thread_local LockOwner* current_owner = nullptr;
}  // namespace

LockOwner* CurrentLockOwner() { return current_owner; }

ScopedCurrentLockOwner::ScopedCurrentLockOwner(LockOwner* owner)
    : previous_(current_owner) {
  current_owner = owner;
}

ScopedCurrentLockOwner::~ScopedCurrentLockOwner() { current_owner = previous_; }

ScopedLock::ScopedLock(Lockable* resource, LockMode mode) : own_("lock") {
  LockOwner* owner = current_owner != nullptr ? current_owner : &own_;
  status_ = LockManager::Instance().Lock(owner, resource, mode);
}

ScopedLock::ScopedLock(Lockable* resource, LockMode mode, std::try_to_lock_t)
    : own_("lock") {
  LockOwner* owner = current_owner != nullptr ? current_owner : &own_;
  if (!LockManager::Instance().TryLock(owner, resource, mode)) {
    status_ = absl::UnavailableError("the table is locked");
  }
}

}  // namespace kite
