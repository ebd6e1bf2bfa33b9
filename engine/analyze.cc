// ANALYZE: computes and publishes table statistics (planner/statistics.h).
#include <memory>
#include <optional>
#include <shared_mutex>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/interrupt.h"
#include "engine/database_impl.h"
#include "planner/statistics.h"

namespace kite {

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::AnalyzeStmt& stmt) {
  auto data = std::make_unique<ResultData>();
  data->tag = "ANALYZE";
  // Every name is checked before any table is analysed, as PostgreSQL does.
  std::vector<std::shared_ptr<Table>> tables;
  if (stmt.tables.empty()) {
    for (const std::string& name : catalog_.TableNames()) {
      if (std::optional<TableEntry> entry = catalog_.Find(name)) {
        tables.push_back(entry->table);
      }
    }
  }
  for (const std::string& name : stmt.tables) {
    if (std::optional<TableEntry> entry = catalog_.Find(name)) {
      tables.push_back(entry->table);
    } else if (catalog_.RelationExists(name)) {  // a view or an index
      data->notices.push_back(
          absl::StrCat("skipping \"", name,
                       "\" --- cannot analyze non-tables or special system "
                       "tables"));
    } else {
      return SqlError(sqlstate::kUndefinedTable,
                      absl::StrCat("relation \"", name, "\" does not exist"));
    }
  }
  for (const std::shared_ptr<Table>& table : tables) {
    // Each table's sample is bounded (30,000 rows); a database of many
    // tables stops between them.
    if (absl::Status s = CheckCurrentInterrupt(); !s.ok()) return s;
    std::shared_ptr<const TableStats> stats;
    {
      ScopedLock lock(&table->lock(), LockMode::kShared);
      if (!lock.owns()) return lock.status();
      stats = plan::ComputeStats(*table);
    }
    table->SetStats(std::move(stats));
  }
  // Plans chosen with the old statistics are planned again.
  if (!tables.empty()) catalog_.Invalidate();
  return Wrap(std::move(data));
}

}  // namespace kite
