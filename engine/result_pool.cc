#include "engine/result_pool.h"

#include <utility>

namespace kite {
namespace {

// A result kept for reuse holds at most this many bytes of buffers: a large
// result is not worth keeping alive between executions.
constexpr size_t kMaxRecycledBytes = 256 * 1024;

}  // namespace

ResultPool::~ResultPool() {
  for (std::atomic<ResultData*>& spare : spares_) {
    delete spare.load(std::memory_order_acquire);
  }
}

std::unique_ptr<ResultData> ResultPool::Take(
    const std::shared_ptr<ResultPool>& pool) {
  std::unique_ptr<ResultData> data;
  // The thread's own slot first, then the others.
  const int own = ThreadSlot();
  for (int k = 0; k < kThreadSlots && data == nullptr; ++k) {
    std::atomic<ResultData*>& spare = pool->spares_[(own + k) % kThreadSlots];
    // A load first: an empty slot is skipped without writing its line.
    if (spare.load(std::memory_order_relaxed) == nullptr) continue;
    data.reset(spare.exchange(nullptr, std::memory_order_acq_rel));
  }
  if (data == nullptr) {
    data = std::make_unique<ResultData>();
  } else {
    data->Clear();
  }
  data->pool = pool;
  return data;
}

const std::shared_ptr<ResultPool>& ResultPool::ForThread() {
  // Results taken from it keep it alive after the thread ends.
  thread_local const std::shared_ptr<ResultPool> pool =
      std::make_shared<ResultPool>();
  return pool;
}

void ResultPool::Recycle(std::unique_ptr<ResultData> data) {
  data->pool.reset();
  if (data->CapacityBytes() > kMaxRecycledBytes) return;
  const int own = ThreadSlot();
  for (int k = 0; k < kThreadSlots; ++k) {
    std::atomic<ResultData*>& spare = spares_[(own + k) % kThreadSlots];
    ResultData* expected = nullptr;
    if (spare.load(std::memory_order_relaxed) == nullptr &&
        spare.compare_exchange_strong(expected, data.get(),
                                      std::memory_order_acq_rel)) {
      data.release();
      return;
    }
  }
}

}  // namespace kite
