// The kernel cache: hits and misses, LRU eviction, kernels outliving their
// eviction, failed compilations and background compiles.
#include "jit/kernel_cache.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "jit/kernel_abi.h"
#include "jit/kernel_expr.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

namespace kite::jit {
namespace {

using AddFn = int64_t (*)(int64_t);

// A module defining `int64 name(int64 x) { return x + k; }`.
KernelGenerator AddGenerator(int64_t k) {
  return [k](llvm::LLVMContext& ctx, const std::string& name,
             std::vector<std::string>* functions) {
    auto module = std::make_unique<llvm::Module>(name, ctx);
    llvm::Type* i64 = llvm::Type::getInt64Ty(ctx);
    auto* fn = llvm::Function::Create(
        llvm::FunctionType::get(i64, {i64}, false),
        llvm::Function::ExternalLinkage, name, module.get());
    llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", fn));
    b.CreateRet(b.CreateAdd(fn->getArg(0), b.getInt64(k)));
    *functions = {name};
    return module;
  };
}

// KernelCache::Get's argument: makes the generator (only on a miss).
std::function<KernelGenerator()> AddConstant(int64_t k) {
  return [k] { return AddGenerator(k); };
}

// A module whose only function has a block without a terminator: it fails
// llvm::verifyModule.
KernelGenerator BrokenGenerator() {
  return [](llvm::LLVMContext& ctx, const std::string& name,
            std::vector<std::string>* functions) {
    auto module = std::make_unique<llvm::Module>(name, ctx);
    llvm::Type* i64 = llvm::Type::getInt64Ty(ctx);
    auto* fn = llvm::Function::Create(
        llvm::FunctionType::get(i64, {i64}, false),
        llvm::Function::ExternalLinkage, name, module.get());
    llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", fn));
    b.CreateAdd(fn->getArg(0), b.getInt64(1));  // and no ret
    *functions = {name};
    return module;
  };
}

std::function<KernelGenerator()> Broken() {
  return [] { return BrokenGenerator(); };
}

// The process's cache, shrunk to `capacity`: its older entries are then the
// least recently used and leave first. Tests use the global cache because
// its capacity and contents are what the product uses. The fixture
// restores the capacity.
KernelCache& Cache(size_t capacity) {
  KernelCache::Global().set_capacity(capacity);
  return KernelCache::Global();
}

class KernelCacheTest : public ::testing::Test {
 protected:
  void SetUp() override { capacity_ = KernelCache::Global().capacity(); }
  void TearDown() override { KernelCache::Global().set_capacity(capacity_); }
  size_t capacity_ = 0;
};

int64_t Call(const Kernel& k, int64_t x) {
  return reinterpret_cast<AddFn>(k.fn(0))(x);
}

TEST_F(KernelCacheTest, CountsHitsAndMisses) {
  KernelCache& cache = Cache(16);
  bool hit = true;
  auto a = cache.Get("kc-a", 0, /*wait=*/true, &hit, AddConstant(10));
  EXPECT_FALSE(hit);
  ASSERT_TRUE(a->ready());
  EXPECT_TRUE(a->done());
  EXPECT_EQ(Call(*a, 5), 15);
  EXPECT_GT(a->compile_nanos(), 0);

  auto again = cache.Get("kc-a", 0, true, &hit, AddConstant(999));
  EXPECT_TRUE(hit);
  EXPECT_EQ(again.get(), a.get());
  EXPECT_EQ(Call(*again, 5), 15);  // the cached code, not the new generator

  // The optimisation level is part of the key.
  auto o2 = cache.Get("kc-a", 2, true, &hit, AddConstant(20));
  EXPECT_FALSE(hit);
  EXPECT_NE(o2.get(), a.get());
  EXPECT_EQ(Call(*o2, 5), 25);

  cache.Get("kc-b", 0, true, &hit, AddConstant(30));
  EXPECT_FALSE(hit);
  EXPECT_GE(cache.size(), 3u);
}

TEST_F(KernelCacheTest, MakesTheGeneratorOnlyOnAMiss) {
  KernelCache& cache = Cache(4);
  int made = 0;
  auto counting = [&made] {
    ++made;
    return AddGenerator(1);
  };
  bool hit = true;
  cache.Get("kc-m", 0, true, &hit, counting);
  EXPECT_EQ(made, 1);
  cache.Get("kc-m", 0, true, &hit, counting);
  cache.Get("kc-m", 0, false, &hit, counting);
  EXPECT_TRUE(hit);
  EXPECT_EQ(made, 1);
}

TEST_F(KernelCacheTest, EvictsLeastRecentlyUsed) {
  KernelCache& cache = Cache(2);
  bool hit = false;
  cache.Get("kc-a", 0, true, &hit, AddConstant(1));
  cache.Get("kc-b", 0, true, &hit, AddConstant(2));
  cache.Get("kc-a", 0, true, &hit, AddConstant(1));  // a is now the most recent
  EXPECT_TRUE(hit);
  cache.Get("kc-c", 0, true, &hit, AddConstant(3));  // evicts b
  EXPECT_EQ(cache.size(), 2u);
  cache.Get("kc-a", 0, true, &hit, AddConstant(1));
  EXPECT_TRUE(hit);
  cache.Get("kc-c", 0, true, &hit, AddConstant(3));
  EXPECT_TRUE(hit);
  cache.Get("kc-b", 0, true, &hit, AddConstant(2));  // evicts a
  EXPECT_FALSE(hit);
  EXPECT_EQ(cache.size(), 2u);
  cache.Get("kc-a", 0, true, &hit, AddConstant(1));
  EXPECT_FALSE(hit);

  // Shrinking keeps the most recently used.
  cache.set_capacity(1);
  EXPECT_EQ(cache.capacity(), 1u);
  EXPECT_EQ(cache.size(), 1u);
  cache.Get("kc-a", 0, true, &hit, AddConstant(1));
  EXPECT_TRUE(hit);
  cache.Get("kc-b", 0, true, &hit, AddConstant(2));
  EXPECT_FALSE(hit);
  EXPECT_EQ(cache.size(), 1u);
}

TEST_F(KernelCacheTest, EvictedKernelStaysCallableUntilReleased) {
  KernelCache& cache = Cache(1);
  bool hit = false;
  std::shared_ptr<const Kernel> held =
      cache.Get("kc-x", 0, true, &hit, AddConstant(100));
  ASSERT_TRUE(held->ready());
  std::weak_ptr<const Kernel> watch = held;
  auto other = cache.Get("kc-y", 0, true, &hit, AddConstant(200));  // evicts x
  EXPECT_EQ(cache.size(), 1u);
  EXPECT_FALSE(watch.expired());
  // The evicted kernel's code is still mapped while someone holds it.
  EXPECT_EQ(Call(*held, 1), 101);
  EXPECT_EQ(Call(*other, 1), 201);
  held.reset();
  EXPECT_TRUE(watch.expired());  // the kernel and its code are gone
  // x compiles anew.
  auto x = cache.Get("kc-x", 0, true, &hit, AddConstant(300));
  EXPECT_FALSE(hit);
  EXPECT_EQ(Call(*x, 1), 301);
}

TEST_F(KernelCacheTest, InvalidModuleFailsWithoutCrashing) {
  KernelCache& cache = Cache(8);
  bool hit = true;
  const int64_t before = cache.failures();
  ::testing::internal::CaptureStderr();
  auto k = cache.Get("kc-broken", 0, true, &hit, Broken());
  const std::string log = ::testing::internal::GetCapturedStderr();
  EXPECT_FALSE(hit);
  EXPECT_TRUE(k->done());
  EXPECT_FALSE(k->ready());
  EXPECT_EQ(k->predicate(), nullptr);
  EXPECT_EQ(cache.failures(), before + 1);
  EXPECT_THAT(log, ::testing::HasSubstr("compiling a kernel failed"));
  EXPECT_THAT(log, ::testing::HasSubstr("verification"));
  // The failure is cached: asking again neither recompiles nor succeeds.
  auto again = cache.Get("kc-broken", 0, true, &hit, Broken());
  EXPECT_TRUE(hit);
  EXPECT_FALSE(again->ready());
  EXPECT_EQ(cache.failures(), before + 1);
  // The cache still compiles other kernels.
  auto ok = cache.Get("kc-fine", 0, true, &hit, AddConstant(7));
  ASSERT_TRUE(ok->ready());
  EXPECT_EQ(Call(*ok, 1), 8);
}

TEST_F(KernelCacheTest, BrokenKernelInTheBackgroundFailsToo) {
  KernelCache& cache = Cache(8);
  bool hit = true;
  const int64_t before = cache.failures();
  ::testing::internal::CaptureStderr();
  auto k = cache.Get("broken-bg", 0, /*wait=*/false, &hit, Broken());
  k->WaitUntilDone();
  ::testing::internal::GetCapturedStderr();
  EXPECT_FALSE(k->ready());
  EXPECT_EQ(cache.failures(), before + 1);
}

TEST_F(KernelCacheTest, BackgroundCompileBecomesReady) {
  KernelCache& cache = Cache(64);
  const int64_t failures = cache.failures();
  std::vector<std::shared_ptr<const Kernel>> kernels;
  for (int i = 0; i < 20; ++i) {
    bool hit = true;
    kernels.push_back(cache.Get("kc-bg" + std::to_string(i), 1, /*wait=*/false,
                                &hit, AddConstant(i)));
    EXPECT_FALSE(hit);
  }
  // Poll as the executor would (ready() never blocks), for up to 20 s.
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(20);
  for (const auto& k : kernels) {
    while (!k->ready() && std::chrono::steady_clock::now() < deadline) {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
  }
  for (int i = 0; i < 20; ++i) {
    ASSERT_TRUE(kernels[i]->ready()) << i;
    EXPECT_EQ(Call(*kernels[i], 100), 100 + i);
  }
  EXPECT_EQ(cache.failures(), failures);
}

// Several threads compiling at once (as queries with jit = force do while
// the background worker compiles for jit = on) all get working kernels.
TEST_F(KernelCacheTest, ConcurrentCompilesAllSucceed) {
  KernelCache& cache = Cache(1000);
  const int64_t failures = cache.failures();
  constexpr int kThreads = 4;
  constexpr int kEach = 25;
  std::vector<std::shared_ptr<const Kernel>> kernels(kThreads * kEach);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&cache, &kernels, t] {
      for (int i = 0; i < kEach; ++i) {
        const int k = t * kEach + i;
        bool hit = true;
        // Half synchronous on this thread, half on the worker.
        kernels[k] = cache.Get("kc-c" + std::to_string(k), 0, i % 2 == 0, &hit,
                               AddConstant(k));
      }
    });
  }
  for (std::thread& t : threads) t.join();
  for (int k = 0; k < kThreads * kEach; ++k) {
    kernels[k]->WaitUntilDone();
    ASSERT_TRUE(kernels[k]->ready()) << k;
    EXPECT_EQ(Call(*kernels[k], 1000), 1000 + k);
  }
  EXPECT_EQ(cache.failures(), failures);
}

