#include "storage/heap_column.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "storage/array_codec.h"

namespace kite::storage_internal {
namespace {

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
