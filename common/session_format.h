// The session settings that change how values are read and written:
// TimeZone (timestamptz) and bytea_output. A session installs its format for
// the calling thread while a statement runs, and the server while it writes
// rows, as interrupts are installed (common/interrupt.h), so that
// Value::Parse, Value::ToString and casts see it without passing it along.
// Without one: UTC and hex, PostgreSQL's defaults.
#ifndef KITE_COMMON_SESSION_FORMAT_H_
#define KITE_COMMON_SESSION_FORMAT_H_

#include "common/time_zone.h"

namespace kite {

struct SessionFormat {
  datetime::TimeZoneSetting time_zone = datetime::UtcSetting();
  bool bytea_escape = false;  // bytea_output = escape (else hex)
};

// The format installed for the calling thread, else the defaults.
const SessionFormat& CurrentFormat();
inline const datetime::TimeZoneSetting& CurrentTimeZone() {
  return CurrentFormat().time_zone;
}

// Installs `format` for the calling thread for its lifetime (nested scopes
// restore the outer one). `format` must outlive the scope.
class ScopedSessionFormat {
 public:
  explicit ScopedSessionFormat(const SessionFormat* format);
  ~ScopedSessionFormat();
  ScopedSessionFormat(const ScopedSessionFormat&) = delete;
  ScopedSessionFormat& operator=(const ScopedSessionFormat&) = delete;

 private:
  const SessionFormat* previous_;
};

}  // namespace kite

#endif  // KITE_COMMON_SESSION_FORMAT_H_
