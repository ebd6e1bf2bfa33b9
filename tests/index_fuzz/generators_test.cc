// The generated statements must be valid SQL (a statement the binder
// refuses tests nothing) and must cover the shapes the planner's index
// paths are for.
#include <map>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/fuzz_common/sql_template.h"
#include "tests/index_fuzz/model.h"
#include "tests/index_fuzz/query_gen.h"
#include "tests/index_fuzz/write_gen.h"

namespace kite::fuzz::index_fuzz {
namespace {

// A schema with every table created and a few rows in each, and its
// indexes built.
class GeneratorsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto db = Database::Open();
    ASSERT_TRUE(db.ok());
    db_ = std::move(*db);
    ASSERT_TRUE(db_->Execute("SET jit = off").ok());
    Rng rng(11);
    schema_.tables = MakeTables(rng);
    while (schema_.tables.size() < 3) schema_.tables = MakeTables(rng);
    for (size_t t = 0; t < schema_.tables.size(); ++t) {
      TableModel& table = schema_.tables[t];
      ASSERT_TRUE(db_->Execute(table.CreateSql()).ok()) << table.CreateSql();
      for (int i = 0; i < 3; ++i) {
        IndexModel index = MakeIndex(rng, schema_, static_cast<int>(t));
        if (db_->Execute(index.CreateSql(table)).ok()) {
          schema_.indexes.push_back(index);
        }
      }
    }
  }

  // Runs `t` with drawn values, literally or with its parameters; `*sql`
  // (if not null) gets the SQL text.
  absl::StatusOr<Result> Run(Rng& rng, const SqlTemplate& t,
                             std::string* sql = nullptr) {
    RenderedQuery q = Render(t, DrawSlotValues(rng, t));
    if (sql != nullptr) *sql = q.sql;
    return q.params.empty() ? db_->Execute(q.sql)
                            : db_->Execute(q.sql, q.params);
  }

  std::unique_ptr<Database> db_;
  Schema schema_;
};

// Errors of class 42 (syntax, undefined names, wrong types) mean the
// generator wrote a statement that does not make sense.
bool Refused(const absl::Status& s) {
  return absl::StartsWith(SqlStateOf(s), "42") ||
         SqlStateOf(s) == sqlstate::kInternalError;
}

TEST_F(GeneratorsTest, WritesAreValidAndFailOnlyOnKeysAndRanges) {
  Rng rng(5);
  int failed = 0;
  for (int i = 0; i < 400; ++i) {
    WriteShape w = GenerateWrite(rng, schema_, i % 2 == 0);
    absl::StatusOr<Result> r = Run(rng, w);
    if (r.ok()) {
      if (w.create.has_value()) schema_.indexes.push_back(*w.create);
      if (!w.drop.empty()) {
        std::erase_if(schema_.indexes, [&](const IndexModel& index) {
          return index.name == w.drop;
        });
      }
      continue;
    }
    ++failed;
    // ANALYZE may not be built yet.
    if (w.kind == "analyze") continue;
    EXPECT_FALSE(Refused(r.status())) << w.text << "\n" << r.status();
    const std::string state = SqlStateOf(r.status());
    EXPECT_TRUE(state == sqlstate::kUniqueViolation ||
                state == sqlstate::kNotNullViolation ||
                state == sqlstate::kNumericValueOutOfRange ||
                state == sqlstate::kDatetimeFieldOverflow)
        << w.kind << ": " << w.text << "\n"
        << r.status();
  }
  // Some must fail (duplicate keys), most must not.
  EXPECT_GT(failed, 5);
  EXPECT_LT(failed, 150);
}

// A table whose only column besides id is in a unique index, with no key:
// no column an UPDATE may set freely, none of the key moves applies. The
// generator once sent Update and UpdateKey to each other until the stack
// overflowed (kite_index_fuzz --seed 2468, step ~43,000).
TEST(WriteGenTest, AnUpdateOfATableWithoutAFreeColumnIsStillWritten) {
  Schema schema;
  TableModel& table = schema.tables.emplace_back();
  table.name = "t";
  table.columns = {{.name = "id", .type = Type::Integer()},
                   {.name = "a", .type = Type::Integer()}};
  IndexModel& index = schema.indexes.emplace_back();
  index.name = "t_a";
  index.unique = true;
  index.columns = {1};
  auto db = Database::Open();
  ASSERT_TRUE(db.ok());
  ASSERT_TRUE((*db)->Execute(table.CreateSql()).ok());
  ASSERT_TRUE((*db)->Execute(index.CreateSql(table)).ok());
  ASSERT_TRUE((*db)->Execute("INSERT INTO t VALUES (1, 1), (2, 2)").ok());
  Rng rng(3);
  int updates = 0;
  for (int i = 0; i < 300; ++i) {
    WriteShape w = GenerateWrite(rng, schema, false);
    if (!absl::StartsWith(w.kind, "update")) continue;
    ++updates;
    RenderedQuery q = Render(w, DrawSlotValues(rng, w));
    absl::StatusOr<Result> r = (*db)->Execute(q.sql);
    EXPECT_FALSE(Refused(r.status())) << q.sql << "\n" << r.status();
  }
  EXPECT_GT(updates, 10);
}

TEST_F(GeneratorsTest, QueriesAreValidAndCoverTheIndexShapes) {
  Rng rng(6);
  std::map<std::string, int> kinds;
  std::string all;
  int with_params = 0;
  for (int i = 0; i < 800; ++i) {
    QueryShape q = GenerateQuery(rng, schema_, i % 2 == 0);
    ++kinds[q.kind];
    with_params += q.param_count > 0;
    std::string sql;
    absl::StatusOr<Result> r = Run(rng, q, &sql);
    all += sql;
    EXPECT_TRUE(r.ok()) << sql << "\n" << r.status();
    if (!q.unlimited_text.empty()) {
      SqlTemplate unlimited = q;
      unlimited.text = q.unlimited_text;
      EXPECT_TRUE(Run(rng, unlimited).ok()) << q.unlimited_text;
    }
  }
  for (const char* kind :
       {"select", "total", "aggregate", "group", "join", "subquery"}) {
    EXPECT_GT(kinds[kind], 20) << kind;
  }
  EXPECT_GT(with_params, 100);
  for (const char* shape : {" = ",
                            " <> ",
                            " < ",
                            " <= ",
                            " > ",
                            " >= ",
                            " BETWEEN ",
                            " IN (",
                            " NOT IN (",
                            " IS NULL",
                            " IS NOT NULL",
                            " AND ",
                            " OR ",
                            "NOT (",
                            " = ANY(",
                            " @> ",
                            " && ",
                            "ARRAY[",
                            "count(*) OVER ()",
                            " ORDER BY ",
                            " DESC",
                            " LIMIT ",
                            " OFFSET ",
                            " JOIN ",
                            "LEFT JOIN",
                            "GROUP BY",
                            "CAST(",
                            "$1"}) {
    EXPECT_TRUE(absl::StrContains(all, shape)) << shape;
  }
}

}  // namespace
}  // namespace kite::fuzz::index_fuzz
