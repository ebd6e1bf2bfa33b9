// What the comparison of the two databases' results must accept (what a
// query leaves open) and what it must report.
#include "tests/index_fuzz/compare.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/status.h"

namespace kite::fuzz::index_fuzz {
namespace {

Cell V(std::string text) { return Cell{false, std::move(text)}; }

// A result of columns (k double precision, id integer).
Outcome Rows(std::vector<std::vector<Cell>> rows) {
  Outcome o;
  o.names = {"k", "id"};
  o.types = {Type::Double(), Type::Integer()};
  o.tag = "SELECT " + std::to_string(rows.size());
  o.rows = std::move(rows);
  return o;
}

QueryShape Shape(Agreement agreement) {
  QueryShape q;
  q.agreement = agreement;
  q.key_columns = {0};
  q.unlimited_text = "SELECT ...";
  return q;
}

TEST(CompareQueryTest, SortKeysAcceptOtherTiedRowsAfterTheCut) {
  // ORDER BY k LIMIT 2 over k = 1, 2, 2, 2: which row with k = 2 comes is
  // open, but it must be one the query matches.
  const Outcome all = Rows({{V("1"), V("10")},
                            {V("2"), V("11")},
                            {V("2"), V("12")},
                            {V("-0"), V("13")}});
  const QueryShape q = Shape(Agreement::kSortKeys);
  const Outcome on = Rows({{V("1"), V("10")}, {V("2"), V("12")}});
  const Outcome off = Rows({{V("1"), V("10")}, {V("2"), V("11")}});
  EXPECT_EQ(CompareQuery(q, on, off, &all), "");
  // A key out of order is reported.
  const Outcome wrong_key = Rows({{V("2"), V("12")}, {V("2"), V("11")}});
  EXPECT_NE(CompareQuery(q, wrong_key, off, &all), "");
  // So is a tied row the query does not match.
  const Outcome unmatched = Rows({{V("1"), V("10")}, {V("2"), V("99")}});
  EXPECT_NE(CompareQuery(q, unmatched, off, &all), "");
}

TEST(CompareQueryTest, SortKeysTreatMinusZeroAsZero) {
  const Outcome all = Rows({{V("0"), V("1")}, {V("-0"), V("2")}});
  const QueryShape q = Shape(Agreement::kSortKeys);
  EXPECT_EQ(CompareQuery(q, Rows({{V("-0"), V("2")}}), Rows({{V("0"), V("1")}}),
                         &all),
            "");
}

TEST(CompareQueryTest, LimitWithoutOrderAcceptsAnyMatchingRows) {
  const Outcome all =
      Rows({{V("1"), V("10")}, {V("2"), V("11")}, {V("3"), V("12")}});
  const QueryShape q = Shape(Agreement::kCountAndSubset);
  EXPECT_EQ(CompareQuery(q, Rows({{V("3"), V("12")}}),
                         Rows({{V("1"), V("10")}}), &all),
            "");
  // Another count, or a row the query does not match, is reported.
  EXPECT_NE(CompareQuery(q, Rows({}), Rows({{V("1"), V("10")}}), &all), "");
  EXPECT_NE(CompareQuery(q, Rows({{V("4"), V("13")}}),
                         Rows({{V("1"), V("10")}}), &all),
            "");
  // A row twice when the query matches it once, too.
  const Outcome twice = Rows({{V("1"), V("10")}, {V("1"), V("10")}});
  EXPECT_NE(CompareQuery(q, twice, Rows({{V("1"), V("10")}, {V("2"), V("11")}}),
                         &all),
            "");
}

TEST(CompareQueryTest, RowsFollowTheOrderCheck) {
  QueryShape q = Shape(Agreement::kRows);
  q.check = OrderCheck::kExact;
  const Outcome a = Rows({{V("1"), V("10")}, {V("2"), V("11")}});
  const Outcome b = Rows({{V("2"), V("11")}, {V("1"), V("10")}});
  EXPECT_NE(CompareQuery(q, a, b, nullptr), "");
  q.check = OrderCheck::kMultiset;
  EXPECT_EQ(CompareQuery(q, a, b, nullptr), "");
}

TEST(CompareWriteTest, FailuresCompareBySqlstateOnly) {
  const Outcome a =
      CaptureError(SqlError(sqlstate::kUniqueViolation,
                            "duplicate key value violates unique "
                            "constraint \"t_pkey\"\nDETAIL:  Key (id)=(1)"));
  const Outcome b =
      CaptureError(SqlError(sqlstate::kUniqueViolation,
                            "duplicate key value violates unique "
                            "constraint \"t_pkey\"\nDETAIL:  Key (id)=(2)"));
  EXPECT_EQ(CompareWrite(a, b), "");
  const Outcome other =
      CaptureError(SqlError(sqlstate::kNotNullViolation, "null value"));
  EXPECT_NE(CompareWrite(a, other), "");
  Outcome ok;
  ok.tag = "UPDATE 0";
  EXPECT_NE(CompareWrite(a, ok), "");
}

TEST(CompareWriteTest, SuccessesCompareTagsAndReturnedRows) {
  Outcome a = Rows({{V("1"), V("10")}, {V("2"), V("11")}});
  a.tag = "UPDATE 2";
  Outcome b = Rows({{V("2"), V("11")}, {V("1"), V("10")}});
  b.tag = "UPDATE 2";
  EXPECT_EQ(CompareWrite(a, b), "");
  b.tag = "UPDATE 3";
  EXPECT_NE(CompareWrite(a, b), "");
}

}  // namespace
}  // namespace kite::fuzz::index_fuzz
