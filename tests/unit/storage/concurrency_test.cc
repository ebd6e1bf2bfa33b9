#include <atomic>
#include <chrono>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "storage/table.h"
#include "tests/unit/storage/table_test_util.h"

namespace kite {
namespace {

using testing::Col;
using testing::Int;
using testing::Text;

// Readers scan under the shared lock while a writer inserts and updates
// whole statements under the exclusive lock: a reader always sees complete
// statements (every statement inserts rows in pairs with the same value).
TEST(ConcurrencyTest, ReadersNeverSeeHalfAStatement) {
  TableSchema s;
  s.columns = {Col("id", Type::Integer()), Col("name", Type::Text())};
  s.primary_key = {0};
  Table t("t", s);
  std::atomic<bool> done{false};
  std::atomic<int> scans{0};
  std::atomic<int> torn{0};
  auto reader = [&] {
    std::vector<RowId> rows;
    Vector ids, names;
    while (!done.load()) {
      std::this_thread::sleep_for(std::chrono::microseconds(200));
      ScopedLock lock(&t.lock(), LockMode::kShared);
      ASSERT_TRUE(lock.owns());
      rows.clear();
      t.LiveRows(0, t.slot_count(), &rows);
      if (rows.size() % 2 != 0) ++torn;
      for (size_t start = 0; start < rows.size(); start += kBatchSize) {
        int n = std::min<int>(kBatchSize, rows.size() - start);
        t.Fetch(0, rows.data() + start, n, &ids);
        t.Fetch(1, rows.data() + start, n, &names);
        for (int i = 0; i < n; ++i) {
          if (names.strings[i] != "v" + std::to_string(ids.ints[i] / 2)) {
            ++torn;
          }
        }
      }
      ++scans;
    }
  };
  std::vector<std::thread> readers;
  for (int i = 0; i < 2; ++i) readers.emplace_back(reader);
  for (int k = 0; k < 2000; ++k) {
    ScopedLock lock(&t.lock(), LockMode::kExclusive);
    ASSERT_TRUE(lock.owns());
    UndoLog undo;
    ASSERT_TRUE(
        t.Insert({Int(2 * k), Text("v" + std::to_string(k))}, &undo).ok());
    ASSERT_TRUE(
        t.Insert({Int(2 * k + 1), Text("v" + std::to_string(k))}, &undo).ok());
    if (k % 3 == 0) {
      undo.Rollback();
    } else {
      undo.Clear();
    }
  }
  while (scans.load() < 20) std::this_thread::yield();
  done = true;
  for (auto& r : readers) r.join();
  EXPECT_EQ(torn.load(), 0);
  EXPECT_GT(scans.load(), 0);
}

}  // namespace
}  // namespace kite
