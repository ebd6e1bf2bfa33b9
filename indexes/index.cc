#include "indexes/index.h"

#include <algorithm>
#include <utility>

#include "absl/container/btree_map.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/string_view.h"
#include "common/interrupt.h"
#include "indexes/index_key.h"
#include "indexes/postings.h"
#include "kite/status.h"
#include "storage/key_text.h"

namespace kite::indexes {
namespace {

// Below this many items a comparison sort is as cheap as a radix sort.
constexpr size_t kSmallSort = 256;

// A build checks for interruption every this many rows (a few ms).
constexpr size_t kInterruptRows = 16384;

// Sorts `items` by key(item), a uint32_t no larger than `largest`, keeping
// the order of equal keys: a least-significant-digit radix sort, 11 bits a
// pass over the bits `largest` uses. A batch of pending writes holds up to
// kMaxPendingWrites items in random order (updates by key), where this is
// several times cheaper than std::sort.
template <typename T, typename KeyFn>
void RadixSort(std::vector<T>* items, uint32_t largest, KeyFn key) {
  constexpr int kBits = 11;
  constexpr size_t kBuckets = size_t{1} << kBits;
  std::vector<T> scratch(items->size());
  std::vector<T>* from = items;
  std::vector<T>* to = &scratch;
  for (int shift = 0; shift < 32 && (largest >> shift) != 0; shift += kBits) {
    size_t starts[kBuckets + 1] = {};
    for (const T& t : *from) ++starts[((key(t) >> shift) & (kBuckets - 1)) + 1];
    for (size_t b = 1; b <= kBuckets; ++b) starts[b] += starts[b - 1];
    for (T& t : *from) {
      (*to)[starts[(key(t) >> shift) & (kBuckets - 1)]++] = std::move(t);
    }
    std::swap(from, to);
  }
  if (from != items) items->swap(scratch);
}

// Sorts `rows` ascending and drops repeats.
void SortUniqueRows(std::vector<RowId>* rows) {
  if (rows->size() <= kSmallSort) {
    std::sort(rows->begin(), rows->end());
  } else {
    RadixSort(rows, *std::max_element(rows->begin(), rows->end()),
              [](RowId r) { return r; });
  }
  rows->erase(std::unique(rows->begin(), rows->end()), rows->end());
}

// Sorts `entries` by key, keeping the order of equal keys.
void SortByKey(std::vector<std::pair<int64_t, RowId>>* entries) {
  const auto by_key = [](const auto& a, const auto& b) {
    return a.first < b.first;
  };
  if (entries->size() <= kSmallSort) {
    std::stable_sort(entries->begin(), entries->end(), by_key);
    return;
  }
  const auto [lo, hi] =
      std::minmax_element(entries->begin(), entries->end(), by_key);
  const int64_t least = lo->first;
  const uint64_t range =
      static_cast<uint64_t>(hi->first) - static_cast<uint64_t>(least);
  if (range > UINT32_MAX) {
    std::stable_sort(entries->begin(), entries->end(), by_key);
    return;
  }
  RadixSort(entries, static_cast<uint32_t>(range),
            [least](const std::pair<int64_t, RowId>& e) {
              return static_cast<uint32_t>(static_cast<uint64_t>(e.first) -
                                           static_cast<uint64_t>(least));
            });
}

// Calls f(key, rows) for each run of one key in `entries`, which are sorted
// by key, with the run's rows ascending.
template <typename F>
void ForEachKeyRun(const std::vector<std::pair<int64_t, RowId>>& entries, F f) {
  std::vector<RowId> rows;
  for (size_t i = 0; i < entries.size();) {
    rows.clear();
    size_t end = i;
    for (; end < entries.size() && entries[end].first == entries[i].first;
         ++end) {
      rows.push_back(entries[end].second);
    }
    if (!std::is_sorted(rows.begin(), rows.end())) {
      std::sort(rows.begin(), rows.end());
    }
    f(entries[i].first, absl::MakeConstSpan(rows));
    i = end;
  }
}

// Calls f(key, rows) once for each key in `entries` (in no order), with its
// rows ascending. Numbering the keys in a small map and counting-sorting
// the rows by number costs less than sorting the keys.
template <typename Entries, typename F>
void ForEachKeyGroup(const Entries& entries, F f) {
  if (entries.size() == 0) return;
  absl::flat_hash_map<absl::string_view, uint32_t> numbers;
  std::vector<absl::string_view> keys;
  std::vector<uint32_t> number_of(entries.size());
  for (size_t i = 0; i < entries.size(); ++i) {
    auto [it, added] =
        numbers.try_emplace(entries.key(i), static_cast<uint32_t>(keys.size()));
    if (added) keys.push_back(entries.key(i));
    number_of[i] = it->second;
  }
  // ends[k]: one past key k's last row in `rows`.
  std::vector<size_t> ends(keys.size() + 1, 0);
  for (uint32_t k : number_of) ++ends[k + 1];
  for (size_t k = 1; k < ends.size(); ++k) ends[k] += ends[k - 1];
  std::vector<RowId> rows(entries.size());
  for (size_t i = 0; i < entries.size(); ++i) {
    rows[ends[number_of[i]]++] = entries.row(i);
  }
  size_t begin = 0;
  for (size_t k = 0; k < keys.size(); ++k) {
    const auto first = rows.begin() + begin;
    const auto last = rows.begin() + ends[k];
    if (!std::is_sorted(first, last)) std::sort(first, last);
    f(keys[k], absl::MakeConstSpan(&*first, last - first));
    begin = ends[k];
  }
}

template <typename Key>
size_t KeyHeapBytes(const Key&) {
  return 0;
}
template <>
size_t KeyHeapBytes(const std::string& key) {
  return key.capacity() > 15 ? key.capacity() + 1 : 0;
}

// The entries of an index with keys of type Key: each key's postings, in a
// hash map or (btree) an ordered map.
template <typename Key>
struct Store {
  explicit Store(bool ordered) : ordered(ordered) {}

