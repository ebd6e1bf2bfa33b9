// Result: column metadata, typed accessors, command tags.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::NewDb;

TEST(ResultTest, TypedAccessors) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE t (id INT PRIMARY KEY, big BIGINT, "
                          "ok BOOLEAN, price NUMERIC(10,2), ratio DOUBLE "
                          "PRECISION, name TEXT, day DATE)")
                  .ok());
  ASSERT_TRUE(db->Execute("INSERT INTO t VALUES (1, 9000000000, true, 12.34, "
                          "0.5, 'hello', '2024-01-31'), (2, NULL, false, "
                          "NULL, NULL, NULL, NULL)")
                  .ok());
  auto r = db->Execute("SELECT * FROM t ORDER BY id");
  ASSERT_TRUE(r.ok()) << r.status();
  ASSERT_EQ(r->column_count(), 7);
  ASSERT_EQ(r->row_count(), 2u);
  EXPECT_EQ(r->column_name(0), "id");
  EXPECT_EQ(r->column_type(0), Type::Integer());
  EXPECT_EQ(r->column_type(3), Type::Numeric(10, 2));
  EXPECT_EQ(r->GetInt64(0, 0), 1);
  EXPECT_EQ(r->GetInt64(0, 1), 9000000000);
  EXPECT_TRUE(r->GetBool(0, 2));
  EXPECT_EQ(r->GetInt64(0, 3), 1234);
  EXPECT_DOUBLE_EQ(r->GetDouble(0, 3), 12.34);
  EXPECT_DOUBLE_EQ(r->GetDouble(0, 4), 0.5);
  EXPECT_EQ(r->GetText(0, 5), "hello");
  EXPECT_EQ(r->GetString(0, 6), "2024-01-31");
  EXPECT_EQ(r->GetValue(0, 5), Value::Text("hello"));
  EXPECT_FALSE(r->GetBool(1, 2));
  for (int c = 1; c < 7; ++c) {
    if (c == 2) continue;
    EXPECT_TRUE(r->IsNull(1, c)) << c;
  }
  EXPECT_EQ(r->GetString(1, 5), "");
  EXPECT_EQ(r->command_tag(), "SELECT 2");
  EXPECT_EQ(r->rows_affected(), 2);
  EXPECT_EQ(r->total(), -1);
}

TEST(ResultTest, TextViewsOutliveTheTable) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE t (name TEXT)").ok());
  ASSERT_TRUE(db->Execute("INSERT INTO t VALUES ('abc'), ('de')").ok());
  auto r = db->Execute("SELECT name FROM t ORDER BY name");
  ASSERT_TRUE(r.ok());
  ASSERT_TRUE(db->Execute("DROP TABLE t").ok());
  EXPECT_EQ(r->GetText(0, 0), "abc");
  EXPECT_EQ(r->GetText(1, 0), "de");
}

// A result's text from a table's plain (heap) column views the table's
// bytes; it stays right while the table is rewritten, grows, is emptied and
// dropped, and a statement run again sees the new values.
TEST(ResultTest, ViewedTextSurvivesEveryChangeToTheTable) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE t (id INT PRIMARY KEY, s TEXT)").ok());
  // Over 2 MB of text: heaps that are unmapped when freed.
  ASSERT_TRUE(db->Execute("INSERT INTO t SELECT i, 'row ' || i || ' ' || "
                          "repeat('x', 100) FROM generate_series(1, 30000) i")
                  .ok());
  auto expected = [](int64_t id) {
    return "row " + std::to_string(id) + " " + std::string(100, 'x');
  };
  auto lookup = db->Execute("SELECT id, s FROM t WHERE id IN (1, 777, 29999)");
  auto scan = db->Execute("SELECT id, s FROM t LIMIT 40");
  absl::StatusOr<std::unique_ptr<PreparedStatement>> again =
      db->Prepare("SELECT s FROM t WHERE id = $1");
  ASSERT_TRUE(lookup.ok() && scan.ok() && again.ok());
  ASSERT_EQ(lookup->row_count(), 3u);
  ASSERT_EQ(scan->row_count(), 40u);
  auto check = [&](const std::string& when) {
    for (const Result* r : {&*lookup, &*scan}) {
      for (size_t i = 0; i < r->row_count(); ++i) {
        EXPECT_EQ(r->GetText(i, 1), expected(r->GetInt64(i, 0))) << when;
      }
    }
  };
  const std::vector<std::string> changes = {
      "UPDATE t SET s = 'new ' || id",  // garbage: compaction
      "INSERT INTO t SELECT i, repeat('y', 300) FROM "
      "generate_series(30001, 60000) i",  // growth
      "DELETE FROM t WHERE id % 2 = 0", "TRUNCATE t", "DROP TABLE t"};
  for (const std::string& change : changes) {
    if (change == "TRUNCATE t") {
      // Run again before the table empties: the new text, not the old.
      ASSERT_TRUE((*again)->Bind(1, int64_t{777}).ok());
      auto r = (*again)->Execute();
      ASSERT_TRUE(r.ok()) << r.status();
      ASSERT_EQ(r->row_count(), 1u);
      EXPECT_EQ(r->GetText(0, 0), "new 777");
    }
    ASSERT_TRUE(db->Execute(change).ok()) << change;
    check("after " + change);
  }
}

