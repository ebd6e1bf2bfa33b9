// Index nested-loop joins (plan::JoinMethod::kIndexLookup): for each batch
// of left rows the join evaluates its left keys, and its right input, a
// scan of a table, looks them up in the table's primary key or a
// secondary index, fetching only the rows found.
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "exec/chunk_util.h"
#include "exec/key_conversion.h"
#include "exec/operators.h"
#include "exec/scan_fetch.h"
#include "indexes/index.h"
#include "kite/status.h"

namespace kite {
namespace {

// The probed scan. The join hands it one key vector per probe column with
// one row per probe (SetProbes); Next then returns the rows the probes
// find that pass the scan's predicate, in batches, and probe_of() tells
// which probe found each.
class IndexProbeOp : public Operator {
 public:
  IndexProbeOp(const plan::PlanNode* node, std::shared_ptr<ExecEnv> env)
      : Operator(node, std::move(env)),
        predicate_columns_(PredicateColumns(*node)) {}

  void SetProbes(const std::vector<Vector>* keys, int count) {
    keys_ = keys;
    probe_count_ = count;
    next_probe_ = 0;
    prefetched_ = 0;
    found_.clear();
    found_pos_ = 0;
  }
  const std::vector<int>& probe_of() const { return owners_; }

 protected:
  bool RewindImpl() override {
    opened_ = false;  // the index is found and caught up again
    index_.reset();
    key_types_.clear();
    SetProbes(nullptr, 0);
    rows_.clear();
    owners_.clear();
    return true;
  }

  absl::Status NextImpl(DataChunk* out) override {
    if (!opened_) {
      absl::Status s = Open();
      if (!s.ok()) return s;
      opened_ = true;
    }
    while (true) {
      rows_.clear();
      owners_.clear();
      while (static_cast<int>(rows_.size()) < kBatchSize) {
        if (found_pos_ >= found_.size()) {
          if (next_probe_ >= probe_count_) break;
          found_.clear();
          found_pos_ = 0;
          if (next_probe_ >= prefetched_) PrefetchProbes();
          found_owner_ = next_probe_++;
          LookUp(found_owner_);
          continue;
        }
        const size_t take = std::min(found_.size() - found_pos_,
                                     size_t{kBatchSize} - rows_.size());
        rows_.insert(rows_.end(), found_.begin() + found_pos_,
                     found_.begin() + found_pos_ + take);
        owners_.insert(owners_.end(), take, found_owner_);
        found_pos_ += take;
      }
      if (rows_.empty()) return absl::OkStatus();
      if (node_->predicate != nullptr) {
        absl::Status s = ApplyPredicate();
        if (!s.ok()) return s;
        if (rows_.empty()) continue;
      }
      FetchScanRows(*node_, rows_.data(), static_cast<int>(rows_.size()),
                    nullptr, out);
      return absl::OkStatus();
    }
  }

 private:
  // Finds the index to probe and brings it up to date.
  absl::Status Open() {
    const Table& table = *node_->table;
    const TableSchema& schema = table.schema();
    for (int c : node_->probe_columns)
      key_types_.push_back(schema.columns[c].type);
    key_.resize(key_types_.size());
    if (node_->probe_index.empty()) return absl::OkStatus();
    for (const std::shared_ptr<TableIndex>& index : table.indexes()) {
      if (index->def().name == node_->probe_index) {
        index_ = std::dynamic_pointer_cast<const indexes::Index>(index);
      }
    }
    if (index_ == nullptr) {
      // Dropped between planning and running (the table lock is taken
      // after planning): the statement may simply be run again.
      return SqlError("40001", absl::StrCat("index \"", node_->probe_index,
                                            "\" was dropped while the "
                                            "statement was planned"));
    }
    index_->CatchUp();
    return absl::OkStatus();
  }

  // Starts loading the primary key's hash slots of the next kPrefetchRows
  // probes, so that their cache misses overlap. Only for a one-column
  // integer key probed with values of its own type, read straight from the
  // probe batch (LookUp converts each key once, later); a secondary index's
  // lookup is not prefetched.
  void PrefetchProbes() {
    const int end = std::min(probe_count_, next_probe_ + kPrefetchRows);
    prefetched_ = end;
    if (index_ != nullptr || key_types_.size() != 1 ||
        !node_->table->has_integer_key()) {
      return;
    }
    const Vector& keys = (*keys_)[0];
    if (!keys.type.is_int_lane() || !(keys.type == key_types_[0])) return;
    for (int probe = next_probe_; probe < end; ++probe) {
      if (!keys.IsNull(probe))
        node_->table->PrefetchIntegerKey(keys.ints[probe]);
    }
  }

  // Probe `probe`'s key into key_; false when it can match nothing (a NULL
  // key or one the column cannot hold).
  bool ProbeKey(int probe) {
    for (size_t k = 0; k < key_.size(); ++k) {
      if (!ToKeyType((*keys_)[k].GetValue(probe), key_types_[k], &key_[k])) {
        return false;
      }
    }
    return true;
  }

  // Appends the live rows probe `probe` finds to found_.
  void LookUp(int probe) {
    if (!ProbeKey(probe)) return;
    if (index_ != nullptr) {
      index_->Find(key_, &found_);
      return;
    }
    std::optional<RowId> row = node_->table->FindByPrimaryKey(key_);
    if (row.has_value()) found_.push_back(*row);
  }

