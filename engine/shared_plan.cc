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
  std::shared_ptr<const plan::BoundStatement> old;  // freed after the lock
  uint64_t generation;
  {
    absl::MutexLock lock(&mu_);
    old = std::move(bound_);
    bound_ = std::move(bound);
    catalog_version_ = catalog_version;
    generation = generation_.load(std::memory_order_relaxed) + 1;
    generation_.store(generation, std::memory_order_release);
  }
  // The idle trees would be freed by the next Takes anyway; this frees the
  // old plan's memory now.
  idle_.Clear();
  return generation;
}

std::unique_ptr<SharedPlan::Tree> SharedPlan::Take(
    const std::shared_ptr<const plan::BoundStatement>& bound) {
  // A tree of another plan met on the way is freed (with the plan, if it
  // was the last to hold it).
  while (std::unique_ptr<Tree> tree = idle_.Take()) {
    // Both plans are alive here, so equal addresses mean the same plan.
    if (tree->bound == bound) return tree;
  }
  auto tree = std::make_unique<Tree>();
  tree->bound = bound;
  return tree;
}

void SharedPlan::Return(std::unique_ptr<Tree> tree) {
  idle_.Put(std::move(tree));
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
