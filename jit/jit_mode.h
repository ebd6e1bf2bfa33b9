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

// Whether kernels may call the interpreter (Evaluate) per row for
// operators without native code or a direct implementation: only with
// jit = force, since such a kernel is slower than the interpreter's batch
// evaluation (bench: `s || 'x' = $1` through Evaluate over 2M rows 444 ms
// against 90 ms interpreted), and jit = on must never be slower than
// jit = off.
inline bool InterpreterCalls(JitSettings s) {
  return s.mode == JitMode::kForce;
}

}  // namespace kite::jit

#endif  // KITE_JIT_JIT_MODE_H_
