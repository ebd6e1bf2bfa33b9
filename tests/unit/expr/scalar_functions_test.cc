#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "expr/bound_expr.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/unit/expr/expr_test_util.h"

namespace kite::testing {
namespace {

using ::testing::ElementsAre;

// Resolves `name` over the argument types as the binder would, casts the
// arguments, and evaluates the call.
std::string Call(const std::string& name, std::vector<BoundExprPtr> args) {
  std::vector<Type> types;
  for (const auto& a : args) types.push_back(a->type);
  auto sig = plan::ResolveFunction(name, types);
  if (!sig.ok()) return "error " + SqlStateOf(sig.status());
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i]->type != sig->arg_types[i] &&
        args[i]->type.id != TypeId::kNull) {
      args[i] = Cast(std::move(args[i]), sig->arg_types[i]);
    }
  }
  return ScalarText(*Fn(name, sig->result, std::move(args)));
}

BoundExprPtr Num(const char* text, int p, int s) {
  return Const(*Value::Parse(text, Type::Numeric(p, s)));
}
BoundExprPtr Dbl(double d) { return Const(Value::Double(d)); }

TEST(NumberFunctionsTest, RoundingFamily) {
  EXPECT_EQ(Call("abs", List(Int(-3))), "3");
  EXPECT_EQ(Call("abs", List(Int(INT32_MIN))),
            "error 22003: integer out of range");
  EXPECT_EQ(Call("abs", List(Num("-1.50", 5, 2))), "1.50");
  EXPECT_EQ(Call("round", List(Num("2.5", 5, 1))), "3");
  EXPECT_EQ(Call("round", List(Num("-2.5", 5, 1))), "-3");
  EXPECT_EQ(Call("round", List(Dbl(2.5))), "2");  // half to even for doubles
  EXPECT_EQ(Call("round", List(Num("1.2345", 8, 4), Int(2))), "1.2300");
  EXPECT_EQ(Call("round", List(Num("1234.5", 8, 1), Int(-2))), "1200.0");
  EXPECT_EQ(Call("trunc", List(Num("-1.99", 5, 2), Int(1))), "-1.90");
  EXPECT_EQ(Call("ceil", List(Num("1.01", 5, 2))), "2");
  EXPECT_EQ(Call("floor", List(Num("-1.01", 5, 2))), "-2");
  EXPECT_EQ(Call("ceiling", List(Dbl(-0.5))), "-0");
  EXPECT_EQ(Call("floor", List(Int(7))), "7");
  EXPECT_EQ(Call("sign", List(Num("-4.2", 5, 1))), "-1");
  EXPECT_EQ(Call("mod", List(Int(-7), Int(3))), "-1");
  EXPECT_EQ(Call("mod", List(Int(7), Int(0))), "error 22012: division by zero");
  EXPECT_EQ(Call("mod", List(Num("7.5", 5, 1), Int(2))), "1.5");
}

TEST(NumberFunctionsTest, Math) {
  EXPECT_EQ(Call("sqrt", List(Dbl(16))), "4");
  EXPECT_EQ(Call("sqrt", List(Int(2))), "1.4142135623730951");
  EXPECT_EQ(Call("sqrt", List(Dbl(-1))),
            "error 2201F: cannot take square root of a negative number");
  EXPECT_EQ(Call("power", List(Int(2), Int(10))), "1024");
  EXPECT_EQ(Call("power", List(Dbl(0), Dbl(-1))),
            "error 2201F: zero raised to a negative power is undefined");
  EXPECT_EQ(Call("ln", List(Dbl(0))),
            "error 2201E: cannot take logarithm of zero");
  EXPECT_EQ(Call("log", List(Dbl(1000))), "3");
  EXPECT_EQ(Call("abs", List(Str("x"))), "error 42883");
}

