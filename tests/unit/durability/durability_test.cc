// A database on disk: everything survives closing and opening again (rows,
// tables, indexes, defaults, roles, settings); only committed work does;
// dropped and truncated tables leave nothing behind; and the ways opening
// fails (another holder, damaged files) say what is wrong.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <future>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "kite/status.h"
#include "tests/unit/engine/on_disk_test.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

namespace fs = std::filesystem;
using testing::Sql;

class DurabilityTest : public testing::OnDiskTest {};

TEST_F(DurabilityTest, EverythingSurvivesAReopen) {
  std::unique_ptr<Database> db = Open();
  Must(*db,
       "CREATE TABLE t (id INT PRIMARY KEY, name VARCHAR(8) DEFAULT 'n' || "
       "'one', price NUMERIC(10,2), tags TEXT[], born DATE, seen TIMESTAMP, "
       "score DOUBLE PRECISION, ok BOOLEAN, big BIGINT, nums INTEGER[])");
  Must(*db,
       "INSERT INTO t VALUES (1, 'a', 12.34, ARRAY['x', NULL, ''], "
       "'2024-02-29', '2024-02-29 23:59:59.5', -0.5, true, "
       "9223372036854775807, ARRAY[1, -2])");
  Must(*db, "INSERT INTO t (id) VALUES (2), (3)");
  Must(*db, "DELETE FROM t WHERE id = 2");
  Must(*db, "CREATE UNIQUE INDEX t_name ON t USING btree (name, id)");
  Must(*db, "CREATE INDEX t_tags ON t USING hash (tags)");
  Must(*db, "CREATE USER ann PASSWORD 'secret'");
  Must(*db, "SET jit = off");
  Must(*db, "SET durability = async");
  const std::string rows = Sql(*db, "SELECT * FROM t ORDER BY id");
  db = Reopen(std::move(db));
  ASSERT_NE(db, nullptr);
  EXPECT_EQ(Sql(*db, "SELECT * FROM t ORDER BY id"), rows);
  EXPECT_EQ(Sql(*db, "SELECT index_name FROM kite_indexes ORDER BY 1"),
            "t_name\nt_pkey\nt_tags\n");
  // The indexes answer, the default and the length limit still hold.
  EXPECT_EQ(Sql(*db, "SELECT id FROM t WHERE 'x' = ANY(tags)"), "1\n");
  Must(*db, "INSERT INTO t (id) VALUES (4)");
  EXPECT_EQ(Sql(*db, "SELECT name FROM t WHERE id = 4"), "none\n");
  EXPECT_EQ(SqlStateOf(db->Execute("INSERT INTO t (id, name) VALUES (5, "
                                   "'much too long')")
                           .status()),
            "22001");
  EXPECT_EQ(SqlStateOf(db->Execute("INSERT INTO t VALUES (1)").status()),
            "23505");
  EXPECT_EQ(Sql(*db, "SHOW jit"), "off\n");
  EXPECT_EQ(Sql(*db, "SHOW durability"), "async\n");
  std::optional<RoleInfo> ann = db->FindRole("ann");
  ASSERT_TRUE(ann.has_value());
  EXPECT_TRUE(ann->login);
  EXPECT_FALSE(ann->password_verifier.empty());
}

