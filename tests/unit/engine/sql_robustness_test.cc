// Robustness: thousands of generated and mutated statements must never crash
// or hang the engine, every error must carry a SQLSTATE, and a failed
// statement must leave the tables as they were.
//
// Deterministic: every generator uses a fixed seed. A watchdog aborts the
// process (printing the statement) if one statement runs for too long, and a
// fatal-signal handler prints the statement that was running, so a crash
// names its reproduction.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

// ---------------------------------------------------------------------------
// The statement being run, for the watchdog and the crash handler.

constexpr int kStatementTimeoutSeconds = 20;

char g_current_sql[4096];
std::atomic<int64_t> g_started_ms{0};  // 0: no statement running

int64_t NowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

void PrintCurrent(const char* what) {
  // Only async-signal-safe calls.
  ssize_t ignored = write(2, what, strlen(what));
  ignored =
      write(2, g_current_sql, strnlen(g_current_sql, sizeof g_current_sql));
  ignored = write(2, "\n", 1);
  (void)ignored;
}

void OnFatalSignal(int sig) {
  PrintCurrent("\n*** fatal signal while running: ");
  signal(sig, SIG_DFL);
  raise(sig);
}

class Watchdog {
 public:
  Watchdog() {
    signal(SIGSEGV, OnFatalSignal);
    signal(SIGABRT, OnFatalSignal);
    signal(SIGBUS, OnFatalSignal);
    signal(SIGFPE, OnFatalSignal);
    thread_ = std::thread([this] {
      while (!stop_.load()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        int64_t started = g_started_ms.load();
        if (started != 0 &&
            NowMs() - started > kStatementTimeoutSeconds * 1000) {
          PrintCurrent("\n*** statement hung (watchdog): ");
          std::_Exit(3);
        }
      }
    });
  }
  ~Watchdog() {
    stop_ = true;
    thread_.join();
  }

 private:
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

// ---------------------------------------------------------------------------
// The database under test and the checks made around every statement.

// Columns shared by t1 and t2, one of every type.
struct Column {
  const char* name;
  const char* type;
};
constexpr Column kColumns[] = {
    {"b", "BOOLEAN"},       {"i", "INTEGER"},
    {"g", "BIGINT"},        {"d", "DOUBLE PRECISION"},
    {"n", "NUMERIC(10,2)"}, {"s", "TEXT"},
    {"dt", "DATE"},         {"ts", "TIMESTAMP"},
    {"ai", "INTEGER[]"},    {"ag", "BIGINT[]"},
    {"at", "TEXT[]"},
};
constexpr const char* kTables[] = {"t1", "t2", "t3"};

// Values per column (same order as kColumns), extreme ones included.
const std::vector<std::vector<std::string>>& ColumnValues() {
  static const auto* values = new std::vector<std::vector<std::string>>{
      {"true", "false", "NULL"},
      {"0", "1", "-1", "42", "2147483647", "-2147483648", "NULL"},
      {"0", "7", "9223372036854775807", "-9223372036854775808", "NULL"},
      {"0", "1.5", "-2.25", "1e308", "-1e308", "1e-300", "NULL"},
      {"0", "0.01", "99999999.99", "-99999999.99", "12.5", "NULL"},
      {"''", "'a'", "'kite'", "'it''s'", "'%_\\'", "'ünïcødé'",
       "'" + std::string(5000, 'x') + "'", "NULL"},
      {"'2024-01-31'", "'1970-01-01'", "'0001-01-01'", "'9999-12-31'", "NULL"},
      {"'2024-01-31 12:00:00'", "'1970-01-01 00:00:00'",
       "'9999-12-31 23:59:59'", "'0001-01-01 00:00:00'", "NULL"},
      {"'{1,2,NULL}'", "'{}'", "'{2147483647,-2147483648}'", "NULL"},
      {"'{9223372036854775807,-9223372036854775808}'", "'{}'", "'{0}'", "NULL"},
      {"'{\"a\",\"\",NULL}'", "'{}'", "ARRAY['x','y']", "NULL"},
  };
  return *values;
}

class Fixture {
 public:
  Fixture() { Reset(); }

  void Reset() {
    db_ = testing::NewDb();
    std::string cols;
    for (const Column& c : kColumns)
      absl::StrAppend(&cols, ", ", c.name, " ", c.type);
    Must(absl::StrCat("CREATE TABLE t1 (id INTEGER PRIMARY KEY", cols, ")"));
    Must(absl::StrCat("CREATE TABLE t2 (id INTEGER", cols, ")"));
    Must(
        "CREATE TABLE t3 (k BIGINT, s TEXT NOT NULL DEFAULT 'x', i INTEGER, "
        "PRIMARY KEY (k, s))");
    std::mt19937_64 rng(7);
    for (int row = 0; row < 24; ++row) {
      std::vector<std::string> cells;
      for (const auto& choices : ColumnValues()) {
        // The first rows walk through every value; the rest are random.
        cells.push_back(row < 8 ? choices[row % choices.size()]
                                : choices[rng() % choices.size()]);
      }
      std::string values = absl::StrJoin(cells, ", ");
      Must(absl::StrCat("INSERT INTO t1 VALUES (", row, ", ", values, ")"));
      // t2 holds duplicates and NULL ids.
      std::string id = row % 5 == 4 ? "NULL" : std::to_string(row % 6);
      Must(absl::StrCat("INSERT INTO t2 VALUES (", id, ", ", values, ")"));
      Must(absl::StrCat("INSERT INTO t3 VALUES (", row % 4, ", 's", row, "', ",
                        row % 3 == 0 ? "NULL" : std::to_string(row), ")"));
    }
  }

  void Must(const std::string& sql) {
    auto r = db_->Execute(sql);
    ASSERT_TRUE(r.ok()) << sql << "\n" << r.status();
  }

