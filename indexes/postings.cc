#include "indexes/postings.h"

#include <algorithm>

namespace kite::indexes {

// Two rows or more: a sorted array up to about kMaxFlat, a btree beyond.
struct Postings::Many {
  size_t size() const { return in_tree ? tree.size() : flat.size(); }

  bool in_tree = false;
  std::vector<RowId> flat;
  absl::btree_set<RowId> tree;
};

Postings& Postings::operator=(Postings&& other) noexcept {
  if (this != &other) {
    Postings dropped(std::move(*this));
    rep_ = std::exchange(other.rep_, 0);
  }
  return *this;
}

Postings::~Postings() {
  if (rep_ != 0 && !one()) delete many();
}

size_t Postings::size() const {
  if (rep_ == 0) return 0;
  return one() ? 1 : many()->size();
}

Postings::Many* Postings::MakeMany() {
  if (rep_ != 0 && !one()) return many();
  Many* m = new Many;
  if (one()) m->flat.push_back(one_row());
  rep_ = reinterpret_cast<uintptr_t>(m);
  return m;
}

void Postings::Settle() {
  Many* m = many();
  const size_t n = m->size();
  if (n <= 1) {
    const bool has_row = n == 1;
    const RowId row =
        !has_row ? 0 : (m->in_tree ? *m->tree.begin() : m->flat.front());
    delete m;
    rep_ = 0;
    if (has_row) SetOne(row);
    return;
  }
  if (!m->in_tree && n > kMaxFlat) {
    // Sorted input: each insert lands at the end, O(1) amortized.
    m->tree.insert(m->flat.begin(), m->flat.end());
    std::vector<RowId>().swap(m->flat);
    m->in_tree = true;
  } else if (m->in_tree && n < kMaxFlat / 4) {
    m->flat.assign(m->tree.begin(), m->tree.end());
    m->tree.clear();
    m->in_tree = false;
  }
}

bool Postings::Add(RowId row) {
  if (rep_ == 0) {
    SetOne(row);
    return true;
  }
  if (one() && one_row() == row) return false;
  Many* m = MakeMany();
  if (m->in_tree) {
    const size_t before = m->tree.size();
    // Rows mostly arrive ascending (inserts): the end is the usual place.
    m->tree.insert(m->tree.end(), row);
    return m->tree.size() != before;
  }
  std::vector<RowId>& flat = m->flat;
  if (flat.empty() || flat.back() < row) {
    flat.push_back(row);
  } else {
    auto at = std::lower_bound(flat.begin(), flat.end(), row);
    if (*at == row) return false;
    flat.insert(at, row);
  }
  Settle();
  return true;
}

bool Postings::Remove(RowId row) {
  if (rep_ == 0) return false;
  if (one()) {
    if (one_row() != row) return false;
    rep_ = 0;
    return true;
  }
  Many* m = many();
  if (m->in_tree) {
    if (m->tree.erase(row) == 0) return false;
  } else {
    auto at = std::lower_bound(m->flat.begin(), m->flat.end(), row);
    if (at == m->flat.end() || *at != row) return false;
    m->flat.erase(at);
  }
  Settle();
  return true;
}

size_t Postings::AddRows(absl::Span<const RowId> rows) {
  if (rows.empty()) return 0;
  if (rows.size() == 1) return Add(rows[0]) ? 1 : 0;
  Many* m = MakeMany();
  size_t added = 0;
  if (m->in_tree) {
    auto hint = m->tree.end();
    for (RowId row : rows) {
      const size_t before = m->tree.size();
      // Right when the next row goes just before the last one's successor.
      hint = std::next(m->tree.insert(hint, row));
      added += m->tree.size() - before;
    }
  } else {
    // Merge from the back, so that nothing is moved twice. A row listed
    // already is written once and leaves a gap at the front.
    std::vector<RowId>& flat = m->flat;
    size_t old = flat.size();
    size_t from = rows.size();
    flat.resize(old + rows.size());
    size_t to = flat.size();
    while (from > 0) {
      if (old > 0 && flat[old - 1] > rows[from - 1]) {
        flat[--to] = flat[--old];
      } else {
        if (old > 0 && flat[old - 1] == rows[from - 1]) {
          --old;
        } else {
          ++added;
        }
        flat[--to] = rows[--from];
      }
    }
    // Whatever of the old rows is left, [0, old), lies before the merge.
    if (to > old) {
      flat.erase(flat.begin() + static_cast<ptrdiff_t>(old),
                 flat.begin() + static_cast<ptrdiff_t>(to));
    }
  }
  Settle();
  return added;
}

size_t Postings::RemoveRows(absl::Span<const RowId> rows) {
  if (rep_ == 0 || rows.empty()) return 0;
  if (one()) {
    if (!std::binary_search(rows.begin(), rows.end(), one_row())) return 0;
    rep_ = 0;
    return 1;
  }
  Many* m = many();
  size_t removed = 0;
  if (m->in_tree) {
    for (RowId row : rows) removed += m->tree.erase(row);
  } else {
    std::vector<RowId>& flat = m->flat;
    auto keep = std::lower_bound(flat.begin(), flat.end(), rows.front());
    size_t next = 0;
    for (auto at = keep; at != flat.end(); ++at) {
      while (next < rows.size() && rows[next] < *at) ++next;
      if (next < rows.size() && rows[next] == *at) continue;
      *keep++ = *at;
    }
    removed = flat.end() - keep;
    flat.erase(keep, flat.end());
  }
  Settle();
  return removed;
}

void Postings::AppendTo(std::vector<RowId>* out) const {
  if (rep_ == 0) return;
  if (one()) {
    out->push_back(one_row());
    return;
  }
  const Many* m = many();
  if (m->in_tree) {
    out->insert(out->end(), m->tree.begin(), m->tree.end());
  } else {
    out->insert(out->end(), m->flat.begin(), m->flat.end());
  }
}

size_t Postings::HeapBytes() const {
  if (rep_ == 0 || one()) return 0;
  const Many* m = many();
  // A btree node holds its values and a little bookkeeping; nodes are
  // about 3/4 full.
  return sizeof(Many) + m->flat.capacity() * sizeof(RowId) +
         m->tree.size() * sizeof(RowId) * 4 / 3;
}

Postings::Range Postings::rows() const {
  Range r;
  if (rep_ == 0) return r;
  if (one()) {
    r.one_ = one_row();
    r.hi_ = 1;
    return r;
  }
  const Many* m = many();
  if (m->in_tree) {
    r.tree_ = true;
    r.begin_ = m->tree.begin();
    r.end_ = m->tree.end();
  } else {
    r.flat_ = m->flat.data();
    r.hi_ = m->flat.size();
  }
  return r;
}

bool Postings::Range::empty() const {
  return tree_ ? begin_ == end_ : lo_ == hi_;
}

size_t Postings::Range::Take(size_t max, bool from_back,
                             std::vector<RowId>* out) {
  size_t n = 0;
  if (tree_) {
    if (!from_back) {
      for (; n < max && begin_ != end_; ++begin_, ++n) out->push_back(*begin_);
    } else {
      for (; n < max && end_ != begin_; ++n) out->push_back(*--end_);
    }
    return n;
  }
  const RowId* rows = flat_ != nullptr ? flat_ : &one_;
  n = std::min(max, hi_ - lo_);
  if (!from_back) {
    out->insert(out->end(), rows + lo_, rows + lo_ + n);
    lo_ += n;
  } else {
    for (size_t i = 0; i < n; ++i) out->push_back(rows[--hi_]);
  }
  return n;
}

}  // namespace kite::indexes
