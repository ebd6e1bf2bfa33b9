#include "server/frontend_messages.h"

#include <string>

#include "gtest/gtest.h"
#include "kite/status.h"
#include "server/wire_buffer.h"

namespace kite::server {
namespace {

// A typed message: type, int32 length, body.
std::string Typed(char type, const std::string& body) {
  std::string out(1, type);
  AppendInt32(&out, static_cast<int32_t>(body.size() + 4));
  return out + body;
}

std::string CStr(std::string_view s) { return std::string(s) + '\0'; }

std::string Int16(int16_t v) {
  std::string s;
  AppendInt16(&s, v);
  return s;
}

std::string Int32(int32_t v) {
  std::string s;
  AppendInt32(&s, v);
  return s;
}

TEST(NextFrameTest, WaitsForTheWholeMessage) {
  const std::string msg = Typed('Q', CStr("SELECT 1"));
  size_t consumed = 0;
  for (size_t n = 0; n < msg.size(); ++n) {
    auto frame = NextFrame(std::string_view(msg).substr(0, n), false,
                           kDefaultMaxMessageLength, &consumed);
    ASSERT_TRUE(frame.ok()) << n;
    EXPECT_FALSE(frame->has_value()) << n;
  }
  const std::string stream = msg + "trailing";
  auto frame = NextFrame(stream, false, kDefaultMaxMessageLength, &consumed);
  ASSERT_TRUE(frame.ok());
  ASSERT_TRUE(frame->has_value());
  EXPECT_EQ((*frame)->type, 'Q');
  EXPECT_EQ((*frame)->body, CStr("SELECT 1"));
  EXPECT_EQ(consumed, msg.size());
}

TEST(NextFrameTest, RejectsBadLengths) {
  size_t consumed = 0;
  // Below 4: the length counts itself.
  std::string short_len = "Q" + Int32(3);
  auto frame = NextFrame(short_len, false, kDefaultMaxMessageLength, &consumed);
  ASSERT_FALSE(frame.ok());
  EXPECT_EQ(SqlStateOf(frame.status()), "08P01");
  // Negative.
  frame =
      NextFrame("Q" + Int32(-5), false, kDefaultMaxMessageLength, &consumed);
  EXPECT_FALSE(frame.ok());
  // Above the configured limit, refused before the body arrives.
  frame = NextFrame("Q" + Int32(1001), false, 1000, &consumed);
  EXPECT_FALSE(frame.ok());
  frame = NextFrame("Q" + Int32(1000), false, 1000, &consumed);
  ASSERT_TRUE(frame.ok());
  EXPECT_FALSE(frame->has_value());
  // Startup packets: at least 8 bytes, at most 10000.
  frame =
      NextFrame(Int32(7) + "abc", true, kDefaultMaxMessageLength, &consumed);
  EXPECT_FALSE(frame.ok());
  frame = NextFrame(Int32(10001), true, kDefaultMaxMessageLength, &consumed);
  EXPECT_FALSE(frame.ok());
}

TEST(StartupPacketTest, ParsesParameters) {
  const std::string body = Int32(kProtocolVersion3) + CStr("user") +
                           CStr("alice") + CStr("database") + CStr("shop") +
                           CStr("");
  auto m = ParseStartupPacket(body);
  ASSERT_TRUE(m.ok()) << m.status();
  auto* startup = std::get_if<StartupMessage>(&*m);
  ASSERT_NE(startup, nullptr);
  EXPECT_EQ(startup->protocol, kProtocolVersion3);
  ASSERT_EQ(startup->parameters.size(), 2u);
  EXPECT_EQ(startup->parameters[0].first, "user");
  EXPECT_EQ(startup->parameters[0].second, "alice");
  EXPECT_EQ(startup->parameters[1].second, "shop");
}

TEST(StartupPacketTest, RecognisesRequests) {
  auto ssl = ParseStartupPacket(Int32(kSslRequestCode));
  ASSERT_TRUE(ssl.ok());
  EXPECT_TRUE(std::holds_alternative<SslRequest>(*ssl));
  auto gss = ParseStartupPacket(Int32(kGssEncRequestCode));
  ASSERT_TRUE(gss.ok());
  EXPECT_TRUE(std::holds_alternative<GssEncRequest>(*gss));
  auto cancel =
      ParseStartupPacket(Int32(kCancelRequestCode) + Int32(42) + Int32(-7));
  ASSERT_TRUE(cancel.ok());
  auto* c = std::get_if<CancelRequest>(&*cancel);
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->process_id, 42);
  EXPECT_EQ(c->secret_key, -7);
}

TEST(StartupPacketTest, RejectsMalformedPackets) {
  // Protocol 2.
  auto m = ParseStartupPacket(Int32(2 << 16) + CStr(""));
  ASSERT_FALSE(m.ok());
  EXPECT_EQ(SqlStateOf(m.status()), "0A000");
  // A value without its terminator, and no closing empty name.
  m = ParseStartupPacket(Int32(kProtocolVersion3) + CStr("user") + "bob");
  ASSERT_FALSE(m.ok());
  EXPECT_EQ(SqlStateOf(m.status()), "08P01");
  // A cancel request missing its key; an SSL request with extra bytes.
  EXPECT_FALSE(ParseStartupPacket(Int32(kCancelRequestCode) + Int32(1)).ok());
  EXPECT_FALSE(ParseStartupPacket(Int32(kSslRequestCode) + "x").ok());
}

TEST(TypedMessageTest, ParsesParseBindExecute) {
  auto parse = ParseTypedMessage('P', CStr("s1") + CStr("SELECT $1, $2") +
                                          Int16(2) + Int32(23) + Int32(0));
  ASSERT_TRUE(parse.ok()) << parse.status();
  auto* p = std::get_if<ParseMessage>(&*parse);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->statement, "s1");
  EXPECT_EQ(p->sql, "SELECT $1, $2");
  EXPECT_EQ(p->param_oids, (std::vector<uint32_t>{23, 0}));

