// The SQL standard's information_schema as PostgreSQL 15 fills it, for the
// views tools read most: schemata, tables, columns, sequences and the
// constraints (table_constraints, check_constraints, key_column_usage).
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "catalog/system_views.h"
#include "common/pg_types.h"

namespace kite {
namespace {

std::string DatabaseName(const ViewContext& context) {
  return context.session != nullptr ? context.session->database
                                    : SessionInfo().database;
}

const char* SchemaName(uint32_t namespace_oid) {
  switch (namespace_oid) {
    case kPgCatalogNamespace:
      return "pg_catalog";
    case kInformationSchemaNamespace:
      return "information_schema";
    default:
      return "public";
  }
}

void SchemataRows(const ViewContext& context, ViewRows* out) {
  for (const char* schema : {"information_schema", "pg_catalog", "public"}) {
    out->Add();
    out->Set("catalog_name", DatabaseName(context));
    out->Set("schema_name", schema);
    out->Set("schema_owner", kBootstrapRoleName);
  }
}

void TablesRows(const ViewContext& context, ViewRows* out) {
  for (const CatalogRelation& rel : context.relations) {
    if (rel.kind == 'i' || rel.kind == 'S') continue;
    out->Add();
    out->Set("table_catalog", DatabaseName(context));
    out->Set("table_schema", SchemaName(rel.namespace_oid));
    out->Set("table_name", rel.name);
    out->Set("table_type", rel.kind == 'r' ? "BASE TABLE" : "VIEW");
    // Only the user's tables take writes.
    const bool writable = rel.namespace_oid == kPublicNamespace;
    out->Set("is_insertable_into", writable ? "YES" : "NO");
    out->Set("is_typed", "NO");
  }
}

// data_type and the precision columns of one column, as PostgreSQL's
// information_schema.columns computes them from the type.
void SetTypeColumns(const RelationColumn& c, ViewRows* out) {
  const PgTypeInfo* t = FindPgType(c.pg_type);
  std::string data_type = FormatPgType(c.pg_type, kNoTypmod);
  if (t != nullptr && t->category == 'A') data_type = "ARRAY";
  out->Set("data_type", data_type);
  out->Set("udt_name", t != nullptr ? t->name : "");
  switch (c.pg_type) {
    case pg_oid::kInt2:
    case pg_oid::kInt4:
    case pg_oid::kInt8:
      out->Set("numeric_precision", int64_t{c.pg_type == pg_oid::kInt2   ? 16
                                            : c.pg_type == pg_oid::kInt4 ? 32
                                                                         : 64});
      out->Set("numeric_precision_radix", int64_t{2});
      out->Set("numeric_scale", int64_t{0});
      break;
    case pg_oid::kFloat4:
    case pg_oid::kFloat8:
      out->Set("numeric_precision",
               int64_t{c.pg_type == pg_oid::kFloat4 ? 24 : 53});
      out->Set("numeric_precision_radix", int64_t{2});
      break;
    case pg_oid::kNumeric:
      if (c.typmod >= 4) {
        out->Set("numeric_precision", int64_t{(c.typmod - 4) >> 16});
        out->Set("numeric_scale", int64_t{(c.typmod - 4) & 0xffff});
      }
      out->Set("numeric_precision_radix", int64_t{10});
      break;
    case pg_oid::kVarchar:
    case pg_oid::kBpchar:
      if (c.typmod >= 4) {
        out->Set("character_maximum_length", int64_t{c.typmod - 4});
        out->Set("character_octet_length", int64_t{(c.typmod - 4) * 4});
      } else {
        out->Set("character_octet_length", int64_t{1073741824});
      }
      break;
    case pg_oid::kText:
      out->Set("character_octet_length", int64_t{1073741824});
      break;
    case pg_oid::kDate:
      out->Set("datetime_precision", int64_t{0});
      break;
    case pg_oid::kTimestamp:
    case pg_oid::kTimestamptz:
    case pg_oid::kTime:
      out->Set("datetime_precision", int64_t{6});
      break;
    default:
      break;
  }
}

void ColumnsRows(const ViewContext& context, ViewRows* out) {
  for (const CatalogRelation& rel : context.relations) {
    if (rel.kind == 'i' || rel.kind == 'S') continue;
    for (size_t i = 0; i < rel.columns.size(); ++i) {
      const RelationColumn& c = rel.columns[i];
      const int64_t position = static_cast<int64_t>(i + 1);
      out->Add();
      out->Set("table_catalog", DatabaseName(context));
      out->Set("table_schema", SchemaName(rel.namespace_oid));
      out->Set("table_name", rel.name);
      out->Set("column_name", c.name);
      out->Set("ordinal_position", position);
      if (!c.default_sql.empty()) out->Set("column_default", c.default_sql);
      out->Set("is_nullable", c.not_null ? "NO" : "YES");
      SetTypeColumns(c, out);
      out->Set("udt_catalog", DatabaseName(context));
      out->Set("udt_schema", "pg_catalog");
      out->Set("dtd_identifier", absl::StrCat(position));
      out->Set("is_self_referencing", "NO");
      out->Set("is_identity", c.identity != 0 ? "YES" : "NO");
      out->Set("identity_cycle",
               c.identity != 0 && c.identity_options.cycle ? "YES" : "NO");
      if (c.identity != 0) {
        const SequenceOptions& o = c.identity_options;
        out->Set("identity_generation",
                 c.identity == 'a' ? "ALWAYS" : "BY DEFAULT");
        out->Set("identity_start", absl::StrCat(o.start));
        out->Set("identity_increment", absl::StrCat(o.increment));
        out->Set("identity_maximum", absl::StrCat(o.max));
        out->Set("identity_minimum", absl::StrCat(o.min));
      }
      out->Set("is_generated", "NEVER");
      out->Set("is_updatable",
               rel.namespace_oid == kPublicNamespace ? "YES" : "NO");
    }
  }
}

void Add(std::vector<SystemView>* views, std::string_view name, uint32_t oid,
         std::string_view columns,
         void (*rows)(const ViewContext&, ViewRows*)) {
  views->push_back(
      {"information_schema", name, oid, 'v', ParseViewColumns(columns), rows});
}

// information_schema.sequences: data_type and its precision as the
// standard has them (binary precision, radix 2, scale 0).
void SequencesRows(const ViewContext& context, ViewRows* out) {
  for (const CatalogRelation& rel : context.relations) {
    // An identity column's sequence is internal to it (pg_depend's 'i').
    if (rel.kind != 'S' || rel.sequence.identity != 0) continue;
    const SequenceOptions& o = rel.sequence.options;
    out->Add();
    out->Set("sequence_catalog", DatabaseName(context));
    out->Set("sequence_schema", SchemaName(rel.namespace_oid));
    out->Set("sequence_name", rel.name);
    out->Set("data_type", SequenceTypeName(o));
    out->Set("numeric_precision", int64_t{o.bytes * 8});
    out->Set("numeric_precision_radix", int64_t{2});
    out->Set("numeric_scale", int64_t{0});
    out->Set("start_value", absl::StrCat(o.start));
    out->Set("minimum_value", absl::StrCat(o.min));
    out->Set("maximum_value", absl::StrCat(o.max));
    out->Set("increment", absl::StrCat(o.increment));
    out->Set("cycle_option", o.cycle ? "YES" : "NO");
  }
}

// A table's constraints as information_schema lists them: primary key and
// UNIQUE (from their indexes), CHECK, and a CHECK named
// "<namespace>_<table>_<attnum>_not_null" for each NOT NULL column.
struct TableConstraint {
  const CatalogRelation* table;
  std::string name;
  const char* type;       // "PRIMARY KEY", "UNIQUE" or "CHECK"
  std::string check;      // CHECK: the clause
  std::vector<int> keys;  // PRIMARY KEY, UNIQUE: the attnums in order
};

std::vector<TableConstraint> TableConstraints(const ViewContext& context) {
  absl::flat_hash_map<uint32_t, const CatalogRelation*> tables;
  for (const CatalogRelation& rel : context.relations) {
    if (rel.kind == 'r') tables[rel.oid] = &rel;
  }
  std::vector<TableConstraint> out;
  for (const CatalogRelation& rel : context.relations) {
    if (rel.kind == 'r') {
      for (size_t i = 0; i < rel.columns.size(); ++i) {
        if (!rel.columns[i].not_null) continue;
        out.push_back({&rel,
                       absl::StrCat(rel.namespace_oid, "_", rel.oid, "_", i + 1,
                                    "_not_null"),
                       "CHECK",
                       absl::StrCat(rel.columns[i].name, " IS NOT NULL"),
                       {}});
      }
      for (const CatalogRelation::Check& check : rel.checks) {
        out.push_back(
            {&rel, check.name, "CHECK", absl::StrCat("(", check.sql, ")"), {}});
      }
    }
    auto table = tables.find(rel.table_oid);
    if (rel.constraint_type == 0 || table == tables.end()) continue;
    out.push_back({table->second, rel.name,
                   rel.constraint_type == 'p' ? "PRIMARY KEY" : "UNIQUE", "",
                   rel.keys});
  }
  return out;
}

// The columns naming constraint `c` and its table, which
// table_constraints and key_column_usage share.
void SetConstraintAndTable(const ViewContext& context, const TableConstraint& c,
                           ViewRows* out) {
  out->Set("constraint_catalog", DatabaseName(context));
  out->Set("constraint_schema", SchemaName(c.table->namespace_oid));
  out->Set("constraint_name", c.name);
  out->Set("table_catalog", DatabaseName(context));
  out->Set("table_schema", SchemaName(c.table->namespace_oid));
  out->Set("table_name", c.table->name);
}

void TableConstraintsRows(const ViewContext& context, ViewRows* out) {
  for (const TableConstraint& c : TableConstraints(context)) {
    out->Add();
    SetConstraintAndTable(context, c, out);
    out->Set("constraint_type", c.type);
    out->Set("is_deferrable", "NO");
    out->Set("initially_deferred", "NO");
    out->Set("enforced", "YES");
    if (std::string_view(c.type) == "UNIQUE") out->Set("nulls_distinct", "YES");
  }
}

void CheckConstraintsRows(const ViewContext& context, ViewRows* out) {
  for (const TableConstraint& c : TableConstraints(context)) {
    if (std::string_view(c.type) != "CHECK") continue;
    out->Add();
    out->Set("constraint_catalog", DatabaseName(context));
    out->Set("constraint_schema", SchemaName(c.table->namespace_oid));
    out->Set("constraint_name", c.name);
    out->Set("check_clause", c.check);
  }
}

void KeyColumnUsageRows(const ViewContext& context, ViewRows* out) {
  for (const TableConstraint& c : TableConstraints(context)) {
    for (size_t k = 0; k < c.keys.size(); ++k) {
      const int attnum = c.keys[k];
      if (attnum < 1 || attnum > static_cast<int>(c.table->columns.size())) {
        continue;
      }
      out->Add();
      SetConstraintAndTable(context, c, out);
      out->Set("column_name", c.table->columns[attnum - 1].name);
      out->Set("ordinal_position", static_cast<int64_t>(k + 1));
    }
  }
}

}  // namespace

void AddInformationSchemaViews(std::vector<SystemView>* views) {
  Add(views, "schemata", 13500,
      "catalog_name sql_identifier, schema_name sql_identifier, schema_owner "
      "sql_identifier, default_character_set_catalog sql_identifier, "
      "default_character_set_schema sql_identifier, "
      "default_character_set_name sql_identifier, sql_path character_data",
      &SchemataRows);
  Add(views, "tables", 13501,
      "table_catalog sql_identifier, table_schema sql_identifier, table_name "
      "sql_identifier, table_type character_data, "
      "self_referencing_column_name sql_identifier, reference_generation "
      "character_data, user_defined_type_catalog sql_identifier, "
      "user_defined_type_schema sql_identifier, user_defined_type_name "
      "sql_identifier, is_insertable_into yes_or_no, is_typed yes_or_no, "
      "commit_action character_data",
      &TablesRows);
  Add(views, "columns", 13502,
      "table_catalog sql_identifier, table_schema sql_identifier, table_name "
      "sql_identifier, column_name sql_identifier, ordinal_position "
      "cardinal_number, column_default character_data, is_nullable "
      "yes_or_no, data_type character_data, character_maximum_length "
      "cardinal_number, character_octet_length cardinal_number, "
      "numeric_precision cardinal_number, numeric_precision_radix "
      "cardinal_number, numeric_scale cardinal_number, datetime_precision "
      "cardinal_number, interval_type character_data, interval_precision "
      "cardinal_number, character_set_catalog sql_identifier, "
      "character_set_schema sql_identifier, character_set_name "
      "sql_identifier, collation_catalog sql_identifier, collation_schema "
      "sql_identifier, collation_name sql_identifier, domain_catalog "
      "sql_identifier, domain_schema sql_identifier, domain_name "
      "sql_identifier, udt_catalog sql_identifier, udt_schema "
      "sql_identifier, udt_name sql_identifier, scope_catalog "
      "sql_identifier, scope_schema sql_identifier, scope_name "
      "sql_identifier, maximum_cardinality cardinal_number, dtd_identifier "
      "sql_identifier, is_self_referencing yes_or_no, is_identity "
      "yes_or_no, identity_generation character_data, identity_start "
      "character_data, identity_increment character_data, identity_maximum "
      "character_data, identity_minimum character_data, identity_cycle "
      "yes_or_no, is_generated character_data, generation_expression "
      "character_data, is_updatable yes_or_no",
      &ColumnsRows);
  Add(views, "sequences", 13578,
      "sequence_catalog sql_identifier, sequence_schema sql_identifier, "
      "sequence_name sql_identifier, data_type character_data, "
      "numeric_precision cardinal_number, numeric_precision_radix "
      "cardinal_number, numeric_scale cardinal_number, start_value "
      "character_data, minimum_value character_data, maximum_value "
      "character_data, increment character_data, cycle_option yes_or_no",
      &SequencesRows);
  Add(views, "table_constraints", 13411,
      "constraint_catalog sql_identifier, constraint_schema sql_identifier, "
      "constraint_name sql_identifier, table_catalog sql_identifier, "
      "table_schema sql_identifier, table_name sql_identifier, "
      "constraint_type character_data, is_deferrable yes_or_no, "
      "initially_deferred yes_or_no, enforced yes_or_no, nulls_distinct "
      "yes_or_no",
      &TableConstraintsRows);
  Add(views, "check_constraints", 13260,
      "constraint_catalog sql_identifier, constraint_schema sql_identifier, "
      "constraint_name sql_identifier, check_clause character_data",
      &CheckConstraintsRows);
  Add(views, "key_column_usage", 13329,
      "constraint_catalog sql_identifier, constraint_schema sql_identifier, "
      "constraint_name sql_identifier, table_catalog sql_identifier, "
      "table_schema sql_identifier, table_name sql_identifier, column_name "
      "sql_identifier, ordinal_position cardinal_number, "
      "position_in_unique_constraint cardinal_number",
      &KeyColumnUsageRows);
}

}  // namespace kite
