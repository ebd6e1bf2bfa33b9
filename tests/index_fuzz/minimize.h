// Delta debugging (Zeller's ddmin, complements only): the shortest list of
// statements found that still reproduces a mismatch.
#ifndef KITE_TESTS_INDEX_FUZZ_MINIMIZE_H_
#define KITE_TESTS_INDEX_FUZZ_MINIMIZE_H_

#include <algorithm>
#include <cstddef>
#include <functional>
#include <vector>

#include "absl/time/clock.h"
#include "absl/time/time.h"

namespace kite::fuzz::index_fuzz {

// Removes chunks of `items` (halves, then quarters, ... down to single
// items) as long as `fails` still holds for what is left, and returns the
// result: no single item can be removed from it without `fails` turning
// false, unless `deadline` passed first. `fails(items)` should hold on
// entry; `*tries` (if not null) counts the calls of `fails`.
template <typename T>
std::vector<T> Minimize(std::vector<T> items,
                        const std::function<bool(const std::vector<T>&)>& fails,
                        absl::Time deadline, int* tries = nullptr) {
  size_t parts = 2;
  while (items.size() >= 2 && absl::Now() < deadline) {
    const size_t chunk = (items.size() + parts - 1) / parts;
    bool reduced = false;
    for (size_t start = 0; start < items.size() && absl::Now() < deadline;
         start += chunk) {
      std::vector<T> rest(items.begin(), items.begin() + start);
      rest.insert(rest.end(),
                  items.begin() + std::min(items.size(), start + chunk),
                  items.end());
      if (tries != nullptr) ++*tries;
      if (fails(rest)) {
        items = std::move(rest);
        parts = std::max<size_t>(parts - 1, 2);
        reduced = true;
        break;
      }
    }
    if (!reduced) {
      if (chunk <= 1) break;
      parts = std::min(items.size(), parts * 2);
    }
  }
  if (items.size() == 1 && absl::Now() < deadline) {
    if (tries != nullptr) ++*tries;
    if (fails({})) items.clear();
  }
  return items;
}

}  // namespace kite::fuzz::index_fuzz

#endif  // KITE_TESTS_INDEX_FUZZ_MINIMIZE_H_
