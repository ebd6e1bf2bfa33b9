#include "engine/preallocated_log.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>

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

}  // namespace

leveldb::Env* PreallocatingLogEnv() {
  static PreallocatingEnv* const env = new PreallocatingEnv();
  return env;
}

}  // namespace kite
