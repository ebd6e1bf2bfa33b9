// Lowering scan predicates for the JIT: the shape (the kernel cache key)
// names kinds, types, operators, columns and storage layouts but no values.
#include "jit/lower_predicate.h"

#include <list>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/unit/jit/jit_test_util.h"

namespace kite::jit {
namespace {

using ::kite::jit_testing::BoundQueries;
using ::testing::HasSubstr;

class LowerPredicateTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // t.s has few distinct values (dictionary); th.s has more than a
    // dictionary holds (heap).
    std::shared_ptr<Table> t = q_.AddTable("t", {{"a", Type::Integer()},
                                                 {"b", Type::Bigint()},
                                                 {"d", Type::Double()},
                                                 {"n", Type::Numeric(10, 2)},
                                                 {"s", Type::Text()},
                                                 {"f", Type::Boolean()}});
    for (int i = 0; i < 100; ++i) {
      ASSERT_TRUE(
          t->Insert({Value::Integer(i), Value::Bigint(i * 10),
                     Value::Double(i / 4.0), Value::Numeric(i * 7, 10, 2),
                     Value::Text("k" + std::to_string(i % 5)),
                     Value::Boolean(i % 2 == 0)},
                    nullptr)
              .ok());
    }
    std::shared_ptr<Table> th =
        q_.AddTable("th", {{"a", Type::Integer()}, {"s", Type::Text()}});
    for (int i = 0; i < 70000; ++i) {
      ASSERT_TRUE(
          th->Insert({Value::Integer(i), Value::Text("v" + std::to_string(i))},
                     nullptr)
              .ok());
    }
    std::shared_ptr<Table> td =
        q_.AddTable("td", {{"day", Type::Date()}, {"at", Type::Timestamp()}});
    for (int i = 0; i < 10; ++i) {
      ASSERT_TRUE(td->Insert({Value::Date(18000 + i),
                              Value::Timestamp(int64_t{i} * 3600000000)},
                             nullptr)
                      .ok());
    }
    ASSERT_TRUE(t->IsDictionaryEncoded(4));
    ASSERT_FALSE(th->IsDictionaryEncoded(1));
  }

  // The lowering of the WHERE clause of `select`, with `params`.
  absl::StatusOr<LoweredPredicate> Lower(
      const std::string& select, const std::vector<Value>& params = {}) {
    auto scan = q_.ScanOf(select);
    if (!scan.ok()) return scan.status();
    params_.push_back(params);
    contexts_.emplace_back();
    contexts_.back().params = &params_.back();
    return LowerPredicate(*(*scan)->predicate, *(*scan)->table, &params_.back(),
                          &contexts_.back());
  }

  // The lowering of the WHERE clause of `select` with the constant 424242
  // made a scalar subquery (which this test's binder cannot plan).
  absl::StatusOr<LoweredPredicate> LowerWithSubquery(
      const std::string& select) {
    auto scan = q_.ScanOf(select);
    if (!scan.ok()) return scan.status();
    predicates_.push_back((*scan)->predicate->Clone());
    MakeSubquery(predicates_.back().get());
    contexts_.emplace_back();
    return LowerPredicate(*predicates_.back(), *(*scan)->table, nullptr,
                          &contexts_.back());
  }
  static void MakeSubquery(plan::BoundExpr* e) {
    if (e->kind == plan::BoundKind::kConstant && !e->constant.is_null() &&
        e->constant.type().is_int_lane() && e->constant.int_value() == 424242) {
      e->kind = plan::BoundKind::kSubquery;
      e->subquery_id = 0;
    }
    for (auto& c : e->children) MakeSubquery(c.get());
  }

  // The interpreter calls in the lowering of `select`'s WHERE clause,
  // which must lower in full (-1 if it does not).
  int InterpreterCalls(const std::string& select) {
    auto l = Lower(select);
    EXPECT_TRUE(l.ok()) << select << ": " << l.status();
    if (!l.ok()) return -1;
    EXPECT_TRUE(l->complete) << select;
    return l->generic_calls;
  }

  std::string Shape(const std::string& select,
                    const std::vector<Value>& params = {}) {
    auto l = Lower(select, params);
    EXPECT_TRUE(l.ok()) << select << ": " << l.status();
    return l.ok() ? l->shape : "error: " + std::string(l.status().message());
  }

  BoundQueries q_;
  std::list<std::vector<Value>> params_;  // stable addresses
  std::list<EvalContext> contexts_;
  std::list<plan::BoundExprPtr> predicates_;
};

