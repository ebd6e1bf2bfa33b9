// Binding of statements: the entry point, INSERT, UPDATE, DELETE, COPY TO,
// CREATE TABLE AS and EXPLAIN.
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "kite/status.h"
#include "planner/binder.h"
#include "planner/join_order.h"

namespace kite::plan {
namespace {

// 428C9 for an UPDATE of a GENERATED ALWAYS identity column to a value.
absl::Status UpdatedToValue(const std::string& column) {
  return SqlError(sqlstate::kGeneratedAlways,
                  absl::StrCat("column \"", column,
                               "\" can only be updated to DEFAULT\nDETAIL:  "
                               "Column \"",
                               column,
                               "\" is an identity column defined as "
                               "GENERATED ALWAYS."));
}

}  // namespace

namespace {

BoundExprPtr ColumnRef(int index, Type type) {
  auto e = std::make_unique<BoundExpr>();
  e->kind = BoundKind::kColumn;
  e->type = type;
  e->column_index = index;
  return e;
}

BoundExprPtr NullOf(Type type) {
  auto e = std::make_unique<BoundExpr>();
  e->kind = BoundKind::kConstant;
  e->type = type;
  e->constant = Value::Null(type);
  return e;
}

bool IsDefaultMarker(const ast::Expr& e) {
  return e.kind == ast::ExprKind::kColumnRef && e.star && e.names.size() == 1 &&
         e.names[0] == "DEFAULT";
}

}  // namespace

absl::StatusOr<std::unique_ptr<BoundStatement>> Binder::Bind(
    const ast::Statement& stmt) {
  absl::StatusOr<std::unique_ptr<BoundStatement>> out = BindStatement(stmt);
  if (!out.ok()) return out.status();
  // Parameters no context gave a type to are text, as in PostgreSQL.
  for (size_t i = 0; i < param_types_.size(); ++i) {
    if (param_types_[i].id == TypeId::kNull) {
      SetParamType(static_cast<int>(i) + 1, Type::Text());
    }
  }
  (*out)->param_types = param_types_;
  (*out)->source = &stmt;
  ChooseAccessPaths(out->get(), catalog_->indexes_enabled());
  JoinOptions joins;
  joins.use_indexes = catalog_->indexes_enabled();
  joins.greedy_threshold = catalog_->join_greedy_threshold();
  if (absl::Status s = ChooseJoins(out->get(), joins); !s.ok()) return s;
  for (const auto* tables : {&(*out)->read_tables, &(*out)->write_tables}) {
    for (const std::shared_ptr<Table>& table : *tables) {
      (*out)->stats_generations.push_back(table->stats_generation());
    }
  }
  return out;
}

absl::StatusOr<TableEntry> Binder::SequenceTable(const Sequence& sequence) {
  // Read as it is when the statement is bound, as a system view is.
  stmt_->reads_system_view = true;
  const SequenceRecord record = sequence.record();
  TableSchema schema;
  schema.columns = {{"last_value", Type::Bigint(), true},
                    {"log_cnt", Type::Bigint(), true},
                    {"is_called", Type::Boolean(), true}};
  TableEntry entry;
  entry.table = std::make_shared<Table>(record.name, std::move(schema));
  entry.defaults.resize(3);
  UndoLog undo;
  absl::StatusOr<RowId> row = entry.table->Insert(
      {Value::Bigint(record.state.last_value), Value::Bigint(0),
       Value::Boolean(record.state.is_called)},
      &undo);
  if (!row.ok()) return row.status();
  undo.Clear();
  return entry;
}

absl::StatusOr<TableEntry> Binder::LookupTable(const std::string& name,
                                               bool for_write) {
  std::optional<TableEntry> entry = catalog_->Find(name);
  if (!entry.has_value()) {
    if (Catalog::IsSystemView(name)) {
      if (for_write) {
        return SqlError(sqlstate::kWrongObjectType,
                        absl::StrCat("cannot change relation \"", name, "\""));
      }
      TableEntry view;
      stmt_->reads_system_view = true;
      absl::StatusOr<std::shared_ptr<Table>> table =
          catalog_->MaterializeSystemView(name, session_);
      if (!table.ok()) return table.status();
      view.table = *std::move(table);
      view.defaults.resize(view.table->schema().columns.size());
      return view;
    }
    if (std::shared_ptr<Sequence> sequence = catalog_->FindSequence(name)) {
      if (for_write) {
        return SqlError(sqlstate::kWrongObjectType,
                        absl::StrCat("cannot change sequence \"", name, "\""));
      }
      return SequenceTable(*sequence);
    }
    return SqlError(sqlstate::kUndefinedTable,
                    absl::StrCat("relation \"", name, "\" does not exist"));
  }
  (for_write ? stmt_->write_tables : stmt_->read_tables)
      .push_back(entry->table);
  return *entry;
}

absl::StatusOr<std::unique_ptr<BoundStatement>> Binder::BindStatement(
    const ast::Statement& stmt) {
  auto out = std::make_unique<BoundStatement>();
  stmt_ = out.get();
  absl::Status status;
  if (auto* sel = std::get_if<std::shared_ptr<ast::SelectStmt>>(&stmt.node)) {
    out->kind = StatementKind::kSelect;
    absl::StatusOr<PlanPtr> plan = BindSelect(**sel, nullptr, -1, true);
    if (!plan.ok()) return plan.status();
    out->plan = *std::move(plan);
  } else if (auto* ins = std::get_if<ast::InsertStmt>(&stmt.node)) {
    out->kind = StatementKind::kInsert;
    status = BindInsert(*ins, out.get());
  } else if (auto* upd = std::get_if<ast::UpdateStmt>(&stmt.node)) {
    out->kind = StatementKind::kUpdate;
    status = BindUpdate(*upd, out.get());
  } else if (auto* del = std::get_if<ast::DeleteStmt>(&stmt.node)) {
    out->kind = StatementKind::kDelete;
    status = BindDelete(*del, out.get());
  } else if (auto* copy = std::get_if<ast::CopyStmt>(&stmt.node)) {
    out->kind = StatementKind::kCopyTo;
    out->copy = *copy;
    status = BindCopyTo(*copy, out.get());
  } else if (auto* create = std::get_if<ast::CreateTableStmt>(&stmt.node);
             create != nullptr && create->as_select != nullptr) {
    out->kind = StatementKind::kCreateTableAs;
    out->create_table = create->table;
    out->create_if_not_exists = create->if_not_exists;
    absl::StatusOr<PlanPtr> plan =
        BindSelect(*create->as_select, nullptr, -1, false);
    if (!plan.ok()) return plan.status();
    out->plan = *std::move(plan);
  } else if (auto* explain =
                 std::get_if<std::shared_ptr<ast::ExplainStmt>>(&stmt.node)) {
    out->kind = StatementKind::kExplain;
    out->analyze = (*explain)->analyze;
    out->costs = (*explain)->costs;
    Binder inner(catalog_, session_);
    absl::StatusOr<std::unique_ptr<BoundStatement>> bound =
        inner.Bind((*explain)->statement);
    if (!bound.ok()) return bound.status();
    out->read_tables = (*bound)->read_tables;
    out->write_tables = (*bound)->write_tables;
    out->reads_system_view = (*bound)->reads_system_view;
    out->catalog_names = (*bound)->catalog_names;
    param_types_ = (*bound)->param_types;
    param_nodes_.assign(param_types_.size(), {});
    out->explained = *std::move(bound);
  } else {
    return SqlError(sqlstate::kFeatureNotSupported,
                    "EXPLAIN is only supported for SELECT, INSERT, UPDATE, "
                    "DELETE, CREATE TABLE AS and COPY TO");
  }
  if (!status.ok()) return status;
  if (out->plan != nullptr && (out->kind == StatementKind::kSelect ||
                               out->kind == StatementKind::kCreateTableAs ||
                               out->kind == StatementKind::kCopyTo)) {
    // Columns still of unknown type (SELECT NULL) are text, as in
    // PostgreSQL.
    std::vector<Type> types = out->plan->types;
    for (Type& t : types) {
      if (t.id == TypeId::kNull) t = Type::Text();
    }
    absl::StatusOr<PlanPtr> plan = CastColumns(std::move(out->plan), types);
    if (!plan.ok()) return plan.status();
    out->plan = *std::move(plan);
  }
  return out;
}

absl::Status Binder::BindReturning(const std::vector<ast::SelectItem>& items,
                                   Scope* scope, BoundStatement* out) {
  ExprCtx ctx;
  ctx.scope = scope;
  ctx.clause = "RETURNING";
  for (const ast::SelectItem& item : items) {
    if (item.expr->kind == ast::ExprKind::kStar) {
      for (int i = 0; i < static_cast<int>(scope->columns.size()); ++i) {
        const ScopeColumn& c = scope->columns[i];
        if (c.hidden) continue;
        out->returning.push_back(ColumnRef(i, c.type));
        out->returning_names.push_back(c.name);
      }
      continue;
    }
    absl::StatusOr<BoundExprPtr> e = BindExpr(*item.expr, ctx);
    if (!e.ok()) return e.status();
    if (IsUnknown(**e)) {
      absl::StatusOr<BoundExprPtr> c = Coerce(*std::move(e), Type::Text());
      if (!c.ok()) return c.status();
      e = std::move(c);
    }
    out->returning.push_back(*std::move(e));
    out->returning_names.push_back(item.alias.empty() ? OutputName(*item.expr)
                                                      : item.alias);
  }
  return absl::OkStatus();
}

absl::Status Binder::BindWriteTarget(const TableEntry& entry,
                                     BoundStatement* out) {
  out->target = entry.table;
  out->target_entry = entry;
  absl::StatusOr<std::vector<BoundStatement::BoundCheck>> checks =
      BindChecks(entry);
  if (!checks.ok()) return checks.status();
  out->checks = *std::move(checks);
  return absl::OkStatus();
}

absl::Status Binder::BindInsert(const ast::InsertStmt& stmt,
                                BoundStatement* out) {
  absl::StatusOr<TableEntry> entry = LookupTable(stmt.table, true);
  if (!entry.ok()) return entry.status();
  if (absl::Status s = BindWriteTarget(*entry, out); !s.ok()) return s;
  const TableSchema& schema = out->target->schema();
  const int ncols = static_cast<int>(schema.columns.size());
  // Position in the written column list of each table column, or -1.
  std::vector<int> listed(ncols, -1);
  int nlisted = 0;
  if (stmt.columns.empty()) {
    for (int i = 0; i < ncols; ++i) listed[i] = nlisted++;
  } else {
    for (const std::string& name : stmt.columns) {
      int c = schema.ColumnIndex(name);
      if (c < 0) {
        return SqlError(sqlstate::kUndefinedColumn,
                        absl::StrCat("column \"", name, "\" of relation \"",
                                     stmt.table, "\" does not exist"));
      }
      if (listed[c] >= 0) {
        return SqlError(
            sqlstate::kDuplicateColumn,
            absl::StrCat("column \"", name, "\" specified more than once"));
      }
      listed[c] = nlisted++;
    }
  }
  // Without a column list, N supplied values fill the first N columns.
  auto fit_width = [&](int width) {
    if (!stmt.columns.empty() || width >= ncols) return;
    for (int i = width; i < ncols; ++i) listed[i] = -1;
    nlisted = width;
  };
  auto default_of = [&](int c) -> absl::StatusOr<BoundExprPtr> {
    const ColumnSchema& col = schema.columns[c];
    if (c < static_cast<int>(entry->defaults.size()) &&
        entry->defaults[c] != nullptr) {
      return BindDefault(*entry->defaults[c], col.type, col.name);
    }
    return NullOf(col.type);
  };
  for (int i = 0; i < ncols; ++i) out->target_columns.push_back(i);
  // A value given for an identity column: refused for GENERATED ALWAYS
  // unless OVERRIDING SYSTEM VALUE; replaced by the sequence's next one
  // with OVERRIDING USER VALUE.
  auto overridden = [&](int c) -> absl::StatusOr<bool> {
    const char identity = entry->identity(c);
    if (identity == 0) return false;
    if (stmt.overriding == 'u') return true;
    if (identity == 'a' && stmt.overriding != 's') {
      const std::string& name = schema.columns[c].name;
      return SqlError(
          sqlstate::kGeneratedAlways,
          absl::StrCat("cannot insert a non-DEFAULT value into column \"", name,
                       "\"\nDETAIL:  Column \"", name,
                       "\" is an identity column defined as GENERATED "
                       "ALWAYS.\nHINT:  Use OVERRIDING SYSTEM VALUE to "
                       "override."));
    }
    return false;
  };

  const ast::SelectStmt* source = stmt.source.get();
  const bool plain_values = source != nullptr && !source->values.empty() &&
                            source->order_by.empty() &&
                            source->limit == nullptr &&
                            source->offset == nullptr;
  if (stmt.default_values || plain_values) {
    auto values = NewNode(NodeKind::kValues);
    Scope empty;
    ExprCtx ctx;
    ctx.scope = &empty;
    ctx.clause = "VALUES";
    std::vector<std::vector<ast::ExprPtr>> none(1);
    const auto& rows = stmt.default_values ? none : source->values;
    for (const auto& row : rows) {
      if (row.size() != rows[0].size()) {
        return SqlError(sqlstate::kSyntaxError,
                        "VALUES lists must all be the same length");
      }
    }
    if (!stmt.default_values) fit_width(static_cast<int>(rows[0].size()));
    for (const auto& row : rows) {
      if (!stmt.default_values && static_cast<int>(row.size()) != nlisted) {
        return SqlError(sqlstate::kSyntaxError,
                        static_cast<int>(row.size()) > nlisted
                            ? "INSERT has more expressions than target columns"
                            : "INSERT has more target columns than "
                              "expressions");
      }
      std::vector<BoundExprPtr> bound;
      for (int c = 0; c < ncols; ++c) {
        const ast::Expr* e = stmt.default_values || listed[c] < 0
                                 ? nullptr
                                 : row[listed[c]].get();
        absl::StatusOr<BoundExprPtr> b;
        absl::StatusOr<bool> use_default =
            e == nullptr || IsDefaultMarker(*e) ? true : overridden(c);
        if (!use_default.ok()) return use_default.status();
        if (*use_default) {
          b = default_of(c);
        } else {
          b = BindExpr(*e, ctx);
          if (b.ok()) {
            b = AssignTo(*std::move(b), schema.columns[c].type,
                         schema.columns[c].name);
          }
        }
        if (!b.ok()) return b.status();
        bound.push_back(*std::move(b));
      }
      values->rows.push_back(std::move(bound));
    }
    for (const ColumnSchema& c : schema.columns) {
      values->names.push_back(c.name);
      values->types.push_back(c.type);
    }
    out->plan = std::move(values);
  } else {
    absl::StatusOr<PlanPtr> plan = BindSelect(*source, nullptr, -1, false);
    if (!plan.ok()) return plan.status();
    fit_width((*plan)->column_count());
    if ((*plan)->column_count() != nlisted) {
      return SqlError(sqlstate::kSyntaxError,
                      (*plan)->column_count() > nlisted
                          ? "INSERT has more expressions than target columns"
                          : "INSERT has more target columns than expressions");
    }
    auto project = NewNode(NodeKind::kProject);
    for (int c = 0; c < ncols; ++c) {
      absl::StatusOr<BoundExprPtr> b;
      absl::StatusOr<bool> use_default = listed[c] < 0 ? true : overridden(c);
      if (!use_default.ok()) return use_default.status();
      if (*use_default) {
        b = default_of(c);
      } else {
        b = AssignTo(ColumnRef(listed[c], (*plan)->types[listed[c]]),
                     schema.columns[c].type, schema.columns[c].name);
      }
      if (!b.ok()) return b.status();
      project->exprs.push_back(*std::move(b));
      project->names.push_back(schema.columns[c].name);
      project->types.push_back(schema.columns[c].type);
    }
    project->children.push_back(*std::move(plan));
    out->plan = std::move(project);
  }

  Scope scope;
  std::string alias = stmt.alias.empty() ? stmt.table : stmt.alias;
  for (const ColumnSchema& c : schema.columns) {
    scope.columns.push_back({alias, c.name, c.type});
  }
  if (stmt.on_conflict.has_value()) {
    const ast::OnConflict& oc = *stmt.on_conflict;
    out->on_conflict = true;
    out->conflict_do_nothing = oc.do_nothing;
    std::vector<int> target;
    for (const std::string& name : oc.target) {
      int c = schema.ColumnIndex(name);
      if (c < 0) {
        return SqlError(sqlstate::kUndefinedColumn,
                        absl::StrCat("column \"", name, "\" does not exist"));
      }
      target.push_back(c);
    }
    std::vector<int> pk = schema.primary_key;
    std::sort(target.begin(), target.end());
    std::sort(pk.begin(), pk.end());
    if (pk.empty() || (!(target.empty() && oc.do_nothing) && target != pk)) {
      return SqlError(sqlstate::kInvalidColumnReference,
                      "there is no unique or exclusion constraint matching "
                      "the ON CONFLICT specification");
    }
    if (!oc.do_nothing) {
      Scope both = scope;
      for (const ColumnSchema& c : schema.columns) {
        both.columns.push_back({"excluded", c.name, c.type});
      }
      ExprCtx ctx;
      ctx.scope = &both;
      ctx.clause = "UPDATE";
      for (const ast::SetClause& set : oc.sets) {
        int c = schema.ColumnIndex(set.column);
        if (c < 0) {
          return SqlError(
              sqlstate::kUndefinedColumn,
              absl::StrCat("column \"", set.column, "\" of relation \"",
                           stmt.table, "\" does not exist"));
        }
        absl::StatusOr<BoundExprPtr> b;
        if (set.is_default || set.value == nullptr) {
          b = default_of(c);
        } else if (entry->identity(c) == 'a') {
          return UpdatedToValue(schema.columns[c].name);
        } else {
          b = BindExpr(*set.value, ctx);
          if (b.ok()) {
            b = AssignTo(*std::move(b), schema.columns[c].type,
                         schema.columns[c].name);
          }
        }
        if (!b.ok()) return b.status();
        out->conflict_set_columns.push_back(c);
        out->conflict_set_exprs.push_back(*std::move(b));
      }
      if (oc.where != nullptr) {
        ctx.clause = "WHERE";
        absl::StatusOr<BoundExprPtr> w = BindCondition(*oc.where, ctx);
        if (!w.ok()) return w.status();
        out->conflict_where = *std::move(w);
      }
    }
  }
  return BindReturning(stmt.returning, &scope, out);
}

absl::Status Binder::BindUpdate(const ast::UpdateStmt& stmt,
                                BoundStatement* out) {
  absl::StatusOr<TableEntry> entry = LookupTable(stmt.table, true);
  if (!entry.ok()) return entry.status();
  if (absl::Status s = BindWriteTarget(*entry, out); !s.ok()) return s;
  const TableSchema& schema = out->target->schema();
  Scope scope;
  PlanPtr plan = ScanOf(out->target, stmt.alias, &scope.columns);
  plan->with_row_id = true;
  plan->names.push_back("ctid");
  plan->types.push_back(Type::Bigint());
  const int row_id_column = static_cast<int>(scope.columns.size());
  scope.columns.push_back({"", "", Type::Bigint(), nullptr, -1, true});
  for (const ast::TableRefPtr& ref : stmt.from) {
    absl::StatusOr<PlanPtr> item =
        BindFromItem(*ref, nullptr, -1, &scope.columns);
    if (!item.ok()) return item.status();
    plan = CrossJoin(std::move(plan), *std::move(item));
  }
  if (stmt.where != nullptr) {
    ExprCtx ctx;
    ctx.scope = &scope;
    ctx.clause = "WHERE";
    absl::StatusOr<BoundExprPtr> where = BindCondition(*stmt.where, ctx);
    if (!where.ok()) return where.status();
    plan = ApplyWhere(std::move(plan), *std::move(where));
  }
  auto project = NewNode(NodeKind::kProject);
  project->exprs.push_back(ColumnRef(row_id_column, Type::Bigint()));
  project->names.push_back("ctid");
  project->types.push_back(Type::Bigint());
  ExprCtx ctx;
  ctx.scope = &scope;
  ctx.clause = "UPDATE";
  for (const ast::SetClause& set : stmt.sets) {
    int c = schema.ColumnIndex(set.column);
    if (c < 0) {
      return SqlError(sqlstate::kUndefinedColumn,
                      absl::StrCat("column \"", set.column, "\" of relation \"",
                                   stmt.table, "\" does not exist"));
    }
    for (int done : out->target_columns) {
      if (done == c) {
        return SqlError(sqlstate::kSyntaxError,
                        absl::StrCat("multiple assignments to same column \"",
                                     set.column, "\""));
      }
    }
    absl::StatusOr<BoundExprPtr> b;
    if (!(set.is_default || set.value == nullptr) &&
        entry->identity(c) == 'a') {
      return UpdatedToValue(set.column);
    }
    if (set.is_default || set.value == nullptr) {
      if (c < static_cast<int>(entry->defaults.size()) &&
          entry->defaults[c] != nullptr) {
        b = BindDefault(*entry->defaults[c], schema.columns[c].type,
                        set.column);
      } else {
        b = NullOf(schema.columns[c].type);
      }
    } else {
      b = BindExpr(*set.value, ctx);
      if (b.ok()) {
        b = AssignTo(*std::move(b), schema.columns[c].type, set.column);
      }
    }
    if (!b.ok()) return b.status();
    out->target_columns.push_back(c);
    project->names.push_back(set.column);
    project->types.push_back(schema.columns[c].type);
    project->exprs.push_back(*std::move(b));
  }
  project->children.push_back(std::move(plan));
  out->plan = std::move(project);
  Scope table_scope;
  std::string alias = stmt.alias.empty() ? stmt.table : stmt.alias;
  for (const ColumnSchema& c : schema.columns) {
    table_scope.columns.push_back({alias, c.name, c.type});
  }
  return BindReturning(stmt.returning, &table_scope, out);
}

absl::Status Binder::BindDelete(const ast::DeleteStmt& stmt,
                                BoundStatement* out) {
  absl::StatusOr<TableEntry> entry = LookupTable(stmt.table, true);
  if (!entry.ok()) return entry.status();
  out->target = entry->table;
  out->target_entry = *entry;
  Scope scope;
  PlanPtr plan = ScanOf(out->target, stmt.alias, &scope.columns);
  plan->with_row_id = true;
  plan->names.push_back("ctid");
  plan->types.push_back(Type::Bigint());
  const int row_id_column = static_cast<int>(scope.columns.size());
  scope.columns.push_back({"", "", Type::Bigint(), nullptr, -1, true});
  if (stmt.where != nullptr) {
    ExprCtx ctx;
    ctx.scope = &scope;
    ctx.clause = "WHERE";
    absl::StatusOr<BoundExprPtr> where = BindCondition(*stmt.where, ctx);
    if (!where.ok()) return where.status();
    auto filter = NewNode(NodeKind::kFilter);
    filter->names = plan->names;
    filter->types = plan->types;
    filter->predicate = *std::move(where);
    filter->children.push_back(std::move(plan));
    plan = std::move(filter);
  }
  auto project = NewNode(NodeKind::kProject);
  project->exprs.push_back(ColumnRef(row_id_column, Type::Bigint()));
  project->names.push_back("ctid");
  project->types.push_back(Type::Bigint());
  project->children.push_back(std::move(plan));
  out->plan = std::move(project);
  Scope table_scope;
  std::string alias = stmt.alias.empty() ? stmt.table : stmt.alias;
  for (const ColumnSchema& c : out->target->schema().columns) {
    table_scope.columns.push_back({alias, c.name, c.type});
  }
  return BindReturning(stmt.returning, &table_scope, out);
}

absl::Status Binder::BindCopyTo(const ast::CopyStmt& stmt,
                                BoundStatement* out) {
  if (stmt.query != nullptr) {
    absl::StatusOr<PlanPtr> plan = BindSelect(*stmt.query, nullptr, -1, true);
    if (!plan.ok()) return plan.status();
    out->plan = *std::move(plan);
    return absl::OkStatus();
  }
  absl::StatusOr<TableEntry> entry = LookupTable(stmt.table, false);
  if (!entry.ok()) return entry.status();
  Scope scope;
  PlanPtr scan = ScanOf(entry->table, "", &scope.columns);
  const TableSchema& schema = entry->table->schema();
  auto project = NewNode(NodeKind::kProject);
  std::vector<int> cols;
  if (stmt.columns.empty()) {
    for (int i = 0; i < static_cast<int>(schema.columns.size()); ++i) {
      cols.push_back(i);
    }
  }
  for (const std::string& name : stmt.columns) {
    int c = schema.ColumnIndex(name);
    if (c < 0) {
      return SqlError(sqlstate::kUndefinedColumn,
                      absl::StrCat("column \"", name, "\" of relation \"",
                                   stmt.table, "\" does not exist"));
    }
    cols.push_back(c);
  }
  for (int c : cols) {
    scan->needed[c] = true;
    project->exprs.push_back(ColumnRef(c, schema.columns[c].type));
    project->names.push_back(schema.columns[c].name);
    project->types.push_back(schema.columns[c].type);
  }
  project->children.push_back(std::move(scan));
  out->plan = std::move(project);
  return absl::OkStatus();
}

}  // namespace kite::plan
