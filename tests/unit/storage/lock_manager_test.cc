// LockManager: shared/exclusive table locks held by owners, upgrades,
// writers not starved by readers, and deadlocks reported instead of waited.
#include "storage/lock_manager.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <thread>

#include "gtest/gtest.h"
#include "kite/status.h"
#include "tests/unit/common/waiting.h"

namespace kite {
namespace {

using std::chrono::milliseconds;
using testing::Eventually;

LockManager& Locks() { return LockManager::Instance(); }

// testing::WaitsUntil, with a shorter wait: a lock is asked for at once.
void WaitsUntil(const std::function<void()>& work,
                const std::function<void()>& release) {
  testing::WaitsUntil(work, release, milliseconds(50));
}

TEST(LockManagerTest, SharedTogetherExclusiveAlone) {
  Lockable t;
  LockOwner a, b, c;
  ASSERT_TRUE(Locks().Lock(&a, &t, LockMode::kShared).ok());
  ASSERT_TRUE(Locks().Lock(&b, &t, LockMode::kShared).ok());
  EXPECT_FALSE(Locks().TryLock(&c, &t, LockMode::kExclusive));
  Locks().UnlockAll(&a);
  EXPECT_FALSE(Locks().TryLock(&c, &t, LockMode::kExclusive));
  Locks().UnlockAll(&b);
  EXPECT_TRUE(Locks().TryLock(&c, &t, LockMode::kExclusive));
  EXPECT_FALSE(Locks().TryLock(&a, &t, LockMode::kShared));
  EXPECT_TRUE(c.Holds(t, LockMode::kShared));
  EXPECT_TRUE(c.Holds(t, LockMode::kExclusive));
  Locks().UnlockAll(&c);
  EXPECT_FALSE(c.holds_any());
}

TEST(LockManagerTest, ReentrantAndUpgrade) {
  Lockable t;
  LockOwner a, b;
  ASSERT_TRUE(Locks().Lock(&a, &t, LockMode::kShared).ok());
  ASSERT_TRUE(Locks().Lock(&a, &t, LockMode::kShared).ok());
  // The only sharer upgrades at once; shared again is a no-op after.
  ASSERT_TRUE(Locks().Lock(&a, &t, LockMode::kExclusive).ok());
  ASSERT_TRUE(Locks().Lock(&a, &t, LockMode::kShared).ok());
  EXPECT_TRUE(a.Holds(t, LockMode::kExclusive));
  EXPECT_FALSE(Locks().TryLock(&b, &t, LockMode::kShared));
  Locks().UnlockAll(&a);
  EXPECT_TRUE(Locks().TryLock(&b, &t, LockMode::kShared));
}

TEST(LockManagerTest, WaitsUntilReleased) {
  Lockable t;
  LockOwner a;
  ASSERT_TRUE(Locks().Lock(&a, &t, LockMode::kExclusive).ok());
  WaitsUntil(
      [&] {
        LockOwner b;
        EXPECT_TRUE(Locks().Lock(&b, &t, LockMode::kShared).ok());
      },
      [&] { Locks().UnlockAll(&a); });
}

TEST(LockManagerTest, QueuedWriterHoldsOffNewReaders) {
  Lockable t;
  LockOwner reader;
  ASSERT_TRUE(Locks().Lock(&reader, &t, LockMode::kShared).ok());
  LockOwner late;
  WaitsUntil(
      [&] {
        LockOwner w;
        EXPECT_TRUE(Locks().Lock(&w, &t, LockMode::kExclusive).ok());
      },
      [&] {
        // A new reader queues behind the writer; the old one may read again.
        EXPECT_FALSE(Locks().TryLock(&late, &t, LockMode::kShared));
        EXPECT_TRUE(Locks().TryLock(&reader, &t, LockMode::kShared));
        Locks().UnlockAll(&reader);
      });
  EXPECT_TRUE(Locks().TryLock(&late, &t, LockMode::kShared));
}

TEST(LockManagerTest, CycleOfTwoIsADeadlock) {
  Lockable t1, t2;
  LockOwner a, b;
  ASSERT_TRUE(Locks().Lock(&a, &t1, LockMode::kExclusive).ok());
  ASSERT_TRUE(Locks().Lock(&b, &t2, LockMode::kExclusive).ok());
  std::atomic<bool> b_got{false};
  std::thread bt([&] {
    EXPECT_TRUE(Locks().Lock(&b, &t1, LockMode::kShared).ok());  // waits
    b_got = true;
  });
  std::this_thread::sleep_for(milliseconds(50));
  absl::Status s = Locks().Lock(&a, &t2, LockMode::kShared);
  EXPECT_EQ(SqlStateOf(s), "40P01") << s;
  EXPECT_FALSE(b_got.load());
  Locks().UnlockAll(&a);  // a aborts: b goes on
  EXPECT_TRUE(Eventually(b_got));
  bt.join();
  Locks().UnlockAll(&b);
}

TEST(LockManagerTest, TwoUpgradersDeadlock) {
  Lockable t;
  LockOwner a, b;
  ASSERT_TRUE(Locks().Lock(&a, &t, LockMode::kShared).ok());
  ASSERT_TRUE(Locks().Lock(&b, &t, LockMode::kShared).ok());
  WaitsUntil(
      [&] { EXPECT_TRUE(Locks().Lock(&a, &t, LockMode::kExclusive).ok()); },
      [&] {
        EXPECT_EQ(SqlStateOf(Locks().Lock(&b, &t, LockMode::kExclusive)),
                  "40P01");
        Locks().UnlockAll(&b);
      });
  Locks().UnlockAll(&a);
}

TEST(LockManagerTest, LongerCycle) {
  Lockable t1, t2, t3;
  LockOwner a, b, c;
  ASSERT_TRUE(Locks().Lock(&a, &t1, LockMode::kExclusive).ok());
  ASSERT_TRUE(Locks().Lock(&b, &t2, LockMode::kExclusive).ok());
  ASSERT_TRUE(Locks().Lock(&c, &t3, LockMode::kExclusive).ok());
  std::thread at(
      [&] { EXPECT_TRUE(Locks().Lock(&a, &t2, LockMode::kShared).ok()); });
  std::thread bt(
      [&] { EXPECT_TRUE(Locks().Lock(&b, &t3, LockMode::kShared).ok()); });
  std::this_thread::sleep_for(milliseconds(50));
  EXPECT_EQ(SqlStateOf(Locks().Lock(&c, &t1, LockMode::kShared)), "40P01");
  Locks().UnlockAll(&c);  // b gets t3, then ends; a gets t2
  bt.join();
  Locks().UnlockAll(&b);
  at.join();
  Locks().UnlockAll(&a);
}

// a's first lock is a shared one, taken on the fast path (counted, not
// listed); when a goes on to wait, the cycle check must still see that b
// waits for it.
TEST(LockManagerTest, FastHolderThatWaitsIsInTheCycle) {
  Lockable t1, t2;
  LockOwner a, b;
  ASSERT_TRUE(Locks().Lock(&a, &t1, LockMode::kShared).ok());
  ASSERT_TRUE(Locks().Lock(&b, &t2, LockMode::kExclusive).ok());
  WaitsUntil(
      [&] { EXPECT_TRUE(Locks().Lock(&b, &t1, LockMode::kExclusive).ok()); },
      [&] {
        absl::Status s = Locks().Lock(&a, &t2, LockMode::kShared);
        EXPECT_EQ(SqlStateOf(s), "40P01") << s;
        EXPECT_TRUE(a.Holds(t1, LockMode::kShared));
        Locks().UnlockAll(&a);
      });
  EXPECT_TRUE(b.Holds(t1, LockMode::kExclusive));
  Locks().UnlockAll(&b);
}

// Two writers and two readers on one resource: a writer writes +1, -1, +1
// under the exclusive lock, a reader that `hold(read)` says holds it (it
// calls `read` while it does, or returns false) checks that the value
// stays put. Returns how many reads held it; fails on an overlap.
template <typename Hold>
int ReadAgainstWriters(Lockable& t, Hold hold) {
  // Atomic (relaxed) only so that the compiler reads it every time; the
  // lock orders the accesses.
  std::atomic<int64_t> value{0};
  std::atomic<bool> overlap{false};
  std::atomic<int> reads{0};
  constexpr int kWrites = 2000;
  auto writer = [&] {
    for (int i = 0; i < kWrites; ++i) {
      LockOwner w;
      ASSERT_TRUE(Locks().Lock(&w, &t, LockMode::kExclusive).ok());
      value.fetch_add(1, std::memory_order_relaxed);
      value.fetch_sub(1, std::memory_order_relaxed);
      value.fetch_add(1, std::memory_order_relaxed);
    }
  };
  auto read = [&] {
    ++reads;
    const int64_t seen = value.load(std::memory_order_relaxed);
    for (int k = 0; k < 20; ++k) {
      if (value.load(std::memory_order_relaxed) != seen) overlap = true;
    }
  };
  auto reader = [&] {
    for (int i = 0; i < 20000; ++i) hold(read);
  };
  std::thread w1(writer), w2(writer), r1(reader), r2(reader);
  w1.join();
  w2.join();
  r1.join();
  r2.join();
  EXPECT_FALSE(overlap.load());
  LockOwner check;
  EXPECT_TRUE(Locks().TryLock(&check, &t, LockMode::kExclusive));
  EXPECT_EQ(value.load(), 2 * kWrites);
  return reads.load();
}

// Readers (first locks: the fast path) and writers on one resource from
// several threads: a reader never sees a write in progress, and every write
// happens.
TEST(LockManagerTest, ReadersNeverOverlapAWriter) {
  Lockable t;
  const int reads = ReadAgainstWriters(t, [&](auto read) {
    LockOwner r;
    ASSERT_TRUE(Locks().Lock(&r, &t, LockMode::kShared).ok());
    read();
  });
  EXPECT_EQ(reads, 40000);
}

TEST(LockManagerTest, AFastSharedHoldKeepsWritersOutUntilItEnds) {
  Lockable t;
  {
    FastSharedHold hold(&t);
    ASSERT_TRUE(hold.held());
    FastSharedHold second(&t);  // readers share it
    EXPECT_TRUE(second.held());
    LockOwner reader;
    EXPECT_TRUE(Locks().TryLock(&reader, &t, LockMode::kShared));
    Locks().UnlockAll(&reader);
    LockOwner w;
    EXPECT_FALSE(Locks().TryLock(&w, &t, LockMode::kExclusive));
  }
  // Given back: a writer takes it, and while it holds it (or waits for
  // it) no hold is given.
  LockOwner w;
  ASSERT_TRUE(Locks().TryLock(&w, &t, LockMode::kExclusive));
  EXPECT_FALSE(FastSharedHold(&t).held());
  Locks().UnlockAll(&w);
  EXPECT_TRUE(FastSharedHold(&t).held());
  // A writer waiting for a hold to end is woken when it ends.
  std::optional<FastSharedHold> hold(std::in_place, &t);
  ASSERT_TRUE(hold->held());
  WaitsUntil(
      [&] {
        LockOwner o;
        EXPECT_TRUE(Locks().Lock(&o, &t, LockMode::kExclusive).ok());
      },
      [&] {
        EXPECT_FALSE(FastSharedHold(&t).held());  // the writer waits: shut
        hold.reset();
      });
}

TEST(LockManagerTest, FastSharedHoldsNeverOverlapAWriter) {
  Lockable t;
  // A hold refused while a writer holds or waits is asked for again.
  const int reads = ReadAgainstWriters(t, [&](auto read) {
    while (true) {
      FastSharedHold hold(&t);
      if (hold.held()) return read();
      std::this_thread::yield();
    }
  });
  EXPECT_EQ(reads, 40000);
}

TEST(LockManagerTest, ScopedLockJoinsTheCurrentOwner) {
  Lockable t;
  LockOwner tx;
  ASSERT_TRUE(Locks().Lock(&tx, &t, LockMode::kExclusive).ok());
  {
    // Without joining, this would wait for tx for ever.
    ScopedCurrentLockOwner current(&tx);
    ScopedLock lock(&t, LockMode::kShared);
    EXPECT_TRUE(lock.owns());
  }
  {
    ScopedLock other(&t, LockMode::kShared, std::try_to_lock);
    EXPECT_FALSE(other.owns());
  }
  Locks().UnlockAll(&tx);
  ScopedLock free(&t, LockMode::kExclusive, std::try_to_lock);
  EXPECT_TRUE(free.owns());
}

}  // namespace
}  // namespace kite
