// COPY FROM STDIN and TO STDOUT through a Session, message by message, in
// the simple and the extended protocol.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "server/backend_messages.h"
#include "server/client_messages.h"
#include "server/session.h"
#include "server/wire_buffer.h"

namespace kite::server {
namespace {

class SessionCopyTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = *Database::Open();
    ASSERT_TRUE(
        db_->Execute("CREATE TABLE t (id INT PRIMARY KEY, name TEXT)").ok());
    session_ = std::make_unique<Session>(db_.get(), SessionOptions{});
    std::string in;
    WriteStartupMessage(&in, {{"user", "alice"}, {"database", "shop"}});
    ASSERT_EQ(Run(in).back().type, 'Z');
  }

  // Feeds `in` and returns the replies; `closed_` tells whether the
  // session asked to close.
  std::vector<BackendMessage> Run(const std::string& in) {
    std::string out;
    closed_ = false;
    EXPECT_EQ(session_->Process(in, &out, &closed_), in.size());
    return SplitBackendMessages(out);
  }

  std::vector<BackendMessage> Query(std::string_view sql) {
    std::string in;
    WriteQuery(&in, sql);
    return Run(in);
  }

  std::vector<BackendMessage> Data(std::string_view data) {
    std::string in;
    WriteCopyData(&in, data);
    return Run(in);
  }

  std::vector<BackendMessage> Done() {
    std::string in;
    WriteCopyDone(&in);
    return Run(in);
  }

  static std::string Types(const std::vector<BackendMessage>& msgs) {
    std::string s;
    for (const auto& m : msgs) s.push_back(m.type);
    return s;
  }

  static std::string Tag(const BackendMessage& m) {
    return m.body.substr(0, m.body.find('\0'));
  }

  int64_t Count() {
    return db_->Execute("SELECT count(*) FROM t")->GetInt64(0, 0);
  }

  std::unique_ptr<Database> db_;
  std::unique_ptr<Session> session_;
  bool closed_ = false;
};

TEST_F(SessionCopyTest, CopyInThenTheRestOfTheQuery) {
  auto msgs = Query("COPY t FROM STDIN; SELECT count(*) FROM t");
  ASSERT_EQ(Types(msgs), "G");
  // CopyInResponse: text, two text columns.
  WireReader r(msgs[0].body);
  EXPECT_EQ(*r.ReadByte(), 0);
  EXPECT_EQ(*r.ReadInt16(), 2);
  // Rows split anywhere; Flush and Sync mean nothing during the copy.
  EXPECT_EQ(Types(Data("1\tone\n2\tt")), "");
  std::string in;
  WriteFlush(&in);
  WriteSync(&in);
  WriteCopyData(&in, "wo\n");
  EXPECT_EQ(Types(Run(in)), "");
  msgs = Done();
  ASSERT_EQ(Types(msgs), "CTDCZ");
  EXPECT_EQ(Tag(msgs[0]), "COPY 2");
  EXPECT_EQ(*DataRowCells(msgs[2])[0], "2");
  EXPECT_EQ(db_->Execute("SELECT name FROM t WHERE id = 2")->GetString(0, 0),
            "two");
}

TEST_F(SessionCopyTest, ABadRowEndsTheCopyAndTheQuery) {
  ASSERT_EQ(Types(Query("COPY t FROM STDIN WITH (FORMAT csv); SELECT 1")), "G");
  EXPECT_EQ(Types(Data("1,a\n")), "");
  auto msgs = Data("x,b\n");
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "22P02");
  EXPECT_EQ(ErrorField(msgs[0], 'W'), "COPY t, line 2, column id: \"x\"");
  // What the client still sends for the copy is dropped.
  EXPECT_EQ(Types(Data("3,c\n")), "");
  EXPECT_EQ(Types(Done()), "");
  EXPECT_EQ(Count(), 0);
  EXPECT_EQ(Types(Query("SELECT 1")), "TDCZ");
}

TEST_F(SessionCopyTest, ADuplicateKeyFailsAtCopyDone) {
  ASSERT_EQ(Types(Query("COPY t FROM STDIN")), "G");
  EXPECT_EQ(Types(Data("1\ta\n1\tb\n")), "");
  auto msgs = Done();
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "23505");
  EXPECT_EQ(ErrorField(msgs[0], 'W'), "COPY t, line 2");
  EXPECT_EQ(Count(), 0);
}

