// AllocateLarge: large allocations are 2 MB-aligned mappings advised for
// huge pages (the kernel's smaps says the mapping may use them), small
// ones come from operator new; both are usable as allocator storage.
#include "common/huge_pages.h"

#include <cstdint>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace kite {
namespace {

std::string ReadFile(const char* path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The "THPeligible:" value smaps gives the mapping holding `p`, or -1.
int ThpEligible(const void* p) {
  std::ifstream smaps("/proc/self/smaps");
  const uintptr_t at = reinterpret_cast<uintptr_t>(p);
  std::string line;
  bool inside = false;
  while (std::getline(smaps, line)) {
    uintptr_t begin = 0, end = 0;
    char dash = 0;
    std::istringstream head(line);
    if (head >> std::hex >> begin >> dash >> end && dash == '-' &&
        line.find(':') > line.find(' ')) {
      inside = begin <= at && at < end;
      continue;
    }
    if (inside && line.rfind("THPeligible:", 0) == 0) {
      return std::stoi(line.substr(12));
    }
  }
  return -1;
}

TEST(HugePagesTest, LargeAllocationsAreAlignedAndAdvised) {
  const size_t bytes = 3 * kHugePageBytes + 12345;
  char* p = static_cast<char*>(AllocateLarge(bytes));
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % kHugePageBytes, 0u);
  std::memset(p, 0x5a, bytes);  // all of it is writable
  EXPECT_EQ(p[bytes - 1], 0x5a);
  const std::string thp =
      ReadFile("/sys/kernel/mm/transparent_hugepage/enabled");
  if (thp.find("[never]") == std::string::npos && !thp.empty()) {
    EXPECT_EQ(ThpEligible(p), 1) << "THP: " << thp;
  }
  FreeLarge(p, bytes);
}

TEST(HugePagesTest, SmallAllocationsAndVectorsWork) {
  void* small = AllocateLarge(100);
  ASSERT_NE(small, nullptr);
  std::memset(small, 1, 100);
  FreeLarge(small, 100);

  // Growth crosses from operator new to mappings and back (shrink).
  std::vector<char, HugePageAllocator<char>> v;
  std::string expected;
  for (int i = 0; i < 5'000'000; ++i) {
    v.push_back(static_cast<char>('a' + i % 26));
  }
  for (int i = 0; i < 5'000'000; i += 999'983) {
    EXPECT_EQ(v[i], static_cast<char>('a' + i % 26));
  }
  v.resize(10);
  v.shrink_to_fit();
  EXPECT_EQ(std::string(v.begin(), v.end()), "abcdefghij");
}

}  // namespace
}  // namespace kite