// Sequences keep their definition and never hand out a value again:
// after a reopen nextval continues past every value given before (the
// store holds a state up to kSequenceLogAhead values ahead), SERIAL and
// identity columns go on numbering, and what a block rolled back or a DROP
// removed does not come back.
TEST_F(DurabilityTest, SequencesContinueAfterAReopen) {
  std::unique_ptr<Database> db = Open();
  Must(*db, "CREATE SEQUENCE s INCREMENT 5 MAXVALUE 1000000 CYCLE");
  Must(*db, "CREATE SEQUENCE gone");
  Must(*db, "CREATE SEQUENCE restarted START 7");
  Must(*db,
       "CREATE TABLE t (id SERIAL PRIMARY KEY, n INT GENERATED ALWAYS AS "
       "IDENTITY (START WITH 100), v TEXT)");
  Must(*db, "INSERT INTO t (v) SELECT 'x' FROM generate_series(1, 40)");
  int64_t last = 0;
  for (int i = 0; i < 3; ++i) {
    last = std::stoll(Sql(*db, "SELECT nextval('s')"));
  }
  Must(*db, "SELECT nextval('restarted')");
  Must(*db, "ALTER SEQUENCE restarted RESTART WITH 50 INCREMENT 2");
  Must(*db, "DROP SEQUENCE gone");
  Must(*db,
       "BEGIN; CREATE SEQUENCE rolled_back; SELECT nextval('rolled_back'); "
       "ROLLBACK");
  Must(*db,
       "BEGIN; CREATE SEQUENCE committed; SELECT nextval('committed'), "
       "nextval('committed'); COMMIT");
  db = Reopen(std::move(db));
  ASSERT_NE(db, nullptr);
  EXPECT_GT(std::stoll(Sql(*db, "SELECT nextval('s')")), last);
  EXPECT_EQ(Sql(*db,
                "SELECT increment_by, max_value, cycle FROM "
                "pg_sequences WHERE sequencename = 's'"),
            "5|1000000|t\n");
  EXPECT_EQ(Sql(*db, "SELECT nextval('restarted'), nextval('restarted')"),
            "50|52\n");
  EXPECT_GT(std::stoll(Sql(*db, "SELECT nextval('committed')")), 2);
  EXPECT_EQ(Sql(*db, "SELECT nextval('gone')").substr(0, 12), "ERROR 42P01:");
  EXPECT_EQ(Sql(*db, "SELECT nextval('rolled_back')").substr(0, 12),
            "ERROR 42P01:");
  EXPECT_EQ(Sql(*db,
                "INSERT INTO t (v) VALUES ('y') RETURNING id > 40, n "
                "> 139"),
            "t|t\n");
  EXPECT_EQ(SqlStateOf(db->Execute("INSERT INTO t (n) VALUES (1)").status()),
            "428C9");
  EXPECT_EQ(Sql(*db,
                "SELECT attidentity FROM pg_attribute WHERE attrelid = "
                "'t'::regclass AND attname = 'n'"),
            "a\n");
  EXPECT_EQ(Sql(*db, "SELECT pg_get_serial_sequence('t', 'n')"),
            "public.t_n_seq\n");
  Must(*db, "DROP TABLE t");
  db = Reopen(std::move(db));
  ASSERT_NE(db, nullptr);
  EXPECT_EQ(Sql(*db, "SELECT sequencename FROM pg_sequences ORDER BY 1"),
            "committed\nrestarted\ns\n");
}

// CHECK constraints, and what ALTER TABLE changed (a default, NOT NULL, a
// constraint added and one dropped), are kept.
TEST_F(DurabilityTest, CheckConstraintsAreKept) {
  std::unique_ptr<Database> db = Open();
  Must(*db,
       "CREATE TABLE checked (a INT CONSTRAINT positive CHECK (a > 0), b "
       "INT, CHECK (b > a), c INT CHECK (c > 0))");
  Must(*db,
       "ALTER TABLE checked ALTER b SET DEFAULT 10, ALTER a SET NOT NULL, ADD "
       "CONSTRAINT small CHECK (a < 100), DROP CONSTRAINT checked_c_check");
  db = Reopen(std::move(db));
  ASSERT_NE(db, nullptr);
  for (const char* bad : {"INSERT INTO checked VALUES (0, 1)",
                          "INSERT INTO checked VALUES (2, 1)",
                          "INSERT INTO checked VALUES (100, 200)"}) {
    EXPECT_EQ(SqlStateOf(db->Execute(bad).status()), "23514") << bad;
  }
  EXPECT_EQ(
      SqlStateOf(db->Execute("INSERT INTO checked (b) VALUES (1)").status()),
      "23502");
  Must(*db, "INSERT INTO checked VALUES (1, 2, -1)");
  EXPECT_EQ(Sql(*db, "INSERT INTO checked (a) VALUES (3) RETURNING b"), "10\n");
  EXPECT_EQ(Sql(*db,
                "SELECT conname, pg_get_constraintdef(oid) FROM "
                "pg_constraint WHERE contype = 'c' ORDER BY 1"),
            "checked_check|CHECK ((b > a))\npositive|CHECK ((a > 0))\n"
            "small|CHECK ((a < 100))\n");
}