// Two caches compile into the one LLJIT: kernel names must not clash (they
// were numbered per cache: "Duplicate definition of symbol
// 'kite_kernel_0'").
TEST_F(KernelCacheTest, TwoCachesCompileAtOnce) {
  KernelCache one(4);
  KernelCache two(4);
  bool hit = true;
  auto a = one.Get("same", 0, true, &hit, AddConstant(1));
  auto b = two.Get("same", 0, true, &hit, AddConstant(2));
  ASSERT_TRUE(a->ready());
  ASSERT_TRUE(b->ready());
  EXPECT_EQ(Call(*a, 0), 1);
  EXPECT_EQ(Call(*b, 0), 2);
  EXPECT_EQ(one.failures() + two.failures(), 0);
}

// A destroyed cache with compiles still queued neither hangs nor crashes.
TEST_F(KernelCacheTest, DestroyedWithQueuedCompiles) {
  std::vector<std::shared_ptr<const Kernel>> kernels;
  {
    KernelCache cache(64);
    for (int i = 0; i < 10; ++i) {
      bool hit = true;
      kernels.push_back(
          cache.Get("q" + std::to_string(i), 0, false, &hit, AddConstant(i)));
    }
  }
  for (const auto& k : kernels) {
    if (k->ready()) {
      EXPECT_EQ(Call(*k, 0), &k - &kernels[0]);
    }
  }
}

