// An engine the comparative benchmark runs the items workloads on.
#ifndef KITE_BENCH_BENCH_TARGET_H_
#define KITE_BENCH_BENCH_TARGET_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/functional/function_ref.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "bench/items_generator.h"
#include "bench/joined_items.h"

namespace kite::bench {

// The items workloads: DESIGN.md's reference workloads and the paging
// queries of the indexes issue (workloads.cc has the SQL).
enum class Workload {
  kById,
  kOneCond,
  kTwoCond,
  kUpdate,
  kJoin,
  kTop,
  kNames,
  kTopTotal,
  kNamesTotal,
};
// In the order they run. update comes before the queries that read what it
// changes through the secondary indexes (join, top10, in5), so a stale index
// shows up as a wrong answer there.
inline constexpr Workload kWorkloads[] = {
    Workload::kById,   Workload::kOneCond,  Workload::kTwoCond,
    Workload::kUpdate, Workload::kJoin,     Workload::kTop,
    Workload::kNames,  Workload::kTopTotal, Workload::kNamesTotal};

// A query takes its parameters from this many consecutive ItemParams (join
// uses 10 ids, in5 5 names, the others the first one).
inline constexpr int kParamsPerQuery = 10;

// "byid", "1cond", "2cond", "update", "join", "top10", "in5", "top10+cnt",
// "in5+cnt".
const char* WorkloadName(Workload workload);
// The workload's SQL with $n parameters (SQLite accepts $n too; they appear
// in order, so $n is SQLite's parameter n).
const char* WorkloadSql(Workload workload);

// One query parameter: an integer, or text viewing an ItemParams' string.
using Param = std::variant<int64_t, std::string_view>;
using Params = absl::InlinedVector<Param, kParamsPerQuery>;
// The values of $1, $2, ... of `workload`, taken from `params` (at least
// kParamsPerQuery of them, which must outlive the result).
Params WorkloadParams(Workload workload, absl::Span<const ItemParams> params);

// The values of `item`'s row, in column order.
Params InsertValues(const Item& item);
Params InsertValues(const JoinedItem& item);

// A secondary index on items, created the same way on every engine (SQLite
// has only btrees, so `method` is Kite's alone).
struct SecondaryIndex {
  const char* name;     // "items_name"
  const char* method;   // "hash" or "btree"
  const char* columns;  // "name" or "name, year"
};
// The indexes of the query workloads.
inline constexpr SecondaryIndex kQueryIndexes[] = {
    {"items_name", "hash", "name"}, {"items_year", "btree", "year"}};
// The four indexes of the insert benchmark: the two above and two
// composites, one per order (equality + range, range + sort). Long keys
// (description) are left to fulltext indexes.
inline constexpr SecondaryIndex kInsertIndexes[] = {
    {"items_name", "hash", "name"},
    {"items_year", "btree", "year"},
    {"items_name_year", "btree", "name, year"},
    {"items_year_name", "btree", "year, name"}};

// What an engine reports of one index after SettleIndexes.
struct IndexMemory {
  std::string name;
  int64_t entries = 0;
  double bytes_per_entry = 0;
};

// The rows a query returned, every cell as text (for comparing engines;
// filled only when asked for, as it is slow).
struct Answer {
  std::vector<std::vector<std::string>> rows;
  int64_t rows_affected = 0;  // update
};

// One engine under test, holding its own items and joined_items tables.
// Not thread-safe.
class BenchTarget {
 public:
  virtual ~BenchTarget() = default;
  // "Kite" or "SQLite".
  virtual std::string name() const = 0;
  // Replaces the database with a new in-memory one holding empty tables
  // items (id INT PRIMARY KEY, name TEXT, year INT, description TEXT) and
  // joined_items (id INT PRIMARY KEY, price INT, stock INT, category TEXT);
  // the primary keys are their only indexes.
  virtual absl::Status Reset() = 0;
  // Creates `index` on items.
  virtual absl::Status CreateIndex(const SecondaryIndex& index) = 0;
  // Inserts `count` rows into `table` (items or joined_items) through a
  // prepared INSERT, one row a statement; `row(i)` gives the values of row
  // i in column order (InsertValues).
  virtual absl::Status Insert(const char* table, size_t count,
                              absl::FunctionRef<Params(size_t)> row) = 0;
  // Completes the index maintenance the engine deferred (Kite catches an
  // index up at the first read that uses it) and returns the indexes of
  // items, the primary key's first, with their entries and memory (empty
  // where the engine does not report them).
  virtual absl::StatusOr<std::vector<IndexMemory>> SettleIndexes() = 0;
  // Prepares the statements of every workload (after the indexes exist).
  virtual absl::Status Prepare() = 0;
  // The modes the engine is measured in: Kite's jit settings ("off",
  // "on"); {""} for SQLite.
  virtual std::vector<std::string> modes() const = 0;
  // Makes the following Runs use `mode`, one of modes().
  virtual absl::Status SetMode(const std::string& mode) = 0;
  // Runs `workload` once with its parameters from `params` (see
  // WorkloadParams), reading every cell it returns; returns a checksum of
  // what it read (rows changed, for update) so the work cannot be optimised
  // away. Fills `*answer` if it is not null.
  virtual absl::StatusOr<int64_t> Run(Workload workload,
                                      absl::Span<const ItemParams> params,
                                      Answer* answer) = 0;
};

std::unique_ptr<BenchTarget> MakeKiteTarget();
std::unique_ptr<BenchTarget> MakeSqliteTarget();

}  // namespace kite::bench

#endif  // KITE_BENCH_BENCH_TARGET_H_
