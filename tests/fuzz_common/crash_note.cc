#include "tests/fuzz_common/crash_note.h"

#include <execinfo.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstring>
#include <string_view>

namespace kite::fuzz {
namespace {

char headline[512];
size_t headline_size = 0;
char note[16384];
volatile std::sig_atomic_t note_size = 0;

void WriteAll(const char* data, size_t size) {
  while (size > 0) {
    ssize_t n = write(STDERR_FILENO, data, size);
    if (n <= 0) return;
    data += n;
    size -= static_cast<size_t>(n);
  }
}

extern "C" void OnCrash(int sig) {
  WriteAll("\n", 1);
  WriteAll(headline, headline_size);
  WriteAll("\n", 1);
  WriteAll(note, static_cast<size_t>(note_size));
  // Where it crashed: frames as binary(+offset) (addr2line -f -C -e BINARY
  // OFFSET names them).
  static const char kTrace[] = "\nbacktrace:\n";
  WriteAll(kTrace, sizeof(kTrace) - 1);
  void* frames[64];
  backtrace_symbols_fd(frames, backtrace(frames, 64), STDERR_FILENO);
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

}  // namespace

void InstallCrashHandler(std::string_view text) {
  headline_size = std::min(text.size(), sizeof(headline));
  std::memcpy(headline, text.data(), headline_size);
  // backtrace() loads its unwinder on first use, which allocates: not in
  // the handler.
  void* frame[1];
  backtrace(frame, 1);
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) {
    std::signal(sig, OnCrash);
  }
}

void SetCrashNote(std::string_view text) {
  size_t size = std::min(text.size(), sizeof(note));
  note_size = 0;  // a crash while copying prints nothing rather than garbage
  std::memcpy(note, text.data(), size);
  note_size = static_cast<std::sig_atomic_t>(size);
}

}  // namespace kite::fuzz
