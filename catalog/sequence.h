// Sequences (CREATE SEQUENCE, SERIAL, identity columns): their options,
// their state and nextval/setval on it, and the values a session has seen
// (currval, lastval).
//
// As in PostgreSQL, nextval is not transactional: a value handed out is
// never handed out again, even when the transaction that asked rolls back.
// It survives a crash the same way: the durable store holds a value some
// way ahead of the last one handed out (kSequenceLogAhead calls), written
// before any of the values it covers is returned, so that after a restart
// nextval continues past everything it may have given. The write goes
// through the commit queue, so a commit that used a value is never on disk
// without it.
#ifndef KITE_CATALOG_SEQUENCE_H_
#define KITE_CATALOG_SEQUENCE_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"

namespace kite {

// How many nextval calls one durable write covers (PostgreSQL's
// SEQ_LOG_VALS).
inline constexpr int kSequenceLogAhead = 32;

// What CREATE / ALTER SEQUENCE set.
struct SequenceOptions {
  int bytes = 8;  // AS smallint (2), integer (4), bigint (8)
  int64_t start = 1;
  int64_t increment = 1;
  int64_t min = 1;
  int64_t max = INT64_MAX;
  int64_t cache = 1;
  bool cycle = false;
};

// Where a sequence is after its last nextval / setval.
struct SequenceState {
  int64_t last_value = 1;
  // False until the first nextval (or after setval(..., false) and
  // RESTART): the next nextval returns last_value itself.
  bool is_called = false;
};

// The column a sequence belongs to (OWNED BY, SERIAL, identity): it is
// dropped with the column's table.
struct SequenceOwner {
  std::string table;
  std::string column;
};

// Everything a sequence is, as stored.
struct SequenceRecord {
  std::string name;
  SequenceOptions options;
  SequenceState state;
  std::optional<SequenceOwner> owner;
  // 'a' / 'd': the sequence of an identity column GENERATED ALWAYS / BY
  // DEFAULT; 0 for any other.
  char identity = 0;
};

// One sequence. Thread-safe.
//
// Its definition is stored by the commits of the DDL that made or changed
// it; its state only through its log, under its lock, so that the state
// stored last is always the newest.
class Sequence {
 public:
  // Where a committed sequence stores its state.
  struct Log {
    // Queues `state` for the store as the sequence's (store id
    // `store_id`); returns a ticket for `await`. Called with the
    // sequence's lock held.
    std::function<absl::StatusOr<uint64_t>(uint64_t store_id,
                                           const SequenceState& state)>
        write;
    // Makes the calling thread's public call wait for `ticket` before it
    // returns (durability/pending_commit.h): every value nextval returns
    // waits for the write that covers it, whichever thread queued it.
    std::function<void(uint64_t ticket)> await;
  };
  using LogFn = std::shared_ptr<const Log>;

  explicit Sequence(SequenceRecord record);

  uint32_t oid() const { return oid_; }
  // The id of its records in the durable store (0: none yet).
  uint64_t store_id() const { return store_id_; }
  void set_store_id(uint64_t id) { store_id_ = id; }

  SequenceRecord record() const;
  std::string name() const;

  // nextval: the next value. Errors: 2200H when the sequence has reached
  // its maximum (or minimum) and does not cycle; the log's error.
  absl::StatusOr<int64_t> Next();
  // setval(value, is_called). Errors: 22003 when `value` is outside the
  // bounds; the log's.
  absl::Status Set(int64_t value, bool is_called);
  // ALTER SEQUENCE, OWNED BY, RENAME, a ROLLBACK: replaces the record, and
  // logs its state. Errors: the log's (the record is replaced anyway).
  absl::Status Reset(SequenceRecord record);

  // Makes the sequence store its state through `log` from now on (null:
  // no more), and stores it once at once. Set when its definition is
  // committed (or loaded); cleared when its drop is. Errors: the log's.
  absl::Status SetLog(LogFn log);

 private:
  friend class Catalog;  // gives the OID
  // Stores the state kSequenceLogAhead values past the current one.
  absl::Status LogAhead() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);

  uint32_t oid_ = 0;
  uint64_t store_id_ = 0;
  mutable absl::Mutex mu_;
  SequenceRecord rec_ ABSL_GUARDED_BY(mu_);
  // Stores `state` through the log, if there is one.
  absl::Status Write(const SequenceState& state)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);

  // How many more nextvals the state stored last covers, and its ticket.
  int logged_ ABSL_GUARDED_BY(mu_) = 0;
  uint64_t ticket_ ABSL_GUARDED_BY(mu_) = 0;
  LogFn log_ ABSL_GUARDED_BY(mu_);
};

// The value after `from` (from itself when !called) in a sequence of
// `options`, or nullopt when its bound is reached without CYCLE.
std::optional<int64_t> SequenceAdvance(int64_t from, bool called,
                                       const SequenceOptions& options);

// The checks CREATE and ALTER SEQUENCE make (22023, as PostgreSQL words
// them) of `options`, and of `state` (the START or RESTART value, or the
// current one) against the bounds.
absl::Status CheckSequenceOptions(const SequenceOptions& options,
                                  const SequenceState& state);

// The bounds of a sequence's type (AS smallint: -32768..32767).
int64_t SequenceTypeMin(const SequenceOptions& options);
int64_t SequenceTypeMax(const SequenceOptions& options);
// The type's name as pg_sequences shows it ("bigint").
const char* SequenceTypeName(const SequenceOptions& options);

// The values one session's nextval calls returned, for currval and lastval.
// Not thread-safe: a session runs one statement at a time.
class SessionSequences {
 public:
  void Note(uint32_t oid, int64_t value) {
    last_[oid] = value;
    last_oid_ = oid;
  }
  std::optional<int64_t> Current(uint32_t oid) const {
    auto it = last_.find(oid);
    if (it == last_.end()) return std::nullopt;
    return it->second;
  }
  // lastval: the sequence of the last nextval, or 0.
  uint32_t last_oid() const { return last_oid_; }
  // DROP SEQUENCE: lastval then fails as in PostgreSQL.
  void Forget(uint32_t oid) {
    last_.erase(oid);
    if (last_oid_ == oid) last_oid_ = 0;
  }

 private:
  absl::flat_hash_map<uint32_t, int64_t> last_;
  uint32_t last_oid_ = 0;
};

// The session whose statement the calling thread runs (set by the engine
// for the statement's duration), or null.
SessionSequences* CurrentSessionSequences();

class ScopedSessionSequences {
 public:
  explicit ScopedSessionSequences(SessionSequences* session);
  ~ScopedSessionSequences();
  ScopedSessionSequences(const ScopedSessionSequences&) = delete;
  ScopedSessionSequences& operator=(const ScopedSessionSequences&) = delete;

 private:
  SessionSequences* previous_;
};

}  // namespace kite

#endif  // KITE_CATALOG_SEQUENCE_H_
