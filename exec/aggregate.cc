// Hash aggregation: GROUP BY keys and count / sum / avg / min / max, with
// DISTINCT, computed on column vectors.
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/statement_memory.h"
#include "exec/chunk_util.h"
#include "exec/memory_use.h"
#include "exec/operators.h"
#include "jit/scan_aggregate.h"
#include "kite/status.h"

namespace kite {
namespace {

using plan::AggKind;

struct AggState {
  int64_t count = 0;
  __int128 isum = 0;
  double dsum = 0;
  bool has = false;  // min / max seen a value
  int64_t ival = 0;
  double dval = 0;
  std::string sval;
  Value aval;
  std::vector<Value> items;  // array_agg
};

__int128 Pow10(int n) {
  __int128 p = 1;
  for (int i = 0; i < n; ++i) p *= 10;
  return p;
}

// Rounds num / den half away from zero.
__int128 DivRound(__int128 num, __int128 den) {
  __int128 q = num / den, r = num % den;
  if (r != 0) {
    __int128 twice = (r < 0 ? -r : r) * 2;
    if (twice >= (den < 0 ? -den : den)) q += ((num < 0) != (den < 0)) ? -1 : 1;
  }
  return q;
}

class AggregateOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  absl::Status NextImpl(DataChunk* out) override {
    if (!built_) {
      absl::Status s = Build();
      if (!s.ok()) return s;
      built_ = true;
    }
    if (emitted_ >= groups_) return absl::OkStatus();
    const int n =
        static_cast<int>(std::min<int64_t>(kBatchSize, groups_ - emitted_));
    const size_t nkeys = node_->exprs.size();
    out->columns.assign(nkeys + node_->aggregates.size(), Vector());
    sel_.resize(n);
    for (int i = 0; i < n; ++i) sel_[i] = static_cast<int>(emitted_ + i);
    for (size_t k = 0; k < nkeys; ++k) {
      out->columns[k].type = keys_[k].type;
      AppendRows(keys_[k], sel_.data(), n, &out->columns[k]);
    }
    for (size_t a = 0; a < node_->aggregates.size(); ++a) {
      absl::Status s = Finish(a, n, &out->columns[nkeys + a]);
      if (!s.ok()) return s;
    }
    emitted_ += n;
    out->size = n;
    return absl::OkStatus();
  }

 private:
  // Aggregates with the fused kernel when there is one and it is ready;
  // false to aggregate interpreted (which also reports any error the
  // kernel ran into).
  bool BuildFused() {
    const jit::JitMode mode = state()->jit.mode;
    if (mode == jit::JitMode::kOff) return false;
    // As scans: with jit = on, small inputs are not worth a kernel.
    const plan::PlanNode& input = *node_->children[0];
    if (mode == jit::JitMode::kOn &&
        (input.kind != plan::NodeKind::kScan || input.table == nullptr ||
         input.table->row_count() < 2 * kBatchSize)) {
      return false;
    }
    jit_tried_ = true;
    jit_ =
        jit::ScanAggregate::Create(*node_, ctx(), state()->jit, &jit_why_not_);
    if (jit_ == nullptr) return false;
    if (!jit_->Run()) {
      // Still compiling: the interpreter starts, and the kernel takes over
      // the rest of the table once it is ready (Build).
      take_over_ = !jit_->compiled() && jit_->CanTakeOver();
      return false;
    }
    jit_used_ = true;
    const size_t nkeys = node_->exprs.size();
    const size_t naggs = node_->aggregates.size();
    const int n = static_cast<int>(jit_->group_count());
    keys_.assign(nkeys, Vector());
    for (size_t k = 0; k < nkeys; ++k) {
      keys_[k].Reset(node_->exprs[k]->type, n);
      for (int g = 0; g < n; ++g) keys_[k].SetValue(g, jit_->Key(g, k));
    }
    states_.assign(naggs, std::vector<AggState>(n));
    distinct_.assign(naggs, {});
    for (int g = 0; g < n; ++g) {
      const jit::AggSlot* slots = jit_->Slots(g);
      for (size_t a = 0; a < naggs; ++a) {
        const jit::AggSlot& slot = slots[a];
        AggState& st = states_[a][g];
        st.count = slot.count;
        st.isum = slot.isum;
        st.dsum = slot.dsum;
        st.ival = slot.ival;
        st.dval = slot.dval;
        st.has = slot.count > 0;
        if (const Value* v = jit_->StoredValue(a, slot)) st.sval = v->text();
      }
    }
    groups_ = n;
    return true;
  }

