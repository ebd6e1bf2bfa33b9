// Memory for the large arrays that point lookups land in at random (a text
// column's bytes, the primary key's hash table), backed by 2 MB pages where
// the kernel allows (transparent huge pages, MADV_HUGEPAGE).
//
// Why: a lookup touches a few lines scattered over tens or hundreds of
// megabytes; with 4 KB pages nearly every one also misses the TLB and walks
// the page tables (in a virtual machine, two levels of them). With 2 MB
// pages the arrays fit the TLB. byid, alternating runs of one engine,
// lookups a second before/after: 100K rows 1.02M/1.45M, 1.28M/1.47M,
// 1.13M/1.53M; 1M rows 1.01M/1.14M, 0.99M/1.12M. The arrays of 65,536
// values each (256 KB) stay on 4 KB pages: too small for one of their own.
#ifndef KITE_COMMON_HUGE_PAGES_H_
#define KITE_COMMON_HUGE_PAGES_H_

#include <cstddef>

namespace kite {

inline constexpr size_t kHugePageBytes = size_t{2} << 20;

// At least `bytes` bytes, aligned for any type: when `bytes` >=
// kHugePageBytes, a 2 MB-aligned mapping whose whole 2 MB pages are advised
// MADV_HUGEPAGE; else operator new.
// Throws std::bad_alloc as operator new does.
void* AllocateLarge(size_t bytes);
// Frees what AllocateLarge(bytes) returned.
void FreeLarge(void* p, size_t bytes) noexcept;

// A standard allocator over AllocateLarge, for std::vector and
// absl::flat_hash_map.
template <typename T>
struct HugePageAllocator {
  using value_type = T;
  HugePageAllocator() = default;
  template <typename U>
  HugePageAllocator(const HugePageAllocator<U>&) {}  // NOLINT: rebinding
  T* allocate(size_t n) {
    return static_cast<T*>(AllocateLarge(n * sizeof(T)));
  }
  void deallocate(T* p, size_t n) noexcept { FreeLarge(p, n * sizeof(T)); }
  template <typename U>
  bool operator==(const HugePageAllocator<U>&) const {
    return true;
  }
};

}  // namespace kite

#endif  // KITE_COMMON_HUGE_PAGES_H_
