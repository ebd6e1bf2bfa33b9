// INSERT / UPDATE / DELETE / COPY / DDL through the engine.
#include <cstdio>
#include <fstream>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::ErrorOf;
using testing::NewDb;
using testing::Sql;

TEST(DmlTest, InsertDefaultsAndConflicts) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE t (id INT PRIMARY KEY, v TEXT "
                          "DEFAULT 'd', n BIGINT NOT NULL DEFAULT 7)")
                  .ok());
  ASSERT_TRUE(db->Execute("INSERT INTO t VALUES (1, DEFAULT, 1)").ok());
  ASSERT_TRUE(db->Execute("INSERT INTO t (id) VALUES ('2')").ok());
  EXPECT_EQ(Sql(*db, "SELECT * FROM t ORDER BY id"), "1|d|1\n2|d|7\n");
  EXPECT_EQ(ErrorOf(*db, "INSERT INTO t VALUES (1, 'x', 1)"), "23505");
  EXPECT_EQ(ErrorOf(*db, "INSERT INTO t VALUES (3, 'x', NULL)"), "23502");
  EXPECT_EQ(ErrorOf(*db, "INSERT INTO t (nope) VALUES (1)"), "42703");
  EXPECT_EQ(ErrorOf(*db, "INSERT INTO t VALUES (1, 'x', 1, 2)"), "42601");
  EXPECT_EQ(ErrorOf(*db, "INSERT INTO t (id, v) VALUES (9)"), "42601");
  // Without a column list, fewer values fill the first columns.
  ASSERT_TRUE(db->Execute("INSERT INTO t VALUES (9)").ok());
  EXPECT_EQ(Sql(*db, "DELETE FROM t WHERE id = 9 RETURNING *"), "9|d|7\n");
  EXPECT_EQ(ErrorOf(*db, "INSERT INTO t (id, n) VALUES (5, true)"), "42804");
  EXPECT_EQ(Sql(*db,
                "INSERT INTO t VALUES (1, 'new', 5), (3, 'c', 3) ON "
                "CONFLICT (id) DO UPDATE SET v = EXCLUDED.v, n = t.n + "
                "EXCLUDED.n RETURNING id, v, n"),
            "1|new|6\n3|c|3\n");
  EXPECT_EQ(Sql(*db,
                "INSERT INTO t VALUES (1, 'z', 0) ON CONFLICT DO NOTHING "
                "RETURNING id"),
            "");
  EXPECT_EQ(ErrorOf(*db,
                    "INSERT INTO t VALUES (1, 'a', 1) ON CONFLICT (v) "
                    "DO NOTHING"),
            "42P10");
  ASSERT_TRUE(
      db->Execute("INSERT INTO t (id, v) SELECT id + 10, upper(v) FROM t")
          .ok());
  EXPECT_EQ(Sql(*db, "SELECT count(*), max(v) FROM t WHERE id > 10"),
            "3|NEW\n");
}

TEST(DmlTest, UpdateDelete) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE t (id INT PRIMARY KEY, v INT)").ok());
  ASSERT_TRUE(db->Execute("CREATE TABLE s (id INT, w INT)").ok());
  ASSERT_TRUE(db->Execute("INSERT INTO t SELECT g, g FROM "
                          "generate_series(1, 10) g")
                  .ok());
  ASSERT_TRUE(db->Execute("INSERT INTO s VALUES (1, 100), (2, 200)").ok());
  // Every new row is computed from the old ones before any is applied.
  auto r = db->Execute("UPDATE t SET id = id + 1 WHERE id > 8");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(SqlStateOf(r.status()), "23505");
  EXPECT_EQ(Sql(*db,
                "UPDATE t SET v = s.w FROM s WHERE t.id = s.id "
                "RETURNING t.id, v"),
            "1|100\n2|200\n");
  EXPECT_EQ(Sql(*db, "DELETE FROM t WHERE v > 5 AND v < 100 RETURNING id"),
            "6\n7\n8\n9\n10\n");
  EXPECT_EQ(Sql(*db, "SELECT sum(v) FROM t"), "312\n");
  EXPECT_EQ(ErrorOf(*db, "UPDATE t SET nope = 1"), "42703");
  EXPECT_EQ(ErrorOf(*db, "DELETE FROM nope"), "42P01");
}

