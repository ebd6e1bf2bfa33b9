// Session: authentication (trust, SCRAM-SHA-256, refusals), TLS requests,
// and statements stopped by statement_timeout and cancel requests.
#include <memory>
#include <string>
#include <vector>

#include "common/scram.h"
#include "gtest/gtest.h"
#include "server/auth_policy.h"
#include "server/client_messages.h"
#include "server/session.h"
#include "server/wire_buffer.h"

namespace kite::server {
namespace {

// The authentication request code of an 'R' message.
int32_t AuthCode(const BackendMessage& m) {
  WireReader r(m.body);
  return *r.ReadInt32();
}

class SessionAuthTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = *Database::Open();
    ASSERT_TRUE(
        db_->Execute("CREATE TABLE a (id INT PRIMARY KEY, v INT)").ok());
    ASSERT_TRUE(db_->Execute("INSERT INTO a SELECT g, g FROM "
                             "generate_series(1, 20000) g")
                    .ok());
  }

  std::unique_ptr<Session> NewSession(SessionOptions options = {}) {
    options.process_id = 7;
    options.secret_key = 99;
    return std::make_unique<Session>(db_.get(), std::move(options));
  }

  std::vector<BackendMessage> Send(Session* session, const std::string& bytes,
                                   bool ssl_answer = false) {
    std::string out;
    closed_ = false;
    session->Process(bytes, &out, &closed_);
    return SplitBackendMessages(out, ssl_answer);
  }

  std::vector<BackendMessage> Startup(Session* session,
                                      const std::string& user = "alice") {
    std::string in;
    WriteStartupMessage(&in, {{"user", user}, {"database", "shop"}});
    return Send(session, in);
  }

  // Runs a whole SCRAM exchange with `password` after Startup; returns the
  // replies to the client-final-message.
  std::vector<BackendMessage> Scram(Session* session, const std::string& user,
                                    const std::string& password,
                                    std::string* salt = nullptr) {
    auto msgs = Startup(session, user);
    EXPECT_EQ(msgs.size(), 1u);
    if (msgs.size() != 1) return msgs;
    EXPECT_EQ(AuthCode(msgs[0]), 10);
    EXPECT_EQ(msgs[0].body.substr(4), std::string("SCRAM-SHA-256\0\0", 15));
    scram::ClientExchange client(password);
    std::string in;
    WriteSaslInitialResponse(&in, "SCRAM-SHA-256", client.FirstMessage());
    msgs = Send(session, in);
    EXPECT_EQ(msgs.size(), 1u);
    if (msgs.size() != 1) return msgs;
    EXPECT_EQ(AuthCode(msgs[0]), 11);
    const std::string server_first = msgs[0].body.substr(4);
    if (salt != nullptr) {
      *salt = server_first.substr(server_first.find(",s="));
    }
    absl::StatusOr<std::string> final_message =
        client.FinalMessage(server_first);
    EXPECT_TRUE(final_message.ok());
    in.clear();
    WriteSaslResponse(&in, *final_message);
    msgs = Send(session, in);
    if (!msgs.empty() && msgs[0].type == 'R' && AuthCode(msgs[0]) == 12) {
      server_verified_ = client.VerifyServer(msgs[0].body.substr(4));
    }
    return msgs;
  }

  static void ExpectFatal(const std::vector<BackendMessage>& msgs,
                          const std::string& code, const std::string& message) {
    ASSERT_FALSE(msgs.empty());
    EXPECT_EQ(msgs.back().type, 'E');
    EXPECT_EQ(ErrorField(msgs.back(), 'S'), "FATAL");
    EXPECT_EQ(ErrorField(msgs.back(), 'C'), code);
    EXPECT_EQ(ErrorField(msgs.back(), 'M'), message);
  }

  std::string Query(Session* session, const std::string& sql,
                    std::string* message = nullptr) {
    std::string in;
    WriteQuery(&in, sql);
    for (const BackendMessage& m : Send(session, in)) {
      if (m.type == 'E') {
        if (message != nullptr) *message = ErrorField(m, 'M');
        return ErrorField(m, 'C');
      }
    }
    return "00000";
  }

  std::unique_ptr<Database> db_;
  bool closed_ = false;
  bool server_verified_ = false;
};

