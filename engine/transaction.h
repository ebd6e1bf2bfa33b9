// Transaction blocks and the locks of a statement.
//
// A statement outside a block is a transaction of its own: it locks its
// tables (shared to read, exclusive to write), applies its changes and
// commits them when it ends, or undoes them (UndoLog) when it fails. Inside
// a block (BEGIN ... COMMIT / ROLLBACK) its locks and the inverse of its
// changes go to the block's Transaction instead: the locks are held until
// the block ends (strict two-phase locking: blocks are serializable, and
// nobody reads what a block has not committed), and ROLLBACK undoes every
// statement of the block, newest first.
//
// A session running a statement in a block makes that block the thread's
// current one (ScopedTransaction) for the statement's duration; the
// statement's code finds it with CurrentTransaction().
#ifndef KITE_ENGINE_TRANSACTION_H_
#define KITE_ENGINE_TRANSACTION_H_

#include <memory>
#include <vector>

#include "absl/status/status.h"
#include "catalog/sequence.h"
#include "planner/plan.h"
#include "storage/lock_manager.h"
#include "storage/table.h"

namespace kite {

struct Transaction {
  LockOwner locks{"transaction"};
  UndoLog undo;  // every statement's changes, newest last
  // A statement failed: the block only waits for its end, and every
  // statement before it is undone then (COMMIT rolls back).
  bool failed = false;
  // READ ONLY: statements that would lock a table for writing fail (25006).
  bool read_only = false;
  // Tables whose definition the block changed (created, dropped, indexes):
  // COMMIT stores them.
  std::vector<std::shared_ptr<Table>> catalog_tables;
  // Sequences it made, changed or dropped: COMMIT stores them.
  std::vector<std::shared_ptr<Sequence>> catalog_sequences;
};

// The block the calling thread's statement runs in, or null.
Transaction* CurrentTransaction();

// Makes `tx` the calling thread's current block, and its lock owner the
// thread's CurrentLockOwner, for the scope's lifetime.
class ScopedTransaction {
 public:
  explicit ScopedTransaction(Transaction* tx);
  ~ScopedTransaction();
  ScopedTransaction(const ScopedTransaction&) = delete;
  ScopedTransaction& operator=(const ScopedTransaction&) = delete;

 private:
  Transaction* previous_;
  ScopedCurrentLockOwner owner_;
};

// The locks of one statement, taken as the thread's CurrentLockOwner when
// there is one (its block, or the statement this one runs inside), else
// with an owner of its own that releases them when this object goes. While
// it lives its owner is the thread's CurrentLockOwner, so that locks taken
// on the side (statistics, a system view) join it instead of waiting for
// it.
class StatementLocks {
 public:
  StatementLocks();
  StatementLocks(const StatementLocks&) = delete;
  StatementLocks& operator=(const StatementLocks&) = delete;

  // Locks `table` in `mode`. Errors: 40P01 (deadlock).
  absl::Status Lock(Table* table, LockMode mode);
  // Locks the tables `stmt` reads (shared) and writes (exclusive), in name
  // order, so that single statements never deadlock one another.
  absl::Status LockTables(const plan::BoundStatement& stmt);

 private:
  LockOwner own_;
  LockOwner* owner_;
  ScopedCurrentLockOwner current_;
};

}  // namespace kite

#endif  // KITE_ENGINE_TRANSACTION_H_