  // The contents of every table, independent of row order.
  std::string Checksum() {
    std::string out;
    for (const char* table : kTables) {
      auto r = db_->Execute(absl::StrCat("SELECT * FROM ", table));
      if (!r.ok()) return absl::StrCat("ERROR ", r.status().ToString());
      std::vector<std::string> rows;
      for (size_t i = 0; i < r->row_count(); ++i) {
        std::string row;
        for (int c = 0; c < r->column_count(); ++c) {
          absl::StrAppend(&row, r->IsNull(i, c) ? "NULL" : r->GetString(i, c),
                          "|");
        }
        rows.push_back(std::move(row));
      }
      std::sort(rows.begin(), rows.end());
      absl::StrAppend(&out, table, ":",
                      std::hash<std::string>()(absl::StrJoin(rows, "\n")), ";");
    }
    return out;
  }

  // Runs `sql` and checks what must always hold. Returns true if it succeeded.
  bool Run(const std::string& sql) {
    bool modifies = !sql.empty() && sql.find(';') == std::string::npos &&
                    std::string_view(sql).substr(0, 6) != "SELECT";
    std::string before = modifies ? Checksum() : "";
    snprintf(g_current_sql, sizeof g_current_sql, "%s", sql.c_str());
    if (getenv("KITE_ROBUSTNESS_TRACE") != nullptr) {
      fprintf(stderr, "SQL[%d]: %s\n", statements_, sql.c_str());
    }
    g_started_ms = NowMs();
    auto r = db_->Execute(sql);
    g_started_ms = 0;
    ++statements_;
    if (r.ok()) {
      ++succeeded_;
      // Touch every cell so that result formatting is exercised too.
      for (size_t i = 0; i < r->row_count(); ++i) {
        for (int c = 0; c < r->column_count(); ++c) (void)r->GetString(i, c);
      }
      return true;
    }
    std::string state = SqlStateOf(r.status());
    ++states_[state];
    if (state == "XX000") {
      if (internal_errors_.size() < 30) {
        internal_errors_.push_back(absl::StrCat(
            sql.substr(0, 300), "\n      -> ", r.status().message()));
      }
    }
    if (modifies) {
      EXPECT_EQ(before, Checksum())
          << "failed statement changed the tables: " << sql.substr(0, 500)
          << "\n  error: " << r.status();
    }
    return false;
  }

  void Report(const char* name) {
    std::string states;
    for (const auto& [state, count] : states_) {
      absl::StrAppend(&states, " ", state, "x", count);
    }
    printf("[%s] %d statements, %d ok; errors:%s\n", name, statements_,
           succeeded_, states.c_str());
    for (const auto& e : internal_errors_) printf("  XX000: %s\n", e.c_str());
    // Internal errors are reported, not asserted, while the engine is being
    // finished; set KITE_STRICT_SQLSTATE=1 to make them fail the test.
    if (getenv("KITE_STRICT_SQLSTATE") != nullptr) {
      EXPECT_EQ(states_["XX000"], 0) << "statements failed with XX000";
    }
  }

  Database& db() { return *db_; }
  int statements() const { return statements_; }

 private:
  std::unique_ptr<Database> db_;
  int statements_ = 0;
  int succeeded_ = 0;
  std::map<std::string, int> states_;
  std::vector<std::string> internal_errors_;
};

// ---------------------------------------------------------------------------
// A grammar-directed generator of valid-ish SQL over the tables above.

enum class T {
  kBool,
  kInt,
  kBig,
  kDbl,
  kNum,
  kText,
  kDate,
  kTs,
  kIntArr,
  kBigArr,
  kTextArr
};
constexpr int kTypeCount = 11;

class Generator {
 public:
  explicit Generator(uint64_t seed) : rng_(seed) {}

  // Mutations can turn a small generate_series into an endless one.
  void DisallowGenerateSeries() { allow_series_ = false; }

  int Uniform(int n) { return static_cast<int>(rng_() % n); }
  bool Chance(int percent) { return Uniform(100) < percent; }
  template <typename V>
  const V& Pick(const std::vector<V>& v) {
    return v[Uniform(v.size())];
  }
  T AnyType() { return static_cast<T>(Uniform(kTypeCount)); }

  std::string Literal(T t) {
    if (Chance(8)) return "NULL";
    int idx = static_cast<int>(t);
    const auto& choices = ColumnValues()[idx];
    std::string v = Pick(choices);
    if (v == "NULL") v = choices[0];
    static const char* kCast[] = {"",      "",           "", "", "", "",
                                  "DATE ", "TIMESTAMP ", "", "", ""};
    static const char* kSuffix[] = {
        "", "", "::bigint",    "",           "::numeric(10,2)", "",
        "", "", "::integer[]", "::bigint[]", "::text[]"};
    if (v[0] == '\'' && t >= T::kDate)
      return absl::StrCat(kCast[idx], v, kSuffix[idx]);
    if (t == T::kText) return v;
    return Chance(50) ? v : absl::StrCat(v, kSuffix[idx]);
  }

  std::string ColumnRef(T t) {
    if (scopes_.empty()) return Literal(t);
    const std::string& alias = Pick(scopes_);
    if (t == T::kInt && Chance(30)) return absl::StrCat(alias, ".id");
    return absl::StrCat(alias, ".", kColumns[static_cast<int>(t)].name);
  }

  // An expression of type `t` (or, now and then, of a wrong type).
  std::string Expr(T t, int depth) {
    if (Chance(3)) t = AnyType();  // provoke type errors
    if (depth <= 0 || Chance(25)) {
      return Chance(60) ? ColumnRef(t) : Literal(t);
    }
    --depth;
    switch (Uniform(12)) {
      case 0:
        return absl::StrCat("CASE WHEN ", Expr(T::kBool, depth), " THEN ",
                            Expr(t, depth), " ELSE ", Expr(t, depth), " END");
      case 1:
        return absl::StrCat("COALESCE(", Expr(t, depth), ", ", Expr(t, depth),
                            ")");
      case 2:
        return absl::StrCat("NULLIF(", Expr(t, depth), ", ", Expr(t, depth),
                            ")");
      case 3:
        return absl::StrCat("CAST(", Expr(AnyType(), depth), " AS ",
                            kColumns[static_cast<int>(t)].type, ")");
      case 4:
        if (depth > 0) return ScalarSubquery(t, depth);
        break;
      default:
        break;
    }
    return TypedExpr(t, depth);
  }