  // The postings of `key`, or null.
  template <typename K>
  const Postings* Find(const K& key) const {
    return FindIn(*this, key);
  }

  template <typename K>
  void Add(const K& key, RowId row) {
    if (Listing(key).Add(row)) ++entries;
  }

  template <typename K>
  void Remove(const K& key, RowId row) {
    Postings* rows = FindIn(*this, key);
    if (rows == nullptr || !rows->Remove(row)) return;
    --entries;
    if (rows->empty()) Erase(key);
  }

  // Lists `rows` (ascending) under `key`, in one pass over its postings.
  template <typename K>
  void AddRows(const K& key, absl::Span<const RowId> rows) {
    entries += Listing(key).AddRows(rows);
  }

  // Unlists `rows` (ascending; rows not listed are ignored) from `key`, in
  // one pass over its postings.
  template <typename K>
  void RemoveRows(const K& key, absl::Span<const RowId> rows) {
    Postings* listed = FindIn(*this, key);
    if (listed == nullptr) return;
    entries -= listed->RemoveRows(rows);
    if (listed->empty()) Erase(key);
  }

  void Clear() {
    hash.clear();
    tree.clear();
    entries = 0;
  }

  size_t MemoryBytes() const {
    size_t bytes = 0;
    const auto add_keys = [&bytes](const auto& map) {
      for (const auto& [key, rows] : map) {
        bytes += KeyHeapBytes(key) + rows.HeapBytes();
      }
    };
    if (ordered) {
      // A btree node holds its values and a little bookkeeping; nodes are
      // about 3/4 full.
      bytes = tree.size() * sizeof(std::pair<Key, Postings>) * 4 / 3;
      add_keys(tree);
    } else {
      bytes = hash.capacity() * (sizeof(std::pair<const Key, Postings>) + 1);
      add_keys(hash);
    }
    return bytes;
  }

  size_t DistinctKeys() const { return ordered ? tree.size() : hash.size(); }

  bool ordered;
  size_t entries = 0;
  absl::flat_hash_map<Key, Postings> hash;
  absl::btree_map<Key, Postings> tree;