TEST_F(DurabilityTest, NewTypesAreKeptWithTheirValues) {
  std::unique_ptr<Database> db = Open();
  Must(*db,
       "CREATE TABLE typed (id uuid PRIMARY KEY, s smallint, r real, "
       "at timestamptz, t time, b bytea)");
  Must(*db,
       "INSERT INTO typed VALUES ('a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', "
       "-32768, 0.1, '2024-01-31 12:00:00.5+02', '23:59:59.25', "
       "'\\x00ff'), ('00000000-0000-0000-0000-000000000000', NULL, NULL, "
       "'infinity', NULL, '')");
  db = Reopen(std::move(db));
  ASSERT_NE(db, nullptr);
  EXPECT_EQ(Sql(*db, "SELECT * FROM typed ORDER BY id"),
            "00000000-0000-0000-0000-000000000000|NULL|NULL|infinity|NULL|\\x\n"
            "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11|-32768|0.1|"
            "2024-01-31 10:00:00.5+00|23:59:59.25|\\x00ff\n");
  EXPECT_EQ(SqlStateOf(db->Execute("INSERT INTO typed (id) VALUES "
                                   "('a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11')")
                           .status()),
            "23505");
}

TEST_F(DurabilityTest, AlteredColumnsAndNamesAreKept) {
  std::unique_ptr<Database> db = Open();
  Must(*db, "CREATE TABLE t (id INT PRIMARY KEY, v INT, w TEXT)");
  Must(*db, "CREATE INDEX t_v ON t (v)");
  Must(*db, "INSERT INTO t VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 30, 'c')");
  // ADD COLUMN keeps the rows stored: they read the default from the
  // definition, a patch (one column updated) over them included.
  Must(*db, "ALTER TABLE t ADD COLUMN d INT DEFAULT 7, ADD COLUMN e TEXT");
  Must(*db, "UPDATE t SET d = 8 WHERE id = 2");
  Must(*db, "INSERT INTO t VALUES (4, 40, 'd', 9, 'x')");
  db = Reopen(std::move(db));
  ASSERT_NE(db, nullptr);
  EXPECT_EQ(Sql(*db, "SELECT * FROM t ORDER BY id"),
            "1|10|a|7|NULL\n2|20|b|8|NULL\n3|30|c|7|NULL\n4|40|d|9|x\n");
  // DROP COLUMN writes the rows again; the renames keep them.
  Must(*db, "ALTER TABLE t DROP COLUMN w");
  Must(*db, "ALTER TABLE t RENAME COLUMN v TO value");
  Must(*db, "ALTER TABLE t RENAME TO t2");
  db = Reopen(std::move(db));
  ASSERT_NE(db, nullptr);
  EXPECT_EQ(Sql(*db, "SELECT * FROM t2 ORDER BY id"),
            "1|10|7|NULL\n2|20|8|NULL\n3|30|7|NULL\n4|40|9|x\n");
  EXPECT_EQ(Sql(*db, "SELECT id FROM t2 WHERE value = 30"), "3\n");
  EXPECT_FALSE(db->Execute("SELECT * FROM t").ok());
  // The key keeps the name it was made with.
  absl::StatusOr<Result> dup = db->Execute("INSERT INTO t2 (id) VALUES (1)");
  EXPECT_EQ(SqlStateOf(dup.status()), "23505");
  EXPECT_NE(dup.status().message().find("\"t_pkey\""), std::string::npos)
      << dup.status();
}

