// Tests of things that wait (locks, transaction blocks): a thread that must
// wait for what the test holds, and goes on once the test lets it go.
#ifndef KITE_TESTS_UNIT_COMMON_WAITING_H_
#define KITE_TESTS_UNIT_COMMON_WAITING_H_

#include <atomic>
#include <chrono>
#include <functional>
#include <thread>

#include "gtest/gtest.h"

namespace kite::testing {

// Waits until `flag` or a few seconds pass; returns the flag.
inline bool Eventually(const std::atomic<bool>& flag) {
  for (int i = 0; i < 500 && !flag.load(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return flag.load();
}

// Runs `work` on another thread, which must still be waiting after `wait`
// (for what the caller holds); then runs `release` (the caller's checks
// while it waits, and what lets it go) and returns once `work` finished,
// which must be within a few seconds.
inline void WaitsUntil(
    const std::function<void()>& work, const std::function<void()>& release,
    std::chrono::milliseconds wait = std::chrono::milliseconds(100)) {
  std::atomic<bool> done{false};
  std::thread thread([&] {
    work();
    done = true;
  });
  std::this_thread::sleep_for(wait);
  EXPECT_FALSE(done.load()) << "did not wait";
  release();
  EXPECT_TRUE(Eventually(done)) << "still waiting";
  thread.join();
}

}  // namespace kite::testing

#endif  // KITE_TESTS_UNIT_COMMON_WAITING_H_
