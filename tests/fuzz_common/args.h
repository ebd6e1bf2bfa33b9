// Command-line helpers of the differential testers' programs.
#ifndef KITE_TESTS_FUZZ_COMMON_ARGS_H_
#define KITE_TESTS_FUZZ_COMMON_ARGS_H_

#include <cstdlib>

namespace kite::fuzz {

// Parses `text` as a whole unsigned decimal number into `*out`; false if it
// is null, empty or anything but digits.
inline bool ParseNumber(const char* text, unsigned long long* out) {
  if (text == nullptr || *text == '\0' || *text == '-') return false;
  char* end = nullptr;
  *out = std::strtoull(text, &end, 10);
  return *end == '\0';
}

}  // namespace kite::fuzz

#endif  // KITE_TESTS_FUZZ_COMMON_ARGS_H_
