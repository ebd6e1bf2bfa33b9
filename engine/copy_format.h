// COPY's formats: csv and PostgreSQL's text format, read (from a file or
// in pieces, as COPY FROM STDIN receives them) and written (to a file or
// line by line, for COPY TO STDOUT).
#ifndef KITE_ENGINE_COPY_FORMAT_H_
#define KITE_ENGINE_COPY_FORMAT_H_

#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "parser/ast.h"
#include "storage/vector.h"

namespace kite {

// The options of one COPY, with the format's defaults filled in.
struct CopyOptions {
  bool csv = false;
  bool header = false;
  char delimiter = '\t';
  char quote = '"';
  std::string null_string = "\\N";
};

// Validates and completes the options written in `stmt`. Errors: 22023 for
// a bad format, 0A000 for a bad delimiter or quote.
absl::StatusOr<CopyOptions> CopyOptionsOf(const ast::CopyStmt& stmt);

// Called for each record: its (first) line number, 1-based and counting a
// header, and its fields, nullopt for NULL. An error stops the reading and
// is returned.
using CopyRecordFn = std::function<absl::Status(
    int64_t line, std::vector<std::optional<std::string>>& fields)>;

// Cuts COPY data into records and fields. The data may come in pieces that
// split records anywhere; a record is parsed once it is complete. A line
// "\." ends the data. Not thread-safe.
class CopyReader {
 public:
  explicit CopyReader(const CopyOptions& options);

  // Parses the records `data` completes (with what earlier pieces left
  // over) and keeps an incomplete last one for the next call.
  absl::Status Feed(std::string_view data, const CopyRecordFn& record);
  // The end of the data: parses the last record, which needs no newline.
  // Errors: 22P04 for an unterminated quoted CSV field.
  absl::Status Finish(const CopyRecordFn& record);

 private:
  // Parses the records of buf[*pos..]: all of them when `at_end`, else up
  // to the first incomplete one (left at *pos).
  absl::Status Parse(std::string_view buf, size_t* pos, bool at_end,
                     const CopyRecordFn& record);
  // One CSV record from buf[*pos..] into fields_; false when it is
  // incomplete and !at_end (nothing consumed).
  absl::StatusOr<bool> CsvRecord(std::string_view buf, size_t* pos,
                                 bool at_end);
  // Whether pending_ now holds the end of a record. Scans only what was
  // not scanned before, so that a long record arriving in many pieces is
  // read in linear time.
  bool PendingHasRecordEnd();

  CopyOptions options_;
  std::string pending_;    // an incomplete record from earlier pieces
  size_t scanned_ = 0;     // pending_[0..scanned_) holds no record end
  bool in_quote_ = false;  // CSV: inside quotes at scanned_
  int64_t line_ = 0;       // lines read so far
  bool skip_header_;
  bool done_ = false;  // "\." seen: the rest is ignored
  std::vector<std::optional<std::string>> fields_;
};

// Reads the file `path` record by record. Errors: 58P01 / 58030 the file
// cannot be read, the reader's and the callback's.
absl::Status ReadCopyFile(const std::string& path, const CopyOptions& options,
                          const CopyRecordFn& record);

// Formats rows in a COPY format, handing each line (ending in a newline)
// to `line` as it is complete.
class CopyWriter {
 public:
  CopyWriter(const CopyOptions& options,
             std::function<void(std::string_view)> line);
  void WriteHeader(const std::vector<std::string>& names);
  void WriteChunk(const DataChunk& chunk);

 private:
  void WriteField(std::string_view text);
  CopyOptions options_;
  std::function<void(std::string_view)> line_;
  std::string buffer_;
};

// A file COPY TO writes, buffered.
class CopyFile {
 public:
  ~CopyFile();
  // Creates or truncates `path`. Errors: 58030.
  absl::Status Open(const std::string& path);
  void Write(std::string_view data);
  // Flushes and closes. Errors: 58030 on a write error.
  absl::Status Close();

 private:
  FILE* file_ = nullptr;
  std::string buffer_;
};

}  // namespace kite

#endif  // KITE_ENGINE_COPY_FORMAT_H_
