#include "durability/preallocated_log.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>
#include <string_view>

#include "absl/strings/match.h"

namespace kite {
namespace {

using leveldb::Slice;
using leveldb::Status;

Status PosixError(const std::string& path, int error) {
  return Status::IOError(path, std::strerror(error));
}

// Writes all of [data, data + size) at `offset`.
bool WriteAt(int fd, const char* data, size_t size, uint64_t offset) {
  while (size > 0) {
    const ssize_t n = ::pwrite(fd, data, size, static_cast<off_t>(offset));
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    data += n;
    size -= static_cast<size_t>(n);
    offset += static_cast<uint64_t>(n);
  }
  return true;
}

// Appends are buffered (leveldb flushes after every log record) and written
// at `written_`; when they pass `allocated_`, zeros are written after them
// up to the next step, before the data are synced: one fdatasync then
// carries the data, the zeros and the new size, and the next ones until the
// data reach the zeros carry the data alone.
class PreallocatedLogFile final : public leveldb::WritableFile {
 public:
  PreallocatedLogFile(int fd, std::string path)
      : fd_(fd), path_(std::move(path)) {}
  ~PreallocatedLogFile() override {
    if (fd_ >= 0) (void)Close();
  }

  Status Append(const Slice& data) override {
    buffer_.append(data.data(), data.size());
    return buffer_.size() >= kBufferBytes ? WriteBuffer() : Status::OK();
  }
  Status Flush() override { return WriteBuffer(); }
  Status Sync() override {
    Status s = WriteBuffer();
    if (s.ok() && ::fdatasync(fd_) != 0) s = PosixError(path_, errno);
    return s;
  }
  Status Close() override {
    if (fd_ < 0) return Status::OK();
    Status s = WriteBuffer();
    // The zeros past the data are of no use once the file is complete.
    if (s.ok() && allocated_ > written_ &&
        ::ftruncate(fd_, static_cast<off_t>(written_)) != 0) {
      s = PosixError(path_, errno);
    }
    if (::close(fd_) != 0 && s.ok()) s = PosixError(path_, errno);
    fd_ = -1;
    return s;
  }

 private:
  static constexpr size_t kBufferBytes = 64 << 10;

  // The zeros go first: a disk too full for them fails the write before
  // any of its data is in the file, so a failed commit is not replayed.
  Status WriteBuffer() {
    if (buffer_.empty()) return Status::OK();
    const uint64_t end = written_ + buffer_.size();
    if (end > allocated_) {
      const uint64_t target = (end / kLogStepBytes + 1) * kLogStepBytes;
      static const std::string* const zeros = new std::string(64 << 10, '\0');
      for (uint64_t at = end; at < target;) {
        const size_t n =
            static_cast<size_t>(std::min<uint64_t>(zeros->size(), target - at));
        if (!WriteAt(fd_, zeros->data(), n, at)) {
          return PosixError(path_, errno);
        }
        at += n;
      }
      allocated_ = target;
    }
    if (!WriteAt(fd_, buffer_.data(), buffer_.size(), written_)) {
      return PosixError(path_, errno);
    }
    written_ = end;
    buffer_.clear();
    return Status::OK();
  }

  int fd_;
  const std::string path_;
  std::string buffer_;
  uint64_t written_ = 0;    // data bytes in the file
  uint64_t allocated_ = 0;  // the file's size: data, then zeros
};

class PreallocatingEnv final : public leveldb::EnvWrapper {
 public:
  PreallocatingEnv() : EnvWrapper(leveldb::Env::Default()) {}