  // How the aggregation ran, for EXPLAIN ANALYZE.
  std::vector<std::string> AnalyzeDetails() const override {
    if (!jit_tried_) return {};
    if (jit_ == nullptr) {
      return {"JIT: aggregated interpreted (not compiled: " + jit_why_not_ +
              ")"};
    }
    std::string how =
        !jit_used_
            ? "aggregated interpreted (kernel not ready or stepped aside)"
        : jit_->hashed() ? "fused scan and aggregate kernel, hashed groups"
                         : "fused scan and aggregate kernel";
    if (jit_used_ && taken_over_at_ > 0) {
      absl::StrAppend(&how, ", from row ", taken_over_at_,
                      " (interpreted before, while it compiled)");
    }
    return {absl::StrFormat("JIT: %s (kernel cache %s, compile time %.3f ms)",
                            how, jit_->cache_hit() ? "hit" : "miss",
                            jit_->compile_nanos() / 1e6)};
  }

  absl::Status Build() {
    if (BuildFused()) return absl::OkStatus();
    const size_t nkeys = node_->exprs.size();
    const size_t naggs = node_->aggregates.size();
    keys_.assign(nkeys, Vector());
    for (size_t k = 0; k < nkeys; ++k) keys_[k].type = node_->exprs[k]->type;
    states_.assign(naggs, {});
    distinct_.assign(naggs, {});
    DataChunk in;
    std::vector<Vector> kv(nkeys), av(naggs);
    std::vector<int> gids;
    std::string key;
    // The kernel may take over after the first batch, never before it: it
    // was not ready a moment ago, and taking over at row 0 would merge
    // nothing (EXPLAIN's "from row" needs rows interpreted before).
    for (bool first = true;; first = false) {
      if (!first && take_over_ && jit_->compiled()) {
        take_over_ = false;
        const int64_t at = children_[0]->ResumePosition();
        if (at >= 0 && jit_->Run(static_cast<RowId>(at))) {
          MergeKernelGroups();
          jit_used_ = true;
          taken_over_at_ = at;
          break;
        }
      }
      absl::Status s = children_[0]->Next(&in);
      if (!s.ok()) return s;
      if (in.size == 0) break;
      for (size_t k = 0; k < nkeys; ++k) {
        kv[k] = Vector();
        s = Evaluate(*node_->exprs[k], in, ctx(), &kv[k]);
        if (!s.ok()) return s;
      }
      for (size_t a = 0; a < naggs; ++a) {
        if (node_->aggregates[a].arg == nullptr) continue;
        av[a] = Vector();
        s = Evaluate(*node_->aggregates[a].arg, in, ctx(), &av[a]);
        if (!s.ok()) return s;
      }
      gids.resize(in.size);
      if (nkeys == 0) {
        if (groups_ == 0) AddGroup();
        std::fill(gids.begin(), gids.end(), 0);
      } else {
        for (int i = 0; i < in.size; ++i) {
          key.clear();
          for (size_t k = 0; k < nkeys; ++k) AppendRowKey(kv[k], i, &key);
          auto [it, inserted] = index_.try_emplace(key, groups_);
          if (inserted) {
            for (size_t k = 0; k < nkeys; ++k)
              AppendRows(kv[k], &i, 1, &keys_[k]);
            AddGroup();
            bytes_ += KeyBytes(key) + static_cast<int64_t>(key.size());
          }
          gids[i] = it->second;
        }
      }
      for (size_t a = 0; a < naggs; ++a) {
        s = Update(a, av[a], gids, in.size);
        if (!s.ok()) return s;
      }
      s = charge_.Set(bytes_, nkeys == 0 ? "Aggregate" : "HashAggregate");
      if (!s.ok()) return s;
    }
    // Without GROUP BY an empty input still makes one group.
    if (nkeys == 0 && groups_ == 0) AddGroup();
    return absl::OkStatus();
  }

