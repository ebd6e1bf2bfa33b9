// The direct path of UPDATE and DELETE (CollectDirectRows in
// exec/direct_query.h): when the new values read nothing of the row, the
// rows to change come from the scan's row ids and each value from
// evaluating its expression once per row. Each update here runs on table
// `a` in that shape and on a copy, `b`, with expressions that read the row
// (id * 0, substr(id::text, 1, 0)) and so go through the operator tree; both
// tables must then hold the same rows. A lookup of the primary key by a
// parameter or constant, with plain values, skips the scan operator too
// (CollectKeyedRow).
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::NewDb;
using testing::Sql;

// A parameter: an integer, a text or NULL.
using Param = std::variant<int64_t, std::string, std::monostate>;

class DirectUpdateTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    for (const char* t : {"a", "b"}) {
      Run(absl::StrCat("CREATE TABLE ", t,
                       " (id INT PRIMARY KEY, name TEXT, year INT, "
                       "price NUMERIC(8,2), note TEXT)"));
      // More than one batch; NULLs; deleted rows leave holes.
      Run(absl::StrCat(
          "INSERT INTO ", t,
          " SELECT g, 'n' || (g % 50), "
          "CASE WHEN g % 11 = 0 THEN NULL ELSE 2000 + g % 25 END, "
          "g * 1.25, CASE WHEN g % 5 = 0 THEN NULL ELSE repeat('x', g % 9) "
          "END FROM generate_series(1, 5000) g"));
      Run(absl::StrCat("DELETE FROM ", t, " WHERE id % 9 = 4"));
      Run(absl::StrCat("CREATE INDEX ", t, "_name ON ", t,
                       " USING hash (name)"));
      Run(absl::StrCat("CREATE INDEX ", t, "_year ON ", t,
                       " USING btree (year)"));
    }
  }

  void Run(const std::string& sql) {
    auto r = db_->Execute(sql);
    ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
  }

  // The affected row count, or the error's SQLSTATE.
  static std::string Execute(PreparedStatement& statement,
                             const std::vector<Param>& params) {
    statement.ClearBindings();
    for (size_t i = 0; i < params.size(); ++i) {
      const int index = static_cast<int>(i + 1);
      absl::Status s;
      if (const int64_t* n = std::get_if<int64_t>(&params[i])) {
        s = statement.Bind(index, *n);
      } else if (const std::string* t = std::get_if<std::string>(&params[i])) {
        s = statement.Bind(index, std::string_view(*t));
      }
      if (!s.ok()) return "BIND ERROR " + SqlStateOf(s);
    }
    absl::StatusOr<Result> r = statement.Execute();
    if (!r.ok()) return "ERROR " + SqlStateOf(r.status());
    return absl::StrCat(r->rows_affected());
  }

  // Runs `statement` (with "{t}" for the table) on `a` as written and on `b`
  // with `reference` (the same change, written to read the row), once per
  // parameter list: both must report the same and leave the same rows.
  void ExpectSameAsTree(const std::string& statement,
                        const std::string& reference,
                        const std::vector<std::vector<Param>>& runs) {
    const std::string direct = absl::StrReplaceAll(statement, {{"{t}", "a"}});
    const std::string tree = absl::StrReplaceAll(reference, {{"{t}", "b"}});
    auto kept = db_->Prepare(direct);
    ASSERT_TRUE(kept.ok()) << direct << ": " << kept.status();
    auto other = db_->Prepare(tree);
    ASSERT_TRUE(other.ok()) << tree << ": " << other.status();
    for (size_t i = 0; i < runs.size(); ++i) {
      const std::string label = absl::StrCat(direct, ", run ", i);
      EXPECT_EQ(Execute(**kept, runs[i]), Execute(**other, runs[i])) << label;
      EXPECT_EQ(Sql(*db_, "SELECT * FROM a ORDER BY id"),
                Sql(*db_, "SELECT * FROM b ORDER BY id"))
          << label;
    }
  }

  std::unique_ptr<Database> db_;
};

