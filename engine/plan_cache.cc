#include "engine/plan_cache.h"

#include <iterator>
#include <utility>

namespace kite {

std::shared_ptr<const CachedPlan> PlanCache::Lookup(std::string_view key,
                                                    uint64_t catalog_version) {
  absl::MutexLock lock(&mu_);
  auto it = index_.find(key);
  if (it == index_.end()) return nullptr;
  lru_.splice(lru_.begin(), lru_, it->second);
  Entry& entry = *it->second;
  if (entry.plan->catalog_version == catalog_version) ++entry.hits;
  return entry.plan;
}

void PlanCache::Insert(std::string_view key,
                       std::shared_ptr<const CachedPlan> plan) {
  List evicted;  // destroyed after the lock is released
  absl::MutexLock lock(&mu_);
  const size_t capacity = capacity_.load(std::memory_order_relaxed);
  if (capacity == 0) return;
  if (auto it = index_.find(key); it != index_.end()) {
    List::iterator old = it->second;
    index_.erase(it);
    evicted.splice(evicted.end(), lru_, old);
  }
  lru_.push_front(Entry{std::string(key), std::move(plan)});
  index_.emplace(lru_.front().key, lru_.begin());
  EvictBeyond(capacity, &evicted);
}

void PlanCache::Replace(std::string_view key,
                        std::shared_ptr<const CachedPlan> plan) {
  {
    absl::MutexLock lock(&mu_);
    if (auto it = index_.find(key); it != index_.end()) {
      // The old plan is destroyed after the lock is released.
      std::swap(it->second->plan, plan);
      ++it->second->binds;
      return;
    }
  }
  Insert(key, std::move(plan));
}

void PlanCache::Erase(std::string_view key) {
  List evicted;
  absl::MutexLock lock(&mu_);
  auto it = index_.find(key);
  if (it == index_.end()) return;
  List::iterator entry = it->second;
  index_.erase(it);
  evicted.splice(evicted.end(), lru_, entry);
}

void PlanCache::EraseStale(uint64_t catalog_version) {
  List evicted;
  absl::MutexLock lock(&mu_);
  for (auto it = lru_.begin(); it != lru_.end();) {
    List::iterator entry = it++;
    if (entry->plan->catalog_version == catalog_version) continue;
    index_.erase(entry->key);
    evicted.splice(evicted.end(), lru_, entry);
  }
}

void PlanCache::SetCapacity(size_t capacity) {
  List evicted;
  absl::MutexLock lock(&mu_);
  capacity_.store(capacity, std::memory_order_relaxed);
  EvictBeyond(capacity, &evicted);
}

std::vector<PlanCache::EntryInfo> PlanCache::Entries() const {
  absl::MutexLock lock(&mu_);
  std::vector<EntryInfo> out;
  out.reserve(lru_.size());
  for (const Entry& e : lru_) out.push_back({e.key, e.hits, e.binds});
  return out;
}

void PlanCache::EvictBeyond(size_t capacity, List* evicted) {
  while (lru_.size() > capacity) {
    index_.erase(lru_.back().key);
    evicted->splice(evicted->end(), lru_, std::prev(lru_.end()));
  }
}

}  // namespace kite
