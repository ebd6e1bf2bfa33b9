#include "engine/result_pool.h"

#include <utility>

namespace kite {
namespace {

// A result kept for reuse holds at most this many bytes of buffers: a large
// result is not worth keeping alive between executions.
constexpr size_t kMaxRecycledBytes = 256 * 1024;

}  // namespace

ResultPool::~ResultPool() { delete spare_.load(std::memory_order_acquire); }

std::unique_ptr<ResultData> ResultPool::Take(
    const std::shared_ptr<ResultPool>& pool) {
  std::unique_ptr<ResultData> data(
      pool->spare_.exchange(nullptr, std::memory_order_acq_rel));
  if (data == nullptr) {
    data = std::make_unique<ResultData>();
  } else {
    data->Clear();
  }
  data->pool = pool;
  return data;
}

void ResultPool::Recycle(std::unique_ptr<ResultData> data) {
  data->pool.reset();
  if (data->CapacityBytes() > kMaxRecycledBytes) return;
  ResultData* expected = nullptr;
  if (spare_.compare_exchange_strong(expected, data.get(),
                                     std::memory_order_acq_rel)) {
    data.release();
  }
}

}  // namespace kite
