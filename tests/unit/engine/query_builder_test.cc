// Query: the builder gives the same results as the equivalent SQL.
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::Dump;
using testing::NewDb;

TEST(QueryBuilderTest, SameAsSql) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE items (id INT PRIMARY KEY, name "
                          "TEXT, year INT)")
                  .ok());
  ASSERT_TRUE(db->Execute("INSERT INTO items SELECT g, 'n' || (g % 3), 2000 "
                          "+ g % 25 FROM generate_series(1, 200) g")
                  .ok());
  auto query = db->Query("items");
  query.Where("year", kite::Gt, 2010)
      .Where("name", kite::Eq, "n1")
      .Sort("year", kite::Desc)
      .Sort("id")
      .Limit(10)
      .Offset(5)
      .WithTotal();
  EXPECT_EQ(query.ToSql(),
            "SELECT * FROM items WHERE year > 2010 AND name = 'n1' ORDER BY "
            "year DESC, id LIMIT 10 OFFSET 5");
  auto built = query.Execute();
  ASSERT_TRUE(built.ok()) << built.status();
  auto sql = db->Execute(query.ToSql());
  ASSERT_TRUE(sql.ok()) << sql.status();
  EXPECT_EQ(Dump(*built), Dump(*sql));
  EXPECT_EQ(built->row_count(), 10u);
  auto count = db->Execute(
      "SELECT count(*) FROM items WHERE year > 2010 AND name = 'n1'");
  ASSERT_TRUE(count.ok());
  EXPECT_EQ(built->total(), count->GetInt64(0, 0));
}

TEST(QueryBuilderTest, SelectColumnsAndErrors) {
  auto db = NewDb();
  ASSERT_TRUE(db->Execute("CREATE TABLE t (a INT, b TEXT)").ok());
  ASSERT_TRUE(db->Execute("INSERT INTO t VALUES (1, 'x'), (2, 'y')").ok());
  auto r = db->Query("t").Select({"b"}).Where("a", kite::Ge, 2).Execute();
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(Dump(*r), "y\n");
  EXPECT_EQ(SqlStateOf(db->Query("nope").Execute().status()), "42P01");
  EXPECT_EQ(
      SqlStateOf(db->Query("t").Where("zz", kite::Eq, 1).Execute().status()),
      "42703");
}

}  // namespace
}  // namespace kite
