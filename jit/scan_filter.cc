#include "jit/scan_filter.h"

#include <algorithm>
#include <utility>

#include "jit/kernel_column.h"

namespace kite::jit {

std::unique_ptr<ScanFilter> ScanFilter::Create(const plan::BoundExpr& predicate,
                                               const Table& table,
                                               EvalContext& ctx,
                                               JitSettings settings,
                                               std::string* why_not) {
  if (settings.mode == JitMode::kOff) return nullptr;
  absl::StatusOr<LoweredPredicate> lowered = LowerPredicate(
      predicate, table, ctx.params, &ctx, InterpreterCalls(settings));
  if (!lowered.ok()) {
    *why_not = std::string(lowered.status().message());
    return nullptr;
  }
  std::unique_ptr<ScanFilter> f(new ScanFilter());
  f->table_ = &table;
  f->lowered_ = *std::move(lowered);
  f->kernel_ = KernelCache::Global().GetPredicate(
      *f->lowered_.root, f->lowered_.shape, settings.opt_level,
      settings.mode == JitMode::kForce, &f->cache_hit_);
  f->columns_.resize(f->lowered_.columns.size());
  return f;
}

bool ScanFilter::Filter(std::vector<RowId>* rows) {
  PredicateFn fn = kernel_->predicate();
  if (fn == nullptr || rows->empty()) return false;
  out_.clear();
  const RowId* r = rows->data();
  const int n = static_cast<int>(rows->size());
  int start = 0;
  while (start < n) {
    const size_t chunk = r[start] / kTableChunkRows;
    // Rows are ascending: the chunk's rows end at the first of the next.
    const RowId next = static_cast<RowId>((chunk + 1) * kTableChunkRows);
    int end =
        r[n - 1] < next || next == 0
            ? n
            : static_cast<int>(std::lower_bound(r + start, r + n, next) - r);
    if (!RunChunk(fn, chunk, r + start, 0, end - start)) return false;
    start = end;
  }
  rows->swap(out_);
  ++batches_compiled_;
  return true;
}

bool ScanFilter::FilterRange(RowId begin, RowId end, std::vector<RowId>* rows) {
  PredicateFn fn = kernel_->predicate();
  if (fn == nullptr || !lowered_.complete || begin >= end) return false;
  out_.clear();
  for (RowId from = begin; from < end;) {
    const size_t chunk = from / kTableChunkRows;
    const RowId to = static_cast<RowId>(
        std::min<uint64_t>(end, (uint64_t{chunk} + 1) * kTableChunkRows));
    if (!RunChunk(fn, chunk, nullptr, from, to - from)) return false;
    from = to;
  }
  rows->swap(out_);
  ++batches_compiled_;
  return true;
}

bool ScanFilter::RunChunk(PredicateFn fn, size_t chunk, const RowId* rows,
                          RowId first_row, int n) {
  const RowId base = static_cast<RowId>(chunk * kTableChunkRows);
  const uint32_t first = (rows != nullptr ? rows[0] : first_row) - base;
  const uint32_t last =
      (rows != nullptr ? rows[n - 1] : first_row + n - 1) - base;
  bool any_nulls = false;
  for (size_t k = 0; k < columns_.size(); ++k) {
    ColumnChunk c = table_->GetColumnChunk(lowered_.columns[k], chunk);
    // A column without a value for some row (not expected: every insert
    // writes every column) is left to the interpreter.
    if (c.size <= last) return false;
    any_nulls |= c.null_words != nullptr;
    columns_[k] = ToKernelColumn(c);
  }
  matches_.resize(n);
  KernelArgs args{columns_.data(), lowered_.args.data(), base, first, nullptr};
  int32_t found;
  if (last - first + 1 == static_cast<uint32_t>(n)) {
    if (!any_nulls) {
      scratch_.resize(n);
      args.scratch = scratch_.data();
      found = kernel_->dense_predicate()(&args, nullptr, n, matches_.data());
    } else {
      found = fn(&args, nullptr, n, matches_.data());
    }
  } else {
    offsets_.resize(n);
    for (int i = 0; i < n; ++i) offsets_[i] = rows[i] - base;
    found = fn(&args, offsets_.data(), n, matches_.data());
  }
  if (found < 0) return false;
  const size_t at = out_.size();
  out_.resize(at + found);
  RowId* dst = out_.data() + at;
  for (int32_t i = 0; i < found; ++i) dst[i] = base + matches_[i];
  return true;
}

}  // namespace kite::jit
