// Operators that look at all or many rows: sort (with a top-k when a LIMIT
// is known; both on normalised keys, exec/sort_keys.h), count(*) OVER (),
// DISTINCT.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/statement_memory.h"
#include "exec/chunk_util.h"
#include "exec/memory_use.h"
#include "exec/operators.h"
#include "exec/sort_keys.h"
#include "planner/plan_walk.h"

namespace kite {
namespace {

// What the rows being kept cost, charged to the statement as they come
// (statement_mem) on behalf of the operator named `what`.
struct KeptRows {
  const char* what;
  BufferedBytes bytes;
  MemoryCharge charge;

  absl::Status Add(const DataChunk& chunk, int64_t extra = 0) {
    return charge.Set(bytes.Add(chunk) + extra, what);
  }
  void Clear() {
    bytes.Clear();
    charge.Clear();
  }
};

// Reads the child to the end, keeping its batches.
absl::Status Drain(Operator* child, std::vector<DataChunk>* chunks,
                   int64_t* rows, KeptRows* kept) {
  while (true) {
    DataChunk c;
    absl::Status s = child->Next(&c);
    if (!s.ok()) return s;
    if (c.size == 0) return absl::OkStatus();
    *rows += c.size;
    if (s = kept->Add(c); !s.ok()) return s;
    chunks->push_back(std::move(c));
  }
}

// Per row of a full sort: its reference and its normalised key (an
// estimate: a word per key column and the row's reference).
int64_t SortBytesPerRow(size_t keys) {
  return static_cast<int64_t>(sizeof(SortRowRef) + 8 * keys + 8);
}

// A top-k keeps at most k of the rows it is offered: it is charged for
// min(rows seen, k) rows at the average size of those seen, so that a
// small k costs nothing worth counting and a huge one counts like a sort.
class TopKCharge {
 public:
  explicit TopKCharge(int64_t k) : k_(k) {}
  absl::Status Add(const DataChunk& chunk) {
    if (k_ <= kFreeRows) return absl::OkStatus();
    rows_ += chunk.size;
    const int64_t seen = bytes_.Add(chunk);
    const int64_t kept = std::min(rows_, k_);
    return charge_.Set(
        static_cast<int64_t>(static_cast<double>(seen) / rows_ * kept),
        "Top-N Sort");
  }

 private:
  // A heap of at most this many rows is left uncounted.
  static constexpr int64_t kFreeRows = 4 * kBatchSize;
  const int64_t k_;
  int64_t rows_ = 0;
  BufferedBytes bytes_;
  MemoryCharge charge_;
};

class SortOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  absl::StatusOr<int64_t> SkipImpl(int64_t rows) override {
    if (sorted_) return 0;
    skip_ = rows;
    absl::Status s = SortAll();
    if (!s.ok()) return s;
    sorted_ = true;
    // The late path fetched only the rows after the skipped ones.
    if (skipped_ > 0) return skipped_;
    const size_t dropped = std::min<size_t>(rows, end_ - next_);
    next_ += dropped;
    return static_cast<int64_t>(dropped);
  }

  absl::Status NextImpl(DataChunk* out) override {
    if (!sorted_) {
      absl::Status s = SortAll();
      if (!s.ok()) return s;
      sorted_ = true;
    }
    if (next_ >= end_) return absl::OkStatus();
    const int n = static_cast<int>(std::min<size_t>(kBatchSize, end_ - next_));
    const size_t ncols = node_->types.size();
    out->columns.assign(ncols, Vector());
    for (size_t c = 0; c < ncols; ++c) out->columns[c].type = node_->types[c];
    // Runs of rows from the same batch are copied together.
    size_t i = next_;
    const size_t stop = next_ + n;
    std::vector<int> sel;
    while (i < stop) {
      uint32_t chunk = order_[i].first;
      sel.clear();
      while (i < stop && order_[i].first == chunk)
        sel.push_back(order_[i++].second);
      for (size_t c = 0; c < ncols; ++c) {
        AppendRows(chunks_[chunk].columns[c], sel.data(),
                   static_cast<int>(sel.size()), &out->columns[c]);
      }
    }
    next_ = stop;
    out->size = n;
    return absl::OkStatus();
  }

