#include "common/session_format.h"

namespace kite {
namespace {

thread_local const SessionFormat* current_format = nullptr;

}  // namespace

const SessionFormat& CurrentFormat() {
  static const auto* defaults = new SessionFormat;
  return current_format != nullptr ? *current_format : *defaults;
}

ScopedSessionFormat::ScopedSessionFormat(const SessionFormat* format)
    : previous_(current_format) {
  current_format = format;
}

ScopedSessionFormat::~ScopedSessionFormat() { current_format = previous_; }

}  // namespace kite
