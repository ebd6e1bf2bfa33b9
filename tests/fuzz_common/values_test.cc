// Generated values and their SQL spelling: every literal the tester writes
// must mean exactly the value it was drawn as, or a report would show a
// query that differs from the one that ran.
#include "tests/fuzz_common/values.h"

#include <cmath>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/fuzz_common/rng.h"

namespace kite::fuzz {
namespace {

std::vector<Type> AllTypes() {
  return {Type::Boolean(),
          Type::Integer(),
          Type::Bigint(),
          Type::Double(),
          Type::Numeric(12, 2),
          Type::Numeric(10, 4),
          Type::Text(),
          Type::Date(),
          Type::Timestamp(),
          Type{TypeId::kIntegerArray},
          Type{TypeId::kBigintArray},
          Type{TypeId::kTextArray}};
}

TEST(SqlLiteralTest, EveryLiteralReadsBackAsTheSameValue) {
  auto db = Database::Open();
  ASSERT_TRUE(db.ok());
  // These test the tester: the interpreter is enough.
  ASSERT_TRUE((*db)->Execute("SET jit = off").ok());
  Rng rng(42);
  ValueProfile narrow;
  narrow.narrow = true;
  for (const Type& type : AllTypes()) {
    for (int i = 0; i < 150; ++i) {
      Value v = i % 10 == 0
                    ? Value::Null(type)
                    : RandomValue(rng, type, i % 2 ? narrow : ValueProfile{});
      std::string sql = "SELECT " + SqlLiteral(v);
      auto r = (*db)->Execute(sql);
      ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
      ASSERT_EQ(r->column_type(0), type) << sql;
      Value got = r->GetValue(0, 0);
      EXPECT_EQ(got.is_null(), v.is_null()) << sql;
      EXPECT_EQ(got.ToString(), v.ToString()) << sql;
      if (type.id == TypeId::kDouble && !v.is_null() &&
          !std::isnan(v.double_value())) {
        EXPECT_EQ(got.double_value(), v.double_value()) << sql;
        EXPECT_EQ(std::signbit(got.double_value()),
                  std::signbit(v.double_value()))
            << sql;
      }
    }
  }
}

TEST(RandomValueTest, ExtremesShowUp) {
  Rng rng(7);
  bool int_min = false, nan = false, minus_zero = false, empty = false;
  for (int i = 0; i < 3000; ++i) {
    Value a = RandomValue(rng, Type::Integer(), {});
    int_min |= a.int_value() == INT32_MIN;
    double d = RandomValue(rng, Type::Double(), {}).double_value();
    nan |= std::isnan(d);
    minus_zero |= d == 0 && std::signbit(d);
    empty |= RandomValue(rng, Type::Text(), {}).text().empty();
  }
  EXPECT_TRUE(int_min);
  EXPECT_TRUE(nan);
  EXPECT_TRUE(minus_zero);
  EXPECT_TRUE(empty);
}

}  // namespace
}  // namespace kite::fuzz
