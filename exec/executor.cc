// The operator framework and the streaming operators: scan, single row,
// values, generate_series, filter, project, limit.
#include "exec/executor.h"

#include <algorithm>
#include <chrono>
#include <utility>

#include "absl/functional/function_ref.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/statement_memory.h"
#include "exec/chunk_util.h"
#include "exec/index_scan.h"
#include "exec/int_compare_filter.h"
#include "exec/key_conversion.h"
#include "exec/memory_use.h"
#include "exec/operators.h"
#include "exec/scan_fetch.h"
#include "jit/scan_filter.h"
#include "kite/status.h"
#include "planner/plan_walk.h"

namespace kite {

ExecEnv::ExecEnv(ExecState* state,
                 std::vector<const std::vector<Value>*> outer_rows)
    : state_(state) {
  ctx_.params = state->params;
  ctx_.outer_rows = std::move(outer_rows);
  ctx_.subqueries = this;
  ctx_.statement_time = &state->now;
  ctx_.session = state->session;
  ctx_.catalog = state->stmt->catalog_names.get();
  ctx_.activity = state->activity;
  ctx_.db_catalog = state->catalog;
  ctx_.session_sequences = state->session_sequences != nullptr
                               ? state->session_sequences
                               : &state->own_sequences;
}

void ExecEnv::Restart(ExecState* state) {
  state_ = state;
  ctx_.params = state->params;
  ctx_.statement_time = &state->now;
  ctx_.session = state->session;
  ctx_.catalog = state->stmt->catalog_names.get();
  ctx_.activity = state->activity;
  ctx_.db_catalog = state->catalog;
  ctx_.session_sequences = state->session_sequences != nullptr
                               ? state->session_sequences
                               : &state->own_sequences;
}

absl::StatusOr<std::vector<Value>> ExecEnv::Run(
    int subquery_id, const std::vector<Value>& outer_row, int64_t max_rows) {
  const plan::Subquery& sub = state_->stmt->subqueries[subquery_id];
  auto& cache = state_->subquery_cache;
  if (cache.size() < state_->stmt->subqueries.size()) {
    cache.resize(state_->stmt->subqueries.size());
  }
  auto& cache_limit = state_->subquery_cache_limit;
  if (cache_limit.size() < cache.size()) cache_limit.resize(cache.size(), -1);
  // An uncorrelated result is cached; it answers any call asking for no more
  // rows than it was read with (or all of it, if it was read to the end).
  if (!sub.correlated && cache[subquery_id].has_value()) {
    const std::vector<Value>& all = *cache[subquery_id];
    const int64_t read_with = cache_limit[subquery_id];
    const bool complete =
        read_with < 0 || static_cast<int64_t>(all.size()) < read_with;
    if (complete || (max_rows >= 0 && max_rows <= read_with)) {
      if (max_rows < 0 || static_cast<int64_t>(all.size()) <= max_rows) {
        return all;
      }
      return std::vector<Value>(all.begin(), all.begin() + max_rows);
    }
  }
  std::vector<const std::vector<Value>*> outer = ctx_.outer_rows;
  outer.push_back(&outer_row);
  auto env = std::make_shared<ExecEnv>(state_, std::move(outer));
  absl::StatusOr<std::unique_ptr<Operator>> op = BuildOperator(*sub.plan, env);
  if (!op.ok()) return op.status();
  // EXISTS needs one row and a scalar subquery two, whether correlated or
  // not: never read more than asked.
  const int64_t limit = max_rows;
  std::vector<Value> values;
  DataChunk chunk;
  // The values read, while they are read (statement_mem).
  MemoryCharge charge;
  int64_t bytes = 0;
  while (limit < 0 || static_cast<int64_t>(values.size()) < limit) {
    const int64_t want = limit < 0 ? kBatchSize : limit - values.size();
    absl::Status s = (*op)->Next(
        &chunk, static_cast<int>(std::min<int64_t>(want, kBatchSize)));
    if (!s.ok()) return s;
    if (chunk.size == 0) break;
    for (int i = 0; i < chunk.size; ++i) {
      if (limit >= 0 && static_cast<int64_t>(values.size()) >= limit) break;
      values.push_back(chunk.columns.empty() ? Value::Boolean(true)
                                             : chunk.columns[0].GetValue(i));
      bytes += ValueBytes(values.back());
    }
    if (s = charge.Set(bytes, "subquery result"); !s.ok()) return s;
  }
  if (!sub.correlated) {
    // Kept until the statement ends: charged for good in place of the
    // reading's charge (not both at once, which could pass the limit).
    charge.Clear();
    if (absl::Status s = ChargeStatementMemory(bytes, "subquery result");
        !s.ok()) {
      return s;
    }
    cache[subquery_id] = values;
    cache_limit[subquery_id] = limit;
  }
  return values;
}

absl::StatusOr<int64_t> Operator::Skip(int64_t rows) {
  if (!state()->analyze) return SkipImpl(rows);
  if (!started_) {
    started_ = true;
    loops_ = 1;
  }
  auto start = std::chrono::steady_clock::now();
  absl::StatusOr<int64_t> dropped = SkipImpl(rows);
  nanos_ += std::chrono::duration_cast<std::chrono::nanoseconds>(
                std::chrono::steady_clock::now() - start)
                .count();
  return dropped;
}

absl::Status Operator::NextRowIds(int, absl::Span<const RowId>*) {
  return absl::InternalError("NextRowIds on an operator that is not a scan");
}

bool Operator::Rewind() {
  rows_ = 0;
  nanos_ = 0;
  loops_ = 0;
  started_ = false;
  max_rows_ = kBatchSize;
  if (!RewindImpl()) return false;
  for (const std::unique_ptr<Operator>& child : children_) {
    if (!child->Rewind()) return false;
  }
  return true;
}

absl::Status Operator::Next(DataChunk* out, int max_rows) {
  out->size = 0;
  max_rows_ = max_rows < 1 ? 1 : max_rows;
  if (absl::Status s = CheckInterrupt(*state()); !s.ok()) return s;
  // What expressions built for the last batch is its operators' now.
  if (StatementMemory* memory = CurrentStatementMemory()) memory->ResetBatch();
  if (!state()->analyze) {
    absl::Status s = NextImpl(out);
    if (s.ok()) rows_ += out->size;
    return s;
  }
  if (!started_) {
    started_ = true;
    loops_ = 1;
  }
  auto start = std::chrono::steady_clock::now();
  absl::Status s = NextImpl(out);
  nanos_ += std::chrono::duration_cast<std::chrono::nanoseconds>(
                std::chrono::steady_clock::now() - start)
                .count();
  if (s.ok()) rows_ += out->size;
  return s;
}

namespace {

// The table whose primary key a join probes with the values of the left
// scan's primary key (`a JOIN b ON b.pk = a.pk`), or null: then a key the
// left scan looks up is also the key the join probes.
const Table* ProbedWithSameKey(const plan::PlanNode& join) {
  if (join.kind != plan::NodeKind::kJoin ||
      join.join_method != plan::JoinMethod::kIndexLookup ||
      join.left_keys.size() != 1 || join.children.size() != 2) {
    return nullptr;
  }
  const plan::PlanNode& left = *join.children[0];
  const plan::PlanNode& right = *join.children[1];
  if (left.kind != plan::NodeKind::kScan || left.table == nullptr ||
      right.kind != plan::NodeKind::kScan || right.table == nullptr ||
      right.probe_columns.size() != 1 || !right.table->has_integer_key()) {
    return nullptr;
  }
  const plan::BoundExpr* key = plan::ColumnUnderCast(*join.left_keys[0]);
  const std::vector<int>& left_pk = left.table->schema().primary_key;
  if (key == nullptr || left_pk.size() != 1 ||
      key->column_index != left_pk[0]) {
    return nullptr;
  }
  return right.table.get();
}

// Whether `node` is a scan that looks up its table's integer primary key,
// whose hash slots PrefetchParameterKeys can request.
bool LooksUpIntegerKey(const plan::PlanNode& node) {
  return node.kind == plan::NodeKind::kScan && node.table != nullptr &&
         !node.lookup_keys.empty() && node.table->has_integer_key();
}

// Whether a lookup key (one value per key column) is a lone parameter.
bool IsParameterKey(const std::vector<plan::BoundExprPtr>& key) {
  return key.size() == 1 && key[0]->kind == plan::BoundKind::kParameter;
}

// Calls `found` with every integer primary key that a scan in `root`
// looks up by a parameter; `also` is a table whose key a join probes with
// the key `root`'s scan looks up (ProbedWithSameKey), null if none.
void ForEachParameterKey(const plan::PlanNode& root, const Table* also,
                         absl::FunctionRef<void(const ParameterKey&)> found) {
  if (LooksUpIntegerKey(root)) {
    for (const std::vector<plan::BoundExprPtr>& key : root.lookup_keys) {
      if (!IsParameterKey(key) || key[0]->param_index < 1) continue;
      const size_t param = static_cast<size_t>(key[0]->param_index - 1);
      found({root.table.get(), param});
      // A hint only: a key that converts differently for the other table
      // costs a useless prefetch, never a wrong row.
      if (also != nullptr) found({also, param});
    }
  }
  const Table* probed = ProbedWithSameKey(root);
  for (size_t c = 0; c < root.children.size(); ++c) {
    ForEachParameterKey(*root.children[c], c == 0 ? probed : nullptr, found);
  }
}

}  // namespace

void PrefetchParameterKeys(const plan::PlanNode& root,
                           const std::vector<Value>& params, KeptTree* kept) {
  auto prefetch = [&](const ParameterKey& key) {
    if (key.param >= params.size()) return;
    const Value& v = params[key.param];
    if (!v.is_null() && v.type().is_int_lane()) {
      key.table->PrefetchIntegerKey(v.int_value());
    }
  };
  if (kept == nullptr) {  // walked each run, as nothing keeps the keys
    ForEachParameterKey(root, nullptr, prefetch);
    return;
  }
  if (kept->keys_plan != &root) {
    kept->keys_plan = &root;
    kept->parameter_keys.clear();
    ForEachParameterKey(root, nullptr, [&](const ParameterKey& key) {
      kept->parameter_keys.push_back(key);
    });
  }
  for (const ParameterKey& key : kept->parameter_keys) prefetch(key);
}

absl::StatusOr<int64_t> EvaluateCount(const plan::BoundExpr* expr,
                                      EvalContext& ctx, bool is_limit) {
  if (expr == nullptr) return -1;
  int64_t count;
  // A literal count (the usual LIMIT 10) is read without the evaluator.
  if (expr->kind == plan::BoundKind::kConstant && !expr->constant.is_null() &&
      (expr->constant.type().id == TypeId::kBigint ||
       expr->constant.type().id == TypeId::kInteger)) {
    count = expr->constant.int_value();
  } else {
    absl::StatusOr<Value> v = EvaluateScalar(*expr, ctx);
    if (!v.ok()) return v.status();
    if (v->is_null()) return -1;
    count = v->int_value();
  }
  if (count < 0) {
    return SqlError(is_limit ? "2201W" : "2201X",
                    is_limit ? "LIMIT must not be negative"
                             : "OFFSET must not be negative");
  }
  return count;
}

namespace {

// Marks the input columns `e` reads (not those of enclosing queries).

// Reads a table: every live slot in order, or the rows that primary-key
// lookups find (in slot order too). The scan's predicate is evaluated over
// the columns it reads; the other columns are fetched only for the rows
// that pass, and no more of them than the caller asked for.
class ScanOp : public Operator {
 public:
  ScanOp(const plan::PlanNode* node, std::shared_ptr<ExecEnv> env)
      : Operator(node, std::move(env)) {
    if (node_->predicate != nullptr) {
      predicate_columns_.assign(node_->types.size(), false);
      plan::MarkColumns(*node_->predicate, &predicate_columns_);
    }
  }

