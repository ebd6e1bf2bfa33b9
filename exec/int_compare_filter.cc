#include "exec/int_compare_filter.h"

#include <algorithm>
#include <functional>
#include <utility>

#include "planner/plan.h"

namespace kite {
namespace {

bool IsInteger(const Type& t) {
  return t.id == TypeId::kInteger || t.id == TypeId::kBigint;
}

// Appends to `out` the rows row(0..n) (ascending, in chunk `c`, whose first
// slot is `base`) whose value v is not NULL and has cmp(v, value). Every
// row is written and the end moves past those that pass: no branch on the
// data, which a filter passing some rows would mispredict.
template <typename T, typename Cmp, typename RowAt>
void Keep(const ColumnChunk& c, RowId base, RowAt row, size_t n, int64_t value,
          Cmp cmp, std::vector<RowId>* out) {
  const T* data = static_cast<const T*>(c.data);
  const uint64_t* nulls = c.null_words;
  const size_t start = out->size();
  out->resize(start + n);
  RowId* dst = out->data() + start;
  size_t kept = 0;
  if (nulls == nullptr) {
    for (size_t i = 0; i < n; ++i) {
      const RowId r = row(i);
      dst[kept] = r;
      kept += cmp(static_cast<int64_t>(data[r - base]), value);
    }
  } else {
    for (size_t i = 0; i < n; ++i) {
      const RowId r = row(i);
      const RowId at = r - base;
      const bool null = (nulls[at >> 6] >> (at & 63)) & 1;
      dst[kept] = r;
      kept += !null & cmp(static_cast<int64_t>(data[at]), value);
    }
  }
  out->resize(start + kept);
}

template <typename T, typename RowAt>
void KeepOp(const ColumnChunk& c, RowId base, RowAt row, size_t n, ast::Op op,
            int64_t value, std::vector<RowId>* out) {
  switch (op) {
    case ast::Op::kEq:
      return Keep<T>(c, base, row, n, value, std::equal_to<>(), out);
    case ast::Op::kNe:
      return Keep<T>(c, base, row, n, value, std::not_equal_to<>(), out);
    case ast::Op::kLt:
      return Keep<T>(c, base, row, n, value, std::less<>(), out);
    case ast::Op::kLe:
      return Keep<T>(c, base, row, n, value, std::less_equal<>(), out);
    case ast::Op::kGt:
      return Keep<T>(c, base, row, n, value, std::greater<>(), out);
    default:
      return Keep<T>(c, base, row, n, value, std::greater_equal<>(), out);
  }
}

}  // namespace

std::optional<IntCompareFilter> IntCompareFilter::Make(
    const plan::BoundExpr& predicate, const Table& table) {
  absl::InlinedVector<const plan::BoundExpr*, 4> parts;
  if (predicate.kind == plan::BoundKind::kAnd) {
    for (const plan::BoundExprPtr& c : predicate.children) {
      parts.push_back(c.get());
    }
  } else {
    parts.push_back(&predicate);
  }
  IntCompareFilter filter(table);
  const std::vector<ColumnSchema>& columns = table.schema().columns;
  for (const plan::BoundExpr* part : parts) {
    if (part == nullptr || part->kind != plan::BoundKind::kCompare ||
        part->children.size() != 2 || !ast::IsComparison(part->op)) {
      return std::nullopt;
    }
    const plan::BoundExpr* left = part->children[0].get();
    const plan::BoundExpr* right = part->children[1].get();
    Term term;
    term.op = part->op;
    if (plan::ColumnUnderCast(*left) == nullptr) {
      std::swap(left, right);
      term.op = ast::Flipped(term.op);
    }
    const plan::BoundExpr* column = plan::ColumnUnderCast(*left);
    // Compared as integers, in a type that holds the column's values as
    // they are (ColumnUnderCast).
    if (column == nullptr || !IsInteger(left->type) ||
        column->column_index < 0 ||
        column->column_index >= static_cast<int>(columns.size()) ||
        !IsInteger(columns[column->column_index].type) ||
        !IsInteger(right->type)) {
      return std::nullopt;
    }
    term.column = column->column_index;
    if (right->kind == plan::BoundKind::kConstant &&
        !right->constant.is_null() && IsInteger(right->constant.type())) {
      term.constant = right->constant.int_value();
    } else if (right->kind == plan::BoundKind::kParameter &&
               right->param_index >= 1) {
      term.param_index = right->param_index;
    } else {
      return std::nullopt;
    }
    filter.terms_.push_back(term);
  }
  return filter;
}

IntCompareFilter::Values IntCompareFilter::TermValues(
    const std::vector<Value>* params, bool* ok) const {
  Values values;
  *ok = true;
  for (const Term& term : terms_) {
    if (term.param_index == 0) {
      values.push_back(term.constant);
      continue;
    }
    if (params == nullptr ||
        term.param_index > static_cast<int>(params->size())) {
      *ok = false;
      return {};
    }
    const Value& v = (*params)[term.param_index - 1];
    if (v.is_null()) return {};  // a comparison with NULL is never TRUE
    if (!IsInteger(v.type())) {
      *ok = false;
      return {};
    }
    values.push_back(v.int_value());
  }
  return values;
}

template <typename RowAt>
bool IntCompareFilter::KeepInChunk(size_t t, size_t chunk, RowAt row, size_t n,
                                   int64_t value,
                                   std::vector<RowId>* dst) const {
  const RowId base = static_cast<RowId>(chunk * kTableChunkRows);
  const ColumnChunk c = table_->GetColumnChunk(terms_[t].column, chunk);
  if (row(n - 1) - base >= c.size) return false;  // not stored there
  if (c.layout == ColumnChunk::Layout::kInt32) {
    KeepOp<int32_t>(c, base, row, n, terms_[t].op, value, dst);
  } else if (c.layout == ColumnChunk::Layout::kInt64) {
    KeepOp<int64_t>(c, base, row, n, terms_[t].op, value, dst);
  } else {
    return false;  // compressed: not readable in place
  }
  return true;
}

bool IntCompareFilter::KeepRows(size_t t, const std::vector<RowId>& src,
                                int64_t value, std::vector<RowId>* dst) const {
  dst->clear();
  const RowId* r = src.data();
  const size_t n = src.size();
  for (size_t start = 0; start < n;) {
    const size_t chunk = r[start] / kTableChunkRows;
    size_t end = start + 1;
    while (end < n && r[end] / kTableChunkRows == chunk) ++end;
    const RowId* run = r + start;
    if (!KeepInChunk(
            t, chunk, [run](size_t i) { return run[i]; }, end - start, value,
            dst)) {
      return false;
    }
    start = end;
  }
  return true;
}

bool IntCompareFilter::Filter(const std::vector<Value>* params,
                              std::vector<RowId>* rows) {
  if (rows->empty()) return true;
  bool ok;
  const Values values = TermValues(params, &ok);
  if (!ok) return false;
  if (values.size() < terms_.size()) {
    rows->clear();
    return true;
  }
  // Term by term into out_ or spare_, each time from the rows the terms
  // before kept; `*rows` stays as it was until every chunk has been read.
  std::vector<RowId>* kept = nullptr;
  for (size_t t = 0; t < terms_.size(); ++t) {
    std::vector<RowId>* dst = kept == &out_ ? &spare_ : &out_;
    if (!KeepRows(t, kept == nullptr ? *rows : *kept, values[t], dst)) {
      return false;
    }
    kept = dst;
  }
  rows->swap(*kept);
  return true;
}

bool IntCompareFilter::FilterRange(const std::vector<Value>* params,
                                   RowId begin, RowId end,
                                   std::vector<RowId>* rows) {
  if (begin >= end) return true;
  bool ok;
  const Values values = TermValues(params, &ok);
  if (!ok) return false;
  if (values.size() < terms_.size()) return true;
  // The first term reads the range itself, straight into `rows` when it is
  // the only one; the others read what it kept.
  const size_t before = rows->size();
  std::vector<RowId>* kept = terms_.size() == 1 ? rows : &out_;
  if (kept == &out_) kept->clear();
  for (RowId from = begin; from < end;) {
    const size_t chunk = from / kTableChunkRows;
    const RowId stop = static_cast<RowId>(
        std::min<uint64_t>(end, uint64_t{chunk + 1} * kTableChunkRows));
    if (!KeepInChunk(
            0, chunk, [from](size_t i) { return from + static_cast<RowId>(i); },
            stop - from, values[0], kept)) {
      rows->resize(before);  // as it was
      return false;
    }
    from = stop;
  }
  if (kept == rows) return true;
  for (size_t t = 1; t < terms_.size(); ++t) {
    std::vector<RowId>* dst = kept == &out_ ? &spare_ : &out_;
    if (!KeepRows(t, *kept, values[t], dst)) return false;
    kept = dst;
  }
  rows->insert(rows->end(), kept->begin(), kept->end());
  return true;
}

}  // namespace kite
