#include "planner/statistics.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <shared_mutex>
#include <utility>
#include <vector>

#include "absl/cleanup/cleanup.h"
#include "absl/container/flat_hash_set.h"
#include "absl/synchronization/mutex.h"
#include "engine/expression_eval.h"
#include "planner/column_statistics.h"

namespace kite::plan {
namespace {

// splitmix64: a small generator whose sequence is the same everywhere, so
// the sample (and with it the statistics) is reproducible.
class SampleRandom {
 public:
  // Uniform in [0, 1).
  double Next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return static_cast<double>(z >> 11) * 0x1.0p-53;
  }

 private:
  uint64_t state_ = 0x4B495445;  // "KITE"
};

// The live rows to read, ascending: all of them when there are at most
// `target`, else `target` of them, each equally likely (Knuth's Algorithm
// S: the next live row is taken with probability needed / remaining).
std::vector<RowId> SampleRows(const Table& table, size_t target) {
  const size_t live = table.row_count();
  std::vector<RowId> out;
  out.reserve(std::min(live, target));
  SampleRandom random;
  size_t seen = 0;
  std::vector<RowId> chunk;
  const RowId slots = table.slot_count();
  for (RowId begin = 0; begin < slots && out.size() < target;) {
    const RowId end =
        slots - begin > kTableChunkRows ? begin + kTableChunkRows : slots;
    chunk.clear();
    table.LiveRows(begin, end, &chunk);
    begin = end;
    for (RowId row : chunk) {
      if (live <= target) {
        out.push_back(row);
        continue;
      }
      const size_t needed = target - out.size();
      const size_t remaining = live > seen ? live - seen : 1;
      ++seen;
      if (needed == 0) break;
      if (random.Next() * static_cast<double>(remaining) <
          static_cast<double>(needed)) {
        out.push_back(row);
      }
    }
  }
  return out;
}

// Column `col` of `rows` as ANALYZE's sample of it.
ColumnSample ReadColumn(const Table& table, int col,
                        const std::vector<RowId>& rows) {
  ColumnSample sample;
  sample.sample_rows = static_cast<int64_t>(rows.size());
  sample.total_rows = static_cast<double>(table.row_count());
  sample.elements = table.schema().columns[col].type.is_array();
  auto less = [](const Value& a, const Value& b) {
    return CompareValues(a, b) < 0;
  };
  Vector v;
  std::vector<Value> row_elements;
  for (size_t start = 0; start < rows.size(); start += kBatchSize) {
    const int n =
        static_cast<int>(std::min<size_t>(kBatchSize, rows.size() - start));
    table.Fetch(col, rows.data() + start, n, &v);
    for (int i = 0; i < n; ++i) {
      if (v.IsNull(i)) {
        ++sample.null_rows;
      } else if (!sample.elements) {
        sample.values.push_back(v.GetValue(i));
      } else {
        // Each distinct non-NULL element once per row.
        row_elements.clear();
        for (const Value& e : v.arrays[i].elements()) {
          if (!e.is_null()) row_elements.push_back(e);
        }
        std::sort(row_elements.begin(), row_elements.end(), less);
        auto last = std::unique(row_elements.begin(), row_elements.end(),
                                [](const Value& a, const Value& b) {
                                  return CompareValues(a, b) == 0;
                                });
        sample.values.insert(sample.values.end(), row_elements.begin(), last);
      }
    }
  }
  std::sort(sample.values.begin(), sample.values.end(), less);
  return sample;
}

bool Stale(const TableStats& stats, uint64_t change_count) {
  const uint64_t changed =
      change_count > stats.change_count ? change_count - stats.change_count : 0;
  return static_cast<double>(changed) > 50 + 0.1 * stats.row_count;
}

// Tables whose statistics some thread is recomputing in CurrentStats.
struct Refreshing {
  absl::Mutex mu;
  absl::flat_hash_set<const Table*> tables ABSL_GUARDED_BY(mu);
};

Refreshing& RefreshingTables() {
  static Refreshing* refreshing = new Refreshing;  // never destroyed
  return *refreshing;
}

}  // namespace

std::shared_ptr<const TableStats> ComputeStats(const Table& table) {
  auto stats = std::make_shared<TableStats>();
  stats->row_count = static_cast<double>(table.row_count());
  stats->change_count = table.change_count();
  const std::vector<RowId> rows = SampleRows(table, kStatisticsSampleRows);
  const int ncols = static_cast<int>(table.schema().columns.size());
  stats->columns.reserve(ncols);
  for (int c = 0; c < ncols; ++c) {
    stats->columns.push_back(SummarizeColumn(ReadColumn(table, c, rows)));
  }
  return stats;
}

bool StatsAreStale(const Table& table) {
  std::shared_ptr<const TableStats> stats = table.stats();
  return stats == nullptr || Stale(*stats, table.change_count());
}

std::shared_ptr<const TableStats> CurrentStats(Table& table) {
  std::shared_ptr<const TableStats> stats = table.stats();
  if (stats != nullptr && !Stale(*stats, table.change_count())) return stats;
  Refreshing& refreshing = RefreshingTables();
  bool mine;
  {
    absl::MutexLock lock(&refreshing.mu);
    mine = refreshing.tables.insert(&table).second;
  }
  // Someone else is refreshing: plan with the previous statistics rather
  // than wait for (or repeat) the work.
  if (!mine && stats != nullptr) return stats;
  absl::Cleanup done = [&] {
    if (!mine) return;
    absl::MutexLock lock(&refreshing.mu);
    refreshing.tables.erase(&table);
  };
  std::shared_ptr<const TableStats> fresh;
  {
    std::shared_lock lock(table.mutex());
    fresh = ComputeStats(table);
  }
  // Concurrent refreshes (only when there were none) may publish in any
  // order: each is a complete snapshot, and the older one is barely older.
  table.SetStats(fresh);
  return fresh;
}

}  // namespace kite::plan