  std::string TypedExpr(T t, int depth) {
    auto e = [&](T u) { return Expr(u, depth); };
    switch (t) {
      case T::kBool:
        return BoolExpr(depth);
      case T::kInt:
      case T::kBig:
      case T::kDbl:
      case T::kNum: {
        switch (Uniform(9)) {
          case 0:
            return absl::StrCat("abs(", e(t), ")");
          case 1:
            return absl::StrCat("-(", e(t), ")");  // not "--": a comment
          case 2:
            return absl::StrCat("length(", e(T::kText), ")");
          case 3:
            return absl::StrCat("position(", e(T::kText), " IN ", e(T::kText),
                                ")");
          case 4:
            return absl::StrCat(
                "cardinality(",
                e(Pick(std::vector{T::kIntArr, T::kBigArr, T::kTextArr})), ")");
          case 5:
            return Chance(50)
                       ? absl::StrCat("round(", e(t), ")")
                       : absl::StrCat("round(", e(t), ", ", e(T::kInt), ")");
          case 6:
            return absl::StrCat(e(t == T::kBig ? T::kBigArr : T::kIntArr), "[",
                                e(T::kInt), "]");
          default:
            return absl::StrCat(
                "(", e(t), " ",
                Pick(std::vector<std::string>{"+", "-", "*", "/", "%"}), " ",
                e(Chance(80) ? t : AnyType()), ")");
        }
      }
      case T::kText:
        switch (Uniform(7)) {
          case 0:
            return absl::StrCat(e(T::kText), " || ", e(AnyType()));
          case 1:
            return absl::StrCat("lower(", e(T::kText), ")");
          case 2:
            return absl::StrCat("upper(", e(T::kText), ")");
          case 3:
            return absl::StrCat(
                "substr(", e(T::kText), ", ", e(T::kInt),
                Chance(50) ? absl::StrCat(", ", e(T::kInt)) : "", ")");
          case 4:
            return absl::StrCat("trim(", e(T::kText), ")");
          case 5:
            return absl::StrCat(e(T::kTextArr), "[", e(T::kInt), "]");
          default:
            return absl::StrCat(e(AnyType()), "::text");
        }
      case T::kDate:
        return Chance(50)
                   ? absl::StrCat("(", e(T::kDate), " + ", e(T::kInt), ")")
                   : absl::StrCat("(", e(T::kDate), " - ", e(T::kInt), ")");
      case T::kTs:
        return Chance(30) ? "now()" : absl::StrCat(e(T::kText), "::timestamp");
      case T::kIntArr:
      case T::kBigArr:
      case T::kTextArr: {
        T elem = t == T::kIntArr   ? T::kInt
                 : t == T::kBigArr ? T::kBig
                                   : T::kText;
        std::string items;
        int n = Uniform(4);
        for (int k = 0; k < n; ++k) {
          absl::StrAppend(&items, k ? ", " : "", e(elem));
        }
        return absl::StrCat("ARRAY[", items, "]");
      }
    }
    return "NULL";
  }

  // Parenthesised: comparisons do not chain (a < b = c is a syntax error).
  std::string BoolExpr(int depth) {
    return absl::StrCat("(", UnparenthesisedBoolExpr(depth), ")");
  }

  std::string UnparenthesisedBoolExpr(int depth) {
    auto e = [&](T u) { return Expr(u, depth); };
    T t = AnyType();
    switch (Uniform(14)) {
      case 0:
        return absl::StrCat("(", e(T::kBool), " AND ", e(T::kBool), ")");
      case 1:
        return absl::StrCat("(", e(T::kBool), " OR ", e(T::kBool), ")");
      case 2:
        return absl::StrCat("NOT ", e(T::kBool));
      case 3:
        return absl::StrCat(e(t), " BETWEEN ", e(t), " AND ", e(t));
      case 4: {
        std::string list;
        int n = 1 + Uniform(5);
        for (int k = 0; k < n; ++k) absl::StrAppend(&list, k ? ", " : "", e(t));
        return absl::StrCat(e(t), Chance(30) ? " NOT IN (" : " IN (", list,
                            ")");
      }
      case 5:
        if (depth <= 0) break;
        return absl::StrCat(e(t), " IN (", Select(1, depth, {t}), ")");
      case 6:
        if (depth <= 0) break;
        return absl::StrCat(Chance(30) ? "NOT EXISTS (" : "EXISTS (",
                            Select(1, depth, {AnyType()}), ")");
      case 7:
        return absl::StrCat(
            e(T::kText), Chance(50) ? " LIKE " : " ILIKE ",
            Pick(std::vector<std::string>{"'%'", "'a%'", "'%\\_%'", "'_'",
                                          "'\\'", "'%%%%'", "'[a-z]'"}));
      case 8:
        return absl::StrCat(e(t), Chance(50) ? " IS NULL" : " IS NOT NULL");
      case 9: {
        T arr = Pick(std::vector{T::kIntArr, T::kBigArr, T::kTextArr});
        T elem = arr == T::kIntArr   ? T::kInt
                 : arr == T::kBigArr ? T::kBig
                                     : T::kText;
        return absl::StrCat(e(elem), " = ANY(", e(arr), ")");
      }
      case 10: {
        T arr = Pick(std::vector{T::kIntArr, T::kBigArr, T::kTextArr});
        return absl::StrCat(e(arr), Chance(50) ? " @> " : " && ", e(arr));
      }
      default:
        break;
    }
    return absl::StrCat(
        e(t), " ",
        Pick(std::vector<std::string>{"=", "<>", "!=", "<", "<=", ">", ">="}),
        " ", e(Chance(85) ? t : AnyType()));
  }

  std::string ScalarSubquery(T t, int depth) {
    return absl::StrCat("(", Select(1, depth, {t}, /*limit=*/1), ")");
  }

