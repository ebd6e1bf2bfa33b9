// Session: the protocol state machine over bytes, against a real Database.
#include "server/session.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "server/client_messages.h"
#include "server/pg_types.h"
#include "server/wire_buffer.h"

namespace kite::server {
namespace {

class SessionTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = *Database::Open();
    ASSERT_TRUE(db_->Execute("CREATE TABLE items (id INT PRIMARY KEY, "
                             "price NUMERIC(12,2), name TEXT)")
                    .ok());
    ASSERT_TRUE(db_->Execute("INSERT INTO items VALUES (1, 9.99, 'pen'), "
                             "(2, 120.00, 'lamp'), (3, NULL, 'cup')")
                    .ok());
    session_ = NewSession({});
  }

  std::unique_ptr<Session> NewSession(SessionOptions options) {
    options.process_id = 77;
    options.secret_key = 1234;
    return std::make_unique<Session>(db_.get(), std::move(options));
  }

  // Feeds `bytes` (in one piece) and returns the replies.
  std::vector<BackendMessage> Send(const std::string& bytes,
                                   Session* session = nullptr) {
    if (session == nullptr) session = session_.get();
    std::string out;
    closed_ = false;
    const size_t used = session->Process(bytes, &out, &closed_);
    EXPECT_TRUE(closed_ || used == bytes.size());
    return SplitBackendMessages(out);
  }

  std::vector<BackendMessage> Startup(Session* session = nullptr) {
    std::string in;
    WriteStartupMessage(&in, {{"user", "alice"},
                              {"database", "shop"},
                              {"application_name", "tests"}});
    return Send(in, session);
  }

  // The types of `msgs`, as a string ("TDDCZ").
  static std::string Types(const std::vector<BackendMessage>& msgs) {
    std::string s;
    for (const auto& m : msgs) s.push_back(m.type);
    return s;
  }

  std::vector<BackendMessage> Query(std::string_view sql) {
    std::string in;
    WriteQuery(&in, sql);
    return Send(in);
  }

  std::unique_ptr<Database> db_;
  std::unique_ptr<Session> session_;
  bool closed_ = false;
};

TEST_F(SessionTest, StartupReportsSettingsAndKey) {
  std::string ssl;
  WriteSslRequest(&ssl);
  std::string out;
  bool close = false;
  EXPECT_EQ(session_->Process(ssl, &out, &close), 8u);
  EXPECT_EQ(out, "N");
  auto msgs = Startup();
  ASSERT_FALSE(msgs.empty());
  EXPECT_EQ(msgs.front().type, 'R');
  EXPECT_EQ(msgs.back().type, 'Z');
  EXPECT_EQ(msgs.back().body, "I");
  bool saw_key = false, saw_version = false, saw_app = false;
  for (const auto& m : msgs) {
    if (m.type == 'K') {
      WireReader r(m.body);
      EXPECT_EQ(*r.ReadInt32(), 77);
      EXPECT_EQ(*r.ReadInt32(), 1234);
      saw_key = true;
    }
    if (m.type == 'S' && m.body == std::string("server_version\0"
                                               "15.0 (Kite)\0",
                                               27)) {
      saw_version = true;
    }
    if (m.type == 'S' &&
        m.body == std::string("application_name\0tests\0", 23)) {
      saw_app = true;
    }
  }
  EXPECT_TRUE(saw_key);
  EXPECT_TRUE(saw_version);
  EXPECT_TRUE(saw_app);
  EXPECT_EQ(session_->database(), "shop");
}

TEST_F(SessionTest, TooManyConnectionsIsFatal53300) {
  SessionOptions options;
  options.too_many_connections = true;
  auto session = NewSession(options);
  auto msgs = Startup(session.get());
  ASSERT_EQ(Types(msgs), "E");
  EXPECT_EQ(ErrorField(msgs[0], 'S'), "FATAL");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "53300");
  EXPECT_EQ(ErrorField(msgs[0], 'M'), "sorry, too many clients already");
  EXPECT_TRUE(closed_);
}

