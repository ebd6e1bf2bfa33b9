// The direct query path (exec/direct_query.h): a scan (or a scan joined
// through another table's primary key) with at most a projection of columns
// and a LIMIT / OFFSET above it reads its columns straight into the result.
// Each query here is compared with the same query plus a computed column, which
// the direct path does not take (the operator tree answers it), minus that
// column.
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::NewDb;

class DirectQueryTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    Run("CREATE TABLE items (id INT PRIMARY KEY, name TEXT, year INT, "
        "price NUMERIC(8,2), tags TEXT[], note TEXT)");
    // More than one batch (2048 rows) and more than one storage chunk;
    // NULLs in every nullable column; deleted rows leave holes.
    Run("INSERT INTO items SELECT g, 'n' || (g % 50), "
        "CASE WHEN g % 11 = 0 THEN NULL ELSE 2000 + g % 25 END, "
        "CASE WHEN g % 13 = 0 THEN NULL ELSE g * 1.25 END, "
        "CASE WHEN g % 7 = 0 THEN NULL ELSE ARRAY['t' || (g % 3)] END, "
        "CASE WHEN g % 5 = 0 THEN NULL ELSE repeat('x', g % 40) END "
        "FROM generate_series(1, 70000) g");
    Run("DELETE FROM items WHERE id % 9 = 4");
    Run("CREATE INDEX items_name ON items USING hash (name)");
    Run("CREATE INDEX items_year ON items USING btree (year)");
    // One row for some items, keyed by a wider type than items.id; deleted
    // rows here too.
    Run("CREATE TABLE joined (id BIGINT PRIMARY KEY, label TEXT, n INT)");
    Run("INSERT INTO joined SELECT g, 'j' || g, "
        "CASE WHEN g % 6 = 0 THEN NULL ELSE g END "
        "FROM generate_series(1, 50000) g");
    Run("DELETE FROM joined WHERE id % 10 = 3");
  }

  void Run(const std::string& sql) {
    auto r = db_->Execute(sql);
    ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
  }

  // The rows of `r` without its last `drop` columns, or the error.
  static std::string Rows(const absl::StatusOr<Result>& r, int drop) {
    if (!r.ok()) return "ERROR " + SqlStateOf(r.status());
    std::string out;
    for (size_t i = 0; i < r->row_count(); ++i) {
      std::vector<std::string> cells;
      for (int c = 0; c + drop < r->column_count(); ++c) {
        cells.push_back(r->IsNull(i, c) ? "NULL" : r->GetString(i, c));
      }
      absl::StrAppend(&out, absl::StrJoin(cells, "|"), "\n");
    }
    return absl::StrCat(out, "rows=", r->row_count());
  }

  static absl::StatusOr<Result> Execute(PreparedStatement& statement,
                                        const std::vector<int64_t>& params) {
    statement.ClearBindings();
    for (size_t i = 0; i < params.size(); ++i) {
      absl::Status s = statement.Bind(static_cast<int>(i + 1), params[i]);
      if (!s.ok()) return s;
    }
    return statement.Execute();
  }

  // `select` and `from_on` make "SELECT <select> FROM <from_on>"; it must
  // answer as "SELECT <select>, <computed> FROM <from_on>" does, through one
  // prepared statement run with each parameter list (twice in a row) and
  // through Execute with literals.
  void ExpectSameAsTree(const std::string& select, const std::string& from_on,
                        const std::vector<std::vector<int64_t>>& runs,
                        const std::string& computed = "id + 0") {
    const std::string direct =
        absl::StrCat("SELECT ", select, " FROM ", from_on);
    const std::string tree =
        absl::StrCat("SELECT ", select, ", ", computed, " FROM ", from_on);
    auto kept = db_->Prepare(direct);
    ASSERT_TRUE(kept.ok()) << direct << ": " << kept.status();
    auto reference = db_->Prepare(tree);
    ASSERT_TRUE(reference.ok()) << tree << ": " << reference.status();
    for (const std::vector<int64_t>& params : runs) {
      const std::string want = Rows(Execute(**reference, params), 1);
      const std::string label =
          absl::StrCat(direct, " with ", absl::StrJoin(params, ", "));
      EXPECT_EQ(Rows(Execute(**kept, params), 0), want) << label;
      EXPECT_EQ(Rows(Execute(**kept, params), 0), want) << label;
    }
  }

  std::unique_ptr<Database> db_;
};

TEST_F(DirectQueryTest, PrimaryKeyLookups) {
  ExpectSameAsTree("*", "items WHERE id = $1",
                   {{1}, {4}, {69999}, {70000}, {70001}, {-5}, {13}});
  ExpectSameAsTree("note, id, note, tags", "items WHERE id IN ($1, $2, $3)",
                   {{1, 2, 3}, {3, 3, 90000}, {77, 5, 14}});
}

TEST_F(DirectQueryTest, FilteredScansPaged) {
  // Limits and offsets below, at and beyond a batch; a limit of 0; NULL
  // (no limit, no offset) is not an integer parameter here, so -1 stands
  // for the errors of a negative count.
  ExpectSameAsTree("id, name, year", "items WHERE year > $1 LIMIT $2 OFFSET $3",
                   {{2010, 10, 0},
                    {2010, 3000, 100},
                    {2020, 5, 2047},
                    {2020, 2049, 2047},
                    {2000, 0, 0},
                    {2030, 10, 0},
                    {2010, -1, 0},
                    {2010, 10, -1},
                    {1999, 10, 70000}});
  ExpectSameAsTree("price, note", "items WHERE note LIKE 'xx%' LIMIT $1",
                   {{1}, {100}, {100000}});
  ExpectSameAsTree("*", "items", {{}});
}