  // Adds the kernel's groups (rows from taken_over_at_ on) to the
  // interpreter's (the rows before): the same groups in the same order as
  // one interpreted pass, since every interpreter group's first row comes
  // first.
  void MergeKernelGroups() {
    const size_t nkeys = node_->exprs.size();
    std::vector<Vector> one(nkeys);
    std::string key;
    const int64_t n = jit_->group_count();
    for (int64_t g = 0; g < n; ++g) {
      int gid = 0;
      if (nkeys == 0) {
        if (groups_ == 0) AddGroup();
      } else {
        key.clear();
        for (size_t k = 0; k < nkeys; ++k) {
          one[k].Reset(node_->exprs[k]->type, 1);
          one[k].SetValue(0, jit_->Key(g, k));
          AppendRowKey(one[k], 0, &key);
        }
        auto [it, inserted] = index_.try_emplace(key, groups_);
        if (inserted) {
          const int first = 0;
          for (size_t k = 0; k < nkeys; ++k) {
            AppendRows(one[k], &first, 1, &keys_[k]);
          }
          AddGroup();
        }
        gid = it->second;
      }
      const jit::AggSlot* slots = jit_->Slots(g);
      for (size_t a = 0; a < node_->aggregates.size(); ++a) {
        MergeSlot(a, slots[a], &states_[a][gid]);
      }
    }
  }

  // Adds a kernel accumulator (no DISTINCT, no doubles: CanTakeOver) to an
  // interpreter state.
  void MergeSlot(size_t a, const jit::AggSlot& slot, AggState* st) {
    const AggKind kind = node_->aggregates[a].kind;
    st->count += slot.count;
    if (kind == AggKind::kSum || kind == AggKind::kAvg) {
      st->isum += slot.isum;
    } else if ((kind == AggKind::kMin || kind == AggKind::kMax) &&
               slot.count > 0) {
      const bool less = kind == AggKind::kMin;
      if (const Value* v = jit_->StoredValue(a, slot)) {
        const std::string_view x = v->text();
        if (!st->has || (less ? x < st->sval : x > st->sval)) st->sval = x;
      } else {
        const int64_t x = slot.ival;
        if (!st->has || (less ? x < st->ival : x > st->ival)) st->ival = x;
      }
      st->has = true;
    }
  }

  void AddGroup() {
    ++groups_;
    for (auto& s : states_) s.emplace_back();
    bytes_ += static_cast<int64_t>(states_.size() * sizeof(AggState));
  }

  absl::Status Update(size_t a, const Vector& v, const std::vector<int>& gids,
                      int n) {
    const plan::AggregateSpec& spec = node_->aggregates[a];
    std::vector<AggState>& st = states_[a];
    if (spec.kind == AggKind::kCountStar) {
      for (int i = 0; i < n; ++i) ++st[gids[i]].count;
      return absl::OkStatus();
    }
    const TypeId t = v.type.id;
    std::string key;
    for (int i = 0; i < n; ++i) {
      if (v.IsNull(i)) {
        // array_agg keeps NULLs (once, under DISTINCT).
        if (spec.kind != AggKind::kArrayAgg) continue;
        if (spec.distinct) {
          key.assign(reinterpret_cast<const char*>(&gids[i]), sizeof(int));
          if (!distinct_[a].insert(key).second) continue;
          bytes_ += KeyBytes(key);
        }
        AggState& g = st[gids[i]];
        ++g.count;
        g.items.push_back(Value::Null(v.type));
        bytes_ += sizeof(Value);
        continue;
      }
      if (spec.distinct) {
        key.assign(reinterpret_cast<const char*>(&gids[i]), sizeof(int));
        AppendRowKey(v, i, &key);
        if (!distinct_[a].insert(key).second) continue;
        bytes_ += KeyBytes(key);
      }
      AggState& g = st[gids[i]];
      ++g.count;
      switch (spec.kind) {
        case AggKind::kCount:
        case AggKind::kCountStar:
          break;
        case AggKind::kSum:
        case AggKind::kAvg:
          if (t == TypeId::kDouble || t == TypeId::kReal) {
            g.dsum += v.doubles[i];
          } else {
            g.isum += v.ints[i];
          }
          break;
        case AggKind::kMin:
        case AggKind::kMax: {
          const bool want_less = spec.kind == AggKind::kMin;
          if (v.type.is_int_lane()) {
            int64_t x = v.ints[i];
            if (!g.has || (want_less ? x < g.ival : x > g.ival)) g.ival = x;
          } else if (t == TypeId::kDouble || t == TypeId::kReal) {
            // NaN above every number, as PostgreSQL orders them.
            const double x = v.doubles[i], cur = g.dval;
            const bool better =
                want_less ? x < cur || (std::isnan(cur) && !std::isnan(x))
                          : x > cur || (std::isnan(x) && !std::isnan(cur));
            if (!g.has || better) g.dval = x;
          } else if (v.type.is_string_lane()) {
            std::string_view x = v.strings[i];
            if (!g.has || (want_less ? x < g.sval : x > g.sval)) g.sval = x;
          } else {
            const Value& x = v.arrays[i];
            int c = g.has ? CompareValues(x, g.aval) : 0;
            if (!g.has || (want_less ? c < 0 : c > 0)) g.aval = x;
          }
          g.has = true;
          break;
        }
        case AggKind::kStringAgg:
          if (g.has) g.sval += spec.separator;
          g.sval += v.strings[i];
          g.has = true;
          bytes_ +=
              static_cast<int64_t>(spec.separator.size() + v.strings[i].size());
          break;
        case AggKind::kArrayAgg:
          g.items.push_back(v.GetValue(i));
          bytes_ += ValueBytes(g.items.back());
          break;
      }
    }
    return absl::OkStatus();
  }