TEST_F(DurabilityTest, AColumnAddedInABlockAfterItsRowsChangedKeepsThem) {
  std::unique_ptr<Database> db = Open();
  Must(*db, "CREATE TABLE t (id INT PRIMARY KEY, v INT)");
  Must(*db, "INSERT INTO t VALUES (1, 10)");
  {
    std::unique_ptr<Session> s = db->Connect();
    Must(*s, "BEGIN");
    Must(*s, "INSERT INTO t VALUES (2, 20)");
    Must(*s, "UPDATE t SET v = 11 WHERE id = 1");
    Must(*s, "ALTER TABLE t ADD COLUMN d INT DEFAULT 5");
    Must(*s, "INSERT INTO t VALUES (3, 30, 6)");
    Must(*s, "COMMIT");
    // A volatile default is evaluated per row, and the rows stored again.
    Must(*s, "ALTER TABLE t ADD COLUMN r FLOAT DEFAULT random()");
  }
  const std::string rows = Sql(*db, "SELECT * FROM t ORDER BY id");
  db = Reopen(std::move(db));
  ASSERT_NE(db, nullptr);
  EXPECT_EQ(Sql(*db, "SELECT * FROM t ORDER BY id"), rows);
  EXPECT_EQ(Sql(*db, "SELECT id, v, d FROM t ORDER BY id"),
            "1|11|5\n2|20|5\n3|30|6\n");
  EXPECT_EQ(Sql(*db, "SELECT count(DISTINCT r) FROM t"), "3\n");
}

TEST_F(DurabilityTest, SlotsAreKeptSoLaterWritesFindTheirRows) {
  std::unique_ptr<Database> db = Open();
  Must(*db, "CREATE TABLE t (id INT PRIMARY KEY, v INT)");
  Must(*db, "INSERT INTO t SELECT g, g FROM generate_series(1, 100) g");
  Must(*db, "DELETE FROM t WHERE id % 3 = 0");
  db = Reopen(std::move(db));
  // Rows in reused and old slots are updated and deleted after the reopen:
  // each write must land on the row it was meant for.
  Must(*db, "INSERT INTO t SELECT g, -g FROM generate_series(1001, 1020) g");
  Must(*db, "UPDATE t SET v = v * 10 WHERE id % 2 = 0");
  Must(*db, "DELETE FROM t WHERE id % 5 = 0");
  const std::string rows = Sql(*db, "SELECT id, v FROM t ORDER BY id");
  db = Reopen(std::move(db));
  EXPECT_EQ(Sql(*db, "SELECT id, v FROM t ORDER BY id"), rows);
  EXPECT_EQ(Sql(*db, "SELECT count(*) FROM t"), "69\n");  // 53 + 16
}

TEST_F(DurabilityTest, ColumnCompressionIsKept) {
  std::unique_ptr<Database> db = Open();
  Must(*db, "SET default_toast_compression = lz4");
  Must(*db,
       "CREATE TABLE t (id INT PRIMARY KEY, body TEXT COMPRESSION zstd, "
       "tags TEXT[], note TEXT)");
  Must(*db,
       "INSERT INTO t SELECT g, repeat('body ' || g, 20), ARRAY['a' || g], "
       "'n' || g FROM generate_series(1, 3000) g");
  Must(*db, "ALTER TABLE t ALTER COLUMN note SET COMPRESSION default");
  const std::string rows = Sql(*db, "SELECT * FROM t ORDER BY id");
  const std::string kinds =
      "SELECT column_name, compression FROM kite_columns WHERE table_name = "
      "'t' ORDER BY 1";
  const std::string before = Sql(*db, kinds);
  EXPECT_EQ(before, "body|zstd\nid|none\nnote|none\ntags|lz4\n");
  db = Reopen(std::move(db));
  ASSERT_NE(db, nullptr);
  EXPECT_EQ(Sql(*db, kinds), before);
  EXPECT_EQ(Sql(*db, "SELECT * FROM t ORDER BY id"), rows);
  EXPECT_EQ(Sql(*db, "SHOW default_toast_compression"), "lz4\n");
  // A change of method is kept too; in a block it is refused.
  Must(*db, "ALTER TABLE t ALTER COLUMN body SET COMPRESSION lz4");
  absl::StatusOr<Result> in_block = db->Execute(
      "BEGIN; ALTER TABLE t ALTER body SET COMPRESSION zstd; "
      "COMMIT");
  EXPECT_EQ(SqlStateOf(in_block.status()), "25001");
  db = Reopen(std::move(db));
  EXPECT_EQ(Sql(*db,
                "SELECT compression FROM kite_columns WHERE "
                "column_name = 'body'"),
            "lz4\n");
  EXPECT_EQ(Sql(*db, "SELECT * FROM t ORDER BY id"), rows);
}

