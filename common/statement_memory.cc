#include "common/statement_memory.h"

#include <fcntl.h>
#include <malloc.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cstdlib>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "kite/status.h"

namespace kite {
namespace {

std::atomic<int64_t> process_limit{0};
std::atomic<int64_t> in_use{0};
std::atomic<uint64_t> next_id{1};

// The last reading of the resident memory, when it was taken, and what the
// statements held then.
std::atomic<int64_t> sampled_rss{0};
std::atomic<int64_t> sampled_in_use{0};
std::atomic<int64_t> sampled_at_ns{0};
std::atomic<int64_t> trimmed_at_ns{0};

constexpr int64_t kSampleEveryNs = 10'000'000;  // 10 ms
constexpr int64_t kTrimEveryNs = 1'000'000'000;

thread_local StatementMemory* current = nullptr;

int64_t NowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

int64_t ReadResident() {
  const int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char buf[128];
  const ssize_t n = read(fd, buf, sizeof(buf) - 1);
  close(fd);
  if (n <= 0) return 0;
  buf[n] = '\0';
  // "size resident shared ...", in pages.
  char* end = nullptr;
  std::strtoll(buf, &end, 10);
  const long long pages = std::strtoll(end, nullptr, 10);
  return static_cast<int64_t>(pages) * sysconf(_SC_PAGESIZE);
}

// Reads the resident memory again (one thread at a time; the others use
// the last reading meanwhile).
void Sample(int64_t now) {
  int64_t at = sampled_at_ns.load(std::memory_order_relaxed);
  if (now - at < kSampleEveryNs) return;
  if (!sampled_at_ns.compare_exchange_strong(at, now)) return;
  const int64_t statements = in_use.load(std::memory_order_relaxed);
  sampled_rss.store(ReadResident(), std::memory_order_relaxed);
  sampled_in_use.store(statements, std::memory_order_relaxed);
}

std::string_view Trim(std::string_view s) {
  while (!s.empty() && absl::ascii_isspace(s.front())) s.remove_prefix(1);
  while (!s.empty() && absl::ascii_isspace(s.back())) s.remove_suffix(1);
  return s;
}

// A size in an error message: exact when it is a whole number of units,
// else in MB or kB, rounded up.
std::string FormatLimit(int64_t bytes) {
  const int64_t kb = 1024, mb = kb * 1024;
  if (bytes < kb || bytes % kb == 0) return FormatMemorySize(bytes);
  if (bytes < mb) return absl::StrCat((bytes + kb - 1) / kb, "kB");
  return absl::StrCat((bytes + mb - 1) / mb, "MB");
}

// Whether the statements' memory plus `extra` bytes would take the process
// past `limit`. What the allocator keeps of freed memory counts as
// resident: before saying yes, it is given back to the system (at most
// once a second) and the memory read again.
bool OverLimit(int64_t limit, int64_t extra) {
  if (BaseMemory() + StatementMemoryInUse() + extra <= limit) return false;
  const int64_t now = NowNs();
  int64_t trimmed = trimmed_at_ns.load(std::memory_order_relaxed);
  if (now - trimmed < kTrimEveryNs ||
      !trimmed_at_ns.compare_exchange_strong(trimmed, now)) {
    return true;
  }
  malloc_trim(0);
  sampled_at_ns.store(0, std::memory_order_relaxed);
  return BaseMemory() + StatementMemoryInUse() + extra > limit;
}

absl::Status OutOfMemory(std::string detail) {
  return SqlError(sqlstate::kOutOfMemory,
                  absl::StrCat("out of memory\nDETAIL:  ", detail));
}

}  // namespace

int64_t AvailableMemory() {
  int64_t bytes = static_cast<int64_t>(sysconf(_SC_PHYS_PAGES)) *
                  static_cast<int64_t>(sysconf(_SC_PAGESIZE));
  const int fd = open("/sys/fs/cgroup/memory.max", O_RDONLY | O_CLOEXEC);
  if (fd >= 0) {
    char buf[32] = {};
    const ssize_t n = read(fd, buf, sizeof(buf) - 1);
    close(fd);
    // "max" when there is no limit.
    const long long cgroup = n > 0 ? std::strtoll(buf, nullptr, 10) : 0;
    if (cgroup > 0)
      bytes = bytes > 0 ? std::min<int64_t>(bytes, cgroup) : cgroup;
  }
  return bytes;
}

void SetProcessMemoryLimit(int64_t bytes) {
  process_limit.store(std::max<int64_t>(bytes, 0));
}

int64_t ProcessMemoryLimit() {
  return process_limit.load(std::memory_order_relaxed);
}

int64_t StatementMemoryInUse() {
  return in_use.load(std::memory_order_relaxed);
}

int64_t ResidentMemory() {
  Sample(NowNs());
  return sampled_rss.load(std::memory_order_relaxed);
}

int64_t BaseMemory() {
  Sample(NowNs());
  // The statements' memory at the reading is part of what was resident;
  // the rest is the process's own.
  return std::max<int64_t>(0,
                           sampled_rss.load(std::memory_order_relaxed) -
                               sampled_in_use.load(std::memory_order_relaxed));
}

StatementMemory::StatementMemory(int64_t limit)
    : id_(next_id.fetch_add(1, std::memory_order_relaxed)),
      limit_(std::max<int64_t>(limit, 0)) {}

StatementMemory::~StatementMemory() {
  if (used_ != 0) in_use.fetch_sub(used_, std::memory_order_relaxed);
}

absl::Status StatementMemory::Admit() {
  const int64_t limit = ProcessMemoryLimit();
  if (limit <= 0) return absl::OkStatus();
  if (!OverLimit(limit, 0)) return absl::OkStatus();
  return OutOfMemory(absl::StrCat(
      "The server uses ", FormatLimit(BaseMemory() + StatementMemoryInUse()),
      ", more than its ", FormatLimit(limit),
      " (--max-memory): new statements are refused until memory is freed."));
}

absl::Status AdmitIncoming(int64_t bytes, int64_t message_bytes) {
  const int64_t limit = ProcessMemoryLimit();
  if (limit > 0 && OverLimit(limit, bytes)) {
    return OutOfMemory(absl::StrCat("A message of ", FormatLimit(message_bytes),
                                    " would take the server past its ",
                                    FormatLimit(limit), " (--max-memory)."));
  }
  in_use.fetch_add(bytes, std::memory_order_relaxed);
  return absl::OkStatus();
}

void ReleaseIncoming(int64_t bytes) {
  in_use.fetch_sub(bytes, std::memory_order_relaxed);
}

absl::Status StatementMemory::Check(int64_t bytes,
                                    std::string_view what) const {
  if (limit_ > 0 && used_ + bytes > limit_) {
    return OutOfMemory(absl::StrCat(std::string(what),
                                    " would need more than statement_mem (",
                                    FormatLimit(limit_), ")."));
  }
  const int64_t limit = ProcessMemoryLimit();
  if (limit > 0 && OverLimit(limit, bytes)) {
    return OutOfMemory(absl::StrCat(std::string(what), " would need ",
                                    FormatLimit(bytes),
                                    " more, taking the server past its ",
                                    FormatLimit(limit), " (--max-memory)."));
  }
  return absl::OkStatus();
}

absl::Status StatementMemory::Grow(int64_t bytes, std::string_view what) {
  if (bytes <= 0) return absl::OkStatus();
  if (absl::Status s = Check(bytes, what); !s.ok()) return s;
  used_ += bytes;
  peak_ = std::max(peak_, used_);
  in_use.fetch_add(bytes, std::memory_order_relaxed);
  return absl::OkStatus();
}

void StatementMemory::Shrink(int64_t bytes) {
  bytes = std::min(bytes, used_);
  if (bytes <= 0) return;
  used_ -= bytes;
  in_use.fetch_sub(bytes, std::memory_order_relaxed);
}

absl::Status StatementMemory::GrowBatch(int64_t bytes, std::string_view what) {
  if (absl::Status s = Grow(bytes, what); !s.ok()) return s;
  batch_ += std::max<int64_t>(bytes, 0);
  return absl::OkStatus();
}

void StatementMemory::ResetBatch() {
  Shrink(batch_);
  batch_ = 0;
}

ScopedStatementMemory::ScopedStatementMemory(StatementMemory* memory)
    : previous_(current) {
  current = memory;
}

ScopedStatementMemory::~ScopedStatementMemory() { current = previous_; }

StatementMemory* CurrentStatementMemory() { return current; }

absl::Status ChargeBatchMemory(int64_t bytes, std::string_view what) {
  StatementMemory* memory = current;
  return memory == nullptr ? absl::OkStatus() : memory->GrowBatch(bytes, what);
}

absl::Status ChargeStatementMemory(int64_t bytes, std::string_view what) {
  StatementMemory* memory = current;
  return memory == nullptr ? absl::OkStatus() : memory->Grow(bytes, what);
}

StatementMemory* MemoryCharge::Owner() const {
  StatementMemory* memory = current;
  return memory != nullptr && memory->id() == owner_id_ ? memory : nullptr;
}

absl::Status MemoryCharge::Set(int64_t bytes, std::string_view what) {
  StatementMemory* memory = current;
  if (memory == nullptr) return absl::OkStatus();
  // A charge of an ended statement starts again for this one.
  if (memory->id() != owner_id_) {
    owner_id_ = memory->id();
    bytes_ = 0;
  }
  if (bytes > bytes_) {
    if (absl::Status s = memory->Grow(bytes - bytes_, what); !s.ok()) {
      return s;
    }
  } else {
    memory->Shrink(bytes_ - bytes);
  }
  bytes_ = bytes;
  return absl::OkStatus();
}

void MemoryCharge::Clear() {
  if (bytes_ == 0) return;
  if (StatementMemory* memory = Owner()) memory->Shrink(bytes_);
  bytes_ = 0;
}

int64_t ParseMemorySize(std::string_view text, int64_t default_unit) {
  std::string_view t = Trim(text);
  size_t digits = 0;
  while (digits < t.size() && absl::ascii_isdigit(t[digits])) ++digits;
  int64_t n;
  if (digits == 0 ||
      std::from_chars(t.data(), t.data() + digits, n).ec != std::errc()) {
    return -1;
  }
  const std::string_view unit = Trim(t.substr(digits));
  int64_t scale;
  if (unit.empty()) {
    scale = default_unit;
  } else if (unit == "B") {
    scale = 1;
  } else if (unit == "kB") {
    scale = int64_t{1} << 10;
  } else if (unit == "MB") {
    scale = int64_t{1} << 20;
  } else if (unit == "GB") {
    scale = int64_t{1} << 30;
  } else if (unit == "TB") {
    scale = int64_t{1} << 40;
  } else {
    return -1;
  }
  int64_t bytes;
  if (__builtin_mul_overflow(n, scale, &bytes)) return -1;
  return bytes;
}

std::string FormatMemorySize(int64_t bytes) {
  static constexpr const char* kUnits[] = {"B", "kB", "MB", "GB", "TB"};
  int unit = 0;
  while (unit < 4 && bytes != 0 && bytes % 1024 == 0) {
    bytes /= 1024;
    ++unit;
  }
  return absl::StrCat(bytes, kUnits[unit]);
}

}  // namespace kite
