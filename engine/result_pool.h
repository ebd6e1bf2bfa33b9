// Recycling of result storage for statements run many times: a prepared
// statement's next Result reuses the buffers of one its caller has dropped.
#ifndef KITE_ENGINE_RESULT_POOL_H_
#define KITE_ENGINE_RESULT_POOL_H_

#include <atomic>
#include <memory>

#include "engine/result_data.h"

namespace kite {

// Holds at most one dropped ResultData. Thread-safe: a Result may be
// destroyed on any thread. Shared by its owner (a prepared statement) and
// by every ResultData taken from it, so it outlives whichever goes last.
class ResultPool {
 public:
  ResultPool() = default;
  ~ResultPool();
  ResultPool(const ResultPool&) = delete;
  ResultPool& operator=(const ResultPool&) = delete;

  // An empty ResultData whose buffers come from a recycled one when the
  // pool has one; it returns to `pool` when its Result is destroyed.
  static std::unique_ptr<ResultData> Take(
      const std::shared_ptr<ResultPool>& pool);

  // Keeps `data` for the next Take, unless the pool already holds one or
  // `data` holds more memory than is worth keeping (then it is freed).
  void Recycle(std::unique_ptr<ResultData> data);

 private:
  std::atomic<ResultData*> spare_ = nullptr;
};

}  // namespace kite

#endif  // KITE_ENGINE_RESULT_POOL_H_
