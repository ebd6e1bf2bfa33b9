#include "server/result_writer.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "kite/status.h"
#include "server/backend_messages.h"
#include "server/binary_format.h"
#include "server/pg_types.h"
#include "server/wire_buffer.h"

namespace kite::server {
namespace {

bool IsBinary(const std::vector<int16_t>& formats, int col) {
  return col < static_cast<int>(formats.size()) && formats[col] == 1;
}

// Writes the length of the cell whose bytes start at `len_at` + 4 over
// the placeholder at `len_at`.
void PatchLength(size_t len_at, std::string* out) {
  const uint32_t len = static_cast<uint32_t>(out->size() - len_at - 4);
  for (int i = 0; i < 4; ++i) {
    (*out)[len_at + i] = static_cast<char>((len >> (8 * (3 - i))) & 0xff);
  }
}

// Appends one column's length and bytes to a DataRow being written.
void AppendCell(const Value& v, bool binary, std::string* out) {
  if (v.is_null()) {
    AppendInt32(out, -1);
    return;
  }
  const size_t len_at = out->size();
  AppendInt32(out, 0);
  if (binary) {
    AppendBinaryValue(v, out);
  } else {
    out->append(v.ToString());
  }
  PatchLength(len_at, out);
}

// As AppendCell(result.GetValue(row, col), ...), without making a Value
// for the common cases: text and integers in text format (their text is
// the bytes, or the decimal digits).
void AppendResultCell(const Result& result, size_t row, int col, bool binary,
                      std::string* out) {
  if (!binary) {
    const Type type = result.column_type(col);
    if (result.IsNull(row, col)) {
      AppendInt32(out, -1);
      return;
    }
    if (type.id == TypeId::kText) {
      const std::string_view text = result.GetText(row, col);
      AppendInt32(out, static_cast<int32_t>(text.size()));
      out->append(text);
      return;
    }
    if (type.id == TypeId::kInteger || type.id == TypeId::kBigint) {
      const absl::AlphaNum digits(result.GetInt64(row, col));
      AppendInt32(out, static_cast<int32_t>(digits.size()));
      out->append(digits.data(), digits.size());
      return;
    }
  }
  AppendCell(result.GetValue(row, col), binary, out);
}

}  // namespace

absl::StatusOr<std::vector<int16_t>> ResolveResultFormats(
    const std::vector<int16_t>& codes, int columns) {
  if (codes.empty()) return std::vector<int16_t>(columns, 0);
  if (codes.size() == 1) return std::vector<int16_t>(columns, codes[0]);
  if (static_cast<int>(codes.size()) == columns) return codes;
  return SqlError("08P01", absl::StrCat("bind message has ", codes.size(),
                                        " result formats but query has ",
                                        columns, " columns"));
}

void WriteRowDescriptionOf(const std::vector<std::string>& names,
                           const std::vector<Type>& types,
                           const std::vector<int16_t>& formats,
                           std::string* out) {
  std::vector<FieldDescription> fields(names.size());
  for (size_t i = 0; i < names.size(); ++i) {
    fields[i].name = names[i];
    fields[i].type = PgTypeOf(types[i]);
    fields[i].format = IsBinary(formats, static_cast<int>(i)) ? 1 : 0;
  }
  WriteRowDescription(out, fields);
}

std::vector<std::string> ColumnNames(const Result& result) {
  std::vector<std::string> names(result.column_count());
  for (int i = 0; i < result.column_count(); ++i) {
    names[i] = result.column_name(i);
  }
  return names;
}

std::vector<Type> ColumnTypes(const Result& result) {
  std::vector<Type> types(result.column_count());
  for (int i = 0; i < result.column_count(); ++i) {
    types[i] = result.column_type(i);
  }
  return types;
}

size_t WriteDataRows(const Result& result, size_t begin, size_t end,
                     const std::vector<int16_t>& formats, std::string* out) {
  end = std::min(end, result.row_count());
  const int columns = result.column_count();
  for (size_t row = begin; row < end; ++row) {
    WireWriter w(out);
    w.Begin('D');
    w.Int16(static_cast<int16_t>(columns));
    for (int col = 0; col < columns; ++col) {
      AppendResultCell(result, row, col, IsBinary(formats, col), out);
    }
    w.End();
  }
  return end > begin ? end - begin : 0;
}

size_t WriteDataRows(const LocalRows& rows, size_t begin, size_t end,
                     const std::vector<int16_t>& formats, std::string* out) {
  end = std::min(end, rows.rows.size());
  for (size_t row = begin; row < end; ++row) {
    WireWriter w(out);
    w.Begin('D');
    w.Int16(static_cast<int16_t>(rows.rows[row].size()));
    for (size_t col = 0; col < rows.rows[row].size(); ++col) {
      AppendCell(rows.rows[row][col], IsBinary(formats, col), out);
    }
    w.End();
  }
  return end > begin ? end - begin : 0;
}

}  // namespace kite::server