TEST_F(SessionTest, SimpleQueryRowsAndTags) {
  Startup();
  auto msgs = Query(
      "SELECT id, price FROM items ORDER BY id; "
      "INSERT INTO items VALUES (4, 1, 'x'); "
      "UPDATE items SET name = 'y' WHERE id > 2; "
      "DELETE FROM items WHERE id = 4");
  ASSERT_EQ(Types(msgs), "TDDDCCCCZ");
  // numeric(12,2): oid 1700, typmod (12 << 16 | 2) + 4.
  WireReader r(msgs[0].body);
  EXPECT_EQ(*r.ReadInt16(), 2);
  (void)r.ReadCString();
  (void)r.ReadBytes(6);
  EXPECT_EQ(*r.ReadInt32(), 23);
  (void)r.ReadBytes(8);
  EXPECT_EQ(*r.ReadCString(), "price");
  (void)r.ReadBytes(6);
  EXPECT_EQ(*r.ReadInt32(), 1700);
  EXPECT_EQ(*r.ReadInt16(), -1);
  EXPECT_EQ(*r.ReadInt32(), (12 << 16 | 2) + 4);
  auto cells = DataRowCells(msgs[1]);
  ASSERT_EQ(cells.size(), 2u);
  EXPECT_EQ(*cells[0], "1");
  EXPECT_EQ(*cells[1], "9.99");
  EXPECT_FALSE(DataRowCells(msgs[3])[1].has_value());  // NULL price
  EXPECT_EQ(msgs[4].body, std::string("SELECT 3\0", 9));
  EXPECT_EQ(msgs[5].body, std::string("INSERT 0 1\0", 11));
  EXPECT_EQ(msgs[6].body, std::string("UPDATE 2\0", 9));
  EXPECT_EQ(msgs[7].body, std::string("DELETE 1\0", 9));
}

TEST_F(SessionTest, ErrorSkipsTheRestWithPosition) {
  Startup();
  auto msgs = Query("SELECT 1;\nSELECT nme FROM items; SELECT 2");
  ASSERT_EQ(Types(msgs), "TDCEZ");
  EXPECT_EQ(ErrorField(msgs[3], 'C'), "42703");
  EXPECT_EQ(ErrorField(msgs[3], 'S'), "ERROR");
  // A syntax error carries Kite's line:column: the second FROM is
  // character 30 (characters, not bytes: é is two bytes).
  msgs = Query("SELECT 1;\n -- é\n  SELECT 1 + FROM items; SELECT 2");
  ASSERT_EQ(Types(msgs), "TDCEZ");
  EXPECT_EQ(ErrorField(msgs[3], 'C'), "42601");
  EXPECT_EQ(ErrorField(msgs[3], 'P'), "30");
  EXPECT_EQ(ErrorField(msgs[3], 'M').find(" at line"), std::string::npos);
  EXPECT_EQ(Types(Query("")), "IZ");
  EXPECT_EQ(Types(Query("  -- nothing\n")), "IZ");
  msgs = Query("SELECT 'a\xff'");
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "22021");
  // A failed statement inside a block leaves it failed ('E') until ROLLBACK.
  msgs = Query("BEGIN");
  ASSERT_EQ(Types(msgs), "CZ");
  EXPECT_EQ(msgs[1].body, "T");
  msgs = Query("SELECT nme FROM items");
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(msgs[1].body, "E");
  msgs = Query("ROLLBACK");
  ASSERT_EQ(Types(msgs), "CZ");
  EXPECT_EQ(msgs[1].body, "I");
}

