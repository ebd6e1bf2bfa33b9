// Prints query results as psql does: the aligned table format and CSV.
#ifndef KITE_SHELL_TABLE_PRINTER_H_
#define KITE_SHELL_TABLE_PRINTER_H_

#include <ostream>
#include <string>
#include <vector>

#include "kite/kite.h"

namespace kite::shell {

// A table of text cells ready to print. NULL is the empty string.
struct TextTable {
  std::string title;  // centered above the table when not empty
  std::vector<std::string> headers;
  std::vector<bool> right_aligned;  // per column: numbers are right-aligned
  std::vector<std::vector<std::string>> rows;
};

// Converts a result to text cells in PostgreSQL's output format; numeric
// columns (integer, bigint, double precision, numeric) are right-aligned.
TextTable ResultToTable(const Result& result);

// Prints `table` in psql's default aligned format: the title centered over
// the table, headers centered, " | " between columns, a "-+-" rule, cells
// padded to the column width, multi-line cells continued with '+' marks.
// Prints no footer.
void PrintAligned(const TextTable& table, std::ostream& out);

// Prints psql's row count footer, "(1 row)" or "(N rows)", and a blank line.
void PrintRowCount(size_t rows, std::ostream& out);

// Prints `table` as CSV with a header line: fields holding a comma, a
// double quote, CR or LF are quoted with "" for a quote (as psql --csv).
void PrintCsv(const TextTable& table, std::ostream& out);

// Number of characters `text` takes on a terminal (UTF-8 code points).
size_t DisplayWidth(const std::string& text);

}  // namespace kite::shell

#endif  // KITE_SHELL_TABLE_PRINTER_H_
