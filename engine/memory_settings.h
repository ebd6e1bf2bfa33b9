// statement_mem, the memory one statement may hold (common/statement_memory.h):
// a setting of the database (its default, OpenOptions::statement_mem) that
// a session may SET for itself.
#ifndef KITE_ENGINE_MEMORY_SETTINGS_H_
#define KITE_ENGINE_MEMORY_SETTINGS_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"

namespace kite {

// PostgreSQL's range for work_mem, which statement_mem follows: 64kB to
// 2147483647kB.
inline constexpr int64_t kMinStatementMem = int64_t{64} << 10;
inline constexpr int64_t kMaxStatementMem = int64_t{2147483647} << 10;

// A quarter of the memory the process may use (the machine's, or its
// cgroup's limit when lower), in whole MB: one statement never takes more
// than that share unless told to.
int64_t DefaultStatementMem();

// The bytes `value` of SET statement_mem stands for (kB when it has no
// unit, as PostgreSQL's work_mem). Errors: 22023 for what is not a size or
// is outside the range.
absl::StatusOr<int64_t> ParseStatementMem(const std::string& value);

}  // namespace kite

#endif  // KITE_ENGINE_MEMORY_SETTINGS_H_
