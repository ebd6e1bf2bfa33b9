// ComputeStats on known data (read whole and sampled), and the automatic
// refresh of CurrentStats.
#include "planner/statistics.h"

#include <atomic>
#include <cmath>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/planner/stats_test_util.h"

namespace kite {
namespace {

using plan::ComputeStats;
using plan::CurrentStats;
using plan::StatsAreStale;

class StatisticsTest : public testing::StatsTest {};

TEST_F(StatisticsTest, SmallTableIsReadWhole) {
  // v: 1..1000 once each; k: 0 on half the rows, 1..5 on the rest; n: NULL
  // on every fourth row.
  Run("CREATE TABLE t (v INT, k INT, n TEXT)");
  Run("INSERT INTO t SELECT g, CASE WHEN g % 2 = 0 THEN 0 ELSE g % 5 + 1 END,"
      " CASE WHEN g % 4 = 0 THEN NULL ELSE 'x' || (g % 10) END"
      " FROM generate_series(1, 1000) g");
  auto stats = Analyze("t");
  ASSERT_EQ(stats->columns.size(), 3u);
  EXPECT_EQ(stats->row_count, 1000);

  const ColumnStats& v = stats->columns[0];
  EXPECT_EQ(v.null_fraction, 0);
  EXPECT_EQ(v.distinct, 1000);
  EXPECT_TRUE(v.common_values.empty());
  EXPECT_EQ(v.min, Value::Integer(1));
  EXPECT_EQ(v.max, Value::Integer(1000));
  ASSERT_EQ(v.histogram_bounds.size(), 101u);
  EXPECT_EQ(v.histogram_bounds.front(), Value::Integer(1));
  EXPECT_EQ(v.histogram_bounds[50], Value::Integer(1 + 999 * 50 / 100));
  EXPECT_EQ(v.histogram_bounds.back(), Value::Integer(1000));

  const ColumnStats& k = stats->columns[1];
  EXPECT_EQ(k.distinct, 6);
  ASSERT_EQ(k.common_values.size(), 6u);  // every value: a complete list
  EXPECT_EQ(k.common_values[0], Value::Integer(0));
  EXPECT_EQ(k.common_fractions[0], 0.5);
  EXPECT_EQ(k.common_fractions[1], 0.1);
  EXPECT_TRUE(k.histogram_bounds.empty());

  const ColumnStats& n = stats->columns[2];
  EXPECT_EQ(n.null_fraction, 0.25);
  EXPECT_EQ(n.min, Value::Text("x0"));
  EXPECT_EQ(n.max, Value::Text("x9"));
}

TEST_F(StatisticsTest, DictionaryTextCountedByCodeAsOtherText) {
  // The same values in a dictionary-encoded column (counted by code) and in
  // a compressed one (counted by string), read whole and sampled: skewed
  // repeats, NULLs, rows deleted after their values entered the dictionary.
  for (int rows : {1000, 80000}) {
    SCOPED_TRACE(rows);
    for (const char* t : {"dict", "packed"}) {
      Run(absl::StrCat("DROP TABLE IF EXISTS ", t));
      Run(absl::StrCat("CREATE TABLE ", t, " (id INT, s TEXT",
                       std::string(t) == "packed" ? " COMPRESSION lz4" : "",
                       ")"));
      Run(absl::StrCat(
          "INSERT INTO ", t,
          " SELECT g, CASE WHEN g % 7 = 0 THEN NULL WHEN g % 3 = 0 THEN 'hot' "
          "ELSE 'v' || (g % 97) || repeat('z', g % 4) END "
          "FROM generate_series(1, ",
          rows, ") g"));
      Run(absl::StrCat("DELETE FROM ", t, " WHERE id % 11 = 5"));
    }
    ASSERT_TRUE(TableOf("dict")->IsDictionaryEncoded(1));
    ASSERT_FALSE(TableOf("packed")->IsDictionaryEncoded(1));
    std::shared_ptr<const TableStats> dict_stats = Analyze("dict");
    std::shared_ptr<const TableStats> packed_stats = Analyze("packed");
    const ColumnStats& dict = dict_stats->columns[1];
    const ColumnStats& packed = packed_stats->columns[1];
    EXPECT_GT(dict.null_fraction, 0.1);
    EXPECT_EQ(dict.null_fraction, packed.null_fraction);
    EXPECT_EQ(dict.distinct, packed.distinct);
    EXPECT_EQ(dict.min, packed.min);
    EXPECT_EQ(dict.max, packed.max);
    ASSERT_FALSE(dict.common_values.empty());
    EXPECT_EQ(dict.common_values[0], Value::Text("hot"));
    EXPECT_EQ(dict.common_values, packed.common_values);
    EXPECT_EQ(dict.common_fractions, packed.common_fractions);
    EXPECT_EQ(dict.histogram_bounds, packed.histogram_bounds);
  }
}

TEST_F(StatisticsTest, EmptyAndAllNullColumns) {
  Run("CREATE TABLE e (a INT)");
  auto empty = Analyze("e");
  EXPECT_EQ(empty->row_count, 0);
  ASSERT_EQ(empty->columns.size(), 1u);
  EXPECT_EQ(empty->columns[0].distinct, 0);
  Run("INSERT INTO e SELECT NULL FROM generate_series(1, 10)");
  auto nulls = Analyze("e");
  EXPECT_EQ(nulls->columns[0].null_fraction, 1);
  EXPECT_EQ(nulls->columns[0].distinct, 0);
  EXPECT_TRUE(nulls->columns[0].min.is_null());
}

TEST_F(StatisticsTest, ArrayColumnsCountElementsPerRow) {
  // Every row holds 1; even rows hold 2 (twice); NULL arrays on g % 5 = 0.
  Run("CREATE TABLE a (tags INT[])");
  Run("INSERT INTO a SELECT CASE WHEN g % 5 = 0 THEN NULL"
      " WHEN g % 2 = 0 THEN ARRAY[1, 2, 2, g + 100] ELSE ARRAY[1, NULL] END"
      " FROM generate_series(1, 100) g");
  auto stats = Analyze("a");
  const ColumnStats& tags = stats->columns[0];
  EXPECT_EQ(tags.null_fraction, 0.2);
  ASSERT_GE(tags.common_values.size(), 2u);
  EXPECT_EQ(tags.common_values[0], Value::Integer(1));
  EXPECT_EQ(tags.common_fractions[0], 0.8);
  EXPECT_EQ(tags.common_values[1], Value::Integer(2));
  EXPECT_EQ(tags.common_fractions[1], 0.4);
  EXPECT_EQ(tags.distinct, 2 + 40);  // 1, 2 and one g + 100 per even row
  EXPECT_TRUE(tags.histogram_bounds.empty());
}

TEST_F(StatisticsTest, LargeTableIsSampledUniformlyAndDeterministically) {
  // 200,000 rows: v ascending (the sample's histogram must spread evenly),
  // m = g % 1000 (every value in the sample many times), u unique.
  Run("CREATE TABLE big (v INT, m INT, u INT)");
  Run("INSERT INTO big SELECT g, g % 1000, g FROM generate_series(1, 200000) "
      "g");
  auto stats = Analyze("big");
  EXPECT_EQ(stats->row_count, 200000);
  const ColumnStats& v = stats->columns[0];
  ASSERT_EQ(v.histogram_bounds.size(), 101u);
  for (int i = 10; i <= 90; i += 10) {
    const double bound = v.histogram_bounds[i].int_value();
    EXPECT_NEAR(bound, 2000.0 * i, 3000) << "bound " << i;
  }
  EXPECT_EQ(stats->columns[1].distinct, 1000);
  EXPECT_EQ(stats->columns[2].distinct, 200000);  // no repeats: unique

  auto again = Analyze("big");
  EXPECT_EQ(again->columns[0].histogram_bounds, v.histogram_bounds);
}

TEST_F(StatisticsTest, HaasStokesEstimatesDistinctFromASample) {
  // 100,000 rows, 20,000 values five times each: a sample of 30% sees most
  // values once or twice, and the estimator scales them up.
  Run("CREATE TABLE d (x INT)");
  Run("INSERT INTO d SELECT g % 20000 FROM generate_series(1, 100000) g");
  auto stats = Analyze("d");
  const double distinct = stats->columns[0].distinct;
  EXPECT_GT(distinct, 20000 * 0.7);
  EXPECT_LT(distinct, 20000 * 1.3);
  // Every value is as common as the others: none is worth listing.
  EXPECT_TRUE(stats->columns[0].common_values.empty());
}

TEST_F(StatisticsTest, CurrentStatsRefreshesOnlyPastTheThreshold) {
  Run("CREATE TABLE s (x INT)");
  Run("INSERT INTO s SELECT g FROM generate_series(1, 1000) g");
  std::shared_ptr<Table> table = TableOf("s");
  EXPECT_TRUE(StatsAreStale(*table));  // never analysed
  auto first = CurrentStats(*table);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->row_count, 1000);
  EXPECT_EQ(table->stats(), first);
  EXPECT_FALSE(StatsAreStale(*table));

