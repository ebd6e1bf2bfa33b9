// CREATE / ALTER / DROP ROLE (and USER): the roles of catalog/roles.h,
// stored with the database.
#include <memory>

#include "durability/commit.h"
#include "engine/database_impl.h"

namespace kite {

absl::Status DatabaseImpl::PersistRoles(const std::vector<std::string>& names) {
  if (store_ == nullptr) return absl::OkStatus();
  return kite::PersistRoles(*store_, roles_, names);
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::RoleStmt& role) {
  auto data = std::make_unique<ResultData>();
  absl::Status s = roles_.Apply(role, &data->notices);
  if (!s.ok()) return s;
  if (s = PersistRoles({role.name}); !s.ok()) return s;
  data->tag = role.alter ? "ALTER ROLE" : "CREATE ROLE";
  return Wrap(std::move(data));
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::DropRoleStmt& drop) {
  auto data = std::make_unique<ResultData>();
  absl::Status s = roles_.Drop(drop, &data->notices);
  if (!s.ok()) return s;
  if (s = PersistRoles(drop.names); !s.ok()) return s;
  data->tag = "DROP ROLE";
  return Wrap(std::move(data));
}

}  // namespace kite
