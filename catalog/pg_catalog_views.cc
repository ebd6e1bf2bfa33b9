// PostgreSQL's pg_catalog as far as psql's \d commands and the drivers'
// type lookups read it: the columns of PostgreSQL 15's catalogs, rows for
// Kite's tables, indexes, system views, types and roles. Catalogs of
// features Kite lacks (inheritance, policies, publications, triggers,
// enums, ...) are there and empty, so that the queries reading them work.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "catalog/system_views.h"
#include "common/pg_types.h"

namespace kite {
namespace {

constexpr int64_t kDefaultCollation = 100;
constexpr int64_t kCCollation = 950;

Value Int64s(const std::vector<int64_t>& items) {
  std::vector<Value> values;
  for (int64_t i : items) values.push_back(Value::Bigint(i));
  return Value::Array(Type{TypeId::kBigintArray}, std::move(values));
}

Value Ints(const std::vector<int>& items) {
  std::vector<Value> values;
  for (int i : items) values.push_back(Value::Integer(i));
  return Value::Array(Type{TypeId::kIntegerArray}, std::move(values));
}

void NoRows(const ViewContext&, ViewRows*) {}

void NamespaceRows(const ViewContext&, ViewRows* out) {
  for (const auto& [oid, name] : std::vector<std::pair<int64_t, const char*>>{
           {kPgCatalogNamespace, "pg_catalog"},
           {kPublicNamespace, "public"},
           {kInformationSchemaNamespace, "information_schema"}}) {
    out->Add();
    out->Set("oid", oid);
    out->Set("nspname", name);
    out->Set("nspowner", int64_t{kBootstrapRoleOid});
  }
}

void ClassRows(const ViewContext& context, ViewRows* out) {
  for (const CatalogRelation& rel : context.relations) {
    out->Add();
    out->Set("oid", int64_t{rel.oid});
    out->Set("relname", rel.name);
    out->Set("relnamespace", int64_t{rel.namespace_oid});
    out->Set("relowner", int64_t{kBootstrapRoleOid});
    out->Set("relam", int64_t{rel.kind == 'r'                      ? kHeapAm
                              : rel.kind == 'v' || rel.kind == 'S' ? 0
                              : rel.method == "hash"               ? kHashAm
                                                                   : kBtreeAm});
    out->Set("relfilenode", int64_t{rel.kind == 'v' ? 0 : rel.oid});
    out->Set("reltuples", Value::Double(rel.kind == 'v' ? -1.0 : rel.rows));
    out->Set("relhasindex", rel.has_index);
    out->Set("relpersistence", "p");
    out->Set("relkind", std::string(1, rel.kind));
    out->Set("relnatts", static_cast<int64_t>(rel.columns.size()));
    out->Set("relispopulated", true);
    out->Set("relreplident", rel.kind == 'r' ? "d" : "n");
  }
}

void AttributeRows(const ViewContext& context, ViewRows* out) {
  for (const CatalogRelation& rel : context.relations) {
    for (size_t i = 0; i < rel.columns.size(); ++i) {
      const RelationColumn& c = rel.columns[i];
      const PgTypeInfo* t = FindPgType(c.pg_type);
      out->Add();
      out->Set("attrelid", int64_t{rel.oid});
      out->Set("attname", c.name);
      out->Set("atttypid", int64_t{c.pg_type});
      out->Set("attstattarget", int64_t{-1});
      out->Set("attlen", int64_t{t != nullptr ? t->length : -1});
      out->Set("attnum", static_cast<int64_t>(i + 1));
      out->Set("attndims", int64_t{c.type.is_array() ? 1 : 0});
      out->Set("attcacheoff", int64_t{-1});
      out->Set("atttypmod", int64_t{c.typmod});
      out->Set("attbyval", t != nullptr && t->by_value);
      out->Set("attalign", std::string(1, t != nullptr ? t->align : 'i'));
      out->Set("attstorage", std::string(1, t != nullptr ? t->storage : 'p'));
      out->Set("attcompression", "");
      out->Set("attnotnull", c.not_null);
      out->Set("atthasdef", !c.default_sql.empty());
      out->Set("attidentity",
               c.identity != 0 ? std::string(1, c.identity) : "");
      out->Set("attgenerated", "");
      out->Set("attislocal", true);
      out->Set("attcollation",
               int64_t{t != nullptr && t->collation != 0 ? t->collation : 0});
    }
  }
}

void TypeRows(const ViewContext&, ViewRows* out) {
  for (const PgTypeInfo& t : PgTypeInfos()) {
    const bool array = std::string_view(t.input) == "array_in";
    out->Add();
    out->Set("oid", int64_t{t.oid});
    out->Set("typname", t.name);
    out->Set("typnamespace", int64_t{kPgCatalogNamespace});
    out->Set("typowner", int64_t{kBootstrapRoleOid});
    out->Set("typlen", int64_t{t.length});
    out->Set("typbyval", t.by_value);
    out->Set("typtype", std::string(1, t.kind));
    out->Set("typcategory", std::string(1, t.category));
    out->Set("typispreferred", t.preferred);
    out->Set("typisdefined", true);
    out->Set("typdelim", ",");
    out->Set("typsubscript", array ? "array_subscript_handler" : "-");
    out->Set("typelem", int64_t{t.element});
    out->Set("typarray", int64_t{t.array});
    out->Set("typinput", t.input);
    out->Set("typoutput", t.output);
    out->Set("typreceive", t.receive);
    out->Set("typsend", t.send);
    out->Set("typmodin", "-");
    out->Set("typmodout", "-");
    out->Set("typanalyze", array ? "array_typanalyze" : "-");
    out->Set("typalign", std::string(1, t.align));
    out->Set("typstorage", std::string(1, t.storage));
    out->Set("typtypmod", int64_t{-1});
    out->Set("typcollation", int64_t{t.collation});
  }
}

void IndexRows(const ViewContext& context, ViewRows* out) {
  for (const CatalogRelation& rel : context.relations) {
    if (rel.kind != 'i') continue;
    std::vector<int64_t> collations, classes;
    for (const RelationColumn& c : rel.columns) {
      collations.push_back(c.type.id == TypeId::kText ? kDefaultCollation : 0);
      classes.push_back(0);
    }
    out->Add();
    out->Set("indexrelid", int64_t{rel.oid});
    out->Set("indrelid", int64_t{rel.table_oid});
    out->Set("indnatts", static_cast<int64_t>(rel.keys.size()));
    out->Set("indnkeyatts", static_cast<int64_t>(rel.keys.size()));
    out->Set("indisunique", rel.unique);
    out->Set("indisprimary", rel.primary);
    out->Set("indimmediate", true);
    out->Set("indisvalid", true);
    out->Set("indisready", true);
    out->Set("indislive", true);
    out->Set("indkey", Ints(rel.keys));
    out->Set("indcollation", Int64s(collations));
    out->Set("indclass", Int64s(classes));
    out->Set("indoption", Ints(std::vector<int>(rel.keys.size(), 0)));
  }
}

void AttrdefRows(const ViewContext& context, ViewRows* out) {
  for (const CatalogRelation& rel : context.relations) {
    if (rel.kind != 'r') continue;
    for (size_t i = 0; i < rel.columns.size(); ++i) {
      const RelationColumn& c = rel.columns[i];
      if (c.default_sql.empty()) continue;
      out->Add();
      out->Set("oid", int64_t{c.default_oid});
      out->Set("adrelid", int64_t{rel.oid});
      out->Set("adnum", static_cast<int64_t>(i + 1));
      // PostgreSQL keeps a node tree, which pg_get_expr turns into SQL;
      // Kite keeps the SQL.
      out->Set("adbin", c.default_sql);
    }
  }
}

void ConstraintRows(const ViewContext& context, ViewRows* out) {
  for (const CatalogRelation& rel : context.relations) {
    for (const CatalogRelation::Check& check : rel.checks) {
      out->Add();
      out->Set("oid", int64_t{check.oid});
      out->Set("conname", check.name);
      out->Set("connamespace", int64_t{rel.namespace_oid});
      out->Set("contype", "c");
      out->Set("convalidated", true);
      out->Set("conrelid", int64_t{rel.oid});
      out->Set("confupdtype", " ");
      out->Set("confdeltype", " ");
      out->Set("confmatchtype", " ");
      out->Set("conislocal", true);
      out->Set("conkey", Ints(check.keys));
      out->Set("conbin", check.sql);
    }
  }
  for (const CatalogRelation& rel : context.relations) {
    if (rel.constraint_type == 0) continue;
    out->Add();
    out->Set("oid", int64_t{rel.constraint_oid});
    out->Set("conname", rel.name);
    out->Set("connamespace", int64_t{rel.namespace_oid});
    out->Set("contype", std::string(1, rel.constraint_type));
    out->Set("convalidated", true);
    out->Set("conrelid", int64_t{rel.table_oid});
    out->Set("conindid", int64_t{rel.oid});
    out->Set("confupdtype", " ");
    out->Set("confdeltype", " ");
    out->Set("confmatchtype", " ");
    out->Set("conislocal", true);
    out->Set("connoinherit", true);
    out->Set("conkey", Ints(rel.keys));
  }
}

void SequenceRows(const ViewContext& context, ViewRows* out) {
  for (const CatalogRelation& rel : context.relations) {
    if (rel.kind != 'S') continue;
    const SequenceOptions& o = rel.sequence.options;
    out->Add();
    out->Set("seqrelid", int64_t{rel.oid});
    out->Set("seqtypid", int64_t{o.bytes == 2   ? pg_oid::kInt2
                                 : o.bytes == 4 ? pg_oid::kInt4
                                                : pg_oid::kInt8});
    out->Set("seqstart", o.start);
    out->Set("seqincrement", o.increment);
    out->Set("seqmax", o.max);
    out->Set("seqmin", o.min);
    out->Set("seqcache", o.cache);
    out->Set("seqcycle", o.cycle);
  }
}

// pg_sequences: last_value is NULL until the first nextval.
void SequencesRows(const ViewContext& context, ViewRows* out) {
  for (const CatalogRelation& rel : context.relations) {
    if (rel.kind != 'S') continue;
    const SequenceOptions& o = rel.sequence.options;
    out->Add();
    out->Set("schemaname", "public");
    out->Set("sequencename", rel.name);
    out->Set("sequenceowner", kBootstrapRoleName);
    out->Set("data_type", SequenceTypeName(o));
    out->Set("start_value", o.start);
    out->Set("min_value", o.min);
    out->Set("max_value", o.max);
    out->Set("increment_by", o.increment);
    out->Set("cycle", o.cycle);
    out->Set("cache_size", o.cache);
    if (rel.sequence.state.is_called) {
      out->Set("last_value", rel.sequence.state.last_value);
    } else {
      out->Set("last_value", Value::Null(Type::Bigint()));
    }
  }
}

void AmRows(const ViewContext&, ViewRows* out) {
  for (const auto& [oid, name, handler, type] :
       std::vector<std::tuple<int64_t, const char*, const char*, const char*>>{
           {kHeapAm, "heap", "heap_tableam_handler", "t"},
           {kBtreeAm, "btree", "bthandler", "i"},
           {kHashAm, "hash", "hashhandler", "i"}}) {
    out->Add();
    out->Set("oid", oid);
    out->Set("amname", name);
    out->Set("amhandler", handler);
    out->Set("amtype", type);
  }
}

void CollationRows(const ViewContext&, ViewRows* out) {
  for (const auto& [oid, name, provider] :
       std::vector<std::tuple<int64_t, const char*, const char*>>{
           {kDefaultCollation, "default", "d"},
           {kCCollation, "C", "c"},
           {951, "POSIX", "c"}}) {
    out->Add();
    out->Set("oid", oid);
    out->Set("collname", name);
    out->Set("collnamespace", int64_t{kPgCatalogNamespace});
    out->Set("collowner", int64_t{kBootstrapRoleOid});
    out->Set("collprovider", provider);
    out->Set("collisdeterministic", true);
    out->Set("collencoding", int64_t{-1});
    if (oid != kDefaultCollation) {
      out->Set("collcollate", name);
      out->Set("collctype", name);
    }
  }
}

void RoleRows(const ViewContext& context, ViewRows* out) {
  for (const auto& [oid, role] : context.catalog->RolesWithOids()) {
    out->Add();
    out->Set("rolname", role.name);
    out->Set("rolsuper", role.superuser);
    out->Set("rolinherit", true);
    out->Set("rolcreaterole", role.superuser);
    out->Set("rolcreatedb", role.superuser);
    out->Set("rolcanlogin", role.login);
    out->Set("rolconnlimit", int64_t{-1});
    if (!role.password_verifier.empty()) out->Set("rolpassword", "********");
    out->Set("rolbypassrls", role.superuser);
    out->Set("oid", int64_t{oid});
  }
}

void DatabaseRows(const ViewContext& context, ViewRows* out) {
  out->Add();
  out->Set("oid", int64_t{5});
  out->Set("datname", context.session != nullptr ? context.session->database
                                                 : SessionInfo().database);
  out->Set("datdba", int64_t{kBootstrapRoleOid});
  out->Set("encoding", int64_t{6});  // UTF8
  out->Set("datlocprovider", "c");
  out->Set("datallowconn", true);
  out->Set("datconnlimit", int64_t{-1});
  out->Set("dattablespace", int64_t{1663});
  out->Set("datcollate", "C");
  out->Set("datctype", "C");
}

void TablespaceRows(const ViewContext&, ViewRows* out) {
  for (const auto& [oid, name] : std::vector<std::pair<int64_t, const char*>>{
           {1663, "pg_default"}, {1664, "pg_global"}}) {
    out->Add();
    out->Set("oid", oid);
    out->Set("spcname", name);
    out->Set("spcowner", int64_t{kBootstrapRoleOid});
  }
}

// A catalog table; pg_roles is a view in PostgreSQL.
void Add(std::vector<SystemView>* views, std::string_view name, uint32_t oid,
         std::string_view columns,
         void (*rows)(const ViewContext&, ViewRows*)) {
  const bool view = name == "pg_roles" || name == "pg_sequences";
  views->push_back({"pg_catalog", name, oid, view ? 'v' : 'r',
                    ParseViewColumns(columns), rows});
}

}  // namespace

void AddPgCatalogViews(std::vector<SystemView>* views) {
  // Columns and OIDs as in PostgreSQL 15 (the views' OIDs, such as
  // pg_roles', vary between PostgreSQL's releases).
  Add(views, "pg_namespace", 2615,
      "oid oid, nspname name, nspowner oid, nspacl aclitem[]", &NamespaceRows);
  Add(views, "pg_class", 1259,
      "oid oid, relname name, relnamespace oid, reltype oid, reloftype oid, "
      "relowner oid, relam oid, relfilenode oid, reltablespace oid, relpages "
      "integer, reltuples real, relallvisible integer, reltoastrelid oid, "
      "relhasindex boolean, relisshared boolean, relpersistence \"char\", "
      "relkind \"char\", relnatts smallint, relchecks smallint, relhasrules "
      "boolean, relhastriggers boolean, relhassubclass boolean, "
      "relrowsecurity boolean, relforcerowsecurity boolean, relispopulated "
      "boolean, relreplident \"char\", relispartition boolean, relrewrite "
      "oid, relfrozenxid xid, relminmxid xid, relacl aclitem[], reloptions "
      "text[], relpartbound pg_node_tree",
      &ClassRows);
  Add(views, "pg_attribute", 1249,
      "attrelid oid, attname name, atttypid oid, attstattarget integer, "
      "attlen smallint, attnum smallint, attndims integer, attcacheoff "
      "integer, atttypmod integer, attbyval boolean, attalign \"char\", "
      "attstorage \"char\", attcompression \"char\", attnotnull boolean, "
      "atthasdef boolean, atthasmissing boolean, attidentity \"char\", "
      "attgenerated \"char\", attisdropped boolean, attislocal boolean, "
      "attinhcount integer, attcollation oid, attacl aclitem[], attoptions "
      "text[], attfdwoptions text[], attmissingval anyarray",
      &AttributeRows);
  Add(views, "pg_type", 1247,
      "oid oid, typname name, typnamespace oid, typowner oid, typlen "
      "smallint, typbyval boolean, typtype \"char\", typcategory \"char\", "
      "typispreferred boolean, typisdefined boolean, typdelim \"char\", "
      "typrelid oid, typsubscript regproc, typelem oid, typarray oid, "
      "typinput regproc, typoutput regproc, typreceive regproc, typsend "
      "regproc, typmodin regproc, typmodout regproc, typanalyze regproc, "
      "typalign \"char\", typstorage \"char\", typnotnull boolean, "
      "typbasetype oid, typtypmod integer, typndims integer, typcollation "
      "oid, typdefaultbin pg_node_tree, typdefault text, typacl aclitem[]",
      &TypeRows);
  Add(views, "pg_index", 2610,
      "indexrelid oid, indrelid oid, indnatts smallint, indnkeyatts "
      "smallint, indisunique boolean, indnullsnotdistinct boolean, "
      "indisprimary boolean, indisexclusion boolean, indimmediate boolean, "
      "indisclustered boolean, indisvalid boolean, indcheckxmin boolean, "
      "indisready boolean, indislive boolean, indisreplident boolean, indkey "
      "int2vector, indcollation oidvector, indclass oidvector, indoption "
      "int2vector, indexprs pg_node_tree, indpred pg_node_tree",
      &IndexRows);
  Add(views, "pg_attrdef", 2604,
      "oid oid, adrelid oid, adnum smallint, adbin pg_node_tree", &AttrdefRows);
  Add(views, "pg_constraint", 2606,
      "oid oid, conname name, connamespace oid, contype \"char\", "
      "condeferrable boolean, condeferred boolean, convalidated boolean, "
      "conrelid oid, contypid oid, conindid oid, conparentid oid, confrelid "
      "oid, confupdtype \"char\", confdeltype \"char\", confmatchtype "
      "\"char\", conislocal boolean, coninhcount integer, connoinherit "
      "boolean, conkey smallint[], confkey smallint[], conpfeqop oid[], "
      "conppeqop oid[], conffeqop oid[], confdelsetcols smallint[], "
      "conexclop oid[], conbin pg_node_tree",
      &ConstraintRows);
  Add(views, "pg_am", 2601,
      "oid oid, amname name, amhandler regproc, amtype \"char\"", &AmRows);
  Add(views, "pg_collation", 3456,
      "oid oid, collname name, collnamespace oid, collowner oid, "
      "collprovider \"char\", collisdeterministic boolean, collencoding "
      "integer, collcollate text, collctype text, colliculocale text, "
      "collversion text",
      &CollationRows);
  Add(views, "pg_roles", 12001,
      "rolname name, rolsuper boolean, rolinherit boolean, rolcreaterole "
      "boolean, rolcreatedb boolean, rolcanlogin boolean, rolreplication "
      "boolean, rolconnlimit integer, rolpassword text, rolvaliduntil "
      "timestamp with time zone, rolbypassrls boolean, rolconfig text[], oid "
      "oid",
      &RoleRows);
  Add(views, "pg_sequence", 2224,
      "seqrelid oid, seqtypid oid, seqstart bigint, seqincrement bigint, "
      "seqmax bigint, seqmin bigint, seqcache bigint, seqcycle boolean",
      &SequenceRows);
  Add(views, "pg_sequences", 12076,
      "schemaname name, sequencename name, sequenceowner name, data_type "
      "regtype, start_value bigint, min_value bigint, max_value bigint, "
      "increment_by bigint, cycle boolean, cache_size bigint, last_value "
      "bigint",
      &SequencesRows);
  Add(views, "pg_auth_members", 1261,
      "roleid oid, member oid, grantor oid, admin_option boolean", &NoRows);
  Add(views, "pg_database", 1262,
      "oid oid, datname name, datdba oid, encoding integer, datlocprovider "
      "\"char\", datistemplate boolean, datallowconn boolean, datconnlimit "
      "integer, datfrozenxid xid, datminmxid xid, dattablespace oid, "
      "datcollate text, datctype text, daticulocale text, datcollversion "
      "text, datacl aclitem[]",
      &DatabaseRows);
  Add(views, "pg_tablespace", 1213,
      "oid oid, spcname name, spcowner oid, spcacl aclitem[], spcoptions "
      "text[]",
      &TablespaceRows);
  Add(views, "pg_description", 2609,
      "objoid oid, classoid oid, objsubid integer, description text", &NoRows);
  Add(views, "pg_inherits", 2611,
      "inhrelid oid, inhparent oid, inhseqno integer, inhdetachpending "
      "boolean",
      &NoRows);
  Add(views, "pg_policy", 3256,
      "oid oid, polname name, polrelid oid, polcmd \"char\", polpermissive "
      "boolean, polroles oid[], polqual pg_node_tree, polwithcheck "
      "pg_node_tree",
      &NoRows);
  Add(views, "pg_statistic_ext", 3381,
      "oid oid, stxrelid oid, stxname name, stxnamespace oid, stxowner oid, "
      "stxstattarget integer, stxkeys int2vector, stxkind \"char\"[], "
      "stxexprs pg_node_tree",
      &NoRows);
  Add(views, "pg_publication", 6104,
      "oid oid, pubname name, pubowner oid, puballtables boolean, pubinsert "
      "boolean, pubupdate boolean, pubdelete boolean, pubtruncate boolean, "
      "pubviaroot boolean",
      &NoRows);
  Add(views, "pg_publication_rel", 6106,
      "oid oid, prpubid oid, prrelid oid, prqual pg_node_tree, prattrs "
      "int2vector",
      &NoRows);
  Add(views, "pg_publication_namespace", 6237,
      "oid oid, pnpubid oid, pnnspid oid", &NoRows);
  Add(views, "pg_trigger", 2620,
      "oid oid, tgrelid oid, tgparentid oid, tgname name, tgfoid oid, "
      "tgtype smallint, tgenabled \"char\", tgisinternal boolean, "
      "tgconstrrelid oid, tgconstrindid oid, tgconstraint oid, tgdeferrable "
      "boolean, tginitdeferred boolean, tgnargs smallint, tgattr int2vector, "
      "tgargs bytea, tgqual pg_node_tree, tgoldtable name, tgnewtable name",
      &NoRows);
  Add(views, "pg_enum", 3501,
      "oid oid, enumtypid oid, enumsortorder real, enumlabel name", &NoRows);
  Add(views, "pg_range", 3541,
      "rngtypid oid, rngsubtype oid, rngmultitypid oid, rngcollation oid, "
      "rngsubopc oid, rngcanonical regproc, rngsubdiff regproc",
      &NoRows);
  Add(views, "pg_extension", 3079,
      "oid oid, extname name, extowner oid, extnamespace oid, "
      "extrelocatable boolean, extversion text, extconfig oid[], "
      "extcondition text[]",
      &NoRows);
  Add(views, "pg_proc", 1255,
      "oid oid, proname name, pronamespace oid, proowner oid, prolang oid, "
      "procost real, prorows real, provariadic oid, prosupport regproc, "
      "prokind \"char\", prosecdef boolean, proleakproof boolean, "
      "proisstrict boolean, proretset boolean, provolatile \"char\", "
      "proparallel \"char\", pronargs smallint, pronargdefaults smallint, "
      "prorettype oid, proargtypes oidvector, proallargtypes oid[], "
      "proargmodes \"char\"[], proargnames text[], proargdefaults "
      "pg_node_tree, protrftypes oid[], prosrc text, probin text, "
      "prosqlbody pg_node_tree, proconfig text[], proacl aclitem[]",
      &NoRows);
}

}  // namespace kite