TEST_F(DirectUpdateTest, ByPrimaryKey) {
  ExpectSameAsTree(
      "UPDATE {t} SET year = $1, name = $2 WHERE id = $3",
      "UPDATE {t} SET year = $1 + id * 0, "
      "name = $2 || substr(id::text, 1, 0) WHERE id = $3",
      {{int64_t{1999}, std::string("x"), int64_t{1}},
       {int64_t{2001}, std::string("n7"), int64_t{5000}},
       {std::monostate(), std::string("y"), int64_t{10}},
       {int64_t{5}, std::monostate(), int64_t{11}},
       {int64_t{1}, std::string("gone"), int64_t{4}},      // deleted
       {int64_t{1}, std::string("none"), int64_t{70000}},  // missing
       {int64_t{1}, std::string("null"), std::monostate()}});
  // Constants: the key's row is found without the scan operator too
  // (CollectKeyedRow), as with parameters.
  ExpectSameAsTree("UPDATE {t} SET year = 1234, name = 'c' WHERE id = 7",
                   "UPDATE {t} SET year = 1234 + id * 0, "
                   "name = 'c' || substr(id::text, 1, 0) WHERE id = 7",
                   {{}, {}});
  ExpectSameAsTree("UPDATE {t} SET note = NULL WHERE id = 8",
                   "UPDATE {t} SET note = NULL || substr(id::text, 1, 0) "
                   "WHERE id = 8",
                   {{}});
}

TEST_F(DirectUpdateTest, ThroughIndexesAndScans) {
  ExpectSameAsTree("UPDATE {t} SET year = $1 WHERE name = $2",
                   "UPDATE {t} SET year = $1 + id * 0 WHERE name = $2",
                   {{int64_t{1990}, std::string("n3")},
                    {int64_t{1991}, std::string("n3")},
                    {std::monostate(), std::string("n49")},
                    {int64_t{7}, std::string("nobody")}});
  ExpectSameAsTree(
      "UPDATE {t} SET note = $3, price = $4 WHERE year BETWEEN $1 AND $2",
      "UPDATE {t} SET note = $3 || substr(id::text, 1, 0), "
      "price = $4 + id * 0 WHERE year BETWEEN $1 AND $2",
      {{int64_t{2003}, int64_t{2005}, std::string("mid"), int64_t{12}},
       {int64_t{1990}, int64_t{1991}, std::monostate(), int64_t{3}},
       {int64_t{2030}, int64_t{2040}, std::string("none"), int64_t{1}}});
  // No index: a filtered scan of every row, more than one batch.
  ExpectSameAsTree("UPDATE {t} SET name = 'long' WHERE note LIKE 'xx%'",
                   "UPDATE {t} SET name = 'long' || substr(id::text, 1, 0) "
                   "WHERE note LIKE 'xx%'",
                   {{}, {}});
  ExpectSameAsTree("UPDATE {t} SET year = 3",
                   "UPDATE {t} SET year = 3 + id * 0", {{}});
}

TEST_F(DirectUpdateTest, ErrorsOnlyWhenARowIsChanged) {
  // Division by zero is evaluated per row, as the operator tree does: no
  // row, no error; an error leaves every row as it was.
  ExpectSameAsTree("UPDATE {t} SET year = 10 / $1 WHERE id = $2",
                   "UPDATE {t} SET year = 10 / $1 + id * 0 WHERE id = $2",
                   {{int64_t{0}, int64_t{70000}},
                    {int64_t{0}, int64_t{3}},
                    {int64_t{2}, int64_t{3}}});
  ExpectSameAsTree("UPDATE {t} SET year = 10 / $1 WHERE year > $2",
                   "UPDATE {t} SET year = 10 / $1 + id * 0 WHERE year > $2",
                   {{int64_t{0}, int64_t{2030}},
                    {int64_t{0}, int64_t{2010}},
                    {int64_t{5}, int64_t{2010}}});
  // A value out of the column's range: 22003 from the cast, per row.
  ExpectSameAsTree("UPDATE {t} SET price = $1 * 1000 WHERE id = $2",
                   "UPDATE {t} SET price = $1 * 1000 + id * 0 WHERE id = $2",
                   {{int64_t{1000000}, int64_t{70000}},
                    {int64_t{1000000}, int64_t{1}},
                    {int64_t{-3}, int64_t{1}}});
}

