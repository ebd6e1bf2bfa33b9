// The process's one LLVM ORC LLJIT: turns generated modules into machine
// code, and frees that code again when a kernel is evicted.
//
// Compiled code reaches only the runtime helpers registered by name
// (jit/runtime.h); nothing is resolved through the process's symbol table.
// Thread-safe: any thread may compile, and code may be freed from any thread.
#ifndef KITE_JIT_JIT_ENGINE_H_
#define KITE_JIT_JIT_ENGINE_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace kite::jit {

// Machine code of one module; freed (through its ORC ResourceTracker) when
// destroyed.
class CompiledCode {
 public:
  virtual ~CompiledCode() = default;
  // The address of the module's i-th requested function.
  virtual void* address(size_t i) const = 0;
};

class JitEngine {
 public:
  // The process's engine, created on first use. Errors: the host target
  // could not be set up (reported once, and every time after).
  static absl::StatusOr<JitEngine*> Get();

  virtual ~JitEngine() = default;

  // Verifies `module` (a broken module is an error, never a crash),
  // optimizes it at `opt_level` (0..3, as -O0..-O3), compiles it and returns
  // the code of its functions `functions`.
  virtual absl::StatusOr<std::unique_ptr<CompiledCode>> Compile(
      std::unique_ptr<llvm::LLVMContext> context,
      std::unique_ptr<llvm::Module> module,
      const std::vector<std::string>& functions, int opt_level) = 0;
};

}  // namespace kite::jit

#endif  // KITE_JIT_JIT_ENGINE_H_
