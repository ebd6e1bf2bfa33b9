// The catalog as PostgreSQL's pg_class sees it: every table, index and
// system view with its OID, namespace and columns. pg_class, pg_attribute,
// pg_index, pg_attrdef, pg_constraint, information_schema and the catalog
// functions are all computed from this one list.
#ifndef KITE_CATALOG_CATALOG_RELATIONS_H_
#define KITE_CATALOG_CATALOG_RELATIONS_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "catalog/catalog_names.h"

namespace kite {

struct RelationColumn {
  std::string name;
  Type type;             // Kite's
  uint32_t pg_type = 0;  // atttypid
  int32_t typmod = -1;   // atttypmod
  bool not_null = false;
  std::string default_sql;           // the DEFAULT as written; empty: none
  uint32_t default_oid = 0;          // pg_attrdef.oid
  char identity = 0;                 // attidentity: 'a', 'd' or none
  SequenceOptions identity_options;  // the identity's sequence's
};

struct CatalogRelation {
  uint32_t oid = 0;
  std::string name;
  uint32_t namespace_oid = 0;
  char kind = 'r';  // 'r' table, 'i' index, 'v' view, 'S' sequence
  std::vector<RelationColumn> columns;
  int64_t rows = 0;        // tables: live rows
  int64_t bytes = 0;       // memory: a table's columns, an index's entries
  bool has_index = false;  // tables: a primary key or another index
  // Indexes.
  uint32_t table_oid = 0;
  std::string table_name;
  std::string method;  // "btree" or "hash"
  bool unique = false;
  bool primary = false;
  std::vector<int> keys;  // the table's attnums (1-based), in key order
  uint32_t constraint_oid = 0;
  char constraint_type = 0;  // 'p' primary key, 'u' unique, 0: none
  // Sequences: what the sequence is now.
  SequenceRecord sequence;
  // Tables: CHECK constraints.
  struct Check {
    uint32_t oid = 0;
    std::string name;
    std::string sql;        // the expression as SQL
    std::vector<int> keys;  // the columns it reads (attnums)
  };
  std::vector<Check> checks;
};

// pg_am OIDs.
inline constexpr uint32_t kHeapAm = 2;
inline constexpr uint32_t kBtreeAm = 403;
inline constexpr uint32_t kHashAm = 405;

// Every user table followed by its indexes (primary key first), by table
// name, then every sequence, then every system view. Reads each table's
// row count under its shared lock.
std::vector<CatalogRelation> CatalogRelations(
    const std::vector<TableEntry>& tables,
    const std::vector<std::shared_ptr<Sequence>>& sequences);

// pg_get_indexdef(): "CREATE UNIQUE INDEX items_pkey ON public.items USING
// hash (id)".
std::string IndexDefinition(const CatalogRelation& index);
// pg_get_constraintdef(): "PRIMARY KEY (id)", "UNIQUE (a, b)".
std::string ConstraintDefinition(const CatalogRelation& index);

// The snapshot the catalog functions read, built from `relations` and
// the roles.
CatalogNames NamesOf(const std::vector<CatalogRelation>& relations,
                     const std::vector<std::pair<uint32_t, RoleInfo>>& roles);

}  // namespace kite

#endif  // KITE_CATALOG_CATALOG_RELATIONS_H_
