// Table-level shared and exclusive locks held by owners rather than threads.
//
// An owner is a statement, or a transaction for as long as it runs: a
// transaction's locks span its statements, whichever threads run them, and
// are released together when it ends (strict two-phase locking, which makes
// transactions serializable). A lock held shared by its only holder can be
// upgraded to exclusive.
//
// Fast path: an owner's first lock, when shared and nobody holds or waits
// for the resource exclusively, is taken with one atomic increment instead
// of the manager's mutex (a point lookup takes one lock per statement, and
// the mutex is shared by every thread). Such a holder is counted, not
// listed. It cannot be part of a deadlock while it does not wait, and
// before it waits for anything it is moved into the list (Unhide), so the
// cycle check below sees every owner that waits.
//
// Waiting: a request waits while another owner holds the resource in a
// conflicting mode, and a new shared request also waits behind a queued
// exclusive one (writers are not starved by a stream of readers). A request
// whose wait would close a cycle of owners each waiting for the next fails
// at once with 40P01 "deadlock detected"; the requester then releases its
// locks (its transaction aborts), which lets the others go on. Cycles can
// only form when an owner starts waiting, so checking then finds them all.
//
// Thread-safe. One manager serves the whole process.
#ifndef KITE_STORAGE_LOCK_MANAGER_H_
#define KITE_STORAGE_LOCK_MANAGER_H_

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>

#include "absl/container/inlined_vector.h"
#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"

namespace kite {

enum class LockMode { kShared, kExclusive };

class LockOwner;

// The lock state of one resource (a table embeds one). Guarded by the
// manager; opaque to everyone else.
class Lockable {
 public:
  Lockable() = default;
  Lockable(const Lockable&) = delete;
  Lockable& operator=(const Lockable&) = delete;

 private:
  friend class LockManager;
  absl::InlinedVector<const LockOwner*, 4> sharers_;
  const LockOwner* exclusive_ = nullptr;
  // Owners waiting to take it exclusively (new shared requests queue
  // behind them).
  absl::InlinedVector<const LockOwner*, 2> exclusive_waiting_;
  // The fast path's holders: their count, and kClosed while exclusive_ is
  // set, exclusive_waiting_ is not empty or an exclusive request is being
  // decided (then the fast path is shut).
  // Written without the mutex only by the fast path's increment and
  // decrement; kClosed only under the mutex.
  static constexpr uint32_t kClosed = 1u << 31;
  std::atomic<uint32_t> fast_{0};
};

// Whoever holds locks. Releases what it holds when destroyed.
class LockOwner {
 public:
  // `name` says who it is in a deadlock report ("transaction", ...); a
  // string literal (not copied: one is made for every statement).
  explicit LockOwner(const char* name = "statement");
  ~LockOwner();
  LockOwner(const LockOwner&) = delete;
  LockOwner& operator=(const LockOwner&) = delete;

  // Whether it holds `resource` in `mode` (exclusive covers shared).
  bool Holds(const Lockable& resource, LockMode mode) const;
  bool holds_any() const;

 private:
  friend class LockManager;
  struct Held {
    Lockable* resource;
    LockMode mode;
  };
  const char* name_;
  // Changed under the manager's mutex, by the owner's thread only (which
  // may read it without the mutex: Lock's fast path checks it is empty).
  absl::InlinedVector<Held, 4> held_;
  // The resource held through the fast path (counted in its fast_, not in
  // held_), or null. Only the owner's thread touches it.
  Lockable* fast_held_ = nullptr;
  Lockable* waiting_for_ = nullptr;
  LockMode waiting_mode_ = LockMode::kShared;
};

class LockManager {
 public:
  static LockManager& Instance();

  // Takes `resource` in `mode` for `owner`, waiting while others hold it in
  // a conflicting mode. Holding it already in that mode (or exclusively) is
  // a no-op; shared then exclusive upgrades. Errors: 40P01 when waiting
  // would deadlock (nothing is taken).
  absl::Status Lock(LockOwner* owner, Lockable* resource, LockMode mode);
  // As Lock without waiting: false when it would have to wait.
  bool TryLock(LockOwner* owner, Lockable* resource, LockMode mode);
  // Releases everything `owner` holds.
  void UnlockAll(LockOwner* owner);

