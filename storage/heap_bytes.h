// The bytes of one chunk of a text column (HeapColumn): an array that only
// grows at its end, in memory from AllocateLarge (huge pages when large).
//
// Not a std::vector<char, HugePageAllocator<char>>: with an allocator other
// than std::allocator, libstdc++ copies a vector's elements one at a time
// (allocator_traits::construct per char), so appending a 500-byte string
// cost ~2,600 instructions and growing a heap several per byte; here both
// are a memcpy.
//
// Results view a heap's bytes without copying them, so a heap they may
// view never grows (which moves its bytes): HeapColumn appends only within
// the capacity (GrowHeap makes a larger heap, a new one, first), and
// reserve and a growing append are for a heap no result sees yet.
#ifndef KITE_STORAGE_HEAP_BYTES_H_
#define KITE_STORAGE_HEAP_BYTES_H_

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <utility>

#include "common/huge_pages.h"

namespace kite::storage_internal {

class HeapBytes {
 public:
  HeapBytes() = default;
  HeapBytes(HeapBytes&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)),
        size_(std::exchange(other.size_, 0)),
        capacity_(std::exchange(other.capacity_, 0)) {}
  HeapBytes& operator=(HeapBytes&& other) noexcept {
    if (this != &other) {
      Free();
      data_ = std::exchange(other.data_, nullptr);
      size_ = std::exchange(other.size_, 0);
      capacity_ = std::exchange(other.capacity_, 0);
    }
    return *this;
  }
  HeapBytes(const HeapBytes&) = delete;
  HeapBytes& operator=(const HeapBytes&) = delete;
  ~HeapBytes() { Free(); }

  const char* data() const { return data_; }
  size_t size() const { return size_; }
  size_t capacity() const { return capacity_; }

  // Makes the capacity at least `bytes` (moving the bytes when it grows).
  void reserve(size_t bytes) {
    if (bytes <= capacity_) return;
    char* grown = static_cast<char*>(AllocateLarge(bytes));
    if (size_ > 0) std::memcpy(grown, data_, size_);
    Free();
    data_ = grown;
    capacity_ = bytes;
  }
  // Appends `n` bytes from `p`, doubling the capacity when they do not fit.
  void append(const char* p, size_t n) {
    if (size_ + n > capacity_) {
      reserve(std::max(size_ + n, 2 * capacity_));
    }
    if (n > 0) std::memcpy(data_ + size_, p, n);
    size_ += n;
  }

 private:
  void Free() {
    if (data_ != nullptr) FreeLarge(data_, capacity_);
    data_ = nullptr;
  }

  char* data_ = nullptr;
  size_t size_ = 0;
  size_t capacity_ = 0;
};

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_HEAP_BYTES_H_
