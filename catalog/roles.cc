#include "catalog/roles.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "common/scram.h"
#include "kite/status.h"

namespace kite {
namespace {

// The stored form of PASSWORD 'text': a verifier given as such is kept
// (after checking it), anything else is hashed; empty when the password is
// cleared.
absl::StatusOr<std::string> VerifierOf(const std::string& password,
                                       std::vector<std::string>* notices) {
  if (password.empty()) {
    notices->push_back(
        "empty string is not a valid password, clearing password");
    return std::string();
  }
  if (scram::LooksLikeVerifier(password)) {
    absl::StatusOr<scram::Verifier> v = scram::ParseVerifier(password);
    if (!v.ok()) return v.status();
    return scram::FormatVerifier(*v);
  }
  if (password.size() == 35 && password.rfind("md5", 0) == 0) {
    return SqlError(sqlstate::kFeatureNotSupported,
                    "MD5 password hashes are not supported: give the "
                    "password or a SCRAM-SHA-256 verifier");
  }
  for (unsigned char c : password) {
    // SASLprep leaves ASCII as it is; Kite does not implement the
    // normalisation it would apply to other characters, which clients do.
    if (c >= 0x80) {
      return SqlError(sqlstate::kFeatureNotSupported,
                      "passwords with non-ASCII characters are not "
                      "supported yet");
    }
  }
  absl::StatusOr<scram::Verifier> v = scram::MakeVerifier(password);
  if (!v.ok()) return v.status();
  return scram::FormatVerifier(*v);
}

absl::Status NoSuchRole(const std::string& name) {
  return SqlError(sqlstate::kUndefinedObject,
                  absl::StrCat("role \"", name, "\" does not exist"));
}

}  // namespace

absl::Status RoleStore::Apply(const ast::RoleStmt& stmt,
                              std::vector<std::string>* notices) {
  if (!stmt.alter && stmt.name.rfind("pg_", 0) == 0) {
    return SqlError(sqlstate::kReservedName,
                    absl::StrCat("role name \"", stmt.name, "\" is reserved"));
  }
  std::optional<std::string> verifier;
  if (stmt.password.has_value()) {
    verifier.emplace();
    if (stmt.password->has_value()) {
      absl::StatusOr<std::string> v = VerifierOf(**stmt.password, notices);
      if (!v.ok()) return v.status();
      *verifier = *std::move(v);
    }
  }
  absl::MutexLock lock(&mu_);
  auto it = roles_.find(stmt.name);
  if (stmt.alter && it == roles_.end()) return NoSuchRole(stmt.name);
  if (!stmt.alter && it != roles_.end()) {
    return SqlError(sqlstate::kDuplicateObject,
                    absl::StrCat("role \"", stmt.name, "\" already exists"));
  }
  if (!stmt.alter) {
    RoleInfo role;
    role.name = stmt.name;
    role.login = stmt.is_user;
    it = roles_.emplace(stmt.name, std::move(role)).first;
  }
  RoleInfo& role = it->second;
  if (verifier.has_value()) role.password_verifier = *std::move(verifier);
  if (stmt.login.has_value()) role.login = *stmt.login;
  if (stmt.superuser.has_value()) role.superuser = *stmt.superuser;
  return absl::OkStatus();
}

absl::Status RoleStore::Drop(const ast::DropRoleStmt& stmt,
                             std::vector<std::string>* notices) {
  absl::MutexLock lock(&mu_);
  std::vector<std::string> existing;
  for (const std::string& name : stmt.names) {
    if (roles_.contains(name)) {
      existing.push_back(name);
    } else if (stmt.if_exists) {
      notices->push_back(
          absl::StrCat("role \"", name, "\" does not exist, skipping"));
    } else {
      return NoSuchRole(name);
    }
  }
  for (const std::string& name : existing) roles_.erase(name);
  return absl::OkStatus();
}

std::optional<RoleInfo> RoleStore::Find(std::string_view name) const {
  absl::MutexLock lock(&mu_);
  auto it = roles_.find(name);
  if (it == roles_.end()) return std::nullopt;
  return it->second;
}

bool RoleStore::AnyHasPassword() const {
  absl::MutexLock lock(&mu_);
  for (const auto& [name, role] : roles_) {
    if (!role.password_verifier.empty()) return true;
  }
  return false;
}

std::vector<RoleInfo> RoleStore::All() const {
  absl::MutexLock lock(&mu_);
  std::vector<RoleInfo> out;
  for (const auto& [name, role] : roles_) out.push_back(role);
  return out;
}

void RoleStore::Restore(RoleInfo role) {
  absl::MutexLock lock(&mu_);
  std::string name = role.name;
  roles_[name] = std::move(role);
}

}  // namespace kite
