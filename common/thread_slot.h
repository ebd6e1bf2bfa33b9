// A small index per thread, for per-thread slots in shared caches: a thread
// that takes back what it put there finds it in its own core's cache.
#ifndef KITE_COMMON_THREAD_SLOT_H_
#define KITE_COMMON_THREAD_SLOT_H_

#include <atomic>

namespace kite {

// The calling thread's slot in [0, kThreadSlots): threads are numbered in
// the order they first ask, modulo kThreadSlots (two threads may share one).
inline constexpr int kThreadSlots = 8;

inline int ThreadSlot() {
  static std::atomic<int> next{0};
  thread_local const int slot =
      next.fetch_add(1, std::memory_order_relaxed) % kThreadSlots;
  return slot;
}

}  // namespace kite

#endif  // KITE_COMMON_THREAD_SLOT_H_
