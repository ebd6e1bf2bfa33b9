// Random inner-join queries over small tables with primary keys, hash and
// btree indexes, compared three ways: as planned (join order and index
// joins chosen by cost), with indexes off (hash joins only), and written
// as a chain of LEFT JOINs that keep only rows where every table matched,
// which the planner runs in the written order. All three must return the
// same rows, also after random inserts, updates and deletes.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::NewDb;
using testing::Random;
using testing::Sql;

constexpr int kTables = 4;
const char* const kColumns[] = {"id", "k", "v"};

class JoinDifferentialTest : public ::testing::Test {
 protected:
  void SetUp() override { db_ = NewDb(); }

  void Run(const std::string& sql) {
    auto r = db_->Execute(sql);
    ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
  }

  // A value of column k or v: often NULL for k.
  std::string Value(Random& rng, bool nulls) {
    if (nulls && rng.Below(6) == 0) return "NULL";
    return absl::StrCat(rng.Below(8));
  }

  void Fill(Random& rng) {
    for (int t = 0; t < kTables; ++t) {
      Run(absl::StrCat("CREATE TABLE t", t,
                       " (id INT PRIMARY KEY, k INT, v INT)"));
      const int rows = rng.Below(40);
      for (int i = 0; i < rows; ++i) {
        Run(absl::StrCat("INSERT INTO t", t, " VALUES (", i, ", ",
                         Value(rng, true), ", ", Value(rng, false), ")"));
      }
    }
    Run("CREATE INDEX t1_k ON t1 USING hash (k)");
    Run("CREATE INDEX t2_k_v ON t2 USING btree (k, v)");
    Run("CREATE INDEX t3_v ON t3 USING btree (v)");
  }

  void Write(Random& rng) {
    const std::string t = absl::StrCat("t", rng.Below(kTables));
    switch (rng.Below(3)) {
      case 0:
        Run(absl::StrCat("INSERT INTO ", t, " VALUES (", 100 + rng.Below(1000),
                         ", ", Value(rng, true), ", ", Value(rng, false),
                         ") ON CONFLICT DO NOTHING"));
        break;
      case 1:
        Run(absl::StrCat("UPDATE ", t, " SET k = ", Value(rng, true), ", v = ",
                         Value(rng, false), " WHERE id % 5 = ", rng.Below(5)));
        break;
      default:
        Run(absl::StrCat("DELETE FROM ", t, " WHERE v = ", rng.Below(8)));
        break;
    }
  }

  // The rows of `sql`, sorted.
  std::vector<std::string> Rows(const std::string& sql) {
    std::vector<std::string> rows = absl::StrSplit(Sql(*db_, sql), '\n');
    std::sort(rows.begin(), rows.end());
    return rows;
  }

  std::unique_ptr<Database> db_;
};

TEST_F(JoinDifferentialTest, PlannedIndexOffAndWrittenOrderAgree) {
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    SetUp();
    Random rng(seed);
    Fill(rng);
    for (int round = 0; round < 40; ++round) {
      if (round % 4 == 3) Write(rng);
      // Tables joined in a random order, each to an earlier one.
      const int n = 2 + rng.Below(3);
      std::vector<int> tables;
      for (int t = 0; t < kTables; ++t) tables.push_back(t);
      for (int i = kTables - 1; i > 0; --i) {
        std::swap(tables[i], tables[rng.Below(i + 1)]);
      }
      std::string inner = absl::StrCat("t", tables[0], " a0");
      std::string written = inner;
      std::vector<std::string> matched, select;
      for (int i = 1; i < n; ++i) {
        const std::string on =
            absl::StrCat("a", i, ".", kColumns[rng.Below(3)], " = a",
                         rng.Below(i), ".", kColumns[rng.Below(3)]);
        const std::string item = absl::StrCat("t", tables[i], " a", i);
        absl::StrAppend(&inner, " JOIN ", item, " ON ", on);
        absl::StrAppend(&written, " LEFT JOIN ", item, " ON ", on);
        matched.push_back(absl::StrCat("a", i, ".id IS NOT NULL"));
      }
      for (int i = 0; i < n; ++i) {
        select.push_back(absl::StrCat("a", i, ".id, a", i, ".k, a", i, ".v"));
      }
      // A selective filter on one table now and then.
      std::string filter;
      if (rng.Below(2) == 0) {
        filter = absl::StrCat("a", rng.Below(n), ".id IN (", rng.Below(10),
                              ", ", rng.Below(40), ")");
      }
      const std::string columns = absl::StrJoin(select, ", ");
      const std::string query =
          absl::StrCat("SELECT ", columns, " FROM ", inner,
                       filter.empty() ? "" : " WHERE " + filter);
      matched.push_back(filter.empty() ? "true" : filter);
      const std::string reference =
          absl::StrCat("SELECT ", columns, " FROM ", written, " WHERE ",
                       absl::StrJoin(matched, " AND "));
      const std::vector<std::string> planned = Rows(query);
      Run("SET enable_indexes = off");
      const std::vector<std::string> off = Rows(query);
      const std::vector<std::string> expected = Rows(reference);
      Run("SET enable_indexes = on");
      ASSERT_EQ(planned, expected) << "seed " << seed << ": " << query << "\n"
                                   << Sql(*db_, "EXPLAIN " + query);
      ASSERT_EQ(off, expected) << "seed " << seed << ": " << query;
      ASSERT_EQ(absl::StrJoin(expected, "\n").find("ERROR"), std::string::npos)
          << reference;
    }
  }
}

}  // namespace
}  // namespace kite
