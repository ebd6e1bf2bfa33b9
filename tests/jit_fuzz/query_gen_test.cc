// The generated queries must be valid SQL of the right types: a query the
// binder refuses tests nothing.
#include "tests/jit_fuzz/query_gen.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/fuzz_common/rng.h"
#include "tests/jit_fuzz/query_template.h"
#include "tests/jit_fuzz/schema.h"

namespace kite::fuzz::jit_fuzz {
namespace {

TEST(QueryGenTest, GeneratedQueriesAreValidSql) {
  Rng rng(3);
  std::vector<TableSpec> tables = MakeSchema(rng, /*big=*/false);
  auto db = Database::Open();
  ASSERT_TRUE(db.ok());
  // These test the tester: the interpreter is enough.
  ASSERT_TRUE((*db)->Execute("SET jit = off").ok());
  for (const TableSpec& t : tables) {
    ASSERT_TRUE((*db)->Execute(t.CreateSql()).ok()) << t.CreateSql();
  }
  int refused = 0;
  int failed_at_run_time = 0;
  const int kQueries = 600;
  std::string refusals;
  for (int i = 0; i < kQueries; ++i) {
    QueryTemplate t = GenerateQuery(rng, tables, /*use_params=*/i % 2 == 0);
    RenderedQuery q = Render(t, DrawSlotValues(rng, t));
    auto r = t.param_count > 0 ? (*db)->Execute(q.sql, q.params)
                               : (*db)->Execute(q.sql);
    if (r.ok()) continue;
    std::string state = SqlStateOf(r.status());
    // Class 42 is a syntax or binding error: the generator's fault.
    if (state.substr(0, 2) == "42") {
      ++refused;
      refusals += q.sql + "\n  " + std::string(r.status().message()) + "\n";
    } else {
      ++failed_at_run_time;
    }
  }
  // The tables are empty, so run-time errors come from constants alone.
  EXPECT_LE(refused, kQueries / 100) << refusals;
  EXPECT_LT(failed_at_run_time, kQueries / 5);
}

TEST(QueryGenTest, LimitOnlyWithATotalOrder) {
  Rng rng(5);
  std::vector<TableSpec> tables = MakeSchema(rng, /*big=*/true);
  for (int i = 0; i < 2000; ++i) {
    QueryTemplate t = GenerateQuery(rng, tables, false);
    size_t limit = t.text.find(" LIMIT ");
    if (limit == std::string::npos) continue;
    size_t order = t.text.find(" ORDER BY ");
    if (order == std::string::npos) {
      // Scan order: no GROUP BY or DISTINCT, whose order is open.
      EXPECT_EQ(t.text.find(" GROUP BY "), std::string::npos) << t.text;
      EXPECT_EQ(t.text.find("SELECT DISTINCT"), std::string::npos) << t.text;
    }
    EXPECT_EQ(t.check, OrderCheck::kExact) << t.text;
  }
}

}  // namespace
}  // namespace kite::fuzz::jit_fuzz