 private:
  // Buffers the child's rows and orders them: all of them, or only the best
  // k when a LIMIT is known (top-k holds O(k) rows however large its input).
  absl::Status SortAll() {
    absl::StatusOr<int64_t> limit =
        EvaluateCount(node_->limit.get(), ctx(), true);
    if (!limit.ok()) return limit.status();
    absl::StatusOr<int64_t> offset =
        EvaluateCount(node_->offset.get(), ctx(), false);
    if (!offset.ok()) return offset.status();
    // Rows the top-k path keeps; saturating, as LIMIT and OFFSET may be near
    // INT64_MAX.
    int64_t k = -1;
    if (*limit >= 0 &&
        __builtin_add_overflow(*limit, std::max<int64_t>(*offset, 0), &k)) {
      k = -1;
    }
    if (k >= 0 && LateMaterializable()) return TopKLate(k);
    if (k >= 0) {
      TopKRows top(node_->sort_keys, node_->types, k);
      TopKCharge charge(k);
      while (true) {
        DataChunk c;
        absl::Status s = children_[0]->Next(&c);
        if (!s.ok()) return s;
        if (c.size == 0) break;
        if (s = charge.Add(c); !s.ok()) return s;
        top.Add(std::move(c));
      }
      top.Finish(&chunks_, &order_);
    } else {
      int64_t rows = 0;
      absl::Status s = Drain(children_[0].get(), &chunks_, &rows, &kept_);
      if (!s.ok()) return s;
      s = kept_.charge.Add(rows * SortBytesPerRow(node_->sort_keys.size()),
                           kept_.what);
      if (!s.ok()) return s;
      order_ = SortRows(chunks_, node_->sort_keys, node_->types);
    }
    end_ = order_.size();
    return absl::OkStatus();
  }

  // Whether the input is a table scan under a projection of its columns:
  // then top-k reads only the sort keys (and the row id) of every row, and
  // the other columns only of the k rows kept.
  bool LateMaterializable() const {
    const plan::PlanNode& project = *node_->children[0];
    if (project.kind != plan::NodeKind::kProject) return false;
    const plan::PlanNode& scan = *project.children[0];
    if (scan.kind != plan::NodeKind::kScan || scan.with_row_id ||
        !scan.full_scan() || scan.table == nullptr) {
      return false;
    }
    for (const plan::BoundExprPtr& e : project.exprs) {
      if (e->kind != plan::BoundKind::kColumn ||
          e->column_index >= static_cast<int>(scan.needed.size())) {
        return false;
      }
    }
    return true;
  }

  absl::Status TopKLate(int64_t k) {
    const plan::PlanNode& project = *node_->children[0];
    const plan::PlanNode& scan = *project.children[0];
    // A scan of the key columns plus the row id, run in place of the
    // projection below (which then never runs).
    late_scan_ = std::make_unique<plan::PlanNode>();
    plan::PlanNode& ls = *late_scan_;
    ls.kind = plan::NodeKind::kScan;
    ls.names = scan.names;
    ls.types = scan.types;
    ls.table = scan.table;
    ls.alias = scan.alias;
    ls.needed.assign(scan.needed.size(), false);
    ls.with_row_id = true;
    ls.names.push_back("?rowid?");
    ls.types.push_back(Type::Bigint());
    if (scan.predicate != nullptr) {
      ls.predicate = scan.predicate->Clone();
      // The scan reads its filter's columns through `needed` too.
      plan::MarkColumns(*ls.predicate, &ls.needed);
    }
    std::vector<plan::SortKey> keys = node_->sort_keys;
    for (plan::SortKey& key : keys) {
      key.column = project.exprs[key.column]->column_index;
      ls.needed[key.column] = true;
    }
    absl::StatusOr<std::unique_ptr<Operator>> input = BuildOperator(ls, env_);
    if (!input.ok()) return input.status();
    TopKRows top(keys, ls.types, k);
    TopKCharge charge(k);
    int64_t scanned = 0;
    while (true) {
      DataChunk c;
      absl::Status s = (*input)->Next(&c);
      if (!s.ok()) return s;
      if (c.size == 0) break;
      scanned += c.size;
      if (s = charge.Add(c); !s.ok()) return s;
      top.Add(std::move(c));
    }
    std::vector<DataChunk> kept;
    std::vector<SortRowRef> order;
    top.Finish(&kept, &order);
    // The kept rows' columns, fetched by row id in sorted order, after
    // the rows Skip drops.
    const int rowid = static_cast<int>(scan.needed.size());
    skipped_ = static_cast<int64_t>(
        std::min<uint64_t>(static_cast<uint64_t>(skip_), order.size()));
    std::vector<RowId> ids;
    ids.reserve(order.size() - skipped_);
    for (size_t i = skipped_; i < order.size(); ++i) {
      const SortRowRef& r = order[i];
      ids.push_back(
          static_cast<RowId>(kept[r.first].columns[rowid].ints[r.second]));
    }
    DataChunk out;
    const int n = static_cast<int>(ids.size());
    out.size = n;
    out.columns.resize(project.exprs.size());
    for (size_t c = 0; c < project.exprs.size(); ++c) {
      scan.table->Fetch(project.exprs[c]->column_index, ids.data(), n,
                        &out.columns[c]);
    }
    chunks_.clear();
    chunks_.push_back(std::move(out));
    order_.clear();
    for (int i = 0; i < n; ++i) order_.emplace_back(0, i);
    end_ = order_.size();
    late_detail_ = absl::StrFormat(
        "Late materialization: sorted %d rows on their keys, fetched %d",
        scanned, n);
    if (skipped_ > 0) {
      absl::StrAppend(&late_detail_, " after the ", skipped_, " OFFSET skips");
    }
    return absl::OkStatus();
  }