// A result's text from a dictionary column views the dictionary's strings;
// they outlive an entry taken back by ROLLBACK, the column's conversion to
// heap storage and the table. The strings are large enough that a freed
// one is unmapped.
TEST(ResultTest, ViewedDictionaryTextSurvivesTheDictionary) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE t (id INT PRIMARY KEY, s TEXT)").ok());
  ASSERT_TRUE(db->Execute("INSERT INTO t SELECT i, repeat(chr(97 + i % 3), "
                          "300000) FROM generate_series(1, 30) i")
                  .ok());
  auto encoding = [&] {
    auto r = db->Execute(
        "SELECT encoding FROM kite_columns WHERE table_name = 't' AND "
        "column_name = 's'");
    return r.ok() && r->row_count() == 1 ? std::string(r->GetText(0, 0))
                                         : std::string("?");
  };
  ASSERT_EQ(encoding(), "dictionary");
  auto s = db->Connect();
  ASSERT_TRUE(s->Execute("BEGIN").ok());
  ASSERT_TRUE(
      s->Execute("INSERT INTO t VALUES (100, repeat('z', 300000))").ok());
  auto added = s->Execute("SELECT s FROM t WHERE id = 100");
  ASSERT_TRUE(added.ok()) << added.status();
  ASSERT_EQ(added->row_count(), 1u);
  ASSERT_TRUE(s->Execute("ROLLBACK").ok());  // takes the entry back
  EXPECT_TRUE(added->GetText(0, 0) == std::string(300000, 'z'));
  auto scan = db->Execute("SELECT id, s FROM t WHERE id IN (1, 2, 3, 4, 5, 6)");
  ASSERT_TRUE(scan.ok()) << scan.status();
  ASSERT_EQ(scan->row_count(), 6u);
  auto check = [&](const std::string& when) {
    // Strings freed would be reused by these (glibc may keep freed large
    // blocks mapped).
    std::vector<std::string> reuse(64, std::string(300000, 'q'));
    for (size_t i = 0; i < scan->row_count(); ++i) {
      const char c = static_cast<char>('a' + scan->GetInt64(i, 0) % 3);
      EXPECT_TRUE(scan->GetText(i, 1) == std::string(300000, c)) << when;
    }
  };
  // Many distinct values: the column converts to heap storage.
  ASSERT_TRUE(db->Execute("INSERT INTO t SELECT i, 'v' || i FROM "
                          "generate_series(1000, 80000) i")
                  .ok());
  EXPECT_EQ(encoding(), "heap");
  check("after the conversion");
  ASSERT_TRUE(db->Execute("DROP TABLE t").ok());
  check("after DROP TABLE");
}

TEST(ResultTest, CommandTags) {
  auto db = NewDb();
  auto tag = [&](std::string_view sql) {
    auto r = db->Execute(sql);
    return r.ok() ? r->command_tag() : std::string(r.status().message());
  };
  EXPECT_EQ(tag("CREATE TABLE t (id INT PRIMARY KEY, v INT)"), "CREATE TABLE");
  EXPECT_EQ(tag("INSERT INTO t VALUES (1, 1), (2, 2), (3, 3)"), "INSERT 0 3");
  EXPECT_EQ(tag("UPDATE t SET v = v + 1 WHERE id >= 2"), "UPDATE 2");
  EXPECT_EQ(tag("DELETE FROM t WHERE id = 1"), "DELETE 1");
  EXPECT_EQ(tag("SELECT * FROM t"), "SELECT 2");
  EXPECT_EQ(tag("SET jit = off"), "SET");
  EXPECT_EQ(tag("EXPLAIN SELECT * FROM t"), "EXPLAIN");
  EXPECT_EQ(tag("TRUNCATE t"), "TRUNCATE TABLE");
  EXPECT_EQ(tag("DROP TABLE t"), "DROP TABLE");
}

TEST(ResultTest, TotalFromWindowCount) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE t (id INT)").ok());
  ASSERT_TRUE(
      db->Execute("INSERT INTO t SELECT * FROM generate_series(1, 50)").ok());
  auto r = db->Execute(
      "SELECT id, count(*) OVER () FROM t WHERE id > 10 ORDER BY id LIMIT 5 "
      "OFFSET 5");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->row_count(), 5u);
  EXPECT_EQ(r->GetInt64(0, 0), 16);
  EXPECT_EQ(r->GetInt64(0, 1), 40);
  EXPECT_EQ(r->total(), 40);
}

TEST(ResultTest, Notices) {
  auto db = NewDb();
  auto r = db->Execute("DROP TABLE IF EXISTS nope");
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->notices().size(), 1u);
  EXPECT_EQ(r->notices()[0], "table \"nope\" does not exist, skipping");
  ASSERT_TRUE(db->Execute("CREATE TABLE t (id INT)").ok());
  r = db->Execute("CREATE TABLE IF NOT EXISTS t (id INT)");
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->notices().size(), 1u);
  EXPECT_EQ(r->notices()[0], "relation \"t\" already exists, skipping");
}

}  // namespace
}  // namespace kite
