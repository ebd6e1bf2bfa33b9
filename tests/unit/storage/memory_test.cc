#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "storage/table.h"
#include "tests/unit/storage/table_test_util.h"

namespace kite {
namespace {

using testing::Col;
using testing::Int;
using testing::Text;

TEST(MemoryTest, ReportsEveryColumnWithItsEncoding) {
  TableSchema s;
  s.columns = {Col("id", Type::Integer()), Col("big", Type::Bigint()),
               Col("flag", Type::Boolean()), Col("name", Type::Text()),
               Col("arr", Type{TypeId::kIntegerArray})};
  s.primary_key = {0};
  Table t("t", s);
  std::vector<ColumnMemory> empty = t.MemoryUsage();
  ASSERT_EQ(empty.size(), 5u);
  EXPECT_EQ(empty[0].name, "id");
  EXPECT_EQ(empty[0].encoding, "plain");
  EXPECT_EQ(empty[3].encoding, "dictionary");
  EXPECT_EQ(empty[4].encoding, "heap");
  const int kRows = 100000;
  for (int k = 0; k < kRows; ++k) {
    ASSERT_TRUE(t.Insert({Int(k), Value::Bigint(k), Value::Boolean(k % 2),
                          Text("n" + std::to_string(k % 10)),
                          Value::Array(Type{TypeId::kIntegerArray},
                                       {Int(k), Int(k + 1)})},
                         nullptr)
                    .ok());
  }
  std::vector<ColumnMemory> full = t.MemoryUsage();
  // Narrow physical types: int32 for INTEGER and for a BIGINT whose values
  // fit it, one byte for BOOLEAN, a 4-byte code for a dictionary column.
  EXPECT_GE(full[0].bytes, kRows * 4u);
  EXPECT_LT(full[0].bytes, kRows * 6u);
  EXPECT_EQ(full[1].encoding, "int32");
  EXPECT_GE(full[1].bytes, kRows * 4u);
  EXPECT_LT(full[1].bytes, kRows * 7u);
  EXPECT_GE(full[2].bytes, kRows * 1u);
  EXPECT_LT(full[2].bytes, kRows * 3u);
  EXPECT_GE(full[3].bytes, kRows * 4u);
  EXPECT_LT(full[3].bytes, kRows * 6u);
  // Arrays: two int32 elements + count + flags + offset/length per row.
  EXPECT_GE(full[4].bytes, kRows * 14u);
  EXPECT_LT(full[4].bytes, kRows * 40u);
  // Serial keys inserted in order: key k at row k, no array at all.
  EXPECT_EQ(t.PrimaryKeyMemoryBytes(), 0u);
  // A key erased out of order writes the array out: 4 bytes a key and room
  // to grow.
  t.Delete(kRows / 2, nullptr);
  EXPECT_GE(t.PrimaryKeyMemoryBytes(), kRows * 4u);
  EXPECT_LE(t.PrimaryKeyMemoryBytes(), kRows * 8u);
  EXPECT_GE(t.IndexMemoryBytes(), t.PrimaryKeyMemoryBytes());
  ASSERT_TRUE(
      t.Insert({Int(kRows / 2), Value::Bigint(kRows / 2), Value::Boolean(false),
                Text("y"), Value::Array(Type{TypeId::kIntegerArray}, {Int(1)})},
               nullptr)
          .ok());
  // A BIGINT beyond 32 bits widens the column to int64, values intact.
  ASSERT_TRUE(t.Insert({Int(kRows), Value::Bigint(int64_t{1} << 40),
                        Value::Boolean(false), Text("x"),
                        Value::Array(Type{TypeId::kIntegerArray}, {Int(1)})},
                       nullptr)
                  .ok());
  std::vector<ColumnMemory> wide = t.MemoryUsage();
  EXPECT_EQ(wide[1].encoding, "plain");
  EXPECT_GE(wide[1].bytes, kRows * 8u);
  EXPECT_LT(wide[1].bytes, kRows * 11u);
  EXPECT_EQ(t.GetValue(kRows - 1, 1).int_value(), kRows - 1);
  EXPECT_EQ(t.GetValue(kRows, 1).int_value(), int64_t{1} << 40);
}

TEST(MemoryTest, NullsAddOnlyABitmap) {
  TableSchema s;
  s.columns = {Col("v", Type::Double())};
  Table t("t", s);
  for (int k = 0; k < 70000; ++k) {
    ASSERT_TRUE(t.Insert({Value::Null(Type::Double())}, nullptr).ok());
  }
  size_t bytes = t.MemoryUsage()[0].bytes;
  EXPECT_GE(bytes, 70000u * 8);
  EXPECT_LT(bytes, 70000u * 8 + 70000u / 8 + 300000u);
}

}  // namespace
}  // namespace kite

namespace kite {
namespace {

// A heap column's bytes stay close to its payload: the heap of each chunk
// grows towards its projected size instead of doubling past it (which left
// 1.9x the text in memory for the items data set).
TEST(MemoryTest, TextHeapStaysCloseToThePayload) {
  TableSchema s;
  s.columns = {testing::Col("id", Type::Integer()),
               testing::Col("body", Type::Text())};
  s.primary_key = {0};
  Table t("t", s);
  const int kRows = 150000;  // two full chunks and part of a third
  size_t payload = 0;
  for (int k = 0; k < kRows; ++k) {
    // Distinct strings of 400-600 bytes, so the column leaves dictionary mode.
    std::string body(400 + k % 201, 'a' + k % 26);
    body += std::to_string(k);
    payload += body.size();
    ASSERT_TRUE(t.Insert({testing::Int(k), testing::Text(body)}, nullptr).ok());
  }
  std::vector<ColumnMemory> usage = t.MemoryUsage();
  ASSERT_EQ(usage[1].encoding, "heap");
  const size_t offsets = kRows * 2 * sizeof(uint32_t);
  EXPECT_LT(usage[1].bytes, (payload + offsets) * 13 / 10)
      << "payload " << payload << " bytes";
  EXPECT_GT(usage[1].bytes, payload);
}

}  // namespace
}  // namespace kite
