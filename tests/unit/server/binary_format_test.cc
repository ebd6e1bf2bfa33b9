#include "server/binary_format.h"

#include <string>

#include "gtest/gtest.h"
#include "kite/status.h"
#include "server/pg_types.h"
#include "server/wire_buffer.h"

namespace kite::server {
namespace {

std::string Binary(const Value& v) {
  std::string out;
  AppendBinaryValue(v, &out);
  return out;
}

std::string Int16s(std::initializer_list<int16_t> values) {
  std::string s;
  for (int16_t v : values) AppendInt16(&s, v);
  return s;
}

// Sends `v` as PostgreSQL would and reads it back.
void ExpectRoundTrip(const Value& v) {
  const std::string bytes = Binary(v);
  absl::StatusOr<Value> back = DecodeBinaryValue(PgTypeOf(v.type()).oid, bytes);
  ASSERT_TRUE(back.ok()) << v.ToString() << ": " << back.status();
  EXPECT_EQ(back->ToString(), v.ToString());
}

TEST(BinaryFormatTest, PostgresLayouts) {
  EXPECT_EQ(Binary(Value::Integer(258)), std::string("\0\0\1\2", 4));
  EXPECT_EQ(Binary(Value::Boolean(true)), std::string("\1", 1));
  // Dates and timestamps count from 2000-01-01.
  EXPECT_EQ(Binary(Value::Date(10957)), std::string("\0\0\0\0", 4));
  EXPECT_EQ(Binary(Value::Timestamp(10957LL * 86400 * 1000000 + 1)),
            std::string("\0\0\0\0\0\0\0\1", 8));
  // 123.45 as numeric: digits 123, 4500; weight 0; scale 2.
  EXPECT_EQ(Binary(Value::Numeric(12345, 10, 2)),
            Int16s({2, 0, 0, 2, 123, 4500}));
  // -0.05: one digit 500 at weight -1.
  EXPECT_EQ(Binary(Value::Numeric(-5, 10, 2)), Int16s({1, -1, 0x4000, 2, 500}));
  // 10000 : digit 1 at weight 1, no trailing zero groups.
  EXPECT_EQ(Binary(Value::Numeric(10000, 10, 0)), Int16s({1, 1, 0, 0, 1}));
  EXPECT_EQ(Binary(Value::Numeric(0, 10, 2)), Int16s({0, 0, 0, 2}));
}

TEST(BinaryFormatTest, RoundTripsEveryType) {
  ExpectRoundTrip(Value::Boolean(false));
  ExpectRoundTrip(Value::Integer(-2147483647 - 1));
  ExpectRoundTrip(Value::Bigint(-9000000000000000000LL));
  ExpectRoundTrip(Value::Double(-1.25e-300));
  ExpectRoundTrip(Value::Text("héllo"));
  ExpectRoundTrip(Value::Date(-1000));
  ExpectRoundTrip(Value::Timestamp(1700000000123456LL));
  for (int64_t scaled :
       {0LL, 1LL, -1LL, 12345LL, 100000000LL, 999999999999999999LL, -100LL}) {
    ExpectRoundTrip(Value::Numeric(scaled, 18, 4));
    ExpectRoundTrip(Value::Numeric(scaled, 18, 0));
  }
  ExpectRoundTrip(Value::Array(
      Type{TypeId::kIntegerArray},
      {Value::Integer(1), Value::Null(Type::Integer()), Value::Integer(3)}));
  ExpectRoundTrip(Value::Array(Type{TypeId::kBigintArray}, {}));
  ExpectRoundTrip(Value::Array(Type{TypeId::kTextArray},
                               {Value::Text("a b"), Value::Text("")}));
}

TEST(BinaryFormatTest, ReadsRelatedTypes) {
  std::string int2;
  AppendInt16(&int2, -3);
  auto v = DecodeBinaryValue(oid::kInt2, int2);
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v->type(), Type::Smallint());
  EXPECT_EQ(v->int_value(), -3);
  // float4 1.5
  v = DecodeBinaryValue(oid::kFloat4, std::string("\x3f\xc0\0\0", 4));
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v->type(), Type::Real());
  EXPECT_EQ(v->double_value(), 1.5);
  // timestamptz, time, uuid and bytea.
  std::string micros;
  AppendInt64(&micros, 0);  // 2000-01-01 00:00:00 UTC
  v = DecodeBinaryValue(oid::kTimestamptz, micros);
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v->type(), Type::Timestamptz());
  EXPECT_EQ(v->ToString(), "2000-01-01 00:00:00+00");
  v = DecodeBinaryValue(oid::kTime, micros);
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v->ToString(), "00:00:00");
  v = DecodeBinaryValue(oid::kUuid, std::string(16, '\x11'));
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v->ToString(), "11111111-1111-1111-1111-111111111111");
  v = DecodeBinaryValue(oid::kBytea, std::string("\0\xff", 2));
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v->ToString(), "\\x00ff");
  // An int4[] sent with int2 elements.
  std::string arr;
  for (int32_t x : {1, 0, static_cast<int32_t>(oid::kInt2), 1, 1}) {
    AppendInt32(&arr, x);
  }
  AppendInt32(&arr, 2);
  AppendInt16(&arr, 9);
  v = DecodeBinaryValue(oid::kInt4Array, arr);
  ASSERT_TRUE(v.ok()) << v.status();
  EXPECT_EQ(v->ToString(), "{9}");
}

