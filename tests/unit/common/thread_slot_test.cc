// ThreadSlots: a bounded set of idle objects, one per thread slot.
#include "common/thread_slot.h"

#include <memory>
#include <set>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

namespace kite {
namespace {

// Counts the live instances, to see which ones ThreadSlots freed.
struct Counted {
  explicit Counted(int v) : value(v) { ++live; }
  ~Counted() { --live; }
  int value;
  static inline int live = 0;
};

TEST(ThreadSlotsTest, GivesBackWhatThisThreadPut) {
  ThreadSlots<Counted> slots;
  EXPECT_EQ(slots.Take(), nullptr);
  slots.Put(std::make_unique<Counted>(1));
  std::unique_ptr<Counted> p = slots.Take();
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->value, 1);
  EXPECT_EQ(slots.Take(), nullptr);
}

TEST(ThreadSlotsTest, HoldsOnePerSlotAndFreesTheRest) {
  {
    ThreadSlots<Counted> slots;
    for (int i = 0; i < kThreadSlots + 3; ++i) {
      slots.Put(std::make_unique<Counted>(i));
    }
    EXPECT_EQ(Counted::live, kThreadSlots);
    std::set<int> values;
    while (std::unique_ptr<Counted> p = slots.Take()) values.insert(p->value);
    // The first kThreadSlots put, each taken once.
    EXPECT_EQ(values.size(), static_cast<size_t>(kThreadSlots));
    EXPECT_EQ(*values.rbegin(), kThreadSlots - 1);
    for (int i = 0; i < 3; ++i) slots.Put(std::make_unique<Counted>(i));
    EXPECT_EQ(Counted::live, 3);
  }
  // The slots' own are freed with them.
  EXPECT_EQ(Counted::live, 0);
}

TEST(ThreadSlotsTest, ThreadsTakeAndPutAtOnce) {
  ThreadSlots<Counted> slots;
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&slots, t] {
      for (int i = 0; i < 10000; ++i) {
        std::unique_ptr<Counted> p = slots.Take();
        if (p == nullptr) p = std::make_unique<Counted>(t);
        slots.Put(std::move(p));
      }
    });
  }
  for (std::thread& t : threads) t.join();
  // Nothing lost or freed twice: what is idle is all that lives.
  int idle = 0;
  while (slots.Take() != nullptr) ++idle;
  EXPECT_LE(idle, kThreadSlots);
  EXPECT_EQ(Counted::live, 0);
}

}  // namespace
}  // namespace kite
