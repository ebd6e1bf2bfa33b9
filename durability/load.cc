// Loading a database on disk into memory (durability/load.h).
#include "durability/load.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "durability/stored_catalog.h"
#include "indexes/index.h"
#include "parser/parser.h"
#include "storage/row_codec.h"

namespace kite {
namespace {

// Progress is reported every this many rows.
constexpr int64_t kProgressRows = 250'000;

// A table being loaded: its rows' decoding types and where they go.
struct Loading {
  std::shared_ptr<Table> table;
  std::vector<Type> types;
  std::vector<IndexDef> indexes;
  std::vector<std::optional<Value>> missing;  // StoredTable's
};

absl::Status Damaged(const std::string& dir, std::string_view what,
                     const absl::Status& cause) {
  return absl::DataLossError(absl::StrCat("the database in \"", dir,
                                          "\" is damaged: ", std::string(what),
                                          ": ", cause.message()));
}

// The catalog entry of a stored table definition.
absl::StatusOr<TableEntry> EntryOf(const StoredTable& stored) {
  TableEntry entry;
  for (size_t c = 0; c < stored.defaults.size(); ++c) {
    if (stored.defaults[c].empty()) {
      entry.defaults.emplace_back();
      continue;
    }
    absl::StatusOr<ast::ExprPtr> expr = ParseExpression(stored.defaults[c]);
    if (!expr.ok()) return expr.status();
    entry.defaults.emplace_back(
        std::shared_ptr<const ast::Expr>(std::move(*expr)));
  }
  entry.max_lengths = stored.max_lengths;
  entry.length_types = stored.length_types;
  entry.identities = stored.identities;
  entry.missing = stored.missing;
  for (const auto& [name, sql] : stored.checks) {
    absl::StatusOr<ast::ExprPtr> expr = ParseExpression(sql);
    if (!expr.ok()) return expr.status();
    entry.checks.push_back(
        {name, std::shared_ptr<const ast::Expr>(std::move(*expr))});
  }
  entry.table = std::make_shared<Table>(stored.name, stored.schema);
  return entry;
}

}  // namespace

absl::Status LoadDatabase(DurableStore& store, const OpenOptions& options,
                          Catalog* catalog, RoleStore* roles,
                          const ApplySetting& apply) {
  const std::string dir = store.dir();
  absl::StatusOr<DurableStore::StoredCatalog> stored = store.ReadCatalog();
  if (!stored.ok()) return stored.status();

  // Tables first, empty; their indexes after the rows (built in one go).
  absl::flat_hash_map<uint64_t, Loading> tables;
  for (const auto& [id, definition] : stored->tables) {
    absl::StatusOr<StoredTable> table = DecodeStoredTable(definition);
    if (!table.ok()) {
      return Damaged(dir, absl::StrCat("table #", id), table.status());
    }
    absl::StatusOr<TableEntry> entry = EntryOf(*table);
    if (!entry.ok()) {
      return Damaged(dir, absl::StrCat("table \"", table->name, "\""),
                     entry.status());
    }
    entry->table->set_storage_id(id);
    Loading& loading = tables[id];
    loading.table = entry->table;
    for (const ColumnSchema& c : table->schema.columns) {
      loading.types.push_back(c.type);
    }
    loading.indexes = std::move(table->indexes);
    loading.missing = table->missing;
    if (absl::Status s = catalog->Create(*std::move(entry)); !s.ok()) {
      return Damaged(dir, "two tables of one name", s);
    }
  }

  // Sequences, with the state each stored last.
  absl::flat_hash_map<uint64_t, std::string_view> states;
  for (const auto& [id, bytes] : stored->sequence_states) states[id] = bytes;
  for (const auto& [id, definition] : stored->sequences) {
    absl::StatusOr<SequenceRecord> record = DecodeSequence(definition);
    if (!record.ok()) {
      return Damaged(dir, absl::StrCat("sequence #", id), record.status());
    }
    if (auto it = states.find(id); it != states.end()) {
      absl::StatusOr<SequenceState> state = DecodeSequenceState(it->second);
      if (!state.ok()) {
        return Damaged(dir, absl::StrCat("sequence \"", record->name, "\""),
                       state.status());
      }
      record->state = *state;
    }
    auto sequence = std::make_shared<Sequence>(*std::move(record));
    sequence->set_store_id(id);
    if (absl::Status s = catalog->CreateSequence(sequence); !s.ok()) {
      return Damaged(dir, "two relations of one name", s);
    }
  }

  LoadProgress progress;
  int64_t orphans = 0;
  progress.total_bytes = store.ApproximateRowBytes();
  // A row is loaded once its patch, which follows it, is read (or not).
  struct Pending {
    Loading* loading = nullptr;  // null: none
    RowId slot = 0;
    std::vector<Value> values;
  } pending;
  auto what = [&](const Loading& loading, RowId slot) {
    return absl::StrCat("row ", slot, " of table \"", loading.table->name(),
                        "\"");
  };
  auto load_pending = [&]() -> absl::Status {
    if (pending.loading == nullptr) return absl::OkStatus();
    Loading& loading = *std::exchange(pending.loading, nullptr);
    absl::Status loaded =
        loading.table->LoadRow(pending.slot, std::move(pending.values));
    if (!loaded.ok()) return Damaged(dir, what(loading, pending.slot), loaded);
    ++progress.rows;
    if (options.progress && progress.rows % kProgressRows == 0) {
      options.progress(progress);
    }
    return absl::OkStatus();
  };
  absl::Status s = store.ReadRows([&](uint64_t id, RowId slot, bool patch,
                                      std::string_view bytes) -> absl::Status {
    progress.bytes += static_cast<int64_t>(bytes.size());
    auto it = tables.find(id);
    if (it == tables.end()) {  // a row of a table dropped or truncated
      ++orphans;
      return absl::OkStatus();
    }
    Loading& loading = it->second;
    if (patch) {
      if (pending.loading != &loading || pending.slot != slot) {
        return Damaged(dir, what(loading, slot),
                       absl::DataLossError("a patch without its row"));
      }
      absl::StatusOr<uint64_t> columns =
          ApplyPatch(loading.types, bytes, &pending.values);
      if (!columns.ok()) {
        return Damaged(dir, what(loading, slot), columns.status());
      }
      loading.table->stored_patches()[slot] = *columns;
      return load_pending();
    }
    if (absl::Status loaded = load_pending(); !loaded.ok()) return loaded;
    absl::StatusOr<std::vector<Value>> row =
        DecodeRow(loading.types, bytes, loading.missing);
    if (!row.ok()) return Damaged(dir, what(loading, slot), row.status());
    pending.loading = &loading;
    pending.slot = slot;
    pending.values = *std::move(row);
    return absl::OkStatus();
  });
  if (s.ok()) s = load_pending();
  if (!s.ok()) return s;

  for (auto& [id, loading] : tables) {
    for (IndexDef& def : loading.indexes) {
      const std::string name = def.name;
      absl::StatusOr<std::shared_ptr<indexes::Index>> index =
          indexes::Index::Create(loading.table.get(), std::move(def));
      if (index.ok()) s = loading.table->AddIndex(*std::move(index));
      if (!index.ok() || !s.ok()) {
        return Damaged(dir, absl::StrCat("index \"", name, "\""),
                       index.ok() ? s : index.status());
      }
    }
  }
  for (const std::string& bytes : stored->roles) {
    absl::StatusOr<RoleInfo> role = DecodeRole(bytes);
    if (!role.ok()) return Damaged(dir, "a role", role.status());
    roles->Restore(*std::move(role));
  }
  for (const auto& [name, value] : stored->settings) {
    if (absl::Status applied = apply(name, value); !applied.ok()) {
      return Damaged(dir, absl::StrCat("setting ", name), applied);
    }
  }
  // Rows of tables dropped or truncated before the last close.
  if (orphans > 0) {
    absl::StatusOr<int64_t> deleted = store.DeleteRowsUnless(
        [&](uint64_t id) { return tables.contains(id); });
    if (!deleted.ok()) return deleted.status();
  }
  progress.done = true;
  if (options.progress) options.progress(progress);
  return absl::OkStatus();
}

}  // namespace kite