  std::string Aggregate(T t, int depth) {
    switch (Uniform(7)) {
      case 0:
        return "count(*)";
      case 1:
        return absl::StrCat("count(", Expr(t, depth), ")");
      case 2:
        return absl::StrCat("count(DISTINCT ", Expr(t, depth), ")");
      case 3:
        return absl::StrCat("sum(", Expr(t, depth), ")");
      case 4:
        return absl::StrCat("avg(", Expr(t, depth), ")");
      case 5:
        return absl::StrCat("min(", Expr(t, depth), ")");
      default:
        return absl::StrCat("max(", Expr(t, depth), ")");
    }
  }

  std::string Bound() {
    return Pick(std::vector<std::string>{"0", "1", "3", "10", "-1", "100000",
                                         "2147483647", "9223372036854775807",
                                         "-9223372036854775808", "NULL", "1.5",
                                         "'2'", "(SELECT count(*) FROM t3)"});
  }

  std::string FromItem() {
    std::string alias = absl::StrCat("x", next_alias_++);
    switch (Uniform(allow_series_ ? 10 : 6)) {
      case 0:
      case 1:
      case 2:
        return Bind("t1", alias);
      case 3:
      case 4:
        return Bind("t2", alias);
      case 5: {
        // A subquery in FROM, exposing all columns of t1.
        std::vector<std::string> saved;
        saved.swap(scopes_);
        std::string inner =
            absl::StrCat("(SELECT * FROM t1 ", alias, "i WHERE ",
                         (scopes_.push_back(alias + "i"), BoolExpr(1)), ")");
        scopes_.swap(saved);
        return absl::StrCat(inner, " ", Bind("", alias));
      }
      default: {
        std::string g = Pick(std::vector<std::string>{
            "generate_series(1, 5)", "generate_series(5, 1, -2)",
            "generate_series(1, 10, 0)", "generate_series(-3, 3, 2)",
            "generate_series(9223372036854775800, 9223372036854775807, 3)",
            "generate_series(-9223372036854775807, -9223372036854775800)",
            "generate_series(2147483640, 2147483647)",
            "generate_series(NULL, 3)", "generate_series('a', 'b')"});
        return absl::StrCat(Bind("t1", alias),
                            Chance(50) ? " CROSS JOIN " : ", ", g, " ", alias,
                            "g");
      }
    }
  }

  std::string Bind(const std::string& table, const std::string& alias) {
    scopes_.push_back(alias);
    return table.empty() ? alias : absl::StrCat(table, " ", alias);
  }

  std::string From(int depth) {
    std::string from = FromItem();
    int joins = Chance(60) ? 0 : 1;
    for (int j = 0; j < joins; ++j) {
      std::string kind =
          Pick(std::vector<std::string>{" JOIN ", " INNER JOIN ", " LEFT JOIN ",
                                        " LEFT OUTER JOIN ", " CROSS JOIN "});
      std::string table = Chance(50) ? "t1" : "t2";
      std::string alias = absl::StrCat("x", next_alias_++);
      scopes_.push_back(alias);
      absl::StrAppend(&from, kind, table, " ", alias);
      if (kind != " CROSS JOIN ") {
        if (Chance(20)) {
          absl::StrAppend(
              &from, " USING (",
              Pick(std::vector<std::string>{"id", "s", "i, g", "ai"}), ")");
          // USING merges columns; unqualified names now resolve.
        } else {
          absl::StrAppend(
              &from, " ON ",
              Chance(60) ? absl::StrCat(Pick(scopes_), ".id = ", alias, ".id")
                         : BoolExpr(depth));
        }
      }
    }
    return from;
  }

  // A SELECT with `columns.size()` output columns of the given types. Inner
  // SELECTs see the outer aliases (correlation).
  std::string Select(int /*unused*/, int depth, std::vector<T> columns,
                     int limit = 0) {
    depth = std::max(depth - 1, 0);
    size_t outer = scopes_.size();
    std::string from = From(depth);
    std::string where =
        Chance(60) ? absl::StrCat(" WHERE ", BoolExpr(depth)) : "";
    std::string sql;
    bool grouped = Chance(25);
    std::vector<std::string> items;
    if (grouped) {
      std::string key = Expr(columns[0], 0);
      items.push_back(key);
      for (size_t c = 1; c < columns.size(); ++c) {
        items.push_back(Aggregate(columns[c], depth));
      }
      sql = absl::StrCat("SELECT ", absl::StrJoin(items, ", "), " FROM ", from,
                         where, " GROUP BY ", Chance(30) ? "1" : key);
      if (Chance(40)) {
        absl::StrAppend(&sql, " HAVING ", Aggregate(AnyType(), depth), " ",
                        Pick(std::vector<std::string>{">", "<", "=", "<>"}),
                        " ", Literal(T::kBig));
      }
    } else {
      for (T t : columns) items.push_back(Expr(t, depth));
      if (Chance(10)) items.push_back("count(*) OVER ()");
      sql = absl::StrCat("SELECT ", Chance(15) ? "DISTINCT " : "",
                         absl::StrJoin(items, ", "), " FROM ", from, where);
    }
    if (Chance(40)) {
      absl::StrAppend(
          &sql, " ORDER BY ",
          Chance(30) ? std::to_string(1 + Uniform(columns.size() + 1))
                     : items[0],
          Chance(50) ? " DESC" : "", Chance(30) ? " NULLS FIRST" : "");
    }
    if (limit > 0) {
      absl::StrAppend(&sql, " LIMIT ", limit);
    } else if (Chance(40)) {
      absl::StrAppend(&sql, " LIMIT ", Bound());
    }
    if (Chance(20)) absl::StrAppend(&sql, " OFFSET ", Bound());
    scopes_.resize(outer);
    return sql;
  }

  std::string Query() {
    int n = 1 + Uniform(3);
    std::vector<T> types;
    for (int c = 0; c < n; ++c) types.push_back(AnyType());
    std::string sql = Select(0, 2, types);
    if (Chance(20)) {
      std::string op = Pick(
          std::vector<std::string>{"UNION", "UNION ALL", "INTERSECT",
                                   "INTERSECT ALL", "EXCEPT", "EXCEPT ALL"});
      if (Chance(80)) {
        if (Chance(10)) types.push_back(T::kInt);  // column count mismatch
        sql = absl::StrCat("(", sql, ") ", op, " (", Select(0, 2, types), ")");
      } else {
        sql = absl::StrCat(sql, " ", op, " ", Select(0, 1, types));
      }
    }
    return sql;
  }

