// Row patches on disk (durability/durable_store.h): an UPDATE of a few columns
// of a wide row stores those columns over the row instead of the row. The
// rows read back after reopening must be the rows as committed, whatever
// mix of patches, whole rows, deletions and reused slots led there; the
// store must hold patches where they pay and none for a row written whole
// since; and a damaged patch fails the open like a damaged row.
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "durability/durable_store.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/on_disk_test.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::Sql;

class RowPatchTest : public testing::OnDiskTest {
 protected:
  // The slots of the stored rows that have a patch, by table id, as
  // "slot:bytes" (the database must be closed).
  std::string StoredPatches() {
    absl::StatusOr<std::unique_ptr<DurableStore>> store =
        DurableStore::Open(dir_.string());
    EXPECT_TRUE(store.ok()) << store.status();
    if (!store.ok()) return "";
    std::string out;
    absl::Status s = (*store)->ReadRows(
        [&](uint64_t, RowId slot, bool patch, std::string_view bytes) {
          if (patch) absl::StrAppend(&out, slot, ":", bytes.size(), " ");
          return absl::OkStatus();
        });
    EXPECT_TRUE(s.ok()) << s;
    return out;
  }

  // Writes `bytes` as the patch of slot `slot` of the only table.
  void PutPatch(RowId slot, std::string_view bytes) {
    absl::StatusOr<std::unique_ptr<DurableStore>> store =
        DurableStore::Open(dir_.string());
    ASSERT_TRUE(store.ok()) << store.status();
    uint64_t table = 0;
    ASSERT_TRUE((*store)
                    ->ReadRows([&](uint64_t id, RowId, bool, std::string_view) {
                      table = id;
                      return absl::OkStatus();
                    })
                    .ok());
    DurableStore::Batch batch = (*store)->NewBatch();
    batch.PutPatch(table, slot, bytes);
    absl::StatusOr<uint64_t> ticket = (*store)->Commit(std::move(batch), true);
    ASSERT_TRUE(ticket.ok()) << ticket.status();
    ASSERT_TRUE((*store)->Wait(*ticket).ok());
  }

  // Closes `db`, expects the stored patches to be `patches` (as
  // StoredPatches gives them), opens the directory again and expects
  // `query` to read `rows`; returns the database opened.
  std::unique_ptr<Database> ReopenExpecting(std::unique_ptr<Database> db,
                                            const std::string& patches,
                                            const std::string& query,
                                            const std::string& rows) {
    db.reset();
    EXPECT_EQ(StoredPatches(), patches);
    db = Open();
    if (db != nullptr) EXPECT_EQ(Sql(*db, query), rows);
    return db;
  }

  // Rows 1..5 (slots 0..4) of a table with a wide text column.
  std::unique_ptr<Database> WideTable() {
    std::unique_ptr<Database> db = Open();
    Must(*db, "CREATE TABLE w (id INT PRIMARY KEY, a INT, b TEXT, wide TEXT)");
    Must(*db,
         "INSERT INTO w SELECT g, g * 10, 'b' || g, repeat('x', 400) FROM "
         "generate_series(1, 5) g");
    return db;
  }
};

TEST_F(RowPatchTest, ReopenedRowsAreTheCommittedOnes) {
  std::unique_ptr<Database> db = WideTable();
  Must(*db, "UPDATE w SET a = -1 WHERE id = 1");     // a patch of a
  Must(*db, "UPDATE w SET b = 'one' WHERE id = 1");  // of a and b
  Must(*db, "UPDATE w SET a = NULL WHERE id = 2");   // a NULL in a patch
  Must(*db, "UPDATE w SET b = 'three' WHERE id = 3");
  Must(*db, "DELETE FROM w WHERE id = 3");  // the row and its patch go
  Must(*db, "INSERT INTO w VALUES (30, 0, 'new', 'short')");  // slot 2 again
  Must(*db, "UPDATE w SET wide = 'narrow' WHERE id = 4");     // too big: whole
  Must(*db,
       "BEGIN; UPDATE w SET a = 55 WHERE id = 5; UPDATE w SET b = 'five' "
       "WHERE id = 5; COMMIT");
  Must(*db,  // inserted in the block: whole
       "BEGIN; INSERT INTO w VALUES (6, 6, 'six', repeat('y', 300)); "
       "UPDATE w SET a = 66 WHERE id = 6; COMMIT");
  Must(*db, "BEGIN; UPDATE w SET a = 77 WHERE id = 2; ROLLBACK");
  const std::string all = "SELECT * FROM w ORDER BY id";
  // Slots 0, 1 and 4 (ids 1, 2, 5): mask and the columns' values.
  const std::string rows = Sql(*db, all);
  db = ReopenExpecting(std::move(db), "0:15 1:9 4:16 ", all, rows);
  ASSERT_NE(db, nullptr);

  // After the reopen a patch grows from the one read back (id 1 keeps a
  // and b), and rows written whole lose theirs.
  Must(*db, "UPDATE w SET b = 'uno' WHERE id = 1");
  Must(*db, "UPDATE w SET wide = repeat('z', 500) WHERE id = 2");
  Must(*db, "DELETE FROM w WHERE id = 5");
  const std::string again = Sql(*db, all);
  db = ReopenExpecting(std::move(db), "0:15 ", all, again);
  ASSERT_NE(db, nullptr);
  EXPECT_EQ(Sql(*db, "SELECT a, b FROM w WHERE id = 1"), "-1|uno\n");
}