 protected:
  int64_t ResumePosition() const override {
    if (!node_->full_scan() || next_ < rows_.size()) return -1;
    return static_cast<int64_t>(scanned_);
  }

  absl::StatusOr<int64_t> KnownRowCount() override {
    if (node_->access.kind == plan::AccessKind::kNone ||
        node_->predicate != nullptr || looked_up_) {
      return -1;
    }
    // The index's rows without the rows themselves (own source: the
    // scan's is opened by the first Next).
    IndexRowSource counter;
    absl::Status s = counter.Open(node_->access, ctx());
    if (!s.ok()) return s;
    return counter.Count();
  }

  bool RewindImpl() override {
    scanned_ = 0;
    batch_ = 0;
    looked_up_ = false;
    found_.clear();
    index_rows_.Close();
    rows_.clear();
    next_ = 0;
    // A kernel is looked up again (it is bound to the table as it was).
    jit_tried_ = false;
    jit_.reset();
    candidates_seen_ = 0;
    jit_why_not_.clear();
    batches_interpreted_ = 0;
    return true;
  }

  absl::Status NextImpl(DataChunk* out) override {
    absl::Span<const RowId> rows;
    absl::Status s = NextRowIds(max_rows_, &rows);
    if (!s.ok() || rows.empty()) return s;
    FetchRows(rows.data(), static_cast<int>(rows.size()), nullptr, out);
    return absl::OkStatus();
  }

