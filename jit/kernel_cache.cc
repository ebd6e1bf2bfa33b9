#include "jit/kernel_cache.h"

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <thread>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/interrupt.h"
#include "jit/codegen.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

namespace kite::jit {

struct KernelCache::Job {
  std::shared_ptr<Kernel> kernel;
  KernelGenerator generate;
  int opt_level = 2;
  uint64_t id = 0;
};

struct KernelCache::WorkerThread {
  std::thread thread;
};

std::atomic<uint64_t> KernelCache::next_id_{0};

KNodePtr CloneKNode(const KNode& node) {
  auto copy = std::make_unique<KNode>();
  copy->op = node.op;
  copy->repr = node.repr;
  copy->type = node.type;
  copy->cmp = node.cmp;
  copy->slot = node.slot;
  copy->layout = node.layout;
  copy->negated = node.negated;
  copy->truth = node.truth;
  copy->has_else = node.has_else;
  copy->aux = node.aux;
  for (const auto& c : node.children) copy->children.push_back(CloneKNode(*c));
  return copy;
}

KernelCache& KernelCache::Global() {
  // Not destroyed, but its compiler thread is stopped at exit, before
  // LLVM's own static objects (constructed before this) are destroyed.
  static KernelCache* cache = [] {
    auto* c = new KernelCache(4096);
    std::atexit([] { Global().StopWorker(); });
    return c;
  }();
  return *cache;
}

void KernelCache::StopWorker() {
  {
    absl::MutexLock lock(&mu_);
    stopping_ = true;
  }
  if (worker_ != nullptr && worker_->thread.joinable()) worker_->thread.join();
}

KernelCache::KernelCache(size_t capacity) : capacity_(capacity) {}

KernelCache::~KernelCache() { StopWorker(); }

std::shared_ptr<const Kernel> KernelCache::GetPredicate(
    const KNode& root, const std::string& shape, int opt_level, bool wait,
    bool* hit) {
  return Get(shape, opt_level, wait, hit, [&root]() -> KernelGenerator {
    std::shared_ptr<const KNode> copy = CloneKNode(root);
    return [copy](llvm::LLVMContext& context, const std::string& name,
                  std::vector<std::string>* functions) {
      *functions = {name, name + "_dense"};
      return GeneratePredicate(*copy, name, context);
    };
  });
}

std::shared_ptr<const Kernel> KernelCache::Get(
    const std::string& shape, int opt_level, bool wait, bool* hit,
    const std::function<KernelGenerator()>& make_generator) {
  std::shared_ptr<Kernel> kernel;
  std::unique_ptr<Job> job;
  {
    // The shape and the level; a per-thread buffer keeps a hit free of
    // allocation.
    thread_local std::string key;
    key.assign(shape);
    key.push_back(static_cast<char>(opt_level));
    absl::MutexLock lock(&mu_);
    auto it = entries_.find(key);
    if (it != entries_.end()) {
      lru_.splice(lru_.begin(), lru_, it->second.lru);
      kernel = it->second.kernel;
      *hit = true;
    } else {
      *hit = false;
      kernel = std::make_shared<Kernel>();
      lru_.push_front(key);
      entries_[key] = Entry{kernel, lru_.begin()};
      EvictLocked();
      job = std::make_unique<Job>();
      job->kernel = kernel;
      job->generate = make_generator();
      job->opt_level = opt_level;
      job->id = next_id_++;
      if (!wait) {
        if (stopping_) {
          job.reset();  // exiting: the query interprets
        } else {
          if (!worker_started_) {
            worker_started_ = true;
            worker_ = std::make_unique<WorkerThread>();
            worker_->thread = std::thread([this] { Worker(); });
          }
          queue_.push_back(std::move(job));
        }
      }
    }
  }
  if (job != nullptr) Compile(*job);
  // Another statement compiles it: waited for while this statement may go
  // on (a stopped one returns the kernel unready, interprets, and fails at
  // its first check).
  while (wait && !kernel->WaitFor(absl::Milliseconds(10))) {
    if (!CheckCurrentInterrupt().ok()) break;
  }
  return kernel;
}

void KernelCache::EvictLocked() {
  while (entries_.size() > capacity_ && !lru_.empty()) {
    entries_.erase(lru_.back());
    lru_.pop_back();
  }
}

void KernelCache::Worker() {
  while (true) {
    std::unique_ptr<Job> job;
    {
      absl::MutexLock lock(&mu_);
      mu_.Await(absl::Condition(
          +[](KernelCache* c) ABSL_EXCLUSIVE_LOCKS_REQUIRED(c->mu_) {
            return c->stopping_ || (!c->paused_ && !c->queue_.empty());
          },
          this));
      if (stopping_) return;
      job = std::move(queue_.front());
      queue_.pop_front();
      compiling_ = true;
    }
    Compile(*job);
    absl::MutexLock lock(&mu_);
    compiling_ = false;
  }
}

void KernelCache::WaitIdle() {
  absl::MutexLock lock(&mu_);
  mu_.Await(absl::Condition(
      +[](KernelCache* c) ABSL_EXCLUSIVE_LOCKS_REQUIRED(c->mu_) {
        return c->stopping_ ||
               ((c->paused_ || c->queue_.empty()) && !c->compiling_);
      },
      this));
}

void KernelCache::PauseWorkerForTesting(bool paused) {
  absl::MutexLock lock(&mu_);
  paused_ = paused;
}

void KernelCache::WaitQueuedForTesting() {
  absl::MutexLock lock(&mu_);
  mu_.Await(absl::Condition(
      +[](KernelCache* c)
           ABSL_EXCLUSIVE_LOCKS_REQUIRED(c->mu_) { return !c->queue_.empty(); },
      this));
}

void KernelCache::Compile(Job& job) {
  auto start = std::chrono::steady_clock::now();
  absl::Status status;
  absl::StatusOr<JitEngine*> engine = JitEngine::Get();
  if (!engine.ok()) {
    status = engine.status();
  } else {
    const std::string name = absl::StrCat("kite_kernel_", job.id);
    auto context = std::make_unique<llvm::LLVMContext>();
    std::vector<std::string> functions;
    std::unique_ptr<llvm::Module> module =
        job.generate(*context, name, &functions);
    auto code = (*engine)->Compile(std::move(context), std::move(module),
                                   functions, job.opt_level);
    if (code.ok()) {
      job.kernel->code_ = *std::move(code);
      job.kernel->ready_.store(true, std::memory_order_release);
    } else {
      status = code.status();
    }
  }
  if (!status.ok()) {
    ++failures_;
    std::cerr << "kite: WARNING: compiling a kernel failed, it runs "
                 "interpreted: "
              << status.message() << "\n";
  }
  job.kernel->compile_nanos_.store(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now() - start)
          .count(),
      std::memory_order_release);
  job.kernel->done_.Notify();
}

size_t KernelCache::size() const {
  absl::MutexLock lock(&mu_);
  return entries_.size();
}

size_t KernelCache::capacity() const {
  absl::MutexLock lock(&mu_);
  return capacity_;
}

void KernelCache::set_capacity(size_t capacity) {
  absl::MutexLock lock(&mu_);
  capacity_ = capacity < 1 ? 1 : capacity;
  EvictLocked();
}

}  // namespace kite::jit
