// LIKE against a column's statistics, after PostgreSQL's patternsel and
// prefix_selectivity (selfuncs.c) and like_selectivity (like_support.c).
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "expr/expression_like.h"
#include "planner/column_selectivity.h"

namespace kite::plan {
namespace {

// PostgreSQL's guesses for the part of a pattern after its fixed prefix.
constexpr double kFixedCharSel = 0.20;
constexpr double kAnyCharSel = 0.9;
constexpr double kFullWildcardSel = 5.0;

struct PatternPrefix {
  std::string prefix;  // the literal text every match starts with
  bool exact = false;  // the whole pattern is that literal
  std::string_view rest;
};

// The literal prefix of `pattern`: up to the first wildcard (for ILIKE also
// the first letter, whose case may vary).
PatternPrefix SplitPrefix(std::string_view pattern, std::string_view escape,
                          bool case_insensitive) {
  PatternPrefix out;
  size_t i = 0;
  for (; i < pattern.size(); ++i) {
    char c = pattern[i];
    if (c == '%' || c == '_') break;
    const bool escaped = !escape.empty() && c == escape[0];
    if (escaped) {
      if (i + 1 == pattern.size()) break;
      c = pattern[i + 1];
    }
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    if (case_insensitive && letter) break;
    out.prefix.push_back(c);
    if (escaped) ++i;
  }
  out.exact = i == pattern.size();
  out.rest = pattern.substr(i);
  return out;
}

// PostgreSQL's heuristic share of the values a pattern's rest matches:
// leading wildcards are free, then a factor per character.
double RestSelectivity(std::string_view rest, std::string_view escape) {
  size_t i = 0;
  while (i < rest.size() && (rest[i] == '%' || rest[i] == '_')) ++i;
  double s = 1;
  for (; i < rest.size(); ++i) {
    if (rest[i] == '%') {
      s *= kFullWildcardSel;
    } else if (rest[i] == '_') {
      s *= kAnyCharSel;
    } else {
      if (!escape.empty() && rest[i] == escape[0]) ++i;
      if (i >= rest.size()) break;
      s *= kFixedCharSel;
    }
  }
  return std::min(s, 1.0);
}

// The smallest string greater than every string starting with `prefix`
// (bytes, as TEXT compares), if there is one.
std::optional<std::string> GreaterString(std::string prefix) {
  while (!prefix.empty()) {
    unsigned char last = static_cast<unsigned char>(prefix.back());
    if (last < 0xFF) {
      prefix.back() = static_cast<char>(last + 1);
      return prefix;
    }
    prefix.pop_back();
  }
  return std::nullopt;
}

// The share of the histogram's values that start with `prefix`, no less
// than one value's share; kDefaultMatchSel without a histogram.
double PrefixSelectivity(const TableStats& table, const ColumnStats& column,
                         const std::string& prefix) {
  const Value low = Value::Text(prefix);
  double s = HistogramSelectivity(table, column, ast::Op::kGe, low);
  if (s < 0) return kDefaultMatchSel;
  if (std::optional<std::string> high = GreaterString(prefix)) {
    s += HistogramSelectivity(table, column, ast::Op::kLt,
                              Value::Text(*std::move(high))) -
         1;
  }
  return std::max(s, EqualSelectivity(table, column, low));
}

}  // namespace

double LikeSelectivity(const TableStats& table, const ColumnStats& column,
                       std::string_view pattern, std::string_view escape,
                       bool case_insensitive) {
  absl::StatusOr<expr::LikeMatcher> matcher =
      expr::LikeMatcher::Compile(pattern, escape, case_insensitive);
  if (!matcher.ok()) return kDefaultMatchSel;
  const PatternPrefix split = SplitPrefix(pattern, escape, case_insensitive);
  if (split.exact) {
    return EqualSelectivity(table, column, Value::Text(split.prefix));
  }
  // Common values are matched one by one.
  double common = 0, common_total = 0;
  for (size_t i = 0; i < column.common_values.size(); ++i) {
    const Value& v = column.common_values[i];
    common_total += column.common_fractions[i];
    if (v.type().id == TypeId::kText && matcher->Matches(v.text())) {
      common += column.common_fractions[i];
    }
  }
  // The rest: prefix range times the heuristic for what follows, blended
  // with the share of inner histogram bounds that match when there are
  // enough of them (more trust the more bounds).
  const double prefix_sel =
      split.prefix.empty() ? 1 : PrefixSelectivity(table, column, split.prefix);
  double s = prefix_sel * RestSelectivity(split.rest, escape);
  const std::vector<Value>& bounds = column.histogram_bounds;
  if (bounds.size() >= 10) {
    int matches = 0;
    for (size_t i = 1; i + 1 < bounds.size(); ++i) {
      matches += bounds[i].type().id == TypeId::kText &&
                 matcher->Matches(bounds[i].text());
    }
    const double weight = std::min(1.0, bounds.size() / 100.0);
    s = weight * matches / static_cast<double>(bounds.size() - 2) +
        (1 - weight) * s;
  }
  s = std::clamp(s, 0.0001, 0.9999);
  s *= std::max(0.0, 1 - column.null_fraction - common_total);
  return std::clamp(s + common, 0.0, 1.0);
}

}  // namespace kite::plan
