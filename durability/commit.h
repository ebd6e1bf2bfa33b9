// Writing commits to the durable store: the rows a statement or a block
// changed, the definitions of tables created, altered or dropped, the
// roles and the settings that are kept across a restart. What goes on disk,
// and in which keys, is durability/durable_store.h's; this file decides
// what a commit puts there.
#ifndef KITE_DURABILITY_COMMIT_H_
#define KITE_DURABILITY_COMMIT_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "catalog/catalog.h"
#include "catalog/roles.h"
#include "durability/durable_store.h"
#include "storage/table.h"

namespace kite {

// Queues a commit in `store`: the rows `changes` touched (may be null), the
// definition of each table of `tables` (all its rows for a table new to
// the store, a dropped one's definition deleted) and of each sequence of
// `sequences` (a dropped one's deleted, and its log cleared), as `catalog`
// has them now. The caller holds the locks of the tables. With `sync`, the
// calling thread's public call then waits for the commit
// (pending_commit.h). Errors: the store refuses writes (an earlier write
// failed).
absl::Status PersistCommit(
    DurableStore& store, const Catalog& catalog, const UndoLog* changes,
    const std::vector<std::shared_ptr<Table>>& tables,
    const std::vector<std::shared_ptr<Sequence>>& sequences, bool sync);

// Queues the state of the sequence stored as `id` (its log,
// catalog/sequence.h) after every commit queued before; returns its ticket.
absl::StatusOr<uint64_t> PersistSequenceState(DurableStore& store, uint64_t id,
                                              const SequenceState& state);
// Stores the setting `name` ("" for its default), synchronously.
absl::Status PersistSetting(DurableStore& store, const std::string& name,
                            const std::string& value);

// Stores the roles named as `roles` has them now (a role it no longer has
// is deleted), synchronously.
absl::Status PersistRoles(DurableStore& store, const RoleStore& roles,
                          const std::vector<std::string>& names);

}  // namespace kite

#endif  // KITE_DURABILITY_COMMIT_H_
