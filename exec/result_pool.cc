#include "exec/result_pool.h"

#include <utility>

namespace kite {
namespace {

// A result kept for reuse holds at most this many bytes of buffers: a large
// result is not worth keeping alive between executions.
constexpr size_t kMaxRecycledBytes = 256 * 1024;

// The thread's spare. Plain pointers, whose storage lasts until the thread
// is gone: a Result destroyed by another thread_local's destructor (after
// SpareOwner's) still finds them, and `ended` says not to keep it.
thread_local ResultData* spare = nullptr;
thread_local bool ended = false;

// Frees the spare when the thread ends.
struct SpareOwner {
  bool armed = false;
  ~SpareOwner() {
    ended = true;
    delete std::exchange(spare, nullptr);
  }
};
thread_local SpareOwner owner;

}  // namespace

std::unique_ptr<ResultData> TakePooledResult() {
  std::unique_ptr<ResultData> data(std::exchange(spare, nullptr));
  if (data == nullptr) {
    data = std::make_unique<ResultData>();
  } else {
    data->Clear();
  }
  data->pooled = true;
  return data;
}

void RecyclePooledResult(std::unique_ptr<ResultData> data) {
  data->pooled = false;
  if (spare != nullptr || ended) return;
  if (data->EmptyForReuse() > kMaxRecycledBytes) return;
  owner.armed = true;  // constructs it, so that its destructor runs
  spare = data.release();
}

}  // namespace kite
