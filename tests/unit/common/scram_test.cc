#include "common/scram.h"

#include <string>

#include "absl/strings/escaping.h"
#include "gtest/gtest.h"
#include "kite/status.h"

namespace kite::scram {
namespace {

// RFC 7677, section 3: user "user", password "pencil".
constexpr char kSalt[] = "W22ZaJ0SNY7soEsUEjb6gQ==";
constexpr char kClientFirst[] = "n,,n=user,r=rOprNGfwEbeRWgbNEkqO";
constexpr char kServerNonce[] = "%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0";
constexpr char kServerFirst[] =
    "r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,"
    "s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096";
constexpr char kClientFinal[] =
    "c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,"
    "p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=";
constexpr char kServerFinal[] =
    "v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=";

Verifier Pencil() {
  std::string salt;
  EXPECT_TRUE(absl::Base64Unescape(kSalt, &salt));
  absl::StatusOr<Verifier> v = MakeVerifier("pencil", salt, 4096);
  EXPECT_TRUE(v.ok()) << v.status();
  return *v;
}

TEST(ScramTest, Rfc7677Exchange) {
  ServerExchange exchange(Pencil(), "user", kServerNonce);
  absl::StatusOr<std::string> first = exchange.FirstMessage(kClientFirst);
  ASSERT_TRUE(first.ok()) << first.status();
  EXPECT_EQ(*first, kServerFirst);
  absl::StatusOr<std::string> final = exchange.FinalMessage(kClientFinal);
  ASSERT_TRUE(final.ok()) << final.status();
  EXPECT_EQ(*final, kServerFinal);
}

TEST(ScramTest, WrongPasswordFailsWith28P01) {
  std::string salt;
  ASSERT_TRUE(absl::Base64Unescape(kSalt, &salt));
  ServerExchange exchange(*MakeVerifier("pencil2", salt, 4096), "user",
                          kServerNonce);
  ASSERT_TRUE(exchange.FirstMessage(kClientFirst).ok());
  absl::StatusOr<std::string> final = exchange.FinalMessage(kClientFinal);
  EXPECT_EQ(SqlStateOf(final.status()), "28P01");
}

// An unknown user gets a salt like anyone else's (the same one each time)
// and fails only at the proof.
TEST(ScramTest, UnknownUserFailsOnlyAtTheProof) {
  ServerExchange a(std::nullopt, "nobody", kServerNonce);
  ServerExchange b(std::nullopt, "nobody", kServerNonce);
  absl::StatusOr<std::string> first_a = a.FirstMessage(kClientFirst);
  absl::StatusOr<std::string> first_b = b.FirstMessage(kClientFirst);
  ASSERT_TRUE(first_a.ok() && first_b.ok());
  EXPECT_EQ(*first_a, *first_b);
  EXPECT_NE(first_a->find(",s="), std::string::npos);
  EXPECT_EQ(SqlStateOf(a.FinalMessage(kClientFinal).status()), "28P01");
}

// The client's side against the server's, and against RFC 7677's answer.
TEST(ScramTest, ClientExchangeAgainstTheServer) {
  for (const char* password : {"pencil", "wrong"}) {
    ClientExchange client(password);
    EXPECT_EQ(client.FirstMessage().substr(0, 8), "n,,n=,r=");
    ServerExchange server(Pencil(), "user");
    absl::StatusOr<std::string> first =
        server.FirstMessage(client.FirstMessage());
    ASSERT_TRUE(first.ok()) << first.status();
    absl::StatusOr<std::string> client_final = client.FinalMessage(*first);
    ASSERT_TRUE(client_final.ok()) << client_final.status();
    absl::StatusOr<std::string> final = server.FinalMessage(*client_final);
    if (std::string(password) == "pencil") {
      ASSERT_TRUE(final.ok()) << final.status();
      EXPECT_TRUE(client.VerifyServer(*final));
      EXPECT_FALSE(client.VerifyServer("v=AAAA"));
    } else {
      EXPECT_EQ(SqlStateOf(final.status()), "28P01");
    }
  }
  // A server-first-message whose nonce does not extend the client's.
  ClientExchange client("pencil");
  EXPECT_EQ(SqlStateOf(client.FinalMessage(kServerFirst).status()), "08P01");
  EXPECT_EQ(SqlStateOf(client.FinalMessage("garbage").status()), "08P01");
}

// Runs a whole exchange; the server's final status.
absl::Status Exchange(ClientExchange* client, ServerExchange* server) {
  absl::StatusOr<std::string> first =
      server->FirstMessage(client->FirstMessage());
  if (!first.ok()) return first.status();
  absl::StatusOr<std::string> client_final = client->FinalMessage(*first);
  if (!client_final.ok()) return client_final.status();
  absl::StatusOr<std::string> final = server->FinalMessage(*client_final);
  if (!final.ok()) return final.status();
  return client->VerifyServer(*final) ? absl::OkStatus()
                                      : absl::InternalError("bad signature");
}

TEST(ScramTest, ChannelBinding) {
  const std::string cert_hash(32, 'h');
  // SCRAM-SHA-256-PLUS bound to the server's certificate.
  ClientExchange plus("pencil", cert_hash);
  EXPECT_EQ(plus.FirstMessage().substr(0, 24), "p=tls-server-end-point,,");
  ServerExchange server(Pencil(), "user");
  server.UseChannelBinding(cert_hash, /*plus=*/true);
  EXPECT_TRUE(Exchange(&plus, &server).ok());
  // Bound to another certificate (a man in the middle's).
  ClientExchange other("pencil", std::string(32, 'm'));
  ServerExchange server2(Pencil(), "user");
  server2.UseChannelBinding(cert_hash, true);
  EXPECT_EQ(SqlStateOf(Exchange(&other, &server2)), "08P01");
  // Plain SCRAM-SHA-256 over TLS: fine without binding ("n")...
  ClientExchange plain("pencil");
  ServerExchange server3(Pencil(), "user");
  server3.UseChannelBinding(cert_hash, false);
  EXPECT_TRUE(Exchange(&plain, &server3).ok());
  // ... but not with "y" (the client thinks the server cannot bind).
  ServerExchange server4(Pencil(), "user");
  server4.UseChannelBinding(cert_hash, false);
  EXPECT_EQ(SqlStateOf(server4.FirstMessage("y,,n=,r=abc").status()), "08P01");
  // -PLUS chosen, but no binding in the message.
  ServerExchange server5(Pencil(), "user");
  server5.UseChannelBinding(cert_hash, true);
  EXPECT_EQ(SqlStateOf(server5.FirstMessage("n,,n=,r=abc").status()), "08P01");
  // Without TLS, "y" is what a client that could bind says.
  ServerExchange server6(Pencil(), "user");
  EXPECT_TRUE(server6.FirstMessage("y,,n=,r=abc").ok());
}

TEST(ScramTest, MalformedMessagesAre08P01) {
  for (const char* bad :
       {"", "n", "n,", "x,,n=user,r=abc", "n,a=admin,n=user,r=abc",
        "p=tls-server-end-point,,n=user,r=abc", "n,,r=abc", "n,,n=user",
        "n,,n=user,r=", "n,,n=user,r=abc,m=ext", "n,,n=user,r=a b"}) {
    ServerExchange exchange(Pencil(), "user", kServerNonce);
    EXPECT_EQ(SqlStateOf(exchange.FirstMessage(bad).status()), "08P01") << bad;
  }
  const std::string nonce =
      "rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0";
  for (const std::string& bad :
       {std::string("c=biws,r=") + nonce, std::string("c=biws,p=AAAA"),
        std::string("c=eSws,r=") + nonce +
            ",p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=",
        std::string("c=biws,r=other,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7"
                    "AndVQ="),
        std::string("c=biws,r=") + nonce + ",p=short", std::string("p=")}) {
    ServerExchange exchange(Pencil(), "user", kServerNonce);
    ASSERT_TRUE(exchange.FirstMessage(kClientFirst).ok());
    EXPECT_EQ(SqlStateOf(exchange.FinalMessage(bad).status()), "08P01") << bad;
  }
  // Out of order.
  ServerExchange exchange(Pencil(), "user", kServerNonce);
  EXPECT_EQ(SqlStateOf(exchange.FinalMessage(kClientFinal).status()), "08P01");
}

// A verifier PostgreSQL 15 stored for CREATE ROLE ... PASSWORD 'correct
// horse': the same password and salt give the same keys here.
TEST(ScramTest, VerifierMatchesPostgreSQL) {
  constexpr char kStored[] =
      "SCRAM-SHA-256$4096:x+aNHiNJ9bfk67IuIedAKA==$cfm9k12aPLDTWgvXdsLq/"
      "LHSZ+B44M7gq1sS+kFeBIg=:U7WbfKS9otD3G9GKPan7dWhTTebRa5r+qMlGtlmxjH0=";
  absl::StatusOr<Verifier> parsed = ParseVerifier(kStored);
  ASSERT_TRUE(parsed.ok()) << parsed.status();
  absl::StatusOr<Verifier> made =
      MakeVerifier("correct horse", parsed->salt, parsed->iterations);
  ASSERT_TRUE(made.ok());
  EXPECT_EQ(FormatVerifier(*made), kStored);
}

TEST(ScramTest, RandomSaltsDiffer) {
  absl::StatusOr<Verifier> a = MakeVerifier("pw");
  absl::StatusOr<Verifier> b = MakeVerifier("pw");
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_NE(a->salt, b->salt);
  EXPECT_EQ(a->salt.size(), 16u);
  EXPECT_TRUE(ParseVerifier(FormatVerifier(*a)).ok());
}

TEST(ScramTest, BadVerifiersAreRefused) {
  for (const char* bad :
       {"", "md5abc", "SCRAM-SHA-256$", "SCRAM-SHA-256$4096:abc",
        "SCRAM-SHA-256$0:x+aNHiNJ9bfk67IuIedAKA==$AAAA:AAAA",
        "SCRAM-SHA-256$4096:x+aNHiNJ9bfk67IuIedAKA==$AAAA:AAAA",
        "SCRAM-SHA-256$x:x+aNHiNJ9bfk67IuIedAKA==$a$b"}) {
    EXPECT_EQ(SqlStateOf(ParseVerifier(bad).status()), "22023") << bad;
  }
}

}  // namespace
}  // namespace kite::scram
