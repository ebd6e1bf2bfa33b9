// Streaming a SELECT's rows (ExecuteOptions::sink): the public Execute
// overloads install the caller's RowSink for the calling thread while the
// statement runs, and the top-level query RunBound runs takes it, so that
// no layer in between passes it along and no nested statement sees it.
#ifndef KITE_ENGINE_ROW_STREAM_H_
#define KITE_ENGINE_ROW_STREAM_H_

#include "kite/kite.h"

namespace kite {

class ScopedRowSink {
 public:
  explicit ScopedRowSink(RowSink* sink);
  ~ScopedRowSink();
  ScopedRowSink(const ScopedRowSink&) = delete;
  ScopedRowSink& operator=(const ScopedRowSink&) = delete;

 private:
  RowSink* previous_;
};

// The sink installed for the calling thread, which is then cleared (until
// the scope ends); null if none.
RowSink* TakeRowSink();

}  // namespace kite

#endif  // KITE_ENGINE_ROW_STREAM_H_
