#include "jit/scan_aggregate.h"

#include <algorithm>
#include <utility>

#include "jit/codegen.h"
#include "jit/group_table.h"
#include "jit/kernel_column.h"

namespace kite::jit {
namespace {

// Rows per kernel call.
constexpr int kRunRows = 16384;

}  // namespace

std::unique_ptr<ScanAggregate> ScanAggregate::Create(const plan::PlanNode& node,
                                                     EvalContext& ctx,
                                                     JitSettings settings,
                                                     std::string* why_not) {
  if (settings.mode == JitMode::kOff) return nullptr;
  const plan::PlanNode& scan = *node.children[0];
  if (scan.kind != plan::NodeKind::kScan || !scan.full_scan() ||
      scan.with_row_id || scan.table == nullptr) {
    *why_not = "input is not a table scan";
    return nullptr;
  }
  absl::StatusOr<LoweredAggregate> lowered = LowerAggregate(
      node, *scan.table, ctx.params, &ctx, InterpreterCalls(settings));
  if (!lowered.ok()) {
    *why_not = std::string(lowered.status().message());
    return nullptr;
  }
  std::unique_ptr<ScanAggregate> a(new ScanAggregate());
  a->node_ = &node;
  a->table_ = scan.table.get();
  a->lowered_ = *std::move(lowered);
  const LoweredAggregate& lowered_ref = a->lowered_;
  a->kernel_ = KernelCache::Global().Get(
      a->lowered_.base.shape, settings.opt_level,
      settings.mode == JitMode::kForce, &a->cache_hit_,
      [&lowered_ref]() -> KernelGenerator {
        // The generator needs the lowered trees after this execution.
        auto trees = std::make_shared<LoweredAggregate>();
        if (lowered_ref.base.root != nullptr) {
          trees->base.root = CloneKNode(*lowered_ref.base.root);
        }
        for (const KNodePtr& arg : lowered_ref.args) {
          trees->args.push_back(arg != nullptr ? CloneKNode(*arg) : nullptr);
        }
        for (const KNodePtr& key : lowered_ref.hash_keys) {
          trees->hash_keys.push_back(CloneKNode(*key));
        }
        trees->kinds = lowered_ref.kinds;
        trees->keys = lowered_ref.keys;
        trees->group_slot = lowered_ref.group_slot;
        trees->distinct_slots = lowered_ref.distinct_slots;
        trees->store_slot = lowered_ref.store_slot;
        return [trees](llvm::LLVMContext& context, const std::string& name,
                       std::vector<std::string>* functions) {
          *functions = {name, name + "_dense"};
          return GenerateAggregate(*trees, name, context);
        };
      });
  return a;
}

bool ScanAggregate::Run(RowId start) {
  if (!kernel_->ready()) return false;
  auto fn = reinterpret_cast<AggregateFn>(kernel_->fn(0));
  auto dense_fn = reinterpret_cast<AggregateFn>(kernel_->fn(1));
  const size_t naggs = lowered_.kinds.size();
  GroupTable* table = lowered_.group_table;
  if (table != nullptr) table->Clear();
  for (DistinctSet* set : lowered_.distinct_sets) {
    if (set != nullptr) set->Clear();
  }
  if (lowered_.store != nullptr) lowered_.store->Clear();
  // Hashed groups get accumulators as they appear: before each call, room
  // for as many new groups as it has rows.
  const size_t groups = table != nullptr ? 0 : lowered_.groups;
  slots_.assign(groups * naggs, AggSlot());
  first_.assign(groups, UINT32_MAX);
  auto reserve = [&](size_t rows) {
    if (table == nullptr) return;
    const size_t need = static_cast<size_t>(table->size()) + rows;
    if (first_.size() >= need) return;
    slots_.resize(need * naggs);  // capacity grows geometrically
    first_.resize(need, UINT32_MAX);
  };
  std::vector<KernelColumn> columns(lowered_.base.columns.size());
  std::vector<RowId> rows;
  std::vector<uint32_t> offsets;
  const RowId end = table_->slot_count();
  // The dense kernels' filter bytes, one per row of a run (a small table's
  // query does not clear a whole run's worth).
  std::vector<uint8_t> scratch(std::min<size_t>(kRunRows, end));
  for (RowId chunk_start = start; chunk_start < end;) {
    const size_t chunk = chunk_start / kTableChunkRows;
    const RowId base = static_cast<RowId>(chunk * kTableChunkRows);
    const RowId chunk_end =
        std::min<uint64_t>(end, uint64_t{base} + kTableChunkRows);
    bool usable = true;
    bool any_nulls = false;
    for (size_t k = 0; k < columns.size(); ++k) {
      ColumnChunk c = table_->GetColumnChunk(lowered_.base.columns[k], chunk);
      if (c.size < chunk_end - base) usable = false;
      any_nulls |= c.null_words != nullptr;
      columns[k] = ToKernelColumn(c);
    }
    if (!usable) return false;
    KernelArgs args{columns.data(), lowered_.base.args.data(), base, 0,
                    scratch.data()};
    for (RowId from = chunk_start; from < chunk_end;) {
      // Runs of live rows go to the kernel as a range; others as a list of
      // the live rows.
      const RowId to = std::min<uint64_t>(chunk_end, uint64_t{from} + kRunRows);
      int32_t r = 0;
      if (table_->AllLive(from, to)) {
        args.begin = from - base;
        reserve(to - from);
        r = (any_nulls ? fn : dense_fn)(&args, nullptr,
                                        static_cast<int32_t>(to - from),
                                        slots_.data(), first_.data());
      } else {
        rows.clear();
        table_->LiveRows(from, to, &rows);
        const int n = static_cast<int>(rows.size());
        if (n > 0) {
          offsets.resize(n);
          for (int i = 0; i < n; ++i) offsets[i] = rows[i] - base;
          reserve(n);
          r = fn(&args, offsets.data(), n, slots_.data(), first_.data());
        }
      }
      if (r < 0) return false;
      from = to;
    }
    chunk_start = chunk_end;
  }
  // Aggregates that share an accumulator (avg(x) with sum(x)) get a copy.
  const std::vector<int> owners = AccumulatorOwners(lowered_);
  for (size_t a = 0; a < naggs; ++a) {
    if (owners[a] == static_cast<int>(a)) continue;
    for (size_t g = 0; g < first_.size(); ++g) {
      slots_[g * naggs + a] = slots_[g * naggs + owners[a]];
    }
  }
  if (table == nullptr) OrderDenseGroups();
  return true;
}

bool ScanAggregate::CanTakeOver() const {
  for (size_t a = 0; a < lowered_.kinds.size(); ++a) {
    if (lowered_.distinct_slots[a] >= 0) return false;
    const KNodePtr& arg = lowered_.args[a];
    if (arg != nullptr && arg->repr == Repr::kDouble) return false;
  }
  return true;
}

void ScanAggregate::OrderDenseGroups() {
  order_.clear();
  for (size_t g = 0; g < first_.size(); ++g) {
    if (first_[g] != UINT32_MAX) order_.push_back(g);
  }
  // Without GROUP BY there is one group even for no rows.
  if (lowered_.keys.empty() && order_.empty()) order_.push_back(0);
  std::sort(order_.begin(), order_.end(),
            [&](size_t a, size_t b) { return first_[a] < first_[b]; });
}

int64_t ScanAggregate::group_count() const {
  // Hashed groups are numbered in first-row order already.
  const GroupTable* table = lowered_.group_table;
  return table != nullptr ? table->size() : static_cast<int64_t>(order_.size());
}

const AggSlot* ScanAggregate::Slots(int64_t g) const {
  const size_t index =
      lowered_.group_table != nullptr ? static_cast<size_t>(g) : order_[g];
  return slots_.data() + index * lowered_.kinds.size();
}

Value ScanAggregate::Key(int64_t g, size_t k) const {
  if (lowered_.group_table != nullptr) return lowered_.group_table->key(g, k);
  const auto& key = lowered_.keys[k];
  const int64_t index =
      (static_cast<int64_t>(order_[g]) / key.mult) % key.domain;
  if (index == 0) return Value::Null(node_->exprs[k]->type);
  if (key.layout == Layout::kDictionary) {
    const int column = lowered_.base.columns[key.slot];
    const void* handle = table_->GetColumnChunk(column, 0).column;
    return Value::Text(std::string(
        Table::DictionaryText(handle, static_cast<uint32_t>(index - 1))));
  }
  return Value::Boolean(index == 2);
}

const Value* ScanAggregate::StoredValue(size_t a, const AggSlot& slot) const {
  if (lowered_.store == nullptr || slot.ival == 0) return nullptr;
  const KNodePtr& arg = lowered_.args[a];
  if (arg == nullptr || arg->repr != Repr::kText ||
      (lowered_.kinds[a] != plan::AggKind::kMin &&
       lowered_.kinds[a] != plan::AggKind::kMax)) {
    return nullptr;
  }
  return &lowered_.store->Get(slot);
}

}  // namespace kite::jit
