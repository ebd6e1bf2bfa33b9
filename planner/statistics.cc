#include "planner/statistics.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/cleanup/cleanup.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/synchronization/mutex.h"
#include "expr/expression_eval.h"
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

// Appends `v` to the sample's sorted distinct values, or counts it again
// when it equals the last one (`same`).
void AddSorted(Value v, bool same, ColumnSample* out) {
  if (same) {
    ++out->counts.back();
    return;
  }
  out->values.push_back(std::move(v));
  out->counts.push_back(1);
}

// Distinct texts and how often each was read into the sample, sorted by
// their bytes (as CompareValues orders text).
void AddTextCounts(std::vector<std::pair<std::string_view, int64_t>> distinct,
                   ColumnSample* out) {
  std::sort(distinct.begin(), distinct.end());
  for (const auto& [text, count] : distinct) {
    out->values.push_back(Value::Text(std::string(text)));
    out->counts.push_back(count);
  }
}

// When the integers of `lane` take few distinct values (years, categories,
// flags), adds them to the sample counted in a hash map, sorting only the
// distinct ones (cheaper than sorting them all), and returns true. False,
// with the sample untouched, when there are many.
bool AddFewInts(Vector* lane, ColumnSample* out) {
  std::vector<int64_t>& ints = lane->ints;
  const size_t most = ints.size() / 16 + 16;
  absl::flat_hash_map<int64_t, int64_t> counts;
  for (int64_t x : ints) {
    ++counts[x];
    if (counts.size() > most) return false;
  }
  std::vector<std::pair<int64_t, int64_t>> distinct(counts.begin(),
                                                    counts.end());
  std::sort(distinct.begin(), distinct.end());
  // The lane now holds the distinct values, boxed as its type boxes them.
  ints.clear();
  for (const auto& [value, count] : distinct) ints.push_back(value);
  lane->size = static_cast<int>(ints.size());
  for (size_t i = 0; i < distinct.size(); ++i) {
    out->values.push_back(lane->GetValue(static_cast<int>(i)));
    out->counts.push_back(distinct[i].second);
  }
  return true;
}

// The values of `lane` (a Vector of one type) into the sample, sorted as
// CompareValues orders them. Sorting the lane is far cheaper than sorting
// boxed values: a refresh of the statistics runs inside the statement that
// found them stale.
void AddSortedLane(Vector* lane, ColumnSample* out) {
  const Type type = lane->type;
  if (type.is_int_lane()) {
    std::vector<int64_t>& ints = lane->ints;
    if (AddFewInts(lane, out)) return;
    std::sort(ints.begin(), ints.end());
    lane->size = static_cast<int>(ints.size());
    for (size_t i = 0; i < ints.size(); ++i) {
      const bool same = i > 0 && ints[i] == ints[i - 1];
      AddSorted(same ? Value() : lane->GetValue(static_cast<int>(i)), same,
                out);
    }
  } else if (type.is_double_lane()) {
    // NaN after every number, as CompareValues has it.
    std::vector<double>& doubles = lane->doubles;
    std::sort(doubles.begin(), doubles.end(), [](double a, double b) {
      if (std::isnan(a)) return false;
      return std::isnan(b) || a < b;
    });
    for (size_t i = 0; i < doubles.size(); ++i) {
      const bool same =
          i > 0 && (doubles[i] == doubles[i - 1] ||
                    (std::isnan(doubles[i]) && std::isnan(doubles[i - 1])));
      AddSorted(same ? Value() : Value::Double(doubles[i]), same, out);
    }
  } else {
    // Text repeats often (names, categories): count each distinct string,
    // then sort and box only those.
    absl::flat_hash_map<std::string_view, int64_t> counts;
    for (std::string_view s : lane->strings) ++counts[s];
    AddTextCounts({counts.begin(), counts.end()}, out);
  }
}

// A dictionary-encoded TEXT column's sample of `rows` into `sample`, counted
// by code: only the distinct values are read as text (hashing every sampled
// string was most of an automatic refresh's time). False, with `sample`
// untouched, if the column is not dictionary-encoded.
bool ReadDictionaryColumn(const Table& table, int col,
                          const std::vector<RowId>& rows,
                          ColumnSample* sample) {
  if (!table.IsDictionaryEncoded(col)) return false;
  // Null while the column cannot be read in place (being rebuilt).
  const void* column = table.GetColumnChunk(col, 0).column;
  if (column == nullptr) return false;
  std::vector<int64_t> counts(table.DictionaryEntryCount(col), 0);
  int64_t nulls = 0;
  Vector codes;
  for (size_t start = 0; start < rows.size(); start += kBatchSize) {
    const int n =
        static_cast<int>(std::min<size_t>(kBatchSize, rows.size() - start));
    if (!table.FetchDictionaryCodes(col, rows.data() + start, n, &codes)) {
      return false;
    }
    for (int i = 0; i < n; ++i) {
      if (codes.IsNull(i)) {
        ++nulls;
        continue;
      }
      const uint64_t code = static_cast<uint64_t>(codes.ints[i]);
      if (code < counts.size()) ++counts[code];
    }
  }
  std::vector<std::pair<std::string_view, int64_t>> distinct;
  for (size_t code = 0; code < counts.size(); ++code) {
    if (counts[code] == 0) continue;
    distinct.emplace_back(
        Table::DictionaryText(column, static_cast<uint32_t>(code)),
        counts[code]);
  }
  sample->null_rows += nulls;
  AddTextCounts(std::move(distinct), sample);
  return true;
}

