#include "catalog/catalog.h"

#include <utility>

#include "absl/strings/str_cat.h"
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
  if (tables_.contains(name) || sequences_.contains(name) ||
      IsSystemView(name)) {
    return SqlError(sqlstate::kDuplicateTable,
                    "relation \"" + name + "\" already exists");
  }
  entry.oid = NewOid();
  if (!entry.table->schema().primary_key.empty()) {
    entry.pkey_oid = NewOid();
    entry.pkey_constraint_oid = NewOid();
  }
  for (TableEntry::Check& check : entry.checks) check.oid = NewOid();
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

absl::Status Catalog::Replace(std::string_view name, TableEntry entry) {
  const std::string& to = entry.table->name();
  absl::MutexLock lock(&mu_);
  auto it = tables_.find(std::string(name));
  if (it == tables_.end()) {
    return SqlError(
        sqlstate::kUndefinedTable,
        absl::StrCat("relation \"", std::string(name), "\" does not exist"));
  }
  if (to != name && (NameTakenLocked(to) || IsSystemView(to))) {
    return SqlError(sqlstate::kDuplicateTable,
                    "relation \"" + to + "\" already exists");
  }
  for (TableEntry::Check& check : entry.checks) {
    if (check.oid == 0) check.oid = NewOid();
  }
  entry.default_oids.resize(entry.defaults.size(), 0);
  for (size_t c = 0; c < entry.defaults.size(); ++c) {
    if (entry.defaults[c] == nullptr) {
      entry.default_oids[c] = 0;
    } else if (entry.default_oids[c] == 0) {
      entry.default_oids[c] = NewOid();
    }
  }
  if (entry.table->schema().primary_key.empty()) {
    entry.pkey_oid = entry.pkey_constraint_oid = 0;
  }
  tables_.erase(it);
  tables_.emplace(to, std::move(entry));
  version_.fetch_add(1, std::memory_order_release);
  return absl::OkStatus();
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
  return NameTakenLocked(name);
}

bool Catalog::NameTakenLocked(std::string_view name) const {
  if (tables_.contains(std::string(name)) ||
      sequences_.contains(std::string(name))) {
    return true;
  }
  for (const auto& [n, entry] : tables_) {
    if (!entry.table->schema().primary_key.empty() &&
        name == entry.table->schema().key_name) {
      return true;
    }
    for (const auto& index : entry.table->indexes()) {
      if (index->def().name == name) return true;
    }
  }
  return false;
}

bool Catalog::SetChecks(std::string_view table,
                        std::vector<TableEntry::Check> checks,
                        std::vector<TableEntry::Check>* before) {
  absl::MutexLock lock(&mu_);
  auto it = tables_.find(std::string(table));
  if (it == tables_.end()) return false;
  for (TableEntry::Check& check : checks) {
    if (check.oid == 0) check.oid = NewOid();
  }
  if (before != nullptr) *before = it->second.checks;
  it->second.checks = std::move(checks);
  version_.fetch_add(1, std::memory_order_release);
  return true;
}

bool Catalog::SetDefault(std::string_view table, int col,
                         std::shared_ptr<const ast::Expr> expr,
                         std::shared_ptr<const ast::Expr>* before) {
  absl::MutexLock lock(&mu_);
  auto it = tables_.find(std::string(table));
  if (it == tables_.end()) return false;
  TableEntry& entry = it->second;
  if (col >= static_cast<int>(entry.table->schema().columns.size())) {
    return false;
  }
  entry.defaults.resize(entry.table->schema().columns.size());
  entry.default_oids.resize(entry.defaults.size(), 0);
  if (before != nullptr) *before = entry.defaults[col];
  entry.default_oids[col] = expr != nullptr ? NewOid() : 0;
  entry.defaults[col] = std::move(expr);
  version_.fetch_add(1, std::memory_order_release);
  return true;
}

std::shared_ptr<Sequence> Catalog::FindSequence(std::string_view name) const {
  absl::MutexLock lock(&mu_);
  auto it = sequences_.find(std::string(name));
  return it == sequences_.end() ? nullptr : it->second;
}

std::shared_ptr<Sequence> Catalog::FindSequenceByOid(uint32_t oid) const {
  absl::MutexLock lock(&mu_);
  auto it = sequences_by_oid_.find(oid);
  return it == sequences_by_oid_.end() ? nullptr : it->second;
}

absl::Status Catalog::CreateSequence(std::shared_ptr<Sequence> sequence) {
  const std::string name = sequence->name();
  absl::MutexLock lock(&mu_);
  if (NameTakenLocked(name) || IsSystemView(name)) {
    return SqlError(sqlstate::kDuplicateTable,
                    "relation \"" + name + "\" already exists");
  }
  // A sequence dropped and restored by a ROLLBACK keeps its OID.
  if (sequence->oid_ == 0) sequence->oid_ = NewOid();
  sequences_by_oid_[sequence->oid_] = sequence;
  sequences_.emplace(name, std::move(sequence));
  version_.fetch_add(1, std::memory_order_release);
  return absl::OkStatus();
}

bool Catalog::DropSequence(const std::shared_ptr<Sequence>& sequence) {
  absl::MutexLock lock(&mu_);
  auto it = sequences_.find(sequence->name());
  if (it == sequences_.end() || it->second != sequence) return false;
  sequences_.erase(it);
  sequences_by_oid_.erase(sequence->oid());
  version_.fetch_add(1, std::memory_order_release);
  return true;
}

absl::Status Catalog::RenameSequence(const std::shared_ptr<Sequence>& sequence,
                                     const std::string& to) {
  absl::MutexLock lock(&mu_);
  if (NameTakenLocked(to) || IsSystemView(to)) {
    return SqlError(sqlstate::kDuplicateTable,
                    "relation \"" + to + "\" already exists");
  }
  auto it = sequences_.find(sequence->name());
  if (it == sequences_.end() || it->second != sequence) {
    return SqlError(sqlstate::kUndefinedTable,
                    "relation \"" + sequence->name() + "\" does not exist");
  }
  sequences_.erase(it);
  SequenceRecord record = sequence->record();
  record.name = to;
  // The state is unchanged: a failure to store it again changes nothing.
  (void)sequence->Reset(std::move(record));
  sequences_.emplace(to, sequence);
  version_.fetch_add(1, std::memory_order_release);
  return absl::OkStatus();
}

std::vector<std::shared_ptr<Sequence>> Catalog::Sequences() const {
  absl::MutexLock lock(&mu_);
  std::vector<std::shared_ptr<Sequence>> out;
  for (const auto& [name, sequence] : sequences_) out.push_back(sequence);
  return out;
}

std::vector<std::shared_ptr<Sequence>> Catalog::OwnedSequences(
    std::string_view table) const {
  std::vector<std::shared_ptr<Sequence>> out;
  for (std::shared_ptr<Sequence>& sequence : Sequences()) {
    std::optional<SequenceOwner> owner = sequence->record().owner;
    if (owner.has_value() && owner->table == table) {
      out.push_back(std::move(sequence));
    }
  }
  return out;
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
