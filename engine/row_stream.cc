#include "engine/row_stream.h"

namespace kite {
namespace {

thread_local RowSink* current_sink = nullptr;

}  // namespace

ScopedRowSink::ScopedRowSink(RowSink* sink) : previous_(current_sink) {
  current_sink = sink;
}

ScopedRowSink::~ScopedRowSink() { current_sink = previous_; }

RowSink* TakeRowSink() {
  RowSink* sink = current_sink;
  current_sink = nullptr;
  return sink;
}

}  // namespace kite