  Status NewWritableFile(const std::string& path,
                         leveldb::WritableFile** result) override {
    if (!absl::EndsWith(path, ".log")) {
      return target()->NewWritableFile(path, result);
    }
    const int fd =
        ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
      *result = nullptr;
      return PosixError(path, errno);
    }
    *result = new PreallocatedLogFile(fd, path);
    return Status::OK();
  }
};

// leveldb's log format (its doc/log_format.md): 32 kB blocks of records,
// each a 7-byte header (masked CRC-32C of the type and data, length, type)
// and its data; a record too big for its block is split into a first, middle
// ... and last fragment; a block's last < 7 bytes are zeros.
constexpr size_t kLogBlock = 32768;
constexpr size_t kLogHeader = 7;
enum LogRecordType : uint8_t { kZero = 0, kFull, kFirst, kMiddle, kLast };

// CRC-32C (Castagnoli) of [data, data + n) continued from `crc`. By hand:
// Debian 12 packages no CRC-32C library (Abseil's came in a later release),
// and this checks at most one record when a database opens.
uint32_t Crc32c(uint32_t crc, const uint8_t* data, size_t n) {
  crc = ~crc;
  for (size_t i = 0; i < n; ++i) {
    crc ^= data[i];
    for (int bit = 0; bit < 8; ++bit) {
      crc = (crc >> 1) ^ (0x82f63b78u & (0u - (crc & 1u)));
    }
  }
  return ~crc;
}

// Whether the record whose header is at `h` carries the checksum of its type
// and `length` bytes of data.
bool RecordChecksumOk(const uint8_t* h, size_t length) {
  const uint32_t stored = static_cast<uint32_t>(h[0]) | h[1] << 8 | h[2] << 16 |
                          static_cast<uint32_t>(h[3]) << 24;
  const uint32_t crc = Crc32c(Crc32c(0, h + 6, 1), h + kLogHeader, length);
  const uint32_t masked = ((crc >> 15) | (crc << 17)) + 0xa282ead8u;
  return stored == masked;
}

// Where `log` should end: the end of its last complete record when what
// follows it is part of one record and then zeros; its size otherwise.
size_t TornTailStart(std::string_view log) {
  const size_t last = log.find_last_not_of('\0');
  const size_t data_end = last == std::string_view::npos ? 0 : last + 1;
  // No zeros after the data: the file was closed, or not preallocated; a
  // record cut short there is leveldb's to skip.
  if (data_end == log.size()) return log.size();
  const auto* bytes = reinterpret_cast<const uint8_t*>(log.data());
  size_t pos = 0, complete_end = 0;
  bool in_fragments = false;
  while (pos < data_end) {
    const size_t block_left = kLogBlock - pos % kLogBlock;
    if (block_left < kLogHeader) {
      pos += block_left;  // the block's zero trailer
      continue;
    }
    // A header the write did not finish.
    if (data_end - pos < kLogHeader) return complete_end;
    const uint8_t* h = bytes + pos;
    const size_t length = h[4] | static_cast<size_t>(h[5]) << 8;
    const uint8_t type = h[6];
    const size_t end = pos + kLogHeader + length;
    if (type > kLast || kLogHeader + length > block_left ||
        (type == kZero && length == 0)) {
      return log.size();  // not a torn write's shape: leveldb judges it
    }
    // A record running into the zeros is whole only if its checksum says
    // so (its data may end in zero bytes).
    if (end > data_end && (end > log.size() || !RecordChecksumOk(h, length))) {
      return complete_end;
    }
    const bool continues = type == kMiddle || type == kLast;
    if (continues != in_fragments) return log.size();  // out of order
    in_fragments = type == kFirst || type == kMiddle;
    if (!in_fragments) complete_end = end;
    pos = end;
  }
  // Fragments whose next one was never written.
  return in_fragments ? complete_end : log.size();
}

}  // namespace

leveldb::Status TrimTornLogTail(const std::string& path) {
  std::string log;
  Status s = leveldb::ReadFileToString(leveldb::Env::Default(), path, &log);
  if (!s.ok()) return s;
  const size_t keep = TornTailStart(log);
  if (keep < log.size() &&
      ::truncate(path.c_str(), static_cast<off_t>(keep)) != 0) {
    return PosixError(path, errno);
  }
  return Status::OK();
}

leveldb::Env* PreallocatingLogEnv() {
  static PreallocatingEnv* const env = new PreallocatingEnv();
  return env;
}

}  // namespace kite
