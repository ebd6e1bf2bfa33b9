// ALTER TABLE's changes of columns and names: ADD COLUMN, DROP COLUMN,
// RENAME COLUMN, RENAME TO. Each moves the table's rows into a new Table
// (Table::Reshape) that replaces the old one in the catalog: statements
// bound to the old one bind again (Table::retired), and ROLLBACK moves the
// rows back. On disk, ADD COLUMN and the renames keep the stored rows
// (rows stored before an ADD COLUMN read its value from the definition,
// TableEntry::missing); DROP COLUMN rewrites them.
#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engine/database_impl.h"
#include "engine/transaction.h"
#include "exec/check_constraints.h"
#include "expr/expression_eval.h"
#include "indexes/index.h"
#include "kite/status.h"
#include "parser/ast_to_sql.h"
#include "parser/column_refs.h"
#include "parser/parser.h"
#include "planner/binder.h"

namespace kite {
namespace {

using Action = ast::AlterTableStmt::Action;

// Every column of `schema`, each the one it was.
std::vector<ReshapedColumn> SameColumns(const TableSchema& schema) {
  std::vector<ReshapedColumn> columns;
  for (size_t c = 0; c < schema.columns.size(); ++c) {
    columns.push_back({schema.columns[c], static_cast<int>(c)});
  }
  return columns;
}

std::vector<IndexDef> IndexDefs(const Table& table) {
  std::vector<IndexDef> defs;
  for (const std::shared_ptr<TableIndex>& index : table.indexes()) {
    defs.push_back(index->def());
  }
  return defs;
}

absl::Status ColumnExists(const std::string& column, const std::string& table) {
  return SqlError(sqlstate::kDuplicateColumn,
                  absl::StrCat("column \"", column, "\" of relation \"", table,
                               "\" already exists"));
}

absl::Status NoSuchColumn(const std::string& column, const std::string& table) {
  return SqlError(sqlstate::kUndefinedColumn,
                  absl::StrCat("column \"", column, "\" of relation \"", table,
                               "\" does not exist"));
}

}  // namespace

bool DatabaseImpl::ChangedInBlock(const Table* table) {
  Transaction* tx = CurrentTransaction();
  if (tx == nullptr) return false;
  bool changed = false;
  tx->undo.ForEachChange([&](Table* t, RowId, bool, uint64_t) {
    changed = changed || t == table;
  });
  return changed;
}

absl::StatusOr<std::shared_ptr<Table>> DatabaseImpl::ReshapeTable(
    const TableEntry& entry, TableEntry next, std::string name,
    std::vector<ReshapedColumn> columns, std::vector<int> primary_key,
    std::vector<IndexDef> indexes, bool rewrite, AlterScope* scope) {
  const std::shared_ptr<Table> from = entry.table;
  const std::string old_name = from->name();
  std::shared_ptr<Table> to = from->Reshape(std::move(name), std::move(columns),
                                            std::move(primary_key));
  // New to everyone else until the catalog has it.
  if (absl::Status s = scope->locks->Lock(to.get(), LockMode::kExclusive);
      !s.ok()) {
    from->UndoReshape(*to);
    return s;
  }
  // Rows stored are kept when they still fit the definition (and none of
  // them changed in this block: those changes are recorded against `from`
  // and would not reach the store).
  rewrite = rewrite || ChangedInBlock(from.get());
  if (rewrite) next.missing.clear();
  next.table = to;
  if (absl::Status s = catalog_.Replace(old_name, std::move(next)); !s.ok()) {
    from->UndoReshape(*to);
    return s;
  }
  const uint64_t stored_id = from->storage_id();
  if (!rewrite) {
    to->set_storage_id(stored_id);
    to->stored_patches().swap(from->stored_patches());
    from->set_storage_id(0);
  }
  auto restore = [this, from, to, entry, stored_id, rewrite] {
    (void)catalog_.Replace(to->name(), entry);
    from->UndoReshape(*to);
    if (!rewrite) {
      from->set_storage_id(stored_id);
      from->stored_patches().swap(to->stored_patches());
      to->set_storage_id(0);
    }
    catalog_.Invalidate();
  };
  scope->undo->push_back(std::move(restore));
  scope->tables->push_back(to);
  for (IndexDef& def : indexes) {
    absl::StatusOr<std::shared_ptr<indexes::Index>> index =
        indexes::Index::Create(to.get(), std::move(def));
    if (!index.ok()) return index.status();
    const std::shared_ptr<indexes::Index> built = *index;
    if (absl::Status s = to->AddIndex(*std::move(index)); !s.ok()) return s;
    if (absl::Status s = built->Build(); !s.ok()) return s;
  }
  catalog_.Invalidate();
  return to;
}

absl::Status DatabaseImpl::AlterColumns(const TableEntry& entry,
                                        const Action& action,
                                        AlterScope* scope) {
  using Kind = Action::Kind;
  const Table& table = *entry.table;
  const std::string& name = table.name();
  const TableSchema& schema = table.schema();
  const int col = schema.ColumnIndex(action.column);
  switch (action.kind) {
    case Kind::kAddColumn:
      return AddColumn(entry, action, scope);
    case Kind::kDropColumn: {
      if (col < 0) {
        if (!action.if_exists) return NoSuchColumn(action.column, name);
        scope->data->notices.push_back(
            absl::StrCat("column \"", action.column, "\" of relation \"", name,
                         "\" does not exist, skipping"));
        return absl::OkStatus();
      }
      if (schema.columns.size() == 1) {
        return SqlError(sqlstate::kFeatureNotSupported,
                        absl::StrCat("cannot drop column \"", action.column,
                                     "\": a table without columns is not "
                                     "supported"));
      }
      // Its sequences, its indexes and the checks that read it go with it,
      // as does the primary key it is part of.
      for (const std::shared_ptr<Sequence>& owned :
           catalog_.OwnedSequences(name)) {
        const SequenceRecord record = owned->record();
        if (record.owner.has_value() && record.owner->column == action.column) {
          if (!catalog_.DropSequence(owned)) continue;
          scope->undo->push_back(
              [this, owned] { (void)catalog_.CreateSequence(owned); });
          scope->sequences->push_back(owned);
        }
      }
      auto shift = [col](int c) { return c > col ? c - 1 : c; };
      std::vector<ReshapedColumn> columns;
      for (size_t c = 0; c < schema.columns.size(); ++c) {
        if (static_cast<int>(c) != col) {
          columns.push_back({schema.columns[c], static_cast<int>(c)});
        }
      }
      std::vector<int> key;
      const std::vector<int>& pk = schema.primary_key;
      if (std::find(pk.begin(), pk.end(), col) == pk.end()) {
        for (int k : pk) key.push_back(shift(k));
      }
      std::vector<IndexDef> indexes;
      for (IndexDef def : IndexDefs(table)) {
        bool reads = false;
        for (int& c : def.columns) {
          reads = reads || c == col;
          c = shift(c);
        }
        if (!reads) indexes.push_back(std::move(def));
      }
      TableEntry next = entry;
      next.checks.clear();
      for (const TableEntry::Check& check : entry.checks) {
        if (!ast::ReadsColumn(*check.expr, action.column)) {
          next.checks.push_back(check);
        }
      }
      auto erase = [col](auto& v) {
        if (col < static_cast<int>(v.size())) v.erase(v.begin() + col);
      };
      erase(next.defaults);
      erase(next.default_oids);
      erase(next.max_lengths);
      erase(next.length_types);
      erase(next.identities);
      absl::StatusOr<std::shared_ptr<Table>> to =
          ReshapeTable(entry, std::move(next), name, std::move(columns),
                       std::move(key), std::move(indexes),
                       /*rewrite=*/true, scope);
      return to.status();
    }
    case Kind::kRenameColumn: {
      if (col < 0) return NoSuchColumn(action.column, name);
      if (schema.ColumnIndex(action.new_name) >= 0) {
        return ColumnExists(action.new_name, name);
      }
      TableEntry next = entry;
      for (TableEntry::Check& check : next.checks) {
        if (!ast::ReadsColumn(*check.expr, action.column)) continue;
        absl::StatusOr<ast::ExprPtr> copy =
            ParseExpression(ExprToSql(*check.expr));
        if (!copy.ok()) return copy.status();
        ast::RenameColumnRefs(copy->get(), action.column, action.new_name);
        check.expr = std::shared_ptr<const ast::Expr>(*std::move(copy));
      }
      std::vector<ReshapedColumn> columns = SameColumns(schema);
      columns[col].schema.name = action.new_name;
      absl::StatusOr<std::shared_ptr<Table>> to = ReshapeTable(
          entry, std::move(next), name, std::move(columns), schema.primary_key,
          IndexDefs(table), /*rewrite=*/false, scope);
      if (!to.ok()) return to.status();
      return RenameOwners(name, action.column, name, action.new_name, scope);
    }
    case Kind::kRenameTable: {
      if (action.new_name == name) {
        return SqlError(sqlstate::kDuplicateTable,
                        absl::StrCat("relation \"", name, "\" already exists"));
      }
      absl::StatusOr<std::shared_ptr<Table>> to = ReshapeTable(
          entry, entry, action.new_name, SameColumns(schema),
          schema.primary_key, IndexDefs(table), /*rewrite=*/false, scope);
      if (!to.ok()) return to.status();
      return RenameOwners(name, "", action.new_name, "", scope);
    }
    default:
      return SqlError(sqlstate::kInternalError, "not a change of columns");
  }
}

absl::Status DatabaseImpl::RenameOwners(const std::string& table,
                                        const std::string& column,
                                        const std::string& new_table,
                                        const std::string& new_column,
                                        AlterScope* scope) {
  for (const std::shared_ptr<Sequence>& owned :
       catalog_.OwnedSequences(table)) {
    SequenceRecord record = owned->record();
    if (!record.owner.has_value() ||
        (!column.empty() && record.owner->column != column)) {
      continue;
    }
    const SequenceRecord before = record;
    record.owner->table = new_table;
    if (!new_column.empty()) record.owner->column = new_column;
    if (absl::Status s = owned->Reset(std::move(record)); !s.ok()) return s;
    scope->undo->push_back([owned, before] { (void)owned->Reset(before); });
    scope->sequences->push_back(owned);
  }
  return absl::OkStatus();
}

absl::Status DatabaseImpl::AddColumn(const TableEntry& entry,
                                     const Action& action, AlterScope* scope) {
  const ast::ColumnDef& def = *action.column_def;
  const Table& table = *entry.table;
  const std::string& name = table.name();
  const TableSchema& schema = table.schema();
  if (schema.ColumnIndex(def.name) >= 0) {
    if (!action.if_exists) return ColumnExists(def.name, name);
    scope->data->notices.push_back(absl::StrCat("column \"", def.name,
                                                "\" of relation \"", name,
                                                "\" already exists, skipping"));
    return absl::OkStatus();
  }
  const std::string& tn = def.type.name;
  const bool serial =
      !def.type.is_array &&
      (tn == "serial" || tn == "serial4" || tn == "bigserial" ||
       tn == "serial8" || tn == "smallserial" || tn == "serial2");
  if (serial || def.identity != 0 || def.primary_key) {
    return SqlError(sqlstate::kFeatureNotSupported,
                    "ALTER TABLE ... ADD COLUMN of a SERIAL, identity or "
                    "PRIMARY KEY column is not supported yet");
  }
  absl::StatusOr<Type> type = plan::TypeFromName(def.type);
  if (!type.ok()) return type.status();
  ColumnSchema column{def.name, *type, def.not_null};
  absl::StatusOr<Compression> compression =
      ColumnCompression(def.compression, *type);
  if (!compression.ok()) return compression.status();
  column.compression = *compression;
  const int n = static_cast<int>(schema.columns.size());
  TableEntry next = entry;
  next.defaults.resize(n);
  next.max_lengths.resize(n, 0);
  next.length_types.resize(n);
  next.identities.resize(n, 0);
  next.missing.resize(n);
  const auto [max_length, length_type] = DeclaredLength(def.type);
  next.max_lengths.push_back(max_length);
  next.length_types.push_back(length_type);
  next.identities.push_back(0);
  // The value of the rows there: the DEFAULT, evaluated once unless it is
  // volatile (then once per row, and the rows are stored again).
  plan::BoundExprPtr bound;
  std::shared_ptr<const ast::Expr> default_expr;
  if (def.default_value != nullptr) {
    absl::StatusOr<plan::BoundExprPtr> b = plan::Binder(&catalog_).BindDefault(
        *def.default_value, *type, def.name);
    if (!b.ok()) return b.status();
    bound = *std::move(b);
    default_expr = std::shared_ptr<const ast::Expr>(action.column_def,
                                                    def.default_value.get());
  }
  next.defaults.push_back(default_expr);
  const bool per_row = bound != nullptr && plan::CallsVolatile(*bound);
  const StatementTime start;
  EvalContext ctx;
  ctx.statement_time = &start;
  ctx.db_catalog = &catalog_;
  ctx.session_sequences = CurrentSessionSequences();
  auto evaluate = [&]() -> absl::StatusOr<Value> {
    if (bound == nullptr) return Value::Null(*type);
    absl::StatusOr<Value> v = EvaluateScalar(*bound, ctx);
    if (!v.ok()) return v.status();
    if (absl::Status s = CheckLength(next, n, *v); !s.ok()) return s;
    return v;
  };
  std::optional<Value> once;
  if (!per_row) {
    absl::StatusOr<Value> v = evaluate();
    if (!v.ok()) return v.status();
    once = *std::move(v);
    next.missing.push_back(*once);
  } else {
    next.missing.emplace_back();
  }
  std::vector<ReshapedColumn> columns = SameColumns(schema);
  columns.push_back({column, -1});
  absl::StatusOr<std::shared_ptr<Table>> to = ReshapeTable(
      entry, std::move(next), name, std::move(columns), schema.primary_key,
      IndexDefs(table), /*rewrite=*/per_row, scope);
  if (!to.ok()) return to.status();
  Table& added = **to;
  for (RowId row = 0; row < added.slot_count(); ++row) {
    if (!added.is_live(row)) continue;
    absl::StatusOr<Value> v = once.has_value() ? *once : evaluate();
    if (!v.ok()) return v.status();
    if (v->is_null()) {
      if (!def.not_null) continue;  // Reshape made it NULL
      return SqlError(sqlstate::kNotNullViolation,
                      absl::StrCat("column \"", def.name, "\" of relation \"",
                                   name, "\" contains null values"));
    }
    if (absl::Status s = added.Update(row, {n}, {*v}, nullptr); !s.ok()) {
      return s;
    }
  }
  // Its CHECK and UNIQUE constraints, as ALTER TABLE ... ADD would make
  // them.
  std::optional<TableEntry> now = catalog_.Find(name);
  for (const ast::CheckDef& check : def.checks) {
    Action add;
    add.kind = Action::Kind::kAddCheck;
    add.check.name = check.name;
    add.check.pos = check.pos;
    add.check.expr = check.expr;
    if (absl::Status s = AlterTableAction(*now, add, scope->undo, scope->data);
        !s.ok()) {
      return s;
    }
    now = catalog_.Find(name);
  }
  if (def.unique) {
    Action add;
    add.kind = Action::Kind::kAddUnique;
    add.check.name = def.unique_name;
    add.columns = {def.name};
    if (absl::Status s = AlterTableAction(*now, add, scope->undo, scope->data);
        !s.ok()) {
      return s;
    }
  }
  return absl::OkStatus();
}

}  // namespace kite
