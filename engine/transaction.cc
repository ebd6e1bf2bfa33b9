#include "engine/transaction.h"

#include <algorithm>
#include <utility>

#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "kite/status.h"

namespace kite {
namespace {

thread_local Transaction* current_transaction = nullptr;

}  // namespace

Transaction* CurrentTransaction() { return current_transaction; }

ScopedTransaction::ScopedTransaction(Transaction* tx)
    : previous_(current_transaction), owner_(&tx->locks) {
  current_transaction = tx;
}

ScopedTransaction::~ScopedTransaction() { current_transaction = previous_; }

StatementLocks::StatementLocks()
    : own_("statement"),
      owner_(CurrentLockOwner() != nullptr ? CurrentLockOwner() : &own_),
      current_(owner_) {}

absl::Status StatementLocks::Lock(Table* table, LockMode mode) {
  if (mode == LockMode::kExclusive) {
    if (Transaction* tx = CurrentTransaction();
        tx != nullptr && tx->read_only) {
      return SqlError("25006",
                      absl::StrCat("cannot change table \"", table->name(),
                                   "\" in a read-only transaction"));
    }
  }
  return LockManager::Instance().Lock(owner_, &table->lock(), mode);
}

absl::Status StatementLocks::LockTables(const plan::BoundStatement& stmt) {
  // The point lookup's case, one table read, without sorting.
  if (stmt.read_tables.size() == 1 && stmt.write_tables.empty()) {
    return Lock(stmt.read_tables[0].get(), LockMode::kShared);
  }
  // An UPDATE or DELETE of one table that reads no other.
  if (stmt.write_tables.size() == 1 &&
      (stmt.read_tables.empty() ||
       (stmt.read_tables.size() == 1 &&
        stmt.read_tables[0] == stmt.write_tables[0]))) {
    return Lock(stmt.write_tables[0].get(), LockMode::kExclusive);
  }
  // Inline: a statement reads a table or two, and this runs per query.
  absl::InlinedVector<std::pair<Table*, bool>, 4> tables;
  for (const auto& t : stmt.read_tables) tables.emplace_back(t.get(), false);
  for (const auto& t : stmt.write_tables) tables.emplace_back(t.get(), true);
  std::sort(tables.begin(), tables.end(), [](const auto& a, const auto& b) {
    if (a.first->name() != b.first->name()) {
      return a.first->name() < b.first->name();
    }
    if (a.first != b.first) return a.first < b.first;
    return a.second > b.second;  // exclusive first among duplicates
  });
  Table* last = nullptr;
  for (const auto& [table, exclusive] : tables) {
    if (table == last) continue;
    last = table;
    absl::Status s =
        Lock(table, exclusive ? LockMode::kExclusive : LockMode::kShared);
    if (!s.ok()) return s;
  }
  return absl::OkStatus();
}

}  // namespace kite
