// Epoch: running the queries on both databases, comparing, reporting.
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "kite/kite.h"
#include "tests/fuzz_common/crash_note.h"
#include "tests/fuzz_common/outcome.h"
#include "tests/fuzz_common/values.h"
#include "tests/jit_fuzz/epoch.h"
#include "tests/jit_fuzz/query_gen.h"
#include "tests/jit_fuzz/query_template.h"

namespace kite::fuzz::jit_fuzz {
namespace {

// Runs `execute` and captures its outcome; its time goes to `*ms`.
template <typename F>
Outcome Timed(F&& execute, double* ms) {
  auto start = std::chrono::steady_clock::now();
  absl::StatusOr<Result> r = execute();
  *ms = SecondsSince(start) * 1000;
  return Capture(r);
}

const char* CheckName(OrderCheck check) {
  switch (check) {
    case OrderCheck::kExact:
      return "exact (same rows, same order)";
    case OrderCheck::kMultiset:
      return "multiset (same rows, any order)";
    case OrderCheck::kTieRuns:
      return "sort keys in order, rows with equal keys in any order";
  }
  return "";
}

}  // namespace

Epoch::Execution Epoch::RunPrepared(PreparedStatement* off,
                                    PreparedStatement* force,
                                    const RenderedQuery& q) {
  Execution e;
  off->ClearBindings();
  force->ClearBindings();
  for (size_t i = 0; i < q.params.size(); ++i) {
    int index = static_cast<int>(i) + 1;
    absl::Status a = off->Bind(index, q.params[i]);
    absl::Status b = force->Bind(index, q.params[i]);
    if (a != b && e.bind_diff.empty()) {
      e.bind_diff = absl::StrCat("Bind($", index, ") differs: off ",
                                 a.ToString(), ", force ", b.ToString());
    }
  }
  e.off = Timed([&] { return off->Execute(); }, &e.off_ms);
  e.force = Timed([&] { return force->Execute(); }, &e.force_ms);
  return e;
}

int Epoch::RunTemplate(const QueryTemplate& t) {
  // Several value sets per shape: a cached kernel must not keep the
  // constants it was compiled with, and compiling is paid once per shape.
  int sets = t.slots.empty() ? 1 : 2 + static_cast<int>(query_rng_.Index(6));
  bool prepare = t.param_count > 0 && query_rng_.Chance(0.7);
  std::unique_ptr<PreparedStatement> off_stmt, force_stmt;
  std::vector<Value> first_values;
  for (int set = 0; set < sets; ++set) {
    std::vector<Value> values = DrawSlotValues(query_rng_, t);
    if (set == 0) first_values = values;
    if (prepare) {
      // A prepared statement keeps its inline constants; only $n change.
      for (size_t i = 0; i < t.slots.size(); ++i) {
        if (t.slots[i].param == 0) values[i] = first_values[i];
      }
    }
    RenderedQuery q = Render(t, values);
    NoteRunning(q, "");
    Execution e;
    if (prepare && set == 0) {
      // The SQL text is the same for every value set: only $n change.
      auto a = off_->Prepare(q.sql);
      auto b = force_->Prepare(q.sql);
      if (!a.ok() || !b.ok()) {
        e.off = a.ok() ? Outcome{} : CaptureError(a.status());
        e.force = b.ok() ? Outcome{} : CaptureError(b.status());
        std::string diff =
            Diff(e.off, e.force, OrderCheck::kExact, {}, kJitSides);
        if (a.ok() != b.ok() || !diff.empty()) {
          return Report(&t, q, diff.empty() ? "Prepare differs" : diff, e, "");
        }
        ++stats_->executed;
        ++query_index_;
        ++stats_->errors[SqlStateOf(a.status())];
        return 0;
      }
      off_stmt = std::move(*a);
      force_stmt = std::move(*b);
    }
    if (prepare) {
      e = RunPrepared(off_stmt.get(), force_stmt.get(), q);
      ++stats_->prepared;
    } else if (t.param_count > 0) {
      e.off = Timed([&] { return off_->Execute(q.sql, q.params); }, &e.off_ms);
      e.force =
          Timed([&] { return force_->Execute(q.sql, q.params); }, &e.force_ms);
    } else {
      e.off = Timed([&] { return off_->Execute(q.sql); }, &e.off_ms);
      e.force = Timed([&] { return force_->Execute(q.sql); }, &e.force_ms);
    }
    if (t.param_count > 0) ++stats_->with_params;
    std::string diff = e.bind_diff;
    if (diff.empty())
      diff = Diff(e.off, e.force, t.check, t.key_columns, kJitSides);
    std::string note;
    if (options_.self_check && !self_checked_ && diff.empty() &&
        e.off.status.ok() && !e.off.rows.empty() && !e.off.names.empty()) {
      // Alter one cell of the force result: the comparison must notice.
      self_checked_ = true;
      size_t row = query_rng_.Index(e.force.rows.size());
      size_t col = query_rng_.Index(e.force.names.size());
      Cell& cell = e.force.rows[row][col];
      if (cell.null) {
        cell = Cell{false, "0"};
      } else {
        cell.text += "~";
      }
      diff = Diff(e.off, e.force, t.check, t.key_columns, kJitSides);
      if (diff.empty()) {
        std::printf(
            "jit_fuzz: self-check FAILED: altering row %zu column %zu of the "
            "force result went unnoticed\n",
            row, col);
        return 2;
      }
      note = absl::StrCat("self-check: row ", row, " column ", col,
                          " of the force result was altered on purpose");
    }
    if (options_.verbose) {
      std::printf("#%lld %s\n", static_cast<long long>(query_index_ + 1),
                  q.sql.c_str());
      for (size_t i = 0; i < q.params.size(); ++i) {
        std::printf("    $%zu = %s\n", i + 1, SqlLiteral(q.params[i]).c_str());
      }
      std::printf("  -> %s (off %.2f ms, force %.2f ms)\n",
                  Describe(e.off, 0).c_str(), e.off_ms, e.force_ms);
    }
    if (!diff.empty()) return Report(&t, q, diff, e, note);
    if (query_index_ % 10 == 0 && e.force.status.ok()) Explain(q);
    ++stats_->executed;
    ++query_index_;
    if (!e.off.status.ok()) {
      ++stats_->errors[SqlStateOf(e.off.status)];
    } else {
      stats_->rows += static_cast<int64_t>(e.off.rows.size());
      if (e.off.rows.empty()) ++stats_->empty;
    }
  }
  return 0;
}

int Epoch::Run(int64_t count) {
  const int64_t stop = query_index_ + count;
  while (query_index_ < stop) {
    bool use_params = query_rng_.Chance(0.5);
    QueryTemplate t = GenerateQuery(query_rng_, tables_, use_params);
    if (int rc = RunTemplate(t); rc != 0) return rc;
  }
  return 0;
}

void Epoch::Explain(const RenderedQuery& q) {
  std::string sql = "EXPLAIN ANALYZE " + q.sql;
  auto r =
      q.params.empty() ? force_->Execute(sql) : force_->Execute(sql, q.params);
  if (!r.ok()) return;
  ++stats_->explained;
  for (size_t i = 0; i < r->row_count(); ++i) {
    std::string line = r->GetString(i, 0);
    size_t at = line.find("JIT: ");
    if (at == std::string::npos) continue;
    std::string what = line.substr(at + 5);
    // "compiled (kernel cache hit, compile time 3.1 ms, ...)": the figures
    // vary, the reasons for interpreting do not.
    size_t paren = what.find(" (");
    if (paren != std::string::npos &&
        what.find("compile time", paren) != std::string::npos) {
      what.resize(paren);
    }
    ++stats_->jit_lines[what];
  }
}

void Epoch::NoteRunning(const RenderedQuery& q, const char* what) {
  std::string note = absl::StrCat(
      "seed: ", seed_, ", query ", query_index_ + 1, " of this seed ", what,
      "\nreplay: kite_jit_fuzz --seed ", seed_, " --queries ", query_index_ + 1,
      " --verbose\nsql:    ", q.sql);
  for (size_t i = 0; i < q.params.size(); ++i) {
    absl::StrAppend(&note, "\nparam:  $", i + 1, " = ",
                    SqlLiteral(q.params[i]));
  }
  SetCrashNote(note);
}

int Epoch::RunOne(const std::string& sql) {
  Execution e;
  e.off = Timed([&] { return off_->Execute(sql); }, &e.off_ms);
  e.force = Timed([&] { return force_->Execute(sql); }, &e.force_ms);
  std::printf("jit = off (%.2f ms): %s\njit = %s (%.2f ms): %s\n", e.off_ms,
              Describe(e.off, 50).c_str(), options_.jit.c_str(), e.force_ms,
              Describe(e.force, 50).c_str());
  std::string diff = Diff(e.off, e.force, OrderCheck::kMultiset, {}, kJitSides);
  if (diff.empty()) return 0;
  std::printf("differs: %s\n", diff.c_str());
  return 1;
}

int Epoch::Report(const QueryTemplate* t, const RenderedQuery& q,
                  const std::string& what, const Execution& e,
                  const std::string& note) {
  std::printf("\n=== JIT MISMATCH: jit = off and jit = %s disagree ===\n",
              options_.jit.c_str());
  if (!note.empty()) std::printf("(%s)\n", note.c_str());
  std::printf("seed: %llu, query %lld of this seed\n",
              static_cast<unsigned long long>(seed_),
              static_cast<long long>(query_index_ + 1));
  std::printf("replay: kite_jit_fuzz --seed %llu --queries %lld --verbose\n",
              static_cast<unsigned long long>(seed_),
              static_cast<long long>(query_index_ + 1));
  std::printf("tables (rows generated from the seed):\n");
  for (const TableSpec& table : tables_) {
    std::printf("  %s;  -- %d rows + setup DML\n", table.CreateSql().c_str(),
                table.rows);
  }
  if (t != nullptr) std::printf("shape:  %s\n", ShapeText(*t).c_str());
  std::printf("sql:    %s\n", q.sql.c_str());
  for (size_t i = 0; i < q.params.size(); ++i) {
    std::printf("param:  $%zu = %s\n", i + 1, SqlLiteral(q.params[i]).c_str());
  }
  if (t != nullptr) std::printf("check:  %s\n", CheckName(t->check));
  std::printf("differs: %s\n", what.c_str());
  std::printf("jit = off:   %s\n", Describe(e.off, 20).c_str());
  std::printf("jit = %s: %s\n", options_.jit.c_str(),
              Describe(e.force, 20).c_str());
  std::fflush(stdout);
  return 1;
}

}  // namespace kite::fuzz::jit_fuzz
