// The sessions of a database and what each is running: the rows of
// pg_stat_activity, and the way pg_cancel_backend and pg_terminate_backend
// reach another session's statement. Each Session registers a Backend for
// its life; a statement marks it active while it runs. A signal is a flag
// the statement's interrupt checks look at (common/interrupt.h), so it
// stops within a batch of rows, as a CancelRequest does.
#ifndef KITE_CATALOG_ACTIVITY_H_
#define KITE_CATALOG_ACTIVITY_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_set.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "kite/kite.h"

namespace kite {

// One session's entry. Thread-safe.
class Backend {
 public:
  explicit Backend(const SessionInfo& info);

  // What the running statement's interrupt checks read: a
  // common/interrupt.h InterruptSignal value.
  const std::atomic<int>* signal() const { return &signal_; }

  void SetInfo(const SessionInfo& info);
  // A statement starts running `query` (a cancel that came while the
  // session was idle is dropped, as PostgreSQL's is).
  void Start(std::string_view query);
  // It ended; the session now stands at `status`.
  void Finish(TransactionStatus status);
  // What pg_terminate_backend calls, from its own thread, after flagging
  // the running statement (a server closes the connection: at once when
  // idle, after the statement otherwise).
  void SetTerminateHandler(std::function<void()> handler);

  struct Snapshot {
    SessionInfo info;
    std::string query;
    bool active = false;
    TransactionStatus status = TransactionStatus::kIdle;
    absl::Time backend_start, query_start, state_change;
    std::optional<absl::Time> xact_start;
  };
  Snapshot Read() const;
  int32_t pid() const;

 private:
  friend class Activity;
  mutable absl::Mutex mu_;
  Snapshot state_ ABSL_GUARDED_BY(mu_);
  std::function<void()> on_terminate_ ABSL_GUARDED_BY(mu_);
  std::atomic<int> signal_{0};
};

class Activity {
 public:
  enum class Signal { kCancel, kTerminate };

  // A new session's entry, listed until Unregister.
  std::shared_ptr<Backend> Register(const SessionInfo& info);
  void Unregister(const Backend* backend);

  // Every session, in the order of their pids.
  std::vector<Backend::Snapshot> List() const;

  // Tells whether a user name is a superuser's (the roles' keeper sets it;
  // without it, nobody is).
  void SetSuperuserCheck(std::function<bool(const std::string&)> check);

  // Signals the session whose pid is `pid` on behalf of `caller`: true
  // when signalled, false (with a warning in *warning) when no session has
  // that pid. Errors: 42501 when
  // the caller may not signal it (PostgreSQL's rule: superusers anyone,
  // others only sessions of their own role that are not superusers').
  // With `wait_ms` > 0 (pg_terminate_backend's timeout) waits that long
  // for the session to end: false, with a warning in *warning, if it did
  // not.
  absl::StatusOr<bool> SignalBackend(int32_t pid, Signal signal,
                                     const SessionInfo& caller, int64_t wait_ms,
                                     std::string* warning);

 private:
  bool Registered(int32_t pid) const;
  bool IsSuperuser(const std::string& user) const;

  mutable absl::Mutex mu_;
  std::function<bool(const std::string&)> is_superuser_ ABSL_GUARDED_BY(mu_);
  std::vector<std::shared_ptr<Backend>> backends_ ABSL_GUARDED_BY(mu_);
};

}  // namespace kite

#endif  // KITE_CATALOG_ACTIVITY_H_