  auto bind = ParseTypedMessage(
      'B', CStr("portal") + CStr("s1") + Int16(1) + Int16(1) + Int16(2) +
               Int32(4) + Int32(7) + Int32(-1) + Int16(1) + Int16(0));
  ASSERT_TRUE(bind.ok()) << bind.status();
  auto* b = std::get_if<BindMessage>(&*bind);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->portal, "portal");
  EXPECT_EQ(b->param_formats, (std::vector<int16_t>{1}));
  ASSERT_EQ(b->params.size(), 2u);
  EXPECT_EQ(*b->params[0], Int32(7));
  EXPECT_FALSE(b->params[1].has_value());
  EXPECT_EQ(b->result_formats, (std::vector<int16_t>{0}));

  auto exec = ParseTypedMessage('E', CStr("portal") + Int32(10));
  ASSERT_TRUE(exec.ok());
  EXPECT_EQ(std::get<ExecuteMessage>(*exec).max_rows, 10);

  auto describe = ParseTypedMessage('D', "P" + CStr("portal"));
  ASSERT_TRUE(describe.ok());
  EXPECT_EQ(std::get<DescribeMessage>(*describe).kind, 'P');
  auto close = ParseTypedMessage('C', "S" + CStr("s1"));
  ASSERT_TRUE(close.ok());
  EXPECT_EQ(std::get<CloseMessage>(*close).name, "s1");
  EXPECT_TRUE(std::holds_alternative<SyncMessage>(*ParseTypedMessage('S', "")));
  EXPECT_TRUE(
      std::holds_alternative<TerminateMessage>(*ParseTypedMessage('X', "")));
}

TEST(TypedMessageTest, RejectsMalformedBodies) {
  const std::vector<std::pair<char, std::string>> bad = {
      {'Q', "SELECT 1"},                        // no terminator
      {'Q', CStr("SELECT 1") + "x"},            // trailing bytes
      {'P', CStr("s") + CStr("q") + Int16(3)},  // 3 OIDs announced, none sent
      {'P', CStr("s") + CStr("q") + Int16(-1)},
      {'B', CStr("") + CStr("") + Int16(0) + Int16(1) + Int32(10) + "abc"},
      {'B', CStr("") + CStr("") + Int16(0) + Int16(1) + Int32(-2)},
      {'B', CStr("") + CStr("") + Int16(1) + Int16(7) + Int16(0) + Int16(0)},
      {'B', CStr("") + CStr("") + Int16(0) + Int16(30000)},
      {'D', "X" + CStr("name")},  // unknown kind
      {'E', CStr("p") + Int16(1)},
      {'S', "x"},
      {'!', ""},  // unknown type
  };
  for (const auto& [type, body] : bad) {
    auto m = ParseTypedMessage(type, body);
    ASSERT_FALSE(m.ok()) << type << " " << body.size();
    EXPECT_EQ(SqlStateOf(m.status()), "08P01");
  }
}

}  // namespace
}  // namespace kite::server