  absl::Status Finish(size_t a, int n, Vector* out) {
    const plan::AggregateSpec& spec = node_->aggregates[a];
    const Type rt = spec.type;
    out->Reset(rt, n);
    const Type in_type = spec.arg != nullptr ? spec.arg->type : Type::Null();
    for (int i = 0; i < n; ++i) {
      const AggState& g = states_[a][emitted_ + i];
      if (spec.kind == AggKind::kCount || spec.kind == AggKind::kCountStar) {
        out->ints[i] = g.count;
        continue;
      }
      if (g.count == 0) {
        out->SetNull(i);
        continue;
      }
      switch (spec.kind) {
        case AggKind::kSum:
          if (rt.id == TypeId::kDouble) {
            out->doubles[i] = g.dsum;
          } else if (rt.id == TypeId::kReal) {
            const float f = static_cast<float>(g.dsum);
            if (std::isinf(f) && !std::isinf(g.dsum)) {
              return SqlError(sqlstate::kNumericValueOutOfRange,
                              "value out of range: overflow");
            }
            out->doubles[i] = f;
          } else if (rt.id == TypeId::kBigint) {
            if (g.isum > INT64_MAX || g.isum < INT64_MIN) {
              return SqlError(sqlstate::kNumericValueOutOfRange,
                              "bigint out of range");
            }
            out->ints[i] = static_cast<int64_t>(g.isum);
          } else {
            __int128 limit = Pow10(rt.precision);
            if (g.isum >= limit || g.isum <= -limit) {
              return SqlError(sqlstate::kNumericValueOutOfRange,
                              "numeric field overflow");
            }
            out->ints[i] = static_cast<int64_t>(g.isum);
          }
          break;
        case AggKind::kAvg:
          if (rt.id == TypeId::kDouble) {
            out->doubles[i] = g.dsum / static_cast<double>(g.count);
          } else {
            int in_scale = in_type.id == TypeId::kNumeric ? in_type.scale : 0;
            __int128 scaled = g.isum * Pow10(rt.scale - in_scale);
            __int128 avg = DivRound(scaled, g.count);
            __int128 limit = Pow10(rt.precision);
            if (avg >= limit || avg <= -limit) {
              return SqlError(sqlstate::kNumericValueOutOfRange,
                              "numeric field overflow");
            }
            out->ints[i] = static_cast<int64_t>(avg);
          }
          break;
        case AggKind::kMin:
        case AggKind::kMax:
          if (rt.is_int_lane()) {
            out->ints[i] = g.ival;
          } else if (rt.is_double_lane()) {
            out->doubles[i] = g.dval;
          } else if (rt.is_string_lane()) {
            out->SetOwnedString(i, g.sval);
          } else {
            out->SetValue(i, g.aval);
          }
          break;
        case AggKind::kStringAgg:
          out->SetOwnedString(i, g.sval);
          break;
        case AggKind::kArrayAgg:
          out->SetValue(i, Value::Array(rt, g.items));
          break;
        default:
          break;
      }
    }
    return absl::OkStatus();
  }

  bool built_ = false;
  bool jit_tried_ = false;
  bool jit_used_ = false;
  bool take_over_ = false;      // the kernel may take over when ready
  int64_t taken_over_at_ = -1;  // the slot it took over from
  std::unique_ptr<jit::ScanAggregate> jit_;
  std::string jit_why_not_;
  int64_t groups_ = 0;
  // What the groups hold, charged to the statement (statement_mem).
  int64_t bytes_ = 0;
  MemoryCharge charge_;
  int64_t emitted_ = 0;
  std::vector<Vector> keys_;
  absl::flat_hash_map<std::string, int> index_;
  std::vector<std::vector<AggState>> states_;
  std::vector<absl::flat_hash_set<std::string>> distinct_;
  std::vector<int> sel_;
};

}  // namespace

OperatorPtr MakeAggregate(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<AggregateOp>(n, std::move(e));
}

}  // namespace kite
