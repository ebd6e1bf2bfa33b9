// leveldb's write-ahead log files (NNNNNN.log) written ahead of their data:
// the file is extended with zeros in steps of kLogStepBytes, so that the
// fdatasync of a group commit writes the new log bytes only.
//
// Why: appending to a file changes its size, and fdatasync must then also
// write the inode (ext4 without a journal: a second synchronous write; with
// one, a journal commit) -- two device writes for every group commit where
// one would do. PostgreSQL zero-fills its WAL segments for the same reason.
//
// leveldb's log reader skips zero-filled blocks (record type 0 of length 0
// is reserved for preallocated files), so a log that ends in zeros -- the
// process died before it closed the file -- recovers as usual; a closed log
// is cut back to its data.
#ifndef KITE_ENGINE_PREALLOCATED_LOG_H_
#define KITE_ENGINE_PREALLOCATED_LOG_H_

#include <cstdint>

#include "leveldb/env.h"

namespace kite {

// How far ahead of its data a log file is zero-filled.
inline constexpr uint64_t kLogStepBytes = 1 << 20;

// The default Env, except that the log files it creates are extended in
// steps as above. Lives for the process, as Env::Default().
leveldb::Env* PreallocatingLogEnv();

}  // namespace kite

#endif  // KITE_ENGINE_PREALLOCATED_LOG_H_
