#include "catalog/system_views.h"

#include <memory>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "common/text_util.h"
#include "kite/status.h"

namespace kite {
namespace {

// Kite's type and the PostgreSQL type OID of a catalog column type.
struct ColumnType {
  Type type;
  uint32_t pg_type;
  bool null_default = false;
};

const absl::flat_hash_map<std::string, ColumnType>& ColumnTypes() {
  static const auto* types = [] {
    const Type integers{TypeId::kIntegerArray};
    const Type bigints{TypeId::kBigintArray};
    const Type texts{TypeId::kTextArray};
    return new absl::flat_hash_map<std::string, ColumnType>{
        {"oid", {Type::Bigint(), 26}},
        {"xid", {Type::Bigint(), 28}},
        {"name", {Type::Text(), 19}},
        {"\"char\"", {Type::Text(), 18}},
        {"smallint", {Type::Integer(), 21}},
        {"integer", {Type::Integer(), 23}},
        {"bigint", {Type::Bigint(), 20}},
        {"real", {Type::Double(), 700}},
        {"double precision", {Type::Double(), 701}},
        {"boolean", {Type::Boolean(), 16}},
        {"text", {Type::Text(), 25}},
        {"bytea", {Type::Text(), 17}},
        {"regproc", {Type::Text(), 24}},
        {"regtype", {Type::Text(), 2206}},
        {"pg_node_tree", {Type::Text(), 194}},
        {"anyarray", {Type::Text(), 2277}},
        {"timestamp with time zone", {Type::Timestamp(), 1184}},
        {"inet", {Type::Text(), 869}},
        {"aclitem[]", {texts, 1034}},
        {"text[]", {texts, 1009}},
        {"\"char\"[]", {texts, 1002}},
        {"oid[]", {bigints, 1028}},
        {"oidvector", {bigints, 30}},
        {"smallint[]", {integers, 1005}},
        {"int2vector", {integers, 22}},
        // information_schema's domains, as their base types.
        {"sql_identifier", {Type::Text(), 19, true}},
        {"cardinal_number", {Type::Integer(), 23, true}},
        {"character_data", {Type::Text(), 1043, true}},
        {"yes_or_no", {Type::Text(), 1043, true}},
        {"time_stamp", {Type::Timestamp(), 1184, true}},
    };
  }();
  return *types;
}

// The value a column has when a view does not set it.
Value DefaultOf(Type t) {
  switch (t.id) {
    case TypeId::kBoolean:
      return Value::Boolean(false);
    case TypeId::kInteger:
      return Value::Integer(0);
    case TypeId::kBigint:
      return Value::Bigint(0);
    case TypeId::kDouble:
      return Value::Double(0);
    default:
      return Value::Null(t);
  }
}

}  // namespace

std::vector<ViewColumn> ParseViewColumns(std::string_view spec) {
  std::vector<ViewColumn> columns;
  size_t start = 0;
  while (start < spec.size()) {
    size_t end = spec.find(", ", start);
    if (end == std::string_view::npos) end = spec.size();
    std::string_view item = StripSpaces(spec.substr(start, end - start));
    start = end + 2;
    const size_t space = item.find(' ');
    ViewColumn c;
    c.name = std::string(item.substr(0, space));
    auto it = ColumnTypes().find(std::string(item.substr(space + 1)));
    // An unknown type is a bug in a view's definition: a text column of
    // pg_type 0 keeps it visible (and tests find it) instead of failing
    // every statement.
    c.type = it != ColumnTypes().end() ? it->second.type : Type::Text();
    c.pg_type = it != ColumnTypes().end() ? it->second.pg_type : 0;
    c.null_default = it != ColumnTypes().end() && it->second.null_default;
    columns.push_back(std::move(c));
  }
  return columns;
}

void ViewRows::Add() {
  std::vector<Value> row;
  row.reserve(columns_->size());
  for (const ViewColumn& c : *columns_) {
    row.push_back(c.null_default ? Value::Null(c.type) : DefaultOf(c.type));
  }
  rows_.push_back(std::move(row));
}

void ViewRows::Set(std::string_view column, Value value) {
  for (size_t i = 0; i < columns_->size(); ++i) {
    const ViewColumn& c = (*columns_)[i];
    if (c.name != column) continue;
    if (value.is_null()) {
      rows_.back()[i] = Value::Null(c.type);
      return;
    }
    if (value.type() != c.type) {
      absl::StatusOr<Value> cast = value.CastTo(c.type);
      if (!cast.ok()) {
        if (status_.ok()) status_ = cast.status();
        return;
      }
      value = *std::move(cast);
    }
    rows_.back()[i] = std::move(value);
    return;
  }
  if (status_.ok()) {
    status_ = SqlError(sqlstate::kInternalError,
                       Cat("system view has no column ", column));
  }
}

void ViewRows::AddValues(std::vector<Value> values) {
  rows_.push_back(std::move(values));
}

const std::vector<SystemView>& SystemViews() {
  static const auto* views = [] {
    auto* v = new std::vector<SystemView>;
    AddPgCatalogViews(v);
    AddKiteViews(v);
    AddActivityViews(v);
    AddInformationSchemaViews(v);
    return v;
  }();
  return *views;
}

const SystemView* FindSystemView(std::string_view name) {
  std::string_view schema = "pg_catalog";
  if (const size_t dot = name.find('.'); dot != std::string_view::npos) {
    schema = name.substr(0, dot);
    name = name.substr(dot + 1);
  }
  for (const SystemView& view : SystemViews()) {
    if (view.schema == schema && view.name == name) return &view;
  }
  return nullptr;
}

absl::StatusOr<std::shared_ptr<Table>> MaterializeView(
    const SystemView& view, const ViewContext& context) {
  ViewRows rows(&view.columns);
  view.rows(context, &rows);
  if (!rows.status().ok()) return rows.status();
  TableSchema schema;
  for (const ViewColumn& c : view.columns) {
    schema.columns.push_back({c.name, c.type});
  }
  auto table = std::make_shared<Table>(std::string(view.name), schema);
  UndoLog undo;
  for (std::vector<Value>& row : rows.rows()) {
    absl::StatusOr<RowId> id = table->Insert(std::move(row), &undo);
    if (!id.ok()) {
      return SqlError(sqlstate::kInternalError,
                      Cat("system view ", view.name, ": ",
                          std::string(id.status().message())));
    }
  }
  undo.Clear();
  return table;
}

absl::StatusOr<std::shared_ptr<Table>> Catalog::MaterializeSystemView(
    std::string_view name, const SessionInfo* session) const {
  const SystemView* view = FindSystemView(name);
  if (view == nullptr) {
    return SqlError(sqlstate::kUndefinedTable,
                    Cat("relation \"", name, "\" does not exist"));
  }
  ViewContext context;
  context.catalog = this;
  context.session = session;
  // Kite's views read the tables themselves; the others read pg_class's
  // picture of them.
  if (view->reads_relations &&
      (view->schema != "pg_catalog" || view->name.substr(0, 5) != "kite_")) {
    context.relations = CatalogRelations(Entries(), Sequences());
  }
  return MaterializeView(*view, context);
}

bool Catalog::IsSystemView(std::string_view name) {
  return FindSystemView(name) != nullptr;
}

std::optional<uint32_t> Catalog::RelationOid(std::string_view name) const {
  if (const SystemView* view = FindSystemView(name)) return view->oid;
  absl::MutexLock lock(&mu_);
  for (const auto& [table, entry] : tables_) {
    if (table == name) return entry.oid;
    if (entry.pkey_oid != 0 && name == entry.table->schema().key_name) {
      return entry.pkey_oid;
    }
    for (const auto& index : entry.table->indexes()) {
      if (index->def().name == name) return index->def().oid;
    }
  }
  auto it = sequences_.find(std::string(name));
  if (it != sequences_.end()) return it->second->oid();
  return std::nullopt;
}

std::shared_ptr<const CatalogNames> Catalog::Names() const {
  return std::make_shared<const CatalogNames>(
      NamesOf(CatalogRelations(Entries(), Sequences()), RolesWithOids()));
}

}  // namespace kite
