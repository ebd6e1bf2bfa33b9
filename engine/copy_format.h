// COPY's file formats: csv and PostgreSQL's text format, read and written.
#ifndef KITE_ENGINE_COPY_FORMAT_H_
#define KITE_ENGINE_COPY_FORMAT_H_

#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
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
// a bad format, delimiter or quote.
absl::StatusOr<CopyOptions> CopyOptionsOf(const ast::CopyStmt& stmt);

// Reads `path` record by record; `fields` holds nullopt for NULL. The
// callback's error stops the read and is returned. Errors: 58030 the file
// cannot be read, 22P04 malformed csv (unterminated quoted field).
absl::Status ReadCopyFile(
    const std::string& path, const CopyOptions& options,
    const std::function<absl::Status(
        int64_t line, std::vector<std::optional<std::string>>& fields)>&
        record);

// Writes rows to a file in a COPY format.
class CopyWriter {
 public:
  ~CopyWriter();
  // Creates or truncates `path`. Errors: 58030.
  absl::Status Open(const std::string& path, const CopyOptions& options);
  void WriteHeader(const std::vector<std::string>& names);
  void WriteChunk(const DataChunk& chunk);
  // Flushes and closes. Errors: 58030 on a write error.
  absl::Status Close();

 private:
  void WriteField(std::string_view text);
  FILE* file_ = nullptr;
  CopyOptions options_;
  std::string buffer_;
};

}  // namespace kite

#endif  // KITE_ENGINE_COPY_FORMAT_H_
