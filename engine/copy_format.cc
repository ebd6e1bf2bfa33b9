#include "engine/copy_format.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "kite/status.h"

namespace kite {

absl::StatusOr<CopyOptions> CopyOptionsOf(const ast::CopyStmt& stmt) {
  CopyOptions o;
  if (stmt.format == "csv") {
    o.csv = true;
    o.delimiter = ',';
    o.null_string = "";
  } else if (stmt.format != "text") {
    return SqlError(
        sqlstate::kInvalidParameterValue,
        absl::StrCat("COPY format \"", stmt.format, "\" not recognized"));
  }
  o.header = stmt.header;
  if (stmt.delimiter.has_value()) {
    if (stmt.delimiter->size() != 1) {
      return SqlError(sqlstate::kFeatureNotSupported,
                      "COPY delimiter must be a single one-byte character");
    }
    o.delimiter = (*stmt.delimiter)[0];
  }
  if (stmt.quote.has_value()) {
    if (!o.csv) {
      return SqlError(sqlstate::kFeatureNotSupported,
                      "COPY quote available only in CSV mode");
    }
    if (stmt.quote->size() != 1) {
      return SqlError(sqlstate::kFeatureNotSupported,
                      "COPY quote must be a single one-byte character");
    }
    o.quote = (*stmt.quote)[0];
  }
  if (stmt.null_string.has_value()) o.null_string = *stmt.null_string;
  return o;
}

namespace {

// Text format: backslash escapes.
std::string Unescape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 == s.size()) {
      out.push_back(s[i]);
      continue;
    }
    char c = s[++i];
    switch (c) {
      case 't':
        out.push_back('\t');
        break;
      case 'n':
        out.push_back('\n');
        break;
      case 'r':
        out.push_back('\r');
        break;
      case 'b':
        out.push_back('\b');
        break;
      case 'f':
        out.push_back('\f');
        break;
      case 'v':
        out.push_back('\v');
        break;
      default:
        out.push_back(c);
        break;
    }
  }
  return out;
}

}  // namespace

CopyReader::CopyReader(const CopyOptions& options)
    : options_(options), skip_header_(options.header) {}

absl::Status CopyReader::Feed(std::string_view data,
                              const CopyRecordFn& record) {
  if (done_) return absl::OkStatus();
  size_t pos = 0;
  if (pending_.empty()) {
    absl::Status s = Parse(data, &pos, /*at_end=*/false, record);
    if (!s.ok()) return s;
    pending_.assign(data.substr(pos));
    scanned_ = 0;
    in_quote_ = false;
    return absl::OkStatus();
  }
  pending_.append(data);
  if (!PendingHasRecordEnd()) return absl::OkStatus();
  absl::Status s = Parse(pending_, &pos, /*at_end=*/false, record);
  pending_.erase(0, pos);
  scanned_ = 0;
  in_quote_ = false;
  return s;
}

bool CopyReader::PendingHasRecordEnd() {
  const size_t n = pending_.size();
  if (!options_.csv) {
    const size_t nl = pending_.find('\n', scanned_);
    scanned_ = nl == std::string::npos ? n : nl;
    return nl != std::string::npos;
  }
  // As PostgreSQL finds CSV lines: a newline outside quotes, any quote
  // character toggling.
  for (; scanned_ < n; ++scanned_) {
    const char c = pending_[scanned_];
    if (c == options_.quote) {
      in_quote_ = !in_quote_;
    } else if (!in_quote_ && c == '\n') {
      return true;
    } else if (!in_quote_ && c == '\r') {
      if (scanned_ + 1 == n) return false;  // "\r\n" may be split
      return true;
    }
  }
  return false;
}

absl::Status CopyReader::Finish(const CopyRecordFn& record) {
  if (done_) return absl::OkStatus();
  size_t pos = 0;
  absl::Status s = Parse(pending_, &pos, /*at_end=*/true, record);
  pending_.clear();
  return s;
}