TEST(AuthPolicyTest, Decisions) {
  using enum AuthDecision;
  const auto kUnix = Transport::kUnixSocket;
  const auto kLocal = Transport::kLoopback;
  const auto kRemote = Transport::kRemote;
  // auto: trust locally until a role has a password.
  EXPECT_EQ(DecideAuth(AuthMethod::kAuto, kUnix, false, false, false), kTrust);
  EXPECT_EQ(DecideAuth(AuthMethod::kAuto, kLocal, false, false, false), kTrust);
  EXPECT_EQ(DecideAuth(AuthMethod::kAuto, kLocal, false, false, true), kScram);
  // Other hosts: never trusted, refused while no one could log in.
  EXPECT_EQ(DecideAuth(AuthMethod::kAuto, kRemote, true, false, false),
            kRefuse);
  EXPECT_EQ(DecideAuth(AuthMethod::kTrust, kRemote, true, false, true), kScram);
  EXPECT_EQ(DecideAuth(AuthMethod::kTrust, kLocal, false, false, true), kTrust);
  EXPECT_EQ(DecideAuth(AuthMethod::kScram, kUnix, false, false, false), kScram);
  // TLS required: TCP without it is refused, the Unix socket is exempt.
  EXPECT_EQ(DecideAuth(AuthMethod::kAuto, kLocal, false, true, false), kRefuse);
  EXPECT_EQ(DecideAuth(AuthMethod::kAuto, kLocal, true, true, false), kTrust);
  EXPECT_EQ(DecideAuth(AuthMethod::kAuto, kUnix, false, true, false), kTrust);
  EXPECT_EQ(*ParseAuthMethod("SCRAM"), AuthMethod::kScram);
  EXPECT_FALSE(ParseAuthMethod("md5").ok());
}

TEST_F(SessionAuthTest, ScramWithTheRightPassword) {
  ASSERT_TRUE(db_->Execute("CREATE USER alice PASSWORD 'secret'").ok());
  auto session = NewSession();
  auto msgs = Scram(session.get(), "alice", "secret");
  ASSERT_GE(msgs.size(), 3u);
  EXPECT_EQ(AuthCode(msgs[0]), 12);  // AuthenticationSASLFinal
  EXPECT_EQ(AuthCode(msgs[1]), 0);   // AuthenticationOk
  EXPECT_EQ(msgs.back().type, 'Z');
  EXPECT_TRUE(server_verified_);
  EXPECT_TRUE(session->started());
  EXPECT_EQ(Query(session.get(), "SELECT count(*) FROM a"), "00000");
}

TEST_F(SessionAuthTest, WrongPasswordAndUnknownUserLookAlike) {
  ASSERT_TRUE(db_->Execute("CREATE USER alice PASSWORD 'secret'").ok());
  ASSERT_TRUE(db_->Execute("CREATE USER nopass").ok());
  for (const char* user : {"alice", "mallory", "nopass"}) {
    auto session = NewSession();
    auto msgs = Scram(session.get(), user, "guess");
    ASSERT_EQ(msgs.size(), 1u) << user;
    ExpectFatal(msgs, "28P01",
                std::string("password authentication failed for user \"") +
                    user + "\"");
    EXPECT_TRUE(closed_);
    EXPECT_FALSE(session->started());
  }
  // An unknown user's made-up salt is the same at every attempt.
  std::string salt1, salt2;
  auto s1 = NewSession();
  auto s2 = NewSession();
  Scram(s1.get(), "mallory", "x", &salt1);
  Scram(s2.get(), "mallory", "y", &salt2);
  EXPECT_EQ(salt1.substr(0, salt1.find(',', 1)),
            salt2.substr(0, salt2.find(',', 1)));
}

TEST_F(SessionAuthTest, RoleWithoutLogin) {
  ASSERT_TRUE(db_->Execute("CREATE ROLE bob PASSWORD 'pw'").ok());
  auto session = NewSession();
  auto msgs = Scram(session.get(), "bob", "pw");
  ExpectFatal(msgs, "28000", "role \"bob\" is not permitted to log in");
  EXPECT_TRUE(closed_);
  // A wrong password says nothing about LOGIN.
  session = NewSession();
  ExpectFatal(Scram(session.get(), "bob", "nope"), "28P01",
              "password authentication failed for user \"bob\"");
}

TEST_F(SessionAuthTest, RemoteConnectionsNeedAPasswordedRole) {
  SessionOptions remote;
  remote.transport = Transport::kRemote;
  auto session = NewSession(remote);
  auto msgs = Startup(session.get());
  ASSERT_EQ(msgs.size(), 1u);
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "28000");
  EXPECT_TRUE(closed_);
  ASSERT_TRUE(db_->Execute("CREATE USER alice PASSWORD 'secret'").ok());
  session = NewSession(remote);
  msgs = Scram(session.get(), "alice", "secret");
  EXPECT_EQ(msgs.back().type, 'Z');
  // Local connections now authenticate too, unless --auth trust.
  auto local = NewSession();
  msgs = Startup(local.get());
  ASSERT_EQ(msgs.size(), 1u);
  EXPECT_EQ(AuthCode(msgs[0]), 10);
  SessionOptions trust;
  trust.auth = AuthMethod::kTrust;
  local = NewSession(trust);
  msgs = Startup(local.get(), "anyone");
  EXPECT_EQ(msgs.back().type, 'Z');
}

