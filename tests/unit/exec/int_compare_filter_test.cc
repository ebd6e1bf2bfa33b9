// IntCompareFilter (exec/int_compare_filter.h) through SQL: random scans
// whose WHERE compares integer columns with constants and parameters run
// with jit = off, where the scan takes that filter, and the same WHERE with
// every column written as `(col + 0)`, which the filter does not take (the
// interpreter evaluates it). Both must give the same rows, with NULLs,
// deleted rows (before any, a scan filters ranges of rows in place) and
// rows past the first chunk of the table.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::Dump;
using testing::NewDb;
using testing::Random;

const char* const kOps[] = {"=", "<>", "<", "<=", ">", ">="};

class IntCompareFilterTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    Run("SET jit = off");
    Run("CREATE TABLE t (id INT PRIMARY KEY, a INT, b BIGINT)");
  }

  void Run(const std::string& sql) {
    auto r = db_->Execute(sql);
    ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
  }

  // A value of a or b: small, so that comparisons often hold; NULL at times.
  static std::string Cell(Random& rng) {
    return rng.Below(7) == 0 ? "NULL" : absl::StrCat(rng.Below(11) - 5);
  }

  void Insert(Random& rng, int from, int count) {
    std::vector<std::string> rows;
    for (int id = from; id < from + count; ++id) {
      rows.push_back(
          absl::StrCat("(", id, ", ", Cell(rng), ", ", Cell(rng), ")"));
    }
    Run("INSERT INTO t VALUES " + absl::StrJoin(rows, ", "));
  }

  // A WHERE of 1 to 3 comparisons drawn from `seed`; `plain` false writes
  // each column as (col + 0). Its parameters' values go to `params`.
  static std::string Where(uint64_t seed, bool plain,
                           std::vector<int64_t>* params) {
    Random rng(seed);
    std::vector<std::string> terms;
    const int n = 1 + rng.Below(3);
    for (int i = 0; i < n; ++i) {
      std::string column = rng.Below(2) == 0 ? "a" : "b";
      if (rng.Below(4) == 0) column = "CAST(" + column + " AS BIGINT)";
      if (!plain) column = "(" + column + " + 0)";
      std::string value = absl::StrCat(rng.Below(13) - 6);
      if (rng.Below(3) == 0) {
        params->push_back(rng.Below(13) - 6);
        value = absl::StrCat("$", params->size());
      }
      const char* op = kOps[rng.Below(6)];
      terms.push_back(rng.Below(2) == 0
                          ? absl::StrCat(column, " ", op, " ", value)
                          : absl::StrCat(value, " ", op, " ", column));
    }
    return absl::StrJoin(terms, " AND ");
  }

  // The rows of `sql` with `params` bound ($1, $2, ...).
  std::string Rows(const std::string& sql, const std::vector<int64_t>& params) {
    auto stmt = db_->Prepare(sql);
    EXPECT_TRUE(stmt.ok()) << sql << ": " << stmt.status();
    if (!stmt.ok()) return "";
    for (size_t i = 0; i < params.size(); ++i) {
      EXPECT_TRUE((*stmt)->Bind(static_cast<int>(i + 1), params[i]).ok());
    }
    auto r = (*stmt)->Execute();
    EXPECT_TRUE(r.ok()) << sql << ": " << r.status();
    return r.ok() ? Dump(*r) : "";
  }

  // Runs `queries` random WHEREs both ways, as a full scan, with a LIMIT
  // (small batches) and counted.
  void Compare(Random& rng, int queries) {
    for (int q = 0; q < queries; ++q) {
      const uint64_t seed = static_cast<uint64_t>(rng.Below(1 << 30));
      std::vector<int64_t> params;
      const std::string fast = Where(seed, true, &params);
      std::vector<int64_t> same;
      const std::string slow = Where(seed, false, &same);
      for (const char* shape : {"SELECT id, a, b FROM t WHERE %s ORDER BY id",
                                "SELECT id FROM t WHERE %s LIMIT 7",
                                "SELECT count(*) FROM t WHERE %s"}) {
        const std::string a = absl::StrReplaceAll(shape, {{"%s", fast}});
        const std::string b = absl::StrReplaceAll(shape, {{"%s", slow}});
        ASSERT_EQ(Rows(a, params), Rows(b, params)) << a << "\nvs\n" << b;
      }
    }
  }

  std::unique_ptr<Database> db_;
};

TEST_F(IntCompareFilterTest, MatchesTheInterpreter) {
  Random rng(20261128);
  Insert(rng, 0, 300);
  Compare(rng, 150);
  // Holes (deleted rows) and changed values.
  Run("DELETE FROM t WHERE id % 5 = 0");
  Run("UPDATE t SET a = NULL WHERE id % 7 = 1");
  Run("UPDATE t SET b = 9000000000 WHERE id % 11 = 2");
  Compare(rng, 150);
}

TEST_F(IntCompareFilterTest, NullParameterPassesNoRow) {
  Random rng(7);
  Insert(rng, 0, 50);
  auto stmt = db_->Prepare("SELECT count(*) FROM t WHERE a > $1");
  ASSERT_TRUE(stmt.ok());
  ASSERT_TRUE((*stmt)->Bind(1, Value::Null(Type::Integer())).ok());
  auto r = (*stmt)->Execute();
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->GetInt64(0, 0), 0);
}

TEST_F(IntCompareFilterTest, RowsPastTheFirstChunk) {
  // More rows than a chunk of the table holds (65,536).
  Random rng(11);
  for (int from = 0; from < 70000; from += 10000) Insert(rng, from, 10000);
  Compare(rng, 20);  // every row live: ranges filtered without a row list
  Run("DELETE FROM t WHERE id % 3 = 0");
  Compare(rng, 20);
}

}  // namespace
}  // namespace kite