TEST_F(SessionTest, SessionSettingsAndFunctions) {
  Startup();
  auto msgs = Query(
      "SET application_name = 'other'; SHOW application_name; "
      "SELECT current_database(); SELECT version() AS v");
  ASSERT_EQ(Types(msgs), "SCTDCTDCTDCZ");
  EXPECT_EQ(msgs[0].body, std::string("application_name\0other\0", 23));
  EXPECT_EQ(*DataRowCells(msgs[3])[0], "other");
  EXPECT_EQ(*DataRowCells(msgs[6])[0], "shop");
  EXPECT_EQ(DataRowCells(msgs[9])[0]->rfind("PostgreSQL 15.0 (Kite)", 0), 0u);
  msgs = Query("SET TimeZone = 'Mars/Olympus'");
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "22023");
  // A zone the tz database has: reported, and used for timestamptz text.
  msgs = Query(
      "SET TimeZone = 'europe/paris'; "
      "SELECT '2024-07-01 12:00:00+00'::timestamptz");
  ASSERT_EQ(Types(msgs), "SCTDCZ");
  EXPECT_EQ(msgs[0].body, std::string("TimeZone\0Europe/Paris\0", 22));
  EXPECT_EQ(*DataRowCells(msgs[3])[0], "2024-07-01 14:00:00+02");
  msgs = Query("RESET TimeZone");
  ASSERT_EQ(Types(msgs), "SCZ");
  // Another session keeps its own settings.
  auto other = NewSession({});
  Startup(other.get());
  std::string in;
  WriteQuery(&in, "SHOW application_name");
  msgs = Send(in, other.get());
  ASSERT_EQ(Types(msgs), "TDCZ");
  EXPECT_EQ(*DataRowCells(msgs[1])[0], "tests");
}

TEST_F(SessionTest, ExtendedProtocolWithBinaryAndSuspension) {
  Startup();
  std::string in;
  WriteParse(&in, "s",
             "SELECT id, price, name FROM items WHERE id >= $1 "
             "ORDER BY id",
             {});
  WriteDescribe(&in, 'S', "s");
  WriteSync(&in);
  auto msgs = Send(in);
  ASSERT_EQ(Types(msgs), "1tTZ");
  WireReader params(msgs[1].body);
  EXPECT_EQ(*params.ReadInt16(), 1);
  EXPECT_EQ(*params.ReadInt32(), static_cast<int32_t>(oid::kInt4));

  in.clear();
  BindMessage bind;
  bind.portal = "p";
  bind.statement = "s";
  bind.param_formats = {1};
  std::string one;
  AppendInt32(&one, 1);
  bind.params = {one};
  bind.result_formats = {1, 0, 0};  // id in binary
  WriteBind(&in, bind);
  WriteExecute(&in, "p", 2);
  WriteExecute(&in, "p", 2);
  WriteSync(&in);
  msgs = Send(in);
  ASSERT_EQ(Types(msgs), "2DDsDCZ");
  EXPECT_EQ(*DataRowCells(msgs[1])[0], std::string("\0\0\0\1", 4));
  EXPECT_EQ(*DataRowCells(msgs[1])[1], "9.99");
  EXPECT_EQ(*DataRowCells(msgs[4])[0], std::string("\0\0\0\3", 4));
  EXPECT_EQ(msgs[5].body, std::string("SELECT 1\0", 9));
  // Sync closed the portal.
  in.clear();
  WriteExecute(&in, "p", 0);
  WriteSync(&in);
  msgs = Send(in);
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "34000");
}

// A RowDescription's fields as "name/format" ("id/0,name/1").
std::string Fields(const BackendMessage& m) {
  EXPECT_EQ(m.type, 'T');
  WireReader r(m.body);
  const int16_t count = *r.ReadInt16();
  std::string fields;
  for (int i = 0; i < count; ++i) {
    const std::string name(*r.ReadCString());
    (void)r.ReadBytes(4 + 2 + 4 + 2 + 4);  // table, column, type, size, mod
    absl::StrAppend(&fields, i > 0 ? "," : "", name, "/", *r.ReadInt16());
  }
  return fields;
}

