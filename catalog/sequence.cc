#include "catalog/sequence.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "kite/status.h"

namespace kite {
namespace {

thread_local SessionSequences* current_session_sequences = nullptr;

}  // namespace

int64_t SequenceTypeMin(const SequenceOptions& options) {
  return options.bytes == 2   ? INT16_MIN
         : options.bytes == 4 ? INT32_MIN
                              : INT64_MIN;
}

int64_t SequenceTypeMax(const SequenceOptions& options) {
  return options.bytes == 2   ? INT16_MAX
         : options.bytes == 4 ? INT32_MAX
                              : INT64_MAX;
}

const char* SequenceTypeName(const SequenceOptions& options) {
  return options.bytes == 2   ? "smallint"
         : options.bytes == 4 ? "integer"
                              : "bigint";
}

std::optional<int64_t> SequenceAdvance(int64_t from, bool called,
                                       const SequenceOptions& o) {
  if (!called) return from;
  // Written as PostgreSQL's nextval_internal so that it cannot overflow.
  if (o.increment > 0) {
    if ((o.max >= 0 && from > o.max - o.increment) ||
        (o.max < 0 && from + o.increment > o.max)) {
      if (!o.cycle) return std::nullopt;
      return o.min;
    }
  } else {
    if ((o.min < 0 && from < o.min - o.increment) ||
        (o.min >= 0 && from + o.increment < o.min)) {
      if (!o.cycle) return std::nullopt;
      return o.max;
    }
  }
  return from + o.increment;
}

Sequence::Sequence(SequenceRecord record) : rec_(std::move(record)) {}

SequenceRecord Sequence::record() const {
  absl::MutexLock lock(&mu_);
  return rec_;
}

std::string Sequence::name() const {
  absl::MutexLock lock(&mu_);
  return rec_.name;
}

absl::StatusOr<int64_t> Sequence::Next() {
  absl::MutexLock lock(&mu_);
  std::optional<int64_t> next = SequenceAdvance(
      rec_.state.last_value, rec_.state.is_called, rec_.options);
  if (!next.has_value()) {
    const bool up = rec_.options.increment > 0;
    return SqlError(
        sqlstate::kSequenceGeneratorLimitExceeded,
        absl::StrCat("nextval: reached ", up ? "maximum" : "minimum",
                     " value of sequence \"", rec_.name, "\" (",
                     up ? rec_.options.max : rec_.options.min, ")"));
  }
  if (logged_ == 0) {
    if (absl::Status s = LogAhead(); !s.ok()) return s;
  }
  if (logged_ > 0) --logged_;
  rec_.state = {*next, true};
  if (log_ != nullptr && log_->await) log_->await(ticket_);
  return *next;
}

absl::Status Sequence::LogAhead() {
  if (log_ == nullptr) return absl::OkStatus();
  // The state after kSequenceLogAhead more calls (or the last value before
  // the bound): after a crash, nextval continues after it.
  SequenceState ahead = rec_.state;
  int steps = 0;
  for (; steps < kSequenceLogAhead; ++steps) {
    std::optional<int64_t> next =
        SequenceAdvance(ahead.last_value, ahead.is_called, rec_.options);
    if (!next.has_value()) break;
    ahead = {*next, true};
  }
  if (absl::Status s = Write(ahead); !s.ok()) return s;
  logged_ = steps;
  return absl::OkStatus();
}

absl::Status Sequence::Write(const SequenceState& state) {
  if (log_ == nullptr) return absl::OkStatus();
  absl::StatusOr<uint64_t> ticket = log_->write(store_id_, state);
  if (!ticket.ok()) return ticket.status();
  ticket_ = *ticket;
  if (log_->await) log_->await(ticket_);
  return absl::OkStatus();
}

absl::Status Sequence::Set(int64_t value, bool is_called) {
  absl::MutexLock lock(&mu_);
  const SequenceOptions& o = rec_.options;
  if (value < o.min || value > o.max) {
    return SqlError(sqlstate::kNumericValueOutOfRange,
                    absl::StrCat("setval: value ", value,
                                 " is out of bounds for sequence \"", rec_.name,
                                 "\" (", o.min, "..", o.max, ")"));
  }
  const SequenceState state{value, is_called};
  if (absl::Status s = Write(state); !s.ok()) return s;
  rec_.state = state;
  logged_ = 0;
  return absl::OkStatus();
}

absl::Status Sequence::Reset(SequenceRecord record) {
  absl::MutexLock lock(&mu_);
  rec_ = std::move(record);
  logged_ = 0;
  return Write(rec_.state);
}

absl::Status Sequence::SetLog(LogFn log) {
  absl::MutexLock lock(&mu_);
  log_ = std::move(log);
  logged_ = 0;
  return Write(rec_.state);
}

absl::Status CheckSequenceOptions(const SequenceOptions& o,
                                  const SequenceState& state) {
  auto invalid = [](std::string message) {
    return SqlError(sqlstate::kInvalidParameterValue, std::move(message));
  };
  if (o.increment == 0) return invalid("INCREMENT must not be zero");
  const char* type = SequenceTypeName(o);
  if (o.max > SequenceTypeMax(o) || o.max < SequenceTypeMin(o)) {
    return invalid(absl::StrCat("MAXVALUE (", o.max,
                                ") is out of range for sequence data type ",
                                type));
  }
  if (o.min > SequenceTypeMax(o) || o.min < SequenceTypeMin(o)) {
    return invalid(absl::StrCat("MINVALUE (", o.min,
                                ") is out of range for sequence data type ",
                                type));
  }
  if (o.min >= o.max) {
    return invalid(absl::StrCat("MINVALUE (", o.min,
                                ") must be less than MAXVALUE (", o.max, ")"));
  }
  if (o.start < o.min) {
    return invalid(absl::StrCat("START value (", o.start,
                                ") cannot be less than MINVALUE (", o.min,
                                ")"));
  }
  if (o.start > o.max) {
    return invalid(absl::StrCat("START value (", o.start,
                                ") cannot be greater than MAXVALUE (", o.max,
                                ")"));
  }
  if (state.last_value < o.min) {
    return invalid(absl::StrCat("RESTART value (", state.last_value,
                                ") cannot be less than MINVALUE (", o.min,
                                ")"));
  }
  if (state.last_value > o.max) {
    return invalid(absl::StrCat("RESTART value (", state.last_value,
                                ") cannot be greater than MAXVALUE (", o.max,
                                ")"));
  }
  if (o.cache <= 0) {
    return invalid(
        absl::StrCat("CACHE (", o.cache, ") must be greater than zero"));
  }
  return absl::OkStatus();
}

SessionSequences* CurrentSessionSequences() {
  return current_session_sequences;
}

ScopedSessionSequences::ScopedSessionSequences(SessionSequences* session)
    : previous_(current_session_sequences) {
  current_session_sequences = session;
}

ScopedSessionSequences::~ScopedSessionSequences() {
  current_session_sequences = previous_;
}

}  // namespace kite
