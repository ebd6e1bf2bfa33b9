// A predicate too large to compile in reasonable time (here an IN list of
// 20,000 items with a column among them, which used to overflow the stack
// inside LLVM's jump threading) runs interpreted under jit = force, with
// the interpreter's answer, and EXPLAIN ANALYZE says why.
#include <memory>
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/jit/jit_test_util.h"

namespace kite {
namespace {

using jit_testing::MustRun;
using jit_testing::Sql;
using ::testing::HasSubstr;

TEST(LargePredicateTest, HugeInListIsInterpreted) {
  auto db = jit_testing::NewDb();
  MustRun(*db, "CREATE TABLE t (a INT, b INT)");
  MustRun(*db, "INSERT INTO t SELECT g, g % 7 FROM generate_series(1, 100) g");
  std::string list = "b";
  for (int i = 0; i < 20000; i += 3) list += ", " + std::to_string(i);
  const std::string sql =
      "SELECT count(*), sum(a) FROM t WHERE a IN (" + list + ")";
  MustRun(*db, "SET jit = off");
  const std::string off = Sql(*db, sql);
  MustRun(*db, "SET jit = force");
  EXPECT_EQ(Sql(*db, sql), off);
  EXPECT_THAT(Sql(*db, "EXPLAIN (ANALYZE, COSTS OFF) " + sql),
              HasSubstr("too large to compile"));
  // A small list with a column still compiles.
  EXPECT_THAT(
      Sql(*db,
          "EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM t WHERE a IN "
          "(b, 1, 2, 3)"),
      HasSubstr("JIT: fused scan and aggregate kernel"));
}

}  // namespace
}  // namespace kite
