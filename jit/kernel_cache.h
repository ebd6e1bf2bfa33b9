// Compiled predicate kernels, cached by query shape.
//
// A kernel is compiled once per shape (jit/kernel_expr.h) and optimisation
// level, and serves every execution of that shape: the values travel as
// run-time arguments. The cache holds at most capacity() kernels and evicts
// the least recently used; an evicted kernel's machine code is freed when the
// last execution holding it lets go (shared ownership), never under a
// running query.
//
// Compilation happens on one background thread, so a query never waits for
// the compiler unless it asks to (SET jit = force).
#ifndef KITE_JIT_KERNEL_CACHE_H_
#define KITE_JIT_KERNEL_CACHE_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <list>
#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/synchronization/mutex.h"
#include "absl/synchronization/notification.h"
#include "jit/jit_engine.h"
#include "jit/kernel_abi.h"
#include "jit/kernel_expr.h"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace kite::jit {

// Generates a kernel's module: defines the functions it names in
// `functions` (looked up in that order) in a module of `context`. `name` is
// unique per compilation, a prefix for the function names.
using KernelGenerator = std::function<std::unique_ptr<llvm::Module>(
    llvm::LLVMContext& context, const std::string& name,
    std::vector<std::string>* functions)>;

// One shape's kernel: pending until compiled, then ready or failed.
class Kernel {
 public:
  // Whether the functions are compiled (false while compiling or after a
  // failure).
  bool ready() const { return ready_.load(std::memory_order_acquire); }
  // The i-th function of the generator's list (only when ready()).
  void* fn(size_t i) const { return code_->address(i); }
  // For predicate kernels: the general and the _dense variant.
  PredicateFn predicate() const {
    return ready() ? reinterpret_cast<PredicateFn>(fn(0)) : nullptr;
  }
  PredicateFn dense_predicate() const {
    return reinterpret_cast<PredicateFn>(fn(1));
  }
  // Whether compilation has finished (successfully or not).
  bool done() const { return done_.HasBeenNotified(); }
  void WaitUntilDone() const { done_.WaitForNotification(); }
  // Waits at most `timeout`: whether compilation has finished.
  bool WaitFor(absl::Duration timeout) const {
    return done_.WaitForNotificationWithTimeout(timeout);
  }
  // Time spent generating, optimizing and compiling (0 until done).
  int64_t compile_nanos() const {
    return compile_nanos_.load(std::memory_order_acquire);
  }

 private:
  friend class KernelCache;
  std::atomic<bool> ready_{false};
  std::atomic<int64_t> compile_nanos_{0};
  std::unique_ptr<CompiledCode> code_;
  absl::Notification done_;
};

class KernelCache {
 public:
  // The process's cache.
  static KernelCache& Global();

  explicit KernelCache(size_t capacity);
  ~KernelCache();
  KernelCache(const KernelCache&) = delete;
  KernelCache& operator=(const KernelCache&) = delete;

  // The kernel of shape `shape` at `opt_level`. On a miss it is created
  // and compiled from `generate`: now when `wait` (the call returns once it
  // is done), otherwise on the background thread. `*hit` tells whether it
  // was cached. Thread-safe.
  // `make_generator` is called only on a miss.
  std::shared_ptr<const Kernel> Get(
      const std::string& shape, int opt_level, bool wait, bool* hit,
      const std::function<KernelGenerator()>& make_generator);
  // A predicate kernel (jit/codegen.h) for `root`.
  std::shared_ptr<const Kernel> GetPredicate(const KNode& root,
                                             const std::string& shape,
                                             int opt_level, bool wait,
                                             bool* hit);

  // Stops the background compiler after its current job (at exit); later
  // misses are not compiled unless waited for.
  void StopWorker();
  // Waits until no kernel is queued or compiling. Called when a database
  // closes: a compile still running when the process exits would use LLVM
  // objects that exit() may already have destroyed (those LLVM creates
  // lazily during the first compile outlive the atexit hook that stops the
  // worker).
  void WaitIdle();
  // Holds queued compilations until called again with false, so that a
  // test can run a query whose kernel is certainly not ready yet.
  void PauseWorkerForTesting(bool paused);
  // Waits until a compilation is queued (while the worker is paused: until
  // a query has asked for a kernel that is not ready).
  void WaitQueuedForTesting();

  size_t size() const;
  size_t capacity() const;
  void set_capacity(size_t capacity);
  // Compilations that failed so far (each logged once to stderr).
  int64_t failures() const { return failures_.load(); }

 private:
  struct Job;
  struct Entry {
    std::shared_ptr<Kernel> kernel;
    std::list<std::string>::iterator lru;  // position in lru_
  };
  void Compile(Job& job);
  void Worker();
  void EvictLocked() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);

  mutable absl::Mutex mu_;
  size_t capacity_ ABSL_GUARDED_BY(mu_);
  absl::flat_hash_map<std::string, Entry> entries_ ABSL_GUARDED_BY(mu_);
  std::list<std::string> lru_ ABSL_GUARDED_BY(mu_);  // most recent first
  std::list<std::unique_ptr<Job>> queue_ ABSL_GUARDED_BY(mu_);
  bool stopping_ ABSL_GUARDED_BY(mu_) = false;
  bool worker_started_ ABSL_GUARDED_BY(mu_) = false;
  bool compiling_ ABSL_GUARDED_BY(mu_) = false;
  bool paused_ ABSL_GUARDED_BY(mu_) = false;
  std::atomic<int64_t> failures_{0};
  // Kernel numbers, for unique function names: process-wide, as every
  // cache compiles into the one LLJIT.
  static std::atomic<uint64_t> next_id_;
  struct WorkerThread;
  std::unique_ptr<WorkerThread> worker_;
};

// A deep copy of a lowered predicate (for compiling after the query that
// lowered it has gone).
KNodePtr CloneKNode(const KNode& node);

}  // namespace kite::jit

#endif  // KITE_JIT_KERNEL_CACHE_H_
