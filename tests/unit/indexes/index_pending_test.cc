// A secondary index defers its writes until a read catches it up; a stream
// of writes with no read in between must not pile them up without bound.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "indexes/index.h"
#include "storage/table.h"
#include "tests/unit/storage/table_test_util.h"

namespace kite {
namespace {

using testing::Col;
using testing::Int;
using testing::Text;

std::shared_ptr<indexes::Index> AddIndex(Table& table, const char* name,
                                         IndexMethod method, int column) {
  IndexDef def;
  def.name = name;
  def.method = method;
  def.columns = {column};
  absl::StatusOr<std::shared_ptr<indexes::Index>> index =
      indexes::Index::Create(&table, def);
  EXPECT_TRUE(index.ok()) << index.status();
  EXPECT_TRUE(table.AddIndex(*index).ok());
  return *index;
}

// The rows whose column `col` holds `v`, by reading every row.
std::vector<RowId> ScanFor(const Table& table, int col, const Value& v) {
  std::vector<RowId> rows;
  for (RowId r = 0; r < table.slot_count(); ++r) {
    if (table.is_live(r) && table.GetValue(r, col) == v) rows.push_back(r);
  }
  return rows;
}

TEST(IndexPendingTest, WritesWithoutReadsStayBounded) {
  TableSchema s;
  s.columns = {Col("id", Type::Integer()), Col("v", Type::Integer()),
               Col("s", Type::Text())};
  s.primary_key = {0};
  Table table("t", s);
  auto by_v = AddIndex(table, "t_v", IndexMethod::kBtree, 1);
  auto by_s = AddIndex(table, "t_s", IndexMethod::kHash, 2);
  constexpr int kRows = 1000;
  auto name = [](int64_t i) { return "name number " + std::to_string(i); };
  for (int i = 0; i < kRows; ++i) {
    ASSERT_TRUE(
        table.Insert({Int(i), Int(i % 37), Text(name(i % 53))}, nullptr).ok());
  }
  // (A new index is built whole at its first read.)
  by_v->CatchUp();
  by_s->CatchUp();
  // Far more updates than the bound, none followed by a read.
  const size_t bound = indexes::Index::kMaxPendingWrites;
  size_t most = 0;
  uint64_t x = 12345;
  for (int step = 0; step < 3 * static_cast<int>(bound); ++step) {
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    const RowId row = static_cast<RowId>((x >> 33) % kRows);
    const int64_t k = static_cast<int64_t>((x >> 17) % 1000);
    const int cols[] = {1, 2};
    const Value values[] = {Int(static_cast<int32_t>(k % 37)),
                            Text(name(k % 53))};
    ASSERT_TRUE(table.Update(row, cols, values, nullptr).ok());
    most = std::max({most, by_v->PendingWrites(), by_s->PendingWrites()});
  }
  // Each write notes at most two entries past the check.
  EXPECT_LE(most, bound + 2);
  EXPECT_GT(most, bound / 2);  // the writes were deferred, not applied
  // What the writers applied on the way and what was left both hold.
  by_v->CatchUp();
  by_s->CatchUp();
  EXPECT_EQ(by_v->EntryCount(), kRows);
  EXPECT_EQ(by_s->EntryCount(), kRows);
  for (int v = 0; v < 37; ++v) {
    std::vector<RowId> found;
    by_v->Find({Int(v)}, &found);
    std::sort(found.begin(), found.end());
    EXPECT_EQ(found, ScanFor(table, 1, Int(v))) << "v = " << v;
  }
  for (int n = 0; n < 53; ++n) {
    std::vector<RowId> found;
    by_s->Find({Text(name(n))}, &found);
    EXPECT_EQ(found, ScanFor(table, 2, Text(name(n)))) << name(n);
  }
}

// A catch-up applies its batch a key at a time (sorted integer keys, hash
// postings rewritten once per key). Every kind of store, with keys that
// come and go within one batch, rows changed twice or back to their old key,
// deleted and inserted, and bigint keys too far apart for the radix sort,
// must then list exactly what a scan finds, a hash index's rows ascending.
TEST(IndexPendingTest, BatchedCatchUpListsWhatAScanFinds) {
  TableSchema s;
  s.columns = {Col("id", Type::Integer()), Col("i", Type::Integer()),
               Col("b", Type::Bigint()), Col("t", Type::Text())};
  s.primary_key = {0};
  Table table("t", s);
  struct Case {
    std::shared_ptr<indexes::Index> index;
    int col;
  };
  const Case cases[] = {
      {AddIndex(table, "t_i_hash", IndexMethod::kHash, 1), 1},
      {AddIndex(table, "t_i_tree", IndexMethod::kBtree, 1), 1},
      {AddIndex(table, "t_b_hash", IndexMethod::kHash, 2), 2},
      {AddIndex(table, "t_b_tree", IndexMethod::kBtree, 2), 2},
      {AddIndex(table, "t_t_hash", IndexMethod::kHash, 3), 3},
      {AddIndex(table, "t_t_tree", IndexMethod::kBtree, 3), 3}};
  constexpr int kKeys = 41;
  // Negative and positive, and (for b) 2^40 apart.
  auto value = [](int col, int64_t k) {
    if (col == 1) return Int(static_cast<int32_t>(k - kKeys / 2));
    if (col == 2) return Value::Bigint((k - kKeys / 2) << 40);
    return Text("a name long enough for the heap " + std::to_string(k));
  };
  uint64_t x = 777;
  auto next = [&x](uint64_t n) {
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    return (x >> 33) % n;
  };
  auto row_of = [&](int id) {
    std::vector<Value> row = {Int(id)};
    for (int c = 1; c <= 3; ++c) row.push_back(value(c, next(kKeys)));
    return row;
  };
  constexpr int kRows = 3000;
  int next_id = 0;
  for (; next_id < kRows; ++next_id) {
    ASSERT_TRUE(table.Insert(row_of(next_id), nullptr).ok());
  }
  for (const Case& c : cases) c.index->CatchUp();
  for (int batch = 0; batch < 4; ++batch) {
    // Batches from a few entries to past the comparison-sort size.
    const int writes = batch == 0 ? 3 : 400 * batch * batch;
    for (int w = 0; w < writes; ++w) {
      const RowId row = static_cast<RowId>(next(table.slot_count()));
      if (!table.is_live(row)) continue;
      switch (next(8)) {
        case 0:
          table.Delete(row, nullptr);
          ASSERT_TRUE(table.Insert(row_of(next_id++), nullptr).ok());
          break;
        case 1: {  // there and back within the batch
          const int col = 1 + static_cast<int>(next(3));
          const Value old = table.GetValue(row, col);
          ASSERT_TRUE(
              table.Update(row, {col}, {value(col, next(kKeys))}, nullptr)
                  .ok());
          ASSERT_TRUE(table.Update(row, {col}, {old}, nullptr).ok());
          break;
        }
        default: {
          const int cols[] = {1, 2, 3};
          const Value values[] = {value(1, next(kKeys)), value(2, next(kKeys)),
                                  value(3, next(kKeys))};
          ASSERT_TRUE(table.Update(row, cols, values, nullptr).ok());
        }
      }
    }
    for (const Case& c : cases) {
      c.index->CatchUp();
      EXPECT_EQ(c.index->EntryCount(), table.row_count())
          << c.index->def().name;
      for (int k = 0; k < kKeys; ++k) {
        const Value v = value(c.col, k);
        std::vector<RowId> found;
        c.index->Find({v}, &found);
        ASSERT_EQ(found, ScanFor(table, c.col, v))
            << c.index->def().name << ", batch " << batch << ", key " << k;
      }
    }
  }
}

}  // namespace
}  // namespace kite
