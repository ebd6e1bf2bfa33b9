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
