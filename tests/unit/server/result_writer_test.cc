#include "server/result_writer.h"

#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace kite::server {
namespace {

// A result with every kind of column, NULLs and a long text.
Result SampleResult(Database& db) {
  EXPECT_TRUE(db.Execute("CREATE TABLE t (i INT, b BIGINT, s TEXT, "
                         "n NUMERIC(6,2), f BOOLEAN, a TEXT[], d DATE)")
                  .ok());
  EXPECT_TRUE(db.Execute("INSERT INTO t VALUES (-7, 9223372036854775807, "
                         "'h\xc3\xa9llo', 12.5, true, ARRAY['x', NULL], "
                         "'2024-02-29'), (NULL, NULL, NULL, NULL, NULL, "
                         "NULL, NULL), (0, -1, repeat('z', 300), -0.01, "
                         "false, ARRAY[]::TEXT[], '1970-01-01')")
                  .ok());
  absl::StatusOr<Result> r = db.Execute("SELECT * FROM t");
  EXPECT_TRUE(r.ok()) << r.status();
  return *std::move(r);
}

// The same rows as values, which WriteDataRows(LocalRows) writes cell by
// cell through Value: the reference for the direct paths.
LocalRows AsLocalRows(const Result& r) {
  LocalRows rows;
  rows.names = ColumnNames(r);
  rows.types = ColumnTypes(r);
  for (size_t row = 0; row < r.row_count(); ++row) {
    rows.rows.emplace_back();
    for (int col = 0; col < r.column_count(); ++col) {
      rows.rows.back().push_back(r.GetValue(row, col));
    }
  }
  return rows;
}

TEST(ResultWriterTest, DirectCellsMatchTheValuePath) {
  std::unique_ptr<Database> db = *Database::Open();
  const Result result = SampleResult(*db);
  const LocalRows reference = AsLocalRows(result);
  for (const std::vector<int16_t>& formats :
       {std::vector<int16_t>{}, std::vector<int16_t>(7, 1),
        std::vector<int16_t>{0, 1, 0, 1, 0, 1, 0}}) {
    std::string direct, via_values;
    EXPECT_EQ(WriteDataRows(result, 0, 10, formats, &direct), 3u);
    EXPECT_EQ(WriteDataRows(reference, 0, 10, formats, &via_values), 3u);
    EXPECT_EQ(direct, via_values);
  }
}

// Only text and integer columns in text: each row is measured and written
// in one piece (WriteDirectRows).
TEST(ResultWriterTest, DirectRowsMatchTheValuePath) {
  std::unique_ptr<Database> db = *Database::Open();
  SampleResult(*db);
  absl::StatusOr<Result> r = db->Execute(
      "SELECT i, b, s, -9223372036854775807 - 1 AS least, '' AS empty FROM t");
  ASSERT_TRUE(r.ok()) << r.status();
  const LocalRows reference = AsLocalRows(*r);
  for (size_t begin = 0; begin < 3; ++begin) {
    std::string direct, via_values;
    EXPECT_EQ(WriteDataRows(*r, begin, 3, {}, &direct), 3 - begin);
    EXPECT_EQ(WriteDataRows(reference, begin, 3, {}, &via_values), 3 - begin);
    EXPECT_EQ(direct, via_values);
  }
  std::string none = "kept";
  EXPECT_EQ(WriteDataRows(*r, 3, 9, {}, &none), 0u);
  EXPECT_EQ(none, "kept");
}

TEST(ResultWriterTest, TextCellsAreLengthThenBytes) {
  std::unique_ptr<Database> db = *Database::Open();
  absl::StatusOr<Result> r =
      db->Execute("SELECT 42 AS i, NULL::TEXT AS s, 'ab' AS t");
  ASSERT_TRUE(r.ok()) << r.status();
  std::string out;
  WriteDataRows(*r, 0, 1, {}, &out);
  EXPECT_EQ(out, std::string("D\0\0\0\x16\0\3"
                             "\0\0\0\2"
                             "42"
                             "\xff\xff\xff\xff"
                             "\0\0\0\2"
                             "ab",
                             23));
}

}  // namespace
}  // namespace kite::server
