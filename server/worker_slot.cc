#include "server/worker_slot.h"

#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>

namespace kite::server {

thread_local WorkerSlot* current_worker_slot = nullptr;

void WorkerSlot::Attach() {
  std::lock_guard<std::mutex> lock(mu_);
  tid_ = gettid();
}

void WorkerSlot::Begin() {
  busy_since_.store(std::chrono::steady_clock::now().time_since_epoch().count(),
                    std::memory_order_relaxed);
}

void WorkerSlot::End() {
  std::lock_guard<std::mutex> lock(mu_);
  busy_since_.store(0, std::memory_order_relaxed);
}

bool WorkerSlot::Demote(int64_t since) {
  std::lock_guard<std::mutex> lock(mu_);
  if (retiring_.load(std::memory_order_relaxed) || tid_ == 0 ||
      busy_since_.load(std::memory_order_relaxed) != since) {
    return false;
  }
  errno = 0;
  const int nice = getpriority(PRIO_PROCESS, tid_);
  if (errno != 0 || setpriority(PRIO_PROCESS, tid_, nice + kDemotedNice) != 0) {
    return false;  // the thread keeps its priority and its place
  }
  retiring_.store(true, std::memory_order_release);
  return true;
}

}  // namespace kite::server
