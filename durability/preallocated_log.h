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
// is cut back to its data. A process killed while writing a record leaves
// part of it before the zeros, which the reader (expecting a cut-short
// record at the end of the file) takes for damage: TrimTornLogTail cuts
// such a record off before the database is opened.
#ifndef KITE_DURABILITY_PREALLOCATED_LOG_H_
#define KITE_DURABILITY_PREALLOCATED_LOG_H_

#include <cstdint>
#include <string>

#include "leveldb/env.h"

namespace kite {

// How far ahead of its data a log file is zero-filled.
inline constexpr uint64_t kLogStepBytes = 1 << 20;

// The default Env, except that the log files it creates are extended in
// steps as above. Lives for the process, as Env::Default().
leveldb::Env* PreallocatingLogEnv();

// The log file `path` as a killed writer may leave it: complete records,
// then part of one record (written, never synced, so never acknowledged),
// then the zeros written ahead. Cuts the file back to its last complete
// record when that is so; leaves any other file as it is (a bad record
// followed by good ones is damage, which leveldb reports). Errors: the file
// cannot be read or cut.
leveldb::Status TrimTornLogTail(const std::string& path);

}  // namespace kite

#endif  // KITE_DURABILITY_PREALLOCATED_LOG_H_
