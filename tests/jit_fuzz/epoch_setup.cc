// Epoch: creating and filling the tables in both databases.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <numeric>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "kite/kite.h"
#include "tests/fuzz_common/outcome.h"
#include "tests/jit_fuzz/epoch.h"
#include "tests/jit_fuzz/expr_gen.h"
#include "tests/jit_fuzz/query_template.h"
#include "tests/jit_fuzz/schema.h"

namespace kite::fuzz::jit_fuzz {

absl::Status Epoch::ExecBoth(const std::string& sql) {
  absl::StatusOr<Result> a = off_->Execute(sql);
  if (!a.ok()) return a.status();
  absl::StatusOr<Result> b = force_->Execute(sql);
  return b.status();
}

absl::Status Epoch::LoadTable(const TableSpec& table, int first_id, int rows,
                              bool shuffle) {
  // Rows go in 64 to an INSERT: far fewer statements than rows.
  constexpr int kBatch = 64;
  const int ncols = static_cast<int>(table.columns.size());
  std::unique_ptr<PreparedStatement> a, b;
  int prepared_rows = 0;
  // Ids in random order, so that scan order is not id order.
  std::vector<int> ids(rows);
  std::iota(ids.begin(), ids.end(), first_id);
  if (shuffle) {
    for (size_t i = ids.size(); i > 1; --i) {
      std::swap(ids[i - 1], ids[data_rng_.Index(i)]);
    }
  }
  for (size_t start = 0; start < ids.size(); start += kBatch) {
    int n = static_cast<int>(std::min<size_t>(kBatch, ids.size() - start));
    if (n != prepared_rows) {
      std::vector<std::string> tuples;
      for (int r = 0; r < n; ++r) {
        std::vector<std::string> holes;
        for (int c = 0; c < ncols; ++c) {
          holes.push_back(absl::StrCat("$", r * ncols + c + 1));
        }
        tuples.push_back(absl::StrCat("(", absl::StrJoin(holes, ", "), ")"));
      }
      std::string sql = absl::StrCat("INSERT INTO ", table.name, " VALUES ",
                                     absl::StrJoin(tuples, ", "));
      auto pa = off_->Prepare(sql);
      if (!pa.ok()) return pa.status();
      auto pb = force_->Prepare(sql);
      if (!pb.ok()) return pb.status();
      a = std::move(*pa);
      b = std::move(*pb);
      prepared_rows = n;
    }
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < ncols; ++c) {
        Value v = c == 0 ? Value::Integer(ids[start + r])
                         : DrawValue(data_rng_, table.columns[c]);
        int index = r * ncols + c + 1;
        if (absl::Status s = a->Bind(index, v); !s.ok()) return s;
        if (absl::Status s = b->Bind(index, v); !s.ok()) return s;
      }
    }
    if (auto r = a->Execute(); !r.ok()) return r.status();
    if (auto r = b->Execute(); !r.ok()) return r.status();
  }
  next_id_[table.name] = first_id + rows;
  return absl::OkStatus();
}

int Epoch::Setup() {
  auto start = std::chrono::steady_clock::now();
  auto off = Database::Open();
  auto force = Database::Open();
  if (!off.ok() || !force.ok()) {
    std::printf("jit_fuzz: cannot open a database\n");
    return 2;
  }
  off_ = std::move(*off);
  force_ = std::move(*force);
  tables_ = MakeSchema(data_rng_, /*big=*/true);
  // Both load with the interpreter, so the tables start out identical.
  absl::Status s = ExecBoth("SET jit = off");
  for (const TableSpec& t : tables_) {
    if (s.ok()) s = ExecBoth(t.CreateSql());
    if (s.ok()) s = LoadTable(t, 1, t.rows, true);
  }
  if (s.ok()) s = force_->Execute(SetJit()).status();
  if (s.ok() && !options_.jit_opt_level.empty()) {
    s = force_->Execute("SET jit_opt_level = " + options_.jit_opt_level)
            .status();
  }
  if (!s.ok()) {
    std::printf("jit_fuzz: seed %llu: setup failed: %s\n",
                static_cast<unsigned long long>(seed_), s.ToString().c_str());
    return 2;
  }
  // UPDATEs and DELETEs (run by each database's own engine, so they are
  // differential tests too) leave deleted slots, which later inserts reuse.
  for (const TableSpec& t : tables_) {
    if (int rc = RunDml(t); rc != 0) return rc;
  }
  if (int rc = VerifySameData(); rc != 0) return rc;
  if (options_.verbose) {
    std::printf("jit_fuzz: seed %llu: tables ready in %.2f s\n",
                static_cast<unsigned long long>(seed_), SecondsSince(start));
    auto r = off_->Execute(
        "SELECT table_name, column_name, type, encoding FROM kite_columns "
        "WHERE type = 'text' ORDER BY 1, 2");
    if (r.ok()) {
      for (size_t i = 0; i < r->row_count(); ++i) {
        std::printf("  %s.%s: %s\n", r->GetString(i, 0).c_str(),
                    r->GetString(i, 1).c_str(), r->GetString(i, 3).c_str());
      }
    }
    auto n =
        off_->Execute("SELECT table_name, rows FROM kite_tables ORDER BY 1");
    if (n.ok()) {
      for (size_t i = 0; i < n->row_count(); ++i) {
        std::printf("  %s: %s rows\n", n->GetString(i, 0).c_str(),
                    n->GetString(i, 1).c_str());
      }
    }
  }
  return 0;
}