 private:
  // The postings of `key` in `self` (a Store, const or not), or null.
  template <typename Self, typename K>
  static auto FindIn(Self& self, const K& key)
      -> decltype(&self.hash.begin()->second) {
    if (self.ordered) {
      auto it = self.tree.find(key);
      return it == self.tree.end() ? nullptr : &it->second;
    }
    auto it = self.hash.find(key);
    return it == self.hash.end() ? nullptr : &it->second;
  }
  // The postings of `key`, added empty if absent.
  template <typename K>
  Postings& Listing(const K& key) {
    return ordered ? tree[key] : hash[key];  // a Key made only if absent
  }
  template <typename K>
  void Erase(const K& key) {
    if (ordered) {
      tree.erase(tree.find(key));
    } else {
      hash.erase(hash.find(key));
    }
  }
};

}  // namespace

struct Index::IntStore : Store<int64_t> {
  using Store::Store;
  // Btree only: rows whose key is NULL, listed after every value.
  Postings nulls;
};
struct Index::BytesStore : Store<std::string> {
  using Store::Store;
};

absl::StatusOr<std::shared_ptr<Index>> Index::Create(const Table* table,
                                                     IndexDef def) {
  const TableSchema& schema = table->schema();
  bool any_array = false;
  for (int c : def.columns) any_array |= schema.columns[c].type.is_array();
  if (any_array && def.columns.size() > 1) {
    return SqlError(sqlstate::kFeatureNotSupported,
                    "an index on an array column cannot have other columns");
  }
  if (any_array && def.unique) {
    return SqlError(sqlstate::kFeatureNotSupported,
                    "a UNIQUE index cannot be on an array column");
  }
  return std::shared_ptr<Index>(new Index(table, std::move(def)));
}

Index::Index(const Table* table, IndexDef def)
    : table_(table), def_(std::move(def)) {
  const TableSchema& schema = table_->schema();
  for (int c : def_.columns) {
    const Type type = schema.columns[c].type;
    array_ |= type.is_array();
    types_.push_back(type.is_array() ? type.element() : type);
  }
  int_keys_ = types_.size() == 1 && types_[0].is_int_lane();
  if (int_keys_) {
    ints_ = std::make_unique<IntStore>(ordered());
  } else {
    bytes_ = std::make_unique<BytesStore>(ordered());
  }
}

Index::~Index() = default;

void Index::KeyedRows::Close(RowId row) {
  rows_.push_back(
      {closed_, static_cast<uint32_t>(bytes_.size() - closed_), row});
  closed_ = bytes_.size();
}

void Index::KeyedRows::clear() {
  bytes_.clear();
  closed_ = 0;
  rows_.clear();
}

void Index::KeysOf(RowId row, std::vector<int64_t>* ints,
                   KeyedRows* keys) const {
  ints->clear();
  if (!table_->is_live(row)) return;
  if (array_) {
    const Value array = table_->GetValue(row, def_.columns[0]);
    if (array.is_null()) return;
    std::vector<std::string> elements;
    for (const Value& e : array.elements()) {
      if (e.is_null()) continue;  // = ANY and @> never match a NULL element
      if (int_keys_) {
        ints->push_back(IntKey(e));
      } else {
        elements.emplace_back();
        AppendKeyPart(e, types_[0], &elements.back());
      }
    }
    // One entry per distinct element.
    std::sort(ints->begin(), ints->end());
    ints->erase(std::unique(ints->begin(), ints->end()), ints->end());
    std::sort(elements.begin(), elements.end());
    elements.erase(std::unique(elements.begin(), elements.end()),
                   elements.end());
    for (const std::string& e : elements) {
      keys->open()->append(e);
      keys->Close(row);
    }
    return;
  }
  std::string* key = keys->open();
  for (size_t i = 0; i < def_.columns.size(); ++i) {
    // A text part is read in place (the writers' hot path: BeforeChange).
    std::string_view text;
    if (!int_keys_ && table_->PeekText(row, def_.columns[i], &text)) {
      AppendTextKeyPart(text, key);
      continue;
    }
    const Value v = table_->GetValue(row, def_.columns[i]);
    if (v.is_null() && !ordered()) {  // hash: NULL keys are not listed
      keys->Drop();
      return;
    }
    if (int_keys_) {
      if (!v.is_null()) ints->push_back(IntKey(v));
      return;  // a NULL int key of a btree: no key, see IntStore::nulls
    }
    AppendKeyPart(v, types_[i], key);
  }
  keys->Close(row);
}

void Index::BeforeChange(RowId row) {
  if (rebuild_ || !table_->is_live(row)) return;
  // Here, before this change is recorded, every pending entry is complete.
  BoundPending();
  KeysOf(row, &before_ints_, &removed_keys_);
  for (int64_t k : before_ints_) removed_ints_.emplace_back(k, row);
  if (int_keys_ && ordered() && !array_ && before_ints_.empty()) {
    // The row may be listed among the NULLs.
    changed_.push_back(row);
  }
  dirty_.store(true, std::memory_order_release);
}

void Index::MarkDirty(RowId row) {
  if (rebuild_) return;
  changed_.push_back(row);
  dirty_.store(true, std::memory_order_release);
  BoundPending();
}

void Index::BoundPending() {
  if (PendingWrites() >= kMaxPendingWrites) CatchUp();
}

void Index::MarkAllDirty() {
  rebuild_ = true;
  removed_ints_.clear();
  removed_keys_.clear();
  changed_.clear();
  dirty_.store(true, std::memory_order_release);
}

void Index::CatchUp() const {
  if (!dirty_.load(std::memory_order_acquire)) return;
  absl::MutexLock lock(&mu_);
  if (!dirty_.load(std::memory_order_relaxed)) return;
  (void)ApplyPending();  // never stopped: not interruptible
  dirty_.store(false, std::memory_order_release);
}

absl::Status Index::Build() const {
  absl::MutexLock lock(&mu_);
  if (!dirty_.load(std::memory_order_relaxed)) return absl::OkStatus();
  absl::Status s = ApplyPending(/*interruptible=*/true);
  if (s.ok()) dirty_.store(false, std::memory_order_release);
  return s;
}

absl::Status Index::ApplyPending(bool interruptible) const {
  std::vector<int64_t> ints;
  const bool rebuilding = rebuild_;
  if (rebuild_) {
    rebuild_ = false;
    if (ints_ != nullptr) {
      ints_->Clear();
      ints_->nulls = Postings();
    } else {
      bytes_->Clear();
    }
    changed_.clear();
    removed_ints_.clear();
    removed_keys_.clear();
    for (RowId r = 0; r < table_->slot_count(); ++r) {
      if (table_->is_live(r)) changed_.push_back(r);
    }
  }
  // A large batch is removed and added a key at a time: integer keys
  // sorted, text keys grouped, so that each key's postings are looked up
  // and rewritten once (an update stream on a large table spent half its
  // time in tree and postings misses and moves). A few writes (a read after
  // each) go entry by entry: grouping them cost more than it saved.
  const bool grouped =
      removed_ints_.size() + removed_keys_.size() + changed_.size() >
      kSmallSort;
  if (grouped) {
    SortByKey(&removed_ints_);
    ForEachKeyRun(removed_ints_,
                  [this](int64_t key, absl::Span<const RowId> r) {
                    ints_->RemoveRows(key, r);
                  });
  } else {
    for (const auto& [key, row] : removed_ints_) ints_->Remove(key, row);
  }
  if (!grouped) {
    for (size_t i = 0; i < removed_keys_.size(); ++i) {
      bytes_->Remove(removed_keys_.key(i), removed_keys_.row(i));
    }
  } else {
    ForEachKeyGroup(removed_keys_,
                    [this](absl::string_view key, absl::Span<const RowId> r) {
                      bytes_->RemoveRows(key, r);
                    });
  }
  removed_ints_.clear();
  removed_keys_.clear();
  // Sorted rows append to postings and fill the tree in order.
  SortUniqueRows(&changed_);
  std::vector<std::pair<int64_t, RowId>> added_ints;
  KeyedRows added_keys;
  // A rebuild lists every row, in order, under empty postings: appends
  // that need no grouping (nor the memory of every key at once).
  const bool key_by_key = rebuilding || !grouped;
  for (size_t i = 0; i < changed_.size(); ++i) {
    // The rows are scattered: load the key cells of the next batch early.
    if (i % kPrefetchRows == 0 && i + kPrefetchRows < changed_.size()) {
      const int n = static_cast<int>(
          std::min<size_t>(kPrefetchRows, changed_.size() - i - kPrefetchRows));
      for (int c : def_.columns) {
        table_->Prefetch(c, &changed_[i + kPrefetchRows], n);
      }
    }
    if (interruptible && rebuilding && i % kInterruptRows == 0) {
      if (absl::Status s = CheckCurrentInterrupt(); !s.ok()) {
        // What was added so far is cleared by the next rebuild.
        rebuild_ = true;
        changed_.clear();
        return s;
      }
    }
    const RowId row = changed_[i];
    KeysOf(row, &ints, &added_keys);
    for (int64_t k : ints) {
      if (grouped) {
        added_ints.emplace_back(k, row);
      } else {
        ints_->Add(k, row);
      }
    }
    if (key_by_key) {
      for (size_t k = 0; k < added_keys.size(); ++k) {
        bytes_->Add(added_keys.key(k), row);
      }
      added_keys.clear();
    }
    // A NULL key is listed among the NULLs; not an array without elements
    // (NULL, empty or all NULL), which an array index does not list at all.
    if (int_keys_ && ordered() && !array_) {
      if (ints.empty() && table_->is_live(row)) {
        ints_->nulls.Add(row);
      } else {
        ints_->nulls.Remove(row);
      }
    }
  }
  SortByKey(&added_ints);
  ForEachKeyRun(added_ints, [this](int64_t key, absl::Span<const RowId> r) {
    ints_->AddRows(key, r);
  });
  ForEachKeyGroup(added_keys,
                  [this](absl::string_view key, absl::Span<const RowId> r) {
                    bytes_->AddRows(key, r);
                  });
  changed_.clear();
  changed_.shrink_to_fit();
  return absl::OkStatus();
}

absl::Status Index::CheckUnique(absl::Span<const Value> row,
                                std::optional<RowId> self) {
  if (!def_.unique) return absl::OkStatus();
  std::vector<Value> key;
  for (int c : def_.columns) {
    if (row[c].is_null()) return absl::OkStatus();
    key.push_back(row[c]);
  }
  CatchUp();
  std::vector<RowId> found;
  Find(key, &found);
  for (RowId r : found) {
    if (self.has_value() && r == *self) continue;
    std::vector<std::string> names, values;
    for (size_t i = 0; i < def_.columns.size(); ++i) {
      names.push_back(storage_internal::QuoteIdentifier(
          table_->schema().columns[def_.columns[i]].name));
      values.push_back(storage_internal::KeyValueText(key[i]));
    }
    return SqlError(
        sqlstate::kUniqueViolation,
        absl::StrFormat("duplicate key value violates unique constraint "
                        "\"%s\"\nDETAIL:  Key (%s)=(%s) already exists.",
                        def_.name, absl::StrJoin(names, ", "),
                        absl::StrJoin(values, ", ")));
  }
  return absl::OkStatus();
}

std::string Index::EncodePrefix(absl::Span<const Value> parts) const {
  std::string key;
  for (size_t i = 0; i < parts.size(); ++i) {
    AppendKeyPart(parts[i], types_[i], &key);
  }
  return key;
}

size_t Index::Find(absl::Span<const Value> key, std::vector<RowId>* out) const {
  const size_t before = out->size();
  if (int_keys_) {
    if (const Postings* rows = ints_->Find(IntKey(key[0])); rows != nullptr) {
      rows->AppendTo(out);
    }
    return out->size() - before;
  }
  const std::string prefix = EncodePrefix(key);
  if (!ordered()) {
    if (const Postings* rows = bytes_->Find(prefix); rows != nullptr) {
      rows->AppendTo(out);
    }
  } else {
    for (auto it = bytes_->tree.lower_bound(prefix);
         it != bytes_->tree.end() && it->first.starts_with(prefix); ++it) {
      it->second.AppendTo(out);
    }
  }
  return out->size() - before;
}

namespace {

// Visits the keys [begin, end) of an ordered map of postings forwards or
// backwards (each key's rows in the same direction), then `nulls` (rows
// with a NULL key, after the values in ascending order, before them
// descending).
template <typename Iterator>
class KeyRangeCursor : public Index::Cursor {
 public:
  KeyRangeCursor(Iterator begin, Iterator end, bool descending,
                 const Postings* nulls)
      : begin_(begin), end_(end), descending_(descending) {
    if (nulls != nullptr) nulls_ = nulls->rows();
  }

