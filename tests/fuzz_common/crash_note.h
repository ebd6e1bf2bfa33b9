// A crash inside the engine leaves no outcome to compare, so the tester keeps
// a note of the statement it is running and prints it from a signal handler.
#ifndef KITE_TESTS_FUZZ_COMMON_CRASH_NOTE_H_
#define KITE_TESTS_FUZZ_COMMON_CRASH_NOTE_H_

#include <string_view>

namespace kite::fuzz {

// Installs handlers for SIGSEGV, SIGBUS, SIGFPE, SIGILL and SIGABRT that
// write `headline` (truncated to 512 bytes), the current note and a
// backtrace to stderr and then die of the same signal.
void InstallCrashHandler(std::string_view headline);

// Replaces the note (truncated to 16 KB).
void SetCrashNote(std::string_view note);

}  // namespace kite::fuzz

#endif  // KITE_TESTS_FUZZ_COMMON_CRASH_NOTE_H_