 public:
  absl::Status NextRowIds(int max_rows,
                          absl::Span<const RowId>* rows) override {
    max_rows_ = max_rows < 1 ? 1 : max_rows;
    while (next_ >= rows_.size()) {
      // A selective filter may read the whole table in this loop.
      if (absl::Status s = CheckInterrupt(*state()); !s.ok()) return s;
      rows_.clear();
      next_ = 0;
      if (FilterLiveRange()) continue;
      absl::Status s = NextCandidates();
      if (!s.ok()) return s;
      if (rows_.empty()) {
        *rows = {};
        return absl::OkStatus();
      }
      if (node_->predicate != nullptr) {
        s = ApplyPredicate();
        if (!s.ok()) return s;
      }
    }
    const size_t n =
        std::min<size_t>(rows_.size() - next_, static_cast<size_t>(max_rows_));
    *rows = absl::MakeConstSpan(rows_).subspan(next_, n);
    next_ += n;
    return absl::OkStatus();
  }

 private:
  // With a ready kernel for the whole predicate (or, before the scan asks
  // for one, the predicate as integer comparisons) and a next batch of
  // slots that are all live, filters that range straight away (no list of
  // candidate rows first): rows_ gets the rows that pass, maybe none. False
  // when that does not apply; NextCandidates then lists the same batch.
  bool FilterLiveRange() {
    if (!node_->full_scan() || node_->predicate == nullptr) return false;
    IntCompareFilter* int_filter = nullptr;
    if (jit_ == nullptr) {
      if (!jit_tried_ && WantKernel()) return false;  // ApplyPredicate asks
      int_filter = IntFilter();
      if (int_filter == nullptr) return false;
    }
    const Table& table = *node_->table;
    const RowId end = table.slot_count();
    if (scanned_ >= end) return false;
    const int batch = NextBatchSize();
    RowId stop = static_cast<RowId>(scanned_) + static_cast<RowId>(batch);
    if (stop > end || stop < scanned_) stop = end;
    const RowId begin = static_cast<RowId>(scanned_);
    if (!table.AllLive(begin, stop)) return false;
    if (int_filter != nullptr) {
      if (!int_filter->FilterRange(ctx().params, begin, stop, &rows_)) {
        return false;
      }
      ++batches_interpreted_;
    } else if (!jit_->FilterRange(begin, stop, &rows_)) {
      return false;
    }
    batch_ = batch;
    candidates_seen_ += stop - scanned_;
    scanned_ = stop;
    return true;
  }