  size_t Next(size_t max, std::vector<RowId>* out) override {
    size_t n = 0;
    if (descending_) n += nulls_.Take(max, /*from_back=*/true, out);
    while (n < max) {
      if (!rows_.empty()) {
        n += rows_.Take(max - n, descending_, out);
      } else if (begin_ == end_) {
        break;
      } else if (!descending_) {
        rows_ = (begin_++)->second.rows();
      } else {
        rows_ = (--end_)->second.rows();
      }
    }
    if (!descending_) n += nulls_.Take(max - n, /*from_back=*/false, out);
    return n;
  }

 private:
  Iterator begin_, end_;  // keys not visited yet
  bool descending_;
  Postings::Range rows_;   // what is left of the key being visited
  Postings::Range nulls_;  // what is left of the NULL-keyed rows
};

template <typename Iterator>
std::unique_ptr<Index::Cursor> MakeCursor(Iterator begin, Iterator end,
                                          bool descending,
                                          const Postings* nulls) {
  return std::make_unique<KeyRangeCursor<Iterator>>(begin, end, descending,
                                                    nulls);
}

// The rows of one key, in row order.
class PostingsCursor : public Index::Cursor {
 public:
  explicit PostingsCursor(const Postings* rows) {
    if (rows != nullptr) rows_ = rows->rows();
  }
  size_t Next(size_t max, std::vector<RowId>* out) override {
    return rows_.Take(max, /*from_back=*/false, out);
  }

