// Running bound statements: queries, INSERT (with ON CONFLICT), UPDATE,
// DELETE, RETURNING, CREATE TABLE AS, COPY TO and EXPLAIN. Writes go
// through an UndoLog so that a failed statement leaves no trace.
#include <algorithm>
#include <chrono>
#include <mutex>
#include <shared_mutex>
#include <utility>

#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/statement_memory.h"
#include "engine/copy_format.h"
#include "engine/database_impl.h"
#include "engine/row_stream.h"
#include "engine/transaction.h"
#include "exec/check_constraints.h"
#include "exec/chunk_util.h"
#include "exec/direct_query.h"
#include "exec/executor.h"
#include "exec/memory_use.h"
#include "expr/expression_eval.h"
#include "kite/status.h"
#include "planner/binder.h"

namespace kite {
namespace {

// When `plan` is one VALUES row of exactly the parameters in order ($1,
// $2, ..., $n, the shape of a prepared INSERT), each of its column's type
// (NULLs too), sets `*row` to the parameters and returns true: the row
// CollectValues would make, without copying it.
bool ParameterRow(const plan::PlanNode& plan, const ExecState& state,
                  absl::Span<const Value>* row) {
  if (plan.kind != plan::NodeKind::kValues || plan.rows.size() != 1 ||
      state.params == nullptr) {
    return false;
  }
  const auto& exprs = plan.rows[0];
  const std::vector<Value>& params = *state.params;
  if (exprs.size() != params.size() || exprs.size() != plan.types.size()) {
    return false;
  }
  for (size_t c = 0; c < exprs.size(); ++c) {
    if (exprs[c]->kind != plan::BoundKind::kParameter ||
        exprs[c]->param_index != static_cast<int>(c) + 1 ||
        params[c].type() != plan.types[c]) {
      return false;
    }
  }
  *row = params;
  return true;
}

// `v` as a batch of type `type` holds it and hands it back (Vector's
// SetValue, then GetValue): already so when `v` is of `type` or NULL.
Value AsBatchValue(Type type, Value v) {
  if (v.is_null()) return Value::Null(type);
  if (v.type() == type) return v;
  Vector one;
  one.Reset(type, 1);
  one.SetValue(0, v);
  return one.GetValue(0);
}

// The rows of a VALUES list, each expression evaluated straight into the
// row, with the values its batch would give (AsBatchValue): through a batch
// (ValuesOp) and back, a prepared one-row INSERT spent ~45% of its
// instructions there.
absl::Status CollectValues(const plan::PlanNode& plan, ExecState* state,
                           std::vector<std::vector<Value>>* rows) {
  state->subquery_cache.assign(state->stmt->subqueries.size(), std::nullopt);
  state->subquery_cache_limit.assign(state->stmt->subqueries.size(), -1);
  // The kept tree's environment (pointed at this run), else a new one.
  KeptTree fresh;
  KeptTree& tree = state->kept != nullptr ? *state->kept : fresh;
  if (tree.env == nullptr) {
    tree.env = std::make_shared<ExecEnv>(
        state, std::vector<const std::vector<Value>*>());
  } else {
    tree.env->Restart(state);
  }
  rows->reserve(rows->size() + plan.rows.size());
  for (const auto& exprs : plan.rows) {
    std::vector<Value> row;
    row.reserve(exprs.size());
    for (size_t c = 0; c < exprs.size(); ++c) {
      absl::StatusOr<Value> v = EvaluateScalar(*exprs[c], tree.env->ctx());
      if (!v.ok()) return v.status();
      row.push_back(AsBatchValue(plan.types[c], *std::move(v)));
    }
    rows->push_back(std::move(row));
  }
  return absl::OkStatus();
}

// Boxes every row of a plan's output (used before writing, so that reads of
// the written table finish first).
absl::Status CollectRows(const plan::PlanNode& plan, ExecState* state,
                         std::vector<std::vector<Value>>* rows) {
  absl::Status direct;
  if (CollectDirectRows(plan, state, state->kept, rows, &direct)) {
    return direct;
  }
  if (plan.kind == plan::NodeKind::kValues) {
    return CollectValues(plan, state, rows);
  }
  return RunPlan(
      plan, state,
      [&](const DataChunk& chunk) {
        int64_t bytes = 0;
        for (int i = 0; i < chunk.size; ++i) {
          std::vector<Value> row;
          row.reserve(chunk.columns.size());
          for (const Vector& v : chunk.columns) {
            row.push_back(v.GetValue(i));
            bytes += ValueBytes(row.back());
          }
          rows->push_back(std::move(row));
        }
        return ChargeStatementMemory(bytes, "the rows to write");
      },
      nullptr, state->kept);
}

// A batch of boxed rows of `types`.
void ChunkOfRows(const std::vector<Type>& types,
                 const std::vector<std::vector<Value>>& rows, size_t begin,
                 size_t end, DataChunk* chunk) {
  const int n = static_cast<int>(end - begin);
  chunk->columns.assign(types.size(), Vector());
  for (size_t c = 0; c < types.size(); ++c) {
    Vector& v = chunk->columns[c];
    v.Reset(types[c], n);
    for (int i = 0; i < n; ++i) {
      const Value& x = rows[begin + i][c];
      if (x.is_null()) {
        v.SetNull(i);
      } else {
        v.SetValue(i, x);
      }
    }
  }
  chunk->size = n;
}

std::vector<Type> TableTypes(const Table& table) {
  std::vector<Type> types;
  for (const ColumnSchema& c : table.schema().columns) types.push_back(c.type);
  return types;
}

// Evaluates RETURNING over `rows` (full table rows) into `out`.
absl::Status Returning(const plan::BoundStatement& stmt,
                       const std::vector<std::vector<Value>>& rows,
                       ExecState* state, ResultData* out) {
  std::vector<Type> types;
  for (const auto& e : stmt.returning) types.push_back(e->type);
  out->SetColumns(stmt.returning_names, types);
  auto env = std::make_shared<ExecEnv>(
      state, std::vector<const std::vector<Value>*>());
  const std::vector<Type> table_types = TableTypes(*stmt.target);
  for (size_t begin = 0; begin < rows.size(); begin += kBatchSize) {
    size_t end = std::min(rows.size(), begin + kBatchSize);
    DataChunk in;
    ChunkOfRows(table_types, rows, begin, end, &in);
    DataChunk result;
    result.columns.assign(stmt.returning.size(), Vector());
    for (size_t i = 0; i < stmt.returning.size(); ++i) {
      absl::Status s =
          Evaluate(*stmt.returning[i], in, env->ctx(), &result.columns[i]);
      if (!s.ok()) return s;
    }
    result.size = in.size;
    out->AppendChunk(result);
  }
  return absl::OkStatus();
}

// Hands the rows gathered in `out` to `sink` as a Result of their own and
// empties `out` (a streamed SELECT's; ExecuteOptions::sink).
absl::Status StreamRows(const plan::BoundStatement& stmt, RowSink* sink,
                        ResultData* out) {
  auto batch = std::make_unique<ResultData>();
  batch->columns = std::move(out->columns);
  batch->rows = out->rows;
  out->SetColumns(stmt.plan->names, stmt.plan->types);
  const Result rows = DatabaseImpl::Wrap(std::move(batch));
  return sink->OnRows(rows);
}

}  // namespace

absl::Status DatabaseImpl::RunQuery(const plan::BoundStatement& stmt,
                                    ExecState* state, ResultData* out) {
  out->SetColumns(stmt.plan->names, stmt.plan->types, stmt.id);
  absl::Status s;
  // Rows handed to state->sink so far.
  size_t streamed = 0;
  // What the rows gathered in `out` hold, counted every few batches.
  MemoryCharge charge;
  size_t charged_rows = 0;
  // After rows were appended to `out`: streams them once there are enough,
  // else counts them now and then.
  auto appended = [&]() -> absl::Status {
    if (state->sink == nullptr || out->rows < kStreamBatchRows) {
      if (out->rows < charged_rows + 4 * kBatchSize) return absl::OkStatus();
      charged_rows = out->rows;
      return charge.Set(out->Bytes(), "the result set");
    }
    streamed += out->rows;
    return StreamRows(stmt, state->sink, out);
  };
  const absl::FunctionRef<absl::Status()> after_rows(appended);
  state->after_rows = &after_rows;
  if (!RunDirectQuery(*stmt.plan, state, state->kept, out, &s)) {
    // A projection of columns at the top is not run: its input's batches
    // go into the result column by column.
    const plan::PlanNode* top = stmt.plan.get();
    const bool columns_only = IsColumnProjection(*top);
    s = RunPlan(
        columns_only ? *top->children[0] : *top, state,
        [&](const DataChunk& chunk) {
          if (!columns_only) {
            out->AppendChunk(chunk);
          } else {
            for (size_t i = 0; i < top->exprs.size(); ++i) {
              out->AppendVector(static_cast<int>(i),
                                chunk.columns[top->exprs[i]->column_index],
                                chunk.size);
            }
            out->rows += chunk.size;
          }
          return appended();
        },
        nullptr, state->kept);
  }
  state->after_rows = nullptr;
  if (!s.ok()) return s;
  out->EndSelect(stmt.with_total && state->total < 0);
  if (streamed > 0) {
    // The tag and the total count every row, streamed or not.
    out->affected += static_cast<int64_t>(streamed);
    out->tag = absl::StrCat("SELECT ", out->affected);
    if (out->total >= 0 && state->total < 0) out->total = out->affected;
  }
  if (state->total >= 0) out->total = state->total;
  return absl::OkStatus();
}

absl::Status DatabaseImpl::RunInsert(const plan::BoundStatement& stmt,
                                     ExecState* state, ResultData* out) {
  // A row of exactly the parameters is inserted from them, not a copy.
  absl::Span<const Value> parameters;
  const bool by_parameters = ParameterRow(*stmt.plan, *state, &parameters);
  std::vector<std::vector<Value>> rows;
  // The statement's outcome so far (the lambda below has its own).
  absl::Status status;
  if (!by_parameters) {
    status = CollectRows(*stmt.plan, state, &rows);
    if (!status.ok()) return status;
  }
  Table& table = *stmt.target;
  const TableSchema& schema = table.schema();
  UndoLog undo;
  // Inline: most inserts write a row or a few.
  absl::InlinedVector<RowId, 8> affected;
  absl::flat_hash_set<RowId> touched;
  // ON CONFLICT's expressions' environment, made when first needed.
  std::shared_ptr<ExecEnv> env;
  std::vector<Value> key;
  size_t done_rows = 0;
  // Inserts `row` (or updates the row it conflicts with).
  auto insert = [&](absl::Span<const Value> row) -> absl::Status {
    if (absl::Status s = CheckInterruptEvery(*state, &done_rows); !s.ok()) {
      return s;
    }
    if (stmt.on_conflict) {
      key.clear();
      for (int c : schema.primary_key) key.push_back(row[c]);
      std::optional<RowId> existing = table.FindByPrimaryKey(key);
      if (existing.has_value()) {
        if (stmt.conflict_do_nothing) return absl::OkStatus();
        if (!touched.insert(*existing).second) {
          return SqlError(sqlstate::kCardinalityViolation,
                          "ON CONFLICT DO UPDATE command cannot affect row a "
                          "second time");
        }
        if (env == nullptr) {
          env = std::make_shared<ExecEnv>(
              state, std::vector<const std::vector<Value>*>());
        }
        // The conflicting row's columns, then EXCLUDED's.
        std::vector<Value> both = table.GetRow(*existing);
        both.insert(both.end(), row.begin(), row.end());
        std::vector<Type> types = TableTypes(table);
        std::vector<Type> both_types = types;
        both_types.insert(both_types.end(), types.begin(), types.end());
        DataChunk in;
        ChunkOfRows(both_types, {both}, 0, 1, &in);
        if (stmt.conflict_where != nullptr) {
          std::vector<int> sel;
          absl::Status s =
              EvaluateFilter(*stmt.conflict_where, in, env->ctx(), &sel);
          if (!s.ok()) return s;
          if (sel.empty()) return absl::OkStatus();
        }
        std::vector<Value> values;
        for (const auto& e : stmt.conflict_set_exprs) {
          Vector v;
          if (absl::Status s = Evaluate(*e, in, env->ctx(), &v); !s.ok()) {
            return s;
          }
          values.push_back(v.GetValue(0));
          absl::Status s = CheckLength(
              *stmt.target_entry, stmt.conflict_set_columns[values.size() - 1],
              values.back());
          if (!s.ok()) return s;
        }
        absl::Status s =
            table.Update(*existing, stmt.conflict_set_columns, values, &undo);
        if (!s.ok()) return s;
        if (!stmt.checks.empty()) {
          s = CheckRow(stmt.checks, table, table.GetRow(*existing), env->ctx());
          if (!s.ok()) return s;
        }
        affected.push_back(*existing);
        return absl::OkStatus();
      }
    }
    for (size_t c = 0; c < row.size(); ++c) {
      absl::Status s =
          CheckLength(*stmt.target_entry, static_cast<int>(c), row[c]);
      if (!s.ok()) return s;
    }
    if (!stmt.checks.empty()) {
      if (env == nullptr) {
        env = std::make_shared<ExecEnv>(
            state, std::vector<const std::vector<Value>*>());
      }
      absl::Status s = CheckRow(stmt.checks, table, row, env->ctx());
      if (!s.ok()) return s;
    }
    absl::StatusOr<RowId> id = table.Insert(row, &undo);
    if (!id.ok()) return id.status();
    if (stmt.on_conflict) touched.insert(*id);
    affected.push_back(*id);
    return absl::OkStatus();
  };
  auto fail = [&](absl::Status error) {
    undo.Rollback();
    return error;
  };
  if (by_parameters) {
    status = insert(parameters);
    if (!status.ok()) return fail(status);
  }
  for (const std::vector<Value>& row : rows) {
    status = insert(row);
    if (!status.ok()) return fail(status);
  }
  if (!stmt.returning.empty()) {
    std::vector<std::vector<Value>> result_rows;
    for (RowId id : affected) result_rows.push_back(table.GetRow(id));
    status = Returning(stmt, result_rows, state, out);
    if (!status.ok()) return fail(status);
  }
  if (absl::Status c = CommitStatement(&undo); !c.ok()) {
    undo.Rollback();
    return c;
  }
  out->affected = static_cast<int64_t>(affected.size());
  out->tag.assign("INSERT 0 ");  // keeps a recycled result's buffer
  absl::StrAppend(&out->tag, affected.size());
  return absl::OkStatus();
}

absl::Status DatabaseImpl::RunUpdate(const plan::BoundStatement& stmt,
                                     ExecState* state, ResultData* out) {
  // A keyed update (WHERE id = $1) collects its one row inline; others
  // collect every row first.
  absl::InlinedVector<Value, 8> keyed;
  std::vector<std::vector<Value>> rows;
  const bool one = CollectKeyedRow(*stmt.plan, *state, &keyed);
  if (!one) {
    if (absl::Status s = CollectRows(*stmt.plan, state, &rows); !s.ok()) {
      return s;
    }
  }
  Table& table = *stmt.target;
  UndoLog undo;
  absl::flat_hash_set<RowId> done;
  // Inline: most updates change a row or a few.
  absl::InlinedVector<RowId, 8> affected;
  affected.reserve(rows.size());
  size_t done_rows = 0;
  std::shared_ptr<ExecEnv> env;  // the checks', made when first needed
  // Updates the row {row id, new values...}.
  auto update = [&](absl::Span<const Value> row) -> absl::Status {
    if (absl::Status s = CheckInterruptEvery(*state, &done_rows); !s.ok()) {
      return s;
    }
    RowId id = static_cast<RowId>(row[0].int_value());
    // A row joined to several FROM rows is updated once.
    if (rows.size() > 1 && !done.insert(id).second) return absl::OkStatus();
    for (size_t i = 0; i < stmt.target_columns.size(); ++i) {
      absl::Status s =
          CheckLength(*stmt.target_entry, stmt.target_columns[i], row[i + 1]);
      if (!s.ok()) return s;
    }
    absl::Status s =
        table.Update(id, stmt.target_columns, row.subspan(1), &undo);
    if (!s.ok()) return s;
    if (!stmt.checks.empty()) {
      // Over the whole new row (the checks may read columns not set).
      if (env == nullptr) {
        env = std::make_shared<ExecEnv>(
            state, std::vector<const std::vector<Value>*>());
      }
      s = CheckRow(stmt.checks, table, table.GetRow(id), env->ctx());
      if (!s.ok()) return s;
    }
    affected.push_back(id);
    return absl::OkStatus();
  };
  absl::Status s;
  if (one) {
    if (!keyed.empty()) s = update(keyed);
  } else {
    for (const std::vector<Value>& row : rows) {
      s = update(row);
      if (!s.ok()) break;
    }
  }
  if (s.ok() && !stmt.returning.empty()) {
    std::vector<std::vector<Value>> result_rows;
    for (RowId id : affected) result_rows.push_back(table.GetRow(id));
    s = Returning(stmt, result_rows, state, out);
  }
  if (s.ok()) s = CommitStatement(&undo);
  if (!s.ok()) {
    undo.Rollback();
    return s;
  }
  out->affected = static_cast<int64_t>(affected.size());
  out->tag.assign("UPDATE ");  // keeps a recycled result's buffer
  absl::StrAppend(&out->tag, affected.size());
  return absl::OkStatus();
}

absl::Status DatabaseImpl::RunDelete(const plan::BoundStatement& stmt,
                                     ExecState* state, ResultData* out) {
  std::vector<std::vector<Value>> rows;
  absl::Status s = CollectRows(*stmt.plan, state, &rows);
  if (!s.ok()) return s;
  Table& table = *stmt.target;
  std::vector<std::vector<Value>> old_rows;
  if (!stmt.returning.empty()) {
    for (const auto& row : rows) {
      old_rows.push_back(table.GetRow(static_cast<RowId>(row[0].int_value())));
    }
    s = Returning(stmt, old_rows, state, out);
    if (!s.ok()) return s;
  }
  UndoLog undo;
  for (const auto& row : rows) {
    table.Delete(static_cast<RowId>(row[0].int_value()), &undo);
  }
  if (absl::Status c = CommitStatement(&undo); !c.ok()) {
    undo.Rollback();
    return c;
  }
  out->affected = static_cast<int64_t>(rows.size());
  out->tag.assign("DELETE ");  // keeps a recycled result's buffer
  absl::StrAppend(&out->tag, rows.size());
  return absl::OkStatus();
}

absl::Status DatabaseImpl::RunCreateTableAs(const plan::BoundStatement& stmt,
                                            ExecState* state, ResultData* out) {
  if (catalog_.Find(stmt.create_table).has_value() ||
      Catalog::IsSystemView(stmt.create_table)) {
    if (stmt.create_if_not_exists) {
      out->notices.push_back(absl::StrCat("relation \"", stmt.create_table,
                                          "\" already exists, skipping"));
      out->tag = "CREATE TABLE AS";
      return absl::OkStatus();
    }
    return SqlError(
        sqlstate::kDuplicateTable,
        absl::StrCat("relation \"", stmt.create_table, "\" already exists"));
  }
  TableSchema schema;
  for (int i = 0; i < stmt.plan->column_count(); ++i) {
    for (const ColumnSchema& c : schema.columns) {
      if (c.name == stmt.plan->names[i]) {
        return SqlError(
            sqlstate::kDuplicateColumn,
            absl::StrCat("column \"", c.name, "\" specified more than once"));
      }
    }
    schema.columns.push_back({stmt.plan->names[i], stmt.plan->types[i]});
  }
  auto table = std::make_shared<Table>(stmt.create_table, schema);
  std::vector<std::vector<Value>> rows;
  absl::Status s = CollectRows(*stmt.plan, state, &rows);
  if (!s.ok()) return s;
  UndoLog undo;
  for (auto& row : rows) {
    absl::StatusOr<RowId> id = table->Insert(std::move(row), &undo);
    if (!id.ok()) return id.status();
  }
  undo.Clear();
  TableEntry entry;
  entry.table = table;
  entry.defaults.resize(schema.columns.size());
  s = catalog_.Create(std::move(entry));
  if (!s.ok()) return s;
  s = RecordCatalogChange(table, [this, name = stmt.create_table, table] {
    catalog_.DropIfSame(name, table);
  });
  if (!s.ok()) return s;
  out->affected = static_cast<int64_t>(rows.size());
  out->tag = absl::StrCat("SELECT ", rows.size());
  return absl::OkStatus();
}

absl::Status DatabaseImpl::RunCopyTo(const plan::BoundStatement& stmt,
                                     ExecState* state, ResultData* out) {
  if (stmt.copy.stdio && state->copy_out == nullptr) {
    return SqlError(sqlstate::kFeatureNotSupported,
                    "COPY TO STDOUT is not supported here; use a file, "
                    "\\copy or a PostgreSQL client over kited");
  }
  absl::StatusOr<CopyOptions> options = CopyOptionsOf(stmt.copy);
  if (!options.ok()) return options.status();
  CopyFile file;
  if (!stmt.copy.stdio) {
    absl::Status s = file.Open(stmt.copy.file);
    if (!s.ok()) return s;
  }
  CopyWriter writer(*options, [&](std::string_view line) {
    if (stmt.copy.stdio) {
      (*state->copy_out->row)(line);
    } else {
      file.Write(line);
    }
  });
  if (options->header) writer.WriteHeader(stmt.plan->names);
  int64_t rows = 0;
  absl::Status s = RunPlan(*stmt.plan, state, [&](const DataChunk& chunk) {
    writer.WriteChunk(chunk);
    rows += chunk.size;
    return absl::OkStatus();
  });
  if (!s.ok()) return s;
  s = file.Close();
  if (!s.ok()) return s;
  out->affected = rows;
  out->tag = absl::StrCat("COPY ", rows);
  return absl::OkStatus();
}

namespace {

struct AnalyzeMap {
  std::vector<std::pair<const plan::PlanNode*, const Operator*>> ops;
};

void CollectOperators(const Operator* op, AnalyzeMap* map) {
  map->ops.emplace_back(&op->node(), op);
  for (const auto& c : op->children()) CollectOperators(c.get(), map);
}

std::string Annotate(const plan::PlanNode& node, const void* arg) {
  const auto* map = static_cast<const AnalyzeMap*>(arg);
  for (const auto& [n, op] : map->ops) {
    if (n != &node) continue;
    std::string s = absl::StrFormat(" (actual time=%.3f rows=%d loops=%d)",
                                    op->nanos() / 1e6, op->rows(), op->loops());
    // Detail lines follow the title, one per "\n".
    for (const std::string& d : op->AnalyzeDetails())
      absl::StrAppend(&s, "\n", d);
    return s;
  }
  return " (never executed)";
}

}  // namespace

absl::Status DatabaseImpl::RunExplain(const plan::BoundStatement& stmt,
                                      const std::vector<Value>& params,
                                      const SessionInfo& session,
                                      ResultData* out) {
  const plan::BoundStatement& inner = *stmt.explained;
  std::vector<std::string> lines;
  if (stmt.analyze && inner.kind != plan::StatementKind::kSelect) {
    // Statements that write are run for real, as PostgreSQL does; their
    // plan is shown without per-node figures.
    auto start = std::chrono::steady_clock::now();
    absl::StatusOr<Result> result = RunBound(inner, params, session);
    if (!result.ok()) return result.status();
    double ms = std::chrono::duration<double, std::milli>(
                    std::chrono::steady_clock::now() - start)
                    .count();
    lines = plan::ExplainPlan(inner, stmt.costs);
    lines.push_back(absl::StrFormat("Execution Time: %.3f ms", ms));
  } else if (stmt.analyze && inner.plan != nullptr) {
    StatementLocks locks;
    if (absl::Status s = locks.LockTables(inner); !s.ok()) return s;
    ExecState state;
    state.stmt = &inner;
    state.params = &params;
    state.session = &session;
    state.activity = &catalog_.activity();
    state.catalog = &catalog_;
    state.session_sequences = CurrentSessionSequences();
    state.jit = jit_settings();
    state.analyze = true;
    state.interrupt = CurrentInterrupt();
    std::unique_ptr<Operator> root;
    auto start = std::chrono::steady_clock::now();
    absl::Status s = RunPlan(
        *inner.plan, &state, [](const DataChunk&) { return absl::OkStatus(); },
        &root);
    if (!s.ok()) return s;
    double ms = std::chrono::duration<double, std::milli>(
                    std::chrono::steady_clock::now() - start)
                    .count();
    AnalyzeMap map;
    CollectOperators(root.get(), &map);
    lines = plan::ExplainPlan(inner, stmt.costs, &Annotate, &map);
    lines.push_back(absl::StrFormat("Execution Time: %.3f ms", ms));
  } else {
    lines = plan::ExplainPlan(inner, stmt.costs);
  }
  out->SetColumns({"QUERY PLAN"}, {Type::Text()});
  for (std::string& line : lines) out->AppendRow({Value::Text(line)});
  out->tag = "EXPLAIN";
  return absl::OkStatus();
}

bool DatabaseImpl::Retired(const plan::BoundStatement& stmt) {
  for (const auto* tables : {&stmt.read_tables, &stmt.write_tables}) {
    for (const std::shared_ptr<Table>& table : *tables) {
      if (table->retired()) return true;
    }
  }
  return false;
}

absl::StatusOr<Result> DatabaseImpl::RunRebound(
    const plan::BoundStatement& stmt, const std::vector<Value>& params,
    const SessionInfo& session, const CopyOutSink* copy_out) {
  // A few times at most: each ALTER that comes between makes another try.
  thread_local int depth = 0;
  if (stmt.source == nullptr || depth >= 3) {
    return SqlError(sqlstate::kInternalError,
                    "a table the statement reads was changed while it waited "
                    "for it; run it again");
  }
  plan::Binder binder(&catalog_, &session);
  absl::StatusOr<std::unique_ptr<plan::BoundStatement>> bound =
      binder.Bind(*stmt.source);
  if (!bound.ok()) return bound.status();
  std::vector<Value> converted;
  const std::vector<Type>& types = (*bound)->param_types;
  for (size_t i = 0; i < types.size() && i < params.size(); ++i) {
    absl::StatusOr<Value> v =
        ConvertParam(params[i], types[i], static_cast<int>(i) + 1);
    if (!v.ok()) return v.status();
    converted.push_back(*std::move(v));
  }
  ++depth;
  absl::StatusOr<Result> result =
      RunBound(**bound, converted, session,
               /*pool_result=*/false, nullptr, copy_out);
  --depth;
  return result;
}

absl::StatusOr<Result> DatabaseImpl::RunBound(const plan::BoundStatement& stmt,
                                              const std::vector<Value>& params,
                                              const SessionInfo& session,
                                              bool pool_result, KeptTree* kept,
                                              const CopyOutSink* copy_out) {
  std::unique_ptr<ResultData> data =
      pool_result ? TakePooledResult() : std::make_unique<ResultData>();
  if (stmt.kind == plan::StatementKind::kExplain) {
    absl::Status s = RunExplain(stmt, params, session, data.get());
    if (!s.ok()) return s;
    return Wrap(std::move(data));
  }
  // A prepared point lookup, from its second run on (RunKeyedSelect), of
  // the one table the statement reads. Outside a transaction block it
  // holds that table through the lock's fast path, without a lock owner;
  // in a block, or when a writer shuts the fast path, it locks as usual.
  const bool keyed = stmt.kind == plan::StatementKind::kSelect &&
                     kept != nullptr && copy_out == nullptr &&
                     stmt.read_tables.size() == 1 &&
                     stmt.write_tables.empty() &&
                     KeyedSelectTable(stmt, *kept) == stmt.read_tables[0].get();
  if (keyed && CurrentLockOwner() == nullptr) {
    FastSharedHold hold(&stmt.read_tables[0]->lock());
    if (hold.held() && !stmt.read_tables[0]->retired() &&
        RunKeyedSelect(stmt, params, *kept, data.get())) {
      return Wrap(std::move(data));
    }
  }
  // Past --max-memory, new work is refused (point lookups above still
  // answer: they hold nothing).
  if (absl::Status s = StatementMemory::Admit(); !s.ok()) return s;
  StatementLocks locks;
  if (absl::Status s = locks.LockTables(stmt); !s.ok()) return s;
  if (Retired(stmt)) {
    // ALTER or DROP TABLE replaced a table while this waited for it.
    return RunRebound(stmt, params, session, copy_out);
  }
  if (keyed && RunKeyedSelect(stmt, params, *kept, data.get())) {
    return Wrap(std::move(data));
  }
  if (stmt.plan != nullptr) PrefetchParameterKeys(*stmt.plan, params, kept);
  ExecState state;
  state.stmt = &stmt;
  state.params = &params;
  state.session = &session;
  state.activity = &catalog_.activity();
  state.catalog = &catalog_;
  state.session_sequences = CurrentSessionSequences();
  state.copy_out = copy_out;
  state.jit = jit_settings();
  state.kept = kept;
  state.interrupt = CurrentInterrupt();
  if (stmt.kind == plan::StatementKind::kSelect && copy_out == nullptr) {
    state.sink = TakeRowSink();
  }
  absl::Status s;
  switch (stmt.kind) {
    case plan::StatementKind::kSelect:
      s = RunQuery(stmt, &state, data.get());
      break;
    case plan::StatementKind::kInsert:
      s = RunInsert(stmt, &state, data.get());
      break;
    case plan::StatementKind::kUpdate:
      s = RunUpdate(stmt, &state, data.get());
      break;
    case plan::StatementKind::kDelete:
      s = RunDelete(stmt, &state, data.get());
      break;
    case plan::StatementKind::kCreateTableAs:
      s = RunCreateTableAs(stmt, &state, data.get());
      break;
    case plan::StatementKind::kCopyTo:
      s = RunCopyTo(stmt, &state, data.get());
      break;
    case plan::StatementKind::kExplain:
      break;
  }
  if (!s.ok()) return s;
  return Wrap(std::move(data));
}

}  // namespace kite