TEST_F(DirectUpdateTest, VolatileValuesPerRow) {
  Run("UPDATE a SET year = (random() * 1000000000)::int WHERE year > 2015");
  auto r = db_->Execute(
      "SELECT count(*), count(DISTINCT year) FROM a WHERE id IN "
      "(SELECT id FROM b WHERE year > 2015)");
  ASSERT_TRUE(r.ok()) << r.status();
  ASSERT_GT(r->GetInt64(0, 0), 1000);
  // One value for all would leave one distinct year.
  EXPECT_GT(r->GetInt64(0, 1), r->GetInt64(0, 0) / 2);
}

TEST_F(DirectUpdateTest, DeletesAndRollback) {
  auto del = db_->Prepare("DELETE FROM a WHERE id = $1");
  ASSERT_TRUE(del.ok());
  EXPECT_EQ(Execute(**del, {int64_t{2}}), "1");
  EXPECT_EQ(Execute(**del, {int64_t{2}}), "0");
  EXPECT_EQ(Execute(**del, {int64_t{3}}), "1");
  Run("DELETE FROM b WHERE id IN (2, 3)");
  EXPECT_EQ(Sql(*db_, "SELECT * FROM a ORDER BY id"),
            Sql(*db_, "SELECT * FROM b ORDER BY id"));

  std::unique_ptr<Session> session = db_->Connect();
  auto update = session->Prepare("UPDATE a SET name = $1 WHERE id = $2");
  ASSERT_TRUE(update.ok());
  ASSERT_TRUE(session->Execute("BEGIN").ok());
  EXPECT_EQ(Execute(**update, {std::string("tx"), int64_t{5}}), "1");
  auto inside = session->Execute("SELECT name FROM a WHERE id = 5");
  ASSERT_TRUE(inside.ok()) << inside.status();
  EXPECT_EQ(testing::Dump(*inside), "tx\n");
  ASSERT_TRUE(session->Execute("ROLLBACK").ok());
  EXPECT_EQ(Sql(*db_, "SELECT * FROM a ORDER BY id"),
            Sql(*db_, "SELECT * FROM b ORDER BY id"));
}

// A keyed update's row is collected inline (CollectKeyedRow) and its undo
// log may reuse the buffer of the statement before: a change that fails
// after an earlier one succeeded leaves the row as that one left it, and
// RETURNING sees the new row.
TEST_F(DirectUpdateTest, KeyedUpdateFailuresLeaveTheRow) {
  Run("CREATE TABLE k (id INT PRIMARY KEY, code VARCHAR(3), tag TEXT)");
  Run("CREATE UNIQUE INDEX k_tag ON k USING hash (tag)");
  Run("INSERT INTO k VALUES (1, 'a', 't1'), (2, 'b', 't2')");
  auto update = db_->Prepare("UPDATE k SET code = $1, tag = $2 WHERE id = $3");
  ASSERT_TRUE(update.ok()) << update.status();
  EXPECT_EQ(
      Execute(**update, {std::string("c"), std::string("t3"), int64_t{1}}),
      "1");
  // Too long for VARCHAR(3), then a duplicate of row 2's tag.
  EXPECT_EQ(
      Execute(**update, {std::string("long"), std::string("t4"), int64_t{1}}),
      "ERROR 22001");
  EXPECT_EQ(
      Execute(**update, {std::string("d"), std::string("t2"), int64_t{1}}),
      "ERROR 23505");
  EXPECT_EQ(Sql(*db_, "SELECT * FROM k ORDER BY id"), "1|c|t3\n2|b|t2\n");
  EXPECT_EQ(
      Execute(**update, {std::string("e"), std::string("t5"), int64_t{1}}),
      "1");
  EXPECT_EQ(Sql(*db_, "SELECT * FROM k WHERE tag = 't3'"), "");
  auto returning = db_->Execute(
      "UPDATE k SET code = 'f', tag = 't6' WHERE id = 2 RETURNING id, tag");
  ASSERT_TRUE(returning.ok()) << returning.status();
  EXPECT_EQ(testing::Dump(*returning), "2|t6\n");
  EXPECT_EQ(Sql(*db_, "SELECT * FROM k ORDER BY id"), "1|e|t5\n2|f|t6\n");
}

}  // namespace
}  // namespace kite
