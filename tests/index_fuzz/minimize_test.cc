// The reduction of a reproduction: it must keep what the failure needs and
// drop the rest.
#include "tests/index_fuzz/minimize.h"

#include <algorithm>
#include <functional>
#include <numeric>
#include <vector>

#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/index_fuzz/replay.h"

namespace kite::fuzz::index_fuzz {
namespace {

bool Has(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

std::vector<int> Range(int n) {
  std::vector<int> v(n);
  std::iota(v.begin(), v.end(), 0);
  return v;
}

TEST(MinimizeTest, KeepsExactlyTheItemsTheFailureNeeds) {
  const std::function<bool(const std::vector<int>&)> fails =
      [](const std::vector<int>& v) {
        return Has(v, 3) && Has(v, 71) && Has(v, 72);
      };
  int tries = 0;
  std::vector<int> out =
      Minimize(Range(100), fails, absl::Now() + absl::Seconds(30), &tries);
  EXPECT_THAT(out, ::testing::ElementsAre(3, 71, 72));
  EXPECT_LT(tries, 200);
}

TEST(MinimizeTest, KeepsTheOrderOfWhatItKeeps) {
  // Fails when a 5 comes somewhere after a 9.
  const std::function<bool(const std::vector<int>&)> fails =
      [](const std::vector<int>& v) {
        auto nine = std::find(v.begin(), v.end(), 9);
        return nine != v.end() && std::find(nine, v.end(), 5) != v.end();
      };
  std::vector<int> in = {1, 9, 2, 3, 5, 4, 5};
  EXPECT_THAT(Minimize(in, fails, absl::Now() + absl::Seconds(30)),
              ::testing::ElementsAre(9, 5));
}

TEST(MinimizeTest, EmptiesAListNothingIsNeededOf) {
  const std::function<bool(const std::vector<int>&)> always =
      [](const std::vector<int>&) { return true; };
  EXPECT_TRUE(
      Minimize(Range(37), always, absl::Now() + absl::Seconds(30)).empty());
}

TEST(MinimizeTest, StopsAtTheDeadline) {
  const std::function<bool(const std::vector<int>&)> fails =
      [](const std::vector<int>& v) { return Has(v, 3); };
  int tries = 0;
  std::vector<int> out =
      Minimize(Range(100), fails, absl::Now() - absl::Seconds(1), &tries);
  EXPECT_EQ(out.size(), 100u);
  EXPECT_EQ(tries, 0);
}

TEST(SplitInsertsTest, SplitsMultiRowInsertsOnly) {
  std::vector<LogEntry> log = {
      {"CREATE TABLE t (a integer)", "", {}},
      InsertEntry("INSERT INTO t VALUES ", {"(1)", "(2)", "(3)"}),
      {"DELETE FROM t WHERE a = 2", "", {}}};
  EXPECT_EQ(log[1].sql, "INSERT INTO t VALUES (1), (2), (3)");
  std::vector<LogEntry> split = SplitInserts(log);
  ASSERT_EQ(split.size(), 5u);
  EXPECT_EQ(split[0].sql, "CREATE TABLE t (a integer)");
  EXPECT_EQ(split[1].sql, "INSERT INTO t VALUES (1)");
  EXPECT_EQ(split[3].sql, "INSERT INTO t VALUES (3)");
  EXPECT_EQ(split[4].sql, "DELETE FROM t WHERE a = 2");
}

}  // namespace
}  // namespace kite::fuzz::index_fuzz
