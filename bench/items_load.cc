#include "bench/items_load.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "bench/joined_items.h"
#include "bench/timing.h"
#include "kite/status.h"

namespace kite::bench {
namespace {

// Creates `indexes` on items. Returns false, having printed a note, if the
// target refuses CREATE INDEX as not supported (0A000: Kite until its
// indexes are built); `purpose` then runs without them.
absl::StatusOr<bool> CreateIndexes(BenchTarget& target,
                                   absl::Span<const SecondaryIndex> indexes,
                                   const char* purpose, std::ostream& out) {
  for (const SecondaryIndex& index : indexes) {
    absl::Status status = target.CreateIndex(index);
    if (SqlStateOf(status) == sqlstate::kFeatureNotSupported) {
      out << "NOTE: " << target.name() << " refused CREATE INDEX "
          << index.name << " (" << status.message() << "): " << purpose
          << " without secondary indexes on " << target.name() << "\n";
      return false;
    }
    if (!status.ok()) return status;
  }
  return true;
}

// Inserts `items` into a new items table with `indexes`; returns
// rows/second, or 0 if the target refused the indexes.
absl::StatusOr<double> TimedInsert(BenchTarget& target,
                                   absl::Span<const Item> items,
                                   absl::Span<const SecondaryIndex> indexes,
                                   std::ostream& out) {
  if (absl::Status s = target.Reset(); !s.ok()) return s;
  absl::StatusOr<bool> created =
      CreateIndexes(target, indexes, "the insert benchmark runs", out);
  if (!created.ok()) return created.status();
  if (!*created) return 0.0;
  const Clock::time_point start = Clock::now();
  if (absl::Status s = target.Insert(
          "items", items.size(),
          [&](size_t i) { return InsertValues(items[i]); });
      !s.ok()) {
    return s;
  }
  return items.size() / Seconds(Clock::now() - start);
}

// "hash(name), btree(year)".
std::string IndexList(absl::Span<const SecondaryIndex> indexes) {
  return absl::StrJoin(indexes, ", ",
                       [](std::string* out, const SecondaryIndex& index) {
                         absl::StrAppend(out, index.method, "(", index.columns,
                                         ")");
                       });
}

std::string Rate(double rows_per_second) {
  return rows_per_second > 0 ? absl::StrFormat("%.0f", rows_per_second)
                             : std::string("n/a");
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
  std::vector<std::string> loads;
  for (BenchTarget* target : targets) {
    absl::StatusOr<double> rate =
        TimedInsert(*target, items, kInsertIndexes, out);
    if (!rate.ok()) return rate.status();
    indexed.push_back(*rate);
    // The table without secondary indexes is the one the queries run on.
    rate = TimedInsert(*target, items, {}, out);
    if (!rate.ok()) return rate.status();
    plain.push_back(*rate);
    start = Clock::now();
    if (absl::Status s = target->Insert(
            "joined_items", joined.size(),
            [&](size_t i) { return InsertValues(joined[i]); });
        !s.ok()) {
      return s;
    }
    const double joined_seconds = Seconds(Clock::now() - start);
    start = Clock::now();
    absl::StatusOr<bool> created =
        CreateIndexes(*target, kQueryIndexes, "the queries run", out);
    if (!created.ok()) return created.status();
    if (absl::Status s = target->Prepare(); !s.ok()) return s;
    loads.push_back(absl::StrFormat(
        "%s %.2f s + joined_items %.2f s + indexes %.2f s", target->name(),
        rows / plain.back(), joined_seconds, Seconds(Clock::now() - start)));
  }

  out << "\ninsert: rows/second through a prepared INSERT, one row a "
         "statement (higher is better;\nSQLite in one transaction, Kite "
         "has none: every statement commits)\n";
  out << absl::StrFormat("%-18s", "secondary indexes");
  for (BenchTarget* target : targets) {
    out << absl::StrFormat(" %12s", target->name());
  }
  out << absl::StrFormat(" %12s\n", "Kite/SQLite");
  for (const auto& [label, rates] :
       {std::pair{"0", &plain}, std::pair{"4", &indexed}}) {
    out << absl::StrFormat("%-18s", label);
    for (double r : *rates) out << absl::StrFormat(" %12s", Rate(r));
    const bool both = rates->front() > 0 && rates->back() > 0;
    out << absl::StrFormat(
        " %12s\n", both ? absl::StrFormat("%.2f", rates->front() /
                                                      rates->back())
                        : std::string("n/a"));
  }
  out << "(4 = " << IndexList(kInsertIndexes)
      << "; SQLite's are all btrees)\n";
  out << "load for the queries (items as timed above, then joined_items and "
      << IndexList(kQueryIndexes) << "):\n  "
      << absl::StrJoin(loads, "\n  ") << std::endl;
  return absl::OkStatus();
}

}  // namespace kite::bench
