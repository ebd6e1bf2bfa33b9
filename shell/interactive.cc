// The interactive loop: prompts, line editing and history through libedit's
// readline-compatible API.
#include <editline/readline.h>

#include <csignal>
#include <cstdlib>
#include <string>

#include "shell/shell.h"
#include "shell/text_util.h"

namespace kite::shell {
namespace {

constexpr int kHistorySize = 1000;

volatile std::sig_atomic_t interrupted = 0;
volatile std::sig_atomic_t at_prompt = 0;

// Ctrl-C at the prompt discards the input typed so far, as in psql. While a
// statement runs it ends the shell as usual: the engine cannot cancel a
// statement yet.
void OnInterrupt(int signal) {
  if (!at_prompt) {
    std::signal(signal, SIG_DFL);
    std::raise(signal);
    return;
  }
  interrupted = 1;
}

void CatchInterrupts() {
  struct sigaction action = {};
  action.sa_handler = OnInterrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: the read at the prompt returns
  sigaction(SIGINT, &action, nullptr);
}

// ~/.kite_history, or "" when HOME is not set.
std::string HistoryPath() {
  const char* home = std::getenv("HOME");
  if (home == nullptr || *home == '\0') return "";
  return std::string(home) + "/.kite_history";
}

}  // namespace

void Shell::RunInteractive() {
  const std::string history = HistoryPath();
  using_history();
  stifle_history(kHistorySize);
  if (!history.empty()) read_history(history.c_str());

  CatchInterrupts();
  StatementSplitter splitter;
  const Source source{"", /*stop_on_error=*/false};
  while (!quit_) {
    interrupted = 0;
    at_prompt = 1;
    // As psql's: "*" inside a transaction block, "!" in a failed one.
    const TransactionStatus tx = sql_->transaction_status();
    const std::string prompt = std::string("kite") +
                               (splitter.in_statement() ? "-" : "=") +
                               (tx == TransactionStatus::kInBlock  ? "*"
                                : tx == TransactionStatus::kFailed ? "!"
                                                                   : "") +
                               "> ";
    char* raw = readline(prompt.c_str());
    at_prompt = 0;
    if (interrupted) {
      std::free(raw);
      splitter = StatementSplitter();
      out_ << '\n';
      continue;
    }
    if (raw == nullptr) {  // end of input (Ctrl-D)
      out_ << '\n';
      break;
    }
    std::string line(raw);
    std::free(raw);
    if (!StripBlanks(line).empty()) {
      add_history(line.c_str());
      // Saved at once so that history survives a killed shell.
      if (!history.empty()) write_history(history.c_str());
    }
    RunItems(splitter.AddLine(line), source);
    out_.flush();
  }
}

}  // namespace kite::shell
