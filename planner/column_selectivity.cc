// Equality, ranges and array elements against a column's statistics; LIKE
// is in like_selectivity.cc.
#include "planner/column_selectivity.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/numeric.h"
#include "expr/value_compare.h"

namespace kite::plan {
namespace {

double SumOf(const std::vector<double>& v) {
  double s = 0;
  for (double x : v) s += x;
  return s;
}

// A number-like value as a point on one scale (dates as microseconds, so
// that they mix with timestamps); nullopt for other types.
std::optional<double> NumberOf(const Value& v) {
  switch (v.type().id) {
    case TypeId::kBoolean:
    case TypeId::kSmallint:
    case TypeId::kInteger:
    case TypeId::kBigint:
    case TypeId::kTimestamp:
    case TypeId::kTimestamptz:
    case TypeId::kTime:
      return static_cast<double>(v.int_value());
    case TypeId::kNumeric:
      return numeric::ToDouble(v.int_value(), v.type().scale);
    case TypeId::kDouble:
    case TypeId::kReal:
      return v.double_value();
    case TypeId::kDate:
      return static_cast<double>(v.int_value()) * 86400e6;
    default:
      return std::nullopt;
  }
}

// PostgreSQL's convert_one_string_to_scalar: the first 12 bytes of `s` as a
// fraction in base (hi - lo + 1), bytes outside [lo, hi] clamped just
// outside it.
double StringFraction(std::string_view s, int lo, int hi) {
  const double base = hi - lo + 1;
  double num = 0, denom = base;
  for (size_t i = 0; i < s.size() && i < 12; ++i) {
    int ch = static_cast<unsigned char>(s[i]);
    ch = std::clamp(ch, lo - 1, hi + 1);
    num += (ch - lo) / denom;
    denom *= base;
  }
  return num;
}

// Where `value` lies between bucket bounds `low` and `high` as 0..1, by
// PostgreSQL's convert_to_scalar (text: the byte range the bounds use,
// widened to whole letter and digit classes, after their common prefix).
double BinFraction(const Value& value, const Value& low, const Value& high) {
  double v, lo, hi;
  if (value.type().id == TypeId::kText && low.type().id == TypeId::kText &&
      high.type().id == TypeId::kText) {
    std::string_view sv = value.text(), sl = low.text(), sh = high.text();
    int range_lo = 255, range_hi = 0;
    for (std::string_view s : {sl, sh}) {
      for (char c : s) {
        range_lo =
            std::min(range_lo, static_cast<int>(static_cast<uint8_t>(c)));
        range_hi =
            std::max(range_hi, static_cast<int>(static_cast<uint8_t>(c)));
      }
    }
    // A range touching upper case letters, lower case letters or digits
    // covers the whole class.
    const std::pair<int, int> classes[] = {{'A', 'Z'}, {'a', 'z'}, {'0', '9'}};
    for (auto [a, z] : classes) {
      if (range_lo <= z && range_hi >= a) {
        range_lo = std::min(range_lo, a);
        range_hi = std::max(range_hi, z);
      }
    }
    if (range_hi - range_lo < 9) {
      range_lo = ' ';
      range_hi = 127;
    }
    while (!sl.empty() && !sh.empty() && !sv.empty() && sl[0] == sh[0] &&
           sl[0] == sv[0]) {
      sl.remove_prefix(1);
      sh.remove_prefix(1);
      sv.remove_prefix(1);
    }
    v = StringFraction(sv, range_lo, range_hi);
    lo = StringFraction(sl, range_lo, range_hi);
    hi = StringFraction(sh, range_lo, range_hi);
  } else {
    std::optional<double> nv = NumberOf(value), nl = NumberOf(low),
                          nh = NumberOf(high);
    if (!nv || !nl || !nh) return 0.5;
    v = *nv;
    lo = *nl;
    hi = *nh;
  }
  if (hi <= lo) return 0.5;
  if (v <= lo) return 0;
  if (v >= hi) return 1;
  const double f = (v - lo) / (hi - lo);
  return std::isnan(f) || f < 0 || f > 1 ? 0.5 : f;
}

// The distinct non-NULL values outside the common values, as
// EqualSelectivity spreads the remaining rows over them.
double OtherDistinct(const TableStats& table, const ColumnStats& column) {
  return DistinctValues(table, column) -
         static_cast<double>(column.common_values.size());
}

}  // namespace

double DistinctValues(const TableStats& table, const ColumnStats& column) {
  if (column.distinct > 0) return column.distinct;
  // As PostgreSQL without statistics: 200, or fewer for a smaller table.
  return std::max(1.0, std::min(table.row_count, kDefaultNumDistinct));
}

double EqualSelectivity(const TableStats& table, const ColumnStats& column,
                        const Value& value) {
  for (size_t i = 0; i < column.common_values.size(); ++i) {
    if (expr::CompareMixed(column.common_values[i], value) == 0) {
      return column.common_fractions[i];
    }
  }
  double s = ClampProbability(1.0 - SumOf(column.common_fractions) -
                              column.null_fraction);
  const double other = OtherDistinct(table, column);
  if (other > 1) s /= other;
  // Not more common than the least common of the common values.
  if (!column.common_fractions.empty()) {
    s = std::min(s, column.common_fractions.back());
  }
  return s;
}

double EqualUnknownSelectivity(const TableStats& table,
                               const ColumnStats& column) {
  double s = 1.0 - column.null_fraction;
  const double distinct = DistinctValues(table, column);
  if (distinct > 1) s /= distinct;
  if (!column.common_fractions.empty()) {
    s = std::min(s, column.common_fractions.front());
  }
  return ClampProbability(s);
}

double HistogramSelectivity(const TableStats& table, const ColumnStats& column,
                            ast::Op op, const Value& value) {
  const std::vector<Value>& bounds = column.histogram_bounds;
  const int n = static_cast<int>(bounds.size());
  if (n < 2) return -1;
  const bool greater = op == ast::Op::kGt || op == ast::Op::kGe;
  const bool or_equal = op == ast::Op::kLe || op == ast::Op::kGe;
  // The first bound that is >= value for < and >=, > value for <= and >:
  // the right end of the bucket holding the value.
  int lo = 0, hi = n;
  while (lo < hi) {
    const int probe = (lo + hi) / 2;
    const int c = expr::CompareMixed(bounds[probe], value);
    if (greater == or_equal ? c < 0 : c <= 0) {
      lo = probe + 1;
    } else {
      hi = probe;
    }
  }
  // The share of the histogram's values <= value, adjusted below.
  double below;
  if (lo == 0) {
    below = 0;
  } else if (lo == n) {
    below = 1;
  } else {
    const int i = lo;
    // One value's share of the histogram, for the boundaries: the first
    // bucket also holds bounds[0] itself, and < and >= exclude the value.
    double equal = 0;
    if (i == 1 || greater == or_equal) {
      const double other = OtherDistinct(table, column);
      if (other > 1) equal = 1 / other;
    }
    const double in_bin = BinFraction(value, bounds[i - 1], bounds[i]);
    below = (i - 1 + in_bin) / (n - 1);
    if (i == 1) below += equal * (1 - in_bin);
    if (greater == or_equal) below -= equal;
  }
  double s = greater ? 1 - below : below;
  // Bounds are approximate and may be out of date: do not believe extreme
  // answers (a hundredth of a bucket).
  const double cutoff = 0.01 / (n - 1);
  return std::clamp(s, cutoff, 1 - cutoff);
}

double RangeSelectivity(const TableStats& table, const ColumnStats& column,
                        ast::Op op, const Value& value) {
  double common = 0;
  for (size_t i = 0; i < column.common_values.size(); ++i) {
    if (expr::CompareHolds(
            op, expr::CompareMixed(column.common_values[i], value))) {
      common += column.common_fractions[i];
    }
  }
  const double histogram = HistogramSelectivity(table, column, op, value);
  double s = 1.0 - column.null_fraction - SumOf(column.common_fractions);
  // Without a histogram, guess half of the other values.
  s *= histogram >= 0 ? histogram : 0.5;
  return ClampProbability(s + common);
}

double ElementSelectivity(const TableStats& table, const ColumnStats& column,
                          const Value& element) {
  for (size_t i = 0; i < column.common_values.size(); ++i) {
    if (expr::CompareMixed(column.common_values[i], element) == 0) {
      return column.common_fractions[i];
    }
  }
  // Not a common element: rarer than the rarest one (PostgreSQL's half of
  // the least frequency), or in about one row when none repeats.
  if (!column.common_fractions.empty()) {
    return std::min(kDefaultContainSel, column.common_fractions.back() / 2);
  }
  return std::min(kDefaultContainSel, 1 / std::max(table.row_count, 1.0));
}

}  // namespace kite::plan
