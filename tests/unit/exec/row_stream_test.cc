// ExecuteOptions::sink: a SELECT's rows reach the sink in batches while it
// runs, the Result keeps the rest with the tag and total of all, and the
// memory held at any time is one batch's.
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::NewDb;
using testing::Sql;

// Keeps the values of column 0 and the size of each batch.
class Collect : public RowSink {
 public:
  absl::Status OnRows(const Result& batch) override {
    EXPECT_EQ(batch.column_name(0), "g");
    sizes.push_back(batch.row_count());
    for (size_t r = 0; r < batch.row_count(); ++r) {
      values.push_back(batch.GetInt64(r, 0));
    }
    return fail_after >= 0 && static_cast<int>(sizes.size()) > fail_after
               ? absl::CancelledError("client went away")
               : absl::OkStatus();
  }
  std::vector<size_t> sizes;
  std::vector<int64_t> values;
  int fail_after = -1;
};

TEST(RowStreamTest, LargeResultsArriveInBatches) {
  auto db = NewDb();
  Collect sink;
  ExecuteOptions options;
  options.sink = &sink;
  auto r = db->Execute(
      "SELECT g::bigint AS g, repeat('x', 100) FROM generate_series(1, "
      "100000) g",
      {}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->command_tag(), "SELECT 100000");
  EXPECT_EQ(r->rows_affected(), 100000);
  ASSERT_GT(sink.sizes.size(), 10u);
  for (size_t size : sink.sizes) {
    EXPECT_GE(size, kStreamBatchRows);
    EXPECT_LE(size, 2 * kStreamBatchRows + 2048);
  }
  // The sink's rows, then the Result's, are every row in order.
  for (size_t i = 0; i < r->row_count(); ++i) {
    sink.values.push_back(r->GetInt64(i, 0));
  }
  ASSERT_EQ(sink.values.size(), 100000u);
  for (size_t i = 0; i < sink.values.size(); ++i) {
    ASSERT_EQ(sink.values[i], static_cast<int64_t>(i + 1));
  }
}

TEST(RowStreamTest, SmallResultsAndOtherStatementsComeWhole) {
  auto db = NewDb();
  Collect sink;
  ExecuteOptions options;
  options.sink = &sink;
  ASSERT_EQ(Sql(*db, "CREATE TABLE t (g BIGINT PRIMARY KEY)"), "");
  auto r = db->Execute("INSERT INTO t SELECT g FROM generate_series(1, 5000) g",
                       {}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->command_tag(), "INSERT 0 5000");
  r = db->Execute("SELECT g FROM t WHERE g <= 10", {}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->row_count(), 10u);
  EXPECT_TRUE(sink.sizes.empty());
  // A subquery's rows are its own; only the top query streams, and the
  // sorted result streams like any other.
  r = db->Execute(
      "SELECT g FROM t WHERE g IN (SELECT g FROM t WHERE g % 2 = 0) ORDER BY "
      "g DESC",
      {}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->command_tag(), "SELECT 2500");
  ASSERT_FALSE(sink.values.empty());
  EXPECT_EQ(sink.values[0], 5000);
}

TEST(RowStreamTest, OnlyTheLastOfSeveralStatementsStreams) {
  auto db = NewDb();
  Collect sink;
  ExecuteOptions options;
  options.sink = &sink;
  auto r = db->Execute(
      "SELECT g FROM generate_series(1, 5000) g; SELECT g FROM "
      "generate_series(7, 3006) g",
      {}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->command_tag(), "SELECT 3000");
  ASSERT_FALSE(sink.values.empty());
  EXPECT_EQ(sink.values[0], 7);
  EXPECT_EQ(sink.values.size() + r->row_count(), 3000u);
}

TEST(RowStreamTest, ASinkErrorStopsTheStatement) {
  auto db = NewDb();
  Collect sink;
  sink.fail_after = 2;
  ExecuteOptions options;
  options.sink = &sink;
  auto r =
      db->Execute("SELECT g FROM generate_series(1, 10000000) g", {}, options);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "client went away");
  EXPECT_EQ(sink.sizes.size(), 3u);
}

TEST(RowStreamTest, PreparedAndSessionStatementsStream) {
  auto db = NewDb();
  auto session = db->Connect();
  Collect sink;
  ExecuteOptions options;
  options.sink = &sink;
  auto r =
      session->Execute("SELECT g FROM generate_series(1, 5000) g", {}, options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(sink.values.size() + r->row_count(), 5000u);
  EXPECT_FALSE(sink.values.empty());
  auto prepared =
      session->Prepare("SELECT g FROM generate_series(1, $1::int) g");
  ASSERT_TRUE(prepared.ok()) << prepared.status();
  ASSERT_TRUE((*prepared)->Bind(1, int64_t{3000}).ok());
  sink.values.clear();
  r = (*prepared)->Execute(options);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->command_tag(), "SELECT 3000");
  EXPECT_EQ(sink.values.size() + r->row_count(), 3000u);
  EXPECT_FALSE(sink.values.empty());
}

}  // namespace
}  // namespace kite