// A portal is described at every execution (libpq does): the session keeps
// the RowDescription of the statement and must write it again when the
// result formats or, after DDL, the columns change.
TEST_F(SessionTest, DescribeFollowsFormatsAndDdl) {
  Startup();
  ASSERT_EQ(Types(Query("CREATE TABLE t (a INT)")), "CZ");
  ASSERT_EQ(Types(Query("INSERT INTO t VALUES (1)")), "CZ");
  std::string in;
  WriteParse(&in, "s", "SELECT * FROM t", {});
  WriteSync(&in);
  ASSERT_EQ(Types(Send(in)), "1Z");
  auto run = [&](std::vector<int16_t> formats) {
    std::string in;
    BindMessage bind;
    bind.statement = "s";
    bind.result_formats = std::move(formats);
    WriteBind(&in, bind);
    WriteDescribe(&in, 'P', "");
    WriteExecute(&in, "", 0);
    WriteSync(&in);
    return Send(in);
  };
  auto msgs = run({});
  ASSERT_EQ(Types(msgs), "2TDCZ");
  EXPECT_EQ(Fields(msgs[1]), "a/0");
  msgs = run({1});
  ASSERT_EQ(Types(msgs), "2TDCZ");
  EXPECT_EQ(Fields(msgs[1]), "a/1");
  EXPECT_EQ(*DataRowCells(msgs[2])[0], std::string("\0\0\0\1", 4));
  msgs = run({});
  EXPECT_EQ(Fields(msgs[1]), "a/0");

  // The table is made again with another column: the statement is bound
  // again at Bind, so its description matches the rows Execute sends.
  ASSERT_EQ(Types(Query("DROP TABLE t")), "CZ");
  ASSERT_EQ(Types(Query("CREATE TABLE t (a INT, b TEXT)")), "CZ");
  ASSERT_EQ(Types(Query("INSERT INTO t VALUES (2, 'x')")), "CZ");
  msgs = run({});
  ASSERT_EQ(Types(msgs), "2TDCZ");
  EXPECT_EQ(Fields(msgs[1]), "a/0,b/0");
  EXPECT_EQ(DataRowCells(msgs[2]).size(), 2u);
  in.clear();
  WriteDescribe(&in, 'S', "s");
  WriteSync(&in);
  msgs = Send(in);
  ASSERT_EQ(Types(msgs), "tTZ");
  EXPECT_EQ(Fields(msgs[1]), "a/0,b/0");
  // Gone: Bind reports it, as PostgreSQL does.
  ASSERT_EQ(Types(Query("DROP TABLE t")), "CZ");
  msgs = run({});
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "42P01");
}

TEST_F(SessionTest, DeallocateAndDiscard) {
  Startup();
  std::string in;
  WriteParse(&in, "s1", "SELECT 1", {});
  WriteParse(&in, "s2", "SELECT 2", {});
  WriteSync(&in);
  ASSERT_EQ(Types(Send(in)), "11Z");
  auto describe = [&](std::string_view name) {
    std::string in;
    WriteDescribe(&in, 'S', name);
    WriteSync(&in);
    return Send(in);
  };
  auto msgs = Query("DEALLOCATE s1");
  ASSERT_EQ(Types(msgs), "CZ");
  EXPECT_EQ(msgs[0].body, std::string("DEALLOCATE\0", 11));
  msgs = describe("s1");
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "26000");
  EXPECT_EQ(Types(describe("s2")), "tTZ");
  msgs = Query("DEALLOCATE PREPARE s1");
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "26000");
  EXPECT_EQ(ErrorField(msgs[0], 'M'),
            "prepared statement \"s1\" does not exist");
  msgs = Query("deallocate all");
  ASSERT_EQ(Types(msgs), "CZ");
  EXPECT_EQ(msgs[0].body, std::string("DEALLOCATE ALL\0", 15));
  EXPECT_EQ(Types(describe("s2")), "EZ");

  // DISCARD ALL: settings back to their defaults, named statements and
  // cursors gone; refused in a block.
  ASSERT_EQ(Types(Query("SET application_name = 'x'")), "SCZ");
  WriteParse(&(in = ""), "s3", "SELECT 3", {});
  WriteSync(&in);
  ASSERT_EQ(Types(Send(in)), "1Z");
  ASSERT_EQ(Types(Query("BEGIN; DECLARE c CURSOR WITH HOLD FOR SELECT 1; "
                        "COMMIT")),
            "CCCZ");
  msgs = Query("BEGIN; DISCARD ALL");
  ASSERT_EQ(Types(msgs), "CEZ");
  EXPECT_EQ(ErrorField(msgs[1], 'C'), "25001");
  ASSERT_EQ(Types(Query("ROLLBACK")), "CZ");
  // The reported settings come again (S), as after RESET ALL.
  msgs = Query("DISCARD ALL");
  ASSERT_GE(msgs.size(), 3u);
  EXPECT_EQ(msgs[0].type, 'S');
  EXPECT_EQ(msgs.back().type, 'Z');
  EXPECT_EQ(msgs[msgs.size() - 2].body, std::string("DISCARD ALL\0", 12));
  EXPECT_EQ(Types(describe("s3")), "EZ");
  msgs = Query("FETCH c");
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "34000");
  msgs = Query("SHOW application_name");
  ASSERT_EQ(Types(msgs), "TDCZ");
  EXPECT_EQ(*DataRowCells(msgs[1])[0], "");
  EXPECT_EQ(Types(Query("DISCARD PLANS; DISCARD TEMP")), "CCZ");
}