  // Whether the scan is to ask for a compiled kernel now: with jit = on,
  // only once it has read enough rows for one to pay off, so that a short
  // scan (a LIMIT met early, a small table) never pays for lowering and
  // the cache lookup.
  bool WantKernel() const {
    const jit::JitMode mode = state()->jit.mode;
    return mode == jit::JitMode::kForce ||
           (mode == jit::JitMode::kOn && candidates_seen_ >= kJitMinCandidates);
  }

  // The predicate as integer comparisons, or null when it has another form
  // (made once per tree: a kept tree runs the same predicate each time).
  IntCompareFilter* IntFilter() {
    if (!int_filter_tried_) {
      int_filter_tried_ = true;
      int_filter_ = IntCompareFilter::Make(*node_->predicate, *node_->table);
    }
    return int_filter_.has_value() ? &*int_filter_ : nullptr;
  }

  // The size of the next batch of candidates.
  int NextBatchSize() const {
    if (max_rows_ >= kBatchSize) return kBatchSize;
    return batch_ == 0 ? FirstBatchSize() : std::min(kBatchSize, 2 * batch_);
  }

  // A first batch with about the candidates that give max_rows_ rows by the
  // planner's estimate of the share the predicate passes, and a margin:
  // every candidate costs a fetch of the predicate's columns (a cache miss
  // each, through an index) and its evaluation. Too few, and the next
  // batch is twice as large.
  int FirstBatchSize() const {
    const int guess = std::max(64, 2 * max_rows_);
    const double candidates = node_->estimated_candidates;
    if (node_->predicate == nullptr || candidates <= 0 ||
        node_->estimated_rows < 0) {
      return guess;
    }
    const double pass = node_->estimated_rows / candidates;
    if (pass <= 0) return guess;
    const double size = 1.25 * max_rows_ / std::min(pass, 1.0) + 8;
    return static_cast<int>(std::clamp<double>(size, max_rows_, kBatchSize));
  }

  // The next batch of candidate rows into rows_ (empty at the end).
  absl::Status NextCandidates() {
    const Table& table = *node_->table;
    if (node_->access.kind != plan::AccessKind::kNone) {
      if (!looked_up_) {
        looked_up_ = true;
        absl::Status s = index_rows_.Open(node_->access, ctx());
        if (!s.ok()) return s;
      }
      batch_ = NextBatchSize();
      index_rows_.Next(static_cast<size_t>(batch_), &rows_);
      return absl::OkStatus();
    }
    if (!node_->lookup_keys.empty()) {
      if (!looked_up_) {
        looked_up_ = true;
        absl::Status s = LookUp();
        if (!s.ok()) return s;
      }
      const size_t n =
          std::min<size_t>(found_.size() - scanned_, size_t{kBatchSize});
      rows_.assign(found_.begin() + scanned_, found_.begin() + scanned_ + n);
      scanned_ += n;
      return absl::OkStatus();
    }
    // A caller that wants few rows (LIMIT) gets small batches at first,
    // growing while it keeps asking: then a filter that passes most rows
    // looks at little more than it must, and a long scan still runs in
    // full batches.
    batch_ = NextBatchSize();
    const RowId end = table.slot_count();
    while (scanned_ < end && static_cast<int>(rows_.size()) < batch_) {
      RowId stop = static_cast<RowId>(scanned_) +
                   static_cast<RowId>(batch_ - rows_.size());
      if (stop > end || stop < scanned_) stop = end;
      table.LiveRows(static_cast<RowId>(scanned_), stop, &rows_);
      scanned_ = stop;
    }
    return absl::OkStatus();
  }

