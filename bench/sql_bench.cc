#include "bench/sql_bench.h"

#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "bench/json_line.h"
#include "bench/timing.h"
#include "kite/kite.h"

namespace kite::bench {
namespace {

absl::Status BadArgument(const std::string& message) {
  return absl::InvalidArgumentError(message);
}

// The JSON array of the first `max_rows` rows of `result`, cells as text.
std::string ResultJson(const Result& result, int max_rows) {
  std::vector<std::string> rows;
  for (size_t r = 0;
       r < result.row_count() && r < static_cast<size_t>(max_rows); ++r) {
    std::vector<std::string> cells;
    for (int c = 0; c < result.column_count(); ++c) {
      cells.push_back(result.IsNull(r, c) ? std::string("null")
                                          : JsonString(result.GetString(r, c)));
    }
    rows.push_back(absl::StrCat("[", absl::StrJoin(cells, ", "), "]"));
  }
  return absl::StrCat("[", absl::StrJoin(rows, ", "), "]");
}

std::string ColumnsJson(const Result& result) {
  std::vector<std::string> names;
  for (int c = 0; c < result.column_count(); ++c) {
    names.push_back(JsonString(result.column_name(c)));
  }
  return absl::StrCat("[", absl::StrJoin(names, ", "), "]");
}

int ReportError(std::string_view where, const absl::Status& status) {
  std::cout << JsonObject()
                   .Add("event", "error")
                   .Add("where", where)
                   .Add("message", status.ToString())
                   .Build()
            << std::endl;
  std::cerr << where << ": " << status << '\n';
  return 1;
}

absl::Status SetJit(Database& db, const std::string& mode) {
  return db.Execute(absl::StrCat("SET jit = ", mode)).status();
}

}  // namespace

absl::StatusOr<SqlBenchOptions> ParseSqlBenchOptions(
    const std::vector<std::string>& args) {
  SqlBenchOptions options;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (i + 1 >= args.size()) {
      return BadArgument(absl::StrCat("missing value after ", arg));
    }
    const std::string& value = args[++i];
    if (arg == "--setup") {
      options.setup_files.push_back(value);
    } else if (arg == "--query") {
      const size_t eq = value.find('=');
      if (eq == std::string::npos || eq == 0) {
        return BadArgument(absl::StrCat("--query wants NAME=SQL: ", value));
      }
      options.queries.emplace_back(value.substr(0, eq), value.substr(eq + 1));
    } else if (arg == "--jit") {
      options.jit_modes = absl::StrSplit(value, ',', absl::SkipEmpty());
      for (const std::string& mode : options.jit_modes) {
        if (mode != "off" && mode != "on" && mode != "force") {
          return BadArgument(absl::StrCat("unknown jit mode: ", mode));
        }
      }
      if (options.jit_modes.empty()) return BadArgument("--jit is empty");
    } else if (arg == "--runs") {
      if (!absl::SimpleAtoi(value, &options.runs) || options.runs < 1) {
        return BadArgument(absl::StrCat("bad --runs: ", value));
      }
    } else if (arg == "--max-result-rows") {
      if (!absl::SimpleAtoi(value, &options.max_result_rows) ||
          options.max_result_rows < 0) {
        return BadArgument(absl::StrCat("bad --max-result-rows: ", value));
      }
    } else {
      return BadArgument(absl::StrCat("unknown argument: ", arg));
    }
  }
  if (options.queries.empty()) return BadArgument("no --query given");
  return options;
}

int RunSqlBench(const SqlBenchOptions& options) {
  absl::StatusOr<std::unique_ptr<Database>> opened = Database::Open();
  if (!opened.ok()) return ReportError("open", opened.status());
  Database& db = **opened;

  for (const std::string& file : options.setup_files) {
    std::ifstream in(file);
    if (!in) {
      return ReportError(file, absl::NotFoundError("cannot read the file"));
    }
    std::stringstream sql;
    sql << in.rdbuf();
    const Clock::time_point start = Clock::now();
    absl::StatusOr<Result> done = db.Execute(sql.str());
    if (!done.ok()) return ReportError(file, done.status());
    std::cout << JsonObject()
                     .Add("event", "setup")
                     .Add("file", file)
                     .Add("seconds", Seconds(Clock::now() - start))
                     .Build()
              << std::endl;
  }

  for (const auto& [name, sql] : options.queries) {
    const size_t modes = options.jit_modes.size();
    std::vector<std::vector<double>> ms(modes);
    std::vector<Result> last(modes);
    // One untimed run per mode first: it compiles (jit=force) and warms
    // the caches; then the modes alternate so noise hits them alike.
    for (int run = -1; run < options.runs; ++run) {
      for (size_t m = 0; m < modes; ++m) {
        if (absl::Status s = SetJit(db, options.jit_modes[m]); !s.ok()) {
          return ReportError("SET jit", s);
        }
        const Clock::time_point start = Clock::now();
        absl::StatusOr<Result> result = db.Execute(sql);
        const double elapsed_ms = Seconds(Clock::now() - start) * 1000;
        if (!result.ok()) return ReportError(name, result.status());
        if (run >= 0) ms[m].push_back(elapsed_ms);
        last[m] = *std::move(result);
      }
    }
    for (size_t m = 0; m < modes; ++m) {
      std::cout << JsonObject()
                       .Add("event", "query")
                       .Add("query", name)
                       .Add("jit", options.jit_modes[m])
                       .Add("runs", int64_t{options.runs})
                       .Add("median_ms", Median(ms[m]))
                       .Add("min_ms", Min(ms[m]))
                       .Add("rows", static_cast<int64_t>(last[m].row_count()))
                       .AddRaw("columns", ColumnsJson(last[m]))
                       .AddRaw("result",
                               ResultJson(last[m], options.max_result_rows))
                       .Build()
                << std::endl;
    }
  }
  return 0;
}

}  // namespace kite::bench