// A predicate kernel from the real code generator, called through the ABI
// of jit/kernel_abi.h: `bigint column > $const`, NULLs never pass.
TEST_F(KernelCacheTest, PredicateKernelFiltersRows) {
  auto column = std::make_unique<KNode>();
  column->op = KOp::kColumn;
  column->repr = Repr::kInt;
  column->type = Type::Bigint();
  column->slot = 0;
  column->layout = ColumnChunk::Layout::kInt64;
  auto constant = std::make_unique<KNode>();
  constant->op = KOp::kConst;
  constant->repr = Repr::kInt;
  constant->type = Type::Bigint();
  constant->slot = 0;
  KNode root;
  root.op = KOp::kCompare;
  root.repr = Repr::kBool;
  root.type = Type::Boolean();
  root.cmp = ast::Op::kGt;
  root.children.push_back(std::move(column));
  root.children.push_back(std::move(constant));
  std::string shape;
  AppendShape(root, &shape);

  KernelCache& cache = Cache(4);
  bool hit = true;
  auto k = cache.GetPredicate(root, shape, 2, true, &hit);
  ASSERT_TRUE(k->ready());
  ASSERT_NE(k->predicate(), nullptr);

  std::vector<int64_t> data(128);
  for (int i = 0; i < 128; ++i) data[i] = i;
  std::vector<uint64_t> nulls(kTableChunkRows / 64, 0);
  nulls[1] |= uint64_t{1} << (100 - 64);  // row 100 is NULL
  KernelColumn col{data.data(), nulls.data(), nullptr};
  KernelConst c;
  c.i = 90;
  KernelArgs args{&col, &c, 0, 0, nullptr};
  std::vector<uint32_t> offsets = {3, 91, 95, 100, 127};
  std::vector<uint32_t> out(offsets.size());
  int32_t n = k->predicate()(&args, offsets.data(),
                             static_cast<int32_t>(offsets.size()), out.data());
  ASSERT_EQ(n, 3);
  EXPECT_EQ(out[0], 91u);
  EXPECT_EQ(out[1], 95u);
  EXPECT_EQ(out[2], 127u);

  // Consecutive rows from args.begin (offsets null).
  args.begin = 88;
  std::vector<uint32_t> out2(20);
  n = k->predicate()(&args, nullptr, 20, out2.data());
  std::vector<uint32_t> want;
  for (uint32_t r = 88; r < 108; ++r) {
    if (r > 90 && r != 100) want.push_back(r);
  }
  ASSERT_EQ(n, static_cast<int32_t>(want.size()));
  out2.resize(n);
  EXPECT_EQ(out2, want);

  // The _dense variant, for chunks without NULLs.
  std::vector<uint64_t> no_nulls(kTableChunkRows / 64, 0);
  col.null_words = no_nulls.data();
  std::vector<uint8_t> scratch(20);
  args.scratch = scratch.data();
  std::vector<uint32_t> out3(20);
  n = k->dense_predicate()(&args, nullptr, 20, out3.data());
  ASSERT_EQ(n, 17);  // 91..107
  EXPECT_EQ(out3[0], 91u);
  EXPECT_EQ(out3[16], 107u);

  // A NULL constant: nothing passes.
  c.is_null = 1;
  col.null_words = nulls.data();
  n = k->predicate()(&args, offsets.data(),
                     static_cast<int32_t>(offsets.size()), out.data());
  EXPECT_EQ(n, 0);
}

}  // namespace
}  // namespace kite::jit