TEST(StringFunctionsTest, Basics) {
  EXPECT_EQ(Call("lower", List(Str("AbC"))), "abc");
  EXPECT_EQ(Call("upper", List(Str("AbC"))), "ABC");
  EXPECT_EQ(Call("length", List(Str("caf\xc3\xa9"))), "4");
  EXPECT_EQ(Call("octet_length", List(Str("caf\xc3\xa9"))), "5");
  EXPECT_EQ(Call("lower", List(Int(1))), "error 42883");
  EXPECT_EQ(Call("substr", List(Str("hello"), Int(2), Int(3))), "ell");
  EXPECT_EQ(Call("substr", List(Str("hello"), Int(0), Int(3))), "he");
  EXPECT_EQ(Call("substr", List(Str("hello"), Int(-5), Int(3))), "");
  EXPECT_EQ(Call("substring", List(Str("hello"), Int(3))), "llo");
  EXPECT_EQ(Call("substr", List(Str("hello"), Int(2), Int(-1))),
            "error 22011: negative substring length not allowed");
  EXPECT_EQ(Call("substr", List(Str("\xc3\xa9t\xc3\xa9"), Int(2), Int(2))),
            "t\xc3\xa9");
  EXPECT_EQ(Call("position", List(Str("lo"), Str("hello"))), "4");
  EXPECT_EQ(Call("position", List(Str("x"), Str("hello"))), "0");
  EXPECT_EQ(Call("strpos", List(Str("hello"), Str("l"))), "3");
  EXPECT_EQ(Call("trim", List(Str("  a b  "))), "a b");
  EXPECT_EQ(Call("ltrim", List(Str("xxaxx"), Str("x"))), "axx");
  EXPECT_EQ(Call("rtrim", List(Str("xxaxx"), Str("x"))), "xxa");
  EXPECT_EQ(Call("btrim", List(Str("xyaxy"), Str("yx"))), "a");
  EXPECT_EQ(Call("replace", List(Str("a-b-c"), Str("-"), Str("+"))), "a+b+c");
  EXPECT_EQ(Call("left", List(Str("hello"), Int(2))), "he");
  EXPECT_EQ(Call("left", List(Str("hello"), Int(-2))), "hel");
  EXPECT_EQ(Call("right", List(Str("hello"), Int(2))), "lo");
  EXPECT_EQ(Call("right", List(Str("hello"), Int(-2))), "llo");
  EXPECT_EQ(Call("reverse", List(Str("abc"))), "cba");
  EXPECT_EQ(Call("repeat", List(Str("ab"), Int(3))), "ababab");
  EXPECT_EQ(Call("lpad", List(Str("7"), Int(3), Str("0"))), "007");
  EXPECT_EQ(Call("lpad", List(Str("hello"), Int(8), Str("xy"))), "xyxhello");
  EXPECT_EQ(Call("rpad", List(Str("ab"), Int(5), Str("xy"))), "abxyx");
  EXPECT_EQ(Call("initcap", List(Str("foo-bar"))), "Foo-Bar");
  EXPECT_EQ(Call("rpad", List(Str("hello"), Int(2))), "he");
  EXPECT_EQ(Call("split_part", List(Str("a,b,c"), Str(","), Int(2))), "b");
  EXPECT_EQ(Call("split_part", List(Str("a,b,c"), Str(","), Int(-1))), "c");
  EXPECT_EQ(Call("initcap", List(Str("hello wORLD"))), "Hello World");
  EXPECT_EQ(Call("chr", List(Int(65))), "A");
  EXPECT_EQ(Call("ascii", List(Str("A"))), "65");
  EXPECT_EQ(Call("lower", List(NullOf(Type::Text()))), "NULL");
}

TEST(StringFunctionsTest, ConcatIgnoresNulls) {
  EXPECT_EQ(
      Call("concat", List(Str("a"), NullOf(Type::Text()), Int(1), Bool(true))),
      "a1t");
  EXPECT_EQ(Call("concat_ws",
                 List(Str(","), Str("a"), NullOf(Type::Text()), Str("b"))),
            "a,b");
}

TEST(StringFunctionsTest, VectorizedLowerOverColumn) {
  Type t = Type::Text();
  DataChunk c = Chunk({{t, {Value::Text("ABC"), Value::Null(t)}}});
  EXPECT_THAT(EvalText(*Fn("lower", t, List(Col(0, t))), c),
              ElementsAre("abc", "NULL"));
  EXPECT_THAT(EvalText(*Fn("length", Type::Integer(), List(Col(0, t))), c),
              ElementsAre("3", "NULL"));
}

