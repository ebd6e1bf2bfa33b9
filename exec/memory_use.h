// Estimates of the memory that buffered rows hold, which the operators that
// buffer them charge to the statement (statement_mem,
// common/statement_memory.h): the vectors' lanes and the strings they own.
// Strings a vector only views (a table's) are not counted.
#ifndef KITE_EXEC_MEMORY_USE_H_
#define KITE_EXEC_MEMORY_USE_H_

#include <cstdint>
#include <string>

#include "absl/container/flat_hash_map.h"
#include "kite/value.h"
#include "storage/vector.h"

namespace kite {

// What a boxed value holds, itself included.
int64_t ValueBytes(const Value& v);

// What an entry of a hash set or map keyed by `key` (AppendRowKey's
// encoding) holds: the string, its bytes when not inline, and the slot's
// share of the table.
inline int64_t KeyBytes(const std::string& key) {
  return static_cast<int64_t>(sizeof(std::string) + 8 +
                              (key.capacity() > 15 ? key.capacity() : 0));
}

// What the lanes of `chunk`'s vectors hold (their strings' bytes aside).
int64_t LaneBytes(const DataChunk& chunk);

// The bytes of the batches one operator keeps. Vectors of several batches
// may share one arena: each arena is counted once, for what it has grown
// to.
class BufferedBytes {
 public:
  // Counts `chunk`, now kept; returns the new total.
  int64_t Add(const DataChunk& chunk);
  // Counts only the strings `chunk`'s arenas gained since the last count
  // (a batch that grows in place: the caller measures its lanes).
  int64_t AddStrings(const DataChunk& chunk);
  int64_t total() const { return total_; }
  void Clear();

 private:
  // The strings of each arena counted so far.
  absl::flat_hash_map<const StringArena*, size_t> arenas_;
  int64_t total_ = 0;
};

}  // namespace kite

#endif  // KITE_EXEC_MEMORY_USE_H_
