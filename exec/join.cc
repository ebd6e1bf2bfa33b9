// Joins (hash join on equi-join keys, nested loop otherwise; INNER, CROSS,
// LEFT) and set operations (UNION / INTERSECT / EXCEPT [ALL]).
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "common/statement_memory.h"
#include "exec/chunk_util.h"
#include "exec/memory_use.h"
#include "exec/operators.h"

namespace kite {
namespace {

class JoinOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  absl::Status NextImpl(DataChunk* out) override {
    if (!built_) {
      absl::Status s = BuildRight();
      if (!s.ok()) return s;
      built_ = true;
    }
    while (true) {
      // A filter that rejects most pairs may loop here for long.
      if (absl::Status s = CheckInterrupt(*state()); !s.ok()) return s;
      if (!have_left_) {
        if (left_done_) return EmitUnmatchedRight(out);
        absl::Status s = children_[0]->Next(&left_);
        if (!s.ok()) return s;
        if (left_.size == 0) {
          left_done_ = true;
          continue;
        }
        s = PrepareLeft();
        if (!s.ok()) return s;
        have_left_ = true;
      }
      if (left_row_ < left_.size) {
        // Collect up to a batch of candidate pairs.
        lsel_.clear();
        rsel_.clear();
        while (left_row_ < left_.size &&
               static_cast<int>(lsel_.size()) < kBatchSize) {
          if (hashed_) {
            if (cand_ < 0) {
              ++left_row_;
              cand_ = left_row_ < left_.size ? Head(left_row_) : -1;
              continue;
            }
            lsel_.push_back(left_row_);
            rsel_.push_back(cand_);
            cand_ = next_[cand_];
          } else {
            if (cand_ >= right_.size) {
              ++left_row_;
              cand_ = 0;
              continue;
            }
            lsel_.push_back(left_row_);
            rsel_.push_back(cand_++);
          }
        }
        if (lsel_.empty()) continue;
        DataChunk pairs;
        Combine(&pairs);
        if (node_->predicate == nullptr) {
          for (int l : lsel_) matched_[l] = 1;
          if (full()) {
            for (int r : rsel_) right_matched_[r] = 1;
          }
          *out = std::move(pairs);
          return absl::OkStatus();
        }
        selected_.clear();
        absl::Status s = EvaluateFilter(*node_->predicate, pairs, ctx(),
                                        &selected_, &filter_scratch_);
        if (!s.ok()) return s;
        for (int i : selected_) matched_[lsel_[i]] = 1;
        if (full()) {
          for (int i : selected_) right_matched_[rsel_[i]] = 1;
        }
        if (selected_.empty()) continue;
        if (static_cast<int>(selected_.size()) == pairs.size) {
          *out = std::move(pairs);
        } else {
          GatherChunk(pairs, selected_, out);
        }
        return absl::OkStatus();
      }
      have_left_ = false;
      if (node_->join_type == ast::JoinType::kLeft || full()) {
        lsel_.clear();
        for (int i = 0; i < left_.size; ++i) {
          if (!matched_[i]) lsel_.push_back(i);
        }
        if (!lsel_.empty()) {
          EmitUnmatched(out);
          return absl::OkStatus();
        }
      }
    }
  }

 private:
  absl::Status BuildRight() {
    const plan::PlanNode& right_node = *node_->children[1];
    right_.columns.assign(right_node.types.size(), Vector());
    for (size_t c = 0; c < right_node.types.size(); ++c) {
      right_.columns[c].type = right_node.types[c];
    }
    hashed_ = !node_->right_keys.empty();
    DataChunk in;
    std::string key;
    std::vector<Vector> kv(node_->right_keys.size());
    while (true) {
      absl::Status s = children_[1]->Next(&in);
      if (!s.ok()) return s;
      if (in.size == 0) break;
      const int base = right_.size;
      for (size_t c = 0; c < in.columns.size(); ++c) {
        AppendRows(in.columns[c], nullptr, in.size, &right_.columns[c]);
      }
      right_.size += in.size;
      // The rows, their strings, the chains and the keys' table.
      s = charge_.Set(LaneBytes(right_) + strings_.AddStrings(right_) +
                          static_cast<int64_t>(next_.capacity() * sizeof(int)) +
                          key_bytes_,
                      hashed_ ? "Hash Join" : "Nested Loop");
      if (!s.ok()) return s;
      if (!hashed_) continue;
      for (size_t k = 0; k < kv.size(); ++k) {
        kv[k] = Vector();
        s = Evaluate(*node_->right_keys[k], in, ctx(), &kv[k]);
        if (!s.ok()) return s;
      }
      next_.resize(right_.size, -1);
      for (int i = 0; i < in.size; ++i) {
        key.clear();
        bool has_null = false;
        for (const Vector& v : kv) {
          if (v.IsNull(i)) has_null = true;
          AppendRowKey(v, i, &key);
        }
        if (has_null) continue;  // NULL keys never match
        auto [it, inserted] = heads_.try_emplace(key, base + i);
        if (inserted) key_bytes_ += KeyBytes(key);
        if (!inserted) {
          next_[base + i] = it->second;
          it->second = base + i;
        }
      }
    }
    right_matched_.assign(right_.size, 0);
    return absl::OkStatus();
  }

