#include "shell/table_printer.h"

#include <algorithm>

#include "absl/strings/str_split.h"

namespace kite::shell {
namespace {

bool IsNumeric(Type type) {
  return type.id == TypeId::kInteger || type.id == TypeId::kBigint ||
         type.id == TypeId::kDouble || type.id == TypeId::kNumeric;
}

void Pad(std::ostream& out, size_t n) {
  for (size_t i = 0; i < n; ++i) out << ' ';
}

std::string CsvField(const std::string& field) {
  if (field.find_first_of(",\"\r\n") == std::string::npos) return field;
  std::string quoted = "\"";
  for (char c : field) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  quoted += '"';
  return quoted;
}

}  // namespace

size_t DisplayWidth(const std::string& text) {
  size_t width = 0;
  for (unsigned char c : text) {
    if ((c & 0xC0) != 0x80) ++width;  // count lead bytes only
  }
  return width;
}

TextTable ResultToTable(const Result& result) {
  TextTable table;
  const int columns = result.column_count();
  for (int c = 0; c < columns; ++c) {
    table.headers.push_back(result.column_name(c));
    table.right_aligned.push_back(IsNumeric(result.column_type(c)));
  }
  table.rows.reserve(result.row_count());
  for (size_t r = 0; r < result.row_count(); ++r) {
    std::vector<std::string> row;
    row.reserve(columns);
    for (int c = 0; c < columns; ++c) row.push_back(result.GetString(r, c));
    table.rows.push_back(std::move(row));
  }
  return table;
}

void PrintAligned(const TextTable& table, std::ostream& out) {
  const size_t columns = table.headers.size();
  std::vector<size_t> widths(columns, 0);
  // Cells split into their lines once, row by row.
  std::vector<std::vector<std::vector<std::string>>> lines;
  lines.reserve(table.rows.size());
  for (size_t c = 0; c < columns; ++c) {
    widths[c] = DisplayWidth(table.headers[c]);
  }
  for (const auto& row : table.rows) {
    std::vector<std::vector<std::string>> cells;
    for (size_t c = 0; c < columns; ++c) {
      const std::string& cell = c < row.size() ? row[c] : std::string();
      std::vector<std::string> cell_lines = absl::StrSplit(cell, '\n');
      for (const std::string& l : cell_lines) {
        widths[c] = std::max(widths[c], DisplayWidth(l));
      }
      cells.push_back(std::move(cell_lines));
    }
    lines.push_back(std::move(cells));
  }

  size_t total_width = 0;
  for (size_t c = 0; c < columns; ++c) total_width += widths[c] + 3;
  if (total_width > 0) total_width -= 1;  // no separator after the last
  if (!table.title.empty()) {
    const size_t title_width = DisplayWidth(table.title);
    if (title_width < total_width) Pad(out, (total_width - title_width) / 2);
    out << table.title << '\n';
  }

  // Header: every name centered, then a trailing blank, as psql does.
  for (size_t c = 0; c < columns; ++c) {
    out << (c == 0 ? " " : " | ");
    const size_t pad = widths[c] - DisplayWidth(table.headers[c]);
    Pad(out, pad / 2);
    out << table.headers[c];
    Pad(out, pad - pad / 2);
  }
  out << (columns > 0 ? " \n" : "\n");
  for (size_t c = 0; c < columns; ++c) {
    if (c > 0) out << '+';
    out << std::string(widths[c] + 2, '-');
  }
  out << '\n';

  for (const auto& cells : lines) {
    size_t height = 1;
    for (const auto& cell_lines : cells) {
      height = std::max(height, cell_lines.size());
    }
    for (size_t h = 0; h < height; ++h) {
      for (size_t c = 0; c < columns; ++c) {
        const bool last = c + 1 == columns;
        const std::string empty;
        const std::string& text = h < cells[c].size() ? cells[c][h] : empty;
        const bool continued = h + 1 < cells[c].size();
        // Each cell is preceded by a blank, or by '+' when the cell to its
        // left continues on the next line.
        if (c == 0) {
          out << ' ';
        } else {
          out << (h + 1 < cells[c - 1].size() ? "+| " : " | ");
        }
        const size_t pad = widths[c] - DisplayWidth(text);
        if (last && h >= cells[c].size()) {
          // Past the end of a multi-line cell in the last column: nothing.
        } else if (table.right_aligned[c]) {
          Pad(out, pad);
          out << text;
        } else {
          out << text;
          if (!last || continued) Pad(out, pad);
        }
        if (last && continued) out << '+';
      }
      out << '\n';
    }
  }
}

void PrintRowCount(size_t rows, std::ostream& out) {
  out << '(' << rows << (rows == 1 ? " row" : " rows") << ")\n\n";
}

void PrintCsv(const TextTable& table, std::ostream& out) {
  for (size_t c = 0; c < table.headers.size(); ++c) {
    if (c > 0) out << ',';
    out << CsvField(table.headers[c]);
  }
  out << '\n';
  for (const auto& row : table.rows) {
    for (size_t c = 0; c < row.size(); ++c) {
      if (c > 0) out << ',';
      out << CsvField(row[c]);
    }
    out << '\n';
  }
}

}  // namespace kite::shell
