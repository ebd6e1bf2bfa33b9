#include "expr/expression_like.h"

#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/unit/expr/expr_test_util.h"

namespace kite::testing {
namespace {

using ::testing::ElementsAre;

bool Like(std::string_view text, std::string_view pattern, bool ci = false,
          std::string_view escape = "\\") {
  auto m = expr::LikeMatcher::Compile(pattern, escape, ci);
  EXPECT_TRUE(m.ok()) << m.status();
  return m.ok() && m->Matches(text);
}

TEST(LikeMatcherTest, Wildcards) {
  EXPECT_TRUE(Like("hello", "hello"));
  EXPECT_FALSE(Like("hello", "hell"));
  EXPECT_TRUE(Like("hello", "he%"));
  EXPECT_TRUE(Like("hello", "%llo"));
  EXPECT_TRUE(Like("hello", "%ll%"));
  EXPECT_TRUE(Like("hello", "h_llo"));
  EXPECT_FALSE(Like("hllo", "h_llo"));
  EXPECT_TRUE(Like("hello", "%"));
  EXPECT_TRUE(Like("", "%"));
  EXPECT_FALSE(Like("", "_"));
  EXPECT_TRUE(Like("", ""));
  EXPECT_TRUE(Like("abcabc", "%b_a%c"));
  EXPECT_TRUE(Like("mississippi", "%iss%ipp%"));
  EXPECT_FALSE(Like("mississippi", "%iss%ipx%"));
  EXPECT_TRUE(Like("aaa", "a%a%a"));
  EXPECT_FALSE(Like("aa", "a%a%a"));
  EXPECT_TRUE(Like("x%y", "x\\%y"));
  EXPECT_FALSE(Like("xzy", "x\\%y"));
  EXPECT_TRUE(Like("x_y", "x#_y", false, "#"));
  EXPECT_TRUE(Like("a\\b", "a\\b", false, ""));  // no escape character
  // _ is one character, not one byte.
  EXPECT_TRUE(Like("caf\xc3\xa9", "caf_"));
  EXPECT_TRUE(Like("\xc3\xa9t\xc3\xa9", "_t_"));
}

TEST(LikeMatcherTest, CaseInsensitiveAndErrors) {
  EXPECT_TRUE(Like("Hello", "hE%", true));
  EXPECT_FALSE(Like("Hello", "hE%", false));
  // A trailing escape fails only when matching reaches it with text left.
  auto trailing = expr::LikeMatcher::Compile("abc\\", "\\", false);
  ASSERT_TRUE(trailing.ok());
  EXPECT_FALSE(*trailing->Match("abc"));
  EXPECT_FALSE(*trailing->Match("xyz"));
  auto bad = trailing->Match("abcd");
  EXPECT_EQ(SqlStateOf(bad.status()), "22025");
  EXPECT_EQ(bad.status().message(),
            "LIKE pattern must not end with escape character");
  EXPECT_EQ(SqlStateOf(expr::LikeMatcher::Compile("a", "ab", false).status()),
            "22019");
}

TEST(LikeExprTest, ConstantAndPerRowPatterns) {
  Type t = Type::Text();
  DataChunk c =
      Chunk({{t, {Value::Text("apple"), Value::Text("banana"), Value::Null(t)}},
             {t, {Value::Text("a%"), Value::Text("%n_n%"), Value::Text("%")}}});
  auto like =
      Node(BoundKind::kLike, Type::Boolean(), List(Col(0, t), Str("%an%")));
  EXPECT_THAT(EvalText(*like, c), ElementsAre("f", "t", "NULL"));
  like->negated = true;
  EXPECT_THAT(EvalText(*like, c), ElementsAre("t", "f", "NULL"));
  auto per_row =
      Node(BoundKind::kLike, Type::Boolean(), List(Col(0, t), Col(1, t)));
  EXPECT_THAT(EvalText(*per_row, c), ElementsAre("t", "t", "NULL"));
  auto ilike =
      Node(BoundKind::kLike, Type::Boolean(), List(Col(0, t), Str("APP%")));
  ilike->case_insensitive = true;
  EXPECT_THAT(EvalText(*ilike, c), ElementsAre("t", "f", "NULL"));
  auto escaped = Node(BoundKind::kLike, Type::Boolean(),
                      List(Str("10%"), Str("10!%"), Str("!")));
  EXPECT_EQ(ScalarText(*escaped), "t");
}

}  // namespace
}  // namespace kite::testing
