#include "engine/int_compare_filter.h"

#include <functional>
#include <utility>

#include "planner/plan.h"

namespace kite {
namespace {

bool IsInteger(const Type& t) {
  return t.id == TypeId::kInteger || t.id == TypeId::kBigint;
}

// Appends to `out` the rows[0..n) of chunk `c` (whose first slot is `base`)
// whose value v is not NULL and has cmp(v, value).
template <typename T, typename Cmp>
void Keep(const ColumnChunk& c, RowId base, const RowId* rows, size_t n,
          int64_t value, Cmp cmp, std::vector<RowId>* out) {
  const T* data = static_cast<const T*>(c.data);
  const uint64_t* nulls = c.null_words;
  for (size_t i = 0; i < n; ++i) {
    const RowId at = rows[i] - base;
    const bool null = nulls != nullptr && ((nulls[at >> 6] >> (at & 63)) & 1);
    if (!null && cmp(static_cast<int64_t>(data[at]), value)) {
      out->push_back(rows[i]);
    }
  }
}

template <typename T>
void KeepOp(const ColumnChunk& c, RowId base, const RowId* rows, size_t n,
            ast::Op op, int64_t value, std::vector<RowId>* out) {
  switch (op) {
    case ast::Op::kEq:
      return Keep<T>(c, base, rows, n, value, std::equal_to<>(), out);
    case ast::Op::kNe:
      return Keep<T>(c, base, rows, n, value, std::not_equal_to<>(), out);
    case ast::Op::kLt:
      return Keep<T>(c, base, rows, n, value, std::less<>(), out);
    case ast::Op::kLe:
      return Keep<T>(c, base, rows, n, value, std::less_equal<>(), out);
    case ast::Op::kGt:
      return Keep<T>(c, base, rows, n, value, std::greater<>(), out);
    default:
      return Keep<T>(c, base, rows, n, value, std::greater_equal<>(), out);
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

bool IntCompareFilter::Filter(const std::vector<Value>* params,
                              std::vector<RowId>* rows) {
  if (rows->empty()) return true;
  absl::InlinedVector<int64_t, 4> values;
  for (const Term& term : terms_) {
    if (term.param_index == 0) {
      values.push_back(term.constant);
      continue;
    }
    if (params == nullptr ||
        term.param_index > static_cast<int>(params->size())) {
      return false;
    }
    const Value& v = (*params)[term.param_index - 1];
    if (v.is_null()) {  // a comparison with NULL is never TRUE
      rows->clear();
      return true;
    }
    if (!IsInteger(v.type())) return false;
    values.push_back(v.int_value());
  }
  // Term by term into out_ or spare_, each time from the rows the terms
  // before kept; `*rows` stays as it was until every chunk has been read.
  std::vector<RowId>* kept = nullptr;
  for (size_t t = 0; t < terms_.size(); ++t) {
    std::vector<RowId>* dst = kept == &out_ ? &spare_ : &out_;
    const std::vector<RowId>& src = kept == nullptr ? *rows : *kept;
    dst->clear();
    const RowId* r = src.data();
    const size_t n = src.size();
    for (size_t start = 0; start < n;) {
      const size_t chunk = r[start] / kTableChunkRows;
      const RowId base = static_cast<RowId>(chunk * kTableChunkRows);
      size_t end = start + 1;
      while (end < n && r[end] / kTableChunkRows == chunk) ++end;
      const ColumnChunk c = table_->GetColumnChunk(terms_[t].column, chunk);
      if (r[end - 1] - base >= c.size) return false;  // not stored there
      if (c.layout == ColumnChunk::Layout::kInt32) {
        KeepOp<int32_t>(c, base, r + start, end - start, terms_[t].op,
                        values[t], dst);
      } else if (c.layout == ColumnChunk::Layout::kInt64) {
        KeepOp<int64_t>(c, base, r + start, end - start, terms_[t].op,
                        values[t], dst);
      } else {
        return false;  // compressed: not readable in place
      }
      start = end;
    }
    kept = dst;
  }
  rows->swap(*kept);
  return true;
}

}  // namespace kite
