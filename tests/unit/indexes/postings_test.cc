// An index key's postings against a std::set through random writes that
// take them from empty to one row, an array, a btree and back.
#include "indexes/postings.h"

#include <algorithm>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

namespace kite::indexes {
namespace {

std::vector<RowId> AllOf(const Postings& p) {
  std::vector<RowId> rows;
  p.AppendTo(&rows);
  return rows;
}

// The rows a Range gives, `step` at a time, from the front or the back.
std::vector<RowId> Walk(const Postings& p, size_t step, bool from_back) {
  std::vector<RowId> rows;
  Postings::Range range = p.rows();
  while (!range.empty()) {
    const size_t before = rows.size();
    const size_t n = range.Take(step, from_back, &rows);
    EXPECT_EQ(n, rows.size() - before);
    EXPECT_GT(n, 0u);
    if (n == 0) break;
  }
  EXPECT_EQ(range.Take(step, from_back, &rows), 0u);
  return rows;
}

void ExpectSame(const Postings& p, const std::set<RowId>& want) {
  const std::vector<RowId> forward(want.begin(), want.end());
  const std::vector<RowId> backward(want.rbegin(), want.rend());
  ASSERT_EQ(p.size(), want.size());
  EXPECT_EQ(p.empty(), want.empty());
  EXPECT_EQ(AllOf(p), forward);
  EXPECT_EQ(Walk(p, 1, false), forward);
  EXPECT_EQ(Walk(p, 7, false), forward);
  EXPECT_EQ(Walk(p, 5000, false), forward);
  EXPECT_EQ(Walk(p, 3, true), backward);
  EXPECT_EQ(Walk(p, 5000, true), backward);
}

// `n` distinct random rows below `limit`, ascending.
std::vector<RowId> SortedRows(std::mt19937& rng, size_t n, RowId limit) {
  std::set<RowId> picked;
  std::uniform_int_distribution<RowId> row(0, limit - 1);
  while (picked.size() < std::min<size_t>(n, limit)) picked.insert(row(rng));
  return {picked.begin(), picked.end()};
}

TEST(PostingsTest, OneRowThenNone) {
  Postings p;
  ExpectSame(p, {});
  EXPECT_TRUE(p.Add(7));
  EXPECT_FALSE(p.Add(7));
  ExpectSame(p, {7});
  EXPECT_EQ(p.HeapBytes(), 0u);  // one row needs no allocation
  EXPECT_FALSE(p.Remove(8));
  EXPECT_TRUE(p.Add(3));
  ExpectSame(p, {3, 7});
  EXPECT_GT(p.HeapBytes(), 0u);
  EXPECT_TRUE(p.Remove(7));
  ExpectSame(p, {3});
  EXPECT_EQ(p.RemoveRows(std::vector<RowId>{1, 2, 4}), 0u);
  EXPECT_EQ(p.RemoveRows(std::vector<RowId>{1, 3, 4}), 1u);
  ExpectSame(p, {});
  EXPECT_FALSE(p.Remove(3));
  // The largest row id survives the one-row encoding.
  EXPECT_TRUE(p.Add(UINT32_MAX));
  ExpectSame(p, {UINT32_MAX});
}

TEST(PostingsTest, BatchesSkipRowsListedAlready) {
  Postings p;
  EXPECT_EQ(p.AddRows(std::vector<RowId>{2, 4, 6, 8}), 4u);
  EXPECT_EQ(p.AddRows(std::vector<RowId>{1, 4, 5, 8, 9}), 3u);
  ExpectSame(p, {1, 2, 4, 5, 6, 8, 9});
  EXPECT_EQ(p.RemoveRows(std::vector<RowId>{0, 4, 7, 9, 10}), 2u);
  ExpectSame(p, {1, 2, 5, 6, 8});
}

TEST(PostingsTest, MovesOwnTheirRows) {
  Postings a;
  std::vector<RowId> rows(3 * Postings::kMaxFlat);
  for (size_t i = 0; i < rows.size(); ++i) rows[i] = static_cast<RowId>(2 * i);
  a.AddRows(rows);
  Postings b(std::move(a));
  EXPECT_TRUE(a.empty());  // NOLINT: a moved-from Postings is empty
  EXPECT_EQ(b.size(), rows.size());
  Postings c;
  c.Add(1);
  c = std::move(b);
  EXPECT_EQ(AllOf(c), rows);
}

// Random single and batched writes, the batches up to twice kMaxFlat rows,
// so that the rows cross between the array and the btree both ways.
TEST(PostingsTest, RandomWritesMatchASet) {
  for (uint32_t seed = 1; seed <= 4; ++seed) {
    SCOPED_TRACE(seed);
    std::mt19937 rng(seed);
    const RowId limit = seed % 2 == 0 ? 4 * Postings::kMaxFlat : 50000;
    Postings p;
    std::set<RowId> want;
    for (int step = 0; step < 400; ++step) {
      const int kind = std::uniform_int_distribution<int>(0, 5)(rng);
      const size_t n = std::uniform_int_distribution<size_t>(
          0, kind < 2 ? 3 : 2 * Postings::kMaxFlat)(rng);
      const std::vector<RowId> rows = SortedRows(rng, n, limit);
      size_t expected = 0;
      if (kind == 0 || kind == 1) {
        for (RowId r : rows) {
          const bool is_new = want.insert(r).second;
          EXPECT_EQ(p.Add(r), is_new);
          if (kind == 1) {
            EXPECT_TRUE(p.Remove(r));
            want.erase(r);
          }
        }
      } else if (kind % 2 == 0) {
        for (RowId r : rows) expected += want.insert(r).second ? 1 : 0;
        EXPECT_EQ(p.AddRows(rows), expected);
      } else {
        for (RowId r : rows) expected += want.erase(r);
        EXPECT_EQ(p.RemoveRows(rows), expected);
      }
      ExpectSame(p, want);
    }
  }
}

}  // namespace
}  // namespace kite::indexes
