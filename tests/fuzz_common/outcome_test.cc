// The comparison at the heart of the tester: what it must accept (the same
// rows in an order the query leaves open) and what it must report.
#include "tests/fuzz_common/outcome.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/status.h"

namespace kite::fuzz {
namespace {

Cell V(std::string text) { return Cell{false, std::move(text)}; }
Cell Null() { return Cell{true, ""}; }

// A result of columns (id integer, k double precision).
Outcome Rows(std::vector<std::vector<Cell>> rows) {
  Outcome o;
  o.names = {"id", "k"};
  o.types = {Type::Integer(), Type::Double()};
  o.tag = "SELECT";
  o.rows = std::move(rows);
  return o;
}

TEST(DiffTest, ExactAcceptsIdenticalRowsAndReportsOneChangedCell) {
  Outcome a = Rows({{V("1"), V("0.5")}, {V("2"), Null()}});
  EXPECT_EQ(Diff(a, a, OrderCheck::kExact, {}), "");
  Outcome b = a;
  b.rows[1][1] = V("0");
  EXPECT_NE(Diff(a, b, OrderCheck::kExact, {}), "");
  Outcome c = a;
  c.rows[0][1] = Null();
  EXPECT_NE(Diff(a, c, OrderCheck::kExact, {}), "");
}

TEST(DiffTest, ExactReportsOrderAndRowCount) {
  Outcome a = Rows({{V("1"), V("0.5")}, {V("2"), V("1")}});
  Outcome swapped = Rows({{V("2"), V("1")}, {V("1"), V("0.5")}});
  EXPECT_NE(Diff(a, swapped, OrderCheck::kExact, {}), "");
  Outcome shorter = Rows({{V("1"), V("0.5")}});
  EXPECT_NE(Diff(a, shorter, OrderCheck::kExact, {}), "");
}

TEST(DiffTest, MultisetIgnoresOrderButNotMultiplicity) {
  Outcome a = Rows({{V("1"), V("0.5")}, {V("2"), V("1")}, {V("2"), V("1")}});
  Outcome b = Rows({{V("2"), V("1")}, {V("1"), V("0.5")}, {V("2"), V("1")}});
  EXPECT_EQ(Diff(a, b, OrderCheck::kMultiset, {}), "");
  Outcome c = Rows({{V("2"), V("1")}, {V("1"), V("0.5")}, {V("1"), V("0.5")}});
  EXPECT_NE(Diff(a, c, OrderCheck::kMultiset, {}), "");
}

TEST(DiffTest, TieRunsAcceptPermutationsWithinEqualKeysOnly) {
  // Sorted by k: rows 1 and 2 tie, so their order is open.
  Outcome a = Rows({{V("7"), V("0")}, {V("1"), V("3")}, {V("2"), V("3")}});
  Outcome b = Rows({{V("7"), V("0")}, {V("2"), V("3")}, {V("1"), V("3")}});
  EXPECT_EQ(Diff(a, b, OrderCheck::kTieRuns, {1}), "");
  // A row moved across keys is a difference.
  Outcome c = Rows({{V("1"), V("3")}, {V("7"), V("0")}, {V("2"), V("3")}});
  EXPECT_NE(Diff(a, c, OrderCheck::kTieRuns, {1}), "");
  // So is a different row within a run.
  Outcome d = Rows({{V("7"), V("0")}, {V("2"), V("3")}, {V("3"), V("3")}});
  EXPECT_NE(Diff(a, d, OrderCheck::kTieRuns, {1}), "");
}

TEST(DiffTest, TieRunsTreatMinusZeroAsZero) {
  // -0 and 0 sort as equal, so they may come in either order.
  Outcome a = Rows({{V("1"), V("-0")}, {V("2"), V("0")}});
  Outcome b = Rows({{V("2"), V("0")}, {V("1"), V("-0")}});
  EXPECT_EQ(Diff(a, b, OrderCheck::kTieRuns, {1}), "");
  // But a -0 printed as 0 is still a different value.
  Outcome c = Rows({{V("2"), V("0")}, {V("1"), V("0")}});
  EXPECT_NE(Diff(a, c, OrderCheck::kTieRuns, {1}), "");
}

TEST(DiffTest, ErrorsMustMatchInCodeAndMessage) {
  Outcome div =
      CaptureError(SqlError(sqlstate::kDivisionByZero, "division by zero"));
  Outcome same =
      CaptureError(SqlError(sqlstate::kDivisionByZero, "division by zero"));
  EXPECT_EQ(Diff(div, same, OrderCheck::kExact, {}), "");
  Outcome other_message =
      CaptureError(SqlError(sqlstate::kDivisionByZero, "division by 0"));
  EXPECT_NE(Diff(div, other_message, OrderCheck::kExact, {}), "");
  Outcome other_code = CaptureError(
      SqlError(sqlstate::kNumericValueOutOfRange, "division by zero"));
  EXPECT_NE(Diff(div, other_code, OrderCheck::kExact, {}), "");
  EXPECT_NE(Diff(div, Rows({}), OrderCheck::kExact, {}), "");
  EXPECT_NE(Diff(Rows({}), div, OrderCheck::kMultiset, {}), "");
}

TEST(DiffTest, ColumnNamesTypesAndTagsMustMatch) {
  Outcome a = Rows({{V("1"), V("2")}});
  Outcome renamed = a;
  renamed.names[1] = "other";
  EXPECT_NE(Diff(a, renamed, OrderCheck::kExact, {}), "");
  Outcome retyped = a;
  retyped.types[1] = Type::Numeric(12, 2);
  EXPECT_NE(Diff(a, retyped, OrderCheck::kMultiset, {}), "");
  Outcome retagged = a;
  retagged.tag = "UPDATE 1";
  EXPECT_NE(Diff(a, retagged, OrderCheck::kExact, {}), "");
}

TEST(CaptureTest, KeepsDoublesExactAndNullsApart) {
  auto db = Database::Open();
  ASSERT_TRUE(db.ok());
  // These test the tester: the interpreter is enough.
  ASSERT_TRUE((*db)->Execute("SET jit = off").ok());
  Outcome o = Capture((*db)->Execute(
      "SELECT 0.1::float8, '-0'::float8, 'NaN'::float8, NULL::text, ''"));
  ASSERT_TRUE(o.status.ok()) << o.status;
  ASSERT_EQ(o.rows.size(), 1u);
  EXPECT_EQ(o.rows[0][0].text, "0.10000000000000001");
  EXPECT_EQ(o.rows[0][1].text, "-0");
  EXPECT_EQ(o.rows[0][2].text, "NaN");
  EXPECT_TRUE(o.rows[0][3].null);
  EXPECT_FALSE(o.rows[0][4].null);
  EXPECT_EQ(o.rows[0][4].text, "");
}

}  // namespace
}  // namespace kite::fuzz
