#include "bench/items_load.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "bench/joined_items.h"
#include "bench/timing.h"

namespace kite::bench {
namespace {

absl::Status CreateIndexes(BenchTarget& target,
                           absl::Span<const SecondaryIndex> indexes) {
  for (const SecondaryIndex& index : indexes) {
    if (absl::Status s = target.CreateIndex(index); !s.ok()) return s;
  }
  return absl::OkStatus();
}

// Completes `target`'s index maintenance; prints a WARNING line for an
// index that does not list every one of the `rows` rows (no key is NULL)
// and returns "name bytes/entry, ..." ("" if the target reports none).
absl::StatusOr<std::string> SettleIndexes(BenchTarget& target, int64_t rows,
                                          std::ostream& out) {
  absl::StatusOr<std::vector<IndexMemory>> indexes = target.SettleIndexes();
  if (!indexes.ok()) return indexes.status();
  std::vector<std::string> sizes;
  for (const IndexMemory& index : *indexes) {
    if (index.entries != rows) {
      out << absl::StrFormat(
          "WARNING: %s index %s has %d entries for %d rows\n", target.name(),
          index.name, index.entries, rows);
    }
    sizes.push_back(
        absl::StrFormat("%s %.1f", index.name, index.bytes_per_entry));
  }
  return absl::StrJoin(sizes, ", ");
}

// Inserts `items` into a new items table with `indexes` and completes their
// maintenance; returns rows/second. Sets `*memory` to the indexes' bytes
// per entry (SettleIndexes).
absl::StatusOr<double> TimedInsert(BenchTarget& target,
                                   absl::Span<const Item> items,
                                   absl::Span<const SecondaryIndex> indexes,
                                   std::string* memory, std::ostream& out) {
  if (absl::Status s = target.Reset(); !s.ok()) return s;
  if (absl::Status s = CreateIndexes(target, indexes); !s.ok()) return s;
  const Clock::time_point start = Clock::now();
  if (absl::Status s =
          target.Insert("items", items.size(),
                        [&](size_t i) { return InsertValues(items[i]); });
      !s.ok()) {
    return s;
  }
  absl::StatusOr<std::string> settled =
      SettleIndexes(target, items.size(), out);
  if (!settled.ok()) return settled.status();
  *memory = *settled;
  return items.size() / Seconds(Clock::now() - start);
}

// "hash(name), btree(year)".
std::string IndexList(absl::Span<const SecondaryIndex> indexes) {
  return absl::StrJoin(
      indexes, ", ", [](std::string* out, const SecondaryIndex& index) {
        absl::StrAppend(out, index.method, "(", index.columns, ")");
      });
}

}  // namespace

absl::Status LoadTargets(absl::Span<BenchTarget* const> targets, int64_t rows,
                         std::ostream& out) {
  Clock::time_point start = Clock::now();
  std::vector<Item> items;
  items.reserve(rows);
  ItemsGenerator generator;
  for (int64_t i = 0; i < rows; ++i) items.push_back(generator.Next());
  const std::vector<JoinedItem> joined = MakeJoinedItems(rows);
  out << absl::StrFormat("generated the rows in %.2f s\n",
                         Seconds(Clock::now() - start));

  // [target] = rows/second without and with kInsertIndexes.
  std::vector<double> plain, indexed;
  std::vector<std::string> loads, memory;
  for (BenchTarget* target : targets) {
    std::string index_memory;
    absl::StatusOr<double> rate =
        TimedInsert(*target, items, kInsertIndexes, &index_memory, out);
    if (!rate.ok()) return rate.status();
    indexed.push_back(*rate);
    if (!index_memory.empty()) {
      memory.push_back(absl::StrCat(target->name(), ": ", index_memory));
    }
    // The table without secondary indexes is the one the queries run on.
    rate = TimedInsert(*target, items, {}, &index_memory, out);
    if (!rate.ok()) return rate.status();
    plain.push_back(*rate);
    start = Clock::now();
    if (absl::Status s =
            target->Insert("joined_items", joined.size(),
                           [&](size_t i) { return InsertValues(joined[i]); });
        !s.ok()) {
      return s;
    }
    const double joined_seconds = Seconds(Clock::now() - start);
    start = Clock::now();
    if (absl::Status s = CreateIndexes(*target, kQueryIndexes); !s.ok()) {
      return s;
    }
    absl::StatusOr<std::string> settled = SettleIndexes(*target, rows, out);
    if (!settled.ok()) return settled.status();
    if (absl::Status s = target->Prepare(); !s.ok()) return s;
    loads.push_back(absl::StrFormat(
        "%s %.2f s + joined_items %.2f s + indexes %.2f s", target->name(),
        rows / plain.back(), joined_seconds, Seconds(Clock::now() - start)));
  }

  out << "\ninsert: rows/second through a prepared INSERT, one row a "
         "statement, and the indexes\nup to date (higher is better; each "
         "engine in one transaction)\n";
  out << absl::StrFormat("%-18s", "secondary indexes");
  for (BenchTarget* target : targets) {
    out << absl::StrFormat(" %12s", target->name());
  }
  out << absl::StrFormat(" %12s\n", "Kite/SQLite");
  for (const auto& [label, rates] :
       {std::pair{"0", &plain}, std::pair{"4", &indexed}}) {
    out << absl::StrFormat("%-18s", label);
    for (double r : *rates) out << absl::StrFormat(" %12.0f", r);
    out << absl::StrFormat(" %12.2f\n", rates->front() / rates->back());
  }
  out << "(4 = " << IndexList(kInsertIndexes) << "; SQLite's are all btrees)\n";
  if (!memory.empty()) {
    out << "bytes per index entry with the 4: " << absl::StrJoin(memory, "; ")
        << "\n";
  }
  out << "load for the queries (items as timed above, then joined_items and "
      << IndexList(kQueryIndexes) << "):\n  " << absl::StrJoin(loads, "\n  ")
      << std::endl;
  return absl::OkStatus();
}

}  // namespace kite::bench
