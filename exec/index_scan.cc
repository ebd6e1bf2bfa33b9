#include "exec/index_scan.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <utility>

#include "exec/key_conversion.h"

namespace kite {
namespace {

// The value of `e` as index column `i`'s key type; nullopt when it matches
// no row.
absl::StatusOr<std::optional<Value>> KeyValue(const indexes::Index& index,
                                              size_t i,
                                              const plan::BoundExpr& e,
                                              EvalContext& ctx) {
  const int column = index.def().columns[i];
  Type type = index.table_schema().columns[column].type;
  if (type.is_array()) type = type.element();
  Value key;
  if (e.kind == plan::BoundKind::kParameter) {
    // Converted from where it is: no copy of a text parameter first.
    if (!ToKeyType((*ctx.params)[e.param_index - 1], type, &key)) {
      return std::optional<Value>();
    }
    return std::optional<Value>(std::move(key));
  }
  absl::StatusOr<Value> v = EvaluateScalar(e, ctx);
  if (!v.ok()) return v.status();
  if (!ToKeyType(*v, type, &key)) return std::optional<Value>();
  return std::optional<Value>(std::move(key));
}

// A one-column key that is a parameter of the indexed column's type, which
// is then the key as it is (no copy of its text); null otherwise.
const Value* ParameterKey(const indexes::Index& index,
                          const std::vector<plan::BoundExprPtr>& exprs,
                          const EvalContext& ctx) {
  if (exprs.size() != 1 || exprs[0]->kind != plan::BoundKind::kParameter) {
    return nullptr;
  }
  const Value& v = (*ctx.params)[exprs[0]->param_index - 1];
  Type type = index.table_schema().columns[index.def().columns[0]].type;
  if (type.is_array()) type = type.element();
  return !v.is_null() && v.type() == type ? &v : nullptr;
}

// The values of `exprs` as the first index columns' keys; false when one
// matches nothing.
absl::StatusOr<bool> KeyValues(const indexes::Index& index,
                               const std::vector<plan::BoundExprPtr>& exprs,
                               EvalContext& ctx, std::vector<Value>* key) {
  key->clear();
  for (size_t i = 0; i < exprs.size(); ++i) {
    absl::StatusOr<std::optional<Value>> v = KeyValue(index, i, *exprs[i], ctx);
    if (!v.ok()) return v.status();
    if (!v->has_value()) return false;
    key->push_back(**std::move(v));
  }
  return true;
}

class EmptyCursor : public indexes::Index::Cursor {
 public:
  size_t Next(size_t, std::vector<RowId>*) override { return 0; }
};

void SortUnique(std::vector<RowId>* rows) {
  std::sort(rows->begin(), rows->end());
  rows->erase(std::unique(rows->begin(), rows->end()), rows->end());
}

// Every row `access` finds, ascending.
absl::Status Gather(const plan::IndexAccess& access, EvalContext& ctx,
                    std::vector<RowId>* out) {
  out->clear();
  switch (access.kind) {
    case plan::AccessKind::kLookup: {
      std::vector<Value> key;
      bool first = true;
      for (const auto& exprs : access.keys) {
        absl::StatusOr<bool> possible =
            KeyValues(*access.index, exprs, ctx, &key);
        if (!possible.ok()) return possible.status();
        std::vector<RowId> found;
        if (*possible) access.index->Find(key, &found);
        SortUnique(&found);
        if (access.all_keys && !first) {
          std::vector<RowId> both;
          std::set_intersection(out->begin(), out->end(), found.begin(),
                                found.end(), std::back_inserter(both));
          *out = std::move(both);
        } else {
          out->insert(out->end(), found.begin(), found.end());
        }
        first = false;
      }
      break;
    }
    case plan::AccessKind::kRange: {
      IndexRowSource source;
      if (absl::Status s = source.Open(access, ctx); !s.ok()) return s;
      while (source.Next(4096, out) > 0) {
      }
      break;
    }
    case plan::AccessKind::kIntersect:
    case plan::AccessKind::kUnion: {
      bool first = true;
      for (const plan::IndexAccess& child : access.children) {
        std::vector<RowId> found;
        if (absl::Status s = Gather(child, ctx, &found); !s.ok()) return s;
        if (first) {
          *out = std::move(found);
        } else if (access.kind == plan::AccessKind::kIntersect) {
          std::vector<RowId> both;
          std::set_intersection(out->begin(), out->end(), found.begin(),
                                found.end(), std::back_inserter(both));
          *out = std::move(both);
        } else {
          out->insert(out->end(), found.begin(), found.end());
        }
        first = false;
      }
      break;
    }
    case plan::AccessKind::kNone:
      break;
  }
  SortUnique(out);
  return absl::OkStatus();
}

// Brings every index `access` reads (its children's too) up to date.
void CatchUpAll(const plan::IndexAccess& access) {
  if (access.index != nullptr) access.index->CatchUp();
  for (const plan::IndexAccess& child : access.children) CatchUpAll(child);
}

}  // namespace

void IndexRowSource::Close() {
  cursor_.reset();
  more_.clear();
  rows_.clear();
  next_ = 0;
}

absl::Status IndexRowSource::Open(const plan::IndexAccess& access,
                                  EvalContext& ctx) {
  Close();
  CatchUpAll(access);
  if (access.kind == plan::AccessKind::kLookup && access.keys.size() == 1) {
    // One key (col = $1): its cursor, without the bookkeeping of distinct
    // keys below.
    if (const Value* param = ParameterKey(*access.index, access.keys[0], ctx);
        param != nullptr) {
      cursor_ = access.index->OpenEqual(absl::MakeConstSpan(param, 1));
      if (cursor_ == nullptr) cursor_ = std::make_unique<EmptyCursor>();
      return absl::OkStatus();
    }
    std::vector<Value>& key = key_;
    absl::StatusOr<bool> possible =
        KeyValues(*access.index, access.keys[0], ctx, &key);
    if (!possible.ok()) return possible.status();
    if (*possible) cursor_ = access.index->OpenEqual(key);
    if (cursor_ == nullptr) cursor_ = std::make_unique<EmptyCursor>();
    return absl::OkStatus();
  }
  if (access.kind == plan::AccessKind::kLookup && !access.index->on_array()) {
    // One cursor per distinct key, read in turn: a row has one key, so
    // distinct keys never find a row twice.
    std::vector<std::vector<Value>> seen;
    std::vector<Value> key;
    for (const auto& exprs : access.keys) {
      absl::StatusOr<bool> possible =
          KeyValues(*access.index, exprs, ctx, &key);
      if (!possible.ok()) return possible.status();
      if (!*possible ||
          std::find(seen.begin(), seen.end(), key) != seen.end()) {
        continue;
      }
      seen.push_back(std::move(key));
      more_.push_back(access.index->OpenEqual(seen.back()));
    }
    std::reverse(more_.begin(), more_.end());
    if (!more_.empty()) {
      cursor_ = std::move(more_.back());
      more_.pop_back();
    }
    if (cursor_ == nullptr) cursor_ = std::make_unique<EmptyCursor>();
    return absl::OkStatus();
  }
  if (access.kind == plan::AccessKind::kRange) {
    std::vector<Value> prefix;
    absl::StatusOr<bool> possible =
        KeyValues(*access.index, access.prefix, ctx, &prefix);
    if (!possible.ok()) return possible.status();
    if (!*possible) return absl::OkStatus();
    std::optional<indexes::RangeBound> lower, upper;
    const size_t column = access.prefix.size();
    for (int end = 0; end < 2; ++end) {
      const plan::BoundExprPtr& e = end == 0 ? access.lower : access.upper;
      if (e == nullptr) continue;
      absl::StatusOr<std::optional<Value>> v =
          KeyValue(*access.index, column, *e, ctx);
      if (!v.ok()) return v.status();
      // A NULL bound (or one the column cannot hold) passes no row.
      if (!v->has_value()) return absl::OkStatus();
      indexes::RangeBound bound{**std::move(v), end == 0
                                                    ? access.lower_inclusive
                                                    : access.upper_inclusive};
      (end == 0 ? lower : upper) = std::move(bound);
    }
    cursor_ =
        access.index->OpenRange(prefix, lower ? &*lower : nullptr,
                                upper ? &*upper : nullptr, access.descending);
    return absl::OkStatus();
  }
  return Gather(access, ctx, &rows_);
}

size_t IndexRowSource::Next(size_t max, std::vector<RowId>* out) {
  if (cursor_ != nullptr) {
    size_t n = cursor_->Next(max, out);
    while (n < max && !more_.empty()) {
      cursor_ = std::move(more_.back());
      more_.pop_back();
      n += cursor_->Next(max - n, out);
    }
    return n;
  }
  const size_t n = std::min(max, rows_.size() - next_);
  out->insert(out->end(), rows_.begin() + next_, rows_.begin() + next_ + n);
  next_ += n;
  return n;
}

int64_t IndexRowSource::Count() {
  if (cursor_ == nullptr) {
    const size_t n = rows_.size() - next_;
    next_ = rows_.size();
    return static_cast<int64_t>(n);
  }
  std::vector<RowId> scratch;
  int64_t n = 0;
  while (size_t got = Next(4096, &scratch)) {
    n += static_cast<int64_t>(got);
    scratch.clear();
  }
  return n;
}

}  // namespace kite
