// Numeric products rounded back to their result scale in compiled kernels:
// the 64-bit path adds half the divisor and divides once, and must switch to
// quotient-and-remainder where adding half would overflow (products within
// half a divisor of 2^63), giving the interpreter's rounding half away from
// zero. 2^63 - 1 = 153092023 * 60247241209.
#include <memory>
#include <string>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/jit/jit_test_util.h"

namespace kite {
namespace {

using jit_testing::MustRun;
using jit_testing::Sql;

class NumericRoundingTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = jit_testing::NewDb();
    MustRun(*db_,
            "CREATE TABLE r (id INT, a NUMERIC(18,2), b NUMERIC(18,2), "
            "c NUMERIC(18,1), d NUMERIC(18,1))");
    // Products of exactly +-(2^63 - 1) (scaled), one less, and ordinary
    // values with remainders at, under and over one half.
    MustRun(*db_,
            "INSERT INTO r VALUES "
            "(1, 1530920.23, 602472412.09, 15309202.3, 6024724120.9), "
            "(2, -1530920.23, 602472412.09, -15309202.3, 6024724120.9), "
            "(3, 1530920.23, -602472412.09, 15309202.3, -6024724120.9), "
            "(4, 1530920.22, 602472412.09, 15309202.2, 6024724120.9), "
            "(5, 0.05, 0.10, 0.5, 0.1), (6, -0.05, 0.10, -0.5, 0.1), "
            "(7, 0.05, 0.09, 0.5, 0.9), (8, -0.07, 0.07, -0.7, 0.7), "
            "(9, 12.34, 56.78, 1.5, 2.5), (10, -12.35, 0.10, -1.5, 0.3)");
  }

  void Compare(const std::string& sql) {
    MustRun(*db_, "SET jit = off");
    const std::string off = Sql(*db_, sql);
    MustRun(*db_, "SET jit = force");
    const std::string force = Sql(*db_, sql);
    EXPECT_EQ(off, force) << sql;
    EXPECT_EQ(off.find("error"), std::string::npos) << sql << ": " << off;
  }

  std::unique_ptr<Database> db_;
};

TEST_F(NumericRoundingTest, ProductsNear2To63RoundAsTheInterpreter) {
  // Filters (predicate kernels) and aggregates (fused kernels) over the
  // products, whose values the queries also print.
  Compare("SELECT id, a * b, c * d FROM r WHERE a * b > 0 ORDER BY id");
  Compare("SELECT id FROM r WHERE a * b = 922337203685477.58 ORDER BY id");
  Compare("SELECT id FROM r WHERE c * d = -92233720368547758.1 ORDER BY id");
  Compare("SELECT id FROM r WHERE a * b < 0.01 AND a * b > -0.01 ORDER BY id");
  Compare("SELECT sum(a * b), min(a * b), max(c * d), min(c * d) FROM r");
  Compare("SELECT count(*) FROM r WHERE c * d >= 0.1");
}

}  // namespace
}  // namespace kite