TEST(DmlTest, CopyRoundTrip) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE t (id INT PRIMARY KEY, name TEXT, "
                          "price NUMERIC(8,2))")
                  .ok());
  ASSERT_TRUE(db->Execute("INSERT INTO t VALUES (1, 'a,b', 1.5), (2, '', "
                          "NULL), (3, 'say \"hi\"', 3)")
                  .ok());
  const std::string csv = ::testing::TempDir() + "/kite_copy.csv";
  const std::string txt = ::testing::TempDir() + "/kite_copy.txt";
  auto r = db->Execute("COPY t TO '" + csv + "' WITH (FORMAT csv, HEADER)");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->command_tag(), "COPY 3");
  ASSERT_TRUE(db->Execute("COPY t TO '" + txt + "'").ok());
  ASSERT_TRUE(db->Execute("CREATE TABLE c (id INT, name TEXT, price "
                          "NUMERIC(8,2)); CREATE TABLE x (id INT, name TEXT, "
                          "price NUMERIC(8,2))")
                  .ok());
  r = db->Execute("COPY c FROM '" + csv + "' WITH (FORMAT csv, HEADER)");
  ASSERT_TRUE(r.ok()) << r.status();
  ASSERT_TRUE(db->Execute("COPY x FROM '" + txt + "'").ok());
  const std::string want = Sql(*db, "SELECT * FROM t ORDER BY id");
  EXPECT_EQ(Sql(*db, "SELECT * FROM c ORDER BY id"), want);
  EXPECT_EQ(Sql(*db, "SELECT * FROM x ORDER BY id"), want);
  // A bad row leaves nothing behind.
  {
    std::ofstream bad(csv);
    bad << "10,ok,1\n11,bad,notanumber\n";
  }
  EXPECT_EQ(ErrorOf(*db, "COPY c FROM '" + csv + "' (FORMAT csv)"), "22P02");
  EXPECT_EQ(Sql(*db, "SELECT count(*) FROM c"), "3\n");
  EXPECT_EQ(ErrorOf(*db, "COPY c FROM '/nonexistent/file'"), "58P01");
  std::remove(csv.c_str());
  std::remove(txt.c_str());
}

TEST(DdlTest, CreateDropTruncate) {
  auto db = NewDb();
  EXPECT_EQ(ErrorOf(*db, "CREATE TABLE t (a INT, a TEXT)"), "42701");
  EXPECT_EQ(ErrorOf(*db, "CREATE TABLE t (a foo)"), "42704");
  EXPECT_EQ(ErrorOf(*db,
                    "CREATE TABLE t (a INT PRIMARY KEY, b INT PRIMARY "
                    "KEY)"),
            "42P16");
  ASSERT_TRUE(db->Execute("CREATE TABLE t (a INT, b TEXT, PRIMARY KEY (a, "
                          "b))")
                  .ok());
  EXPECT_EQ(ErrorOf(*db, "CREATE TABLE t (x INT)"), "42P07");
  ASSERT_TRUE(db->Execute("INSERT INTO t VALUES (1, 'x'), (1, 'y')").ok());
  EXPECT_EQ(ErrorOf(*db, "INSERT INTO t VALUES (1, 'x')"), "23505");
  EXPECT_EQ(ErrorOf(*db, "INSERT INTO t VALUES (1, NULL)"), "23502");
  ASSERT_TRUE(
      db->Execute("CREATE TABLE c AS SELECT a, b || '!' AS e FROM t").ok());
  EXPECT_EQ(Sql(*db, "SELECT e FROM c ORDER BY e"), "x!\ny!\n");
  ASSERT_TRUE(db->Execute("TRUNCATE t").ok());
  EXPECT_EQ(Sql(*db, "SELECT count(*) FROM t"), "0\n");
  ASSERT_TRUE(db->Execute("DROP TABLE t, c").ok());
  EXPECT_EQ(ErrorOf(*db, "DROP TABLE t"), "42P01");
  EXPECT_TRUE(db->TableNames().empty());
}

// A SERIAL column numbers the rows an INSERT leaves it out of, from its
// own sequence (dropped with the table); outside a column definition
// serial is no type (42704, as PostgreSQL).
TEST(DmlTest, SerialColumnsNumberTheirRows) {
  auto db = NewDb();
  ASSERT_TRUE(
      db->Execute("CREATE TABLE s (id BIGSERIAL PRIMARY KEY, v TEXT)").ok());
  ASSERT_TRUE(db->Execute("INSERT INTO s (v) VALUES ('a'), ('b')").ok());
  EXPECT_EQ(Sql(*db, "INSERT INTO s (v) VALUES ('c') RETURNING id"), "3\n");
  EXPECT_EQ(Sql(*db, "SELECT id, v FROM s ORDER BY id"), "1|a\n2|b\n3|c\n");
  ASSERT_TRUE(db->Execute("DROP TABLE s").ok());
  EXPECT_EQ(Sql(*db, "SELECT nextval('s_id_seq')").substr(0, 12),
            "ERROR 42P01:");
  EXPECT_EQ(Sql(*db, "SELECT CAST(1 AS serial)").substr(0, 12), "ERROR 42704:");
}

}  // namespace
}  // namespace kite
