// Recycling of result storage for statements run many times: a prepared
// statement's next Result reuses the buffers of one dropped on its thread,
// still in that core's cache.
#ifndef KITE_EXEC_RESULT_POOL_H_
#define KITE_EXEC_RESULT_POOL_H_

#include <memory>

#include "exec/result_data.h"

namespace kite {

// Each thread keeps one dropped ResultData for its next take. Nothing is
// shared between threads: a Result dropped on another thread than the one
// that made it goes to that other thread's spare. Taking and recycling are
// plain loads and stores: the shared pool this replaced cost a point lookup
// four atomic operations (the pool's reference count, its slot's exchange
// and compare-exchange), about 8% of its time in a process with threads.

// An empty ResultData (`pooled`), the calling thread's spare if it has one;
// it is recycled when its Result is destroyed.
std::unique_ptr<ResultData> TakePooledResult();

// Keeps `data` as the calling thread's spare, emptied, unless the thread
// has one, is ending, or `data` holds more memory than is worth keeping
// (then it is freed).
void RecyclePooledResult(std::unique_ptr<ResultData> data);

}  // namespace kite

#endif  // KITE_EXEC_RESULT_POOL_H_
