#include "storage/compressed_column.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "storage/heap_column.h"
#include "storage/table.h"
#include "tests/unit/storage/table_test_util.h"

namespace kite::storage_internal {
namespace {

using Reference = std::vector<std::optional<std::string>>;

// Text that compresses like real text: words from a small vocabulary.
std::string Words(std::mt19937& rng, int min_words, int max_words) {
  static const char* kWords[] = {"lorem", "ipsum",    "dolor",     "sit",
                                 "amet",  "{\"id\":", "\"name\":", "kite",
                                 "sql",   ""};
  std::uniform_int_distribution<int> count(min_words, max_words);
  std::uniform_int_distribution<int> word(0, 9);
  std::string s;
  for (int i = count(rng); i > 0; --i) {
    s += kWords[word(rng)];
    s += ' ';
  }
  return s;
}

// Checks every row through Get, and through Fetch in three orders
// (contiguous batches, scattered, reversed).
void ExpectColumn(const CompressedColumn& column, const Reference& want) {
  for (RowId r = 0; r < want.size(); ++r) {
    const Value v = column.Get(r);
    if (want[r].has_value()) {
      ASSERT_FALSE(v.is_null()) << "row " << r;
      ASSERT_EQ(v.text(), *want[r]) << "row " << r;
    } else {
      ASSERT_TRUE(v.is_null()) << "row " << r;
    }
  }
  std::vector<RowId> all(want.size());
  for (RowId r = 0; r < want.size(); ++r) all[r] = r;
  std::vector<RowId> scattered;
  for (RowId r = 0; r < want.size(); r += 37) scattered.push_back(r);
  std::vector<RowId> reversed(all.rbegin(), all.rend());
  for (const std::vector<RowId>* rows : {&all, &scattered, &reversed}) {
    for (size_t start = 0; start < rows->size(); start += kBatchSize) {
      const int n =
          static_cast<int>(std::min<size_t>(kBatchSize, rows->size() - start));
      Vector out;
      out.Reset(Type::Text(), n);
      column.Fetch(rows->data() + start, n, &out);
      for (int i = 0; i < n; ++i) {
        const RowId r = (*rows)[start + i];
        if (want[r].has_value()) {
          ASSERT_FALSE(out.IsNull(i)) << "row " << r;
          ASSERT_EQ(out.strings[i], *want[r]) << "row " << r;
        } else {
          ASSERT_TRUE(out.IsNull(i)) << "row " << r;
        }
      }
    }
  }
}

class CompressedColumnTest : public ::testing::TestWithParam<Compression> {};

TEST_P(CompressedColumnTest, RoundTripsAppendedRowsAcrossBlocks) {
  CompressedColumn column(Type::Text(), GetParam());
  std::mt19937 rng(1);
  Reference want;
  for (RowId r = 0; r < 20000; ++r) {
    std::optional<std::string> v;
    if (r % 11 == 3) {
      v = std::nullopt;
    } else if (r % 13 == 5) {
      v = "";
    } else if (r == 777) {
      v = std::string(200000, 'L') + "end";  // a block of its own
    } else {
      v = Words(rng, 1, 60);
    }
    if (v.has_value()) {
      column.Set(r, Value::Text(*v));
    } else {
      column.Set(r, Value::Null(Type::Text()));
    }
    want.push_back(v);
  }
  EXPECT_GT(column.block_count(), 20u);
  ExpectColumn(column, want);
  column.Seal();
  ExpectColumn(column, want);
  // A slot never written reads as NULL.
  EXPECT_TRUE(column.Get(50000).is_null());
}

TEST_P(CompressedColumnTest, UpdatesAndClearsPatchThenRebuildBlocks) {
  CompressedColumn column(Type::Text(), GetParam());
  std::mt19937 rng(2);
  Reference want;
  for (RowId r = 0; r < 5000; ++r) {
    want.push_back(Words(rng, 5, 20));
    column.Set(r, Value::Text(*want.back()));
  }
  column.Seal();
  std::uniform_int_distribution<RowId> row(0, 4999);
  for (int i = 0; i < 20000; ++i) {
    const RowId r = row(rng);
    if (i % 5 == 0) {
      column.Clear(r);
      want[r] = std::nullopt;
    } else {
      want[r] = Words(rng, 0, 30);
      column.Set(r, Value::Text(*want[r]));
    }
    if (i % 4000 == 0) ExpectColumn(column, want);
  }
  ExpectColumn(column, want);
  // Blocks were rebuilt as their rows were rewritten: the patches are
  // bounded by half of each block's rows, not by the writes.
  EXPECT_LT(column.patch_count(), 2500u);
}

TEST_P(CompressedColumnTest, UndoneInsertIsRewrittenInPlace) {
  CompressedColumn column(Type::Text(), GetParam());
  column.Set(0, Value::Text("a"));
  column.Set(1, Value::Text("b"));
  column.Clear(1);  // an insert undone
  column.Set(1, Value::Text("c"));
  column.Set(2, Value::Text("d"));
  EXPECT_EQ(column.patch_count(), 0u);
  ExpectColumn(column, {"a", "c", "d"});
  column.Set(0, Value::Text("e"));  // not the newest: a patch
  ExpectColumn(column, {"e", "c", "d"});
  column.Seal();
  EXPECT_EQ(column.patch_count(), 0u);  // folded into the block
  ExpectColumn(column, {"e", "c", "d"});
}

TEST_P(CompressedColumnTest, PointReadsHitTheBlockCache) {
  CompressedColumn column(Type::Text(), GetParam());
  for (RowId r = 0; r < 10000; ++r) {
    column.Set(r, Value::Text("value " + std::to_string(r)));
  }
  column.Seal();
  const uint64_t misses = column.cache_misses();
  Vector out;
  for (int i = 0; i < 100; ++i) {
    const RowId r = 5000 + i % 3;
    out.Reset(Type::Text(), 1);
    column.Fetch(&r, 1, &out);
    ASSERT_EQ(out.strings[0], "value " + std::to_string(r));
  }
  EXPECT_EQ(column.cache_misses(), misses + 1);
  EXPECT_GE(column.cache_hits(), 99u);
  // A scan decompresses the blocks it reads most of into the batch's own
  // memory, not through the cache: of the blocks of a 2048-row batch
  // (about 1500 rows each), only the one it reads less than half of may go
  // through the cache.
  const uint64_t hits = column.cache_hits();
  std::vector<RowId> rows(kBatchSize);
  for (int i = 0; i < kBatchSize; ++i) rows[i] = i;
  out.Reset(Type::Text(), kBatchSize);
  column.Fetch(rows.data(), kBatchSize, &out);
  EXPECT_EQ(out.strings[2047], "value 2047");
  EXPECT_LE(column.cache_hits() + column.cache_misses(), hits + misses + 2);
  // The views outlive the column's cache: they are the vector's.
  Vector kept = out;
  EXPECT_EQ(kept.strings[1000], "value 1000");
}

// Readers share the block cache (as they share the table's lock): every
// point read gets its own row's value whatever the others evict.
TEST_P(CompressedColumnTest, ConcurrentPointReadsShareTheCache) {
  CompressedColumn column(Type::Text(), GetParam());
  for (RowId r = 0; r < 20000; ++r) {
    column.Set(r, Value::Text("row " + std::to_string(r) + " " +
                              std::string(r % 50, 'x')));
  }
  column.Seal();
  std::atomic<int> wrong{0};
  std::vector<std::thread> readers;
  constexpr int kReads = 20000;
  for (int t = 0; t < 4; ++t) {
    readers.emplace_back([&, t] {
      std::mt19937 rng(t);
      // Half the reads on a few hot rows, half anywhere.
      std::uniform_int_distribution<RowId> any(0, 19999), hot(100, 140);
      Vector out;
      for (int i = 0; i < kReads; ++i) {
        const RowId r = i % 2 == 0 ? hot(rng) : any(rng);
        out.Reset(Type::Text(), 1);
        column.Fetch(&r, 1, &out);
        if (out.strings[0] !=
            "row " + std::to_string(r) + " " + std::string(r % 50, 'x')) {
          ++wrong;
        }
        if (column.Get(r).text() != out.strings[0]) ++wrong;
      }
    });
  }
  for (std::thread& t : readers) t.join();
  EXPECT_EQ(wrong, 0);
  EXPECT_EQ(column.cache_hits() + column.cache_misses(), 4u * 2 * kReads);
  EXPECT_GT(column.cache_hits(), column.cache_misses());
}

TEST_P(CompressedColumnTest, UsesLessMemoryThanAHeap) {
  CompressedColumn column(Type::Text(), GetParam());
  HeapColumn heap(Type::Text());
  std::mt19937 rng(3);
  for (RowId r = 0; r < 30000; ++r) {
    const std::string v = Words(rng, 20, 80);
    column.Set(r, Value::Text(v));
    heap.Set(r, Value::Text(v));
  }
  column.Seal();
  EXPECT_LT(column.compressed_block_bytes() * 2, column.raw_block_bytes());
  EXPECT_LT(column.MemoryBytes() * 2, heap.MemoryBytes());
  EXPECT_GE(column.MemoryBytes(), column.compressed_block_bytes());
}

TEST_P(CompressedColumnTest, ArraysRoundTrip) {
  CompressedColumn column(Type::ArrayOf(Type::Text()), GetParam());
  auto array = [](int i) {
    return Value::Array(
        Type::ArrayOf(Type::Text()),
        {Value::Text("a" + std::to_string(i)), Value::Null(Type::Text())});
  };
  for (RowId r = 0; r < 3000; ++r) {
    column.Set(
        r, r % 7 == 0 ? Value::Null(Type::ArrayOf(Type::Text())) : array(r));
  }
  column.Set(10, array(-1));
  for (RowId r : {0u, 1u, 10u, 2999u}) {
    Value want = r == 10      ? array(-1)
                 : r % 7 == 0 ? Value::Null(Type::ArrayOf(Type::Text()))
                              : array(r);
    EXPECT_EQ(column.Get(r), want) << r;
    Vector out;
    out.Reset(Type::ArrayOf(Type::Text()), 1);
    column.Fetch(&r, 1, &out);
    EXPECT_EQ(out.GetValue(0), want) << r;
  }
}

// zstd columns train a dictionary once a megabyte of values is compressed,
// then close blocks at 4 KB; lz4 columns do neither.
TEST(CompressedDictionaryTest, ZstdTrainsADictionaryForSmallBlocks) {
  CompressedColumn zstd(Type::Text(), Compression::kZstd);
  CompressedColumn lz4(Type::Text(), Compression::kLz4);
  std::mt19937 rng(6);
  Reference want;
  for (RowId r = 0; r < 8000; ++r) {
    want.push_back(r % 17 == 0 ? "" : Words(rng, 40, 100));
    zstd.Set(r, Value::Text(*want.back()));
    lz4.Set(r, Value::Text(*want.back()));
    if (r == 1000) {
      EXPECT_FALSE(zstd.has_dictionary());
    }
  }
  EXPECT_TRUE(zstd.has_dictionary());
  EXPECT_FALSE(lz4.has_dictionary());
  // About 3.5 MB of values: 16 KB blocks up to the first megabyte, then 4
  // KB ones.
  EXPECT_GT(zstd.block_count(), 2 * lz4.block_count());
  ExpectColumn(zstd, want);
  // Rewritten blocks are rebuilt with the dictionary too.
  for (RowId r = 0; r < 8000; r += 2) {
    want[r] = Words(rng, 5, 50);
    zstd.Set(r, Value::Text(*want[r]));
  }
  ExpectColumn(zstd, want);
  EXPECT_LT(zstd.compressed_block_bytes() * 3, zstd.raw_block_bytes());
}

INSTANTIATE_TEST_SUITE_P(Methods, CompressedColumnTest,
                         ::testing::Values(Compression::kLz4,
                                           Compression::kZstd),
                         [](const auto& info) {
                           return std::string(CompressionName(info.param));
                         });

}  // namespace
}  // namespace kite::storage_internal

