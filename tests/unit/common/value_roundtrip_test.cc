// Randomized round trips: Parse(ToString(v)) == v for every scalar type.
#include <cmath>
#include <cstring>
#include <random>

#include "gtest/gtest.h"
#include "kite/value.h"

namespace kite {
namespace {

TEST(ValueRoundTripTest, ParseOfToStringIsIdentity) {
  std::mt19937_64 gen(42);
  auto bits = [&] { return gen(); };
  for (int i = 0; i < 5000; ++i) {
    double d;
    uint64_t raw = bits();
    std::memcpy(&d, &raw, sizeof d);
    if (std::isnan(d)) continue;
    Value v = Value::Double(d);
    auto back = Value::Parse(v.ToString(), Type::Double());
    ASSERT_TRUE(back.ok()) << v.ToString();
    EXPECT_EQ(back->double_value(), d) << v.ToString();

    int scale = static_cast<int>(bits() % 10);
    int precision = scale + 1 + static_cast<int>(bits() % (18 - scale));
    int64_t limit = 1;
    for (int k = 0; k < precision; ++k) limit *= 10;
    int64_t scaled = static_cast<int64_t>(bits() % limit);
    if (bits() % 2) scaled = -scaled;
    Value n = Value::Numeric(scaled, precision, scale);
    auto nb = Value::Parse(n.ToString(), n.type());
    ASSERT_TRUE(nb.ok()) << n.ToString();
    EXPECT_EQ(*nb, n) << n.ToString();

    // Timestamps between 1000 AD and 3000 AD.
    int64_t micros = -30610224000000000LL +
                     static_cast<int64_t>(bits() % 63113904000000000ULL);
    Value ts = Value::Timestamp(micros);
    auto tb = Value::Parse(ts.ToString(), Type::Timestamp());
    ASSERT_TRUE(tb.ok()) << ts.ToString();
    EXPECT_EQ(*tb, ts) << ts.ToString();
    Value date = Value::Date(static_cast<int32_t>(micros / 86400000000LL));
    auto db = Value::Parse(date.ToString(), Type::Date());
    ASSERT_TRUE(db.ok()) << date.ToString();
    EXPECT_EQ(*db, date) << date.ToString();

    Value big = Value::Bigint(static_cast<int64_t>(bits()));
    EXPECT_EQ(*Value::Parse(big.ToString(), Type::Bigint()), big);
  }
}

TEST(ValueRoundTripTest, TextArraysWithAwkwardElements) {
  Type t{TypeId::kTextArray};
  std::vector<Value> items = {Value::Text(""),           Value::Text("NULL"),
                              Value::Text("a\"b"),       Value::Text("c\\d"),
                              Value::Text(" e "),        Value::Text("{f,g}"),
                              Value::Null(Type::Text()), Value::Text("h")};
  Value v = Value::Array(t, items);
  auto back = Value::Parse(v.ToString(), t);
  ASSERT_TRUE(back.ok()) << v.ToString();
  EXPECT_EQ(*back, v) << v.ToString();
}

}  // namespace
}  // namespace kite