TEST_F(DurabilityTest, DeferredCommitsReportOnceTheyAreOnDisk) {
  std::unique_ptr<Database> db = Open();
  std::unique_ptr<Session> session = db->Connect();
  ASSERT_TRUE(session->Execute("CREATE TABLE t (id INT PRIMARY KEY)").ok());
  std::promise<absl::Status> written;
  {
    DeferredCommits outer;
    {
      // An inner one hands its commits to the outer one.
      DeferredCommits inner;
      ASSERT_TRUE(session->Execute("INSERT INTO t VALUES (0)").ok());
      bool inline_done = false;
      inner.Finish([&](absl::Status s) { inline_done = s.ok(); });
      EXPECT_TRUE(inline_done);
    }
    for (int i = 1; i < 50; ++i) {
      ASSERT_TRUE(
          session->Execute(absl::StrCat("INSERT INTO t VALUES (", i, ")"))
              .ok());
    }
    outer.Finish([&](absl::Status s) { written.set_value(s); });
  }
  EXPECT_TRUE(written.get_future().get().ok());
  {
    // Not finished: the destructor waits.
    DeferredCommits unfinished;
    ASSERT_TRUE(session->Execute("INSERT INTO t VALUES (50)").ok());
  }
  {
    // TryFinish: done when nothing waits (a read; an inner one, whose
    // commits the outer takes), not while a commit is still to be written.
    DeferredCommits outer;
    ASSERT_TRUE(session->Execute("SELECT count(*) FROM t").ok());
    {
      DeferredCommits inner;
      ASSERT_TRUE(session->Execute("INSERT INTO t VALUES (51)").ok());
      EXPECT_TRUE(inner.TryFinish());
    }
    EXPECT_FALSE(outer.TryFinish());
    std::promise<absl::Status> done;
    outer.Finish([&](absl::Status s) { done.set_value(s); });
    EXPECT_TRUE(done.get_future().get().ok());
    DeferredCommits read;
    ASSERT_TRUE(session->Execute("SELECT count(*) FROM t").ok());
    EXPECT_TRUE(read.TryFinish());
  }
  // Nothing to wait for: `done` runs at once, on this thread.
  std::thread::id ran_on;
  DeferredCommits idle;
  idle.Finish([&](absl::Status) { ran_on = std::this_thread::get_id(); });
  EXPECT_EQ(ran_on, std::this_thread::get_id());
  session.reset();
  db = Reopen(std::move(db));
  EXPECT_EQ(Sql(*db, "SELECT count(*), min(id), max(id) FROM t"), "52|0|51\n");
}

