#include "jit/jit_engine.h"

#include <cstdlib>
#include <mutex>
#include <utility>

#include "jit/runtime.h"
#include "llvm/ExecutionEngine/Orc/CompileUtils.h"
#include "llvm/ExecutionEngine/Orc/Core.h"
#include "llvm/ExecutionEngine/Orc/DebugUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/ExecutionEngine/Orc/ObjectTransformLayer.h"
#include "llvm/ExecutionEngine/Orc/ThreadSafeModule.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

namespace kite::jit {
namespace {

std::string ErrorText(llvm::Error e) { return llvm::toString(std::move(e)); }

class OrcCode final : public CompiledCode {
 public:
  OrcCode(llvm::orc::ResourceTrackerSP tracker, std::vector<void*> addresses)
      : tracker_(std::move(tracker)), addresses_(std::move(addresses)) {}
  ~OrcCode() override {
    if (llvm::Error e = tracker_->remove()) llvm::consumeError(std::move(e));
  }
  void* address(size_t i) const override { return addresses_[i]; }

 private:
  llvm::orc::ResourceTrackerSP tracker_;
  std::vector<void*> addresses_;
};

// The module flag that asks for machine code at the lowest optimization
// (FastISel, fast register allocation): set on modules compiled at -O0, whose
// point is a short compile.
constexpr char kFastCodegenFlag[] = "kite.fast_codegen";

// Turns IR into an object with one of two target machines: the fast one for
// modules flagged kFastCodegenFlag, the default one otherwise. (LLJIT's own
// compiler has one target machine, so -O0 IR still went through the
// optimizing instruction selector, the larger part of a -O0 compile.)
class TwoLevelCompiler final : public llvm::orc::IRCompileLayer::IRCompiler {
 public:
  TwoLevelCompiler(std::unique_ptr<llvm::TargetMachine> fast,
                   std::unique_ptr<llvm::TargetMachine> full)
      : IRCompiler(
            llvm::orc::irManglingOptionsFromTargetOptions(full->Options)),
        fast_tm_(std::move(fast)),
        full_tm_(std::move(full)),
        fast_(*fast_tm_),
        full_(*full_tm_) {}

  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> operator()(
      llvm::Module& m) override {
    return m.getModuleFlag(kFastCodegenFlag) != nullptr ? fast_(m) : full_(m);
  }

 private:
  std::unique_ptr<llvm::TargetMachine> fast_tm_, full_tm_;
  llvm::orc::SimpleCompiler fast_, full_;
};

class OrcEngine final : public JitEngine {
 public:
  absl::Status Init() {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    auto jtmb = llvm::orc::JITTargetMachineBuilder::detectHost();
    if (!jtmb) return absl::InternalError(ErrorText(jtmb.takeError()));
    jtmb_ = std::make_unique<llvm::orc::JITTargetMachineBuilder>(*jtmb);
    auto jit = llvm::orc::LLJITBuilder()
                   .setJITTargetMachineBuilder(*jtmb_)
                   .setCompileFunctionCreator(
                       [](llvm::orc::JITTargetMachineBuilder jtmb)
                           -> llvm::Expected<std::unique_ptr<
                               llvm::orc::IRCompileLayer::IRCompiler>> {
                         auto full = jtmb.createTargetMachine();
                         if (!full) return full.takeError();
                         jtmb.setCodeGenOptLevel(llvm::CodeGenOptLevel::None);
                         auto fast = jtmb.createTargetMachine();
                         if (!fast) return fast.takeError();
                         return std::make_unique<TwoLevelCompiler>(
                             std::move(*fast), std::move(*full));
                       })
                   .setLinkProcessSymbolsByDefault(false)
                   .setPlatformSetUp(llvm::orc::setUpInactivePlatform)
                   .create();
    if (!jit) return absl::InternalError(ErrorText(jit.takeError()));
    jit_ = std::move(*jit);
    llvm::orc::SymbolMap symbols;
    for (const auto& [name, address] : RuntimeSymbols()) {
      symbols[jit_->mangleAndIntern(name)] = llvm::orc::ExecutorSymbolDef(
          llvm::orc::ExecutorAddr::fromPtr(address),
          llvm::JITSymbolFlags::Exported | llvm::JITSymbolFlags::Callable);
    }
    // KITE_JIT_OBJECTS=DIR writes each kernel's object file there (for
    // `objdump -d` next to the addresses KITE_JIT_DUMP prints: profiling).
    if (const char* dir = std::getenv("KITE_JIT_OBJECTS")) {
      jit_->getObjTransformLayer().setTransform(llvm::orc::DumpObjects(dir));
    }
    if (llvm::Error e = jit_->getMainJITDylib().define(
            llvm::orc::absoluteSymbols(std::move(symbols)))) {
      return absl::InternalError(ErrorText(std::move(e)));
    }
    return absl::OkStatus();
  }