TEST_F(LowerPredicateTest, SameShapeForDifferentLiterals) {
  EXPECT_EQ(Shape("SELECT * FROM t WHERE a > 5"),
            Shape("SELECT * FROM t WHERE a > 70"));
  EXPECT_EQ(Shape("SELECT * FROM t WHERE d < 1.5 AND b = 3"),
            Shape("SELECT * FROM t WHERE d < 7.25 AND b = 12345"));
  EXPECT_EQ(Shape("SELECT * FROM t WHERE n >= 1.25"),
            Shape("SELECT * FROM t WHERE n >= 3.50"));
  // Literals of other precision and scale.
  EXPECT_EQ(Shape("SELECT * FROM t WHERE n >= 1.5"),
            Shape("SELECT * FROM t WHERE n >= 123.25"));
  EXPECT_EQ(Shape("SELECT * FROM t WHERE d < 1"),
            Shape("SELECT * FROM t WHERE d < 2.5"));
  // A text that occurs in the dictionary and one that does not.
  EXPECT_EQ(Shape("SELECT * FROM t WHERE s = 'k1'"),
            Shape("SELECT * FROM t WHERE s = 'absent'"));
  EXPECT_EQ(Shape("SELECT * FROM th WHERE s = 'v1'"),
            Shape("SELECT * FROM th WHERE s = 'absent'"));
  EXPECT_EQ(Shape("SELECT * FROM t WHERE s LIKE 'k%'"),
            Shape("SELECT * FROM t WHERE s LIKE '%zz_'"));
  EXPECT_EQ(Shape("SELECT * FROM th WHERE s LIKE 'v1%'"),
            Shape("SELECT * FROM th WHERE s LIKE '%9'"));
  EXPECT_EQ(Shape("SELECT * FROM t WHERE a IN (1, 2, 3)"),
            Shape("SELECT * FROM t WHERE a IN (7, 8, 9)"));
  EXPECT_EQ(Shape("SELECT * FROM t WHERE a + 1 > 5 OR f IS TRUE"),
            Shape("SELECT * FROM t WHERE a + 100 > 55 OR f IS TRUE"));
}

TEST_F(LowerPredicateTest, SameShapeForDifferentParameters) {
  const std::string sql = "SELECT * FROM t WHERE a > $1 AND s = $2";
  EXPECT_EQ(Shape(sql, {Value::Integer(1), Value::Text("k1")}),
            Shape(sql, {Value::Integer(50), Value::Text("nope")}));
  // A NULL parameter travels as an argument too.
  EXPECT_EQ(
      Shape("SELECT * FROM t WHERE b < $1", {Value::Bigint(3)}),
      Shape("SELECT * FROM t WHERE b < $1", {Value::Null(Type::Bigint())}));
}

TEST_F(LowerPredicateTest, ValuesGoToArguments) {
  auto l =
      Lower("SELECT * FROM t WHERE b > 1234 AND a < $1", {Value::Integer(77)});
  ASSERT_TRUE(l.ok()) << l.status();
  // Kernel column slots in order of first use: b (1), then a (0).
  EXPECT_EQ(l->columns, (std::vector<int>{1, 0}));
  std::vector<int64_t> ints;
  for (const KernelConst& c : l->args) ints.push_back(c.i);
  EXPECT_THAT(ints, ::testing::Contains(1234));
  EXPECT_THAT(ints, ::testing::Contains(77));
  EXPECT_THAT(l->shape, ::testing::Not(HasSubstr("1234")));
}

TEST_F(LowerPredicateTest, ShapesDifferInOperatorTypeColumnAndLayout) {
  const std::vector<std::string> selects = {
      "SELECT * FROM t WHERE a > 5",
      "SELECT * FROM t WHERE a >= 5",
      "SELECT * FROM t WHERE a = 5",
      "SELECT * FROM t WHERE a <> 5",
      "SELECT * FROM t WHERE b > 5",     // another column and type
      "SELECT * FROM t WHERE d > 5",     // double
      "SELECT * FROM t WHERE n > 5",     // numeric
      "SELECT * FROM th WHERE a > 5",    // same type, other table: same?
      "SELECT * FROM t WHERE s = 'x'",   // dictionary text
      "SELECT * FROM th WHERE s = 'x'",  // heap text
      "SELECT * FROM t WHERE s LIKE 'x%'",
      "SELECT * FROM th WHERE s LIKE 'x%'",
      "SELECT * FROM t WHERE NOT (a > 5)",
      "SELECT * FROM t WHERE a > 5 AND b > 5",
      "SELECT * FROM t WHERE a > 5 OR b > 5",
      "SELECT * FROM t WHERE a IS NULL",
      "SELECT * FROM t WHERE a IS NOT NULL",
      "SELECT * FROM t WHERE a IN (1, 2)",
      "SELECT * FROM t WHERE a NOT IN (1, 2)",
  };
  std::vector<std::string> shapes;
  for (const std::string& s : selects) shapes.push_back(Shape(s));
  for (size_t i = 0; i < shapes.size(); ++i) {
    for (size_t j = i + 1; j < shapes.size(); ++j) {
      // Column a of t and of th are both column 0, INTEGER, plain: one
      // kernel serves both.
      if (i == 0 &&
          selects[j].find("FROM th WHERE a > 5") != std::string::npos) {
        EXPECT_EQ(shapes[i], shapes[j]);
        continue;
      }
      EXPECT_NE(shapes[i], shapes[j]) << selects[i] << "\n" << selects[j];
    }
  }
}