  // The live rows whose key is one of the lookup keys, ascending. Every
  // key is converted (and its hash slot prefetched) before any is looked
  // up, so that the lookups' cache misses overlap.
  absl::Status LookUp() {
    const Table& table = *node_->table;
    const TableSchema& schema = table.schema();
    const size_t width = schema.primary_key.size();
    // A one-column integer key is looked up by its int64 value, unboxed.
    const bool integers = width == 1 && table.has_integer_key();
    std::vector<int64_t>& numbers = lookup_numbers_;
    numbers.clear();
    // The keys that can match, `width` values each.
    std::vector<Value>& keys = lookup_keys_;
    keys.clear();
    Value scratch;
    for (const std::vector<plan::BoundExprPtr>& lookup : node_->lookup_keys) {
      if (lookup.size() != width) continue;
      if (integers) {
        absl::StatusOr<const Value*> key = KeyValue(
            *lookup[0], schema.columns[schema.primary_key[0]].type, &scratch);
        if (!key.ok()) return key.status();
        if (*key == nullptr) continue;
        numbers.push_back((*key)->int_value());
        table.PrefetchIntegerKey(numbers.back());
        continue;
      }
      const size_t start = keys.size();
      bool possible = true;
      for (size_t k = 0; k < width && possible; ++k) {
        absl::StatusOr<const Value*> key = KeyValue(
            *lookup[k], schema.columns[schema.primary_key[k]].type, &scratch);
        if (!key.ok()) return key.status();
        possible = *key != nullptr;
        if (possible) keys.push_back(**key);
      }
      if (!possible) {
        keys.resize(start);
        continue;
      }
      table.PrefetchPrimaryKey(absl::MakeConstSpan(keys).subspan(start, width));
    }
    for (int64_t number : numbers) {
      std::optional<RowId> row = table.FindByIntegerKey(number);
      if (row.has_value()) found_.push_back(*row);
    }
    for (size_t start = 0; start < keys.size(); start += width) {
      std::optional<RowId> row = table.FindByPrimaryKey(
          absl::MakeConstSpan(keys).subspan(start, width));
      if (row.has_value()) found_.push_back(*row);
    }
    if (found_.size() > 1) {
      std::sort(found_.begin(), found_.end());
      found_.erase(std::unique(found_.begin(), found_.end()), found_.end());
    }
    return absl::OkStatus();
  }

  // The value of lookup key expression `e` as a value of the key column's
  // type `column`: a parameter of that type itself, or the value converted
  // into `*scratch`; null when no row can have it (see ToKeyType).
  absl::StatusOr<const Value*> KeyValue(const plan::BoundExpr& e, Type column,
                                        Value* scratch) {
    absl::StatusOr<Value> computed;
    const Value* v;
    if (e.kind == plan::BoundKind::kParameter) {
      v = &(*ctx().params)[e.param_index - 1];
      if (!v->is_null() && v->type() == column) return v;
    } else {
      computed = EvaluateScalar(e, ctx());
      if (!computed.ok()) return computed.status();
      v = &*computed;
    }
    if (!ToKeyType(*v, column, scratch)) return nullptr;
    return scratch;
  }

  // Keeps the rows of rows_ that pass the predicate: through the compiled
  // kernel when there is one and it is ready, else with the interpreter
  // (which also reports any error a kernel ran into).
  absl::Status ApplyPredicate() {
    if (!jit_tried_ && WantKernel()) {
      jit_tried_ = true;
      jit_ = jit::ScanFilter::Create(*node_->predicate, *node_->table, ctx(),
                                     state()->jit, &jit_why_not_);
    }
    candidates_seen_ += rows_.size();
    if (jit_ != nullptr && jit_->Filter(&rows_)) {
      if (jit_->complete() || rows_.empty()) return absl::OkStatus();
      // The kernel narrowed the batch; the interpreter finishes it.
    } else {
      ++batches_interpreted_;
    }
    if (IntCompareFilter* f = IntFilter();
        f != nullptr && f->Filter(ctx().params, &rows_)) {
      return absl::OkStatus();
    }
    const int n = static_cast<int>(rows_.size());
    FetchRows(rows_.data(), n, &predicate_columns_, &predicate_input_);
    selected_.clear();
    absl::Status s = EvaluateFilter(*node_->predicate, predicate_input_, ctx(),
                                    &selected_, &filter_scratch_);
    if (!s.ok()) return s;
    for (size_t i = 0; i < selected_.size(); ++i) {
      rows_[i] = rows_[selected_[i]];
    }
    rows_.resize(selected_.size());
    return absl::OkStatus();
  }

  // Columns of rows[0..n) into `out`: the needed ones; the others have no
  // data, but NULL flags so that code boxing whole rows (correlated
  // subqueries) sees valid cells. With `only`, just the columns it marks
  // (the others are left as they were: the caller does not read them).
  void FetchRows(const RowId* rows, int n, const std::vector<bool>* only,
                 DataChunk* out) {
    FetchScanRows(*node_, rows, n, only, out);
  }

  // How the predicate ran, for EXPLAIN ANALYZE.
  std::vector<std::string> AnalyzeDetails() const override {
    if (node_->predicate == nullptr) return {};
    if (state()->jit.mode == jit::JitMode::kOff) return {"JIT: off"};
    if (jit_ == nullptr) {
      if (!jit_tried_) {
        if (candidates_seen_ == 0) return {};  // never ran (or fused above)
        return {"JIT: interpreted (too few rows to compile)"};
      }
      return {"JIT: interpreted (not compiled: " + jit_why_not_ + ")"};
    }
    std::vector<std::string> lines = {absl::StrFormat(
        "JIT: %s (kernel cache %s, compile time %.3f ms, batches compiled "
        "%d, interpreted %d)",
        jit_->compiled() ? "compiled" : "interpreted (kernel not ready)",
        jit_->cache_hit() ? "hit" : "miss", jit_->compile_nanos() / 1e6,
        jit_->batches_compiled(), batches_interpreted_)};
    if (!jit_->complete()) {
      lines.push_back(
          "JIT: the kernel covers the first AND operands; the "
          "interpreter evaluates the rest (" +
          jit_->partial() + ")");
    }
    return lines;
  }

