// CREATE TABLE (with its columns' COMPRESSION, SERIAL, identity and CHECK
// constraints), DROP TABLE, TRUNCATE.
#include <algorithm>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <utility>

#include "absl/cleanup/cleanup.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "engine/database_impl.h"
#include "engine/transaction.h"
#include "kite/status.h"
#include "planner/binder.h"
#include "storage/compression.h"

namespace kite {
namespace {

// The columns of `schema` that `e` names, into `out`.
void NamedColumns(const ast::Expr& e, const TableSchema& schema,
                  std::set<std::string>* out) {
  if (e.kind == ast::ExprKind::kColumnRef && !e.names.empty() &&
      schema.ColumnIndex(e.names.back()) >= 0) {
    out->insert(e.names.back());
  }
  for (const ast::ExprPtr& a : e.args) {
    if (a != nullptr) NamedColumns(*a, schema, out);
  }
  if (e.case_operand != nullptr) NamedColumns(*e.case_operand, schema, out);
  if (e.else_expr != nullptr) NamedColumns(*e.else_expr, schema, out);
}

// The column a CHECK's chosen name has: as PostgreSQL, the one column the
// expression reads, or none ("t_check") when it reads none or several,
// wherever the constraint was written.
std::string CheckColumn(const ast::Expr& e, const TableSchema& schema) {
  std::set<std::string> columns;
  NamedColumns(e, schema, &columns);
  return columns.size() == 1 ? *columns.begin() : "";
}

}  // namespace

absl::Status DatabaseImpl::AddChecks(const ast::CreateTableStmt& stmt,
                                     const TableSchema& schema,
                                     plan::Binder* binder, TableEntry* entry) {
  std::vector<const ast::CheckDef*> checks;
  for (const ast::ColumnDef& def : stmt.columns) {
    for (const ast::CheckDef& check : def.checks) checks.push_back(&check);
  }
  for (const ast::CheckDef& check : stmt.checks) checks.push_back(&check);
  // The names given come first: a chosen name avoids them all, as
  // PostgreSQL's does.
  std::vector<TableEntry::Check> taken;
  for (const ast::CheckDef* check : checks) {
    if (check->name.empty()) continue;
    for (const TableEntry::Check& c : taken) {
      if (c.name == check->name) {
        return SqlError(
            sqlstate::kDuplicateObject,
            absl::StrCat("constraint \"", check->name, "\" for relation \"",
                         stmt.table, "\" already exists"));
      }
    }
    taken.push_back({check->name, check->expr});
  }
  for (const ast::CheckDef* check : checks) {
    absl::StatusOr<plan::BoundExprPtr> bound =
        binder->BindCheck(*check->expr, schema, stmt.table);
    if (!bound.ok()) return bound.status();
    std::string name = check->name;
    if (name.empty()) {
      name = ChooseCheckName(stmt.table, schema, *check->expr, taken);
      taken.push_back({name, check->expr});
    }
    entry->checks.push_back({std::move(name), check->expr});
  }
  return absl::OkStatus();
}

std::string DatabaseImpl::ChooseCheckName(
    const std::string& table, const TableSchema& schema, const ast::Expr& expr,
    const std::vector<TableEntry::Check>& checks) {
  // As PostgreSQL's ChooseConstraintName: t_c_check, t_check, then a
  // number.
  const std::string column = CheckColumn(expr, schema);
  const std::string base = column.empty()
                               ? absl::StrCat(table, "_check")
                               : absl::StrCat(table, "_", column, "_check");
  auto used = [&](const std::string& n) {
    if (catalog_.RelationExists(n)) return true;
    for (const TableEntry::Check& c : checks) {
      if (c.name == n) return true;
    }
    return false;
  };
  std::string name = base;
  for (int n = 1; used(name); ++n) name = absl::StrCat(base, n);
  return name;
}

std::pair<int, std::string> DeclaredLength(const ast::TypeName& type) {
  const std::string& tn = type.name;
  const bool is_char = tn == "char" || tn == "character" || tn == "bpchar";
  if ((is_char || tn == "varchar" || tn == "character varying") &&
      !type.modifiers.empty() && !type.is_array) {
    return {type.modifiers[0],
            absl::StrCat(is_char ? "character(" : "character varying(",
                         type.modifiers[0], ")")};
  }
  return {0, ""};
}

absl::StatusOr<Compression> ResolveCompression(const std::string& method,
                                               Type type) {
  // As PostgreSQL: DEFAULT is accepted for any type.
  if (method.empty() || method == "default") return Compression::kNone;
  if (!TypeSupportsCompression(type)) {
    return SqlError(
        sqlstate::kFeatureNotSupported,
        absl::StrCat("column data type ",
                     type.id == TypeId::kNumeric ? "numeric" : type.ToString(),
                     " does not support compression"));
  }
  std::optional<Compression> c = CompressionFromName(method);
  if (!c.has_value()) {
    return SqlError(
        sqlstate::kInvalidParameterValue,
        absl::StrCat("invalid compression method \"", method, "\""));
  }
  return *c;
}

absl::StatusOr<Compression> DatabaseImpl::ColumnCompression(
    const std::string& method, Type type) const {
  // Without COMPRESSION, a column that can be compressed gets SET
  // default_toast_compression's method, as in PostgreSQL.
  if (method.empty() && TypeSupportsCompression(type)) {
    return DefaultCompression();
  }
  return ResolveCompression(method, type);
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun& run,
                                         const ast::CreateTableStmt& stmt) {
  if (stmt.as_select != nullptr) return BindAndRun(run);  // CREATE TABLE AS
  const std::shared_ptr<const ast::Statement>& own = run.stmt;
  auto data = std::make_unique<ResultData>();
  data->tag = "CREATE TABLE";
  if (catalog_.Find(stmt.table).has_value() ||
      Catalog::IsSystemView(stmt.table)) {
    if (stmt.if_not_exists) {
      data->notices.push_back(absl::StrCat("relation \"", stmt.table,
                                           "\" already exists, skipping"));
      return Wrap(std::move(data));
    }
    return SqlError(
        sqlstate::kDuplicateTable,
        absl::StrCat("relation \"", stmt.table, "\" already exists"));
  }
  TableSchema schema;
  TableEntry entry;
  plan::Binder binder(&catalog_);
  // The sequences of SERIAL and identity columns, made with the table.
  struct ColumnSequence {
    std::string name;
    std::string column;
    int width;
    char identity;
    const ast::SequenceOptions* options;
  };
  std::vector<ColumnSequence> column_sequences;
  std::vector<std::string> sequence_names;
  for (const ast::ColumnDef& def : stmt.columns) {
    if (schema.ColumnIndex(def.name) >= 0) {
      return SqlError(
          sqlstate::kDuplicateColumn,
          absl::StrCat("column \"", def.name, "\" specified more than once"));
    }
    // SERIAL stands for an integer column, NOT NULL, whose DEFAULT is
    // nextval() of a sequence it owns; an identity column has such a
    // sequence too, and no DEFAULT.
    const std::string& type_name = def.type.name;
    int serial_width = 0;
    if (!def.type.is_array) {
      if (type_name == "serial" || type_name == "serial4") serial_width = 4;
      if (type_name == "bigserial" || type_name == "serial8") {
        serial_width = 8;
      }
      if (type_name == "smallserial" || type_name == "serial2") {
        serial_width = 2;
      }
    }
    ast::TypeName column_type = def.type;
    if (serial_width != 0) {
      if (def.default_value != nullptr) {
        return SqlError(
            sqlstate::kSyntaxError,
            absl::StrCat("multiple default values specified for "
                         "column \"",
                         def.name, "\" of table \"", stmt.table, "\""));
      }
      if (def.identity != 0) {
        return SqlError(
            sqlstate::kSyntaxError,
            absl::StrCat("both default and identity specified "
                         "for column \"",
                         def.name, "\" of table \"", stmt.table, "\""));
      }
      column_type.name = serial_width == 2   ? "smallint"
                         : serial_width == 4 ? "integer"
                                             : "bigint";
    }
    int identity_width = 0;
    if (def.identity != 0) {
      const std::string& n = def.type.name;
      if (!def.type.is_array) {
        if (n == "smallint" || n == "int2") identity_width = 2;
        if (n == "integer" || n == "int" || n == "int4") identity_width = 4;
        if (n == "bigint" || n == "int8") identity_width = 8;
      }
      if (identity_width == 0) {
        return SqlError(sqlstate::kInvalidParameterValue,
                        "identity column type must be smallint, integer, or "
                        "bigint");
      }
    }
    absl::StatusOr<Type> type = plan::TypeFromName(column_type);
    if (!type.ok()) return type.status();
    ColumnSchema col{def.name, *type,
                     def.not_null || def.primary_key || serial_width != 0 ||
                         def.identity != 0};
    absl::StatusOr<Compression> compression =
        ColumnCompression(def.compression, *type);
    if (!compression.ok()) return compression.status();
    col.compression = *compression;
    auto [max_length, length_type] = DeclaredLength(def.type);
    entry.max_lengths.push_back(max_length);
    entry.length_types.push_back(std::move(length_type));
    if (def.primary_key) {
      if (!schema.primary_key.empty() || !stmt.primary_key.empty()) {
        return SqlError(sqlstate::kInvalidTableDefinition,
                        absl::StrCat("multiple primary keys for table \"",
                                     stmt.table, "\" are not allowed"));
      }
      schema.primary_key.push_back(static_cast<int>(schema.columns.size()));
    }
    entry.identities.push_back(def.identity);
    if (serial_width != 0 || identity_width != 0) {
      const std::string name =
          ChooseSequenceName(stmt.table, def.name, sequence_names);
      sequence_names.push_back(name);
      column_sequences.push_back({name, def.name, serial_width + identity_width,
                                  def.identity, &def.identity_options});
      std::shared_ptr<const ast::Expr> nextval = NextvalDefault(name);
      if (nextval == nullptr) {
        return SqlError(sqlstate::kInternalError,
                        absl::StrCat("could not make the DEFAULT of column \"",
                                     def.name, "\""));
      }
      entry.defaults.push_back(std::move(nextval));
    } else if (def.default_value != nullptr) {
      // Checked now so that a bad default fails CREATE TABLE.
      absl::StatusOr<plan::BoundExprPtr> bound =
          binder.BindDefault(*def.default_value, *type, def.name);
      if (!bound.ok()) return bound.status();
      entry.defaults.emplace_back(own, def.default_value.get());
    } else {
      entry.defaults.emplace_back();
    }
    schema.columns.push_back(std::move(col));
  }
  for (const std::string& name : stmt.primary_key) {
    int c = schema.ColumnIndex(name);
    if (c < 0) {
      return SqlError(
          sqlstate::kUndefinedColumn,
          absl::StrCat("column \"", name, "\" named in key does not exist"));
    }
    for (int k : schema.primary_key) {
      if (k == c) {
        return SqlError(sqlstate::kDuplicateColumn,
                        absl::StrCat("column \"", name,
                                     "\" appears twice in primary key "
                                     "constraint"));
      }
    }
    schema.primary_key.push_back(c);
    schema.columns[c].not_null = true;
  }
  if (absl::Status s = AddChecks(stmt, schema, &binder, &entry); !s.ok()) {
    return s;
  }
  entry.table = std::make_shared<Table>(stmt.table, std::move(schema));
  const std::shared_ptr<Table> entry_table = entry.table;
  absl::Status s = catalog_.Create(std::move(entry));
  if (!s.ok()) {
    if (stmt.if_not_exists && SqlStateOf(s) == sqlstate::kDuplicateTable) {
      data->notices.push_back(absl::StrCat("relation \"", stmt.table,
                                           "\" already exists, skipping"));
      return Wrap(std::move(data));
    }
    return s;
  }
  if (s = AddUniqueConstraints(stmt); !s.ok()) {
    catalog_.Drop(stmt.table);
    return s;
  }
  std::vector<std::shared_ptr<Sequence>> made;
  for (const ColumnSequence& c : column_sequences) {
    absl::StatusOr<std::shared_ptr<Sequence>> sequence = AddColumnSequence(
        c.name, stmt.table, c.column, c.width, c.identity, *c.options);
    if (!sequence.ok()) {
      for (const auto& m : made) (void)RemoveSequence(m);
      catalog_.Drop(stmt.table);
      return sequence.status();
    }
    made.push_back(*std::move(sequence));
  }
  s = RecordCatalogChange(entry_table,
                          [this, name = stmt.table, table = entry_table] {
                            catalog_.DropIfSame(name, table);
                          });
  if (!s.ok()) return s;
  return Wrap(std::move(data));
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::DropTableStmt& stmt) {
  // Cached plans would keep what was dropped (its rows) in memory.
  absl::Cleanup erase_stale = [this] {
    plan_cache_.EraseStale(catalog_.version());
  };
  auto data = std::make_unique<ResultData>();
  data->tag = "DROP TABLE";
  for (const std::string& name : stmt.tables) {
    if (Catalog::IsSystemView(name)) {
      return SqlError(sqlstate::kWrongObjectType,
                      absl::StrCat("\"", name, "\" is not a table"));
    }
    if (catalog_.FindSequence(name) != nullptr) {
      return SqlError(sqlstate::kWrongObjectType,
                      absl::StrCat("\"", name,
                                   "\" is not a table\nHINT:  Use DROP "
                                   "SEQUENCE to remove a sequence."));
    }
    if (!catalog_.Find(name).has_value() && !stmt.if_exists) {
      return SqlError(sqlstate::kUndefinedTable,
                      absl::StrCat("table \"", name, "\" does not exist"));
    }
  }
  // Statements using a table finish before it goes (and in a transaction
  // block nobody uses it until the block ends).
  StatementLocks locks;
  for (const std::string& name : stmt.tables) {
    std::optional<TableEntry> entry = catalog_.Find(name);
    if (!entry.has_value()) continue;
    absl::Status s = locks.Lock(entry->table.get(), LockMode::kExclusive);
    if (!s.ok()) return s;
  }
  for (const std::string& name : stmt.tables) {
    std::optional<TableEntry> entry = catalog_.Find(name);
    if (!entry.has_value() || !catalog_.Drop(name)) {
      data->notices.push_back(
          absl::StrCat("table \"", name, "\" does not exist, skipping"));
      continue;
    }
    std::shared_ptr<Table> table = entry->table;
    // Statements waiting for it bind again (and find it gone).
    table->set_retired(true);
    absl::Status s = RecordCatalogChange(table, [this, entry = *entry] {
      entry.table->set_retired(false);
      (void)catalog_.Create(entry);
    });
    if (!s.ok()) return s;
    // The sequences of its SERIAL and identity columns go with it.
    for (const std::shared_ptr<Sequence>& owned :
         catalog_.OwnedSequences(name)) {
      if (s = RemoveSequence(owned); !s.ok()) return s;
    }
  }
  return Wrap(std::move(data));
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::TruncateStmt& stmt) {
  std::vector<std::shared_ptr<Table>> tables;
  for (const std::string& name : stmt.tables) {
    std::optional<TableEntry> entry = catalog_.Find(name);
    if (!entry.has_value()) {
      return SqlError(sqlstate::kUndefinedTable,
                      absl::StrCat("relation \"", name, "\" does not exist"));
    }
    tables.push_back(entry->table);
  }
  std::sort(tables.begin(), tables.end(),
            [](const auto& a, const auto& b) { return a->name() < b->name(); });
  tables.erase(std::unique(tables.begin(), tables.end()), tables.end());
  StatementLocks locks;
  for (const auto& t : tables) {
    if (absl::Status s = locks.Lock(t.get(), LockMode::kExclusive); !s.ok()) {
      return s;
    }
  }
  UndoLog undo;
  for (const auto& t : tables) t->Truncate(&undo);
  if (stmt.restart_identity) {
    // As ALTER SEQUENCE ... RESTART of each sequence the tables own.
    for (const auto& t : tables) {
      for (const std::shared_ptr<Sequence>& owned :
           catalog_.OwnedSequences(t->name())) {
        SequenceRecord record = owned->record();
        const SequenceRecord before = record;
        record.state = {record.options.start, false};
        absl::Status s = owned->Reset(std::move(record));
        if (s.ok()) {
          s = RecordSequenceChange(
              owned, [owned, before] { (void)owned->Reset(before); });
        }
        if (!s.ok()) {
          undo.Rollback();
          return s;
        }
      }
    }
  }
  if (absl::Status c = CommitStatement(&undo); !c.ok()) {
    undo.Rollback();
    return c;
  }
  auto data = std::make_unique<ResultData>();
  data->tag = "TRUNCATE TABLE";
  return Wrap(std::move(data));
}

}  // namespace kite
