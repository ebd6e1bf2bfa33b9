#include "catalog/catalog.h"

#include <utility>

#include "kite/status.h"

namespace kite {

absl::Status CheckLength(const TableEntry& entry, int col, const Value& v) {
  if (col >= static_cast<int>(entry.max_lengths.size()) ||
      entry.max_lengths[col] == 0 || v.is_null() ||
      v.type().id != TypeId::kText) {
    return absl::OkStatus();
  }
  int64_t chars = 0;
  for (unsigned char c : v.text()) chars += (c & 0xC0) != 0x80;
  if (chars <= entry.max_lengths[col]) return absl::OkStatus();
  return SqlError(sqlstate::kStringDataRightTruncation,
                  "value too long for type " + entry.length_types[col]);
}

std::optional<TableEntry> Catalog::Find(std::string_view name) const {
  absl::MutexLock lock(&mu_);
  auto it = tables_.find(std::string(name));
  if (it == tables_.end()) return std::nullopt;
  return it->second;
}

absl::Status Catalog::Create(TableEntry entry) {
  const std::string& name = entry.table->name();
  absl::MutexLock lock(&mu_);
  if (tables_.contains(name) || IsSystemView(name)) {
    return SqlError(sqlstate::kDuplicateTable,
                    "relation \"" + name + "\" already exists");
  }
  entry.oid = NewOid();
  if (!entry.table->schema().primary_key.empty()) {
    entry.pkey_oid = NewOid();
    entry.pkey_constraint_oid = NewOid();
  }
  entry.default_oids.assign(entry.defaults.size(), 0);
  for (size_t c = 0; c < entry.defaults.size(); ++c) {
    if (entry.defaults[c] != nullptr) entry.default_oids[c] = NewOid();
  }
  tables_.emplace(name, std::move(entry));
  version_.fetch_add(1, std::memory_order_release);
  return absl::OkStatus();
}

bool Catalog::Drop(std::string_view name) {
  absl::MutexLock lock(&mu_);
  auto it = tables_.find(std::string(name));
  if (it == tables_.end()) return false;
  tables_.erase(it);
  version_.fetch_add(1, std::memory_order_release);
  return true;
}

void Catalog::DropIfSame(std::string_view name,
                         const std::shared_ptr<Table>& table) {
  absl::MutexLock lock(&mu_);
  auto it = tables_.find(std::string(name));
  if (it == tables_.end() || it->second.table != table) return;
  tables_.erase(it);
  version_.fetch_add(1, std::memory_order_release);
}

uint32_t Catalog::NewOid() { return next_oid_.fetch_add(1); }

std::vector<TableEntry> Catalog::Entries() const {
  absl::MutexLock lock(&mu_);
  std::vector<TableEntry> entries;
  for (const auto& [name, entry] : tables_) entries.push_back(entry);
  return entries;
}

std::vector<std::string> Catalog::TableNames() const {
  absl::MutexLock lock(&mu_);
  std::vector<std::string> names;
  for (const auto& [name, entry] : tables_) names.push_back(name);
  return names;
}

std::optional<TableEntry> Catalog::FindIndexTable(std::string_view name) const {
  absl::MutexLock lock(&mu_);
  for (const auto& [n, entry] : tables_) {
    for (const auto& index : entry.table->indexes()) {
      if (index->def().name == name) return entry;
    }
  }
  return std::nullopt;
}

bool Catalog::RelationExists(std::string_view name) const {
  if (IsSystemView(name)) return true;
  absl::MutexLock lock(&mu_);
  if (tables_.contains(std::string(name))) return true;
  for (const auto& [n, entry] : tables_) {
    if (!entry.table->schema().primary_key.empty() && name == n + "_pkey") {
      return true;
    }
    for (const auto& index : entry.table->indexes()) {
      if (index->def().name == name) return true;
    }
  }
  return false;
}

uint64_t Catalog::version() const {
  return version_.load(std::memory_order_acquire);
}

void Catalog::SetPlanCacheRows(
    std::function<std::vector<std::vector<Value>>()> rows) {
  absl::MutexLock lock(&mu_);
  plan_cache_rows_ = std::move(rows);
}

std::vector<std::vector<Value>> Catalog::PlanCacheRows() const {
  std::function<std::vector<std::vector<Value>>()> rows;
  {
    absl::MutexLock lock(&mu_);
    rows = plan_cache_rows_;
  }
  if (!rows) return {};
  return rows();
}

void Catalog::SetRoles(std::function<std::vector<RoleInfo>()> roles) {
  absl::MutexLock lock(&mu_);
  roles_ = std::move(roles);
}

std::vector<std::pair<uint32_t, RoleInfo>> Catalog::RolesWithOids() const {
  std::function<std::vector<RoleInfo>()> source;
  {
    absl::MutexLock lock(&mu_);
    source = roles_;
  }
  std::vector<RoleInfo> roles;
  if (source) roles = source();
  std::vector<std::pair<uint32_t, RoleInfo>> out;
  RoleInfo bootstrap;
  bootstrap.name = kBootstrapRoleName;
  bootstrap.login = true;
  bootstrap.superuser = true;
  out.emplace_back(kBootstrapRoleOid, bootstrap);
  absl::MutexLock lock(&mu_);
  for (RoleInfo& role : roles) {
    if (role.name == kBootstrapRoleName) {
      out[0].second = std::move(role);
      continue;
    }
    auto [it, added] = role_oids_.try_emplace(role.name, 0);
    if (added) it->second = next_oid_.fetch_add(1);
    out.emplace_back(it->second, std::move(role));
  }
  return out;
}

}  // namespace kite