int Epoch::RunDml(const TableSpec& table) {
  int statements = table.rows > 20000 ? 6 : 12;
  for (int i = 0; i < statements; ++i) {
    QueryTemplate t;
    t.table = &table;
    ExprGen gen(data_rng_, &t, /*use_params=*/false);
    if (data_rng_.Chance(0.6)) {
      const ColumnSpec& col =
          table.columns[1 + data_rng_.Index(table.columns.size() - 1)];
      // Columns with few distinct values keep them (they are the GROUP BY
      // keys, and a dictionary-encoded column should stay one).
      bool few = col.profile.narrow || !col.pool.empty() ||
                 col.type.id == TypeId::kBoolean;
      std::string value = few ? gen.Literal(col.type, &col, false, 0.1)
                              : gen.Scalar(col.type.id, 1);
      t.text = absl::StrCat("UPDATE ", table.name, " SET ", col.name, " = ",
                            value, " WHERE ", gen.Bool(2));
    } else {
      // Deletes stay to a fraction of the rows: a fifth at most (a
      // fiftieth in the big table, which keeps more than 64K rows).
      int modulus = table.rows > 20000 ? 50 : 5;
      t.text = absl::StrCat("DELETE FROM ", table.name, " WHERE (", gen.Bool(2),
                            ") AND id % ", modulus, " = ",
                            gen.SmallInt(0, modulus - 1));
    }
    RenderedQuery q = Render(t, DrawSlotValues(data_rng_, t));
    NoteRunning(q, "a setup UPDATE/DELETE");
    Execution e;
    e.off = Capture(off_->Execute(q.sql));
    e.force = Capture(force_->Execute(q.sql));
    std::string diff = Diff(e.off, e.force, OrderCheck::kExact, {}, kJitSides);
    if (!diff.empty()) {
      return Report(&t, q, diff, e, "a setup UPDATE/DELETE");
    }
    if (options_.verbose) {
      std::printf("setup: %s\n  -> %s\n", q.sql.c_str(),
                  Describe(e.off, 0).c_str());
    }
  }
  // `ta` keeps a third of its slots free: deleted rows the scans must skip
  // (and fewer rows to read; it was filled past 4,096 rows only so that
  // storage would keep `h` as a heap column).
  if (table.name == "ta") {
    std::string sql = "DELETE FROM ta WHERE id % 3 = 0";
    Execution e;
    e.off = Capture(off_->Execute(sql));
    e.force = Capture(force_->Execute(sql));
    std::string diff = Diff(e.off, e.force, OrderCheck::kExact, {}, kJitSides);
    if (!diff.empty()) {
      return Report(nullptr, RenderedQuery{sql, {}}, diff, e, "a setup DELETE");
    }
  }
  // New rows fill the deleted slots.
  absl::Status s = LoadTable(table, next_id_[table.name], table.rows / 10,
                             /*shuffle=*/false);
  if (!s.ok()) {
    std::printf("jit_fuzz: seed %llu: inserting into %s failed: %s\n",
                static_cast<unsigned long long>(seed_), table.name.c_str(),
                s.ToString().c_str());
    return 2;
  }
  return 0;
}

int Epoch::VerifySameData() {
  if (!force_->Execute("SET jit = off").ok()) return 2;
  for (const TableSpec& t : tables_) {
    // Slots are reused in the same order in both, so scan order compares;
    // a tenth of the big table is enough.
    RenderedQuery q;
    q.sql = absl::StrCat("SELECT * FROM ", t.name,
                         t.rows > 20000 ? " WHERE id % 10 = 0" : "");
    Execution e;
    e.off = Capture(off_->Execute(q.sql));
    e.force = Capture(force_->Execute(q.sql));
    std::string diff = Diff(e.off, e.force, OrderCheck::kExact, {}, kJitSides);
    if (!diff.empty()) {
      return Report(nullptr, q, diff, e,
                    "the tables differ after the setup UPDATEs/DELETEs "
                    "(read back with jit = off in both)");
    }
  }
  if (!force_->Execute(SetJit()).ok()) return 2;
  return 0;
}

}  // namespace kite::fuzz::jit_fuzz