  uint64_t scanned_ = 0;  // next slot to visit, or next of found_ to return
  int batch_ = 0;         // candidate rows per batch (0: none read yet)
  bool looked_up_ = false;
  std::vector<RowId> found_;  // rows found by primary-key lookups
  // LookUp's keys, kept for the buffers.
  std::vector<Value> lookup_keys_;
  std::vector<int64_t> lookup_numbers_;
  IndexRowSource index_rows_;  // rows found through a secondary index
  std::vector<RowId> rows_;    // the current batch of rows passing the filter
  size_t next_ = 0;            // first row of rows_ not returned yet
  std::vector<bool> predicate_columns_;
  bool jit_tried_ = false;
  std::unique_ptr<jit::ScanFilter> jit_;  // null: interpreted
  // The interpreter's way for comparisons of integer columns (null: the
  // predicate has another form).
  bool int_filter_tried_ = false;
  std::optional<IntCompareFilter> int_filter_;
  static constexpr uint64_t kJitMinCandidates = 2 * kBatchSize;
  uint64_t candidates_seen_ = 0;  // rows the predicate has seen
  std::string jit_why_not_;
  int64_t batches_interpreted_ = 0;
  DataChunk predicate_input_;
  std::vector<int> selected_;
  FilterScratch filter_scratch_;  // EvaluateFilter's buffers
};

class SingleRowOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  absl::Status NextImpl(DataChunk* out) override {
    if (done_) return absl::OkStatus();
    done_ = true;
    out->columns.clear();
    out->size = 1;
    return absl::OkStatus();
  }

 private:
  bool done_ = false;
};

class ValuesOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  absl::Status NextImpl(DataChunk* out) override {
    const auto& rows = node_->rows;
    if (next_ >= rows.size()) return absl::OkStatus();
    const int n =
        static_cast<int>(std::min<size_t>(kBatchSize, rows.size() - next_));
    out->columns.assign(node_->types.size(), Vector());
    for (size_t c = 0; c < node_->types.size(); ++c) {
      out->columns[c].Reset(node_->types[c], n);
    }
    for (int i = 0; i < n; ++i) {
      const auto& row = rows[next_ + i];
      for (size_t c = 0; c < row.size(); ++c) {
        absl::StatusOr<Value> v = EvaluateScalar(*row[c], ctx());
        if (!v.ok()) return v.status();
        if (v->is_null()) {
          out->columns[c].SetNull(i);
        } else {
          out->columns[c].SetValue(i, *v);
        }
      }
    }
    next_ += n;
    out->size = n;
    return absl::OkStatus();
  }

 private:
  size_t next_ = 0;
};

class SeriesOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  absl::Status NextImpl(DataChunk* out) override {
    if (!started_) {
      started_ = true;
      int64_t args[3] = {0, 0, 1};
      for (size_t i = 0; i < node_->exprs.size(); ++i) {
        absl::StatusOr<Value> v = EvaluateScalar(*node_->exprs[i], ctx());
        if (!v.ok()) return v.status();
        if (v->is_null()) {
          done_ = true;
          return absl::OkStatus();
        }
        args[i] = v->int_value();
      }
      if (args[2] == 0) {
        return SqlError(sqlstate::kInvalidParameterValue,
                        "step size cannot equal zero");
      }
      cur_ = args[0];
      stop_ = args[1];
      step_ = args[2];
    }
    if (done_) return absl::OkStatus();
    Vector v;
    v.Reset(node_->types[0], kBatchSize);
    int n = 0;
    while (n < kBatchSize && (step_ > 0 ? cur_ <= stop_ : cur_ >= stop_)) {
      v.ints[n++] = cur_;
      if (__builtin_add_overflow(cur_, step_, &cur_)) {
        done_ = true;
        break;
      }
    }
    if (n == 0) {
      done_ = true;
      return absl::OkStatus();
    }
    v.ints.resize(n);
    v.size = n;
    out->columns.clear();
    out->columns.push_back(std::move(v));
    out->size = n;
    return absl::OkStatus();
  }

 private:
  bool started_ = false;
  bool done_ = false;
  int64_t cur_ = 0, stop_ = 0, step_ = 1;
};

// unnest(array): the elements, NULLs included; none for a NULL array.
class UnnestOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  absl::Status NextImpl(DataChunk* out) override {
    if (!started_) {
      started_ = true;
      absl::StatusOr<Value> v = EvaluateScalar(*node_->exprs[0], ctx());
      if (!v.ok()) return v.status();
      if (!v->is_null()) array_ = *std::move(v);
    }
    const size_t total = array_.is_null() ? 0 : array_.elements().size();
    const int n = static_cast<int>(
        std::min<size_t>(kBatchSize, total - std::min(total, next_)));
    out->columns.clear();
    out->size = 0;
    if (n == 0) return absl::OkStatus();
    Vector v;
    v.Reset(node_->types[0], n);
    for (int i = 0; i < n; ++i) v.SetValue(i, array_.elements()[next_ + i]);
    next_ += n;
    out->columns.push_back(std::move(v));
    out->size = n;
    return absl::OkStatus();
  }

 private:
  bool started_ = false;
  Value array_;
  size_t next_ = 0;
};

class FilterOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  bool RewindImpl() override { return true; }

  absl::Status NextImpl(DataChunk* out) override {
    while (true) {
      absl::Status s = children_[0]->Next(&in_);
      if (!s.ok()) return s;
      if (in_.size == 0) return absl::OkStatus();
      selected_.clear();
      s = EvaluateFilter(*node_->predicate, in_, ctx(), &selected_,
                         &filter_scratch_);
      if (!s.ok()) return s;
      if (selected_.empty()) continue;
      if (static_cast<int>(selected_.size()) == in_.size) {
        *out = std::move(in_);
        in_ = DataChunk();
      } else {
        GatherChunk(in_, selected_, out);
      }
      return absl::OkStatus();
    }
  }

 private:
  DataChunk in_;
  std::vector<int> selected_;
  FilterScratch filter_scratch_;  // EvaluateFilter's buffers
};

class ProjectOp : public Operator {
 public:
  using Operator::Operator;

  absl::StatusOr<int64_t> KnownRowCount() override {
    return children_[0]->KnownRowCount();
  }

 protected:
  bool RewindImpl() override { return true; }

  absl::Status NextImpl(DataChunk* out) override {
    absl::Status s = children_[0]->Next(&in_, max_rows_);
    if (!s.ok()) return s;
    if (in_.size == 0) return absl::OkStatus();
    const size_t n = node_->exprs.size();
    out->columns.resize(n);
    // Computed columns first, while every input column is intact; then the
    // plain column references, swapping an input column out at its last use
    // (the child refills it next time into the buffers it gets back).
    for (size_t i = 0; i < n; ++i) {
      if (IsPassThrough(i)) continue;
      // Emptied, keeping its buffers for this batch.
      out->columns[i].Reset(node_->exprs[i]->type, 0);
      s = Evaluate(*node_->exprs[i], in_, ctx(), &out->columns[i]);
      if (!s.ok()) return s;
    }
    for (size_t i = 0; i < n; ++i) {
      if (!IsPassThrough(i)) continue;
      Vector& from = in_.columns[node_->exprs[i]->column_index];
      if (LastUse(i)) {
        std::swap(out->columns[i], from);
      } else {
        out->columns[i] = from;
      }
    }
    out->size = in_.size;
    return absl::OkStatus();
  }

 private:
  bool IsPassThrough(size_t i) const {
    const plan::BoundExpr& e = *node_->exprs[i];
    return e.kind == plan::BoundKind::kColumn &&
           e.type == in_.columns[e.column_index].type;
  }
  // Whether no later output passes the same input column through.
  bool LastUse(size_t i) const {
    const int column = node_->exprs[i]->column_index;
    for (size_t j = i + 1; j < node_->exprs.size(); ++j) {
      if (IsPassThrough(j) && node_->exprs[j]->column_index == column) {
        return false;
      }
    }
    return true;
  }

  DataChunk in_;
};

class LimitOp : public Operator {
 public:
  using Operator::Operator;

 protected:
  bool RewindImpl() override {
    started_ = false;
    limit_ = -1;
    skip_ = 0;
    seen_ = 0;
    return true;
  }

  absl::Status NextImpl(DataChunk* out) override {
    if (!started_) {
      started_ = true;
      absl::StatusOr<int64_t> limit =
          EvaluateCount(node_->limit.get(), ctx(), true);
      if (!limit.ok()) return limit.status();
      absl::StatusOr<int64_t> offset =
          EvaluateCount(node_->offset.get(), ctx(), false);
      if (!offset.ok()) return offset.status();
      limit_ = *limit;
      skip_ = std::max<int64_t>(*offset, 0);
      if (skip_ > 0 && limit_ != 0 && !node_->count_total) {
        absl::StatusOr<int64_t> dropped = children_[0]->Skip(skip_);
        if (!dropped.ok()) return dropped.status();
        skip_ -= *dropped;
        seen_ += *dropped;
      }
    }
    while (true) {
      if (limit_ == 0 && !node_->count_total) return absl::OkStatus();
      int want = kBatchSize;
      if (limit_ >= 0 && !node_->count_total) {
        want = limit_ >= kBatchSize || skip_ >= kBatchSize
                   ? kBatchSize
                   : static_cast<int>(
                         std::min<int64_t>(kBatchSize, limit_ + skip_));
      }
      absl::Status s = children_[0]->Next(&in_, want);
      if (!s.ok()) return s;
      if (in_.size == 0) {
        if (node_->count_total) state()->total = seen_;
        return absl::OkStatus();
      }
      seen_ += in_.size;
      int begin = 0;
      if (skip_ > 0) {
        int drop = static_cast<int>(std::min<int64_t>(skip_, in_.size));
        skip_ -= drop;
        begin = drop;
      }
      int end = in_.size;
      if (limit_ >= 0) {
        // limit_ may be near INT64_MAX: compare without adding to it.
        end = begin + static_cast<int>(std::min<int64_t>(end - begin, limit_));
      }
      if (end <= begin) continue;
      limit_ = limit_ < 0 ? -1 : limit_ - (end - begin);
      if (begin == 0 && end == in_.size) {
        *out = std::move(in_);
        in_ = DataChunk();
      } else {
        sel_.clear();
        for (int i = begin; i < end; ++i) sel_.push_back(i);
        GatherChunk(in_, sel_, out);
      }
      return absl::OkStatus();
    }
  }