  // 150 changes: exactly the threshold (50 + 10% of 1000), not past it.
  Run("INSERT INTO s SELECT g FROM generate_series(1001, 1100) g");
  Run("UPDATE s SET x = x + 1 WHERE x <= 30");
  Run("DELETE FROM s WHERE x > 1080");
  ASSERT_EQ(table->change_count() - first->change_count, 150u);
  EXPECT_FALSE(StatsAreStale(*table));
  EXPECT_EQ(CurrentStats(*table), first);

  Run("INSERT INTO s VALUES (7)");
  EXPECT_TRUE(StatsAreStale(*table));
  auto second = CurrentStats(*table);
  EXPECT_NE(second, first);
  EXPECT_EQ(second->row_count, table->row_count());
  EXPECT_EQ(second->change_count, table->change_count());
  EXPECT_FALSE(StatsAreStale(*table));

  // TRUNCATE counts every row it removes.
  Run("TRUNCATE s");
  EXPECT_EQ(table->change_count() - second->change_count, 1081u);
  EXPECT_TRUE(StatsAreStale(*table));
  EXPECT_EQ(CurrentStats(*table)->row_count, 0);
}

void ExpectSameColumnStats(const ColumnStats& a, const ColumnStats& b) {
  EXPECT_EQ(a.null_fraction, b.null_fraction);
  EXPECT_EQ(a.distinct, b.distinct);
  EXPECT_EQ(a.min, b.min);
  EXPECT_EQ(a.max, b.max);
  EXPECT_EQ(a.common_values, b.common_values);
  EXPECT_EQ(a.common_fractions, b.common_fractions);
  EXPECT_EQ(a.histogram_bounds, b.histogram_bounds);
}

TEST_F(StatisticsTest, RefreshKeepsColumnsNoChangeTouched) {
  Run("CREATE TABLE u (a INT, b INT, c TEXT)");
  Run("INSERT INTO u SELECT g, g % 10, 'c' || (g % 7) "
      "FROM generate_series(1, 1000) g");
  std::shared_ptr<Table> table = TableOf("u");
  auto first = CurrentStats(*table);
  ASSERT_EQ(first->column_change_counts.size(), 3u);

  // Only b is set: a's and c's counts stand still, b's moves by 200.
  Run("UPDATE u SET b = b + 100 WHERE a <= 200");
  auto second = CurrentStats(*table);
  ASSERT_NE(second, first);
  EXPECT_EQ(second->column_change_counts[0], first->column_change_counts[0]);
  EXPECT_EQ(second->column_change_counts[1],
            first->column_change_counts[1] + 200);
  EXPECT_EQ(second->column_change_counts[2], first->column_change_counts[2]);
  // Kept or recomputed, every column is what a full recomputation says.
  auto full = Analyze("u");
  for (int c = 0; c < 3; ++c) {
    SCOPED_TRACE(c);
    ExpectSameColumnStats(second->columns[c], full->columns[c]);
  }
  EXPECT_EQ(second->columns[1].max, Value::Integer(109));

  // Deleting rows changes every column.
  Run("DELETE FROM u WHERE a > 800");
  auto third = CurrentStats(*table);
  ASSERT_NE(third, second);
  full = Analyze("u");
  for (int c = 0; c < 3; ++c) {
    SCOPED_TRACE(c);
    EXPECT_GT(third->column_change_counts[c], second->column_change_counts[c]);
    ExpectSameColumnStats(third->columns[c], full->columns[c]);
  }
  EXPECT_EQ(third->columns[0].max, Value::Integer(800));
}

// A refresh after updates alone reuses the sampled rows (the same live
// rows give the same sample) and re-reads their values; an insert or a
// delete makes it sample again. Either way the statistics are what a
// computation from scratch gives.
TEST_F(StatisticsTest, RefreshReusesTheSampleWhileNoRowComesOrGoes) {
  Run("CREATE TABLE r (a INT, b INT)");
  Run("INSERT INTO r SELECT g, g % 100 FROM generate_series(1, 100000) g");
  std::shared_ptr<Table> table = TableOf("r");
  auto first = CurrentStats(*table);
  ASSERT_NE(first->sample_rows, nullptr);
  EXPECT_EQ(first->sample_rows->size(),
            static_cast<size_t>(plan::kStatisticsSampleRows));

  Run("UPDATE r SET b = b + 1000 WHERE a <= 20000");
  auto second = CurrentStats(*table);
  ASSERT_NE(second, first);
  EXPECT_EQ(second->sample_rows, first->sample_rows);
  auto full = Analyze("r");
  EXPECT_EQ(*full->sample_rows, *second->sample_rows);
  for (int c = 0; c < 2; ++c) {
    SCOPED_TRACE(c);
    ExpectSameColumnStats(second->columns[c], full->columns[c]);
  }
  EXPECT_EQ(second->columns[1].max, Value::Integer(1099));

  // A row deleted, two inserted (one in its slot) and 20,000 updated.
  Run("DELETE FROM r WHERE a = 5");
  Run("INSERT INTO r VALUES (0, -1), (-1, -2)");
  Run("UPDATE r SET b = -b WHERE a > 80000");
  auto third = CurrentStats(*table);
  ASSERT_NE(third, second);
  EXPECT_NE(third->sample_rows, second->sample_rows);
  full = Analyze("r");
  EXPECT_EQ(*full->sample_rows, *third->sample_rows);
  EXPECT_NE(*third->sample_rows, *second->sample_rows);
  for (int c = 0; c < 2; ++c) {
    SCOPED_TRACE(c);
    ExpectSameColumnStats(third->columns[c], full->columns[c]);
  }
}

TEST_F(StatisticsTest, ConcurrentCallersWhileWriting) {
  Run("CREATE TABLE c (x INT)");
  Run("INSERT INTO c SELECT g FROM generate_series(1, 5000) g");
  std::shared_ptr<Table> table = TableOf("c");
  std::atomic<bool> stop = false;
  std::atomic<int> null_results = 0;
  std::vector<std::thread> readers;
  for (int t = 0; t < 4; ++t) {
    readers.emplace_back([&] {
      while (!stop) {
        auto stats = CurrentStats(*table);
        if (stats == nullptr || stats->columns.size() != 1) ++null_results;
      }
    });
  }
  for (int i = 0; i < 40; ++i) {
    Run("INSERT INTO c SELECT g FROM generate_series(1, 100) g");
  }
  stop = true;
  for (std::thread& r : readers) r.join();
  EXPECT_EQ(null_results, 0);
  // The last refresh is recent enough, and saw the table grow.
  auto last = CurrentStats(*table);
  EXPECT_FALSE(StatsAreStale(*table));
  EXPECT_GT(last->row_count, 5000);
  EXPECT_LE(last->row_count, 9000);
}

}  // namespace
}  // namespace kite
