// A prepared statement keeps its operator tree between executions and
// rewinds it (KeptTree): every execution must answer as a statement
// prepared afresh does, whatever the previous execution read, returned,
// or failed with, and after writes in between.
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::Dump;
using testing::NewDb;

class KeptTreeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    Run("CREATE TABLE items (id INT PRIMARY KEY, name TEXT, year INT)");
    Run("INSERT INTO items SELECT g, 'n' || (g % 50), 2000 + g % 25 "
        "FROM generate_series(1, 6000) g");
    Run("CREATE INDEX items_name ON items USING hash (name)");
    Run("CREATE INDEX items_year ON items USING btree (year)");
    Run("CREATE TABLE extra (id INT PRIMARY KEY, item_id INT, note TEXT)");
    Run("INSERT INTO extra SELECT g, g % 3000 + 1, 'e' || g "
        "FROM generate_series(1, 4000) g");
  }

  void Run(const std::string& sql) {
    auto r = db_->Execute(sql);
    ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
  }

  // Rows (or the error's SQLSTATE) of `statement` run with `params`.
  static std::string Answer(PreparedStatement& statement,
                            const std::vector<int64_t>& params) {
    statement.ClearBindings();
    for (size_t i = 0; i < params.size(); ++i) {
      absl::Status s = statement.Bind(static_cast<int>(i + 1), params[i]);
      if (!s.ok()) return "BIND ERROR " + SqlStateOf(s);
    }
    absl::StatusOr<Result> r = statement.Execute();
    if (!r.ok()) return "ERROR " + SqlStateOf(r.status());
    return absl::StrCat(Dump(*r), "total=", r->total());
  }

  // Runs `sql` with each parameter list through one prepared statement
  // (rewound between runs) and through a statement prepared for each run;
  // `between` (if any) runs after every execution.
  void ExpectSameAsFresh(const std::string& sql,
                         const std::vector<std::vector<int64_t>>& runs,
                         const std::string& between = "") {
    auto kept = db_->Prepare(sql);
    ASSERT_TRUE(kept.ok()) << sql << ": " << kept.status();
    for (const std::vector<int64_t>& params : runs) {
      auto fresh = db_->Prepare(sql);
      ASSERT_TRUE(fresh.ok());
      const std::string want = Answer(**fresh, params);
      EXPECT_EQ(Answer(**kept, params), want)
          << sql << " with $1 = " << (params.empty() ? -1 : params[0]);
      // The same parameters twice in a row: the second run rewinds a tree
      // that ran to the end with them.
      EXPECT_EQ(Answer(**kept, params), want) << sql;
      if (!between.empty()) Run(between);
    }
  }

  std::unique_ptr<Database> db_;
};

TEST_F(KeptTreeTest, PrimaryKeyLookups) {
  ExpectSameAsFresh("SELECT * FROM items WHERE id = $1",
                    {{1}, {6000}, {7000}, {-1}, {42}});
  ExpectSameAsFresh("SELECT id, name FROM items WHERE id IN ($1, $2, $3)",
                    {{1, 2, 3}, {3, 3, 9000}, {5, 4, 3}});
}

TEST_F(KeptTreeTest, ScansUnderLimitAndOffset) {
  ExpectSameAsFresh("SELECT id FROM items WHERE id % 7 = $1 LIMIT 5",
                    {{0}, {3}, {9}, {6}});
  ExpectSameAsFresh(
      "SELECT id FROM items WHERE year > $1 ORDER BY id LIMIT $2 OFFSET $3",
      {{2010, 3, 0}, {2020, 2, 5}, {2030, 4, 0}, {2000, 0, 1}, {2001, 3, 2}});
  // A batch, then two, then none: the rewound scan starts from slot 0.
  ExpectSameAsFresh(
      "SELECT count(*) FROM (SELECT id FROM items "
      "WHERE year >= $1 LIMIT $2) s",
      {{2000, 3000}, {2024, 5000}, {2000, 10}});
}

TEST_F(KeptTreeTest, IndexScansAndCounts) {
  ExpectSameAsFresh(
      "SELECT id FROM items WHERE year > $1 ORDER BY year DESC, id LIMIT 4",
      {{2010}, {2023}, {2024}, {1990}});
  ExpectSameAsFresh(
      "SELECT id, count(*) OVER () FROM items WHERE year > $1 "
      "ORDER BY year DESC LIMIT 3",
      {{2010}, {2022}, {2030}});
  ExpectSameAsFresh(
      "SELECT id, name FROM items WHERE name IN ('n' || $1, 'n' || $2) "
      "ORDER BY id LIMIT 6",
      {{1, 2}, {49, 60}, {7, 7}});
}

TEST_F(KeptTreeTest, IndexJoins) {
  ExpectSameAsFresh(
      "SELECT items.id, e.note FROM items JOIN extra e ON e.item_id = "
      "items.id WHERE items.id IN ($1, $2) ORDER BY e.note",
      {{1, 2}, {2999, 3000}, {5000, 1}});
  ExpectSameAsFresh(
      "SELECT items.id, e.id FROM items LEFT JOIN extra e ON e.id = items.id "
      "WHERE items.id IN ($1, $2) ORDER BY items.id",
      {{1, 4500}, {3999, 4001}});
}

TEST_F(KeptTreeTest, AfterAFailedExecution) {
  // Division by zero for $1 = 0 fails midway through the scan.
  ExpectSameAsFresh(
      "SELECT id FROM items WHERE 100 / ($1 - year % 3) > 40 "
      "ORDER BY id LIMIT 3",
      {{1}, {0}, {2}, {0}, {5}});
}

TEST_F(KeptTreeTest, WritesBetweenExecutions) {
  ExpectSameAsFresh(
      "SELECT id, year FROM items WHERE year = $1 ORDER BY id "
      "LIMIT 3",
      {{2001}, {2002}, {2001}, {2003}},
      "UPDATE items SET year = year + 1 WHERE id % 5 = 0");
  ExpectSameAsFresh("SELECT count(*) FROM items WHERE name = 'n' || $1",
                    {{1}, {1}, {2}}, "DELETE FROM items WHERE id % 10 = 1");
  ExpectSameAsFresh("UPDATE items SET name = 'm' || $1 WHERE id = $2",
                    {{1, 5}, {2, 6}, {3, 9999}});
}

TEST_F(KeptTreeTest, EveryExecutionAfterDdl) {
  auto statement = db_->Prepare("SELECT id FROM items WHERE name = $1 LIMIT 2");
  ASSERT_TRUE(statement.ok());
  ASSERT_TRUE((*statement)->Bind(1, "n3").ok());
  auto before = (*statement)->Execute();
  ASSERT_TRUE(before.ok());
  // The statement is bound again; the tree built for the old plan goes.
  Run("DROP INDEX items_name");
  auto after = (*statement)->Execute();
  ASSERT_TRUE(after.ok()) << after.status();
  EXPECT_EQ(Dump(*after), Dump(*before));
}

}  // namespace
}  // namespace kite
