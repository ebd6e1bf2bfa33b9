// A worker thread of kited as the server watches it (server.cc's
// watcher, every 20 ms): how long its request has run, and whether the
// thread was demoted for it. A request that runs long (a scan, a sort, a
// cross join) keeps its worker; the watcher then starts another worker for
// the others and lowers the long one's scheduling priority (nice), so that
// on a busy machine the short statements of everyone else get the cores
// first and the long one what is left. An unprivileged process cannot
// raise a thread's priority again, so a demoted thread leaves the pool
// once its request ends and the thread the watcher started takes its
// place.
#ifndef KITE_SERVER_WORKER_SLOT_H_
#define KITE_SERVER_WORKER_SLOT_H_

#include <sys/types.h>

#include <atomic>
#include <cstdint>
#include <mutex>

namespace kite::server {

class WorkerSlot {
 public:
  // The nice value added to a demoted thread: weight 110 against 1024 for
  // the others in Linux's scheduler, about a tenth of a core's share.
  static constexpr int kDemotedNice = 10;

  // On the worker thread, before it serves: records its thread id.
  void Attach();
  // On the worker thread, around each request.
  void Begin();
  void End();
  // On the worker thread, after a request: whether it must leave the pool
  // (it was demoted).
  bool retiring() const { return retiring_.load(std::memory_order_acquire); }
  // On the worker thread, as it leaves; then the control thread joins it.
  void MarkExited() { exited_.store(true, std::memory_order_release); }
  bool exited() const { return exited_.load(std::memory_order_acquire); }

  // Control thread: when the running request began (steady clock,
  // nanoseconds since its epoch), 0 while the thread waits.
  int64_t busy_since() const {
    return busy_since_.load(std::memory_order_relaxed);
  }
  // Control thread: lowers the thread's priority if the request that began
  // at `since` is still running, and marks it to retire. Returns whether
  // it did.
  bool Demote(int64_t since);

 private:
  std::atomic<int64_t> busy_since_{0};
  std::atomic<bool> retiring_{false};
  std::atomic<bool> exited_{false};
  // Orders Demote against End: a thread is demoted only inside the
  // request it was found in, never after it.
  std::mutex mu_;
  pid_t tid_ = 0;
};

// The calling thread's slot when it is one of the server's workers (set by
// the server for each), else null.
extern thread_local WorkerSlot* current_worker_slot;

}  // namespace kite::server

#endif  // KITE_SERVER_WORKER_SLOT_H_