TEST_F(SessionTest, ExtendedErrorsSkipToSync) {
  Startup();
  std::string in;
  WriteParse(&in, "", "SELECT $1::int + 1", {});
  BindMessage bind;
  bind.params = {std::string("1"), std::string("2")};  // one too many
  WriteBind(&in, bind);
  WriteExecute(&in, "", 0);  // skipped
  WriteSync(&in);
  auto msgs = Send(in);
  ASSERT_EQ(Types(msgs), "1EZ");
  EXPECT_EQ(ErrorField(msgs[1], 'C'), "08P01");

  in.clear();
  bind.params = {std::string("\0\0\1", 3)};  // malformed int4
  bind.param_formats = {1};
  WriteBind(&in, bind);
  WriteSync(&in);
  msgs = Send(in);
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "22P03");

  in.clear();
  bind.params = {std::string("abc")};  // not an integer
  bind.param_formats = {};
  WriteBind(&in, bind);
  WriteSync(&in);
  msgs = Send(in);
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "22P02");

  in.clear();
  WriteParse(&in, "", "SELEC 1", {});
  WriteSync(&in);
  msgs = Send(in);
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "42601");
  EXPECT_EQ(ErrorField(msgs[0], 'P'), "1");
  // The session still works.
  EXPECT_EQ(Types(Query("SELECT 1")), "TDCZ");
}

TEST_F(SessionTest, FramingErrorsClose) {
  Startup();
  std::string in = "Q";
  AppendInt32(&in, 2);  // length below 4
  auto msgs = Send(in);
  ASSERT_EQ(Types(msgs), "E");
  EXPECT_EQ(ErrorField(msgs[0], 'S'), "FATAL");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "08P01");
  EXPECT_TRUE(closed_);
  // An unknown message type closes as well.
  auto other = NewSession({});
  Startup(other.get());
  in = "!";
  AppendInt32(&in, 4);
  msgs = Send(in, other.get());
  ASSERT_EQ(Types(msgs), "E");
  EXPECT_TRUE(closed_);
}

TEST_F(SessionTest, InsertParametersOfEveryType) {
  ASSERT_TRUE(db_->Execute("CREATE TABLE every (b BOOLEAN, i INT, l BIGINT, "
                           "d DOUBLE PRECISION, n NUMERIC(10,3), t TEXT, "
                           "dt DATE, ts TIMESTAMP, a INT[])")
                  .ok());
  Startup();
  std::string in;
  WriteParse(&in, "ins",
             "INSERT INTO every VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
             {});
  BindMessage bind;
  bind.statement = "ins";
  bind.params = {std::string("t"),          std::string("-5"),
                 std::string("9000000000"), std::string("1.5"),
                 std::string("12.345"),     std::string("héllo"),
                 std::string("2024-02-29"), std::string("2024-02-29 12:34:56"),
                 std::string("{1,NULL,3}")};
  WriteBind(&in, bind);
  WriteExecute(&in, "", 0);
  WriteSync(&in);
  auto msgs = Send(in);
  ASSERT_EQ(Types(msgs), "12CZ") << ErrorField(msgs[1], 'M');
  msgs = Query("SELECT * FROM every");
  ASSERT_EQ(Types(msgs), "TDCZ");
  auto cells = DataRowCells(msgs[1]);
  const std::vector<std::string> expected = {
      "t",     "-5",         "9000000000",          "1.5",       "12.345",
      "héllo", "2024-02-29", "2024-02-29 12:34:56", "{1,NULL,3}"};
  ASSERT_EQ(cells.size(), expected.size());
  for (size_t i = 0; i < cells.size(); ++i) EXPECT_EQ(*cells[i], expected[i]);
}

