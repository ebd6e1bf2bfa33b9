// What the catalog stores on disk (durability/durable_store.h): a table's
// definition (schema, defaults as SQL, VARCHAR limits, indexes), a role,
// a setting. Each is encoded as a version byte then length-prefixed
// fields; decoding checks every length, so a damaged record is an error.
#ifndef KITE_DURABILITY_STORED_CATALOG_H_
#define KITE_DURABILITY_STORED_CATALOG_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "catalog/catalog.h"
#include "kite/kite.h"
#include "storage/table.h"
#include "storage/table_index.h"

namespace kite {

struct StoredTable {
  std::string name;
  TableSchema schema;
  std::vector<std::string> defaults;  // SQL per column; "" for none
  std::vector<int> max_lengths;       // TableEntry's
  std::vector<std::string> length_types;
  std::vector<IndexDef> indexes;
  std::vector<char> identities;  // TableEntry's, one per column
  std::vector<std::pair<std::string, std::string>> checks;  // name, SQL
  std::vector<std::optional<Value>> missing;  // TableEntry's, per column
};

// The definition of `entry`'s table as it is now (the caller holds the
// table's lock, or nobody writes it).
StoredTable StoredTableOf(const TableEntry& entry);

std::string EncodeStoredTable(const StoredTable& table);
absl::StatusOr<StoredTable> DecodeStoredTable(std::string_view bytes);

// A sequence's definition (its state is stored on its own, as it changes
// with every kSequenceLogAhead nextvals). A decoded one has the state of
// its START.
std::string EncodeSequence(const SequenceRecord& sequence);
absl::StatusOr<SequenceRecord> DecodeSequence(std::string_view bytes);
std::string EncodeSequenceState(const SequenceState& state);
absl::StatusOr<SequenceState> DecodeSequenceState(std::string_view bytes);

std::string EncodeRole(const RoleInfo& role);
absl::StatusOr<RoleInfo> DecodeRole(std::string_view bytes);

}  // namespace kite

#endif  // KITE_DURABILITY_STORED_CATALOG_H_