  // Keeps the rows of rows_ (and their owners) that pass the predicate.
  absl::Status ApplyPredicate() {
    FetchScanRows(*node_, rows_.data(), static_cast<int>(rows_.size()),
                  &predicate_columns_, &predicate_input_);
    selected_.clear();
    absl::Status s = EvaluateFilter(*node_->predicate, predicate_input_, ctx(),
                                    &selected_, &filter_scratch_);
    if (!s.ok()) return s;
    for (size_t i = 0; i < selected_.size(); ++i) {
      rows_[i] = rows_[selected_[i]];
      owners_[i] = owners_[selected_[i]];
    }
    rows_.resize(selected_.size());
    owners_.resize(selected_.size());
    return absl::OkStatus();
  }

  bool opened_ = false;
  std::shared_ptr<const indexes::Index> index_;  // null: the primary key
  std::vector<Type> key_types_;
  std::vector<Value> key_;
  const std::vector<Vector>* keys_ = nullptr;
  int probe_count_ = 0;
  int next_probe_ = 0;
  int prefetched_ = 0;        // probes before this one have been prefetched
  std::vector<RowId> found_;  // rows the current probe found
  size_t found_pos_ = 0;      // the first of them not returned yet
  int found_owner_ = 0;
  std::vector<RowId> rows_;  // the batch being returned
  std::vector<int> owners_;  // the probe of each
  std::vector<bool> predicate_columns_;
  DataChunk predicate_input_;
  std::vector<int> selected_;
  FilterScratch filter_scratch_;  // EvaluateFilter's buffers
};

// Joins each left row with the rows its keys find in the right input; a
// LEFT join adds the left rows that found none, with NULLs on the right.
class IndexJoinOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  bool RewindImpl() override {
    have_left_ = false;
    return true;
  }

  absl::Status NextImpl(DataChunk* out) override {
    auto* inner = dynamic_cast<IndexProbeOp*>(children_[1].get());
    if (inner == nullptr) {
      return SqlError(sqlstate::kInternalError,
                      "index join over an input that is not probed");
    }
    while (true) {
      if (!have_left_) {
        absl::Status s = children_[0]->Next(&left_);
        if (!s.ok()) return s;
        if (left_.size == 0) return absl::OkStatus();
        keys_.resize(node_->left_keys.size());
        for (size_t k = 0; k < keys_.size(); ++k) {
          s = Evaluate(*node_->left_keys[k], left_, ctx(), &keys_[k]);
          if (!s.ok()) return s;
        }
        inner->SetProbes(&keys_, left_.size);
        matched_.assign(left_.size, 0);
        have_left_ = true;
      }
      absl::Status s = inner->Next(&right_);
      if (!s.ok()) return s;
      if (right_.size == 0) {
        have_left_ = false;
        if (node_->join_type == ast::JoinType::kLeft && EmitUnmatched(out)) {
          return absl::OkStatus();
        }
        continue;
      }
      const std::vector<int>& owners = inner->probe_of();
      GatherChunk(left_, owners, &pairs_);
      // The right columns are swapped in, so that both batches keep buffers.
      const size_t left_columns = pairs_.columns.size();
      pairs_.columns.resize(left_columns + right_.columns.size());
      for (size_t c = 0; c < right_.columns.size(); ++c) {
        std::swap(pairs_.columns[left_columns + c], right_.columns[c]);
      }
      if (node_->predicate == nullptr) {
        for (int l : owners) matched_[l] = 1;
        std::swap(*out, pairs_);
        return absl::OkStatus();
      }
      selected_.clear();
      s = EvaluateFilter(*node_->predicate, pairs_, ctx(), &selected_,
                         &filter_scratch_);
      if (!s.ok()) return s;
      if (selected_.empty()) continue;
      for (int i : selected_) matched_[owners[i]] = 1;
      if (static_cast<int>(selected_.size()) == pairs_.size) {
        std::swap(*out, pairs_);
      } else {
        GatherChunk(pairs_, selected_, out);
      }
      return absl::OkStatus();
    }
  }

 private:
  // The left rows of the batch that matched nothing, with NULLs on the
  // right; false if there are none.
  bool EmitUnmatched(DataChunk* out) {
    selected_.clear();
    for (int i = 0; i < left_.size; ++i) {
      if (!matched_[i]) selected_.push_back(i);
    }
    if (selected_.empty()) return false;
    GatherChunk(left_, selected_, out);
    const int n = out->size;
    for (const Type& type : node_->children[1]->types) {
      out->columns.emplace_back();
      NullVector(type, n, &out->columns.back());
    }
    return true;
  }

  DataChunk left_;
  bool have_left_ = false;
  std::vector<Vector> keys_;  // left keys of left_
  std::vector<uint8_t> matched_;
  DataChunk right_;
  DataChunk pairs_;
  std::vector<int> selected_;
  FilterScratch filter_scratch_;  // EvaluateFilter's buffers
};

}  // namespace

OperatorPtr MakeIndexProbe(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<IndexProbeOp>(n, std::move(e));
}
OperatorPtr MakeIndexJoin(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<IndexJoinOp>(n, std::move(e));
}

}  // namespace kite
