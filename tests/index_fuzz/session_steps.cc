// Session: the steps (queries, prepared queries run again, writes, table
// checks), each run on both databases and compared.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "tests/fuzz_common/crash_note.h"
#include "tests/fuzz_common/sql_template.h"
#include "tests/index_fuzz/compare.h"
#include "tests/index_fuzz/index_check.h"
#include "tests/index_fuzz/session.h"

namespace kite::fuzz::index_fuzz {
namespace {

constexpr size_t kMaxKept = 6;

absl::StatusOr<Result> ExecuteRendered(Database& db, const RenderedQuery& q) {
  return q.params.empty() ? db.Execute(q.sql) : db.Execute(q.sql, q.params);
}

// Binds `params` and executes; a failed Bind is the outcome.
Outcome ExecutePrepared(PreparedStatement& stmt,
                        const std::vector<Value>& params) {
  stmt.ClearBindings();
  for (size_t i = 0; i < params.size(); ++i) {
    absl::Status s = stmt.Bind(static_cast<int>(i) + 1, params[i]);
    if (!s.ok()) return CaptureError(s);
  }
  return Capture(stmt.Execute());
}

// "" if the plan `off` makes for `q` reads every table by a full scan,
// else the access path it uses instead.
std::string ReferenceAccessPath(Database& off, const RenderedQuery& q) {
  auto r = ExecuteRendered(off, RenderedQuery{"EXPLAIN " + q.sql, q.params});
  if (!r.ok()) return "";
  for (size_t i = 0; i < r->row_count(); ++i) {
    const std::string path = AccessPath(r->GetString(i, 0));
    if (!path.empty() && path != "Seq Scan") {
      return absl::StrCat("with enable_indexes = off the plan uses an index: ",
                          r->GetString(i, 0));
    }
  }
  return "";
}

}  // namespace

void Session::Note(const std::string& what, const std::string& sql) const {
  SetCrashNote(absl::StrCat("seed ", seed_, ", step ", step_, " (", what,
                            "):\n", sql, "\nreplay: kite_index_fuzz --seed ",
                            seed_, " --steps ", step_ + 1, " --verbose"));
}

Session::QueryOutcomes Session::RunQuery(DbPair& dbs, const QueryRun& run,
                                         PreparedStatement* on_stmt,
                                         PreparedStatement* off_stmt) const {
  QueryOutcomes o;
  const RenderedQuery q = Render(run.shape, run.values);
  if (run.mode == Mode::kPrepared) {
    std::unique_ptr<PreparedStatement> on_new, off_new;
    if (on_stmt == nullptr) {
      auto a = dbs.on->Prepare(q.sql);
      auto b = dbs.off->Prepare(q.sql);
      if (!a.ok() || !b.ok()) {
        o.on = a.ok() ? Outcome{} : CaptureError(a.status());
        o.off = b.ok() ? Outcome{} : CaptureError(b.status());
        return o;
      }
      on_new = std::move(*a);
      off_new = std::move(*b);
      on_stmt = on_new.get();
      off_stmt = off_new.get();
    }
    o.on = ExecutePrepared(*on_stmt, q.params);
    o.off = ExecutePrepared(*off_stmt, q.params);
  } else {
    o.on = Capture(ExecuteRendered(*dbs.on, q));
    o.off = Capture(ExecuteRendered(*dbs.off, q));
  }
  if (!run.shape.unlimited_text.empty()) {
    SqlTemplate unlimited = run.shape;
    unlimited.text = run.shape.unlimited_text;
    o.unlimited =
        Capture(ExecuteRendered(*dbs.off, Render(unlimited, run.values)));
  }
  return o;
}

std::string Session::CompareRun(const QueryRun& run,
                                const QueryOutcomes& o) const {
  return CompareQuery(
      run.shape, o.on, o.off,
      run.shape.unlimited_text.empty() ? nullptr : &o.unlimited);
}

void Session::Count(const QueryRun& run, const QueryOutcomes& o) {
  ++stats_->queries;
  ++stats_->query_kinds[run.shape.kind];
  if (run.mode == Mode::kPrepared) ++stats_->prepared;
  if (!o.off.status.ok()) {
    ++stats_->query_errors[SqlStateOf(o.off.status)];
  } else {
    stats_->rows += static_cast<int64_t>(o.off.rows.size());
    if (o.off.rows.empty()) ++stats_->empty;
  }
}

std::string Session::Explain(const RenderedQuery& q) {
  auto r =
      ExecuteRendered(*dbs_.on, RenderedQuery{"EXPLAIN " + q.sql, q.params});
  if (r.ok()) {
    ++stats_->explained;
    for (size_t i = 0; i < r->row_count(); ++i) {
      stats_->CountAccessPath(r->GetString(i, 0));
    }
  }
  return ReferenceAccessPath(*dbs_.off, q);
}

int Session::QueryStep() {
  QueryRun run;
  run.shape = GenerateQuery(rng_, schema_, rng_.Chance(0.4));
  const bool params = run.shape.param_count > 0;
  run.mode = !params            ? Mode::kLiteral
             : rng_.Chance(0.6) ? Mode::kPrepared
                                : Mode::kParams;
  std::unique_ptr<PreparedStatement> on_stmt, off_stmt;
  std::vector<Value> first_values;
  const int sets = params ? static_cast<int>(rng_.Range(2, 4)) : 1;
  for (int set = 0; set < sets; ++set) {
    run.values = DrawSlotValues(rng_, run.shape);
    if (set == 0) first_values = run.values;
    if (run.mode == Mode::kPrepared) {
      // A prepared statement keeps its inline constants; only $n change.
      for (size_t i = 0; i < run.shape.slots.size(); ++i) {
        if (run.shape.slots[i].param == 0) run.values[i] = first_values[i];
      }
      if (set == 0) {
        const std::string sql = Render(run.shape, run.values).sql;
        auto a = dbs_.on->Prepare(sql);
        auto b = dbs_.off->Prepare(sql);
        if (a.ok() && b.ok()) {
          on_stmt = std::move(*a);
          off_stmt = std::move(*b);
        }
      }
    }
    const std::string inline_sql = RenderInline(run.shape, run.values);
    Note("a query", inline_sql);
    QueryOutcomes o = RunQuery(dbs_, run, on_stmt.get(), off_stmt.get());
    if (options_.self_check && !self_checked_ &&
        run.shape.agreement == Agreement::kRows && o.on.status.ok() &&
        !o.on.rows.empty() && !o.on.names.empty()) {
      // Alter one cell of the result with indexes: it must be noticed.
      self_checked_ = true;
      Cell& cell = o.on.rows[rng_.Index(o.on.rows.size())][0];
      cell.text += "?";
      cell.null = false;
    }
    Count(run, o);
    if (options_.verbose) {
      std::printf("step %lld: %s\n  -> %s\n", static_cast<long long>(step_),
                  inline_sql.c_str(), Describe(o.off, 0).c_str());
    }
    std::string diff = CompareRun(run, o);
    if (diff.empty() && stats_->queries % 10 == 0) {
      const RenderedQuery q = Render(run.shape, run.values);
      diff = Explain(q);
      if (!diff.empty()) {
        return Report(
            "the reference's plan", inline_sql, diff, nullptr, nullptr,
            [q](DbPair& dbs) { return ReferenceAccessPath(*dbs.off, q); });
      }
    }
    if (!diff.empty()) {
      return Report(absl::StrCat("a query (", run.shape.kind, ")"), inline_sql,
                    diff, &o.on, &o.off, [this, run](DbPair& dbs) {
                      return CompareRun(run,
                                        RunQuery(dbs, run, nullptr, nullptr));
                    });
    }
    if (run.mode == Mode::kPrepared && on_stmt == nullptr) break;
  }
  if (on_stmt != nullptr && rng_.Chance(0.3)) {
    // Run again later, after writes and index changes.
    Kept kept{run.shape, first_values, std::move(on_stmt), std::move(off_stmt),
              step_};
    if (kept_.size() < kMaxKept) {
      kept_.push_back(std::move(kept));
    } else {
      kept_[rng_.Index(kept_.size())] = std::move(kept);
    }
  }
  return 0;
}

int Session::RerunKept() {
  Kept& kept = kept_[rng_.Index(kept_.size())];
  QueryRun run;
  run.shape = kept.shape;
  run.mode = Mode::kPrepared;
  run.values = DrawSlotValues(rng_, run.shape);
  for (size_t i = 0; i < run.shape.slots.size(); ++i) {
    if (run.shape.slots[i].param == 0) run.values[i] = kept.first_values[i];
  }
  const std::string inline_sql = RenderInline(run.shape, run.values);
  Note("a prepared query run again", inline_sql);
  QueryOutcomes o = RunQuery(dbs_, run, kept.on.get(), kept.off.get());
  Count(run, o);
  if (options_.verbose) {
    std::printf("step %lld: again, prepared at step %lld: %s\n  -> %s\n",
                static_cast<long long>(step_),
                static_cast<long long>(kept.prepared_at), inline_sql.c_str(),
                Describe(o.off, 0).c_str());
  }
  if (std::string diff = CompareRun(run, o); !diff.empty()) {
    return Report(
        absl::StrCat("a query (", run.shape.kind, ") prepared at step ",
                     kept.prepared_at, " and run again"),
        inline_sql, diff, &o.on, &o.off, [this, run](DbPair& dbs) {
          return CompareRun(run, RunQuery(dbs, run, nullptr, nullptr));
        });
  }
  return 0;
}

std::string Session::RunWrite(DbPair& dbs, const WriteRun& run, Outcome* on,
                              Outcome* off) const {
  const WriteShape& w = run.shape;
  const bool dml =
      w.kind != "create-index" && w.kind != "drop-index" && w.kind != "analyze";
  const std::string& table = schema_.tables[w.table].name;
  Outcome on_before, off_before;
  if (dml) {
    on_before = ScanTable(*dbs.on, table);
    off_before = ScanTable(*dbs.off, table);
  }
  RenderedQuery q = Render(w, run.values);
  if (!run.params) q = RenderedQuery{RenderInline(w, run.values), {}};
  Outcome a = Capture(ExecuteRendered(*dbs.on, q));
  Outcome b = Capture(ExecuteRendered(*dbs.off, q));
  std::string diff = CompareWrite(a, b);
  if (diff.empty() && dml && !a.status.ok()) {
    // A failed statement leaves no trace.
    const Sides sides{"before", "after"};
    std::string d = Diff(on_before, ScanTable(*dbs.on, table),
                         OrderCheck::kMultiset, {}, sides);
    if (!d.empty()) {
      diff = absl::StrCat("the failed statement changed ", table,
                          " (enable_indexes = on): ", d);
    } else if (d = Diff(off_before, ScanTable(*dbs.off, table),
                        OrderCheck::kMultiset, {}, sides);
               !d.empty()) {
      diff = absl::StrCat("the failed statement changed ", table,
                          " (enable_indexes = off): ", d);
    }
  }
  if (on != nullptr) *on = std::move(a);
  if (off != nullptr) *off = std::move(b);
  return diff;
}

int Session::WriteStep() {
  WriteRun run;
  run.shape = GenerateWrite(rng_, schema_, rng_.Chance(0.3));
  run.values = DrawSlotValues(rng_, run.shape);
  run.params = run.shape.param_count > 0 && rng_.Chance(0.7);
  const std::string inline_sql = RenderInline(run.shape, run.values);
  Note("a write", inline_sql);
  Outcome on, off;
  std::string diff = RunWrite(dbs_, run, &on, &off);
  ++stats_->writes[run.shape.kind];
  if (!off.status.ok()) {
    ++stats_->write_errors[absl::StrCat(run.shape.kind, " ",
                                        SqlStateOf(off.status))];
  }
  if (options_.verbose) {
    std::printf("step %lld: %s\n  -> %s\n", static_cast<long long>(step_),
                inline_sql.c_str(), Describe(off, 0).c_str());
  }
  log_.push_back({inline_sql, "", {}});
  if (!diff.empty()) {
    // The log ends with the write; the probe runs it again.
    log_.pop_back();
    return Report(absl::StrCat("a write (", run.shape.kind, ")"), inline_sql,
                  diff, &on, &off, [this, run](DbPair& dbs) {
                    return RunWrite(dbs, run, nullptr, nullptr);
                  });
  }
  if (off.status.ok()) {
    if (run.shape.create.has_value()) {
      schema_.indexes.push_back(*run.shape.create);
    }
    if (!run.shape.drop.empty()) {
      std::erase_if(schema_.indexes, [&](const IndexModel& index) {
        return index.name == run.shape.drop;
      });
    }
  }
  TableModel& table = schema_.tables[run.shape.table];
  Outcome count = Capture(
      dbs_.off->Execute(absl::StrCat("SELECT count(*) FROM ", table.name)));
  if (count.status.ok() && count.rows.size() == 1) {
    table.live_rows = std::stoll(count.rows[0][0].text);
  }
  return 0;
}

std::string Session::CompareTables(DbPair& dbs) const {
  for (const TableModel& table : schema_.tables) {
    std::string diff =
        Diff(ScanTable(*dbs.on, table.name), ScanTable(*dbs.off, table.name),
             OrderCheck::kMultiset, {}, kSides);
    if (!diff.empty()) return absl::StrCat(table.name, ": ", diff);
  }
  if (std::string diff = CheckIndexEntries(*dbs.on); !diff.empty()) {
    return absl::StrCat("enable_indexes = on: ", diff);
  }
  if (std::string diff = CheckIndexEntries(*dbs.off); !diff.empty()) {
    return absl::StrCat("enable_indexes = off: ", diff);
  }
  return "";
}

int Session::CheckTables() {
  ++stats_->table_checks;
  Note("a check of the tables and index entries", "SELECT * FROM ...");
  if (std::string diff = CompareTables(dbs_); !diff.empty()) {
    return Report("a check of the tables and index entries",
                  "SELECT * FROM <each table>; SELECT * FROM kite_indexes",
                  diff, nullptr, nullptr,
                  [this](DbPair& dbs) { return CompareTables(dbs); });
  }
  return 0;
}

int Session::Run(int64_t steps) {
  for (int64_t i = 0; i < steps; ++i, ++step_) {
    ++stats_->steps;
    const absl::Time start = absl::Now();
    const double r = rng_.Unit();
    int rc = 0;
    if (r < 0.6) {
      rc = QueryStep();
    } else if (r < 0.68 && !kept_.empty()) {
      rc = RerunKept();
    } else if (r < 0.98) {
      rc = WriteStep();
    } else {
      rc = CheckTables();
    }
    if (rc != 0) return rc;
    stats_->Timed(absl::ToDoubleMilliseconds(absl::Now() - start),
                  absl::StrCat("seed ", seed_, " step ", step_));
  }
  return 0;
}

}  // namespace kite::fuzz::index_fuzz