  std::string Assignment(int depth) {
    int c = Uniform(kTypeCount);
    return absl::StrCat(
        kColumns[c].name, " = ",
        Chance(10) ? "DEFAULT" : Expr(static_cast<T>(c), depth));
  }

  std::string Dml() {
    std::string table = Chance(50) ? "t1" : "t2";
    std::string returning;
    if (Chance(30)) {
      returning =
          Chance(50)
              ? " RETURNING *"
              : absl::StrCat(" RETURNING id, ",
                             (scopes_.push_back(table), Expr(AnyType(), 1)));
      scopes_.clear();
    }
    switch (Uniform(4)) {
      case 0: {  // INSERT ... VALUES
        std::string rows;
        int n = 1 + Uniform(3);
        for (int r = 0; r < n; ++r) {
          std::vector<std::string> cells{
              Chance(70) ? std::to_string(Uniform(40)) : Expr(T::kInt, 1)};
          for (int c = 0; c < kTypeCount; ++c) {
            cells.push_back(Chance(5)    ? "DEFAULT"
                            : Chance(70) ? Literal(static_cast<T>(c))
                                         : Expr(static_cast<T>(c), 1));
          }
          if (Chance(5)) cells.pop_back();  // too few values
          absl::StrAppend(&rows, r ? ", " : "", "(", absl::StrJoin(cells, ", "),
                          ")");
        }
        std::string conflict;
        if (table == "t1" && Chance(50)) {
          scopes_ = {"excluded", "t1"};
          conflict = Chance(40)
                         ? " ON CONFLICT (id) DO NOTHING"
                         : absl::StrCat(" ON CONFLICT (id) DO UPDATE SET ",
                                        Assignment(1));
          scopes_.clear();
        }
        return absl::StrCat("INSERT INTO ", table, " VALUES ", rows, conflict,
                            returning);
      }
      case 1: {  // INSERT ... SELECT
        std::vector<T> types{T::kInt};
        for (int c = 0; c < kTypeCount; ++c) types.push_back(static_cast<T>(c));
        std::string sel =
            Chance(50)
                ? absl::StrCat(
                      "SELECT id + ",
                      Pick(std::vector<std::string>{"100", "0", "2147483647"}),
                      ", b, i, g, d, n, s, dt, ts, ai, "
                      "ag, at FROM t2")
                // LIMIT: keep the tables small.
                : Select(0, 1, types, /*limit=*/20);
        return absl::StrCat("INSERT INTO ", table, " ", sel, returning);
      }
      case 2: {  // UPDATE
        scopes_ = {table};
        std::string sets = Assignment(2);
        if (Chance(40)) absl::StrAppend(&sets, ", ", Assignment(1));
        if (Chance(10)) absl::StrAppend(&sets, ", id = ", Expr(T::kInt, 1));
        std::string where =
            Chance(70) ? absl::StrCat(" WHERE ", BoolExpr(2)) : "";
        scopes_.clear();
        return absl::StrCat("UPDATE ", table, " SET ", sets, where, returning);
      }
      default: {  // DELETE
        scopes_ = {table};
        std::string where =
            Chance(90) ? absl::StrCat(" WHERE ", BoolExpr(2)) : "";
        scopes_.clear();
        return absl::StrCat("DELETE FROM ", table, where, returning);
      }
    }
  }

  std::string Statement() {
    scopes_.clear();
    next_alias_ = 0;
    return Chance(70) ? Query() : Dml();
  }

 private:
  std::mt19937_64 rng_;
  std::vector<std::string> scopes_;  // aliases visible to column references
  int next_alias_ = 0;
  bool allow_series_ = true;
};

// ---------------------------------------------------------------------------
// Mutations of valid statements.

std::vector<std::string> Tokens(const std::string& sql) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < sql.size()) {
    size_t j = i + 1;
    if (isalnum(static_cast<unsigned char>(sql[i])) || sql[i] == '_') {
      while (j < sql.size() &&
             (isalnum(static_cast<unsigned char>(sql[j])) || sql[j] == '_'))
        ++j;
    } else if (sql[i] == '\'') {
      while (j < sql.size() && sql[j] != '\'') ++j;
      if (j < sql.size()) ++j;
    }
    out.push_back(sql.substr(i, j - i));
    i = j;
  }
  return out;
}

std::string Mutate(const std::string& sql, std::mt19937_64& rng) {
  auto tokens = Tokens(sql);
  if (tokens.empty()) return sql;
  auto pick = [&] { return rng() % tokens.size(); };
  switch (rng() % 7) {
    case 0:
      tokens.erase(tokens.begin() + pick());
      break;
    case 1: {
      size_t k = pick();
      tokens.insert(tokens.begin() + k, tokens[k]);
      break;
    }
    case 2:
      std::swap(tokens[pick()], tokens[pick()]);
      break;
    case 3:
      tokens[pick()] = tokens[pick()];
      break;
    case 4: {
      std::string s = absl::StrJoin(tokens, "");
      s[rng() % s.size()] = static_cast<char>(rng() % 256);
      return s;
    }
    case 5: {
      static const char* kWords[] = {
          "(",   ")",        ",",        "NULL",  "SELECT", "FROM",    "WHERE",
          "'",   "\"",       "$1",       "::",    "[",      "]",       "*",
          "ALL", "ORDER BY", "GROUP BY", "JOIN",  "ON",     "-",       "--",
          "/*",  ";",        "E'\\x",    "ARRAY", "CAST(",  "OVER ()", "\\"};
      tokens.insert(tokens.begin() + pick(),
                    absl::StrCat(" ", kWords[rng() % std::size(kWords)], " "));
      break;
    }
    default:
      return absl::StrJoin(tokens, "").substr(0, rng() % sql.size());
  }
  return absl::StrJoin(tokens, "");
}

// ---------------------------------------------------------------------------
// The tests.

