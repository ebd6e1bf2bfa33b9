#include "storage/heap_column.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "storage/array_codec.h"
#include "storage/value_lanes.h"

namespace kite::storage_internal {
namespace {

TEST(HeapBytesTest, AppendsGrowReserveAndMoveKeepTheBytes) {
  HeapBytes heap;
  EXPECT_EQ(heap.size(), 0u);
  EXPECT_EQ(heap.capacity(), 0u);
  std::string expected;
  for (int i = 0; i < 200; ++i) {
    const std::string piece(static_cast<size_t>(i % 37), 'a' + i % 26);
    heap.append(piece.data(), piece.size());
    expected += piece;
    ASSERT_EQ(std::string_view(heap.data(), heap.size()), expected) << i;
    ASSERT_GE(heap.capacity(), heap.size());
  }
  const size_t capacity = heap.capacity();
  heap.reserve(capacity / 2);  // never shrinks
  EXPECT_EQ(heap.capacity(), capacity);
  heap.reserve(3 * (size_t{2} << 20));  // a huge-page allocation
  EXPECT_EQ(heap.capacity(), 3 * (size_t{2} << 20));
  EXPECT_EQ(std::string_view(heap.data(), heap.size()), expected);
  const char* data = heap.data();
  HeapBytes moved(std::move(heap));
  EXPECT_EQ(moved.data(), data);  // moved, not copied
  EXPECT_EQ(std::string_view(moved.data(), moved.size()), expected);
  HeapBytes assigned;
  assigned.append("x", 1);
  assigned = std::move(moved);
  EXPECT_EQ(std::string_view(assigned.data(), assigned.size()), expected);
}

TEST(HeapColumnTest, OverwritesBecomeGarbageAndCompactionReclaimsIt) {
  HeapColumn column(Type::Text());
  const std::string big(1000, 'x');
  for (RowId r = 0; r < 10; ++r) column.Set(r, Value::Text(big));
  EXPECT_EQ(column.garbage_bytes(), 0u);
  column.Set(3, Value::Text("short"));
  EXPECT_EQ(column.garbage_bytes(), 1000u);
  column.Set(4, Value::Null(Type::Text()));
  EXPECT_EQ(column.garbage_bytes(), 2000u);
  column.Clear(5);
  EXPECT_EQ(column.garbage_bytes(), 3000u);
  // Garbage passes half of the heap: the chunk is compacted.
  for (RowId r = 6; r < 10; ++r) column.Set(r, Value::Text("y"));
  EXPECT_LT(column.garbage_bytes(), 2000u);
  EXPECT_EQ(column.Get(0), Value::Text(big));
  EXPECT_EQ(column.Get(3), Value::Text("short"));
  EXPECT_EQ(column.Get(4), Value::Null(Type::Text()));
  EXPECT_EQ(column.Get(9), Value::Text("y"));
  EXPECT_EQ(column.Get(12345), Value::Null(Type::Text()));
  std::vector<RowId> rows = {0, 3, 4, 9};
  Vector out;
  out.Reset(Type::Text(), 4);
  column.Fetch(rows.data(), 4, &out);
  EXPECT_EQ(out.strings[0], big);
  EXPECT_EQ(out.strings[1], "short");
  EXPECT_TRUE(out.IsNull(2));
  EXPECT_EQ(out.strings[3], "y");
}

// AppendTo hands out views into the heap, not copies; the heap they view
// outlives growth, compaction and the column itself. Copied text may follow
// viewed text in one column (and the other way round).
TEST(HeapColumnTest, AppendedViewsOutliveTheHeapTheyView) {
  auto column = std::make_unique<HeapColumn>(Type::Text());
  // More than kHugePageBytes: a heap that is unmapped when freed, so that a
  // view left dangling would fault.
  auto text = [](RowId r) {
    return "value " + std::to_string(r) + std::string(100, 'x');
  };
  constexpr RowId kRows = 30000;
  for (RowId r = 0; r < kRows; ++r) column->Set(r, Value::Text(text(r)));
  column->Set(7, Value::Null(Type::Text()));
  const std::vector<RowId> rows = {0, 7, 9, 20000, kRows - 1};
  ValueLanes lanes;
  lanes.nulls.clear();
  column->AppendTo(rows.data(), static_cast<int>(rows.size()), Type::Text(),
                   &lanes);
  ASSERT_TRUE(lanes.viewed);
  auto check = [&](const char* when) {
    for (size_t i = 0; i < rows.size(); ++i) {
      if (rows[i] == 7) {
        EXPECT_EQ(lanes.nulls[i], 1) << when;
        EXPECT_EQ(lanes.Text(i), "") << when;
      } else {
        EXPECT_EQ(lanes.Text(i), text(rows[i])) << when << " row " << rows[i];
      }
    }
  };
  check("at first");
  // Growth: the heap is replaced by a bigger one.
  for (RowId r = kRows; r < 2 * kRows; ++r)
    column->Set(r, Value::Text(text(r)));
  check("after growth");
  // Overwrites until the chunk is compacted into a new heap.
  for (RowId r = 0; r < 2 * kRows; ++r) {
    column->Set(r, Value::Text("short"));
  }
  EXPECT_LT(column->garbage_bytes(), kRows * 100u);  // not 2 * kRows * 110
  check("after compaction");
  column.reset();
  check("after the column is gone");

  // Copied text after viewed text: the views become copies first.
  lanes.nulls.push_back(0);
  lanes.AppendTexts(1, nullptr, [](int) { return std::string_view("tail"); });
  EXPECT_FALSE(lanes.viewed);
  EXPECT_TRUE(lanes.pins.empty());
  check("copied");
  EXPECT_EQ(lanes.Text(rows.size()), "tail");
  // Viewed text after copied text is copied too.
  auto again = std::make_unique<HeapColumn>(Type::Text());
  again->Set(0, Value::Text("late"));
  const RowId zero = 0;
  again->AppendTo(&zero, 1, Type::Text(), &lanes);
  again.reset();
  EXPECT_FALSE(lanes.viewed);
  EXPECT_EQ(lanes.Text(rows.size() + 1), "late");
}

TEST(HeapColumnTest, ArraysRoundTrip) {
  Type type{TypeId::kTextArray};
  HeapColumn column(type);
  std::vector<Value> values = {
      Value::Array(type, {}),
      Value::Array(type, {Value::Null(Type::Text())}),
      Value::Array(type, {Value::Text(""), Value::Text("a,b"),
                          Value::Text(std::string(300, 'z'))}),
      Value::Null(type),
  };
  for (size_t i = 0; i < values.size(); ++i) column.Set(i, values[i]);
  std::vector<RowId> rows = {0, 1, 2, 3};
  Vector out;
  out.Reset(type, 4);
  column.Fetch(rows.data(), 4, &out);
  for (size_t i = 0; i < values.size(); ++i) {
    EXPECT_EQ(column.Get(i), values[i]) << i;
    EXPECT_EQ(out.GetValue(i), values[i]) << i;
  }
}

TEST(ArrayCodecTest, IntegerAndBigintArrays) {
  for (Type type : {Type{TypeId::kIntegerArray}, Type{TypeId::kBigintArray}}) {
    Type element = type.element();
    Value v = Value::Array(
        type, {element.id == TypeId::kInteger ? Value::Integer(-2147483647 - 1)
                                              : Value::Bigint(INT64_MIN),
               Value::Null(element),
               element.id == TypeId::kInteger ? Value::Integer(7)
                                              : Value::Bigint(7)});
    std::string bytes;
    EncodeArray(v, &bytes);
    EXPECT_EQ(DecodeArray(type, bytes), v);
  }
  // Truncated input decodes to what it holds, without reading past the end.
  std::string bytes;
  EncodeArray(Value::Array(Type{TypeId::kTextArray},
                           {Value::Text("abc"), Value::Text("def")}),
              &bytes);
  bytes.resize(bytes.size() - 2);
  Value partial = DecodeArray(Type{TypeId::kTextArray}, bytes);
  EXPECT_EQ(partial.elements().size(), 2u);
}

}  // namespace
}  // namespace kite::storage_internal