  absl::StatusOr<std::unique_ptr<CompiledCode>> Compile(
      std::unique_ptr<llvm::LLVMContext> context,
      std::unique_ptr<llvm::Module> module,
      const std::vector<std::string>& functions, int opt_level) override {
    // LLJIT's default compiler owns one TargetMachine and is not safe for
    // two threads at once (the background compiler and a query under
    // jit = force): one compilation at a time.
    std::lock_guard<std::mutex> lock(compile_mu_);
    std::string problems;
    llvm::raw_string_ostream os(problems);
    if (llvm::verifyModule(*module, &os)) {
      module.reset();  // before its context
      return absl::InternalError("generated code failed verification: " +
                                 problems.substr(0, 2000));
    }
    module->setDataLayout(jit_->getDataLayout());
    module->setTargetTriple(jit_->getTargetTriple().str());
    if (opt_level <= 0) {
      module->addModuleFlag(llvm::Module::Warning, kFastCodegenFlag, 1);
    }
    if (absl::Status s = Optimize(*module, opt_level); !s.ok()) {
      module.reset();
      return s;
    }
    // KITE_JIT_DUMP=1 prints each optimized module (for kernel tuning).
    static const bool dump = std::getenv("KITE_JIT_DUMP") != nullptr;
    if (dump) module->print(llvm::errs(), nullptr);
    llvm::orc::ResourceTrackerSP tracker =
        jit_->getMainJITDylib().createResourceTracker();
    if (llvm::Error e = jit_->addIRModule(
            tracker, llvm::orc::ThreadSafeModule(std::move(module),
                                                 std::move(context)))) {
      return absl::InternalError(ErrorText(std::move(e)));
    }
    std::vector<void*> addresses;
    for (const std::string& function : functions) {
      auto symbol = jit_->lookup(function);
      if (!symbol) {
        std::string why = ErrorText(symbol.takeError());
        if (llvm::Error e = tracker->remove()) llvm::consumeError(std::move(e));
        return absl::InternalError(why);
      }
      addresses.push_back(symbol->toPtr<void*>());
      if (dump) {
        llvm::errs() << "; " << function << " at " << addresses.back() << "\n";
      }
    }
    MaybeSweepNames();
    return std::make_unique<OrcCode>(std::move(tracker), std::move(addresses));
  }

 private:
  absl::Status Optimize(llvm::Module& module, int opt_level) {
    if (opt_tm_ == nullptr) {  // made once, used under compile_mu_
      auto tm = jtmb_->createTargetMachine();
      if (!tm) return absl::InternalError(ErrorText(tm.takeError()));
      opt_tm_ = std::move(*tm);
    }
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::PassBuilder pb(opt_tm_.get());
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    llvm::OptimizationLevel level =
        opt_level <= 0   ? llvm::OptimizationLevel::O0
        : opt_level == 1 ? llvm::OptimizationLevel::O1
        : opt_level == 2 ? llvm::OptimizationLevel::O2
                         : llvm::OptimizationLevel::O3;
    llvm::ModulePassManager mpm = level == llvm::OptimizationLevel::O0
                                      ? pb.buildO0DefaultPipeline(level)
                                      : pb.buildPerModuleDefaultPipeline(level);
    mpm.run(module, mam);
    return absl::OkStatus();
  }

  // Interned symbol names outlive their code until swept: every so many
  // compiles, drop the dead ones so that memory stays flat however many
  // distinct kernels come and go.
  void MaybeSweepNames() {
    if (++compiles_ % 1024 != 0) return;
    jit_->getExecutionSession().getSymbolStringPool()->clearDeadEntries();
  }

  std::unique_ptr<llvm::orc::JITTargetMachineBuilder> jtmb_;
  std::unique_ptr<llvm::orc::LLJIT> jit_;
  std::unique_ptr<llvm::TargetMachine> opt_tm_;  // for the IR passes
  std::atomic<uint64_t> compiles_{0};
  std::mutex compile_mu_;
};

}  // namespace

absl::StatusOr<JitEngine*> JitEngine::Get() {
  static absl::StatusOr<JitEngine*>* engine = [] {
    auto* e = new OrcEngine();
    absl::Status s = e->Init();
    if (!s.ok()) {
      delete e;
      return new absl::StatusOr<JitEngine*>(s);
    }
    return new absl::StatusOr<JitEngine*>(e);
  }();
  return *engine;
}

}  // namespace kite::jit
