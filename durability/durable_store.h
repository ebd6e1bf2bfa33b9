// A Kite database on disk: one leveldb database in the database's
// directory, holding the catalog and every row. The whole data set is
// loaded into memory when the database opens (durability/load.h);
// after that the store is only written, by commits.
//
// Keys (big-endian numbers, so that a table's rows sort by slot):
//   "m" name                    metadata (next_id: the next table id)
//   "t" u64 table id            a table's definition (stored_catalog.h)
//   "r" u64 table id, u32 slot  a row (storage/row_codec.h)
//   "r" u64 table id, u32 slot, "p"
//                               the row's patch: the columns UPDATEs changed
//                               since the row was put (storage/row_codec.h),
//                               so that an update of a few columns of a
//                               wide row writes those, not the row; a put
//                               or delete of the row deletes its patch
//   "u" name                    a role
//   "s" name                    a database setting (SET jit, durability ...)
//   "q" u64 sequence id         a sequence's definition (stored_catalog.h)
//   "v" u64 sequence id         its state (last value), written by the
//                               sequence itself ahead of nextval
//                               (catalog/sequence.h)
// A table's rows are keyed by the id of the table's current storage; DROP
// TABLE and TRUNCATE give them up by deleting or replacing the definition,
// and rows whose table id has no definition are deleted when the database
// next opens.
//
// Commits are written in the order they are queued, by one writer thread
// that groups whatever is queued into one leveldb write: a sync commit is
// on disk (fsync) before Wait returns for it; an async one within about
// kAsyncFlushInterval. Since commits are ordered, a commit that read
// another's changes is never on disk without them. If a write fails, every
// later commit fails too (the store refuses writes until it is reopened).
//
// Thread-safe.
#ifndef KITE_DURABILITY_DURABLE_STORE_H_
#define KITE_DURABILITY_DURABLE_STORE_H_

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "leveldb/db.h"
#include "leveldb/write_batch.h"
#include "storage/vector.h"

namespace kite {

// The bound on what an async commit may lose in a crash.
inline constexpr std::chrono::milliseconds kAsyncFlushInterval{100};

class DurableStore {
 public:
  // Writes of one commit, applied atomically and in order.
  // (Make one with NewBatch, which reuses the buffers of batches written.)
  class Batch {
   public:
    Batch() : batch_(std::make_unique<leveldb::WriteBatch>()) {}
    void PutTable(uint64_t id, std::string_view definition);
    void DeleteTable(uint64_t id);
    void PutRow(uint64_t table, RowId slot, std::string_view row);
    void DeleteRow(uint64_t table, RowId slot);
    // A row's patch: the columns changed since the row was put
    // (storage/row_codec.h), read over it.
    void PutPatch(uint64_t table, RowId slot, std::string_view patch);
    void DeletePatch(uint64_t table, RowId slot);
    void PutRole(std::string_view name, std::string_view role);
    void DeleteRole(std::string_view name);
    void PutSetting(std::string_view name, std::string_view value);
    void PutSequence(uint64_t id, std::string_view definition);
    void PutSequenceState(uint64_t id, std::string_view state);
    // Deletes the sequence's definition and state.
    void DeleteSequence(uint64_t id);
    bool empty() const { return batch_->ApproximateSize() <= kEmptySize; }
    size_t bytes() const { return batch_->ApproximateSize(); }

   private:
    friend class DurableStore;
    static constexpr size_t kEmptySize = 12;  // leveldb's batch header
    explicit Batch(std::unique_ptr<leveldb::WriteBatch> batch)
        : batch_(std::move(batch)) {}
    // Behind a pointer: leveldb::WriteBatch copies where it could move.
    std::unique_ptr<leveldb::WriteBatch> batch_;
  };
  // An empty batch, in the buffer of one written before if there is one
  // (a commit's batch then grows without reallocating).
  Batch NewBatch();

