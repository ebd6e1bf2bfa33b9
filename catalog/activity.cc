#include "catalog/activity.h"

#include <algorithm>
#include <thread>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/interrupt.h"
#include "kite/status.h"

namespace kite {

Backend::Backend(const SessionInfo& info) {
  state_.info = info;
  state_.backend_start = state_.state_change = absl::Now();
}

void Backend::SetInfo(const SessionInfo& info) {
  absl::MutexLock lock(&mu_);
  state_.info = info;
}

void Backend::Start(std::string_view query) {
  // A cancel aimed at an earlier statement stops nothing now; a
  // terminate stays (the session is on its way out).
  int cancel = kCancelSignal;
  signal_.compare_exchange_strong(cancel, kNoSignal);
  // PostgreSQL keeps the first track_activity_query_size (1024) bytes less
  // one, cut at a character's start: a statement of a huge literal is not
  // copied whole.
  constexpr size_t kQueryBytes = 1023;
  if (query.size() > kQueryBytes) {
    size_t n = kQueryBytes;
    while (n > 0 && (static_cast<unsigned char>(query[n]) & 0xC0) == 0x80) --n;
    query = query.substr(0, n);
  }
  const absl::Time now = absl::Now();
  absl::MutexLock lock(&mu_);
  state_.query.assign(query);
  state_.active = true;
  state_.query_start = state_.state_change = now;
  if (!state_.xact_start.has_value()) state_.xact_start = now;
}

void Backend::Finish(TransactionStatus status) {
  const absl::Time now = absl::Now();
  absl::MutexLock lock(&mu_);
  state_.active = false;
  state_.status = status;
  state_.state_change = now;
  if (status == TransactionStatus::kIdle) state_.xact_start.reset();
}

void Backend::SetTerminateHandler(std::function<void()> handler) {
  absl::MutexLock lock(&mu_);
  on_terminate_ = std::move(handler);
}

Backend::Snapshot Backend::Read() const {
  absl::MutexLock lock(&mu_);
  return state_;
}

int32_t Backend::pid() const {
  absl::MutexLock lock(&mu_);
  return state_.info.backend_pid;
}

std::shared_ptr<Backend> Activity::Register(const SessionInfo& info) {
  auto backend = std::make_shared<Backend>(info);
  absl::MutexLock lock(&mu_);
  backends_.push_back(backend);
  return backend;
}

void Activity::Unregister(const Backend* backend) {
  absl::MutexLock lock(&mu_);
  std::erase_if(backends_, [backend](const std::shared_ptr<Backend>& b) {
    return b.get() == backend;
  });
}

std::vector<Backend::Snapshot> Activity::List() const {
  std::vector<std::shared_ptr<Backend>> backends;
  {
    absl::MutexLock lock(&mu_);
    backends = backends_;
  }
  std::vector<Backend::Snapshot> out;
  out.reserve(backends.size());
  for (const std::shared_ptr<Backend>& b : backends) out.push_back(b->Read());
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    return a.info.backend_pid < b.info.backend_pid;
  });
  return out;
}

bool Activity::Registered(int32_t pid) const {
  absl::MutexLock lock(&mu_);
  for (const std::shared_ptr<Backend>& b : backends_) {
    if (b->pid() == pid) return true;
  }
  return false;
}

void Activity::SetSuperuserCheck(
    std::function<bool(const std::string&)> check) {
  absl::MutexLock lock(&mu_);
  is_superuser_ = std::move(check);
}

bool Activity::IsSuperuser(const std::string& user) const {
  std::function<bool(const std::string&)> check;
  {
    absl::MutexLock lock(&mu_);
    check = is_superuser_;
  }
  return check && check(user);
}

absl::StatusOr<bool> Activity::SignalBackend(int32_t pid, Signal signal,
                                             const SessionInfo& caller,
                                             int64_t wait_ms,
                                             std::string* warning) {
  std::shared_ptr<Backend> target;
  if (pid != 0) {
    absl::MutexLock lock(&mu_);
    for (const std::shared_ptr<Backend>& b : backends_) {
      if (b->pid() == pid) target = b;
    }
  }
  if (target == nullptr) {
    *warning =
        absl::StrCat("PID ", pid, " is not a PostgreSQL backend process");
    return false;
  }
  const bool terminate = signal == Signal::kTerminate;
  const std::string target_user = target->Read().info.user;
  if (!IsSuperuser(caller.user)) {
    if (IsSuperuser(target_user)) {
      return SqlError(sqlstate::kInsufficientPrivilege,
                      terminate ? "must be a superuser to terminate superuser "
                                  "process"
                                : "must be a superuser to cancel superuser "
                                  "query");
    }
    if (target_user != caller.user) {
      return SqlError(
          sqlstate::kInsufficientPrivilege,
          terminate ? "must be a member of the role whose process is being "
                      "terminated or member of pg_signal_backend"
                    : "must be a member of the role whose query is being "
                      "canceled or member of pg_signal_backend");
    }
  }
  if (terminate) {
    target->signal_.store(kTerminateSignal);
    std::function<void()> handler;
    {
      absl::MutexLock lock(&target->mu_);
      handler = target->on_terminate_;
    }
    // Not from inside the statement that terminates its own session: its
    // error closes the connection when it reaches the server.
    if (handler && caller.backend_pid != pid) handler();
  } else {
    int none = kNoSignal;
    target->signal_.compare_exchange_strong(none, kCancelSignal);
  }
  if (!terminate || wait_ms <= 0) return true;
  target.reset();
  const absl::Time until = absl::Now() + absl::Milliseconds(wait_ms);
  while (Registered(pid)) {
    if (absl::Now() >= until) {
      *warning =
          absl::StrCat("backend with PID ", pid, " did not terminate within ",
                       wait_ms, " milliseconds");
      return false;
    }
    if (absl::Status s = CheckCurrentInterrupt(); !s.ok()) return s;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return true;
}

}  // namespace kite
