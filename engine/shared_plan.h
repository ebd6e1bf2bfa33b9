// Prepared statements of the same text share one bound plan and the operator
// trees kept between its runs (and their results reuse the buffers of
// their thread's, exec/result_pool.h). A server whose
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

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/synchronization/mutex.h"
#include "common/thread_slot.h"
#include "exec/executor.h"
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
  // idle trees (of the previous one) are dropped. Returns its generation.
  uint64_t Publish(std::shared_ptr<const plan::BoundStatement> bound,
                   uint64_t catalog_version);
  // Whether a plan newer than `generation` was published: one load.
  bool NewerThan(uint64_t generation) const {
    return generation_.load(std::memory_order_acquire) != generation;
  }

  // A kept operator tree with the plan it is (or will be) built for, which
  // it keeps alive: a tree is never left pointing into a freed plan.
  struct Tree {
    std::shared_ptr<const plan::BoundStatement> bound;
    KeptTree kept;  // declared after `bound`: destroyed before it
  };
  // A tree for a run of `bound`: preferably the idle one this thread used
  // last, else another idle one, else a new (empty) one. Idle trees of
  // another plan met on the way are freed. Lock-free.
  std::unique_ptr<Tree> Take(
      const std::shared_ptr<const plan::BoundStatement>& bound);
  // Keeps `tree` idle for a next Take, in this thread's slot or another
  // free one; frees it when all are taken. Lock-free.
  void Return(std::unique_ptr<Tree> tree);

  SharedPlan() = default;
  SharedPlan(const SharedPlan&) = delete;
  SharedPlan& operator=(const SharedPlan&) = delete;

 private:
  mutable absl::Mutex mu_;
  std::shared_ptr<const plan::BoundStatement> bound_ ABSL_GUARDED_BY(mu_);
  uint64_t catalog_version_ ABSL_GUARDED_BY(mu_) = 0;
  std::atomic<uint64_t> generation_ = 0;
  ThreadSlots<Tree> idle_;
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
