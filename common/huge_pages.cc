#include "common/huge_pages.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <new>

namespace kite {
namespace {

size_t MappedBytes(size_t bytes) {
  static const size_t page = static_cast<size_t>(::sysconf(_SC_PAGESIZE));
  return (bytes + page - 1) / page * page;
}

}  // namespace

void* AllocateLarge(size_t bytes) {
  if (bytes < kHugePageBytes) return ::operator new(bytes);
  const size_t length = MappedBytes(bytes);
  // A huge page more than needed, then the unaligned ends given back.
  const size_t padded = length + kHugePageBytes;
  void* raw = ::mmap(nullptr, padded, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) throw std::bad_alloc();
  const uintptr_t start = reinterpret_cast<uintptr_t>(raw);
  const uintptr_t aligned =
      (start + kHugePageBytes - 1) / kHugePageBytes * kHugePageBytes;
  if (aligned > start) ::munmap(raw, aligned - start);
  const uintptr_t end = start + padded;
  if (end > aligned + length) {
    ::munmap(reinterpret_cast<void*>(aligned + length),
             end - (aligned + length));
  }
  void* p = reinterpret_cast<void*>(aligned);
  // A hint: where transparent huge pages are off, 4 KB pages serve. A
  // partial last huge page stays on 4 KB pages, so that it costs no more
  // memory than it holds.
  (void)::madvise(p, bytes / kHugePageBytes * kHugePageBytes, MADV_HUGEPAGE);
  return p;
}

void FreeLarge(void* p, size_t bytes) noexcept {
  if (p == nullptr) return;
  if (bytes < kHugePageBytes) {
    ::operator delete(p);
    return;
  }
  ::munmap(p, MappedBytes(bytes));
}

}  // namespace kite