 private:
  Postings::Range rows_;
};

}  // namespace

std::unique_ptr<Index::Cursor> Index::OpenEqual(
    absl::Span<const Value> key) const {
  if (int_keys_) {
    return std::make_unique<PostingsCursor>(ints_->Find(IntKey(key[0])));
  }
  std::string prefix = EncodePrefix(key);
  if (!ordered()) {
    return std::make_unique<PostingsCursor>(bytes_->Find(prefix));
  }
  // A prefix of the key columns: every key that starts with it.
  auto begin = bytes_->tree.lower_bound(prefix);
  prefix.push_back(kAfterParts);
  return MakeCursor(begin, bytes_->tree.lower_bound(prefix), false, nullptr);
}

std::unique_ptr<Index::Cursor> Index::OpenRange(absl::Span<const Value> prefix,
                                                const RangeBound* lower,
                                                const RangeBound* upper,
                                                bool descending) const {
  const bool with_nulls = lower == nullptr && upper == nullptr;
  if (int_keys_) {
    const auto& tree = ints_->tree;
    auto begin = tree.begin();
    auto end = tree.end();
    if (lower != nullptr) {
      const int64_t k = IntKey(lower->value);
      begin = lower->inclusive ? tree.lower_bound(k) : tree.upper_bound(k);
    }
    if (upper != nullptr) {
      const int64_t k = IntKey(upper->value);
      end = upper->inclusive ? tree.upper_bound(k) : tree.lower_bound(k);
    }
    if (lower != nullptr && upper != nullptr) {
      const int64_t lo = IntKey(lower->value);
      const int64_t hi = IntKey(upper->value);
      if (lo > hi || (lo == hi && !(lower->inclusive && upper->inclusive))) {
        end = begin;  // an empty range (end may lie before begin)
      }
    }
    return MakeCursor(begin, end, descending,
                      with_nulls ? &ints_->nulls : nullptr);
  }
  // Bytes keys: the range is [from, to) over whole keys.
  const std::string base = EncodePrefix(prefix);
  const Type type = types_[prefix.size()];
  std::string from = base;
  std::string to = base;
  if (lower != nullptr) {
    AppendKeyPart(lower->value, type, &from);
    if (!lower->inclusive) from.push_back(kAfterParts);
  } else if (!with_nulls) {
    from.push_back(kValueTag);
  }
  if (upper != nullptr) {
    AppendKeyPart(upper->value, type, &to);
    if (upper->inclusive) to.push_back(kAfterParts);
  } else {
    to.push_back(with_nulls ? kAfterParts : kNullTag);
  }
  const auto& tree = bytes_->tree;
  auto begin = tree.lower_bound(from);
  auto end = to <= from ? begin : tree.lower_bound(to);
  return MakeCursor(begin, end, descending, nullptr);
}

size_t Index::DistinctKeys() const {
  return ints_ != nullptr
             ? ints_->DistinctKeys() + (ints_->nulls.empty() ? 0 : 1)
             : bytes_->DistinctKeys();
}

size_t Index::MemoryBytes() const {
  size_t bytes = sizeof(*this);
  if (ints_ != nullptr) {
    bytes += ints_->MemoryBytes() + ints_->nulls.HeapBytes();
  } else {
    bytes += bytes_->MemoryBytes();
  }
  return bytes;
}

size_t Index::EntryCount() const {
  return ints_ != nullptr ? ints_->entries + ints_->nulls.size()
                          : bytes_->entries;
}

}  // namespace kite::indexes