TEST_F(DirectQueryTest, IndexScans) {
  ExpectSameAsTree("id, year", "items WHERE name = 'n' || $1 LIMIT $2",
                   {{3, 10}, {49, 5000}, {50, 10}});
  ExpectSameAsTree("year, id", "items WHERE year BETWEEN $1 AND $2 LIMIT 50",
                   {{2003, 2004}, {2024, 2030}, {2010, 2000}});
  ExpectSameAsTree("id, tags", "items WHERE 't1' = ANY(tags) LIMIT $1",
                   {{3}, {40000}});
}

TEST_F(DirectQueryTest, PrimaryKeyJoins) {
  // Missing, deleted and repeated keys on both sides; an IN list longer
  // than the prefetched probes.
  ExpectSameAsTree("*",
                   "items JOIN joined j ON j.id = items.id "
                   "WHERE items.id IN ($1, $2, $3)",
                   {{1, 2, 3}, {3, 3, 13}, {4, 60000, 49999}, {77, 5, 14}},
                   "items.id + 0");
  // Keys of one type (no cast between them), as in the benchmark's join.
  Run("CREATE TABLE notes (id INT PRIMARY KEY, body TEXT)");
  Run("INSERT INTO notes SELECT g, repeat('b', g % 30) "
      "FROM generate_series(1, 60000, 2) g");
  ExpectSameAsTree(
      "notes.body, items.*",
      "items JOIN notes ON notes.id = items.id "
      "WHERE items.id IN ($1, $2, $3, $4, $5, $6, $7, $8)",
      {{1, 2, 3, 4, 5, 6, 7, 59999}, {9, 11, 13, 15, 17, 19, 21, 23}},
      "items.id + 0");
  const std::string many =
      "items JOIN joined j ON j.id = items.id WHERE items.id IN (1, 2, 3, 4, "
      "5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22)";
  ExpectSameAsTree("j.label, items.note, j.id", many, {{}}, "j.n + 1");
  // A nullable join key of another type; a projection of one side.
  ExpectSameAsTree("j.*",
                   "items JOIN joined j ON j.id = items.year "
                   "WHERE items.id BETWEEN $1 AND $2",
                   {{1, 30}, {100, 400}}, "items.year + 0");
  // Scans with limits and offsets; the planner may join these by hashing
  // instead, and the answer is the same either way.
  ExpectSameAsTree("items.id, j.n",
                   "items JOIN joined j ON j.id = items.id "
                   "WHERE items.year > $1 LIMIT $2 OFFSET $3",
                   {{2010, 10, 0}, {2010, 3000, 100}, {2020, 5, 2047}},
                   "j.label");
  ExpectSameAsTree("items.name, j.label",
                   "items JOIN joined j ON j.id = items.id "
                   "WHERE items.name = 'n' || $1 LIMIT $2",
                   {{3, 10}, {49, 5000}}, "items.id + 0");
}

TEST_F(DirectQueryTest, PlanReadAgainAfterTheTablesChange) {
  // A prepared statement keeps its reading of the plan between runs; DDL
  // binds it again, and the columns come from the new tables.
  Run("CREATE TABLE t (id INT PRIMARY KEY, a TEXT)");
  Run("INSERT INTO t VALUES (1, 'x'), (2, 'z')");
  auto lookup = db_->Prepare("SELECT * FROM t WHERE id = $1");
  auto join = db_->Prepare(
      "SELECT * FROM items JOIN t ON t.id = items.id WHERE items.id IN ($1, "
      "$2)");
  ASSERT_TRUE(lookup.ok() && join.ok());
  EXPECT_EQ(Rows(Execute(**lookup, {1}), 0), "1|x\nrows=1");
  EXPECT_EQ(Rows(Execute(**join, {1, 2}), 0),
            "1|n1|2001|1.25|{t1}|x|1|x\n2|n2|2002|2.50|{t2}|xx|2|z\nrows=2");
  Run("DROP TABLE t");
  Run("CREATE TABLE t (b TEXT, c INT, id INT PRIMARY KEY)");
  Run("INSERT INTO t VALUES ('y', 5, 1)");
  EXPECT_EQ(Rows(Execute(**lookup, {1}), 0), "y|5|1\nrows=1");
  EXPECT_EQ(Rows(Execute(**join, {1, 2}), 0),
            "1|n1|2001|1.25|{t1}|x|y|5|1\nrows=1");
}

TEST_F(DirectQueryTest, WritesBetweenExecutions) {
  auto kept = db_->Prepare("SELECT id, note FROM items WHERE id = $1");
  ASSERT_TRUE(kept.ok());
  EXPECT_EQ(Rows(Execute(**kept, {10}), 0), "10|NULL\nrows=1");
  Run("UPDATE items SET note = 'changed' WHERE id = 10");
  EXPECT_EQ(Rows(Execute(**kept, {10}), 0), "10|changed\nrows=1");
  Run("DELETE FROM items WHERE id = 10");
  EXPECT_EQ(Rows(Execute(**kept, {10}), 0), "rows=0");
}

}  // namespace
}  // namespace kite
