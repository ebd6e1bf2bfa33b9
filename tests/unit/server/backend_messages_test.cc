#include "server/backend_messages.h"

#include <string>

#include "gtest/gtest.h"
#include "server/wire_buffer.h"

namespace kite::server {
namespace {

TEST(BackendMessagesTest, FramesWithTheLength) {
  std::string out;
  WriteReadyForQuery(&out, 'I');
  EXPECT_EQ(out, std::string("Z\0\0\0\5I", 6));
  out.clear();
  WriteCommandComplete(&out, "SELECT 3");
  EXPECT_EQ(out, std::string("C\0\0\0\15SELECT 3\0", 14));
  out.clear();
  WriteParseComplete(&out);
  WriteBindComplete(&out);
  WriteNoData(&out);
  EXPECT_EQ(out, std::string("1\0\0\0\4"
                             "2\0\0\0\4"
                             "n\0\0\0\4",
                             15));
}

TEST(BackendMessagesTest, RowDescriptionFields) {
  std::string out;
  WriteRowDescription(&out, {{"price", PgTypeOf(Type::Numeric(12, 2)), 1}});
  WireReader r(std::string_view(out).substr(5));
  EXPECT_EQ(out[0], 'T');
  EXPECT_EQ(*r.ReadInt16(), 1);
  EXPECT_EQ(*r.ReadCString(), "price");
  EXPECT_EQ(*r.ReadInt32(), 0);  // table
  EXPECT_EQ(*r.ReadInt16(), 0);  // column
  EXPECT_EQ(*r.ReadInt32(), 1700);
  EXPECT_EQ(*r.ReadInt16(), -1);
  EXPECT_EQ(*r.ReadInt32(), (12 << 16 | 2) + 4);
  EXPECT_EQ(*r.ReadInt16(), 1);
  EXPECT_TRUE(r.ExpectEnd().ok());
}

TEST(BackendMessagesTest, ErrorFieldsInOrderWithoutEmptyOnes) {
  std::string out;
  ErrorFields f;
  f.code = "42P01";
  f.message = "relation \"x\" does not exist";
  f.position = 15;
  WriteErrorResponse(&out, f);
  using std::string_literals::operator""s;
  const std::string body =
      "SERROR\0VERROR\0C42P01\0Mrelation \"x\" does not exist\0P15\0\0"s;
  ASSERT_EQ(out.size(), 5 + body.size());
  EXPECT_EQ(out[0], 'E');
  EXPECT_EQ(out.substr(5), body);
}

TEST(BackendMessagesTest, NulInAStringEndsIt) {
  std::string out;
  WriteCommandComplete(&out, std::string("AB\0CD", 5));
  EXPECT_EQ(out, std::string("C\0\0\0\7AB\0", 8));
}

}  // namespace
}  // namespace kite::server
