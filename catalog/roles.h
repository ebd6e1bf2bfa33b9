// The roles (users) of a database: CREATE USER / ROLE, ALTER, DROP, and
// what a server authenticates against. Passwords are kept only as
// SCRAM-SHA-256 verifiers (common/scram.h), never in clear.
#ifndef KITE_CATALOG_ROLES_H_
#define KITE_CATALOG_ROLES_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/container/btree_map.h"
#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"
#include "kite/kite.h"
#include "parser/ast.h"

namespace kite {

// Thread-safe.
class RoleStore {
 public:
  // CREATE (stmt.alter false) or ALTER a role. Notices (e.g. an empty
  // password cleared) are appended to `notices`. Errors: 42710 the role
  // exists (CREATE), 42704 it does not (ALTER), 42939 a name starting with
  // "pg_", 22023 an invalid verifier, 0A000 a password SCRAM's SASLprep
  // would change (non-ASCII) or an MD5 hash.
  absl::Status Apply(const ast::RoleStmt& stmt,
                     std::vector<std::string>* notices);
  // DROP USER / ROLE: every name must exist unless if_exists (then a
  // notice per missing one); nothing is dropped when one is missing.
  absl::Status Drop(const ast::DropRoleStmt& stmt,
                    std::vector<std::string>* notices);

  // Puts `role` back as it was stored (loading a database from disk).
  void Restore(RoleInfo role);

  std::optional<RoleInfo> Find(std::string_view name) const;
  bool AnyHasPassword() const;
  std::vector<RoleInfo> All() const;  // sorted by name

 private:
  mutable absl::Mutex mu_;
  absl::btree_map<std::string, RoleInfo, std::less<>> roles_
      ABSL_GUARDED_BY(mu_);
};

}  // namespace kite

#endif  // KITE_CATALOG_ROLES_H_
