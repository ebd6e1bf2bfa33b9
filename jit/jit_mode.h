// The `jit` setting: whether scans run compiled predicate kernels.
#ifndef KITE_JIT_JIT_MODE_H_
#define KITE_JIT_JIT_MODE_H_

namespace kite::jit {

enum class JitMode {
  kOff,    // always interpret
  kOn,     // interpret until the kernel, compiled in the background, is ready
  kForce,  // compile synchronously and use the kernel (tests, benchmarks)
};

// How the executor should compile: the mode and the LLVM optimisation level
// (0..3) of `SET jit_opt_level`.
struct JitSettings {
  JitMode mode = JitMode::kOn;
  int opt_level = 2;
};

}  // namespace kite::jit

#endif  // KITE_JIT_JIT_MODE_H_