TEST_F(LowerPredicateTest, DictionaryAndHeapTextUseDifferentNodes) {
  auto dict = Lower("SELECT * FROM t WHERE s = 'k1'");
  auto heap = Lower("SELECT * FROM th WHERE s = 'v1'");
  ASSERT_TRUE(dict.ok() && heap.ok());
  EXPECT_EQ(dict->root->op, KOp::kCodeCompare);
  EXPECT_EQ(heap->root->op, KOp::kCompare);
  EXPECT_EQ(heap->root->children[0]->layout, Layout::kHeap);
}

TEST_F(LowerPredicateTest, UnsupportedPartsGiveAReason) {
  auto f = LowerWithSubquery("SELECT * FROM t WHERE a = 424242");
  ASSERT_FALSE(f.ok());
  EXPECT_EQ(f.status().code(), absl::StatusCode::kUnimplemented);
  EXPECT_THAT(f.status().message(), HasSubstr("subquery"));
}

// Operators the kernel has no code for are calls of the interpreter on
// their operands (a kCall whose call site holds the operator).
TEST_F(LowerPredicateTest, EveryOperatorLowers) {
  for (const char* where : {
           "(ARRAY[a, 2])[1] = 3",                      // ARRAY[], subscript
           "a = ANY(ARRAY[1, b::int])",                 // ARRAY[] of columns
           "ARRAY[a] @> ARRAY[1]",                      // array operator
           "array_length(ARRAY[a, 2], 1) = 2",          // function of arrays
           "COALESCE(CAST(d AS numeric(9,2)), n) = 1",  // nested
       }) {
    EXPECT_GT(InterpreterCalls(std::string("SELECT * FROM t WHERE ") + where),
              0)
        << where;
  }
}

// text || text and casts to and from text are calls too, but of direct
// implementations (jit/runtime.h FindDirectOp), not of Evaluate.
TEST_F(LowerPredicateTest, TextOperatorsAreDirectCalls) {
  for (const char* where : {
           "s || 'x' = 'k1x'",
           "CAST(a AS text) LIKE '1%'",
           "CAST(n AS text) = '1.50' OR CAST(f AS text) = 'true'",
           "CAST(s AS integer) > 1",
           "CAST(s AS numeric(5,1)) > 1",
           "s LIKE s",
           "s NOT ILIKE s || '%' ESCAPE '#'",
           "a > 5 AND s || 'x' = 'k1x'",
       }) {
    EXPECT_EQ(InterpreterCalls(std::string("SELECT * FROM t WHERE ") + where),
              0)
        << where;
  }
}

// Cheap operators with exactly the interpreter's results compile natively.
TEST_F(LowerPredicateTest, DateTimeDoubleAndNumericOperatorsAreNative) {
  for (const char* select : {
           "SELECT * FROM td WHERE day + 3 > DATE '2020-01-01'",
           "SELECT * FROM td WHERE 3 + day > DATE '2020-01-01'",
           "SELECT * FROM td WHERE day - 3 < DATE '2020-01-01'",
           "SELECT * FROM td WHERE day - DATE '2019-01-01' = 7",
           "SELECT * FROM td WHERE CAST(day AS timestamp) < at",
           "SELECT * FROM td WHERE CAST(at AS date) = day",
           "SELECT * FROM t WHERE d % 2 > 1",
           "SELECT * FROM t WHERE n / 3 > 1",
           "SELECT * FROM t WHERE CAST(b AS numeric(12,2)) / n > 1",
           "SELECT * FROM t WHERE n % 3 = 1",
           "SELECT * FROM t WHERE a % n = 1",
           "SELECT * FROM t WHERE -n < 0",
           "SELECT * FROM t WHERE CAST(n AS integer) = 1",
           "SELECT * FROM t WHERE CAST(n AS bigint) = 1",
           "SELECT * FROM t WHERE CAST(n AS numeric(8,1)) = 1.5",
           "SELECT * FROM t WHERE CAST(n AS double precision) > 1.5",
           "SELECT * FROM t WHERE CAST(d AS integer) = 1",
           "SELECT * FROM t WHERE CAST(d AS bigint) = 1",
       }) {
    EXPECT_EQ(InterpreterCalls(select), 0) << select;
  }
}

