// The comparison of answers between engines in the items benchmark: the
// key must tell a wrong answer from a right one and ignore what the query
// leaves to the engine (row order, which rows LIMIT keeps, ties).
#include "bench/answer_key.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace kite::bench {
namespace {

using Rows = std::vector<std::vector<std::string>>;

std::vector<ItemParams> Params() {
  std::vector<ItemParams> params(kParamsPerQuery);
  for (int i = 0; i < kParamsPerQuery; ++i) {
    params[i] = {.id = i, .year = 2000 + i, .name = "name" + std::to_string(i)};
  }
  return params;
}

std::string Key(Workload workload, Rows rows) {
  const std::vector<ItemParams> params = Params();
  return AnswerKey(workload, params, Answer{.rows = std::move(rows)});
}

const std::string kLong(100, 'x');

TEST(AnswerKeyTest, FullRowsIgnoreOrderButNotContent) {
  const Rows rows = {{"1", "name1", "2011", kLong},
                     {"2", "name2", "2012", kLong}};
  const Rows reversed = {rows[1], rows[0]};
  EXPECT_EQ(Key(Workload::kJoin, rows), Key(Workload::kJoin, reversed));
  Rows changed = rows;
  changed[1][3].back() = 'y';  // a long text differing in its last byte
  EXPECT_NE(Key(Workload::kJoin, rows), Key(Workload::kJoin, changed));
  EXPECT_NE(Key(Workload::kById, rows), Key(Workload::kById, {rows[0]}));
}

TEST(AnswerKeyTest, LimitQueriesCompareCountAndWhereNotRows) {
  // Two different rows, both matching year > 2010 AND name = $1 (name0).
  const Rows a = {{"1", "name0", "2011", "a"}};
  const Rows b = {{"7", "name0", "2049", "b"}};
  EXPECT_EQ(Key(Workload::kTwoCond, a), Key(Workload::kTwoCond, b));
  // A row breaking the WHERE clause, and a missing row, are told apart.
  const Rows wrong_name = {{"1", "name9", "2011", "a"}};
  const Rows old_year = {{"1", "name0", "2010", "a"}};
  EXPECT_NE(Key(Workload::kTwoCond, a), Key(Workload::kTwoCond, wrong_name));
  EXPECT_NE(Key(Workload::kTwoCond, a), Key(Workload::kTwoCond, old_year));
  EXPECT_NE(Key(Workload::kTwoCond, a), Key(Workload::kTwoCond, {}));
  // in5 takes the names of the first five parameters, not the sixth.
  EXPECT_EQ(Key(Workload::kNames, {{"1", "name4", "2000", "a"}}),
            Key(Workload::kNames, a));
  EXPECT_NE(Key(Workload::kNames, {{"1", "name5", "2000", "a"}}),
            Key(Workload::kNames, a));
}

TEST(AnswerKeyTest, TopComparesYearsInOrder) {
  const Rows rows = {{"1", "n", "2050", "a"}, {"2", "n", "2049", "b"}};
  const Rows tie = {{"9", "m", "2050", "c"}, {"8", "m", "2049", "d"}};
  const Rows swapped = {rows[1], rows[0]};
  EXPECT_EQ(Key(Workload::kTop, rows), Key(Workload::kTop, tie));
  EXPECT_NE(Key(Workload::kTop, rows), Key(Workload::kTop, swapped));
}

TEST(AnswerKeyTest, TotalsAreCompared) {
  const Rows total_5 = {{"1", "name0", "2011", "a", "5"}};
  const Rows total_6 = {{"1", "name0", "2011", "a", "6"}};
  EXPECT_NE(Key(Workload::kNamesTotal, total_5),
            Key(Workload::kNamesTotal, total_6));
  EXPECT_NE(Key(Workload::kTopTotal, total_5),
            Key(Workload::kTopTotal, total_6));
  // Without the count column the same rows compare equal.
  EXPECT_EQ(Key(Workload::kNames, {total_5[0]}),
            Key(Workload::kNames, {total_6[0]}));
}

TEST(AnswerKeyTest, UpdateComparesRowsChanged) {
  const std::vector<ItemParams> params = Params();
  EXPECT_NE(AnswerKey(Workload::kUpdate, params, Answer{.rows_affected = 1}),
            AnswerKey(Workload::kUpdate, params, Answer{.rows_affected = 0}));
}

}  // namespace
}  // namespace kite::bench