  int Head(int row) const { return heads_for_left_[row]; }
  bool full() const { return node_->join_type == ast::JoinType::kFull; }

  // FULL JOIN: after the left side, the right rows nothing matched, with
  // NULLs for the left columns.
  absl::Status EmitUnmatchedRight(DataChunk* out) {
    if (!full()) return absl::OkStatus();
    rsel_.clear();
    while (right_pos_ < right_.size &&
           static_cast<int>(rsel_.size()) < kBatchSize) {
      if (!right_matched_[right_pos_]) rsel_.push_back(right_pos_);
      ++right_pos_;
    }
    if (rsel_.empty()) return absl::OkStatus();
    const plan::PlanNode& left_node = *node_->children[0];
    const size_t lw = left_node.types.size();
    const int n = static_cast<int>(rsel_.size());
    out->columns.assign(lw + right_.columns.size(), Vector());
    for (size_t c = 0; c < lw; ++c) {
      NullVector(left_node.types[c], n, &out->columns[c]);
    }
    for (size_t c = 0; c < right_.columns.size(); ++c) {
      out->columns[lw + c].type = right_.columns[c].type;
      AppendRows(right_.columns[c], rsel_.data(), n, &out->columns[lw + c]);
    }
    out->size = n;
    return absl::OkStatus();
  }

  absl::Status PrepareLeft() {
    left_row_ = 0;
    matched_.assign(left_.size, 0);
    if (!hashed_) {
      cand_ = 0;
      return absl::OkStatus();
    }
    std::vector<Vector> kv(node_->left_keys.size());
    for (size_t k = 0; k < kv.size(); ++k) {
      absl::Status s = Evaluate(*node_->left_keys[k], left_, ctx(), &kv[k]);
      if (!s.ok()) return s;
    }
    heads_for_left_.assign(left_.size, -1);
    std::string key;
    for (int i = 0; i < left_.size; ++i) {
      key.clear();
      bool has_null = false;
      for (const Vector& v : kv) {
        if (v.IsNull(i)) has_null = true;
        AppendRowKey(v, i, &key);
      }
      if (has_null) continue;
      auto it = heads_.find(key);
      if (it != heads_.end()) heads_for_left_[i] = it->second;
    }
    cand_ = left_.size > 0 ? Head(0) : -1;
    return absl::OkStatus();
  }

  void Combine(DataChunk* pairs) {
    const size_t lw = left_.columns.size();
    pairs->columns.assign(lw + right_.columns.size(), Vector());
    const int n = static_cast<int>(lsel_.size());
    for (size_t c = 0; c < lw; ++c) {
      pairs->columns[c].type = left_.columns[c].type;
      AppendRows(left_.columns[c], lsel_.data(), n, &pairs->columns[c]);
    }
    for (size_t c = 0; c < right_.columns.size(); ++c) {
      pairs->columns[lw + c].type = right_.columns[c].type;
      AppendRows(right_.columns[c], rsel_.data(), n, &pairs->columns[lw + c]);
    }
    pairs->size = n;
  }

  void EmitUnmatched(DataChunk* out) {
    const size_t lw = left_.columns.size();
    const int n = static_cast<int>(lsel_.size());
    out->columns.assign(lw + right_.columns.size(), Vector());
    for (size_t c = 0; c < lw; ++c) {
      out->columns[c].type = left_.columns[c].type;
      AppendRows(left_.columns[c], lsel_.data(), n, &out->columns[c]);
    }
    for (size_t c = 0; c < right_.columns.size(); ++c) {
      NullVector(right_.columns[c].type, n, &out->columns[lw + c]);
    }
    out->size = n;
  }

