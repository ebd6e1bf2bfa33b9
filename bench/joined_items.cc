#include "bench/joined_items.h"

#include <cstdint>
#include <iterator>
#include <vector>

namespace kite::bench {
namespace {

constexpr const char* kCategories[] = {
    "books",  "music",   "garden", "toys",   "tools",  "kitchen",
    "sports", "outdoor", "office", "beauty", "health", "baby",
    "auto",   "pets",    "games",  "photo",  "audio",  "video",
    "shoes",  "bags",    "lights", "paint",  "crafts", "travel"};

// SplitMix64's finaliser: spreads consecutive ids over all 64 bits.
uint64_t Mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9;
  x = (x ^ (x >> 27)) * 0x94d049bb133111eb;
  return x ^ (x >> 31);
}

}  // namespace

JoinedItem MakeJoinedItem(int64_t id) {
  const uint64_t h = Mix(static_cast<uint64_t>(id));
  constexpr uint64_t kCategoryCount = std::size(kCategories);
  return {.id = id,
          .price = static_cast<int>(1 + h % 99999),
          .stock = static_cast<int>((h >> 20) % 1000),
          .category = kCategories[(h >> 40) % kCategoryCount]};
}

std::vector<JoinedItem> MakeJoinedItems(int64_t rows) {
  std::vector<JoinedItem> items;
  items.reserve(rows);
  for (int64_t id = 0; id < rows; ++id) items.push_back(MakeJoinedItem(id));
  return items;
}

}  // namespace kite::bench