  // Opens (creating if need be) the store in directory `dir`. Errors:
  // FailedPrecondition when another process has it open, DataLoss naming
  // the damaged file when it is corrupted (see Repair), IoError otherwise.
  static absl::StatusOr<std::unique_ptr<DurableStore>> Open(
      const std::string& dir);
  // Rebuilds the store in `dir` from whatever its files still hold
  // (leveldb::RepairDB); what it could not read is lost, and so are the
  // patches of rows it lost.
  static absl::Status Repair(const std::string& dir);

  // Writes what is queued, then stops.
  ~DurableStore();

  // Loading. Every table definition, role and setting stored.
  struct StoredCatalog {
    std::vector<std::pair<uint64_t, std::string>> tables;  // id, definition
    std::vector<std::string> roles;
    std::vector<std::pair<std::string, std::string>> settings;
    std::vector<std::pair<uint64_t, std::string>> sequences;  // id, definition
    std::vector<std::pair<uint64_t, std::string>> sequence_states;
  };
  absl::StatusOr<StoredCatalog> ReadCatalog();
  // Calls `row` for every stored row and patch, in key order (table id,
  // then slot, a row before its patch; `patch` says which it is); an error
  // from `row` stops the read and is returned.
  absl::Status ReadRows(
      absl::FunctionRef<absl::Status(uint64_t table, RowId slot, bool patch,
                                     std::string_view bytes)>
          row);
  // Deletes the rows of every table id for which `keep` is false (tables
  // dropped or truncated before the last close), synchronously; returns
  // how many rows it deleted.
  absl::StatusOr<int64_t> DeleteRowsUnless(
      absl::FunctionRef<bool(uint64_t table)> keep);

  // The approximate bytes the rows take on disk (for progress reports).
  int64_t ApproximateRowBytes();

  // A table (or sequence) id never used before (it is stored with the next
  // commit).
  uint64_t NewTableId();

  // Queues `batch` after every batch queued before; returns the number to
  // Wait for. Errors: the store failed a write before.
  absl::StatusOr<uint64_t> Commit(Batch batch, bool sync);
  // Waits until commit `ticket` is written (and synced, for a sync one).
  // Errors: the write failed (IoError naming the cause).
  absl::Status Wait(uint64_t ticket);
  // As Wait without blocking: `done` runs once commit `ticket` is written
  // (and synced), with Wait's status, on the writer thread (or at once on
  // this one when it is already written or the store has failed).
  void OnWritten(uint64_t ticket, std::function<void(absl::Status)> done);
  // Queues nothing more, writes and syncs everything queued.
  absl::Status Flush();

  const std::string& dir() const { return dir_; }

 private:
  DurableStore(std::string dir, std::unique_ptr<leveldb::DB> db);
  void WriterLoop();

  struct Pending {
    Batch batch;
    bool sync = false;
    std::chrono::steady_clock::time_point queued;
  };

  const std::string dir_;
  std::unique_ptr<leveldb::DB> db_;
  std::mutex mu_;
  std::condition_variable work_;     // the writer: something to write
  std::condition_variable written_;  // waiters: written_through_ moved
  std::deque<Pending> queue_;
  // Buffers of written batches, cleared, for NewBatch; under their own
  // mutex, so that taking one does not wait for the writer's bookkeeping.
  std::mutex spare_mu_;
  std::vector<std::unique_ptr<leveldb::WriteBatch>> spare_;
  // OnWritten's callbacks, by ticket.
  std::vector<std::pair<uint64_t, std::function<void(absl::Status)>>>
      callbacks_;
  uint64_t queued_through_ = 0;   // tickets handed out
  uint64_t written_through_ = 0;  // tickets on disk
  uint64_t flush_asked_ = 0;      // Flush: write through this at once
  absl::Status failed_;           // the first failed write, if any
  bool stopping_ = false;
  uint64_t next_id_ = 1;
  uint64_t stored_next_id_ = 0;  // the writer's: next_id as on disk
  std::thread writer_;
};

}  // namespace kite

#endif  // KITE_DURABILITY_DURABLE_STORE_H_
