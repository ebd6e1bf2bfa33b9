// Every system view: its columns' types are known, and it materializes
// (every row fits its columns) over a catalog with tables, indexes,
// defaults, constraints and roles.
#include "catalog/system_views.h"

#include <string>

#include "common/text_util.h"
#include "gtest/gtest.h"
#include "kite/kite.h"

namespace kite {
namespace {

TEST(SystemViewsTest, EveryColumnHasAKnownType) {
  for (const SystemView& view : SystemViews()) {
    for (const ViewColumn& c : view.columns) {
      EXPECT_NE(c.pg_type, 0u) << view.name << "." << c.name;
    }
  }
}

TEST(SystemViewsTest, EveryViewReads) {
  auto db = *Database::Open();
  for (const char* sql :
       {"CREATE TABLE items (id INT PRIMARY KEY, name VARCHAR(10) NOT NULL "
        "DEFAULT 'x', price NUMERIC(8,2), code CHAR(2) UNIQUE, tags TEXT[], "
        "at TIMESTAMP, day DATE, ok BOOLEAN, score DOUBLE PRECISION, "
        "big BIGINT)",
        "CREATE INDEX items_score ON items USING hash (score)",
        "CREATE INDEX items_two ON items (name, day)",
        "INSERT INTO items (id, tags) VALUES (1, ARRAY['a']), (2, NULL)",
        "ANALYZE items", "CREATE ROLE reader PASSWORD 'pw'"}) {
    ASSERT_TRUE(db->Execute(sql).ok()) << sql;
  }
  for (const SystemView& view : SystemViews()) {
    const std::string sql =
        Cat("SELECT count(*) FROM ", view.schema, ".", view.name);
    absl::StatusOr<Result> r = db->Execute(sql);
    ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
  }
  // Views list themselves.
  absl::StatusOr<Result> r = db->Execute(
      "SELECT count(*) FROM pg_class WHERE relnamespace IN (11, "
      "13207)");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->GetInt64(0, 0), static_cast<int64_t>(SystemViews().size()));
}

}  // namespace
}  // namespace kite
