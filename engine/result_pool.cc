#include "engine/result_pool.h"

#include <utility>

namespace kite {
namespace {

// A result kept for reuse holds at most this many bytes of buffers: a large
// result is not worth keeping alive between executions.
constexpr size_t kMaxRecycledBytes = 256 * 1024;

}  // namespace

std::unique_ptr<ResultData> ResultPool::Take(
    const std::shared_ptr<ResultPool>& pool) {
  std::unique_ptr<ResultData> data = pool->spares_.Take();
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
  if (data->EmptyForReuse() > kMaxRecycledBytes) return;
  spares_.Put(std::move(data));
}

}  // namespace kite