// The record of which stored rows have a patch is memory of the table's,
// reported with it; it lives only where a database is on disk.
TEST_F(RowPatchTest, ThePatchRecordIsCountedInTheTablesMemory) {
  std::unique_ptr<Database> db = WideTable();
  auto bytes = [&] {
    return Sql(*db, "SELECT bytes FROM kite_tables WHERE table_name = 'w'");
  };
  const std::string before = bytes();
  Must(*db, "UPDATE w SET a = a + 1");  // fixed-width: the columns keep
  const std::string after = bytes();
  EXPECT_GT(std::stoll(after), std::stoll(before)) << before << " " << after;
  db.reset();
  EXPECT_EQ(StoredPatches(), "0:10 1:10 2:10 3:10 4:10 ");
}

// A column past the 64th is not in a patch's mask: its update writes the
// row whole; an update of the first columns of such a row is a patch.
TEST_F(RowPatchTest, WideTablesPastSixtyFourColumns) {
  std::unique_ptr<Database> db = Open();
  std::string create = "CREATE TABLE t (id INT PRIMARY KEY";
  for (int c = 1; c < 70; ++c) absl::StrAppend(&create, ", c", c, " TEXT");
  Must(*db, create + ")");
  Must(*db, "INSERT INTO t (id) VALUES (1), (2)");
  Must(*db, "UPDATE t SET c1 = repeat('a', 10), c68 = repeat('b', 300)");
  Must(*db, "UPDATE t SET c2 = 'x' WHERE id = 1");
  Must(*db, "UPDATE t SET c69 = 'y' WHERE id = 2");
  const std::string all = "SELECT * FROM t ORDER BY id";
  const std::string rows = Sql(*db, all);
  EXPECT_NE(ReopenExpecting(std::move(db), "0:11 ", all, rows), nullptr);
}

TEST_F(RowPatchTest, ADamagedPatchFailsTheOpen) {
  std::unique_ptr<Database> db = WideTable();
  db.reset();
  // A column the table does not have; a value cut short; a patch of a
  // slot without a row.
  for (const auto& [slot, bytes] : std::vector<std::pair<RowId, std::string>>{
           {0, std::string("\x20\0\0\0\0\0\0\0\x01\x02", 10)},
           {1, std::string("\x04\0\0\0\0\0\0\0\x01\x09x", 11)},
           {40, std::string("\x02\0\0\0\0\0\0\0\x01\x02", 10)}}) {
    SCOPED_TRACE(slot);
    std::filesystem::remove_all(dir_);
    db = WideTable();
    db.reset();
    PutPatch(slot, bytes);
    absl::StatusOr<std::unique_ptr<Database>> broken =
        Database::Open(dir_.string());
    ASSERT_FALSE(broken.ok());
    EXPECT_EQ(broken.status().code(), absl::StatusCode::kDataLoss)
        << broken.status();
    EXPECT_NE(broken.status().message().find(
                  absl::StrCat("row ", slot, " of table \"w\"")),
              std::string::npos)
        << broken.status();
  }
}

// Repair keeps what it can read: a patch whose row was lost is dropped
// (the open would fail on it), a patch with its row is kept.
TEST_F(RowPatchTest, RepairDropsPatchesWithoutTheirRow) {
  std::unique_ptr<Database> db = WideTable();
  Must(*db, "UPDATE w SET a = 7 WHERE id = 2");
  const std::string all = "SELECT * FROM w ORDER BY id";
  const std::string rows = Sql(*db, all);
  db.reset();
  PutPatch(40, std::string("\x02\0\0\0\0\0\0\0\x01\x02", 10));
  ASSERT_FALSE(Database::Open(dir_.string()).ok());
  ASSERT_TRUE(Database::Repair(dir_.string()).ok());
  EXPECT_NE(ReopenExpecting(nullptr, "1:10 ", all, rows), nullptr);
}

}  // namespace
}  // namespace kite
