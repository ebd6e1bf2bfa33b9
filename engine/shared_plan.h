// Prepared statements of the same text share one bound plan and the operator
// trees kept between its runs (and their results reuse the buffers of
// their thread's, ResultPool::ForThread). A server whose
// clients each prepare the same statements (every connection of a pool
// does) then touches one copy of them instead of one per connection: with
// 50 connections preparing 100 statements each, the per-connection copies
// were cold on almost every run (pgbench 2cond: 60K TPS with 5,000 copies,
// ~100K with 50).
#ifndef KITE_ENGINE_SHARED_PLAN_H_
#define KITE_ENGINE_SHARED_PLAN_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/synchronization/mutex.h"
#include "common/thread_slot.h"
#include "engine/executor.h"
#include "planner/plan.h"

namespace kite {

// The plan every prepared statement of one normalised text runs. Binding
// does not depend on the session (the plan cache shares plans the same
// way), so any session may run it; a BoundStatement is not changed by
// running it, so any number may run it at once.
class SharedPlan {
 public:
  // The current plan and its generation (which counts the plans published).
  struct Current {
    std::shared_ptr<const plan::BoundStatement> bound;
    uint64_t catalog_version = 0;
    uint64_t generation = 0;
  };
  Current current() const;
  // Publishes `bound` (bound at `catalog_version`) as the current plan; the
  // trees kept for the previous one are dropped. Returns its generation.
  uint64_t Publish(std::shared_ptr<const plan::BoundStatement> bound,
                   uint64_t catalog_version);
  // Whether a plan newer than `generation` was published: one load.
  bool NewerThan(uint64_t generation) const {
    return generation_.load(std::memory_order_acquire) != generation;
  }

  // A kept tree for a run of the current plan, preferably the one this
  // thread used last (empty when none is idle); give it back with Return
  // after the run.
  std::unique_ptr<KeptTree> Take();
  // Keeps `tree`, which ran `bound`, for a next Take while `bound` is still
  // the current plan and a slot is free; else frees it.
  void Return(std::unique_ptr<KeptTree> tree,
              const plan::BoundStatement* bound);

 private:
  mutable absl::Mutex mu_;
  // Declared before idle_, so the trees go before the plan they point into.
  std::shared_ptr<const plan::BoundStatement> bound_ ABSL_GUARDED_BY(mu_);
  uint64_t catalog_version_ ABSL_GUARDED_BY(mu_) = 0;
  // One idle tree per thread slot (common/thread_slot.h).
  std::unique_ptr<KeptTree> idle_[kThreadSlots] ABSL_GUARDED_BY(mu_);
  std::atomic<uint64_t> generation_ = 0;
};

// The shared plans by normalised text. An entry lives while a prepared
// statement holds it. Thread-safe.
class SharedPlans {
 public:
  std::shared_ptr<SharedPlan> Get(std::string_view key);

 private:
  absl::Mutex mu_;
  absl::flat_hash_map<std::string, std::weak_ptr<SharedPlan>> plans_
      ABSL_GUARDED_BY(mu_);
  // The map's size after it was last swept of expired entries.
  size_t swept_size_ ABSL_GUARDED_BY(mu_) = 0;
};

}  // namespace kite

#endif  // KITE_ENGINE_SHARED_PLAN_H_
