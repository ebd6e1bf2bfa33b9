// Bounding memory: what one statement may hold (statement_mem) and what the
// process may hold (kited's --max-memory). A statement's StatementMemory is
// installed for the calling thread while it runs (ScopedStatementMemory,
// like the interrupt in common/interrupt.h), and whatever buffers rows --
// sorts, hash joins, hash aggregates, DISTINCT, set operations, cached
// subquery results, the Result being filled, COPY's rows -- charges it
// through a MemoryCharge. A charge past statement_mem, or one that takes
// the process past its limit, fails the statement with 53200 "out of
// memory", naming what asked; the statement then unwinds as on any error,
// so nothing is left half-done.
//
// The figures are estimates of what the buffers hold (their elements and
// the strings they own), not the allocator's exact bytes: they are there to
// stop the statement that would take the machine, long before it does.
#ifndef KITE_COMMON_STATEMENT_MEMORY_H_
#define KITE_COMMON_STATEMENT_MEMORY_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/status.h"

namespace kite {

// The process-wide limit, in bytes (0: none). kited sets it from
// --max-memory; an embedding program may set it too.
void SetProcessMemoryLimit(int64_t bytes);
int64_t ProcessMemoryLimit();

// The memory the process may use: the machine's, or its cgroup's limit
// (cgroup v2) when lower.
int64_t AvailableMemory();

// The bytes every running statement holds now, together.
int64_t StatementMemoryInUse();

// The process's resident memory, in bytes, as last read from
// /proc/self/statm (read again when older than 10 ms); 0 where unknown.
int64_t ResidentMemory();

// The memory of the process that is not a running statement's (its data,
// indexes, caches, what the allocator keeps): the resident memory at the
// last reading minus what the statements held then.
int64_t BaseMemory();

// Room for a message a client is sending (kited reads a message whole
// before it acts on it), to hold `bytes` for it (the message and the
// copies made of what it carries): 53200 naming `message_bytes` when that
// would take the process past its limit; else counted with the running
// statements' memory until ReleaseIncoming(bytes).
absl::Status AdmitIncoming(int64_t bytes, int64_t message_bytes);
void ReleaseIncoming(int64_t bytes);

// What one statement holds. Not thread-safe: one statement runs on one
// thread.
class StatementMemory {
 public:
  // `limit` in bytes; 0 or less: no limit of the statement's own (the
  // process limit still applies).
  explicit StatementMemory(int64_t limit);
  // Returns what the statement still holds to the process.
  ~StatementMemory();
  StatementMemory(const StatementMemory&) = delete;
  StatementMemory& operator=(const StatementMemory&) = delete;

  // Whether a new statement may start: 53200 when the process is past its
  // limit already (kited then refuses work until memory is freed).
  static absl::Status Admit();

  // Adds `bytes` to what the statement holds for `what` (an operator's
  // name, shown in the error). Errors: 53200 past statement_mem or the
  // process limit (nothing is added then).
  absl::Status Grow(int64_t bytes, std::string_view what);
  // Gives back `bytes` of what Grow added.
  void Shrink(int64_t bytes);

  // Strings an expression builds for the batch being computed (repeat(),
  // lpad(), ...): counted until ResetBatch, which every operator calls as
  // it starts its next batch, so that one batch of huge values fails
  // instead of being built.
  absl::Status GrowBatch(int64_t bytes, std::string_view what);
  void ResetBatch();

  // Unique to this statement in the process (a MemoryCharge left from an
  // earlier statement recognises that it is not this one's).
  uint64_t id() const { return id_; }
  int64_t used() const { return used_; }
  int64_t peak() const { return peak_; }
  int64_t limit() const { return limit_; }
  // A SET statement_mem among the statements of one call takes effect for
  // those after it.
  void set_limit(int64_t limit) { limit_ = limit > 0 ? limit : 0; }

 private:
  absl::Status Check(int64_t bytes, std::string_view what) const;

  const uint64_t id_;
  int64_t limit_;
  int64_t used_ = 0;
  int64_t peak_ = 0;
  int64_t batch_ = 0;  // of used_, what GrowBatch added
};

// Installs `memory` (may be null: none) as the calling thread's statement
// for its lifetime; nested scopes restore the outer one.
class ScopedStatementMemory {
 public:
  explicit ScopedStatementMemory(StatementMemory* memory);
  ~ScopedStatementMemory();
  ScopedStatementMemory(const ScopedStatementMemory&) = delete;
  ScopedStatementMemory& operator=(const ScopedStatementMemory&) = delete;

 private:
  StatementMemory* previous_;
};

// The calling thread's statement, or null.
StatementMemory* CurrentStatementMemory();

// GrowBatch of the calling thread's statement; OK without one.
absl::Status ChargeBatchMemory(int64_t bytes, std::string_view what);
// Grow of the calling thread's statement, for what it keeps until it ends
// (the rows an INSERT ... SELECT gathers); OK without one.
absl::Status ChargeStatementMemory(int64_t bytes, std::string_view what);

// What one holder of memory (an operator's buffered rows, a hash table)
// has charged to the statement running on its thread. An operator tree
// kept for the next execution outlives its statement: a charge whose
// statement has ended is forgotten rather than given back to another.
class MemoryCharge {
 public:
  MemoryCharge() = default;
  ~MemoryCharge() { Clear(); }
  MemoryCharge(const MemoryCharge&) = delete;
  MemoryCharge& operator=(const MemoryCharge&) = delete;

  // Makes the holder's charge `bytes` (more or less than before). Errors:
  // 53200 naming `what` when that is more than the statement may hold (the
  // charge then stays as it was).
  absl::Status Set(int64_t bytes, std::string_view what);
  absl::Status Add(int64_t bytes, std::string_view what) {
    return Set(bytes_ + bytes, what);
  }
  // Gives everything back (to a statement still running on this thread).
  void Clear();
  int64_t bytes() const { return bytes_; }

 private:
  // The statement charged, if it is still the calling thread's.
  StatementMemory* Owner() const;

  uint64_t owner_id_ = 0;
  int64_t bytes_ = 0;
};

// Parses a memory size as PostgreSQL's memory settings take it: an integer
// with an optional unit B, kB, MB, GB or TB (case-sensitive, as in
// PostgreSQL), a bare integer counting `default_unit` bytes. -1 when not a
// size.
int64_t ParseMemorySize(std::string_view text, int64_t default_unit = 1024);
// A size as SHOW prints it: in the largest unit that divides it ("64MB").
std::string FormatMemorySize(int64_t bytes);

}  // namespace kite

#endif  // KITE_COMMON_STATEMENT_MEMORY_H_