namespace kite {
namespace {

using testing::Col;
using testing::Int;
using testing::Snapshot;
using testing::Text;

TableSchema DocsSchema(Compression c) {
  TableSchema s;
  s.columns = {Col("id", Type::Integer()), Col("body", Type::Text())};
  s.columns[1].compression = c;
  s.primary_key = {0};
  return s;
}

TEST(CompressedTableTest, FailedStatementRestoresOldValues) {
  Table t("t", DocsSchema(Compression::kZstd));
  UndoLog setup;
  for (int i = 0; i < 3000; ++i) {
    ASSERT_TRUE(
        t.Insert({Int(i), Text("body " + std::to_string(i))}, &setup).ok());
  }
  setup.Clear();
  const auto before = Snapshot(t);
  {
    UndoLog undo;
    for (RowId r = 0; r < 3000; ++r) {
      ASSERT_TRUE(
          t.Update(r, {1}, {Text("new " + std::to_string(r))}, &undo).ok());
    }
    for (RowId r = 0; r < 100; ++r) t.Delete(r, &undo);
    ASSERT_TRUE(t.Insert({Int(-1), Text("inserted")}, &undo).ok());
    undo.Rollback();
  }
  EXPECT_EQ(Snapshot(t), before);
  EXPECT_EQ(t.MemoryUsage()[1].encoding, "zstd");
  // The JIT sees nothing to read in place.
  EXPECT_EQ(t.GetColumnChunk(1, 0).layout, ColumnChunk::Layout::kNone);
  UndoLog truncate;
  t.Truncate(&truncate);
  truncate.Clear();
  EXPECT_EQ(t.MemoryUsage()[1].encoding, "zstd");
}

// ALTER TABLE ... SET COMPRESSION's steps, without the locks.
void Recompress(Table& t, int col, Compression c) {
  std::unique_ptr<ColumnRebuild> rebuild = t.StartRebuild(col, c);
  while (t.ContinueRebuild(rebuild.get())) {
  }
  ASSERT_TRUE(t.FinishRebuild(std::move(rebuild)));
}

TEST(CompressedTableTest, RebuildChangesCompressionKeepingValues) {
  Table t("t", DocsSchema(Compression::kNone));
  UndoLog undo;
  for (int i = 0; i < 20000; ++i) {
    ASSERT_TRUE(
        t.Insert({Int(i), i % 9 == 0 ? Value::Null(Type::Text())
                                     : Text("text " + std::to_string(i))},
                 &undo)
            .ok());
  }
  for (RowId r = 0; r < 20000; r += 3) t.Delete(r, &undo);
  undo.Clear();
  const auto before = Snapshot(t);
  const size_t heap_bytes = t.MemoryUsage()[1].bytes;
  EXPECT_EQ(t.MemoryUsage()[1].encoding, "heap");
  for (Compression c :
       {Compression::kZstd, Compression::kLz4, Compression::kNone}) {
    Recompress(t, 1, c);
    EXPECT_EQ(t.schema().columns[1].compression, c);
    EXPECT_EQ(Snapshot(t), before);
    if (c != Compression::kNone) {
      EXPECT_EQ(t.MemoryUsage()[1].encoding, CompressionName(c));
      EXPECT_LT(t.MemoryUsage()[1].bytes, heap_bytes);
    }
  }
  EXPECT_EQ(t.MemoryUsage()[1].encoding, "heap");
}

// Writes between the slices (to copied and to uncopied rows, deletes,
// inserts, a rolled-back statement) are in the new store.
TEST(CompressedTableTest, RebuildCatchesUpWithWrites) {
  TableSchema schema = DocsSchema(Compression::kNone);
  Table t("t", schema);
  UndoLog undo;
  for (int i = 0; i < 50000; ++i) {
    ASSERT_TRUE(
        t.Insert({Int(i), Text("v" + std::to_string(i % 100))}, &undo).ok());
  }
  undo.Clear();
  ASSERT_TRUE(t.IsDictionaryEncoded(1));
  std::unique_ptr<ColumnRebuild> rebuild =
      t.StartRebuild(1, Compression::kZstd);
  // Meanwhile the column is opaque: no dictionary, nothing in place.
  EXPECT_FALSE(t.IsDictionaryEncoded(1));
  EXPECT_EQ(t.GetColumnChunk(1, 0).layout, ColumnChunk::Layout::kNone);
  ASSERT_TRUE(t.ContinueRebuild(rebuild.get()));  // the first slice
  for (RowId r : {5u, 100u, 30000u, 49999u}) {
    ASSERT_TRUE(
        t.Update(r, {1}, {Text("new " + std::to_string(r))}, &undo).ok());
  }
  t.Delete(7, &undo);
  t.Delete(40000, &undo);
  ASSERT_TRUE(t.Insert({Int(-1), Text("inserted")}, &undo).ok());
  ASSERT_TRUE(t.Insert({Int(-2), Value::Null(Type::Text())}, &undo).ok());
  undo.Clear();
  {
    UndoLog failed;
    ASSERT_TRUE(t.Update(8, {1}, {Text("rolled back")}, &failed).ok());
    ASSERT_TRUE(t.Insert({Int(-3), Text("rolled back")}, &failed).ok());
    failed.Rollback();
  }
  while (t.ContinueRebuild(rebuild.get())) {
  }
  ASSERT_TRUE(t.Update(45000, {1}, {Text("last")}, &undo).ok());
  undo.Clear();
  const auto want = Snapshot(t);
  ASSERT_TRUE(t.FinishRebuild(std::move(rebuild)));
  EXPECT_EQ(t.MemoryUsage()[1].encoding, "zstd");
  EXPECT_EQ(Snapshot(t), want);
  // The freed slots, reused (last freed first).
  EXPECT_EQ(t.GetValue(40000, 1), Text("inserted"));
  EXPECT_TRUE(t.GetValue(7, 1).is_null());
  EXPECT_EQ(t.GetValue(8, 1), Text("v8"));
}

// TRUNCATE while a column is rebuilt: FinishRebuild installs nothing and
// the table works on.
TEST(CompressedTableTest, TruncateDuringRebuild) {
  Table t("t", DocsSchema(Compression::kNone));
  UndoLog undo;
  for (int i = 0; i < 40000; ++i) {
    ASSERT_TRUE(t.Insert({Int(i), Text("x" + std::to_string(i))}, &undo).ok());
  }
  undo.Clear();
  std::unique_ptr<ColumnRebuild> rebuild = t.StartRebuild(1, Compression::kLz4);
  ASSERT_TRUE(t.ContinueRebuild(rebuild.get()));
  t.Truncate(&undo);
  undo.Clear();
  EXPECT_FALSE(t.ContinueRebuild(rebuild.get()));
  EXPECT_FALSE(t.FinishRebuild(std::move(rebuild)));
  EXPECT_EQ(t.schema().columns[1].compression, Compression::kNone);
  ASSERT_TRUE(t.Insert({Int(1), Text("after")}, &undo).ok());
  EXPECT_EQ(t.GetValue(0, 1), Text("after"));
}

// Readers go on while a column is rebuilt, and a writer between the slices;
// readers always see a row's value before or after its update.
TEST(CompressedTableTest, ReadersAndWritersRunDuringRebuild) {
  Table t("t", DocsSchema(Compression::kNone));
  UndoLog setup;
  auto value = [](RowId r, bool updated) {
    return std::string(updated ? "updated " : "original ") +
           std::string(200, 'a' + r % 26) + std::to_string(r);
  };
  for (RowId r = 0; r < 100000; ++r) {
    ASSERT_TRUE(
        t.Insert({Int(static_cast<int>(r)), Text(value(r, false))}, &setup)
            .ok());
  }
  setup.Clear();
  std::atomic<bool> rebuilding{false}, done{false};
  std::atomic<int> reads_during{0}, writes_during{0}, wrong{0};
  std::thread alter([&] {
    for (Compression c : {Compression::kZstd, Compression::kLz4}) {
      std::unique_ptr<ColumnRebuild> rebuild;
      {
        ScopedLock lock(&t.lock(), LockMode::kExclusive);
        rebuild = t.StartRebuild(1, c);
        rebuilding = true;
      }
      for (bool more = true; more;) {
        ScopedLock lock(&t.lock(), LockMode::kShared);
        more = t.ContinueRebuild(rebuild.get());
      }
      ScopedLock lock(&t.lock(), LockMode::kExclusive);
      rebuilding = false;
      EXPECT_TRUE(t.FinishRebuild(std::move(rebuild)));
    }
    done = true;
  });
  std::thread writer([&] {
    std::mt19937 rng(5);
    while (!done) {
      const RowId r = rng() % 100000;
      ScopedLock lock(&t.lock(), LockMode::kExclusive);
      if (rebuilding) ++writes_during;
      EXPECT_TRUE(t.Update(r, {1}, {Text(value(r, true))}, nullptr).ok());
    }
  });
  std::mt19937 rng(4);
  Vector v;
  while (!done) {
    const RowId r = rng() % 100000;
    ScopedLock lock(&t.lock(), LockMode::kShared);
    if (rebuilding) ++reads_during;
    t.Fetch(1, &r, 1, &v);
    if (v.strings[0] != value(r, false) && v.strings[0] != value(r, true)) {
      ++wrong;
    }
  }
  alter.join();
  writer.join();
  EXPECT_EQ(wrong, 0);
  EXPECT_GT(reads_during, 0);
  EXPECT_GT(writes_during, 0);
  EXPECT_EQ(t.MemoryUsage()[1].encoding, "lz4");
  for (const auto& [row, values] : Snapshot(t)) {
    const std::string s(values[1].text());
    ASSERT_TRUE(s == value(row, false) || s == value(row, true)) << row;
  }
}

}  // namespace
}  // namespace kite