class SqlRobustnessTest : public ::testing::Test {
 protected:
  Watchdog watchdog_;
  Fixture fixture_;
};

TEST_F(SqlRobustnessTest, GeneratedStatements) {
  Generator gen(20261122);
  for (int n = 0; n < 3000; ++n) {
    if (n % 250 == 249) {
      fixture_.Reset();
      if (getenv("KITE_ROBUSTNESS_TRACE") != nullptr)
        fprintf(stderr, "RESET\n");
    }
    fixture_.Run(gen.Statement());
    if (HasFatalFailure()) return;
  }
  fixture_.Report("generated");
}

// The same generated statements through EXPLAIN, CREATE TABLE AS, prepared
// statements and parameters.
TEST_F(SqlRobustnessTest, GeneratedStatementVariants) {
  Generator gen(777);
  std::mt19937_64 rng(778);
  const std::vector<Value> params = {
      Value::Null(),
      Value::Boolean(true),
      Value::Integer(-2147483647 - 1),
      Value::Bigint(INT64_MIN),
      Value::Double(-1e308),
      Value::Numeric(-9999999999, 10, 2),
      Value::Text(""),
      Value::Text(std::string(10000, 'p')),
      Value::Date(-800000),
      Value::Timestamp(INT64_MAX),
      Value::Array(Type::Null(), {}),
  };
  for (int n = 0; n < 600; ++n) {
    if (n % 150 == 149) fixture_.Reset();
    std::string sql = gen.Statement();
    switch (n % 5) {
      case 0:
        fixture_.Run("EXPLAIN " + sql);
        break;
      case 1:
        fixture_.Run("EXPLAIN ANALYZE " + sql);
        break;
      case 2:
        fixture_.Run("CREATE TABLE c AS " + sql);
        fixture_.Run("SELECT * FROM c ORDER BY 1");
        fixture_.Run("SELECT * FROM kite_columns");
        fixture_.Run("DROP TABLE IF EXISTS c");
        break;
      default: {
        // A huge generate_series is legitimately slow; keep bounds literal.
        if (sql.find("generate_series") != std::string::npos) break;
        // Replace some literal-looking tokens by parameters.
        auto tokens = Tokens(sql);
        std::vector<size_t> literals;
        for (size_t k = 0; k < tokens.size(); ++k) {
          if (isdigit(static_cast<unsigned char>(tokens[k][0])) ||
              tokens[k][0] == '\'' || tokens[k] == "NULL") {
            literals.push_back(k);
          }
        }
        int count = 0;
        for (size_t k : literals) {
          if (rng() % 3 == 0) tokens[k] = absl::StrCat("$", ++count);
        }
        sql = absl::StrJoin(tokens, "");
        std::vector<Value> bound;
        int given = count + static_cast<int>(rng() % 3) - 1;
        for (int k = 0; k < given; ++k) {
          bound.push_back(params[rng() % params.size()]);
        }
        snprintf(g_current_sql, sizeof g_current_sql, "%s", sql.c_str());
        g_started_ms = NowMs();
        auto r = fixture_.db().Execute(sql, bound);
        if (!r.ok()) {
          EXPECT_NE(SqlStateOf(r.status()), "") << sql;
        }
        auto prepared = fixture_.db().Prepare(sql);
        if (prepared.ok()) {
          for (int k = 1; k <= count + 1; ++k) {
            (void)(*prepared)->Bind(k, params[rng() % params.size()]);
          }
          (void)(*prepared)->Execute();
          (*prepared)->ClearBindings();
          (void)(*prepared)->Execute();
          fixture_.Run(
              "ALTER TABLE t1 ADD COLUMN zz INTEGER");  // may not exist
          (void)(*prepared)->Execute();
        }
        g_started_ms = 0;
      }
    }
  }
  fixture_.Report("variants");
}

// Generated statements from several threads on one database: no deadlock
// (statements lock several tables, in any order) and no crash.
TEST_F(SqlRobustnessTest, ConcurrentGeneratedStatements) {
  Database& db = fixture_.db();
  std::atomic<int64_t> last_progress_ms{NowMs()};
  std::atomic<bool> done{false};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      Generator gen(1000 + t);
      for (int n = 0; n < 400; ++n) {
        std::string sql = gen.Statement();
        if (n % 50 == 0) sql = "TRUNCATE t3";
        auto r = db.Execute(sql);
        if (!r.ok()) {
          EXPECT_NE(SqlStateOf(r.status()), "") << sql;
        }
        last_progress_ms = NowMs();
      }
    });
  }
  // The per-statement watchdog cannot see other threads; check progress.
  std::thread monitor([&] {
    while (!done) {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      if (NowMs() - last_progress_ms > kStatementTimeoutSeconds * 1000) {
        fprintf(stderr, "*** no progress for %d s: deadlock?\n",
                kStatementTimeoutSeconds);
        std::_Exit(3);
      }
    }
  });
  for (auto& th : threads) th.join();
  done = true;
  monitor.join();
}

TEST_F(SqlRobustnessTest, MutatedStatements) {
  Generator gen(42);
  gen.DisallowGenerateSeries();
  std::mt19937_64 rng(4242);
  for (int n = 0; n < 2500; ++n) {
    if (n % 250 == 249) fixture_.Reset();
    std::string sql = gen.Statement();
    int rounds = 1 + rng() % 3;
    for (int r = 0; r < rounds; ++r) sql = Mutate(sql, rng);
    fixture_.Run(sql);
  }
  fixture_.Report("mutated");
}