absl::StatusOr<bool> CopyReader::CsvRecord(std::string_view buf, size_t* at,
                                           bool at_end) {
  // Quoted fields may hold delimiters, doubled quotes and newlines.
  const size_t n = buf.size();
  size_t pos = *at;
  int64_t lines = 1;
  fields_.clear();
  while (true) {
    std::string f;
    bool quoted = false;
    if (pos < n && buf[pos] == options_.quote) {
      quoted = true;
      ++pos;
      while (true) {
        if (pos >= n) {
          if (!at_end) return false;
          return SqlError(sqlstate::kBadCopyFileFormat,
                          absl::StrCat("unterminated CSV quoted field at line ",
                                       line_ + 1));
        }
        const char c = buf[pos++];
        if (c == options_.quote) {
          if (pos < n && buf[pos] == options_.quote) {
            f.push_back(options_.quote);
            ++pos;
            continue;
          }
          // A quote at the end of a piece may be the first of two.
          if (pos == n && !at_end) return false;
          break;
        }
        if (c == '\n') ++lines;
        f.push_back(c);
      }
    }
    while (pos < n && buf[pos] != options_.delimiter && buf[pos] != '\n' &&
           buf[pos] != '\r') {
      f.push_back(buf[pos++]);
    }
    // The record's end must be seen (a "\r" may be followed by "\n").
    if (!at_end && (pos >= n || (buf[pos] == '\r' && pos + 1 >= n))) {
      return false;
    }
    if (!quoted && f == options_.null_string) {
      fields_.emplace_back(std::nullopt);
    } else {
      fields_.emplace_back(std::move(f));
    }
    if (pos < n && buf[pos] == options_.delimiter) {
      ++pos;
      continue;
    }
    if (pos < n && buf[pos] == '\r') ++pos;
    if (pos < n && buf[pos] == '\n') ++pos;
    break;
  }
  *at = pos;
  line_ += lines;
  return true;
}

absl::Status CopyReader::Parse(std::string_view buf, size_t* at, bool at_end,
                               const CopyRecordFn& record) {
  const size_t n = buf.size();
  size_t& pos = *at;
  while (pos < n && !done_) {
    const int64_t first_line = line_ + 1;
    if (!options_.csv) {
      size_t end = buf.find('\n', pos);
      if (end == std::string_view::npos) {
        if (!at_end) return absl::OkStatus();
        end = n;
      }
      std::string_view row = buf.substr(pos, end - pos);
      pos = end == n ? n : end + 1;
      ++line_;
      if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
      if (row == "\\.") {
        done_ = true;
        break;
      }
      fields_.clear();
      size_t start = 0;
      while (true) {
        const size_t d = row.find(options_.delimiter, start);
        std::string_view f = row.substr(start, d == std::string_view::npos
                                                   ? std::string_view::npos
                                                   : d - start);
        if (f == options_.null_string) {
          fields_.emplace_back(std::nullopt);
        } else {
          fields_.emplace_back(Unescape(f));
        }
        if (d == std::string_view::npos) break;
        start = d + 1;
      }
    } else {
      absl::StatusOr<bool> complete = CsvRecord(buf, &pos, at_end);
      if (!complete.ok()) return complete.status();
      if (!*complete) return absl::OkStatus();
      if (fields_.size() == 1 && fields_[0].has_value() &&
          *fields_[0] == "\\.") {
        done_ = true;
        break;
      }
    }
    if (skip_header_) {
      skip_header_ = false;
      continue;
    }
    absl::Status s = record(first_line, fields_);
    if (!s.ok()) return s;
  }
  return absl::OkStatus();
}