 private:
  bool started_ = false;
  int64_t limit_ = -1;
  int64_t skip_ = 0;
  int64_t seen_ = 0;
  DataChunk in_;
  std::vector<int> sel_;
};

}  // namespace

OperatorPtr MakeScan(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<ScanOp>(n, std::move(e));
}
OperatorPtr MakeSingleRow(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<SingleRowOp>(n, std::move(e));
}
OperatorPtr MakeValues(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<ValuesOp>(n, std::move(e));
}
OperatorPtr MakeSeries(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<SeriesOp>(n, std::move(e));
}
OperatorPtr MakeUnnest(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<UnnestOp>(n, std::move(e));
}
OperatorPtr MakeFilter(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<FilterOp>(n, std::move(e));
}
OperatorPtr MakeProject(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<ProjectOp>(n, std::move(e));
}
OperatorPtr MakeLimit(const plan::PlanNode* n, EnvPtr e) {
  return std::make_unique<LimitOp>(n, std::move(e));
}

absl::StatusOr<std::unique_ptr<Operator>> BuildOperator(
    const plan::PlanNode& node, std::shared_ptr<ExecEnv> env) {
  using plan::NodeKind;
  OperatorPtr op;
  switch (node.kind) {
    case NodeKind::kScan:
      op = node.probe_columns.empty() ? MakeScan(&node, env)
                                      : MakeIndexProbe(&node, env);
      break;
    case NodeKind::kSingleRow:
      op = MakeSingleRow(&node, env);
      break;
    case NodeKind::kValues:
      op = MakeValues(&node, env);
      break;
    case NodeKind::kSeries:
      op = MakeSeries(&node, env);
      break;
    case NodeKind::kUnnest:
      op = MakeUnnest(&node, env);
      break;
    case NodeKind::kFilter:
      op = MakeFilter(&node, env);
      break;
    case NodeKind::kProject:
      op = MakeProject(&node, env);
      break;
    case NodeKind::kAggregate:
      op = MakeAggregate(&node, env);
      break;
    case NodeKind::kWindowCount:
      op = MakeWindowCount(&node, env);
      break;
    case NodeKind::kDistinct:
      op = MakeDistinct(&node, env);
      break;
    case NodeKind::kSort:
      op = MakeSort(&node, env);
      break;
    case NodeKind::kLimit:
      op = MakeLimit(&node, env);
      break;
    case NodeKind::kJoin:
      op = node.join_method == plan::JoinMethod::kIndexLookup
               ? MakeIndexJoin(&node, env)
               : MakeJoin(&node, env);
      break;
    case NodeKind::kSetOp:
      op = MakeSetOp(&node, env);
      break;
  }
  for (const plan::PlanPtr& child : node.children) {
    absl::StatusOr<OperatorPtr> c = BuildOperator(*child, env);
    if (!c.ok()) return c.status();
    op->children_.push_back(*std::move(c));
  }
  return op;
}

absl::Status RunPlan(const plan::PlanNode& node, ExecState* state,
                     const std::function<absl::Status(const DataChunk&)>& sink,
                     std::unique_ptr<Operator>* keep, KeptTree* kept) {
  state->subquery_cache.assign(state->stmt->subqueries.size(), std::nullopt);
  state->subquery_cache_limit.assign(state->stmt->subqueries.size(), -1);
  KeptTree fresh;
  KeptTree& tree = kept != nullptr ? *kept : fresh;
  bool rewound = false;
  if (tree.node == &node && tree.root != nullptr && !state->analyze) {
    tree.env->Restart(state);
    rewound = tree.root->Rewind();
  }
  if (!rewound) {
    tree.node = nullptr;
    tree.root.reset();
    tree.env = std::make_shared<ExecEnv>(
        state, std::vector<const std::vector<Value>*>());
    absl::StatusOr<OperatorPtr> op = BuildOperator(node, tree.env);
    if (!op.ok()) return op.status();
    tree.root = *std::move(op);
  }
  // A tree that fails midway is not kept.
  tree.node = nullptr;
  DataChunk& chunk = tree.chunk;
  while (true) {
    absl::Status s = tree.root->Next(&chunk);
    if (!s.ok()) return s;
    if (chunk.size == 0) break;
    s = sink(chunk);
    if (!s.ok()) return s;
  }
  if (keep != nullptr) {
    *keep = std::move(tree.root);
  } else {
    tree.node = &node;
  }
  return absl::OkStatus();
}

}  // namespace kite
