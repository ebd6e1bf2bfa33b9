#include "catalog/catalog_relations.h"

#include <shared_mutex>
#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "catalog/system_views.h"
#include "common/pg_types.h"
#include "parser/ast_to_sql.h"
#include "parser/column_refs.h"

namespace kite {
namespace {

// A table column's PostgreSQL type: varchar(n) and char(n) are text to
// Kite, with their declared length kept in the catalog entry.
void SetColumnType(const TableEntry& entry, int col, RelationColumn* out) {
  const PgType pg = PgTypeOf(out->type);
  out->pg_type = pg.oid;
  out->typmod = pg.modifier;
  if (col >= static_cast<int>(entry.length_types.size()) ||
      entry.length_types[col].empty()) {
    return;
  }
  const bool is_char = entry.length_types[col].rfind("character(", 0) == 0;
  out->pg_type = is_char ? pg_oid::kBpchar : pg_oid::kVarchar;
  out->typmod = entry.max_lengths[col] + 4;
}

void AddTable(const TableEntry& entry, std::vector<CatalogRelation>* out) {
  const Table& table = *entry.table;
  const TableSchema& schema = table.schema();
  CatalogRelation rel;
  rel.oid = entry.oid;
  rel.name = table.name();
  rel.namespace_oid = kPublicNamespace;
  rel.kind = 'r';
  std::vector<std::shared_ptr<TableIndex>> indexes;
  std::vector<int64_t> index_bytes;
  int64_t pkey_bytes = 0;
  {
    // A deadlock with a transaction holding the table: no figures for it
    // rather than wait for ever.
    ScopedLock lock(&table.lock(), LockMode::kShared);
    indexes = table.indexes();
    if (lock.owns()) {
      rel.rows = static_cast<int64_t>(table.row_count());
      for (const ColumnMemory& c : table.MemoryUsage()) rel.bytes += c.bytes;
      pkey_bytes = static_cast<int64_t>(table.PrimaryKeyMemoryBytes());
      for (const auto& index : indexes) {
        index->CatchUp();  // as every reader does: apply pending writes
        index_bytes.push_back(static_cast<int64_t>(index->MemoryBytes()));
      }
    } else {
      index_bytes.assign(indexes.size(), 0);
    }
  }
  rel.has_index = !schema.primary_key.empty() || !indexes.empty();
  for (size_t c = 0; c < schema.columns.size(); ++c) {
    RelationColumn column;
    column.name = schema.columns[c].name;
    column.type = schema.columns[c].type;
    column.not_null = schema.columns[c].not_null;
    column.identity = entry.identity(static_cast<int>(c));
    SetColumnType(entry, static_cast<int>(c), &column);
    // An identity column's nextval() is no DEFAULT to PostgreSQL's views.
    if (c < entry.defaults.size() && entry.defaults[c] != nullptr &&
        column.identity == 0) {
      column.default_sql = ExprToSql(*entry.defaults[c]);
      if (c < entry.default_oids.size()) {
        column.default_oid = entry.default_oids[c];
      }
    }
    rel.columns.push_back(std::move(column));
  }
  for (const TableEntry::Check& check : entry.checks) {
    CatalogRelation::Check c{check.oid, check.name, ExprToSql(*check.expr), {}};
    for (size_t i = 0; i < schema.columns.size(); ++i) {
      if (ast::ReadsColumn(*check.expr, schema.columns[i].name)) {
        c.keys.push_back(static_cast<int>(i + 1));
      }
    }
    rel.checks.push_back(std::move(c));
  }
  out->push_back(rel);  // a copy: `rel` stays for its indexes
  auto add_index = [&](uint32_t oid, const std::string& name,
                       const std::string& method,
                       const std::vector<int>& columns, bool unique,
                       bool primary, uint32_t constraint_oid, int64_t bytes) {
    CatalogRelation index;
    index.oid = oid;
    index.bytes = bytes;
    index.name = name;
    index.namespace_oid = kPublicNamespace;
    index.kind = 'i';
    index.table_oid = rel.oid;
    index.table_name = rel.name;
    index.method = method;
    index.unique = unique;
    index.primary = primary;
    index.constraint_oid = constraint_oid;
    index.constraint_type = primary ? 'p' : constraint_oid != 0 ? 'u' : 0;
    for (int c : columns) {
      index.keys.push_back(c + 1);
      RelationColumn column = rel.columns[c];
      column.not_null = false;
      column.default_sql.clear();
      column.default_oid = 0;
      index.columns.push_back(std::move(column));
    }
    out->push_back(std::move(index));
  };
  if (!schema.primary_key.empty()) {
    add_index(entry.pkey_oid, schema.key_name, "hash", schema.primary_key, true,
              true, entry.pkey_constraint_oid, pkey_bytes);
  }
  for (size_t i = 0; i < indexes.size(); ++i) {
    const IndexDef& def = indexes[i]->def();
    add_index(def.oid, def.name,
              def.method == IndexMethod::kHash ? "hash" : "btree", def.columns,
              def.unique, false, def.constraint_oid, index_bytes[i]);
  }
}

// A sequence reads as a relation of one row: last_value, log_cnt and
// is_called.
void AddSequence(const Sequence& sequence, std::vector<CatalogRelation>* out) {
  CatalogRelation rel;
  rel.oid = sequence.oid();
  rel.sequence = sequence.record();
  rel.name = rel.sequence.name;
  rel.namespace_oid = kPublicNamespace;
  rel.kind = 'S';
  rel.rows = 1;
  for (const auto& [name, type] : {std::pair{"last_value", Type::Bigint()},
                                   std::pair{"log_cnt", Type::Bigint()},
                                   std::pair{"is_called", Type::Boolean()}}) {
    RelationColumn column;
    column.name = name;
    column.type = type;
    column.not_null = true;
    column.pg_type = PgTypeOf(type).oid;
    rel.columns.push_back(std::move(column));
  }
  out->push_back(std::move(rel));
}

}  // namespace

std::vector<CatalogRelation> CatalogRelations(
    const std::vector<TableEntry>& tables,
    const std::vector<std::shared_ptr<Sequence>>& sequences) {
  std::vector<CatalogRelation> out;
  for (const TableEntry& entry : tables) AddTable(entry, &out);
  const size_t first_sequence = out.size();
  for (const auto& sequence : sequences) AddSequence(*sequence, &out);
  // An identity column shows its sequence's options.
  for (size_t s = first_sequence; s < out.size(); ++s) {
    const SequenceRecord& seq = out[s].sequence;
    if (seq.identity == 0 || !seq.owner.has_value()) continue;
    for (size_t t = 0; t < first_sequence; ++t) {
      if (out[t].kind != 'r' || out[t].name != seq.owner->table) continue;
      for (RelationColumn& c : out[t].columns) {
        if (c.name == seq.owner->column) c.identity_options = seq.options;
      }
    }
  }
  for (const SystemView& view : SystemViews()) {
    CatalogRelation rel;
    rel.oid = view.oid;
    rel.name = std::string(view.name);
    rel.namespace_oid = view.schema == "information_schema"
                            ? kInformationSchemaNamespace
                            : kPgCatalogNamespace;
    rel.kind = view.kind;
    for (const ViewColumn& c : view.columns) {
      RelationColumn column;
      column.name = c.name;
      column.type = c.type;
      column.pg_type = c.pg_type;
      rel.columns.push_back(std::move(column));
    }
    out.push_back(std::move(rel));
  }
  return out;
}

std::string IndexDefinition(const CatalogRelation& index) {
  std::vector<std::string> columns;
  for (const RelationColumn& c : index.columns) columns.push_back(c.name);
  return absl::StrCat("CREATE ", index.unique ? "UNIQUE " : "", "INDEX ",
                      index.name, " ON public.", index.table_name, " USING ",
                      index.method, " (", absl::StrJoin(columns, ", "), ")");
}

std::string ConstraintDefinition(const CatalogRelation& index) {
  std::vector<std::string> columns;
  for (const RelationColumn& c : index.columns) columns.push_back(c.name);
  return absl::StrCat(index.primary ? "PRIMARY KEY (" : "UNIQUE (",
                      absl::StrJoin(columns, ", "), ")");
}

CatalogNames NamesOf(const std::vector<CatalogRelation>& relations,
                     const std::vector<std::pair<uint32_t, RoleInfo>>& roles) {
  CatalogNames names;
  for (const CatalogRelation& rel : relations) {
    CatalogNames::Relation& r = names.relations[rel.oid];
    r.name = rel.name;
    r.namespace_oid = rel.namespace_oid;
    r.bytes = rel.bytes;
    r.table_oid = rel.table_oid;
    if (rel.kind != 'i') continue;
    r.index_def = IndexDefinition(rel);
    for (const RelationColumn& c : rel.columns) {
      r.index_columns.push_back(c.name);
    }
    if (rel.constraint_oid != 0) {
      names.constraint_defs[rel.constraint_oid] = ConstraintDefinition(rel);
    }
  }
  for (const CatalogRelation& rel : relations) {
    for (const CatalogRelation::Check& check : rel.checks) {
      names.constraint_defs[check.oid] =
          absl::StrCat("CHECK (", check.sql, ")");
    }
  }
  for (const auto& [oid, role] : roles) names.roles[oid] = role.name;
  return names;
}

}  // namespace kite
