#include "engine/shared_plan.h"

#include <utility>

namespace kite {

SharedPlan::Current SharedPlan::current() const {
  absl::MutexLock lock(&mu_);
  return {bound_, catalog_version_,
          generation_.load(std::memory_order_relaxed)};
}

uint64_t SharedPlan::Publish(std::shared_ptr<const plan::BoundStatement> bound,
                             uint64_t catalog_version) {
  // Destroyed in reverse order: the trees, then the plan they point into,
  // both outside the lock.
  std::shared_ptr<const plan::BoundStatement> old_bound;
  std::unique_ptr<KeptTree> old_trees[kThreadSlots];
  uint64_t generation;
  {
    absl::MutexLock lock(&mu_);
    for (int k = 0; k < kThreadSlots; ++k) old_trees[k] = std::move(idle_[k]);
    old_bound = std::move(bound_);
    bound_ = std::move(bound);
    catalog_version_ = catalog_version;
    generation = generation_.load(std::memory_order_relaxed) + 1;
    generation_.store(generation, std::memory_order_release);
  }
  return generation;
}

std::unique_ptr<KeptTree> SharedPlan::Take() {
  const int own = ThreadSlot();
  {
    absl::MutexLock lock(&mu_);
    for (int k = 0; k < kThreadSlots; ++k) {
      std::unique_ptr<KeptTree>& idle = idle_[(own + k) % kThreadSlots];
      if (idle != nullptr) return std::move(idle);
    }
  }
  return std::make_unique<KeptTree>();
}

void SharedPlan::Return(std::unique_ptr<KeptTree> tree,
                        const plan::BoundStatement* bound) {
  const int own = ThreadSlot();
  {
    absl::MutexLock lock(&mu_);
    if (bound_.get() == bound) {
      for (int k = 0; k < kThreadSlots; ++k) {
        std::unique_ptr<KeptTree>& idle = idle_[(own + k) % kThreadSlots];
        if (idle == nullptr) {
          idle = std::move(tree);
          return;
        }
      }
    }
  }
  // Freed here, while the caller still holds `bound`.
  tree.reset();
}

std::shared_ptr<SharedPlan> SharedPlans::Get(std::string_view key) {
  absl::MutexLock lock(&mu_);
  // Entries of statements all dropped are swept whenever the map has
  // doubled since the last sweep: amortised O(1) per Get.
  if (plans_.size() >= 2 * swept_size_ + 64) {
    for (auto it = plans_.begin(); it != plans_.end();) {
      if (it->second.expired()) {
        plans_.erase(it++);
      } else {
        ++it;
      }
    }
    swept_size_ = plans_.size();
  }
  std::weak_ptr<SharedPlan>& slot = plans_[std::string(key)];
  std::shared_ptr<SharedPlan> plan = slot.lock();
  if (plan == nullptr) {
    plan = std::make_shared<SharedPlan>();
    slot = plan;
  }
  return plan;
}

}  // namespace kite