// Column `col` of `rows` as ANALYZE's sample of it.
ColumnSample ReadColumn(const Table& table, int col,
                        const std::vector<RowId>& rows) {
  ColumnSample sample;
  sample.sample_rows = static_cast<int64_t>(rows.size());
  sample.total_rows = static_cast<double>(table.row_count());
  const Type type = table.schema().columns[col].type;
  sample.elements = type.is_array();
  if (type.id == TypeId::kText &&
      ReadDictionaryColumn(table, col, rows, &sample)) {
    return sample;
  }
  auto less = [](const Value& a, const Value& b) {
    return CompareValues(a, b) < 0;
  };
  // The non-NULL values of a scalar column, unboxed (text as views into
  // the table, which the caller keeps locked, or into the arenas of the
  // batches, kept here: a compressed column's text is decompressed into
  // them).
  Vector lane;
  lane.type = type;
  std::vector<std::shared_ptr<StringArena>> arenas;
  Vector v;
  std::vector<Value> row_elements;
  std::vector<Value> elements;  // of every row, for an array column
  for (size_t start = 0; start < rows.size(); start += kBatchSize) {
    const int n =
        static_cast<int>(std::min<size_t>(kBatchSize, rows.size() - start));
    table.Fetch(col, rows.data() + start, n, &v);
    if (v.arena != nullptr) arenas.push_back(v.arena);
    for (int i = 0; i < n; ++i) {
      if (v.IsNull(i)) {
        ++sample.null_rows;
      } else if (!sample.elements) {
        if (type.is_int_lane()) {
          lane.ints.push_back(v.ints[i]);
        } else if (type.is_double_lane()) {
          lane.doubles.push_back(v.doubles[i]);
        } else {
          lane.strings.push_back(v.strings[i]);
        }
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
        elements.insert(elements.end(), row_elements.begin(), last);
      }
    }
  }
  if (sample.elements) {
    std::sort(elements.begin(), elements.end(), less);
    for (size_t i = 0; i < elements.size(); ++i) {
      const bool same = !sample.values.empty() &&
                        CompareValues(elements[i], sample.values.back()) == 0;
      AddSorted(std::move(elements[i]), same, &sample);
    }
  } else {
    AddSortedLane(&lane, &sample);
  }
  return sample;
}

bool Stale(const TableStats& stats, uint64_t change_count) {
  const uint64_t changed =
      change_count > stats.change_count ? change_count - stats.change_count : 0;
  return changed >= stats.stale_after_changes;
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

std::shared_ptr<const TableStats> ComputeStats(const Table& table,
                                               const TableStats* previous) {
  auto stats = std::make_shared<TableStats>();
  stats->row_count = static_cast<double>(table.row_count());
  stats->change_count = table.change_count();
  // Stale once more than 50 rows plus a tenth of the table have changed.
  stats->stale_after_changes =
      static_cast<uint64_t>(50 + 0.1 * stats->row_count) + 1;
  const int ncols = static_cast<int>(table.schema().columns.size());
  stats->columns.reserve(ncols);
  bool sampled = false;
  for (int c = 0; c < ncols; ++c) {
    const uint64_t changes = table.column_change_count(c);
    stats->column_change_counts.push_back(changes);
    if (previous != nullptr &&
        previous->column_change_counts.size() == static_cast<size_t>(ncols) &&
        previous->column_change_counts[c] == changes) {
      stats->columns.push_back(previous->columns[c]);
      continue;
    }
    if (!sampled) {
      stats->sample_row_changes = table.row_change_count();
      if (previous != nullptr && previous->sample_rows != nullptr &&
          previous->sample_row_changes == stats->sample_row_changes) {
        stats->sample_rows = previous->sample_rows;
      } else {
        stats->sample_rows = std::make_shared<const std::vector<RowId>>(
            SampleRows(table, kStatisticsSampleRows));
      }
      sampled = true;
    }
    stats->columns.push_back(
        SummarizeColumn(ReadColumn(table, c, *stats->sample_rows)));
  }
  if (!sampled && previous != nullptr) {
    stats->sample_rows = previous->sample_rows;
    stats->sample_row_changes = previous->sample_row_changes;
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
    ScopedLock lock(&table.lock(), LockMode::kShared);
    // A deadlock (with a transaction that holds the table): plan with what
    // there is.
    if (!lock.owns()) return stats;
    fresh = ComputeStats(table, stats.get());
  }
  // Concurrent refreshes (only when there were none) may publish in any
  // order: each is a complete snapshot, and the older one is barely older.
  table.SetStats(fresh);
  return fresh;
}

}  // namespace kite::plan
