// The joined_items table of the join workload: one row per item, computed
// from the item's id alone, so every engine and run gets the same rows.
//
//   id        the item's id (PRIMARY KEY)
//   price     1..99999
//   stock     0..999
//   category  one of 24 words
#ifndef KITE_BENCH_JOINED_ITEMS_H_
#define KITE_BENCH_JOINED_ITEMS_H_

#include <cstdint>
#include <string>
#include <vector>

namespace kite::bench {

struct JoinedItem {
  int64_t id = 0;
  int price = 0;
  int stock = 0;
  std::string category;
};

// The joined_items row of item `id`.
JoinedItem MakeJoinedItem(int64_t id);

// The rows of ids 0..rows-1.
std::vector<JoinedItem> MakeJoinedItems(int64_t rows);

}  // namespace kite::bench

#endif  // KITE_BENCH_JOINED_ITEMS_H_
