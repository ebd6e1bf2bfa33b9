// Index maintenance through inserts, updates, deletes, failed statements
// and slot reuse, checked by the index tester's count of index entries.
#include "tests/index_fuzz/index_check.h"

#include <string>

#include "gtest/gtest.h"
#include "kite/kite.h"

namespace kite::fuzz::index_fuzz {
namespace {

TEST(CheckIndexEntriesTest, EntriesFollowEveryKindOfWrite) {
  auto db = Database::Open();
  ASSERT_TRUE(db.ok());
  for (const char* sql : {
           "CREATE TABLE t (id int PRIMARY KEY, a int, s text UNIQUE, "
           "tags int[], words text[])",
           "CREATE INDEX ta ON t USING btree (a)",
           "CREATE INDEX tas ON t USING hash (a, s)",
           "CREATE INDEX ttags ON t USING hash (tags)",
           "CREATE INDEX twords ON t USING btree (words)",
           "INSERT INTO t VALUES (1, 1, 'x', '{1,1,2,NULL}', '{a,b}'), "
           "(2, NULL, 'y', NULL, '{}'), (3, 3, NULL, '{}', '{a,NULL,a}')",
       }) {
    ASSERT_TRUE((*db)->Execute(sql).ok()) << sql;
  }
  EXPECT_EQ(CheckIndexEntries(**db), "");
  // A failed statement, an update of indexed columns, a delete and an
  // insert into the freed slot.
  EXPECT_FALSE((*db)
                   ->Execute("INSERT INTO t VALUES (4, 4, 'z', '{9}', "
                             "'{q}'), (5, 5, 'x', '{8}', '{r}')")
                   .ok());
  EXPECT_EQ(CheckIndexEntries(**db), "");
  ASSERT_TRUE((*db)
                  ->Execute("UPDATE t SET a = NULL, tags = '{5,6}' "
                            "WHERE id = 1")
                  .ok());
  ASSERT_TRUE((*db)
                  ->Execute("UPDATE t SET s = 'w', words = NULL "
                            "WHERE id = 3")
                  .ok());
  EXPECT_EQ(CheckIndexEntries(**db), "");
  ASSERT_TRUE((*db)->Execute("DELETE FROM t WHERE id = 2").ok());
  ASSERT_TRUE((*db)
                  ->Execute("INSERT INTO t VALUES (6, 6, 'v', '{7,7}', "
                            "'{c}')")
                  .ok());
  EXPECT_EQ(CheckIndexEntries(**db), "");
}

}  // namespace
}  // namespace kite::fuzz::index_fuzz
