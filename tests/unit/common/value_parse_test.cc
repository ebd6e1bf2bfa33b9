#include <cmath>

#include "gtest/gtest.h"
#include "kite/status.h"
#include "kite/value.h"

namespace kite {
namespace {

std::string ParsedText(std::string_view text, Type type) {
  auto v = Value::Parse(text, type);
  if (!v.ok()) return "error " + SqlStateOf(v.status());
  return v->ToString();
}

TEST(ValueParseTest, Integers) {
  EXPECT_EQ(*Value::Parse(" 42 ", Type::Integer()), Value::Integer(42));
  EXPECT_EQ(*Value::Parse("-2147483648", Type::Integer()),
            Value::Integer(INT32_MIN));
  EXPECT_EQ(*Value::Parse("+7", Type::Bigint()), Value::Bigint(7));
  auto bad = Value::Parse("abc", Type::Integer());
  EXPECT_EQ(SqlStateOf(bad.status()), "22P02");
  EXPECT_EQ(bad.status().message(),
            "invalid input syntax for type integer: \"abc\"");
  auto big = Value::Parse("99999999999", Type::Integer());
  EXPECT_EQ(SqlStateOf(big.status()), "22003");
  EXPECT_EQ(big.status().message(),
            "value \"99999999999\" is out of range for type integer");
  EXPECT_EQ(ParsedText("9223372036854775808", Type::Bigint()), "error 22003");
  EXPECT_EQ(ParsedText("-9223372036854775808", Type::Bigint()),
            "-9223372036854775808");
  EXPECT_EQ(ParsedText("", Type::Integer()), "error 22P02");
  EXPECT_EQ(ParsedText("1.5", Type::Integer()), "error 22P02");
  EXPECT_EQ(ParsedText("1 2", Type::Integer()), "error 22P02");
}

TEST(ValueParseTest, Booleans) {
  for (const char* t : {"t", "true", "TRUE", " yes ", "on", "1", "y", "tr"}) {
    EXPECT_EQ(ParsedText(t, Type::Boolean()), "t") << t;
  }
  for (const char* f : {"f", "false", "no", "off", "0", "n", "of"}) {
    EXPECT_EQ(ParsedText(f, Type::Boolean()), "f") << f;
  }
  EXPECT_EQ(ParsedText("o", Type::Boolean()), "error 22P02");
  EXPECT_EQ(ParsedText("maybe", Type::Boolean()), "error 22P02");
}

TEST(ValueParseTest, Numeric) {
  Type n = Type::Numeric(10, 2);
  EXPECT_EQ(ParsedText("123.456", n), "123.46");
  EXPECT_EQ(ParsedText("-123.455", n), "-123.46");
  EXPECT_EQ(ParsedText("  1e2 ", n), "100.00");
  EXPECT_EQ(ParsedText(".5", n), "0.50");
  EXPECT_EQ(ParsedText("0.004", n), "0.00");
  EXPECT_EQ(ParsedText("99999999.99", n), "99999999.99");
  EXPECT_EQ(ParsedText("99999999.995", n), "error 22003");
  EXPECT_EQ(ParsedText("123456789", n), "error 22003");
  EXPECT_EQ(ParsedText("1.2.3", n), "error 22P02");
  EXPECT_EQ(ParsedText("abc", n), "error 22P02");
  auto overflow = Value::Parse("1e10", n);
  EXPECT_EQ(overflow.status().message(), "numeric field overflow");
  EXPECT_EQ(ParsedText("0.0000000000000000000001", n), "0.00");
}

TEST(ValueParseTest, Doubles) {
  EXPECT_EQ(ParsedText(" 1.5 ", Type::Double()), "1.5");
  EXPECT_EQ(ParsedText("1e20", Type::Double()), "1e+20");
  EXPECT_EQ(ParsedText("-Infinity", Type::Double()), "-Infinity");
  EXPECT_EQ(ParsedText("inf", Type::Double()), "Infinity");
  EXPECT_EQ(ParsedText("nan", Type::Double()), "NaN");
  EXPECT_EQ(ParsedText("1e400", Type::Double()), "error 22003");
  EXPECT_EQ(ParsedText("0x10", Type::Double()), "error 22P02");
  EXPECT_EQ(ParsedText("x", Type::Double()), "error 22P02");
}

TEST(ValueParseTest, DatesAndTimestamps) {
  EXPECT_EQ(ParsedText("2024-01-31", Type::Date()), "2024-01-31");
  EXPECT_EQ(ParsedText(" 2024-1-5 ", Type::Date()), "2024-01-05");
  EXPECT_EQ(ParsedText("2024-02-29", Type::Date()), "2024-02-29");
  EXPECT_EQ(ParsedText("2023-02-29", Type::Date()), "error 22008");
  EXPECT_EQ(ParsedText("2024-13-01", Type::Date()), "error 22008");
  EXPECT_EQ(ParsedText("yesterday-ish", Type::Date()), "error 22007");
  EXPECT_EQ(ParsedText("epoch", Type::Date()), "1970-01-01");
  EXPECT_EQ(ParsedText("2024-01-31 10:00:00", Type::Date()), "2024-01-31");
  EXPECT_EQ(ParsedText("2024-01-31 12:34:56.789", Type::Timestamp()),
            "2024-01-31 12:34:56.789");
  EXPECT_EQ(ParsedText("2024-01-31T12:34", Type::Timestamp()),
            "2024-01-31 12:34:00");
  EXPECT_EQ(ParsedText("2024-01-31", Type::Timestamp()), "2024-01-31 00:00:00");
  // Microseconds round half to even, as PostgreSQL does.
  EXPECT_EQ(ParsedText("2024-01-31 00:00:00.0000005", Type::Timestamp()),
            "2024-01-31 00:00:00");
  EXPECT_EQ(ParsedText("2024-01-31 00:00:00.0000015", Type::Timestamp()),
            "2024-01-31 00:00:00.000002");
  EXPECT_EQ(ParsedText("2024-01-31 00:00:00.00000051", Type::Timestamp()),
            "2024-01-31 00:00:00.000001");
  EXPECT_EQ(ParsedText("2024-01-31 24:00:00", Type::Timestamp()),
            "2024-02-01 00:00:00");
  EXPECT_EQ(ParsedText("2024-01-31 25:00:00", Type::Timestamp()),
            "error 22008");
  EXPECT_EQ(ParsedText("2024-01-31 12", Type::Timestamp()), "error 22007");
  // The last microsecond since 1970 that 64 bits hold is 'infinity', as in
  // PostgreSQL; later ones (which used to wrap around to 290279 BC) are
  // out of range.
  EXPECT_EQ(ParsedText("294247-01-10 04:00:54.775806", Type::Timestamp()),
            "294247-01-10 04:00:54.775806");
  EXPECT_EQ(ParsedText("294247-01-10 04:00:54.775807", Type::Timestamp()),
            "error 22008");
  EXPECT_EQ(ParsedText("infinity", Type::Timestamp()), "infinity");
  EXPECT_EQ(ParsedText("294247-01-10 04:00:54.775808", Type::Timestamp()),
            "error 22008");
  EXPECT_EQ(ParsedText("294276-12-31 23:59:59", Type::Timestamp()),
            "error 22008");
  auto bad = Value::Parse("x", Type::Date());
  EXPECT_EQ(bad.status().message(),
            "invalid input syntax for type date: \"x\"");
}

TEST(ValueParseTest, Arrays) {
  Type ints{TypeId::kIntegerArray};
  Type texts{TypeId::kTextArray};
  EXPECT_EQ(ParsedText("{1,2,3}", ints), "{1,2,3}");
  EXPECT_EQ(ParsedText(" { 1 , NULL ,3 } ", ints), "{1,NULL,3}");
  EXPECT_EQ(ParsedText("{}", ints), "{}");
  EXPECT_EQ(ParsedText("{1,x}", ints), "error 22P02");
  EXPECT_EQ(ParsedText("{1,2", ints), "error 22P02");
  EXPECT_EQ(ParsedText("1,2", ints), "error 22P02");
  EXPECT_EQ(ParsedText("{{1},{2}}", ints), "error 22P02");
  EXPECT_EQ(ParsedText("{a,\"b c\",\"NULL\",NULL, d e }", texts),
            "{a,\"b c\",\"NULL\",NULL,\"d e\"}");
  EXPECT_EQ(ParsedText("{\"q\\\"x\"}", texts), "{\"q\\\"x\"}");
  auto elements = Value::Parse("{a,NULL}", texts)->elements();
  EXPECT_TRUE(elements[1].is_null());
  EXPECT_EQ(elements[1].type(), Type::Text());
}

}  // namespace
}  // namespace kite