absl::Status ReadCopyFile(const std::string& path, const CopyOptions& o,
                          const CopyRecordFn& record) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return SqlError(errno == ENOENT ? "58P01" : sqlstate::kIoError,
                    absl::StrCat("could not open file \"", path,
                                 "\" for reading: ", std::strerror(errno)));
  }
  // One copy of the file in memory: read a regular file straight into a
  // string of its size; anything else (a pipe) through a stream buffer whose
  // storage is moved out, not copied.
  std::string data;
  in.seekg(0, std::ios::end);
  const std::streamoff size = in.tellg();
  in.seekg(0, std::ios::beg);
  if (size > 0 && in) {
    data.resize(static_cast<size_t>(size));
    in.read(data.data(), size);
    data.resize(static_cast<size_t>(in.gcount()));
  } else {
    in.clear();
    std::stringstream buffer;
    buffer << in.rdbuf();
    data = std::move(buffer).str();
  }
  CopyReader reader(o);
  absl::Status s = reader.Feed(data, record);
  if (!s.ok()) return s;
  return reader.Finish(record);
}

CopyWriter::CopyWriter(const CopyOptions& options,
                       std::function<void(std::string_view)> line)
    : options_(options), line_(std::move(line)) {}

void CopyWriter::WriteField(std::string_view text) {
  if (!options_.csv) {
    for (char c : text) {
      switch (c) {
        case '\\':
          buffer_ += "\\\\";
          break;
        case '\n':
          buffer_ += "\\n";
          break;
        case '\r':
          buffer_ += "\\r";
          break;
        case '\t':
          buffer_ += "\\t";
          break;
        default:
          if (c == options_.delimiter) buffer_.push_back('\\');
          buffer_.push_back(c);
      }
    }
    return;
  }
  bool quote = text.empty() || text == options_.null_string;
  for (char c : text) {
    if (c == options_.delimiter || c == options_.quote || c == '\n' ||
        c == '\r') {
      quote = true;
      break;
    }
  }
  // A lone \. would read back as the end of the data.
  quote |= text == "\\.";
  if (!quote) {
    buffer_.append(text);
    return;
  }
  buffer_.push_back(options_.quote);
  for (char c : text) {
    if (c == options_.quote) buffer_.push_back(c);
    buffer_.push_back(c);
  }
  buffer_.push_back(options_.quote);
}

void CopyWriter::WriteHeader(const std::vector<std::string>& names) {
  buffer_.clear();
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) buffer_.push_back(options_.delimiter);
    WriteField(names[i]);
  }
  buffer_.push_back('\n');
  line_(buffer_);
}

void CopyWriter::WriteChunk(const DataChunk& chunk) {
  for (int r = 0; r < chunk.size; ++r) {
    buffer_.clear();
    for (size_t c = 0; c < chunk.columns.size(); ++c) {
      if (c > 0) buffer_.push_back(options_.delimiter);
      const Vector& v = chunk.columns[c];
      if (v.IsNull(r)) {
        buffer_.append(options_.null_string);
      } else if (v.type.id == TypeId::kText) {
        WriteField(v.strings[r]);
      } else {
        WriteField(v.GetValue(r).ToString());
      }
    }
    buffer_.push_back('\n');
    line_(buffer_);
  }
}

CopyFile::~CopyFile() {
  if (file_ != nullptr) fclose(file_);
}

absl::Status CopyFile::Open(const std::string& path) {
  file_ = fopen(path.c_str(), "wb");
  if (file_ == nullptr) {
    return SqlError(sqlstate::kIoError,
                    absl::StrCat("could not open file \"", path,
                                 "\" for writing: ", std::strerror(errno)));
  }
  return absl::OkStatus();
}

void CopyFile::Write(std::string_view data) {
  buffer_.append(data);
  if (buffer_.size() > (1 << 20)) {
    fwrite(buffer_.data(), 1, buffer_.size(), file_);
    buffer_.clear();
  }
}

absl::Status CopyFile::Close() {
  if (file_ == nullptr) return absl::OkStatus();
  fwrite(buffer_.data(), 1, buffer_.size(), file_);
  buffer_.clear();
  bool failed = ferror(file_) != 0;
  failed |= fclose(file_) != 0;
  file_ = nullptr;
  if (failed) return SqlError(sqlstate::kIoError, "could not write COPY file");
  return absl::OkStatus();
}

}  // namespace kite