  std::vector<std::string> AnalyzeDetails() const override {
    if (late_detail_.empty()) return {};
    return {late_detail_};
  }

  KeptRows kept_{"Sort"};
  int64_t skip_ = 0;     // rows Skip asked to drop
  int64_t skipped_ = 0;  // of those, the rows TopKLate left out
  std::unique_ptr<plan::PlanNode> late_scan_;
  std::string late_detail_;
  bool sorted_ = false;
  std::vector<DataChunk> chunks_;
  std::vector<SortRowRef> order_;
  size_t next_ = 0;
  size_t end_ = 0;
};

class WindowCountOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  bool RewindImpl() override {
    drained_ = false;
    streaming_ = false;
    total_ = 0;
    chunks_.clear();
    kept_.Clear();
    next_ = 0;
    return true;
  }

  absl::Status NextImpl(DataChunk* out) override {
    if (!drained_) {
      drained_ = true;
      // An input that knows its size streams; any other is held to count.
      absl::StatusOr<int64_t> known = children_[0]->KnownRowCount();
      if (!known.ok()) return known.status();
      streaming_ = *known >= 0;
      if (streaming_) {
        total_ = *known;
      } else {
        absl::Status s = Drain(children_[0].get(), &chunks_, &total_, &kept_);
        if (!s.ok()) return s;
      }
      if (node_->count_total) state()->total = total_;
    }
    if (streaming_) {
      absl::Status s = children_[0]->Next(out, max_rows_);
      if (!s.ok() || out->size == 0) return s;
    } else {
      if (next_ >= chunks_.size()) return absl::OkStatus();
      *out = std::move(chunks_[next_++]);
    }
    Vector count;
    count.Reset(Type::Bigint(), out->size);
    std::fill(count.ints.begin(), count.ints.end(), total_);
    out->columns.push_back(std::move(count));
    return absl::OkStatus();
  }

 private:
  bool drained_ = false;
  bool streaming_ = false;
  int64_t total_ = 0;
  KeptRows kept_{"WindowAgg"};
  std::vector<DataChunk> chunks_;
  size_t next_ = 0;
};

class DistinctOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  absl::Status NextImpl(DataChunk* out) override {
    while (true) {
      absl::Status s = children_[0]->Next(&in_);
      if (!s.ok()) return s;
      if (in_.size == 0) return absl::OkStatus();
      sel_.clear();
      int64_t added = 0;
      for (int i = 0; i < in_.size; ++i) {
        key_.clear();
        for (const Vector& v : in_.columns) AppendRowKey(v, i, &key_);
        if (seen_.insert(key_).second) {
          sel_.push_back(i);
          added += KeyBytes(key_);
        }
      }
      if (s = charge_.Add(added, "Unique (hashed)"); !s.ok()) return s;
      if (sel_.empty()) continue;
      GatherChunk(in_, sel_, out);
      return absl::OkStatus();
    }
  }

 private:
  DataChunk in_;
  std::vector<int> sel_;
  std::string key_;
  absl::flat_hash_set<std::string> seen_;
  MemoryCharge charge_;
};

}  // namespace

OperatorPtr MakeSort(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<SortOp>(n, std::move(e));
}
OperatorPtr MakeWindowCount(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<WindowCountOp>(n, std::move(e));
}
OperatorPtr MakeDistinct(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<DistinctOp>(n, std::move(e));
}

}  // namespace kite