TEST_F(SqlRobustnessTest, TruncatedAtEveryByte) {
  const std::string statements[] = {
      "SELECT DISTINCT x.i + 1 AS a, count(*) OVER () FROM t1 x LEFT JOIN t2 "
      "y ON x.id = y.id WHERE x.s LIKE 'a%' AND x.ai @> ARRAY[1] ORDER BY 1 "
      "DESC NULLS LAST LIMIT 5 OFFSET 1",
      "INSERT INTO t1 VALUES (99, true, 1, 2, 3.5, 4.25, 'it''s', DATE "
      "'2024-01-31', TIMESTAMP '2024-01-31 12:00:00', '{1,2}', ARRAY[3], "
      "ARRAY['a']) ON CONFLICT (id) DO UPDATE SET s = EXCLUDED.s RETURNING *",
      "UPDATE t2 SET n = n * 2, at = at || ARRAY['z'] WHERE EXISTS (SELECT 1 "
      "FROM t1 WHERE t1.id = t2.id) RETURNING id",
      "SELECT g, sum(i) FROM t1 GROUP BY g HAVING count(*) > 1 UNION ALL "
      "SELECT CAST(s AS BIGINT), NULL FROM t2 EXCEPT SELECT 1, 2",
  };
  for (const std::string& sql : statements) {
    for (size_t len = 0; len <= sql.size(); ++len) {
      fixture_.Run(sql.substr(0, len));
    }
  }
  fixture_.Report("truncated");
}

TEST_F(SqlRobustnessTest, RandomBytes) {
  std::mt19937_64 rng(99);
  for (int n = 0; n < 1500; ++n) {
    std::string sql;
    int len = rng() % 60;
    bool printable = n % 2 == 0;
    for (int k = 0; k < len; ++k) {
      sql += printable ? static_cast<char>(32 + rng() % 95)
                       : static_cast<char>(rng() % 256);
    }
    if (n % 3 == 0) sql = "SELECT " + sql;
    fixture_.Run(sql);
  }
  fixture_.Report("random bytes");
}

std::string Repeat(std::string_view s, int n) {
  std::string out;
  for (int k = 0; k < n; ++k) out += s;
  return out;
}

// Deep nesting, huge lists and long literals.
TEST_F(SqlRobustnessTest, LargeAndDeepInputs) {
  for (int depth : {10, 100, 1000, 5000}) {
    fixture_.Run("SELECT " + Repeat("(", depth) + "1" + Repeat(")", depth));
    fixture_.Run("SELECT " + Repeat("-", depth) + "1");
    fixture_.Run("SELECT " + Repeat("NOT ", depth) + "true");
    fixture_.Run("SELECT 1" + Repeat(" + 1", depth));
    fixture_.Run("SELECT " + Repeat("abs(", depth) + "1" + Repeat(")", depth));
    fixture_.Run("SELECT * FROM t1 WHERE " + Repeat("(", depth) + "i = 1" +
                 Repeat(")", depth));
    fixture_.Run("SELECT * FROM t1 WHERE i = 1" + Repeat(" OR i = 2", depth));
    fixture_.Run("SELECT * FROM t1 WHERE i = 1" + Repeat(" AND i = 1", depth));
    fixture_.Run("SELECT " + Repeat("CASE WHEN true THEN ", depth) + "1" +
                 Repeat(" END", depth));
    fixture_.Run("SELECT ARRAY" + Repeat("[", depth) + "1" +
                 Repeat("]", depth));
    if (depth <= 1000) {
      fixture_.Run(Repeat("SELECT * FROM (", depth) + "SELECT 1 AS a" +
                   Repeat(") s", depth));
      fixture_.Run("SELECT " + Repeat("(SELECT ", depth) + "1" +
                   Repeat(")", depth));
      fixture_.Run(
          "SELECT 1 WHERE " +
          Repeat("EXISTS (SELECT 1 FROM t1 WHERE ", std::min(depth, 100)) +
          "true" + Repeat(")", std::min(depth, 100)));
      fixture_.Run(Repeat("SELECT 1 UNION ", depth) + "SELECT 1");
    }
  }
  std::string in_list;
  for (int k = 0; k < 20000; ++k) absl::StrAppend(&in_list, k ? "," : "", k);
  fixture_.Run("SELECT count(*) FROM t1 WHERE i IN (" + in_list + ")");
  fixture_.Run("SELECT count(*) FROM t1 WHERE s IN ('" + Repeat("a','", 20000) +
               "')");
  fixture_.Run("SELECT ARRAY[" + in_list + "]");
  fixture_.Run("SELECT '" + std::string(1 << 20, 'y') + "'");
  fixture_.Run("SELECT length('" + std::string(1 << 20, 'y') + "')");
  fixture_.Run("SELECT " + std::string(100000, '9'));
  fixture_.Run("SELECT 0." + std::string(100000, '9'));
  fixture_.Run("SELECT 1e" + std::string(100, '9'));
  fixture_.Run("SELECT " + std::string(10000, 'a'));
  fixture_.Run("SELECT \"" + std::string(10000, 'a') + "\"");
  fixture_.Run("SELECT $" + std::string(30, '9'));
  fixture_.Run("SELECT $0");
  fixture_.Run("SELECT $2147483648");
  fixture_.Run("UPDATE t1 SET s = '" + std::string(1 << 20, 'z') +
               "' WHERE id = 1");
  fixture_.Run("INSERT INTO t2 (id, s) VALUES (1, repeat('a', 1000))");
  fixture_.Run("SELECT " + Repeat("'a' || ", 5000) + "'a'");
  fixture_.Run("SELECT " + Repeat("1, ", 20000) + "1");
  fixture_.Run("SELECT * FROM t1 ORDER BY " + Repeat("i, ", 2000) + "i");
  fixture_.Run(
      "SELECT * FROM t1 LIMIT 9223372036854775807 OFFSET "
      "9223372036854775807");
  fixture_.Run("SELECT * FROM t1 LIMIT -1");
  fixture_.Run("SELECT * FROM t1 OFFSET -9223372036854775808");
  fixture_.Run("SELECT * FROM t1 LIMIT 99999999999999999999");
  fixture_.Run("SELECT count(*) OVER (), * FROM t1 LIMIT 0 OFFSET 100");
  fixture_.Run(
      "SELECT ''::text[], '{'::int[], '{{1}}'::int[], "
      "'{1,,2}'::int[]");
  fixture_.Run(
      "SELECT ('{1,2,3}'::int[])[2147483647], "
      "('{1}'::int[])[-2147483648]");
  fixture_.Run(
      "SELECT -2147483648::int / -1, -9223372036854775808::bigint % "
      "-1, -9223372036854775808::bigint / -1");
  fixture_.Run("SELECT abs(-2147483648::int), abs(-9223372036854775808)");
  fixture_.Run("SELECT i / 0, g % 0, d / 0, n / 0 FROM t1");
  fixture_.Run("SELECT sum(g), avg(g), sum(n) FROM t1");
  fixture_.Run(
      "SELECT substr('abc', -2147483648, 2147483647), "
      "substr('abc', 2147483647, 2147483647), substr('abc', 1, -1)");
  fixture_.Run(
      "SELECT DATE '9999-12-31' + 2147483647, DATE '0001-01-01' - "
      "2147483647");
  fixture_.Run(
      "SELECT round(1e308, 2147483647), round(1.5::numeric(10,2), "
      "-2147483648)");
  fixture_.Run(
      "SELECT '99999999999999999999'::bigint, 'nan'::numeric, "
      "'1e400'::float8, '9999999999.99'::numeric(10,2)");
  fixture_.Run(
      "SELECT '2024-02-30'::date, '2024-13-01'::date, "
      "'99999-01-01'::timestamp");
  fixture_.Run(
      "SELECT CAST(1e308 AS INTEGER), CAST(1e308 AS BIGINT), "
      "CAST(1e308 AS NUMERIC(10,2)), CAST('NaN' AS DOUBLE "
      "PRECISION)::bigint");
  fixture_.Report("large and deep");
}