 private:
  LockManager() = default;
  // Whether `owner` may take `resource` in `mode` now.
  bool Grantable(const LockOwner* owner, const Lockable& resource,
                 LockMode mode) const ABSL_SHARED_LOCKS_REQUIRED(mu_);
  // Records the grant (Grantable was true).
  void Grant(LockOwner* owner, Lockable* resource, LockMode mode)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // The fast path: takes `resource` shared for `owner`, which holds nothing,
  // unless it is closed. Returns whether it did.
  static bool TryFastShared(LockOwner* owner, Lockable* resource);
  // The fast path's count alone: takes `resource` unless it is closed, and
  // gives it back.
  static bool EnterFast(Lockable* resource);
  void LeaveFast(Lockable* resource) ABSL_LOCKS_EXCLUDED(mu_);
  // Releases the fast path's hold of `owner`.
  void ReleaseFast(LockOwner* owner) ABSL_LOCKS_EXCLUDED(mu_);
  // Moves the fast path's hold of `owner` into the lists, where the
  // mutex's code sees it.
  static void Unhide(LockOwner* owner) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Shuts `resource`'s fast path before an exclusive request looks at its
  // count: a fast reader that came in between looking and shutting would
  // hold it together with the writer.
  static void CloseFastPath(Lockable* resource)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Opens or shuts `resource`'s fast path after exclusive_ or
  // exclusive_waiting_ changed.
  static void UpdateClosed(Lockable* resource)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Whether `owner` waiting for `resource` in `mode` would close a cycle.
  bool WouldDeadlock(const LockOwner* owner, const Lockable* resource,
                     LockMode mode) const ABSL_SHARED_LOCKS_REQUIRED(mu_);

  mutable absl::Mutex mu_;
  friend class FastSharedHold;
};

// A shared hold of one resource through the lock's fast path without a
// LockOwner, for a caller that holds no lock, is in no transaction block
// (CurrentLockOwner() is null) and takes no other lock while it holds this
// one: a prepared point lookup, for which making an owner and making it
// current cost about 6% of its time. held() is false when the fast path
// is shut (a writer holds the resource or waits for it); the caller then
// locks as usual.
class FastSharedHold {
 public:
  explicit FastSharedHold(Lockable* resource);
  ~FastSharedHold();
  FastSharedHold(const FastSharedHold&) = delete;
  FastSharedHold& operator=(const FastSharedHold&) = delete;
  bool held() const { return resource_ != nullptr; }

 private:
  Lockable* resource_;
};

// The owner the calling thread's work locks as (a session's transaction
// while it runs a statement in a block), or null. Work that locks a table
// on the side (a system view's rows, statistics) joins that owner instead
// of waiting for it, which would never end.
LockOwner* CurrentLockOwner();

// Makes `owner` the calling thread's CurrentLockOwner for its lifetime
// (nested scopes restore the outer one).
class ScopedCurrentLockOwner {
 public:
  explicit ScopedCurrentLockOwner(LockOwner* owner);
  ~ScopedCurrentLockOwner();
  ScopedCurrentLockOwner(const ScopedCurrentLockOwner&) = delete;
  ScopedCurrentLockOwner& operator=(const ScopedCurrentLockOwner&) = delete;

 private:
  LockOwner* previous_;
};

// A lock for one scope: taken as the CurrentLockOwner when there is one
// (it then stays with that owner until it releases everything), else with
// an owner of its own that releases it at the end of the scope.
class ScopedLock {
 public:
  // Waits (LockManager::Lock); status() tells whether it was taken.
  ScopedLock(Lockable* resource, LockMode mode);
  // Without waiting: owns() is false when it would have had to wait.
  ScopedLock(Lockable* resource, LockMode mode, std::try_to_lock_t);
  ScopedLock(const ScopedLock&) = delete;
  ScopedLock& operator=(const ScopedLock&) = delete;

  const absl::Status& status() const { return status_; }
  bool owns() const { return status_.ok(); }

 private:
  LockOwner own_;
  absl::Status status_;
};

}  // namespace kite

#endif  // KITE_STORAGE_LOCK_MANAGER_H_
