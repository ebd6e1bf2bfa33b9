#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/unit/expr/expr_test_util.h"

namespace kite::testing {
namespace {

using ::testing::ElementsAre;

const Type kInt = Type::Integer();
const Type kInts{TypeId::kIntegerArray};
const Type kTexts{TypeId::kTextArray};

BoundExprPtr Arr(const char* text, Type t = kInts) {
  return Const(*Value::Parse(text, t));
}

BoundExprPtr InList(BoundExprPtr x, std::vector<BoundExprPtr> items,
                    bool negated = false) {
  auto e = Node(BoundKind::kInList, Type::Boolean());
  e->children.push_back(std::move(x));
  for (auto& item : items) e->children.push_back(std::move(item));
  e->negated = negated;
  return e;
}

TEST(InListTest, NullSemantics) {
  DataChunk c = Chunk(
      {{kInt, {Value::Integer(1), Value::Integer(5), Value::Null(kInt)}}});
  EXPECT_THAT(EvalText(*InList(Col(0, kInt), List(Int(1), Int(2))), c),
              ElementsAre("t", "f", "NULL"));
  EXPECT_THAT(EvalText(*InList(Col(0, kInt), List(Int(1), NullOf(kInt))), c),
              ElementsAre("t", "NULL", "NULL"));
  EXPECT_THAT(
      EvalText(*InList(Col(0, kInt), List(Int(1), NullOf(kInt)), true), c),
      ElementsAre("f", "NULL", "NULL"));
}

TEST(InListTest, LongConstantListsUseTheSameSemantics) {
  DataChunk c = Chunk(
      {{kInt, {Value::Integer(1), Value::Integer(50), Value::Null(kInt)}}});
  std::vector<BoundExprPtr> items;
  for (int i = 0; i < 20; ++i) items.push_back(Int(i));
  EXPECT_THAT(EvalText(*InList(Col(0, kInt), std::move(items)), c),
              ElementsAre("t", "f", "NULL"));
  std::vector<BoundExprPtr> with_null;
  for (int i = 0; i < 20; ++i) with_null.push_back(Int(i));
  with_null.push_back(NullOf(kInt));
  EXPECT_THAT(EvalText(*InList(Col(0, kInt), std::move(with_null), true), c),
              ElementsAre("f", "NULL", "NULL"));
  Type t = Type::Text();
  DataChunk s = Chunk({{t, {Value::Text("k3"), Value::Text("zz")}}});
  std::vector<BoundExprPtr> words;
  for (int i = 0; i < 10; ++i) words.push_back(Str("k" + std::to_string(i)));
  EXPECT_THAT(EvalText(*InList(Col(0, t), std::move(words)), s),
              ElementsAre("t", "f"));
}

TEST(AnyAllTest, NullSemantics) {
  auto any = [](BoundExprPtr x, BoundExprPtr arr, ast::Op op, bool all) {
    auto e = Node(BoundKind::kAnyArray, Type::Boolean(),
                  List(std::move(x), std::move(arr)));
    e->op = op;
    e->all = all;
    return ScalarText(*e);
  };
  EXPECT_EQ(any(Int(2), Arr("{1,2,3}"), ast::Op::kEq, false), "t");
  EXPECT_EQ(any(Int(5), Arr("{1,2,3}"), ast::Op::kEq, false), "f");
  EXPECT_EQ(any(Int(5), Arr("{1,NULL}"), ast::Op::kEq, false), "NULL");
  EXPECT_EQ(any(Int(1), Arr("{1,NULL}"), ast::Op::kEq, false), "t");
  EXPECT_EQ(any(Int(5), Arr("{}"), ast::Op::kEq, false), "f");
  EXPECT_EQ(any(NullOf(kInt), Arr("{}"), ast::Op::kEq, false), "f");
  EXPECT_EQ(any(NullOf(kInt), Arr("{1}"), ast::Op::kEq, false), "NULL");
  EXPECT_EQ(any(Int(5), NullOf(kInts), ast::Op::kEq, false), "NULL");
  EXPECT_EQ(any(Int(5), Arr("{1,2}"), ast::Op::kGt, true), "t");
  EXPECT_EQ(any(Int(2), Arr("{1,2}"), ast::Op::kGt, true), "f");
  EXPECT_EQ(any(Int(5), Arr("{1,NULL}"), ast::Op::kGt, true), "NULL");
  EXPECT_EQ(any(Int(0), Arr("{1,NULL}"), ast::Op::kGt, true), "f");
  EXPECT_EQ(any(Int(5), Arr("{}"), ast::Op::kGt, true), "t");
  EXPECT_EQ(any(Big(3), Arr("{1,2,3}"), ast::Op::kEq, false), "t");
}

TEST(ArrayOpTest, ContainsContainedOverlaps) {
  auto op = [](const char* l, ast::Op o, const char* r) {
    auto e = Node(BoundKind::kArrayOp, Type::Boolean(), List(Arr(l), Arr(r)));
    e->op = o;
    return ScalarText(*e);
  };
  EXPECT_EQ(op("{1,2,3}", ast::Op::kContains, "{3,1}"), "t");
  EXPECT_EQ(op("{1,2,3}", ast::Op::kContains, "{4}"), "f");
  EXPECT_EQ(op("{1,2,3}", ast::Op::kContains, "{}"), "t");
  EXPECT_EQ(op("{1,NULL}", ast::Op::kContains, "{NULL}"), "f");
  EXPECT_EQ(op("{1,2}", ast::Op::kContainedBy, "{1,2,3}"), "t");
  EXPECT_EQ(op("{1,5}", ast::Op::kOverlaps, "{5,6}"), "t");
  EXPECT_EQ(op("{1,5}", ast::Op::kOverlaps, "{7}"), "f");
}

TEST(ArrayTest, ConstructorAndSubscript) {
  auto ctor =
      Node(BoundKind::kArrayCtor, kInts, List(Int(1), NullOf(kInt), Int(3)));
  EXPECT_EQ(ScalarText(*ctor), "{1,NULL,3}");
  auto texts = Node(BoundKind::kArrayCtor, kTexts, List(Str("a b"), Str("c")));
  EXPECT_EQ(ScalarText(*texts), "{\"a b\",c}");
  auto sub = [](int i) {
    return ScalarText(
        *Node(BoundKind::kSubscript, kInt, List(Arr("{10,20}"), Int(i))));
  };
  EXPECT_EQ(sub(1), "10");
  EXPECT_EQ(sub(2), "20");
  EXPECT_EQ(sub(3), "NULL");
  EXPECT_EQ(sub(0), "NULL");
}

}  // namespace
}  // namespace kite::testing
