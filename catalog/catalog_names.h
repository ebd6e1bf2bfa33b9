// What the catalog functions (pg_get_indexdef, pg_table_is_visible,
// pg_get_userbyid, regclass output, ...) look up by OID: a snapshot of the
// catalog taken when a statement using them is bound. Such statements are
// bound for every execution (like those reading a system view), so the
// snapshot is never stale.
#ifndef KITE_CATALOG_CATALOG_NAMES_H_
#define KITE_CATALOG_CATALOG_NAMES_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"

namespace kite {

// Namespace (schema) OIDs, PostgreSQL 15's.
inline constexpr uint32_t kPgCatalogNamespace = 11;
inline constexpr uint32_t kPublicNamespace = 2200;
inline constexpr uint32_t kInformationSchemaNamespace = 13207;

struct CatalogNames {
  struct Relation {
    std::string name;
    int64_t namespace_oid = 0;
    int64_t bytes = 0;      // memory (pg_relation_size)
    int64_t table_oid = 0;  // indexes: their table's
    // Indexes: pg_get_indexdef's text and the key columns' names.
    std::string index_def;
    std::vector<std::string> index_columns;
  };
  // Tables, indexes and system views by OID.
  absl::flat_hash_map<int64_t, Relation> relations;
  // pg_get_constraintdef by constraint OID: "PRIMARY KEY (id)".
  absl::flat_hash_map<int64_t, std::string> constraint_defs;
  // Role names by OID (10: the bootstrap role).
  absl::flat_hash_map<int64_t, std::string> roles;
};

}  // namespace kite

#endif  // KITE_CATALOG_CATALOG_NAMES_H_
