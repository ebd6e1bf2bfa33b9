// Recycling of result storage for statements run many times: a prepared
// statement's next Result reuses the buffers of one dropped on its thread
// (ResultPool::ForThread), still in that core's cache.
#ifndef KITE_ENGINE_RESULT_POOL_H_
#define KITE_ENGINE_RESULT_POOL_H_

#include <memory>

#include "common/thread_slot.h"
#include "engine/result_data.h"

namespace kite {

// Holds a few dropped ResultData, one per thread slot (common/thread_slot.h).
// Thread-safe: a Result may be destroyed on any thread. Shared by its owner
// and by every ResultData taken from it, so it outlives whichever goes
// last.
class ResultPool {
 public:
  ResultPool() = default;
  ResultPool(const ResultPool&) = delete;
  ResultPool& operator=(const ResultPool&) = delete;

  // An empty ResultData whose buffers come from a recycled one when the
  // pool has one; it returns to `pool` when its Result is destroyed.
  static std::unique_ptr<ResultData> Take(
      const std::shared_ptr<ResultPool>& pool);

  // The calling thread's pool: the buffers of results of different
  // statements run on one thread, reused while still in its core's cache.
  static const std::shared_ptr<ResultPool>& ForThread();

  // Keeps `data` for a next Take, unless the pool is full or `data` holds
  // more memory than is worth keeping (then it is freed).
  void Recycle(std::unique_ptr<ResultData> data);

 private:
  ThreadSlots<ResultData> spares_;
};

}  // namespace kite

#endif  // KITE_ENGINE_RESULT_POOL_H_
