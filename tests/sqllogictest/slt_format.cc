#include "slt_format.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "absl/strings/str_format.h"
#include "absl/strings/string_view.h"

namespace kite::slt {
namespace {

int64_t Pow10(int n) {
  int64_t p = 1;
  while (n-- > 0) p *= 10;
  return p;
}

int64_t TruncateDouble(double d) {
  if (std::isnan(d)) return 0;
  if (d >= 9223372036854775807.0) return std::numeric_limits<int64_t>::max();
  if (d <= -9223372036854775808.0) return std::numeric_limits<int64_t>::min();
  return static_cast<int64_t>(d);  // truncates towards zero
}

// The integer at the start of `text` (after blanks and a sign), 0 if none,
// saturating on overflow.
int64_t LeadingInteger(absl::string_view text) {
  size_t i = 0;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  bool negative = false;
  if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
    negative = text[i] == '-';
    ++i;
  }
  // Accumulate negatively so that INT64_MIN is representable.
  int64_t value = 0;
  bool overflow = false;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
    int digit = text[i] - '0';
    if (value < (std::numeric_limits<int64_t>::min() + digit) / 10) {
      overflow = true;
      break;
    }
    value = value * 10 - digit;
  }
  if (overflow) {
    return negative ? std::numeric_limits<int64_t>::min()
                    : std::numeric_limits<int64_t>::max();
  }
  if (negative) return value;
  return value == std::numeric_limits<int64_t>::min()
             ? std::numeric_limits<int64_t>::max()
             : -value;
}

// The number at the start of `text`, 0 if none.
double LeadingNumber(const std::string& text) {
  return std::strtod(text.c_str(), nullptr);
}

int64_t AsInteger(const Cell& cell) {
  switch (cell.kind) {
    case Cell::Kind::kBoolean:
    case Cell::Kind::kInteger:
      return cell.integer;
    case Cell::Kind::kNumeric:
      return cell.integer / Pow10(cell.scale);  // C++ division truncates
    case Cell::Kind::kDouble:
      return TruncateDouble(cell.real);
    case Cell::Kind::kText:
    case Cell::Kind::kNull:
      return LeadingInteger(cell.text);
  }
  return 0;
}

double AsReal(const Cell& cell) {
  switch (cell.kind) {
    case Cell::Kind::kBoolean:
    case Cell::Kind::kInteger:
      return static_cast<double>(cell.integer);
    case Cell::Kind::kNumeric:
      return static_cast<double>(cell.integer) /
             static_cast<double>(Pow10(cell.scale));
    case Cell::Kind::kDouble:
      return cell.real;
    case Cell::Kind::kText:
    case Cell::Kind::kNull:
      return LeadingNumber(cell.text);
  }
  return 0;
}

}  // namespace

std::string FormatCell(char type, const Cell& cell) {
  if (cell.kind == Cell::Kind::kNull) return "NULL";
  switch (type) {
    case 'I':
      return absl::StrFormat("%d", AsInteger(cell));
    case 'R':
      return absl::StrFormat("%.3f", AsReal(cell));
    default: {
      if (cell.text.empty()) return "(empty)";
      std::string out = cell.text;
      for (char& c : out) {
        if (static_cast<unsigned char>(c) < ' ' || c == 0x7f) c = '@';
      }
      return out;
    }
  }
}

void SortRows(std::vector<std::string>& values, int columns) {
  if (columns <= 0 || values.size() % columns != 0) return;
  std::vector<std::vector<std::string>> rows;
  rows.reserve(values.size() / columns);
  for (size_t i = 0; i < values.size(); i += columns) {
    rows.emplace_back(values.begin() + i, values.begin() + i + columns);
  }
  std::sort(rows.begin(), rows.end());
  values.clear();
  for (auto& row : rows) {
    for (auto& v : row) values.push_back(std::move(v));
  }
}

void SortValues(std::vector<std::string>& values) {
  std::sort(values.begin(), values.end());
}

void SortResult(SortMode mode, int columns, std::vector<std::string>& values) {
  if (mode == SortMode::kRowSort) SortRows(values, columns);
  if (mode == SortMode::kValueSort) SortValues(values);
}

std::string HashValues(const std::vector<std::string>& values) {
  std::string all;
  for (const std::string& v : values) {
    all += v;
    all += '\n';
  }
  return Md5Hex(all);
}

}  // namespace kite::slt