TEST_F(DurabilityTest, OnlyCommittedBlocksAreKept) {
  std::unique_ptr<Database> db = Open();
  Must(*db, "CREATE TABLE t (id INT PRIMARY KEY)");
  {
    std::unique_ptr<Session> s = db->Connect();
    ASSERT_TRUE(s->Execute("BEGIN").ok());
    ASSERT_TRUE(s->Execute("INSERT INTO t VALUES (1), (2)").ok());
    ASSERT_TRUE(s->Execute("CREATE TABLE made (a INT)").ok());
    ASSERT_TRUE(s->Execute("INSERT INTO made VALUES (7)").ok());
    ASSERT_TRUE(s->Execute("COMMIT").ok());
    ASSERT_TRUE(s->Execute("BEGIN").ok());
    ASSERT_TRUE(s->Execute("INSERT INTO t VALUES (3)").ok());
    ASSERT_TRUE(s->Execute("DROP TABLE made").ok());
    ASSERT_TRUE(s->Execute("CREATE TABLE gone (a INT)").ok());
    ASSERT_TRUE(s->Execute("ROLLBACK").ok());
    ASSERT_TRUE(s->Execute("BEGIN").ok());
    ASSERT_TRUE(s->Execute("INSERT INTO t VALUES (4)").ok());
    // The session ends with the block open: it rolls back.
  }
  db = Reopen(std::move(db));
  EXPECT_EQ(Sql(*db, "SELECT id FROM t ORDER BY id"), "1\n2\n");
  EXPECT_EQ(Sql(*db, "SELECT a FROM made"), "7\n");
  EXPECT_EQ(SqlStateOf(db->Execute("SELECT * FROM gone").status()), "42P01");
}

TEST_F(DurabilityTest, DroppedAndTruncatedTablesLeaveNothing) {
  std::unique_ptr<Database> db = Open();
  Must(*db, "CREATE TABLE a (id INT PRIMARY KEY)");
  Must(*db, "CREATE TABLE b (id INT)");
  Must(*db, "INSERT INTO a SELECT g FROM generate_series(1, 50) g");
  Must(*db, "INSERT INTO b SELECT g FROM generate_series(1, 50) g");
  Must(*db, "TRUNCATE a");
  Must(*db, "INSERT INTO a VALUES (100)");
  Must(*db, "DROP TABLE b");
  Must(*db, "CREATE TABLE b (id INT)");  // same name, a new table
  db = Reopen(std::move(db));
  EXPECT_EQ(Sql(*db, "SELECT id FROM a"), "100\n");
  EXPECT_EQ(Sql(*db, "SELECT count(*) FROM b"), "0\n");
  // The old rows were deleted from disk at the open: another open finds
  // the same.
  db = Reopen(std::move(db));
  EXPECT_EQ(Sql(*db, "SELECT count(*) FROM a"), "1\n");
  EXPECT_EQ(Sql(*db, "SELECT count(*) FROM b"), "0\n");
}

// A table made after a reopen gets an id no earlier table has: the writer
// stores the next id with the group of commits that handed it out.
TEST_F(DurabilityTest, TablesMadeAfterAReopenKeepTheirOwnRows) {
  std::unique_ptr<Database> db = Open();
  for (const char* name : {"a", "b", "c"}) {
    Must(*db, absl::StrCat("CREATE TABLE ", name, " (v TEXT)"));
    Must(*db, absl::StrCat("INSERT INTO ", name, " VALUES ('", name, "')"));
    db = Reopen(std::move(db));
  }
  EXPECT_EQ(Sql(*db,
                "SELECT v FROM a UNION ALL SELECT v FROM b UNION ALL "
                "SELECT v FROM c"),
            "a\nb\nc\n");
}

// Commits from many sessions at once are written in groups (one leveldb
// write each); every one is kept.
TEST_F(DurabilityTest, ConcurrentCommitsAreAllKept) {
  std::unique_ptr<Database> db = Open();
  Must(*db, "CREATE TABLE t (id INT PRIMARY KEY, v TEXT)");
  constexpr int kThreads = 4, kEach = 150;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&db, t] {
      std::unique_ptr<Session> s = db->Connect();
      for (int i = 0; i < kEach; ++i) {
        const int id = t * kEach + i;
        absl::StatusOr<Result> r = s->Execute(
            absl::StrCat("INSERT INTO t VALUES (", id, ", 'row ", id, "')"));
        ASSERT_TRUE(r.ok()) << r.status();
        if (i % 3 == 0) {
          r = s->Execute(absl::StrCat("UPDATE t SET v = 'updated ", id,
                                      "' WHERE id = ", id));
          ASSERT_TRUE(r.ok()) << r.status();
        }
      }
    });
  }
  for (std::thread& t : threads) t.join();
  db = Reopen(std::move(db));
  EXPECT_EQ(Sql(*db, "SELECT count(*), sum(id) FROM t"),
            absl::StrCat(kThreads * kEach, "|",
                         kThreads * kEach * (kThreads * kEach - 1) / 2, "\n"));
  EXPECT_EQ(Sql(*db, "SELECT count(*) FROM t WHERE v = 'updated ' || id"),
            absl::StrCat(kThreads * kEach / 3, "\n"));
}

