// COMPRESSION through the Database API: ALTER TABLE ... SET COMPRESSION
// while other threads read, and SET default_toast_compression.
#include <atomic>
#include <chrono>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::NewDb;
using testing::Sql;

std::string Encoding(Database& db, const std::string& column) {
  return Sql(db,
             "SELECT encoding FROM kite_columns WHERE table_name = 'docs' AND "
             "column_name = '" +
                 column + "'");
}

// A database with docs (id INT PRIMARY KEY, body TEXT) of `rows` rows, body
// `body` of id g.
std::unique_ptr<Database> DocsDb(const std::string& body, int rows) {
  std::unique_ptr<Database> db = NewDb();
  EXPECT_TRUE(
      db->Execute("CREATE TABLE docs (id INT PRIMARY KEY, body TEXT)").ok());
  EXPECT_TRUE(db->Execute("INSERT INTO docs SELECT g, " + body +
                          " FROM generate_series(0, " +
                          std::to_string(rows - 1) + ") AS g")
                  .ok());
  return db;
}

// Readers keep getting answers (the right ones) while ALTER rebuilds the
// column: it holds the table's lock exclusively only to swap.
TEST(CompressionTest, ReadersAreServedDuringAlter) {
  std::unique_ptr<Database> db =
      DocsDb("repeat('body ' || g || ' ', 40)", 200000);
  std::atomic<int> altering{0};
  std::atomic<bool> failed{false};
  std::thread alter([&] {
    for (const char* method : {"zstd", "lz4", "none", "zstd"}) {
      altering = 1;
      auto r = db->Execute(std::string("ALTER TABLE docs ALTER COLUMN body SET "
                                       "COMPRESSION ") +
                           method);
      if (!r.ok()) failed = true;
      altering = 0;
    }
    altering = 2;
  });
  auto byid = db->Prepare("SELECT body FROM docs WHERE id = $1");
  ASSERT_TRUE(byid.ok());
  std::mt19937 rng(5);
  int during = 0, wrong = 0;
  while (altering != 2) {
    const int id = static_cast<int>(rng() % 200000);
    ASSERT_TRUE((*byid)->Bind(1, int64_t{id}).ok());
    const bool before = altering == 1;
    auto r = (*byid)->Execute();
    ASSERT_TRUE(r.ok()) << r.status();
    std::string want;
    for (int i = 0; i < 40; ++i) want += "body " + std::to_string(id) + " ";
    if (r->row_count() != 1 || r->GetString(0, 0) != want) ++wrong;
    if (before && altering == 1) ++during;
  }
  alter.join();
  EXPECT_FALSE(failed);
  EXPECT_EQ(wrong, 0);
  // Four rebuilds of 40 MB: readers would be starved if ALTER held the
  // table exclusively throughout.
  EXPECT_GT(during, 100);
  EXPECT_EQ(Encoding(*db, "body"), "zstd\n");
  EXPECT_EQ(Sql(*db, "SELECT count(*), sum(length(body)) FROM docs"),
            Sql(*db,
                "SELECT 200000, sum(40 * length('body ' || g || ' ')) "
                "FROM generate_series(0, 199999) AS g"));
}

// DROP TABLE while ALTER rebuilds the table's column: the rebuild finishes
// on the dropped table (it holds its own reference), nothing crashes, and
// the table is gone.
TEST(CompressionTest, DropDuringAlter) {
  std::unique_ptr<Database> db = DocsDb("repeat('x' || g, 30)", 100000);
  std::atomic<bool> started{false};
  absl::Status altered;
  std::thread alter([&] {
    started = true;
    altered = db->Execute(
                    "ALTER TABLE docs ALTER COLUMN body SET COMPRESSION "
                    "zstd")
                  .status();
  });
  while (!started) std::this_thread::yield();
  EXPECT_TRUE(db->Execute("DROP TABLE docs").ok());
  alter.join();
  // Either order is fine: ALTER found the table (and finished on it) or
  // found it dropped.
  EXPECT_TRUE(altered.ok() ||
              absl::StrContains(altered.message(), "does not exist"))
      << altered;
  EXPECT_FALSE(db->Execute("SELECT * FROM docs").ok());
}