TEST(BinaryFormatTest, MalformedValuesAreErrors) {
  struct Case {
    uint32_t oid;
    std::string bytes;
    const char* sqlstate;
  };
  const std::vector<Case> cases = {
      {oid::kInt4, std::string("\0\0\1", 3), "22P03"},
      {oid::kInt8, std::string(9, '\0'), "22P03"},
      {oid::kBool, std::string("\2", 1), "22P03"},
      {oid::kFloat8, "", "22P03"},
      {oid::kDate, std::string(8, '\0'), "22P03"},
      {oid::kText, "\xff\xfe", "22021"},
      {oid::kText, std::string("a\0b", 3), "22021"},
      {oid::kNumeric, Int16s({1, 0, 0}), "22P03"},             // short
      {oid::kNumeric, Int16s({1, 0, 0, 0, 10000}), "22P03"},   // digit
      {oid::kNumeric, Int16s({1, 0, 0x1234, 0, 1}), "22P03"},  // sign
      {oid::kNumeric, Int16s({2, 0, 0, 0, 1}), "22P03"},       // count
      {oid::kNumeric, Int16s({1, 32000, 0, 0, 1}), "22003"},   // huge
      {oid::kNumeric, Int16s({1, 0, 0, 30, 1}), "22003"},      // scale
      {oid::kInt4Array, std::string(5, '\0'), "22P03"},
      {oid::kTimestamp, std::string("\x7f\xff\xff\xff\xff\xff\xff\xff", 8),
       "22008"},
      {oid::kUuid, "x", "22P03"},
      {oid::kTime, std::string("\x7f\xff\xff\xff\xff\xff\xff\xff", 8), "22008"},
      {1186 /* interval */, std::string(16, '\0'), "0A000"},
  };
  for (const Case& c : cases) {
    auto v = DecodeBinaryValue(c.oid, c.bytes);
    ASSERT_FALSE(v.ok()) << c.oid << " " << c.bytes.size();
    EXPECT_EQ(SqlStateOf(v.status()), c.sqlstate) << c.oid << " " << v.status();
  }
}

TEST(BinaryFormatTest, MalformedArrays) {
  auto header = [](std::initializer_list<int32_t> ints) {
    std::string s;
    for (int32_t x : ints) AppendInt32(&s, x);
    return s;
  };
  const uint32_t int4 = oid::kInt4;
  const std::vector<std::string> bad = {
      header({1, 0, static_cast<int32_t>(int4), 2, 1}) +
          header({4, 1}),  // 1 of 2 sent
      header({1, 0, static_cast<int32_t>(int4), 1, 1}) + header({4}),  // short
      header({1, 0, static_cast<int32_t>(oid::kText), 1, 1}) + header({1}),
      header({1, 0, static_cast<int32_t>(int4), -1, 1}),
      header({1, 0, static_cast<int32_t>(int4), 0x7fffffff, 1}),
      header({-1, 0, static_cast<int32_t>(int4)}),
      header({1, 5, static_cast<int32_t>(int4), 0, 1}),
      header({1, 0, static_cast<int32_t>(int4), 1, 1}) + header({4, 1}) + "x",
  };
  for (const std::string& bytes : bad) {
    auto v = DecodeBinaryValue(oid::kInt4Array, bytes);
    ASSERT_FALSE(v.ok()) << bytes.size();
    EXPECT_EQ(SqlStateOf(v.status()), "22P03") << v.status();
  }
  auto v = DecodeBinaryValue(oid::kInt4Array, header({2, 0, 23}));
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(SqlStateOf(v.status()), "0A000");
}

TEST(Utf8Test, ValidatesAndNamesTheBadByte) {
  EXPECT_TRUE(IsValidUtf8("plain ascii"));
  EXPECT_TRUE(IsValidUtf8("h\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80"));
  EXPECT_FALSE(IsValidUtf8("\xc3"));              // truncated
  EXPECT_FALSE(IsValidUtf8("\xc0\xaf"));          // overlong
  EXPECT_FALSE(IsValidUtf8("\xed\xa0\x80"));      // surrogate
  EXPECT_FALSE(IsValidUtf8("\xf4\x90\x80\x80"));  // past U+10FFFF
  absl::Status s = InvalidUtf8Error("ab\xff");
  EXPECT_EQ(SqlStateOf(s), "22021");
  EXPECT_EQ(s.message(), "invalid byte sequence for encoding \"UTF8\": 0xff");
}

}  // namespace
}  // namespace kite::server
