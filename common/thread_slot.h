// Per-thread slots for shared caches of reusable objects: a thread that
// takes back what it put there finds it still in its own core's cache.
#ifndef KITE_COMMON_THREAD_SLOT_H_
#define KITE_COMMON_THREAD_SLOT_H_

#include <atomic>
#include <memory>

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

// Up to kThreadSlots idle objects, one per thread slot, owned. Lock-free:
// each operation is an atomic exchange or compare-exchange per slot tried,
// the calling thread's slot first. Each slot has a cache line of its own, so
// threads taking and putting in their own slots do not contend for one.
template <typename T>
class ThreadSlots {
 public:
  ThreadSlots() = default;
  ThreadSlots(const ThreadSlots&) = delete;
  ThreadSlots& operator=(const ThreadSlots&) = delete;
  ~ThreadSlots() { Clear(); }

  // An idle object, the calling thread's if it has one; null when all
  // slots are empty.
  std::unique_ptr<T> Take() {
    const int own = ThreadSlot();
    for (int k = 0; k < kThreadSlots; ++k) {
      std::atomic<T*>& slot = slots_[(own + k) % kThreadSlots].p;
      // A load first: an empty slot is skipped without writing its line.
      if (slot.load(std::memory_order_relaxed) == nullptr) continue;
      if (T* p = slot.exchange(nullptr, std::memory_order_acq_rel)) {
        return std::unique_ptr<T>(p);
      }
    }
    return nullptr;
  }

  // Keeps `p` idle in a free slot, the calling thread's if free; frees it
  // when every slot is taken.
  void Put(std::unique_ptr<T> p) {
    const int own = ThreadSlot();
    for (int k = 0; k < kThreadSlots; ++k) {
      std::atomic<T*>& slot = slots_[(own + k) % kThreadSlots].p;
      T* expected = nullptr;
      if (slot.load(std::memory_order_relaxed) == nullptr &&
          slot.compare_exchange_strong(expected, p.get(),
                                       std::memory_order_acq_rel)) {
        p.release();
        return;
      }
    }
  }

  // Frees every idle object.
  void Clear() {
    for (Slot& slot : slots_) {
      delete slot.p.exchange(nullptr, std::memory_order_acq_rel);
    }
  }

 private:
  struct alignas(64) Slot {
    std::atomic<T*> p = nullptr;
  };
  Slot slots_[kThreadSlots];
};

}  // namespace kite

#endif  // KITE_COMMON_THREAD_SLOT_H_