// Two sessions altering the same column at once: both succeed, one after
// the other, and the values stay.
TEST(CompressionTest, ConcurrentAltersOfOneColumn) {
  std::unique_ptr<Database> db = DocsDb("'doc ' || g", 50000);
  const std::string sum = Sql(*db, "SELECT sum(length(body)) FROM docs");
  std::vector<std::thread> alters;
  std::atomic<int> failed{0};
  for (const char* method : {"zstd", "lz4", "zstd", "none"}) {
    alters.emplace_back([&, method] {
      if (!db->Execute(std::string("ALTER TABLE docs ALTER body SET "
                                   "COMPRESSION ") +
                       method)
               .ok()) {
        ++failed;
      }
    });
  }
  for (std::thread& t : alters) t.join();
  EXPECT_EQ(failed, 0);
  EXPECT_EQ(Sql(*db, "SELECT sum(length(body)) FROM docs"), sum);
  const std::string encoding = Encoding(*db, "body");
  const std::string compression = Sql(
      *db, "SELECT compression FROM kite_columns WHERE column_name = 'body'");
  EXPECT_EQ(encoding == "heap\n" ? "none\n" : encoding, compression);
}

TEST(CompressionTest, DefaultToastCompressionAppliesToNewColumns) {
  std::unique_ptr<Database> db = NewDb();
  ASSERT_TRUE(db->Execute("SET default_toast_compression = lz4").ok());
  EXPECT_EQ(Sql(*db, "SHOW default_toast_compression"), "lz4\n");
  ASSERT_TRUE(db->Execute("CREATE TABLE docs (id INT, body TEXT, other TEXT "
                          "COMPRESSION zstd, plain TEXT COMPRESSION none)")
                  .ok());
  EXPECT_EQ(Encoding(*db, "id"), "plain\n");
  EXPECT_EQ(Encoding(*db, "body"), "lz4\n");
  EXPECT_EQ(Encoding(*db, "other"), "zstd\n");
  EXPECT_EQ(Encoding(*db, "plain"), "dictionary\n");
  auto bad = db->Execute("SET default_toast_compression = brotli");
  EXPECT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("invalid value for parameter"),
            std::string::npos);
  ASSERT_TRUE(db->Execute("RESET default_toast_compression").ok());
  ASSERT_TRUE(db->Execute("CREATE TABLE t2 (body TEXT)").ok());
  EXPECT_EQ(Sql(*db,
                "SELECT encoding FROM kite_columns WHERE table_name = "
                "'t2'"),
            "dictionary\n");
}

// A query planned (and its kernel compiled) before ALTER runs correctly
// after it: the plan is rebound and the compressed column interpreted.
TEST(CompressionTest, PreparedStatementSurvivesAlter) {
  std::unique_ptr<Database> db = NewDb();
  ASSERT_TRUE(db->Execute("SET jit = force").ok());
  ASSERT_TRUE(db->Execute("CREATE TABLE docs (id INT, body TEXT)").ok());
  ASSERT_TRUE(db->Execute("INSERT INTO docs SELECT g, 'v' || g FROM "
                          "generate_series(1, 10000) AS g")
                  .ok());
  auto count = db->Prepare("SELECT count(*) FROM docs WHERE body > $1");
  ASSERT_TRUE(count.ok());
  ASSERT_TRUE((*count)->Bind(1, "v5").ok());
  auto before = (*count)->Execute();
  ASSERT_TRUE(before.ok());
  ASSERT_TRUE(
      db->Execute("ALTER TABLE docs ALTER COLUMN body SET COMPRESSION zstd")
          .ok());
  EXPECT_EQ(Encoding(*db, "body"), "zstd\n");
  auto after = (*count)->Execute();
  ASSERT_TRUE(after.ok()) << after.status();
  EXPECT_EQ(after->GetInt64(0, 0), before->GetInt64(0, 0));
  EXPECT_EQ(before->GetInt64(0, 0), 5554);
}

}  // namespace
}  // namespace kite
