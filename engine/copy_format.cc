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

absl::Status ReadCopyFile(
    const std::string& path, const CopyOptions& o,
    const std::function<absl::Status(
        int64_t line, std::vector<std::optional<std::string>>& fields)>&
        record) {
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
  const size_t n = data.size();
  size_t pos = 0;
  int64_t line = 0;
  std::vector<std::optional<std::string>> fields;
  bool skip_header = o.header;
  while (pos < n) {
    ++line;
    fields.clear();
    if (!o.csv) {
      size_t end = data.find('\n', pos);
      if (end == std::string::npos) end = n;
      std::string_view row(data.data() + pos, end - pos);
      pos = end + 1;
      if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
      if (row == "\\.") break;
      size_t start = 0;
      while (true) {
        size_t d = row.find(o.delimiter, start);
        std::string_view f = row.substr(start, d == std::string_view::npos
                                                   ? std::string_view::npos
                                                   : d - start);
        if (f == o.null_string) {
          fields.emplace_back(std::nullopt);
        } else {
          fields.emplace_back(Unescape(f));
        }
        if (d == std::string_view::npos) break;
        start = d + 1;
      }
    } else {
      // CSV: quoted fields may hold delimiters, doubled quotes and newlines.
      bool done = false;
      while (!done) {
        std::string f;
        bool quoted = false;
        if (pos < n && data[pos] == o.quote) {
          quoted = true;
          ++pos;
          while (true) {
            if (pos >= n) {
              return SqlError(sqlstate::kBadCopyFileFormat,
                              absl::StrCat("unterminated CSV quoted field at "
                                           "line ",
                                           line));
            }
            char c = data[pos++];
            if (c == o.quote) {
              if (pos < n && data[pos] == o.quote) {
                f.push_back(o.quote);
                ++pos;
                continue;
              }
              break;
            }
            if (c == '\n') ++line;
            f.push_back(c);
          }
        }
        while (pos < n && data[pos] != o.delimiter && data[pos] != '\n' &&
               data[pos] != '\r') {
          f.push_back(data[pos++]);
        }
        if (!quoted && f == o.null_string) {
          fields.emplace_back(std::nullopt);
        } else {
          fields.emplace_back(std::move(f));
        }
        if (pos < n && data[pos] == o.delimiter) {
          ++pos;
          continue;
        }
        if (pos < n && data[pos] == '\r') ++pos;
        if (pos < n && data[pos] == '\n') ++pos;
        done = true;
      }
      if (fields.size() == 1 && fields[0].has_value() && *fields[0] == "\\.") {
        break;
      }
    }
    if (skip_header) {
      skip_header = false;
      continue;
    }
    absl::Status s = record(line, fields);
    if (!s.ok()) return s;
  }
  return absl::OkStatus();
}

CopyWriter::~CopyWriter() {
  if (file_ != nullptr) fclose(file_);
}

absl::Status CopyWriter::Open(const std::string& path,
                              const CopyOptions& options) {
  options_ = options;
  file_ = fopen(path.c_str(), "wb");
  if (file_ == nullptr) {
    return SqlError(sqlstate::kIoError,
                    absl::StrCat("could not open file \"", path,
                                 "\" for writing: ", std::strerror(errno)));
  }
  return absl::OkStatus();
}

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
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) buffer_.push_back(options_.delimiter);
    WriteField(names[i]);
  }
  buffer_.push_back('\n');
}

void CopyWriter::WriteChunk(const DataChunk& chunk) {
  for (int r = 0; r < chunk.size; ++r) {
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
    if (buffer_.size() > (1 << 20)) {
      fwrite(buffer_.data(), 1, buffer_.size(), file_);
      buffer_.clear();
    }
  }
}

absl::Status CopyWriter::Close() {
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