TEST_F(SessionAuthTest, MalformedSaslMessagesAreFatal) {
  ASSERT_TRUE(db_->Execute("CREATE USER alice PASSWORD 'secret'").ok());
  auto session = NewSession();
  Startup(session.get());
  std::string in;
  WriteSaslInitialResponse(&in, "SCRAM-SHA-256-PLUS",
                           "p=tls-server-end-point,,n=,r=abc");
  ExpectFatal(Send(session.get(), in), "08P01",
              "client selected an invalid SASL authentication mechanism");
  session = NewSession();
  Startup(session.get());
  in.clear();
  WriteQuery(&in, "SELECT 1");
  auto msgs = Send(session.get(), in);
  ASSERT_EQ(msgs.size(), 1u);
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "08P01");
  session = NewSession();
  Startup(session.get());
  in.clear();
  WriteSaslInitialResponse(&in, "SCRAM-SHA-256", "garbage");
  msgs = Send(session.get(), in);
  ASSERT_EQ(msgs.size(), 1u);
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "08P01");
  EXPECT_TRUE(closed_);
}

TEST_F(SessionAuthTest, SslRequestWithAndWithoutTls) {
  std::string ssl;
  WriteSslRequest(&ssl);
  SessionOptions with_tls;
  with_tls.tls_available = true;
  with_tls.transport = Transport::kLoopback;
  with_tls.tls_required = true;
  auto session = NewSession(with_tls);
  std::string out;
  bool close = false;
  // The startup message behind the SSLRequest is left unread.
  std::string in = ssl;
  WriteStartupMessage(&in, {{"user", "alice"}});
  EXPECT_EQ(session->Process(in, &out, &close), 8u);
  EXPECT_EQ(out, "S");
  EXPECT_TRUE(session->wants_tls());
  session->TlsStarted();
  EXPECT_FALSE(session->wants_tls());
  EXPECT_EQ(Startup(session.get()).back().type, 'Z');
  // TLS required and not used: refused.
  session = NewSession(with_tls);
  auto msgs = Startup(session.get());
  ASSERT_EQ(msgs.size(), 1u);
  EXPECT_EQ(ErrorField(msgs[0], 'C'), "28000");
  // Without a certificate: 'N', and the client goes on in clear.
  session = NewSession();
  msgs = Send(session.get(), ssl, /*ssl_answer=*/true);
  ASSERT_EQ(msgs.size(), 1u);
  EXPECT_EQ(msgs[0].type, 'N');
}

TEST_F(SessionAuthTest, StatementTimeout) {
  auto session = NewSession();
  Startup(session.get());
  EXPECT_EQ(Query(session.get(), "SET statement_timeout = '50ms'"), "00000");
  std::string message;
  EXPECT_EQ(Query(session.get(),
                  "SELECT count(*) FROM a x, a y WHERE x.v <> y.v", &message),
            "57014");
  EXPECT_EQ(message, "canceling statement due to statement timeout");
  EXPECT_EQ(Query(session.get(), "SELECT count(*) FROM a"), "00000");
  EXPECT_EQ(Query(session.get(), "RESET statement_timeout"), "00000");
  EXPECT_EQ(Query(session.get(), "SET statement_timeout = 'soon'"), "22023");
}

TEST_F(SessionAuthTest, CancelStopsOneStatement) {
  auto session = NewSession();
  Startup(session.get());
  // As if the request came while the statement ran.
  session->Cancel();
  std::string message;
  EXPECT_EQ(Query(session.get(), "SELECT count(*) FROM a", &message), "57014");
  EXPECT_EQ(message, "canceling statement due to user request");
  EXPECT_EQ(Query(session.get(), "SELECT count(*) FROM a"), "00000");
  // A CancelRequest packet goes to the server's callback and closes.
  int32_t pid = 0, key = 0;
  SessionOptions options;
  options.on_cancel = [&](int32_t p, int32_t k) {
    pid = p;
    key = k;
  };
  auto canceller = NewSession(options);
  std::string in;
  WriteCancelRequest(&in, 7, 99);
  EXPECT_TRUE(Send(canceller.get(), in).empty());
  EXPECT_TRUE(closed_);
  EXPECT_EQ(pid, 7);
  EXPECT_EQ(key, 99);
}

}  // namespace
}  // namespace kite::server
