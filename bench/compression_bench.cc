#include "bench/compression_bench.h"

#include <cstdio>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bench/items_generator.h"
#include "bench/json_documents.h"
#include "bench/timing.h"
#include "kite/kite.h"

namespace kite::bench {
namespace {

// One data set: a table whose column `column` is the text compressed, and
// the rows to insert (as prepared-statement parameters).
struct DataSet {
  std::string name;
  std::string column;
  // CREATE TABLE with %s where the column's COMPRESSION clause goes.
  std::string create;
  std::string insert;
  std::vector<std::vector<Value>> rows;
  size_t text_bytes = 0;  // of the compressed column's values
};

DataSet ItemsDataSet(int64_t rows) {
  DataSet d{"items", "description",
            "CREATE TABLE bench (id INTEGER PRIMARY KEY, name TEXT, year "
            "INTEGER, description TEXT%s)",
            "INSERT INTO bench VALUES ($1, $2, $3, $4)"};
  ItemsGenerator gen;
  d.rows.reserve(rows);
  for (int64_t i = 0; i < rows; ++i) {
    Item item = gen.Next();
    d.text_bytes += item.description.size();
    d.rows.push_back({Value::Integer(item.id), Value::Text(item.name),
                      Value::Integer(item.year),
                      Value::Text(std::move(item.description))});
  }
  return d;
}

DataSet JsonDataSet(int64_t rows) {
  DataSet d{"json", "body",
            "CREATE TABLE bench (id INTEGER PRIMARY KEY, body TEXT%s)",
            "INSERT INTO bench VALUES ($1, $2)"};
  JsonDocuments gen;
  d.rows.reserve(rows);
  for (int64_t i = 0; i < rows; ++i) {
    std::string doc = gen.Next(i);
    d.text_bytes += doc.size();
    d.rows.push_back({Value::Integer(i), Value::Text(std::move(doc))});
  }
  return d;
}

struct Figures {
  std::string method;
  int64_t column_bytes = 0;
  int64_t table_bytes = 0;
  double load_seconds = 0;
  double scan_seconds = 0;
  double byid_qps = 0;
  double hot_qps = 0;
};

absl::StatusOr<int64_t> QueryInt(Database& db, const std::string& sql) {
  absl::StatusOr<Result> r = db.Execute(sql);
  if (!r.ok()) return r.status();
  if (r->row_count() != 1) return absl::InternalError("expected one row");
  return r->GetInt64(0, 0);
}

// Prepared `SELECT * FROM bench WHERE id = $1` for `seconds`, ids uniform
// in [0, range): queries per second.
absl::StatusOr<double> ById(Database& db, int64_t range, double seconds) {
  absl::StatusOr<std::unique_ptr<PreparedStatement>> byid =
      db.Prepare("SELECT * FROM bench WHERE id = $1");
  if (!byid.ok()) return byid.status();
  std::mt19937_64 rng(7);
  std::uniform_int_distribution<int64_t> id(0, range - 1);
  int64_t queries = 0;
  const Clock::time_point start = Clock::now();
  double elapsed = 0;
  while (elapsed < seconds) {
    for (int i = 0; i < 256; ++i) {
      absl::Status s = (*byid)->Bind(1, id(rng));
      if (!s.ok()) return s;
      absl::StatusOr<Result> r = (*byid)->Execute();
      if (!r.ok()) return r.status();
      if (r->row_count() != 1) return absl::InternalError("byid: no row");
    }
    queries += 256;
    elapsed = Seconds(Clock::now() - start);
  }
  return queries / elapsed;
}

absl::StatusOr<Figures> Measure(const DataSet& d, const std::string& method,
                                const CompressionBenchOptions& options) {
  Figures f;
  f.method = method;
  absl::StatusOr<std::unique_ptr<Database>> db = Database::Open();
  if (!db.ok()) return db.status();
  Database& kite = **db;
  const std::string clause =
      method == "none" ? "" : absl::StrCat(" COMPRESSION ", method);
  if (absl::StatusOr<Result> r =
          kite.Execute(absl::StrFormat(d.create.c_str(), clause));
      !r.ok()) {
    return r.status();
  }
  absl::StatusOr<std::unique_ptr<PreparedStatement>> insert =
      kite.Prepare(d.insert);
  if (!insert.ok()) return insert.status();
  const Clock::time_point load = Clock::now();
  for (const std::vector<Value>& row : d.rows) {
    for (size_t c = 0; c < row.size(); ++c) {
      if (absl::Status s = (*insert)->Bind(static_cast<int>(c + 1), row[c]);
          !s.ok()) {
        return s;
      }
    }
    if (absl::StatusOr<Result> r = (*insert)->Execute(); !r.ok()) {
      return r.status();
    }
  }
  f.load_seconds = Seconds(Clock::now() - load);
  absl::StatusOr<int64_t> column = QueryInt(
      kite, absl::StrCat("SELECT bytes FROM kite_columns WHERE table_name = "
                         "'bench' AND column_name = '",
                         d.column, "'"));
  if (!column.ok()) return column.status();
  f.column_bytes = *column;
  absl::StatusOr<int64_t> table = QueryInt(
      kite, "SELECT bytes FROM kite_tables WHERE table_name = 'bench'");
  if (!table.ok()) return table.status();
  f.table_bytes = *table;
  // A pattern that never matches: every value is read.
  const std::string scan = absl::StrCat("SELECT count(*) FROM bench WHERE ",
                                        d.column, " LIKE '%no such text%'");
  std::vector<double> runs;
  for (int i = 0; i <= options.scan_runs; ++i) {
    const Clock::time_point start = Clock::now();
    absl::StatusOr<int64_t> n = QueryInt(kite, scan);
    if (!n.ok()) return n.status();
    if (i > 0) runs.push_back(Seconds(Clock::now() - start));
  }
  f.scan_seconds = Median(runs);
  const int64_t rows = static_cast<int64_t>(d.rows.size());
  absl::StatusOr<double> qps = ById(kite, rows, options.byid_seconds);
  if (!qps.ok()) return qps.status();
  f.byid_qps = *qps;
  // Ids within one block or two: the block cache's case.
  qps = ById(kite, std::min<int64_t>(rows, 16), options.byid_seconds);
  if (!qps.ok()) return qps.status();
  f.hot_qps = *qps;
  return f;
}

void PrintTable(const DataSet& d, const std::vector<Figures>& all) {
  const double mb = 1024.0 * 1024.0;
  const size_t rows = d.rows.size();
  std::printf(
      "\n== %s: %zu rows, column %s: %.1f MB of text (%.0f bytes a value)\n",
      d.name.c_str(), rows, d.column.c_str(), d.text_bytes / mb,
      static_cast<double>(d.text_bytes) / rows);
  std::printf("%-6s %10s %10s %7s %8s %11s %11s %10s %11s %12s\n", "method",
              "column MB", "table MB", "ratio", "load s", "load rows/s",
              "scan rows/s", "scan MB/s", "byid q/s", "byid hot q/s");
  const double none_bytes = static_cast<double>(all[0].column_bytes);
  for (const Figures& f : all) {
    std::printf(
        "%-6s %10.1f %10.1f %7.2f %8.2f %11.0f %11.0f %10.0f %11.0f %12.0f\n",
        f.method.c_str(), f.column_bytes / mb, f.table_bytes / mb,
        none_bytes / f.column_bytes, f.load_seconds, rows / f.load_seconds,
        rows / f.scan_seconds, d.text_bytes / mb / f.scan_seconds, f.byid_qps,
        f.hot_qps);
  }
  std::printf(
      "ratio: the column's bytes without compression / with it "
      "(kite_columns); text / compressed %s column: ",
      d.column.c_str());
  for (size_t i = 1; i < all.size(); ++i) {
    std::printf("%s %.2f%s", all[i].method.c_str(),
                static_cast<double>(d.text_bytes) / all[i].column_bytes,
                i + 1 < all.size() ? ", " : "\n");
  }
  std::fflush(stdout);
}

}  // namespace

absl::StatusOr<CompressionBenchOptions> ParseCompressionBenchOptions(
    const std::vector<std::string>& args) {
  CompressionBenchOptions options;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (i + 1 >= args.size()) {
      return absl::InvalidArgumentError(
          absl::StrCat("missing value after ", arg));
    }
    const std::string& value = args[++i];
    bool ok = false;
    if (arg == "--items") {
      ok =
          absl::SimpleAtoi(value, &options.item_rows) && options.item_rows >= 0;
    } else if (arg == "--json") {
      ok =
          absl::SimpleAtoi(value, &options.json_rows) && options.json_rows >= 0;
    } else if (arg == "--runs") {
      ok =
          absl::SimpleAtoi(value, &options.scan_runs) && options.scan_runs >= 1;
    } else if (arg == "--byid-seconds") {
      ok = absl::SimpleAtod(value, &options.byid_seconds) &&
           options.byid_seconds > 0;
    } else {
      return absl::InvalidArgumentError(absl::StrCat("unknown option ", arg));
    }
    if (!ok) return absl::InvalidArgumentError(absl::StrCat("bad ", arg));
  }
  return options;
}

int RunCompressionBench(const CompressionBenchOptions& options) {
  std::printf(
      "Per-column compression: each data set loaded once per method (one "
      "prepared INSERT a row), then a full scan (LIKE that never matches; "
      "median of %d) and prepared byid for %.1f s over all ids and over 16 "
      "ids (hot).\n",
      options.scan_runs, options.byid_seconds);
  for (int which = 0; which < 2; ++which) {
    const int64_t rows = which == 0 ? options.item_rows : options.json_rows;
    if (rows == 0) continue;
    const DataSet d = which == 0 ? ItemsDataSet(rows) : JsonDataSet(rows);
    std::vector<Figures> all;
    for (const char* method : {"none", "lz4", "zstd"}) {
      absl::StatusOr<Figures> f = Measure(d, method, options);
      if (!f.ok()) {
        std::cerr << d.name << " " << method << ": " << f.status() << '\n';
        return 1;
      }
      all.push_back(*std::move(f));
    }
    PrintTable(d, all);
  }
  return 0;
}

}  // namespace kite::bench