TEST_F(SqlRobustnessTest, CopyFromBadFiles) {
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              absl::StrCat("kite_robustness_", getpid());
  std::filesystem::create_directories(dir);
  std::string row =
      "1,true,1,2,3.5,4.25,s,2024-01-31,2024-01-31 12:00:00,\"{1,2}\",{3},{a}";
  const std::vector<std::pair<std::string, std::string>> files = {
      {"empty.csv", ""},
      {"header_only.csv", "id,b,i,g,d,n,s,dt,ts,ai,ag,at\n"},
      {"good.csv", row + "\n"},
      {"few_columns.csv", "1,true\n"},
      {"many_columns.csv", row + ",extra,extra\n"},
      {"bad_types.csv",
       "x,maybe,1e99,abc,zz,1.2.3,s,2024-99-99,yesterday,{x},{y},{\n"},
      {"overflow.csv",
       "2147483648,t,2147483648,9223372036854775808,1e999,"
       "99999999999,s,,,,,\n"},
      {"unterminated.csv", "1,t,1,2,3,4,\"never ends\n2,f"},
      {"nul_bytes.csv", std::string("1,t,1,2,3,4,a\0b,,,,,\n", 22)},
      {"binary.csv", std::string("\xff\xfe\x00\x01\x80\x81\n\r\n", 10)},
      {"dup_keys.csv", row + "\n" + row + "\n"},
      {"null_key.csv", ",t,1,2,3,4,s,,,,,\n"},
      {"crlf.csv", row + "\r\n" + row + "\r\n"},
      {"no_newline.csv", row},
      {"long_field.csv",
       "1,t,1,2,3,4," + std::string(1 << 20, 'q') + ",,,,,\n"},
      {"quotes.csv", "1,t,1,2,3,4,\"a\"\"b\"\"\",,,,,\n\"\"\"\",,,,,,,,,,,\n"},
  };
  for (const auto& [name, content] : files) {
    std::ofstream(dir / name, std::ios::binary) << content;
  }
  const std::vector<std::string> options = {
      "",
      " WITH (FORMAT csv)",
      " WITH (FORMAT csv, HEADER)",
      " WITH (FORMAT text)",
      " WITH (FORMAT csv, DELIMITER '')",
      " WITH (FORMAT csv, DELIMITER 'ab')",
      " WITH (FORMAT csv, DELIMITER ',', QUOTE ',')",
      " WITH (FORMAT csv, NULL 's')",
      " WITH (FORMAT binary)",
      " WITH (FORMAT csv, HEADER, HEADER)",
      " WITH (BOGUS 1)",
  };
  for (const char* table : {"t1", "t2", "t3", "nope"}) {
    for (const auto& [name, content] : files) {
      for (const std::string& opt : options) {
        fixture_.Run(absl::StrCat("COPY ", table, " FROM '",
                                  (dir / name).string(), "'", opt));
      }
      fixture_.Run(absl::StrCat("COPY ", table, " (id, s) FROM '",
                                (dir / name).string(), "' WITH (FORMAT csv)"));
      fixture_.Run(absl::StrCat("COPY ", table, " (s, s) FROM '",
                                (dir / name).string(), "' WITH (FORMAT csv)"));
    }
    fixture_.Run(absl::StrCat("COPY ", table, " FROM '",
                              (dir / "missing.csv").string(),
                              "' WITH (FORMAT csv)"));
    fixture_.Run(absl::StrCat("COPY ", table, " FROM '", dir.string(),
                              "' WITH (FORMAT csv)"));  // a directory
    fixture_.Run(absl::StrCat("COPY ", table, " FROM ''"));
    fixture_.Run(absl::StrCat("COPY ", table, " TO '",
                              (dir / "no/such/dir/out.csv").string(), "'"));
    fixture_.Run(absl::StrCat("COPY ", table, " TO '",
                              (dir / "out.csv").string(),
                              "' WITH (FORMAT csv, HEADER)"));
    // Round trip: what Kite wrote it must read back (or refuse cleanly).
    fixture_.Run(absl::StrCat("COPY ", table, " FROM '",
                              (dir / "out.csv").string(),
                              "' WITH (FORMAT csv, HEADER)"));
  }
  fixture_.Run(absl::StrCat("COPY (SELECT * FROM t1 WHERE 1/0 = 1) TO '",
                            (dir / "q.csv").string(), "'"));
  fixture_.Run(absl::StrCat("COPY (SELECT 1) TO '", dir.string(), "'"));
  fixture_.Run("COPY t1 FROM '/dev/null' WITH (FORMAT csv)");
  fixture_.Run("COPY t1 FROM '/proc/self/status' WITH (FORMAT csv)");
  std::filesystem::remove_all(dir);
  fixture_.Report("copy");
}

}  // namespace
}  // namespace kite
