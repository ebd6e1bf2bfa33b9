#include "exec/chunk_util.h"

#include <string>

#include "gtest/gtest.h"

namespace kite {
namespace {

// Appending one row at a time (as GROUP BY does per new group) must grow
// the lanes geometrically: an exact reserve per call made it quadratic.
TEST(AppendRowsTest, GrowsGeometricallyOneRowAtATime) {
  Vector src;
  src.Reset(Type::Bigint(), 1);
  src.ints[0] = 42;
  Vector dst;
  dst.type = Type::Bigint();
  int reallocations = 0;
  const int64_t* data = nullptr;
  for (int i = 0; i < 100000; ++i) {
    AppendRows(src, nullptr, 1, &dst);
    if (dst.ints.data() != data) {
      ++reallocations;
      data = dst.ints.data();
    }
  }
  EXPECT_EQ(dst.size, 100000);
  EXPECT_EQ(dst.ints[99999], 42);
  EXPECT_LT(reallocations, 64);
}

TEST(AppendRowsTest, StringsAndDoublesOneRowAtATime) {
  Vector text;
  text.Reset(Type::Text(), 1);
  text.SetOwnedString(0, "kite");
  Vector dst;
  dst.type = Type::Text();
  int reallocations = 0;
  const std::string_view* data = nullptr;
  for (int i = 0; i < 50000; ++i) {
    AppendRows(text, nullptr, 1, &dst);
    if (dst.strings.data() != data) {
      ++reallocations;
      data = dst.strings.data();
    }
  }
  EXPECT_EQ(dst.strings[49999], "kite");
  EXPECT_LT(reallocations, 64);
}

}  // namespace
}  // namespace kite
