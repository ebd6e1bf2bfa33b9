// Inputs at the edges of what Kite accepts get clean errors, not crashes.
#include <string>

#include "gtest/gtest.h"
#include "kite/kite.h"

namespace kite {
namespace {

TEST(LimitsTest, DeeplyNestedExpressionIsRefusedWith54001) {
  auto db = Database::Open();
  ASSERT_TRUE(db.ok());
  std::string sql = "SELECT ";
  for (int i = 0; i < 2000; ++i) sql += "NOT ";
  sql += "true";
  absl::StatusOr<Result> r = (*db)->Execute(sql);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(SqlStateOf(r.status()), "54001") << r.status();
}

TEST(LimitsTest, NestingBelowTheLimitWorks) {
  auto db = Database::Open();
  ASSERT_TRUE(db.ok());
  std::string sql = "SELECT ";
  for (int i = 0; i < 1000; ++i) sql += "NOT ";
  sql += "true";
  absl::StatusOr<Result> r = (*db)->Execute(sql);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_TRUE(r->GetBool(0, 0));  // an even number of NOTs
}

}  // namespace
}  // namespace kite
