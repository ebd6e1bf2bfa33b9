#include "engine/memory_settings.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "common/statement_memory.h"
#include "kite/status.h"

namespace kite {
int64_t DefaultStatementMem() {
  static const int64_t bytes = [] {
    const int64_t quarter = AvailableMemory() / 4;
    const int64_t mb = int64_t{1} << 20;
    return std::clamp(quarter / mb * mb, kMinStatementMem, kMaxStatementMem);
  }();
  return bytes;
}

absl::StatusOr<int64_t> ParseStatementMem(const std::string& value) {
  if (value.empty()) return DefaultStatementMem();
  const int64_t bytes = ParseMemorySize(value);
  if (bytes < 0) {
    return SqlError(sqlstate::kInvalidParameterValue,
                    absl::StrCat("invalid value for parameter "
                                 "\"statement_mem\": \"",
                                 value,
                                 "\"\nHINT:  Valid units for this parameter "
                                 "are \"B\", \"kB\", \"MB\", \"GB\", and "
                                 "\"TB\"."));
  }
  if (bytes < kMinStatementMem || bytes > kMaxStatementMem) {
    return SqlError(sqlstate::kInvalidParameterValue,
                    absl::StrCat(value,
                                 " is outside the valid range for parameter "
                                 "\"statement_mem\" (64kB .. 2147483647kB)"));
  }
  return bytes;
}

}  // namespace kite