TEST_F(DurabilityTest, AsyncCommitsReachTheDiskToo) {
  std::unique_ptr<Database> db = Open();
  Must(*db, "CREATE TABLE t (id INT PRIMARY KEY)");
  Must(*db, "SET durability = async");
  for (int i = 0; i < 200; ++i) {
    Must(*db, absl::StrCat("INSERT INTO t VALUES (", i, ")"));
  }
  EXPECT_EQ(SqlStateOf(db->Execute("SET durability = maybe").status()),
            "22023");
  db = Reopen(std::move(db));
  EXPECT_EQ(Sql(*db, "SELECT count(*) FROM t"), "200\n");
}

TEST_F(DurabilityTest, ASecondOpenIsRefused) {
  std::unique_ptr<Database> db = Open();
  absl::StatusOr<std::unique_ptr<Database>> second =
      Database::Open(dir_.string());
  EXPECT_EQ(second.status().code(), absl::StatusCode::kFailedPrecondition)
      << second.status();
  EXPECT_NE(second.status().message().find("in use"), std::string::npos)
      << second.status();
}

TEST_F(DurabilityTest, ADamagedFileIsNamedAndRepairKeepsTheRest) {
  std::unique_ptr<Database> db = Open();
  Must(*db, "CREATE TABLE t (id INT PRIMARY KEY, v TEXT)");
  Must(*db,
       "INSERT INTO t SELECT g, repeat('v', 50) FROM "
       "generate_series(1, 2000) g");
  db.reset();
  // Reopening compacts the log into a table file; damage that file.
  db = Open();
  db.reset();
  std::string damaged;
  for (const auto& f : fs::directory_iterator(dir_)) {
    if (f.path().extension() == ".ldb" &&
        (damaged.empty() || fs::file_size(f) > fs::file_size(damaged))) {
      damaged = f.path().string();
    }
  }
  ASSERT_FALSE(damaged.empty());
  {
    std::fstream f(damaged, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(100);
    const std::string junk(64, '\xa5');
    f.write(junk.data(), junk.size());
  }
  absl::StatusOr<std::unique_ptr<Database>> broken =
      Database::Open(dir_.string());
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.status().code(), absl::StatusCode::kDataLoss)
      << broken.status();
  EXPECT_NE(
      broken.status().message().find(fs::path(damaged).filename().string()),
      std::string::npos)
      << broken.status();
  ASSERT_TRUE(Database::Repair(dir_.string()).ok());
  db = Open();
  ASSERT_NE(db, nullptr);
}

TEST_F(DurabilityTest, ProgressIsReported) {
  std::unique_ptr<Database> db = Open();
  Must(*db, "CREATE TABLE t (id INT PRIMARY KEY)");
  Must(*db, "INSERT INTO t SELECT g FROM generate_series(1, 300000) g");
  db.reset();
  std::vector<LoadProgress> seen;
  OpenOptions options;
  options.progress = [&](const LoadProgress& p) { seen.push_back(p); };
  absl::StatusOr<std::unique_ptr<Database>> again =
      Database::Open(dir_.string(), options);
  ASSERT_TRUE(again.ok()) << again.status();
  ASSERT_GE(seen.size(), 2u);
  EXPECT_FALSE(seen.front().done);
  EXPECT_TRUE(seen.back().done);
  EXPECT_EQ(seen.back().rows, 300000);
  EXPECT_GT(seen.back().bytes, 0);
}

}  // namespace
}  // namespace kite