TEST_F(SessionCopyTest, CopyFailAndUnexpectedMessages) {
  ASSERT_EQ(Types(Query("COPY t FROM STDIN")), "G");
  EXPECT_EQ(Types(Data("1\ta\n")), "");
  std::string in;
  WriteCopyFail(&in, "client gave up");
  auto msgs = Run(in);
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "57014");
  EXPECT_EQ(ErrorField(msgs[0], 'M'), "COPY from stdin failed: client gave up");
  EXPECT_EQ(Count(), 0);
  // A Query in the middle of a copy is a protocol error; the copy ends.
  ASSERT_EQ(Types(Query("COPY t FROM STDIN")), "G");
  msgs = Query("SELECT 1");
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "08P01");
  EXPECT_EQ(ErrorField(msgs[0], 'M'),
            "unexpected message type 0x51 during COPY from stdin");
  EXPECT_EQ(Types(Query("SELECT 1")), "TDCZ");
  // Terminate during a copy closes the connection, copying nothing.
  ASSERT_EQ(Types(Query("COPY t FROM STDIN")), "G");
  EXPECT_EQ(Types(Data("5\te\n")), "");
  in.clear();
  WriteTerminate(&in);
  Run(in);
  EXPECT_TRUE(closed_);
  EXPECT_EQ(Count(), 0);
}

TEST_F(SessionCopyTest, CopyInErrorsBeforeTheData) {
  auto msgs = Query("COPY nope FROM STDIN; SELECT 1");
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "42P01");
}

TEST_F(SessionCopyTest, CopyInThroughTheExtendedProtocol) {
  std::string in;
  WriteParse(&in, "", "COPY t FROM STDIN WITH (FORMAT csv)", {});
  WriteBind(&in, BindMessage{});
  WriteDescribe(&in, 'P', "");
  WriteExecute(&in, "", 0);
  ASSERT_EQ(Types(Run(in)), "12nG");
  EXPECT_EQ(Types(Data("7,seven\n")), "");
  auto msgs = Done();
  ASSERT_EQ(Types(msgs), "C");
  EXPECT_EQ(Tag(msgs[0]), "COPY 1");
  in.clear();
  WriteSync(&in);
  EXPECT_EQ(Types(Run(in)), "Z");
  EXPECT_EQ(Count(), 1);
  // An error skips to Sync.
  in.clear();
  WriteParse(&in, "", "COPY t FROM STDIN", {});
  WriteBind(&in, BindMessage{});
  WriteExecute(&in, "", 0);
  ASSERT_EQ(Types(Run(in)), "12G");
  msgs = Data("oops\n");
  ASSERT_EQ(Types(msgs), "E");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "22P04");
  in.clear();
  WriteCopyDone(&in);
  WriteParse(&in, "", "SELECT 1", {});
  WriteSync(&in);
  EXPECT_EQ(Types(Run(in)), "Z");
  EXPECT_EQ(Count(), 1);
}

TEST_F(SessionCopyTest, CopyOut) {
  ASSERT_EQ(Types(Query("INSERT INTO t VALUES (1, 'a'), (2, NULL)")), "CZ");
  auto msgs = Query("COPY (SELECT * FROM t ORDER BY id) TO STDOUT");
  ASSERT_EQ(Types(msgs), "HddcCZ");
  WireReader r(msgs[0].body);
  EXPECT_EQ(*r.ReadByte(), 0);
  EXPECT_EQ(*r.ReadInt16(), 2);
  EXPECT_EQ(msgs[1].body, "1\ta\n");
  EXPECT_EQ(msgs[2].body, "2\t\\N\n");
  EXPECT_EQ(Tag(msgs[4]), "COPY 2");
  msgs = Query("COPY t (name) TO STDOUT WITH (FORMAT csv, HEADER)");
  ASSERT_EQ(Types(msgs), "HdddcCZ");
  EXPECT_EQ(msgs[1].body, "name\n");
  // Extended: the rows come with Execute.
  std::string in;
  WriteParse(&in, "", "COPY t TO STDOUT", {});
  WriteBind(&in, BindMessage{});
  WriteDescribe(&in, 'P', "");
  WriteExecute(&in, "", 0);
  WriteSync(&in);
  EXPECT_EQ(Types(Run(in)), "12nHddcCZ");
  // An error after CopyOutResponse ends the copy with the ErrorResponse.
  msgs = Query("COPY (SELECT 1 / (id - 2) FROM t ORDER BY id) TO STDOUT");
  ASSERT_EQ(Types(msgs), "HEZ");
  EXPECT_EQ(ErrorField(msgs[1], 'C'), "22012");
  EXPECT_EQ(Types(Query("COPY nope TO STDOUT")), "EZ");
}

TEST_F(SessionCopyTest, SessionFunctionsSeeTheConnection) {
  auto msgs =
      Query("SELECT current_database(), current_user, upper(session_user), 1");
  ASSERT_EQ(Types(msgs), "TDCZ");
  auto cells = DataRowCells(msgs[1]);
  EXPECT_EQ(*cells[0], "shop");
  EXPECT_EQ(*cells[1], "alice");
  EXPECT_EQ(*cells[2], "ALICE");
  msgs = Query("SELECT datname FROM pg_database");
  ASSERT_EQ(Types(msgs), "TDCZ");
  EXPECT_EQ(*DataRowCells(msgs[1])[0], "shop");
}

}  // namespace
}  // namespace kite::server
