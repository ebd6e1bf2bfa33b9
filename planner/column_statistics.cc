#include "planner/column_statistics.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "expr/expression_eval.h"

namespace kite::plan {
namespace {

// A run of equal values in the sorted sample: values[index], read count
// times.
struct Run {
  size_t index = 0;
  int64_t count = 0;
};

// PostgreSQL's estimate of the distinct values in the whole column from
// `n` sampled values out of `total` (n == total: exact). `runs` are the
// distinct values of the sample, `multiple` how many occur more than once.
double EstimateDistinctValues(double n, double total, size_t runs,
                              size_t multiple) {
  const double d = static_cast<double>(runs);
  // No repeats: the column looks unique.
  if (multiple == 0) return total;
  // Every value seen repeatedly: the sample probably holds all of them.
  if (multiple == runs) return d;
  // Haas and Stokes' Duj1 estimator (IBM Research Report RJ 10025, 1998):
  // n*d / (n - f1 + f1*n/N), f1 the values seen exactly once.
  const double f1 = d - static_cast<double>(multiple);
  double estimate = total > 0 ? n * d / ((n - f1) + f1 * n / total) : 0;
  estimate = std::clamp(estimate, d, std::max(d, total));
  return std::floor(estimate + 0.5);
}

// How many of the candidate common values (counts, most frequent first)
// are significantly more common than the values left out: PostgreSQL's
// analyze_mcv_list. Keeps them all when every row was read.
size_t KeepCommonValues(const std::vector<int64_t>& counts, double distinct,
                        double null_fraction, double sample_rows,
                        double total_rows) {
  size_t keep = counts.size();
  if (sample_rows >= total_rows || total_rows <= 1) return keep;
  double sum = 0;  // counts of all but the last candidate
  for (size_t i = 0; i + 1 < keep; ++i) sum += static_cast<double>(counts[i]);
  while (keep > 0) {
    // The share the last candidate would be given if it were left out: the
    // rows outside the list spread evenly over the other distinct values.
    double other =
        std::clamp(1.0 - sum / sample_rows - null_fraction, 0.0, 1.0);
    const double other_distinct = distinct - static_cast<double>(keep - 1);
    if (other_distinct > 1) other /= other_distinct;
    // Keep it if its count is more than two standard deviations (of a
    // hypergeometric draw) above what that share would give.
    const double n = sample_rows, big_n = total_rows;
    const double k = big_n * static_cast<double>(counts[keep - 1]) / n;
    const double variance =
        n * k * (big_n - k) * (big_n - n) / (big_n * big_n * (big_n - 1));
    if (static_cast<double>(counts[keep - 1]) >
        other * n + 2 * std::sqrt(std::max(variance, 0.0)) + 0.5) {
      break;
    }
    --keep;
    if (keep == 0) break;
    sum -= static_cast<double>(counts[keep - 1]);
  }
  return keep;
}

}  // namespace

ColumnStats SummarizeColumn(const ColumnSample& sample) {
  ColumnStats out;
  const double sample_rows = static_cast<double>(sample.sample_rows);
  if (sample.sample_rows == 0) return out;
  out.null_fraction = static_cast<double>(sample.null_rows) / sample_rows;
  const std::vector<Value>& values = sample.values;
  if (values.empty()) return out;
  out.min = values.front();
  out.max = values.back();

  std::vector<Run> runs;
  int64_t read = 0;
  for (size_t i = 0; i < values.size(); ++i) {
    runs.push_back({i, sample.counts[i]});
    read += sample.counts[i];
  }
  size_t multiple = 0;
  for (const Run& r : runs) multiple += r.count > 1;
  const double n = static_cast<double>(read);
  // The values (elements) the whole table holds: the sampled ones scaled
  // up to the table (exactly n when every row was read).
  const double population = n * sample.total_rows / sample_rows;
  out.distinct = EstimateDistinctValues(n, population, runs.size(), multiple);

  // Candidates: values seen more than once, most frequent first, ties in
  // value order (stable sort of runs in value order).
  std::vector<Run> candidates;
  for (const Run& r : runs) {
    if (r.count > 1) candidates.push_back(r);
  }
  std::stable_sort(
      candidates.begin(), candidates.end(),
      [](const Run& a, const Run& b) { return a.count > b.count; });
  if (candidates.size() > kStatisticsTarget) {
    candidates.resize(kStatisticsTarget);
  }
  // A complete list (every distinct value, not scaling with the table) is
  // kept whole; otherwise only the significant part.
  const bool scales = sample.elements || multiple == 0 ||
                      out.distinct > 0.1 * sample.total_rows;
  size_t keep = candidates.size();
  if (!(keep == runs.size() && !scales)) {
    std::vector<int64_t> counts;
    for (const Run& r : candidates) counts.push_back(r.count);
    keep = KeepCommonValues(counts, out.distinct, out.null_fraction,
                            sample_rows, sample.total_rows);
  }
  candidates.resize(keep);
  for (const Run& r : candidates) {
    out.common_values.push_back(values[r.index]);
    out.common_fractions.push_back(static_cast<double>(r.count) / sample_rows);
  }
  if (sample.elements) return out;

  // Histogram over the values that are not common values: the first, the
  // last and evenly spaced ones between (the (i * (m - 1) / (bounds - 1))th
  // of the m remaining values read, in order).
  size_t bounds = runs.size() - keep;
  if (bounds > kStatisticsTarget) bounds = kStatisticsTarget + 1;
  if (bounds < 2) return out;
  std::vector<bool> common(values.size(), false);
  for (const Run& r : candidates) common[r.index] = true;
  std::vector<Run> rest;  // the runs of non-common values, in value order
  int64_t m = 0;
  for (const Run& r : runs) {
    if (common[r.index]) continue;
    rest.push_back(r);
    m += r.count;
  }
  size_t run = 0;
  int64_t before = 0;  // values read in rest[0, run)
  for (size_t i = 0; i < bounds; ++i) {
    const int64_t position =
        static_cast<int64_t>(i) * (m - 1) / static_cast<int64_t>(bounds - 1);
    while (position >= before + rest[run].count) before += rest[run++].count;
    out.histogram_bounds.push_back(values[rest[run].index]);
  }
  return out;
}

}  // namespace kite::plan
