// Making commits durable (durability/commit.h).
#include "durability/commit.h"

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "durability/pending_commit.h"
#include "durability/stored_catalog.h"
#include "storage/row_codec.h"

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

// Stores the change of slot `row` of `table`, whose updates set `columns`
// (every bit: it was inserted or deleted): as a patch over the stored row
// when the row stays and the patch, with the columns of its earlier patch,
// is at most half the row's size (an update of a wide row's few columns);
// otherwise the whole row or its deletion, which drops the patch.
void PutChangedRow(Table& table, RowId row, uint64_t columns,
                   DurableStore::Batch* batch, std::string* scratch,
                   std::string* patch) {
  const uint64_t id = table.storage_id();
  absl::flat_hash_map<RowId, uint64_t>& patches = table.stored_patches();
  auto it = patches.find(row);
  const bool updated = columns != ~uint64_t{0} && table.is_live(row);
  if (updated) {
    const uint64_t patched = (it == patches.end() ? 0 : it->second) | columns;
    patch->clear();
    EncodePatchColumns(patched, patch);
    table.EncodeColumns(row, patched, patch);
    scratch->clear();
    table.EncodeRow(row, scratch);
    if (2 * patch->size() <= scratch->size()) {
      batch->PutPatch(id, row, *patch);
      if (it != patches.end()) {
        it->second = patched;
      } else {
        patches.emplace(row, patched);
      }
      return;
    }
  }
  if (it != patches.end()) {
    batch->DeletePatch(id, row);
    patches.erase(it);
  }
  if (updated) {
    batch->PutRow(id, row, *scratch);  // encoded above
  } else {
    PutRowOf(table, id, row, batch, scratch);
  }
}

}  // namespace

absl::Status PersistCommit(
    DurableStore& store, const Catalog& catalog, const UndoLog* changes,
    const std::vector<std::shared_ptr<Table>>& tables,
    const std::vector<std::shared_ptr<Sequence>>& sequences, bool sync) {
  DurableStore::Batch batch = store.NewBatch();
  // A row's encoding, reused so that most commits allocate none.
  thread_local std::string scratch, patch;
  if (scratch.capacity() > (1 << 20)) std::string().swap(scratch);
  if (patch.capacity() > (1 << 20)) std::string().swap(patch);
  // Tables written whole (new to the store, or truncated): their rows need
  // no other put.
  absl::flat_hash_set<const Table*> whole;
  auto store_table = [&](const std::shared_ptr<Table>& table, bool truncated) {
    std::optional<TableEntry> entry = catalog.Find(table->name());
    const bool exists = entry.has_value() && entry->table == table;
    uint64_t id = table->storage_id();
    if (!exists) {
      // Dropped (or made and dropped in one block): its rows go when the
      // database next opens.
      if (id != 0) batch.DeleteTable(id);
      table->set_storage_id(0);
      table->stored_patches().clear();
      whole.insert(table.get());
      return;
    }
    const bool rewrite = id == 0 || truncated;
    if (rewrite) {
      if (id != 0) batch.DeleteTable(id);  // the old rows are orphans now
      id = store.NewTableId();
      table->set_storage_id(id);
      table->stored_patches().clear();  // the old rows' own
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
    changes->ForEachChange([&](Table* table, RowId, bool truncated, uint64_t) {
      if (whole.contains(table)) return;
      if (truncated || table->storage_id() == 0) {
        rewrites.emplace_back(table, truncated);
      }
    });
    for (const auto& [table, truncated] : rewrites) {
      if (whole.contains(table)) continue;
      std::optional<TableEntry> entry = catalog.Find(table->name());
      if (!entry.has_value() || entry->table.get() != table) continue;
      store_table(entry->table, truncated);
    }
    // Each row changed once, however often it changed, with every column
    // its changes set (most commits change one row: no allocation for
    // them).
    struct Changed {
      Table* table;
      RowId row;
      uint64_t columns;
    };
    absl::InlinedVector<Changed, 4> rows;
    changes->ForEachChange(
        [&](Table* table, RowId row, bool truncated, uint64_t columns) {
          if (truncated || whole.contains(table) || table->storage_id() == 0) {
            return;
          }
          rows.push_back({table, row, columns});
        });
    if (rows.size() > 1) {
      auto key = [](const Changed& c) { return std::pair(c.table, c.row); };
      std::sort(
          rows.begin(), rows.end(),
          [&](const Changed& a, const Changed& b) { return key(a) < key(b); });
      size_t kept = 0;
      for (size_t i = 0; i < rows.size(); ++i) {
        if (kept > 0 && key(rows[kept - 1]) == key(rows[i])) {
          rows[kept - 1].columns |= rows[i].columns;
        } else {
          rows[kept++] = rows[i];
        }
      }
      rows.resize(kept);
    }
    for (const Changed& c : rows) {
      PutChangedRow(*c.table, c.row, c.columns, &batch, &scratch, &patch);
    }
  }
  for (const std::shared_ptr<Sequence>& sequence : sequences) {
    if (catalog.FindSequenceByOid(sequence->oid()) != sequence) {
      // Dropped: it stores no state from now on, so that none outlives the
      // delete.
      (void)sequence->SetLog(nullptr);
      if (sequence->store_id() != 0) batch.DeleteSequence(sequence->store_id());
      sequence->set_store_id(0);
      continue;
    }
    if (sequence->store_id() == 0) sequence->set_store_id(store.NewTableId());
    batch.PutSequence(sequence->store_id(), EncodeSequence(sequence->record()));
  }
  if (batch.empty()) return absl::OkStatus();
  absl::StatusOr<uint64_t> ticket = store.Commit(std::move(batch), sync);
  if (!ticket.ok()) return ticket.status();
  if (sync) NotePendingCommit(&store, *ticket);
  return absl::OkStatus();
}

absl::StatusOr<uint64_t> PersistSequenceState(DurableStore& store, uint64_t id,
                                              const SequenceState& state) {
  DurableStore::Batch batch = store.NewBatch();
  batch.PutSequenceState(id, EncodeSequenceState(state));
  return store.Commit(std::move(batch), /*sync=*/false);
}

absl::Status PersistSetting(DurableStore& store, const std::string& name,
                            const std::string& value) {
  DurableStore::Batch batch = store.NewBatch();
  batch.PutSetting(name, value);
  absl::StatusOr<uint64_t> ticket = store.Commit(std::move(batch), true);
  if (!ticket.ok()) return ticket.status();
  NotePendingCommit(&store, *ticket);
  return absl::OkStatus();
}

absl::Status PersistRoles(DurableStore& store, const RoleStore& roles,
                          const std::vector<std::string>& names) {
  DurableStore::Batch batch = store.NewBatch();
  for (const std::string& name : names) {
    if (std::optional<RoleInfo> role = roles.Find(name)) {
      batch.PutRole(role->name, EncodeRole(*role));
    } else {
      batch.DeleteRole(name);
    }
  }
  absl::StatusOr<uint64_t> ticket = store.Commit(std::move(batch), true);
  if (!ticket.ok()) return ticket.status();
  NotePendingCommit(&store, *ticket);
  return absl::OkStatus();
}

}  // namespace kite
