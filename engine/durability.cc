// DatabaseImpl: making commits durable (engine/durable_store.h).
#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "engine/database_impl.h"
#include "engine/pending_commit.h"
#include "engine/stored_catalog.h"

namespace kite {
namespace {

// Puts slot `row` of `table` (stored as `id`) into `batch`, or deletes it
// when the slot is free now.
void PutRowOf(const Table& table, uint64_t id, RowId row,
              DurableStore::Batch* batch, std::string* scratch) {
  if (!table.is_live(row)) {
    batch->DeleteRow(id, row);
    return;
  }
  scratch->clear();
  table.EncodeRow(row, scratch);
  batch->PutRow(id, row, *scratch);
}

}  // namespace

absl::Status DatabaseImpl::Persist(
    const UndoLog* changes, const std::vector<std::shared_ptr<Table>>& tables) {
  if (store_ == nullptr) return absl::OkStatus();
  DurableStore::Batch batch = store_->NewBatch();
  // A row's encoding, reused so that most commits allocate none.
  thread_local std::string scratch;
  if (scratch.capacity() > (1 << 20)) std::string().swap(scratch);
  // Tables written whole (new to the store, or truncated): their rows need
  // no other put.
  absl::flat_hash_set<const Table*> whole;
  auto store_table = [&](const std::shared_ptr<Table>& table, bool truncated) {
    std::optional<TableEntry> entry = catalog_.Find(table->name());
    const bool exists = entry.has_value() && entry->table == table;
    uint64_t id = table->storage_id();
    if (!exists) {
      // Dropped (or made and dropped in one block): its rows go when the
      // database next opens.
      if (id != 0) batch.DeleteTable(id);
      table->set_storage_id(0);
      whole.insert(table.get());
      return;
    }
    const bool rewrite = id == 0 || truncated;
    if (rewrite) {
      if (id != 0) batch.DeleteTable(id);  // the old rows are orphans now
      id = store_->NewTableId();
      table->set_storage_id(id);
    }
    batch.PutTable(id, EncodeStoredTable(StoredTableOf(*entry)));
    if (!rewrite) return;
    whole.insert(table.get());
    for (RowId row = 0; row < table->slot_count(); ++row) {
      if (table->is_live(row)) PutRowOf(*table, id, row, &batch, &scratch);
    }
  };
  for (const std::shared_ptr<Table>& table : tables) {
    if (!whole.contains(table.get())) store_table(table, false);
  }
  if (changes != nullptr) {
    // Tables truncated, and tables changed that the store has not seen yet
    // (made by a block that committed nothing else about them), first.
    std::vector<std::pair<Table*, bool>> rewrites;
    changes->ForEachChange([&](Table* table, RowId, bool truncated) {
      if (whole.contains(table)) return;
      if (truncated || table->storage_id() == 0) {
        rewrites.emplace_back(table, truncated);
      }
    });
    for (const auto& [table, truncated] : rewrites) {
      if (whole.contains(table)) continue;
      std::optional<TableEntry> entry = catalog_.Find(table->name());
      if (!entry.has_value() || entry->table.get() != table) continue;
      store_table(entry->table, truncated);
    }
    // Each row changed once, however often it changed (most commits
    // change one row: no allocation for them).
    absl::InlinedVector<std::pair<const Table*, RowId>, 4> rows;
    changes->ForEachChange([&](Table* table, RowId row, bool truncated) {
      if (truncated || whole.contains(table) || table->storage_id() == 0) {
        return;
      }
      rows.emplace_back(table, row);
    });
    if (rows.size() > 1) {
      std::sort(rows.begin(), rows.end());
      rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    }
    for (const auto& [table, row] : rows) {
      PutRowOf(*table, table->storage_id(), row, &batch, &scratch);
    }
  }
  if (batch.empty()) return absl::OkStatus();
  const bool sync = sync_commits_.load(std::memory_order_relaxed);
  absl::StatusOr<uint64_t> ticket = store_->Commit(std::move(batch), sync);
  if (!ticket.ok()) return ticket.status();
  if (sync) NotePendingCommit(store_.get(), *ticket);
  return absl::OkStatus();
}

absl::Status DatabaseImpl::PersistSetting(const std::string& name,
                                          const std::string& value) {
  static const auto* kStored =
      new absl::flat_hash_set<std::string>{"jit",
                                           "jit_opt_level",
                                           "plan_cache_size",
                                           "enable_indexes",
                                           "durability",
                                           "default_toast_compression"};
  if (store_ == nullptr || !kStored->contains(name)) return absl::OkStatus();
  DurableStore::Batch batch = store_->NewBatch();
  batch.PutSetting(name, value);
  absl::StatusOr<uint64_t> ticket = store_->Commit(std::move(batch), true);
  if (!ticket.ok()) return ticket.status();
  NotePendingCommit(store_.get(), *ticket);
  return absl::OkStatus();
}

absl::Status DatabaseImpl::PersistRoles(const std::vector<std::string>& names) {
  if (store_ == nullptr) return absl::OkStatus();
  DurableStore::Batch batch = store_->NewBatch();
  for (const std::string& name : names) {
    if (std::optional<RoleInfo> role = roles_.Find(name)) {
      batch.PutRole(role->name, EncodeRole(*role));
    } else {
      batch.DeleteRole(name);
    }
  }
  absl::StatusOr<uint64_t> ticket = store_->Commit(std::move(batch), true);
  if (!ticket.ok()) return ticket.status();
  NotePendingCommit(store_.get(), *ticket);
  return absl::OkStatus();
}

}  // namespace kite