  bool built_ = false;
  bool hashed_ = false;
  DataChunk right_;
  absl::flat_hash_map<std::string, int> heads_;
  std::vector<int> next_;
  // What the right side holds, charged to the statement (statement_mem).
  BufferedBytes strings_;
  int64_t key_bytes_ = 0;
  MemoryCharge charge_;
  DataChunk left_;
  bool have_left_ = false;
  bool left_done_ = false;
  std::vector<uint8_t> right_matched_;
  int right_pos_ = 0;
  int left_row_ = 0;
  int cand_ = -1;
  std::vector<int> heads_for_left_;
  std::vector<uint8_t> matched_;
  std::vector<int> lsel_, rsel_, selected_;
  FilterScratch filter_scratch_;  // EvaluateFilter's buffers
};

class SetOpOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  absl::Status NextImpl(DataChunk* out) override {
    using ast::SetOpKind;
    const SetOpKind kind = node_->set_op;
    const bool all = node_->set_all;
    if (kind != SetOpKind::kUnion && !built_) {
      absl::Status s = CountRight();
      if (!s.ok()) return s;
    }
    built_ = true;
    while (true) {
      absl::Status s = children_[side_]->Next(&in_);
      if (!s.ok()) return s;
      if (in_.size == 0) {
        if (kind == SetOpKind::kUnion && side_ == 0) {
          side_ = 1;
          continue;
        }
        return absl::OkStatus();
      }
      if (kind == SetOpKind::kUnion && all) {
        *out = std::move(in_);
        in_ = DataChunk();
        return absl::OkStatus();
      }
      sel_.clear();
      const size_t seen_before = seen_.size();
      for (int i = 0; i < in_.size; ++i) {
        key_.clear();
        for (const Vector& v : in_.columns) AppendRowKey(v, i, &key_);
        bool keep = false;
        if (kind == SetOpKind::kUnion) {
          keep = seen_.insert(key_).second;
        } else {
          auto it = right_counts_.find(key_);
          int64_t* count = it == right_counts_.end() ? nullptr : &it->second;
          if (kind == SetOpKind::kIntersect) {
            if (count != nullptr && *count > 0) {
              keep = all ? true : seen_.insert(key_).second;
              if (all) --*count;
            }
          } else if (all) {
            if (count != nullptr && *count > 0) {
              --*count;
            } else {
              keep = true;
            }
          } else {
            keep = count == nullptr && seen_.insert(key_).second;
          }
        }
        if (keep) sel_.push_back(i);
      }
      // The keys seen_ gained, at the size of the last one.
      if (seen_.size() > seen_before) {
        s = charge_.Add(
            static_cast<int64_t>(seen_.size() - seen_before) * KeyBytes(key_),
            "SetOp");
        if (!s.ok()) return s;
      }
      if (sel_.empty()) continue;
      GatherChunk(in_, sel_, out);
      return absl::OkStatus();
    }
  }

 private:
  absl::Status CountRight() {
    DataChunk in;
    std::string key;
    while (true) {
      absl::Status s = children_[1]->Next(&in);
      if (!s.ok()) return s;
      if (in.size == 0) return absl::OkStatus();
      int64_t added = 0;
      for (int i = 0; i < in.size; ++i) {
        key.clear();
        for (const Vector& v : in.columns) AppendRowKey(v, i, &key);
        auto [it, inserted] = right_counts_.try_emplace(key, 0);
        ++it->second;
        if (inserted) added += KeyBytes(key);
      }
      if (s = charge_.Add(added, "SetOp"); !s.ok()) return s;
    }
  }

  bool built_ = false;
  int side_ = 0;
  DataChunk in_;
  std::vector<int> sel_;
  std::string key_;
  absl::flat_hash_set<std::string> seen_;
  absl::flat_hash_map<std::string, int64_t> right_counts_;
  MemoryCharge charge_;
};

}  // namespace

OperatorPtr MakeJoin(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<JoinOp>(n, std::move(e));
}
OperatorPtr MakeSetOp(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<SetOpOp>(n, std::move(e));
}

}  // namespace kite