TEST(TimeFunctionsTest, StatementTimeIsReadOnceThenKept) {
  const int64_t year_2020 = 1577836800000000;
  StatementTime time;
  const int64_t first = time.micros();
  EXPECT_GT(first, year_2020);
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  EXPECT_EQ(time.micros(), first);
  EvalContext ctx;
  ctx.statement_time = &time;
  EXPECT_EQ(ScalarText(*Fn("now", Type::Timestamp(), {}), &ctx),
            ScalarText(*Fn("now", Type::Timestamp(), {}), &ctx));
  // Without a statement, the clock.
  EvalContext bare;
  EXPECT_GT(ScalarText(*Fn("now", Type::Timestamp(), {}), &bare), "2020");
}

TEST(TimeFunctionsTest, NowAndParts) {
  EvalContext ctx;
  const StatementTime time(1706702400000000);  // 2024-01-31 12:00:00
  ctx.statement_time = &time;
  EXPECT_EQ(ScalarText(*Fn("now", Type::Timestamp(), {}), &ctx),
            "2024-01-31 12:00:00");
  EXPECT_EQ(ScalarText(*Fn("current_date", Type::Date(), {}), &ctx),
            "2024-01-31");
  auto ts = [] {
    return Const(*Value::Parse("2024-03-15 10:20:30.5", Type::Timestamp()));
  };
  EXPECT_EQ(Call("date_part", List(Str("year"), ts())), "2024");
  EXPECT_EQ(Call("date_part", List(Str("month"), ts())), "3");
  EXPECT_EQ(Call("date_part", List(Str("second"), ts())), "30.5");
  EXPECT_EQ(Call("date_part", List(Str("dow"), ts())), "5");
  EXPECT_EQ(Call("date_part", List(Str("doy"), ts())), "75");
  EXPECT_EQ(Call("date_part", List(Str("epoch"), Const(Value::Date(1)))),
            "86400");
  EXPECT_EQ(Call("date_trunc", List(Str("month"), ts())),
            "2024-03-01 00:00:00");
  EXPECT_EQ(Call("date_trunc", List(Str("hour"), ts())), "2024-03-15 10:00:00");
  EXPECT_EQ(Call("date_part", List(Str("fortnight"), ts())).substr(0, 11),
            "error 22023");
  auto at = [](const char* text) {
    return Const(*Value::Parse(text, Type::Timestamp()));
  };
  // Values checked against PostgreSQL 15.
  EXPECT_EQ(Call("date_part", List(Str("week"), at("2021-01-03"))), "53");
  EXPECT_EQ(Call("date_part", List(Str("century"), at("2000-12-31"))), "20");
  EXPECT_EQ(Call("date_part", List(Str("isodow"), at("2024-03-17"))), "7");
  EXPECT_EQ(Call("date_part", List(Str("milliseconds"), ts())), "30500");
  EXPECT_EQ(Call("date_trunc", List(Str("week"), at("2024-03-17 10:00"))),
            "2024-03-11 00:00:00");
  EXPECT_EQ(Call("date_trunc", List(Str("century"), at("2024-03-17"))),
            "2001-01-01 00:00:00");
}

TEST(ArrayFunctionsTest, Basics) {
  Type ints{TypeId::kIntegerArray};
  auto arr = [&](const char* s) { return Const(*Value::Parse(s, ints)); };
  EXPECT_EQ(Call("cardinality", List(arr("{1,2,3}"))), "3");
  EXPECT_EQ(Call("cardinality", List(arr("{}"))), "0");
  EXPECT_EQ(Call("array_length", List(arr("{1,2,3}"), Int(1))), "3");
  EXPECT_EQ(Call("array_length", List(arr("{}"), Int(1))), "NULL");
  EXPECT_EQ(Call("array_to_string", List(arr("{1,NULL,3}"), Str("-"))), "1-3");
  EXPECT_EQ(Call("array_append", List(arr("{1}"), Int(2))), "{1,2}");
  EXPECT_EQ(Call("array_position", List(arr("{5,6}"), Int(6))), "2");
  EXPECT_EQ(Call("greatest", List(Int(1), Int(7), NullOf(Type::Integer()))),
            "7");
  EXPECT_EQ(Call("least", List(Int(1), Big(-7))), "-7");
  EXPECT_EQ(Call("greatest", List(Int(1), Str("a"))).substr(0, 11),
            "error 42804");
}

}  // namespace
}  // namespace kite::testing
