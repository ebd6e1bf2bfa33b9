// The system views: Kite's own (kite_tables, kite_columns, kite_indexes,
// kite_stats, kite_plan_cache) and the parts of PostgreSQL's pg_catalog and
// information_schema that psql and the drivers read. Their rows are
// computed from the catalog each time a statement reading them is bound.
//
// Kite's types stand in for PostgreSQL's catalog types: oid, xid and
// oidvector columns are bigint (oid[] bigint[]), name, "char", regproc and
// pg_node_tree are text, smallint and int2vector are integer (integer[]).
// pg_attribute lists the PostgreSQL types, RowDescription Kite's.
#ifndef KITE_CATALOG_SYSTEM_VIEWS_H_
#define KITE_CATALOG_SYSTEM_VIEWS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "catalog/catalog.h"
#include "catalog/catalog_relations.h"
#include "kite/kite.h"
#include "storage/table.h"

namespace kite {

// One column of a system view: Kite's type and the PostgreSQL type it
// stands for.
struct ViewColumn {
  std::string name;
  Type type;
  uint32_t pg_type = 0;  // pg_attribute.atttypid
  // Whether a row that does not set it has NULL (information_schema's
  // columns) rather than false or 0 (the catalogs').
  bool null_default = false;
};

// What a view's rows are computed from.
struct ViewContext {
  const Catalog* catalog = nullptr;
  const SessionInfo* session = nullptr;
  // Every relation (tables, indexes, system views) with OIDs and columns.
  std::vector<CatalogRelation> relations;
};

// Builds one view's rows by column name; columns not set are NULL, false
// for booleans and 0 for numbers. Values are cast to the column's type.
class ViewRows {
 public:
  explicit ViewRows(const std::vector<ViewColumn>* columns)
      : columns_(columns) {}

  // Starts a row; Set fills its columns. Errors (an unknown column name, a
  // value that does not cast) are kept for status().
  void Add();
  void Set(std::string_view column, Value value);
  void Set(std::string_view column, std::string_view text) {
    Set(column, Value::Text(std::string(text)));
  }
  void Set(std::string_view column, const char* text) {
    Set(column, std::string_view(text));
  }
  void Set(std::string_view column, int64_t number) {
    Set(column, Value::Bigint(number));
  }
  void Set(std::string_view column, bool b) { Set(column, Value::Boolean(b)); }
  // A row of values in column order (Kite's own views).
  void AddValues(std::vector<Value> values);

  std::vector<std::vector<Value>>& rows() { return rows_; }
  const absl::Status& status() const { return status_; }

 private:
  const std::vector<ViewColumn>* columns_;
  std::vector<std::vector<Value>> rows_;
  absl::Status status_;
};

struct SystemView {
  std::string_view schema;  // "pg_catalog" or "information_schema"
  std::string_view name;
  uint32_t oid = 0;
  // pg_class.relkind: 'r' for PostgreSQL's catalog tables, 'v' for its
  // views (pg_roles, information_schema's) and Kite's.
  char kind = 'v';
  std::vector<ViewColumn> columns;
  void (*rows)(const ViewContext& context, ViewRows* out) = nullptr;
  // Whether `rows` reads ViewContext::relations, which takes a shared
  // lock of every table in turn (waiting for their writers): the views
  // that must answer while tables are written (pg_stat_activity) do not.
  bool reads_relations = true;
};

// Every system view, pg_catalog's first.
const std::vector<SystemView>& SystemViews();

// The view `name` names: "x" for pg_catalog's and Kite's,
// "pg_catalog.x", "information_schema.x". Null when there is none.
const SystemView* FindSystemView(std::string_view name);

// Columns from a PostgreSQL-style list: "oid oid, relname name, relkind
// \"char\", ..." (the types psql's \d shows, including information_schema's
// domains sql_identifier, cardinal_number, character_data, yes_or_no). A
// type it does not know makes a text column of pg_type 0.
std::vector<ViewColumn> ParseViewColumns(std::string_view spec);

// The views of each topic (pg_catalog_views.cc, information_schema_views.cc,
// kite_views.cc).
void AddPgCatalogViews(std::vector<SystemView>* views);
void AddInformationSchemaViews(std::vector<SystemView>* views);
void AddKiteViews(std::vector<SystemView>* views);
void AddActivityViews(std::vector<SystemView>* views);  // activity_view.cc

// The rows of `view` as a table named view.name. Errors: XX000 when a row
// does not fit the view's columns (a bug).
absl::StatusOr<std::shared_ptr<Table>> MaterializeView(
    const SystemView& view, const ViewContext& context);

}  // namespace kite

#endif  // KITE_CATALOG_SYSTEM_VIEWS_H_
