// The plan cache of Database::Execute: statements parsed and bound once,
// found again by their normalised text (parser/normalize.h).
#ifndef KITE_ENGINE_PLAN_CACHE_H_
#define KITE_ENGINE_PLAN_CACHE_H_

#include <atomic>
#include <cstdint>
#include <list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/synchronization/mutex.h"
#include "parser/ast.h"
#include "planner/plan.h"

namespace kite {

// One statement as parsed and bound. Immutable once cached, so any number of
// threads may run it at once (running a BoundStatement does not change it).
struct CachedPlan {
  std::shared_ptr<const ast::Statement> statement;
  std::shared_ptr<const plan::BoundStatement> bound;
  // Catalog::version() read before binding: the plan is stale once the
  // catalog's version differs.
  uint64_t catalog_version = 0;
};

// An LRU map from normalised statement text to its CachedPlan. Thread-safe.
class PlanCache {
 public:
  // What the kite_plan_cache view shows of one entry.
  struct EntryInfo {
    std::string query;  // the normalised text
    int64_t hits = 0;   // executions that used the plan as cached
    int64_t binds = 0;  // times the statement was bound (1 + rebinds)
  };

  explicit PlanCache(size_t capacity) : capacity_(capacity) {}
  PlanCache(const PlanCache&) = delete;
  PlanCache& operator=(const PlanCache&) = delete;

  // The plan cached under `key`, made the most recently used; null when
  // there is none. Counts a hit when the plan is still current at
  // `catalog_version`; a stale plan is returned without counting so that
  // the caller can bind its statement again (Replace) or drop it (Erase).
  std::shared_ptr<const CachedPlan> Lookup(std::string_view key,
                                           uint64_t catalog_version);

  // Caches `plan` under `key` as a new entry, evicting the least recently
  // used ones beyond the capacity. An entry already under `key` is
  // replaced and its counts start again.
  void Insert(std::string_view key, std::shared_ptr<const CachedPlan> plan);

  // Replaces the plan of the entry under `key` (after binding it again),
  // keeping its hits and counting a bind. Inserts it if the entry is gone.
  void Replace(std::string_view key, std::shared_ptr<const CachedPlan> plan);

  // Drops the entry under `key`, if any.
  void Erase(std::string_view key);

  // Drops every entry bound before `catalog_version`, so that the tables
  // they hold (a dropped table's rows) are freed now.
  void EraseStale(uint64_t catalog_version);

  // The most entries kept; 0 disables the cache and empties it.
  void SetCapacity(size_t capacity);
  size_t capacity() const { return capacity_.load(std::memory_order_relaxed); }

  // The entries, most recently used first.
  std::vector<EntryInfo> Entries() const;

 private:
  struct Entry {
    std::string key;
    std::shared_ptr<const CachedPlan> plan;
    int64_t hits = 0;
    int64_t binds = 1;
  };
  using List = std::list<Entry>;

  // Moves the least recently used entries beyond `capacity` to `evicted`
  // (whose plans, maybe the last references to dropped tables, the caller
  // destroys once it has released mu_).
  void EvictBeyond(size_t capacity, List* evicted)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);

  mutable absl::Mutex mu_;
  std::atomic<size_t> capacity_;   // written under mu_
  List lru_ ABSL_GUARDED_BY(mu_);  // most recently used first
  // Keys view the strings of the list's entries.
  absl::flat_hash_map<std::string_view, List::iterator> index_
      ABSL_GUARDED_BY(mu_);
};

}  // namespace kite

#endif  // KITE_ENGINE_PLAN_CACHE_H_
