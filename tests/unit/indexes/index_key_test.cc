// Index key encoding (indexes/index_key.h): TEXT parts with and without
// NUL bytes, and the order the encodings compare in.
#include "indexes/index_key.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace kite::indexes {
namespace {

std::string TextKey(const std::string& text) {
  std::string out;
  AppendKeyPart(Value::Text(text), Type::Text(), &out);
  return out;
}

TEST(IndexKeyTest, TextIsItsBytesEndedByTwoNuls) {
  EXPECT_EQ(TextKey(""), std::string("\x01\0\0", 3));
  EXPECT_EQ(TextKey("abc"), std::string("\x01"
                                        "abc\0\0",
                                        6));
}

TEST(IndexKeyTest, NulBytesAreEscapedWherePresent) {
  EXPECT_EQ(TextKey(std::string("\0", 1)), std::string("\x01\0\xff\0\0", 5));
  EXPECT_EQ(TextKey(std::string("a\0b\0\0c", 6)), std::string("\x01"
                                                              "a\0\xff"
                                                              "b\0\xff\0\xff"
                                                              "c\0\0",
                                                              12));
  // Appended after what `out` held (a composite key's earlier parts).
  std::string out = "x";
  AppendKeyPart(Value::Text(std::string("a\0", 2)), Type::Text(), &out);
  EXPECT_EQ(out, std::string("x\x01"
                             "a\0\xff\0\0",
                             7));
}

TEST(IndexKeyTest, EncodingsCompareAsTheTexts) {
  const std::vector<std::string> sorted = {"",
                                           std::string("\0", 1),
                                           std::string("\0\0", 2),
                                           "a",
                                           std::string("a\0", 2),
                                           std::string("a\0b", 3),
                                           "ab",
                                           "b"};
  for (size_t i = 0; i + 1 < sorted.size(); ++i) {
    EXPECT_LT(TextKey(sorted[i]), TextKey(sorted[i + 1])) << i;
  }
}

}  // namespace
}  // namespace kite::indexes