TEST_F(SessionTest, StartupOptionsAndNewerMinorVersion) {
  std::string in;
  // Protocol 3.2 with a _pq_ option: NegotiateProtocolVersion says 3.0 and
  // names the option; -c options set settings.
  std::string body;
  AppendInt32(&body, (3 << 16) | 2);
  for (const char* s : {"user", "bob", "options", "-c datestyle=ISO,DMY",
                        "_pq_.fancy", "1", ""}) {
    body += s;
    body.push_back('\0');
  }
  AppendInt32(&in, static_cast<int32_t>(body.size() + 4));
  in += body;
  auto msgs = Send(in);
  ASSERT_GE(msgs.size(), 3u);
  EXPECT_EQ(msgs[0].type, 'R');
  ASSERT_EQ(msgs[1].type, 'v');
  WireReader r(msgs[1].body);
  EXPECT_EQ(*r.ReadInt32(), 3 << 16);
  EXPECT_EQ(*r.ReadInt32(), 1);
  EXPECT_EQ(*r.ReadCString(), "_pq_.fancy");
  EXPECT_EQ(session_->database(), "bob");  // defaults to the user
  msgs = Query("SHOW DateStyle");
  ASSERT_EQ(Types(msgs), "TDCZ");
  EXPECT_EQ(*DataRowCells(msgs[1])[0], "ISO, DMY");
}

TEST_F(SessionTest, BinaryCursorFetchedWithTheSimpleProtocol) {
  Startup();
  ASSERT_EQ(Types(Query("DECLARE c BINARY CURSOR FOR SELECT id FROM items "
                        "ORDER BY id")),
            "CZ");
  auto msgs = Query("FETCH 2 FROM c");
  ASSERT_EQ(Types(msgs), "TDDCZ");
  EXPECT_EQ(*DataRowCells(msgs[1])[0], std::string("\0\0\0\1", 4));
  EXPECT_EQ(msgs[3].body, std::string("FETCH 2\0", 8));
  msgs = Query("CLOSE c; FETCH 1 FROM c");
  ASSERT_EQ(Types(msgs), "CEZ");
  EXPECT_EQ(ErrorField(msgs[1], 'C'), "34000");
}

TEST_F(SessionTest, CopyMessagesOutsideCopyAreIgnoredFunctionCallIsNot) {
  Startup();
  std::string in;
  for (char type : {'d', 'c', 'f'}) {
    WireWriter w(&in);
    w.Begin(type);
    w.Bytes("x");
    w.End();
  }
  WriteQuery(&in, "SELECT 1");
  EXPECT_EQ(Types(Send(in)), "TDCZ");
  in.clear();
  WireWriter w(&in);
  w.Begin('F');
  w.End();
  WriteSync(&in);
  auto msgs = Send(in);
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "08P01");
}

TEST_F(SessionTest, DeclareErrorsPointIntoTheQuery) {
  Startup();
  auto msgs = Query("DECLARE c CURSOR FOR SELECT 1 + FROM items");
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "42601");
  EXPECT_EQ(ErrorField(msgs[0], 'P'), "33");  // the FROM
  std::string in;
  WriteParse(&in, "", "DECLARE c CURSOR FOR SELECT 1 + FROM items", {});
  WriteSync(&in);
  msgs = Send(in);
  ASSERT_EQ(Types(msgs), "EZ");
  EXPECT_EQ(ErrorField(msgs[0], 'P'), "33");
}

}  // namespace
}  // namespace kite::server
