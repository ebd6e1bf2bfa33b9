// Roles through the C++ API: what CREATE / ALTER USER store is a SCRAM
// verifier of the password (never the password), and FindRole gives a
// server what it authenticates against.
#include <string>

#include "common/scram.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "kite/status.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::NewDb;

class RolesTest : public ::testing::Test {
 protected:
  void SetUp() override { db_ = NewDb(); }

  Result Run(const std::string& sql) {
    absl::StatusOr<Result> r = db_->Execute(sql);
    EXPECT_TRUE(r.ok()) << sql << ": " << r.status();
    return r.ok() ? *std::move(r) : Result();
  }

  std::string ErrorOf(const std::string& sql) {
    return SqlStateOf(db_->Execute(sql).status());
  }

  std::unique_ptr<Database> db_;
};

TEST_F(RolesTest, PasswordIsStoredAsAVerifierOfIt) {
  EXPECT_FALSE(db_->AnyRoleHasPassword());
  EXPECT_EQ(Run("CREATE USER alice PASSWORD 'pencil'").command_tag(),
            "CREATE ROLE");
  std::optional<RoleInfo> alice = db_->FindRole("alice");
  ASSERT_TRUE(alice.has_value());
  EXPECT_TRUE(alice->login);
  EXPECT_FALSE(alice->superuser);
  EXPECT_EQ(alice->password_verifier.find("pencil"), std::string::npos);
  absl::StatusOr<scram::Verifier> stored =
      scram::ParseVerifier(alice->password_verifier);
  ASSERT_TRUE(stored.ok()) << alice->password_verifier;
  absl::StatusOr<scram::Verifier> expected =
      scram::MakeVerifier("pencil", stored->salt, stored->iterations);
  ASSERT_TRUE(expected.ok());
  EXPECT_EQ(scram::FormatVerifier(*expected), alice->password_verifier);
  EXPECT_TRUE(db_->AnyRoleHasPassword());

  EXPECT_EQ(Run("ALTER USER alice PASSWORD NULL").command_tag(), "ALTER ROLE");
  EXPECT_EQ(db_->FindRole("alice")->password_verifier, "");
  EXPECT_FALSE(db_->AnyRoleHasPassword());
}

TEST_F(RolesTest, DefaultsAndFlags) {
  Run("CREATE ROLE readers");
  Run("CREATE ROLE admin LOGIN SUPERUSER");
  EXPECT_FALSE(db_->FindRole("readers")->login);
  EXPECT_TRUE(db_->FindRole("admin")->superuser);
  Run("ALTER ROLE admin NOSUPERUSER NOLOGIN");
  EXPECT_FALSE(db_->FindRole("admin")->superuser);
  EXPECT_FALSE(db_->FindRole("admin")->login);
  EXPECT_FALSE(db_->FindRole("Admin").has_value());
  ASSERT_EQ(db_->Roles().size(), 2u);
  EXPECT_EQ(db_->Roles()[0].name, "admin");
  EXPECT_EQ(Run("DROP ROLE admin").command_tag(), "DROP ROLE");
  EXPECT_FALSE(db_->FindRole("admin").has_value());
}

TEST_F(RolesTest, AVerifierIsKeptAsGiven) {
  const std::string verifier =
      "SCRAM-SHA-256$4096:x+aNHiNJ9bfk67IuIedAKA==$cfm9k12aPLDTWgvXdsLq/"
      "LHSZ+B44M7gq1sS+kFeBIg=:U7WbfKS9otD3G9GKPan7dWhTTebRa5r+qMlGtlmxjH0=";
  Run("CREATE USER bob PASSWORD '" + verifier + "'");
  EXPECT_EQ(db_->FindRole("bob")->password_verifier, verifier);
  EXPECT_EQ(ErrorOf("ALTER USER bob PASSWORD 'SCRAM-SHA-256$4096:AAAA$B:C'"),
            "22023");
  EXPECT_EQ(db_->FindRole("bob")->password_verifier, verifier);
}

TEST_F(RolesTest, PasswordsKiteCannotHashAsClientsDoAreRefused) {
  EXPECT_EQ(ErrorOf("CREATE USER c PASSWORD 'md5" + std::string(32, 'a') + "'"),
            "0A000");
  EXPECT_EQ(ErrorOf("CREATE USER c PASSWORD 'pässword'"), "0A000");
  EXPECT_FALSE(db_->FindRole("c").has_value());
}

TEST_F(RolesTest, EmptyPasswordClearsWithANotice) {
  Run("CREATE USER d PASSWORD 'x'");
  Result r = Run("ALTER USER d PASSWORD ''");
  ASSERT_EQ(r.notices().size(), 1u);
  EXPECT_EQ(r.notices()[0],
            "empty string is not a valid password, clearing password");
  EXPECT_EQ(db_->FindRole("d")->password_verifier, "");
}

}  // namespace
}  // namespace kite
