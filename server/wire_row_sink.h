// A query's rows on their way to the client while it runs
// (ExecuteOptions::sink): each batch becomes DataRow messages in the
// session's output, which the connection writes out whenever it holds
// more than kFlushBytes, waiting for the client as long as it takes, so
// that a result of any size is sent in memory for a batch and the buffer
// (a slow client holds the statement instead of growing kited).
#ifndef KITE_SERVER_WIRE_ROW_SINK_H_
#define KITE_SERVER_WIRE_ROW_SINK_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "kite/kite.h"

namespace kite::server {

// Writes `*out` to the client now and empties it, waiting for the socket
// while `check` (the statement's cancel and timeout) returns OK. Errors:
// check's, or the connection's (the client went away).
using FlushOutput = std::function<absl::Status(
    std::string* out, const std::function<absl::Status()>& check)>;

// Output beyond this is written before the next batch is encoded.
inline constexpr size_t kFlushBytes = 256 * 1024;

class WireRowSink : public RowSink {
 public:
  // `describe`: the simple protocol, where the first rows are preceded by
  // their RowDescription (the extended protocol's came with Describe).
  // `flush` may be empty (everything stays in `out`).
  WireRowSink(std::string* out, std::vector<int16_t> formats, bool describe,
              const FlushOutput* flush, std::function<absl::Status()> check);

  absl::Status OnRows(const Result& batch) override;

  // Whether any rows went out this way (the RowDescription with them).
  bool started() const { return started_; }

 private:
  std::string* out_;
  std::vector<int16_t> formats_;
  bool describe_;
  const FlushOutput* flush_;
  std::function<absl::Status()> check_;
  bool started_ = false;
};

}  // namespace kite::server

#endif  // KITE_SERVER_WIRE_ROW_SINK_H_