TEST_F(LowerPredicateTest, InterpretedOperatorsKeepValuesOutOfTheShape) {
  EXPECT_EQ(Shape("SELECT * FROM t WHERE s || 'x' = 'k1x'"),
            Shape("SELECT * FROM t WHERE s || 'yy' = 'k2yy'"));
  EXPECT_EQ(Shape("SELECT * FROM t WHERE CAST(a AS text) LIKE '1%'"),
            Shape("SELECT * FROM t WHERE CAST(a AS text) LIKE '%7'"));
  EXPECT_NE(Shape("SELECT * FROM t WHERE s || 'x' = 'k1x'"),
            Shape("SELECT * FROM t WHERE CAST(a AS text) = 'k1x'"));
}

TEST_F(LowerPredicateTest, AndLowersItsCompilablePrefix) {
  // The first operand natively; the interpreter evaluates the rest by
  // batch, which is faster than calling it per row.
  auto l = Lower("SELECT * FROM t WHERE a > 5 AND ARRAY[a] @> ARRAY[b::int]");
  ASSERT_TRUE(l.ok()) << l.status();
  EXPECT_FALSE(l->complete);
  EXPECT_EQ(l->generic_calls, 0);
  EXPECT_THAT(l->partial, HasSubstr("ARRAY[]"));
  auto whole = Lower("SELECT * FROM t WHERE a > 5 AND b > 3");
  ASSERT_TRUE(whole.ok()) << whole.status();
  EXPECT_TRUE(whole->complete);
  // Without a native first operand, the whole AND with interpreter calls.
  auto calls =
      Lower("SELECT * FROM t WHERE ARRAY[a] @> ARRAY[b::int] AND a > 5");
  ASSERT_TRUE(calls.ok()) << calls.status();
  EXPECT_TRUE(calls->complete);
  EXPECT_EQ(calls->generic_calls, 2);  // the two ARRAY[]s
  // A subquery stays in the interpreter.
  auto sub = LowerWithSubquery(
      "SELECT * FROM t WHERE ARRAY[a] @> ARRAY[b::int] AND a = 424242");
  ASSERT_TRUE(sub.ok()) << sub.status();
  EXPECT_FALSE(sub->complete);
  EXPECT_THAT(sub->partial, HasSubstr("subquery"));
}

TEST_F(LowerPredicateTest, ShapeNamesNoValues) {
  auto l = Lower("SELECT * FROM th WHERE s = 'needle-987654' AND a > 424242");
  ASSERT_TRUE(l.ok()) << l.status();
  EXPECT_THAT(l->shape, ::testing::Not(HasSubstr("needle")));
  EXPECT_THAT(l->shape, ::testing::Not(HasSubstr("424242")));
}

TEST_F(LowerPredicateTest, AggregateShapeDependsOnAggregatesNotValues) {
  auto shape = [&](const std::string& select) -> std::string {
    auto agg = q_.AggregateOf(select);
    if (!agg.ok()) return "error: " + std::string(agg.status().message());
    const plan::PlanNode& scan = *(*agg)->children[0];
    auto l = LowerAggregate(**agg, *scan.table, nullptr);
    if (!l.ok()) return "error: " + std::string(l.status().message());
    return l->base.shape;
  };
  const std::string a =
      shape("SELECT s, count(*), sum(a) FROM t WHERE a > 5 GROUP BY s");
  EXPECT_THAT(a, ::testing::Not(HasSubstr("error")));
  EXPECT_EQ(a,
            shape("SELECT s, count(*), sum(a) FROM t WHERE a > 9 GROUP BY s"));
  EXPECT_NE(a,
            shape("SELECT s, count(*), max(a) FROM t WHERE a > 5 GROUP BY s"));
  EXPECT_NE(a,
            shape("SELECT f, count(*), sum(a) FROM t WHERE a > 5 GROUP BY f"));
  // Heap text has no small domain to number groups by: a hash table does.
  const std::string hashed = shape("SELECT s, count(*) FROM th GROUP BY s");
  EXPECT_THAT(hashed, HasSubstr("hash:"));
  EXPECT_THAT(a, ::testing::Not(HasSubstr("hash:")));
  EXPECT_NE(hashed, shape("SELECT s, count(DISTINCT s) FROM th GROUP BY s"));
  EXPECT_NE(shape("SELECT a, count(*) FROM t GROUP BY a"),
            shape("SELECT a % 10, count(*) FROM t GROUP BY a % 10"));
}

}  // namespace
}  // namespace kite::jit
