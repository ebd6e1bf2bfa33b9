#include "exec/direct_query.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

#include "absl/container/inlined_vector.h"
#include "absl/types/span.h"
#include "exec/key_conversion.h"
#include "exec/operators.h"
#include "expr/expression_eval.h"
#include "storage/table.h"

namespace kite {
namespace {

// The nodes of a direct query's plan, from the top.
struct Shape {
  const plan::PlanNode* limit = nullptr;    // or null
  const plan::PlanNode* project = nullptr;  // or null
  const plan::PlanNode* join = nullptr;     // or null
  const plan::PlanNode* scan = nullptr;     // the table read (join's left)
  const plan::PlanNode* probe = nullptr;    // join's right input, or null
};

// Whether `node` is a scan that reads its table (a probed one does not)
// and adds no row-id column.
bool IsReadScan(const plan::PlanNode& node) {
  return node.kind == plan::NodeKind::kScan && node.probe_columns.empty() &&
         !node.with_row_id;
}

// An inner index join whose every left row finds at most one right row
// through the right table's one-column primary key, with nothing else to
// check: `a JOIN b ON b.pk = a.x`, where a.x is a column of the left scan.
bool MatchJoin(const plan::PlanNode& join, Shape* shape) {
  if (join.kind != plan::NodeKind::kJoin ||
      join.join_method != plan::JoinMethod::kIndexLookup ||
      join.join_type != ast::JoinType::kInner || join.predicate != nullptr ||
      join.left_keys.size() != 1 || join.children.size() != 2) {
    return false;
  }
  const plan::PlanNode& left = *join.children[0];
  const plan::PlanNode& right = *join.children[1];
  // The key may be cast to the primary key's type (exactly: a column's
  // value converts back to it, see ToKeyType).
  const plan::BoundExpr* key = plan::ColumnUnderCast(*join.left_keys[0]);
  if (key == nullptr || !IsReadScan(left) ||
      right.kind != plan::NodeKind::kScan || right.with_row_id ||
      right.probe_columns.size() != 1 || !right.probe_index.empty() ||
      right.predicate != nullptr || !right.full_scan() ||
      right.table->schema().primary_key.size() != 1 || key->column_index < 0 ||
      key->column_index >= left.column_count()) {
    return false;
  }
  shape->join = &join;
  shape->scan = &left;
  shape->probe = &right;
  return true;
}

// Where column `column` of the node below the projection comes from: the
// scan or the probed scan, and the table column.
std::pair<const plan::PlanNode*, int> Source(const Shape& shape, int column) {
  const int left = shape.scan->column_count();
  if (shape.probe != nullptr && column >= left) {
    return {shape.probe, column - left};
  }
  return {shape.scan, column};
}

bool AllNeeded(const plan::PlanNode& scan) {
  return std::find(scan.needed.begin(), scan.needed.end(), false) ==
         scan.needed.end();
}

bool Match(const plan::PlanNode& root, Shape* shape) {
  const plan::PlanNode* node = &root;
  if (node->kind == plan::NodeKind::kLimit) {
    if (node->count_total) return false;
    shape->limit = node;
    node = node->children[0].get();
  }
  if (node->kind == plan::NodeKind::kProject) {
    if (!IsColumnProjection(*node)) return false;
    shape->project = node;
    node = node->children[0].get();
  }
  if (node->kind == plan::NodeKind::kJoin) {
    if (!MatchJoin(*node, shape)) return false;
  } else if (IsReadScan(*node)) {
    shape->scan = node;
  } else {
    return false;
  }
  if (shape->project == nullptr) {
    return AllNeeded(*shape->scan) &&
           (shape->probe == nullptr || AllNeeded(*shape->probe));
  }
  for (const plan::BoundExprPtr& e : shape->project->exprs) {
    const auto [scan, column] = Source(*shape, e->column_index);
    if (column >= static_cast<int>(scan->needed.size()) ||
        !scan->needed[column]) {
      return false;
    }
  }
  return true;
}

// Where an output column is read from.
struct ColumnSource {
  const Table* table;
  int column;
  bool probed;  // from the join's probed table
  // The scanned table's one-column integer primary key: a keyed SELECT
  // appends the key it looked up instead of reading the column (one cache
  // line fewer).
  bool key;
};
using ColumnSources = absl::InlinedVector<ColumnSource, 16>;

// The source of each output column, found once per run.
ColumnSources OutputSources(const Shape& shape, int columns) {
  ColumnSources sources;
  for (int i = 0; i < columns; ++i) {
    const auto [scan, column] = Source(
        shape,
        shape.project == nullptr ? i : shape.project->exprs[i]->column_index);
    const Table& table = *scan->table;
    const std::vector<int>& key = table.schema().primary_key;
    const bool probed = scan != shape.scan;
    sources.push_back({&table, column, probed,
                       !probed && table.has_integer_key() && key.size() == 1 &&
                           key[0] == column});
  }
  return sources;
}

// Whether `ids` are a few scattered rows (2 to kPrefetchRows: a join of
// an IN list's keys), whose cache misses are worth overlapping. Rows close
// together in slot order, as a scan reads them, need no hint: the
// hardware's prefetcher follows them. A lone row gets its own (PrefetchRow).
bool Scattered(absl::Span<const RowId> ids) {
  const size_t n = ids.size();
  return n > 1 && n <= kPrefetchRows &&
         !(ids.back() > ids.front() && ids.back() - ids.front() < RowId(4 * n));
}

// Requests the cache line of each output column of `rows` that comes from
// the probed table (`probed`) or from the scanned one, if they are
// Scattered. A join does it for the scanned side before probing, so that
// these lines load while the probes wait for theirs.
void PrefetchLines(const ColumnSources& sources, bool probed,
                   absl::Span<const RowId> rows) {
  if (!Scattered(rows)) return;
  for (const ColumnSource& c : sources) {
    if (c.probed == probed) {
      c.table->Prefetch(c.column, rows.data(), static_cast<int>(rows.size()));
    }
  }
}

// Requests the cache line of each output column of the lone row `row` of
// a keyed SELECT (but the key's, which is not read), before any is read: its
// columns are appended one by one, too far apart for the core to overlap their
// misses by itself. Measured at 1M rows (10K ids drawn again and again): 220 ->
// 196 ns a query; over all 1M ids, 572 -> 449 ns; at 100K, where the rows stay
// in cache, no change. Still so with each column read by a few dozen
// instructions (Table::SetOne): over all 1M ids 430-464 ns without, 352-372
// with; with the one-row result form, 185-228 ns without, 169-222 with.
// Only the first line of each: a hint for a string's bytes waits for the line
// that locates them.
void PrefetchRow(const ColumnSources& sources, RowId row) {
  for (const ColumnSource& c : sources) {
    if (!c.key) c.table->Prefetch(c.column, &row, 1);
  }
}

// Appends every output column of `rows` (joined to `probed`, for a join)
// to the result, straight from the tables. A join's Scattered rows have
// their cache misses overlapped by hints: each column's line is requested
// before any is read (already done for the scanned side, before probing),
// then each string's bytes. A read of one table gets no hints: the core
// overlaps its misses by itself, and the hints cost more than they saved
// (a string's bytes hint waits for the line that locates them): without
// them, at 1M rows, 2cond ran 1.49M -> 1.87M queries/s and in5 790K ->
// 940K, while join fell 675K -> 520K, so joins keep them. (Each column's
// line alone, without the bytes hint, still cost 2cond 12%: 506 -> 570
// ns a query at 1M.)
void AppendRows(const ColumnSources& sources, absl::Span<const RowId> rows,
                absl::Span<const RowId> probed, bool join, ResultData* out) {
  const int n = static_cast<int>(rows.size());
  const int columns = static_cast<int>(sources.size());
  const RowId* ids[2] = {rows.data(), probed.data()};
  if (join) {
    const bool prefetch[2] = {Scattered(rows), Scattered(probed)};
    PrefetchLines(sources, true, probed);
    for (const ColumnSource& c : sources) {
      if (prefetch[c.probed]) {
        c.table->PrefetchValues(c.column, ids[c.probed], n);
      }
    }
  }
  for (int i = 0; i < columns; ++i) {
    const ColumnSource& c = sources[i];
    c.table->AppendRows(c.column, ids[c.probed], n, &out->columns[i]);
  }
  out->rows += n;
}

// The value of `e` if it is a parameter or a constant (what an UPDATE or
// DELETE by key usually sets and looks up), else null.
const Value* PlainValue(const plan::BoundExpr& e,
                        const std::vector<Value>* params) {
  if (e.kind == plan::BoundKind::kConstant) return &e.constant;
  if (e.kind != plan::BoundKind::kParameter || params == nullptr ||
      e.param_index < 1 ||
      static_cast<size_t>(e.param_index) > params->size()) {
    return nullptr;
  }
  return &(*params)[e.param_index - 1];
}

// A scan that is one lookup of its table's one-column integer primary key
// with nothing else to check (`WHERE id = $1`): the key's expression and
// type, found once per plan (KeyedLookupOf); `expr` is null for another
// scan.
struct KeyedLookup {
  const plan::BoundExpr* expr = nullptr;
  const Table* table = nullptr;
  Type type;
};

KeyedLookup KeyedLookupOf(const plan::PlanNode& scan) {
  const Table& table = *scan.table;
  if (scan.lookup_keys.size() != 1 || scan.lookup_keys[0].size() != 1 ||
      scan.predicate != nullptr ||
      scan.access.kind != plan::AccessKind::kNone || !table.has_integer_key()) {
    return {};
  }
  return {.expr = scan.lookup_keys[0][0].get(),
          .table = &table,
          .type = table.schema().columns[table.schema().primary_key[0]].type};
}

// The row `lookup` finds when its key is a parameter or constant of the
// key's type: found without the scan operator, which cost a point lookup
// about a third of its instructions. `*applies` is false when that does
// not apply; otherwise the row, or none, and `*key` the key looked up (the
// key column's value in the row) when given.
std::optional<RowId> KeyedRow(const KeyedLookup& lookup,
                              const std::vector<Value>* params, bool* applies,
                              int64_t* key_value = nullptr) {
  *applies = false;
  if (lookup.expr == nullptr) return std::nullopt;
  const Value* key = PlainValue(*lookup.expr, params);
  if (key == nullptr || key->is_null() || key->type() != lookup.type) {
    return std::nullopt;
  }
  *applies = true;
  if (key_value != nullptr) *key_value = key->int_value();
  return lookup.table->FindByIntegerKey(key->int_value());
}

// A plan as RunDirectQuery reads it: whether it has the direct shape, its
// nodes, and where each output column comes from.
struct DirectPlan {
  const plan::PlanNode* root = nullptr;
  bool matched = false;
  Shape shape;
  ColumnSources sources;
  // A keyed SELECT's lookup (no limit, no join), else empty.
  KeyedLookup keyed;
};

DirectPlan ReadPlan(const plan::PlanNode& root) {
  DirectPlan plan;
  plan.root = &root;
  plan.matched = Match(root, &plan.shape);
  if (plan.matched) {
    plan.sources = OutputSources(plan.shape, root.column_count());
    if (plan.shape.limit == nullptr && plan.shape.join == nullptr) {
      plan.keyed = KeyedLookupOf(*plan.shape.scan);
    }
  }
  return plan;
}

// A join's probes of one batch of scanned rows: the rows that find a row
// in the probed table, and that row, in the order of `rows`.
class Prober {
 public:
  explicit Prober(const Shape& shape)
      : scanned_(*shape.scan->table),
        probed_(*shape.probe->table),
        key_column_(
            plan::ColumnUnderCast(*shape.join->left_keys[0])->column_index),
        key_type_(probed_.schema().columns[shape.probe->probe_columns[0]].type),
        // Keys of one integer type are looked up by their int64 values.
        integer_keys_(probed_.has_integer_key() &&
                      scanned_.schema().columns[key_column_].type ==
                          key_type_) {}

  // Looks up every row of `rows`, a batch at most kBatchSize long; the
  // spans stay valid until the next call on this thread.
  void Probe(absl::Span<const RowId> rows, absl::Span<const RowId>* found,
             absl::Span<const RowId>* probed) {
    Scratch& s = scratch_;
    s.found.clear();
    s.probed.clear();
    const int n = static_cast<int>(rows.size());
    // The hash slots of a few probes load at once (see AppendRows).
    const bool prefetch = n <= kPrefetchRows;
    if (integer_keys_) {
      scanned_.Fetch(key_column_, rows.data(), n, &s.ints);
      if (prefetch) {
        for (int i = 0; i < n; ++i) {
          if (!s.ints.IsNull(i)) probed_.PrefetchIntegerKey(s.ints.ints[i]);
        }
      }
      for (int i = 0; i < n; ++i) {
        if (s.ints.IsNull(i)) continue;
        Add(rows[i], probed_.FindByIntegerKey(s.ints.ints[i]));
      }
    } else {
      s.keys.resize(rows.size());
      s.has_key.resize(rows.size());
      for (int i = 0; i < n; ++i) {
        s.has_key[i] = ToKeyType(scanned_.GetValue(rows[i], key_column_),
                                 key_type_, &s.keys[i]);
        if (s.has_key[i] && prefetch) {
          probed_.PrefetchPrimaryKey(absl::MakeConstSpan(&s.keys[i], 1));
        }
      }
      for (int i = 0; i < n; ++i) {
        if (!s.has_key[i]) continue;
        Add(rows[i],
            probed_.FindByPrimaryKey(absl::MakeConstSpan(&s.keys[i], 1)));
      }
    }
    *found = s.found;
    *probed = s.probed;
  }

 private:
  // The buffers of a thread's probes, kept between queries.
  struct Scratch {
    Vector ints;
    std::vector<Value> keys;
    std::vector<uint8_t> has_key;
    std::vector<RowId> found;
    std::vector<RowId> probed;
  };

  void Add(RowId row, std::optional<RowId> match) {
    if (!match.has_value()) return;
    scratch_.found.push_back(row);
    scratch_.probed.push_back(*match);
  }

  static thread_local Scratch scratch_;
  const Table& scanned_;
  const Table& probed_;
  const int key_column_;
  const Type key_type_;
  const bool integer_keys_;
};

thread_local Prober::Scratch Prober::scratch_;

// Readies tree->root, a scan operator for `scan`: the one kept in `tree`
// rewound, or a new one. tree->node stays null until the caller has run
// the scan to the end (a scan that fails midway is not kept).
void StartScan(const plan::PlanNode& scan, ExecState* state, KeptTree* tree) {
  state->subquery_cache.assign(state->stmt->subqueries.size(), std::nullopt);
  state->subquery_cache_limit.assign(state->stmt->subqueries.size(), -1);
  bool rewound = false;
  if (tree->node == &scan && tree->root != nullptr) {
    tree->env->Restart(state);
    rewound = tree->root->Rewind();
  }
  if (!rewound) {
    tree->root.reset();
    tree->env = std::make_shared<ExecEnv>(
        state, std::vector<const std::vector<Value>*>());
    tree->root = MakeScan(&scan, tree->env);
  }
  tree->node = nullptr;
}

// Whether `e` reads nothing of the row it is evaluated for: no column, no
// outer column, no subquery (which may be correlated).
bool ReadsNoRow(const plan::BoundExpr& e) {
  if (e.kind == plan::BoundKind::kColumn ||
      e.kind == plan::BoundKind::kOuterColumn ||
      e.kind == plan::BoundKind::kSubquery) {
    return false;
  }
  for (const plan::BoundExprPtr& child : e.children) {
    if (child != nullptr && !ReadsNoRow(*child)) return false;
  }
  return true;
}

// Writes the row `row` that a keyed SELECT found by `key` (KeyedRow) into
// the columns' slots (ResultData::StartOneRow).
void WriteKeyedRow(const ColumnSources& sources, RowId row, int64_t key,
                   ResultData* out) {
  PrefetchRow(sources, row);
  // Read once: a store of a NULL flag (a byte) may alias anything, so the
  // loop would load them again after each.
  const absl::Span<const ColumnSource> source(sources);
  ResultColumn* const columns = out->columns.data();
  for (size_t i = 0; i < source.size(); ++i) {
    const ColumnSource& c = source[i];
    ValueLanes* column = &columns[i];
    if (c.key) {  // (an integer key: never NULL)
      column->nulls[0] = 0;
      column->ints[0] = key;
    } else {
      c.table->SetOne(c.column, row, column);
    }
  }
  out->rows = 1;
}

// RunDirectQuery once the plan matched.
absl::Status Run(const DirectPlan& plan, ExecState* state, KeptTree* kept,
                 ResultData* out) {
  const Shape& shape = plan.shape;
  if (plan.keyed.expr != nullptr) {
    bool keyed;
    int64_t key;
    const std::optional<RowId> row =
        KeyedRow(plan.keyed, state->params, &keyed, &key);
    if (keyed) {
      const plan::BoundStatement& stmt = *state->stmt;
      out->StartOneRow(stmt.plan->names, stmt.plan->types, stmt.id);
      if (row.has_value()) WriteKeyedRow(plan.sources, *row, key, out);
      return absl::OkStatus();
    }
  }
  KeptTree fresh;
  KeptTree& tree = kept != nullptr ? *kept : fresh;
  StartScan(*shape.scan, state, &tree);

  int64_t limit = -1;
  int64_t skip = 0;
  if (shape.limit != nullptr) {
    absl::StatusOr<int64_t> n =
        EvaluateCount(shape.limit->limit.get(), tree.env->ctx(), true);
    if (!n.ok()) return n.status();
    absl::StatusOr<int64_t> offset =
        EvaluateCount(shape.limit->offset.get(), tree.env->ctx(), false);
    if (!offset.ok()) return offset.status();
    limit = *n;
    skip = std::max<int64_t>(*offset, 0);
  }
  std::optional<Prober> prober;
  if (shape.join != nullptr) prober.emplace(shape);
  while (limit != 0) {
    int want = kBatchSize;
    // limit and skip may be near INT64_MAX: compare without adding.
    if (limit >= 0 && limit < kBatchSize && skip < kBatchSize) {
      want = static_cast<int>(std::min<int64_t>(kBatchSize, limit + skip));
    }
    absl::Span<const RowId> rows;
    absl::Status s = tree.root->NextRowIds(want, &rows);
    if (!s.ok()) return s;
    if (rows.empty()) break;
    absl::Span<const RowId> probed;
    if (prober.has_value()) {
      PrefetchLines(plan.sources, false, rows);
      prober->Probe(rows, &rows, &probed);
      if (rows.empty()) continue;
    }
    if (skip > 0) {
      const size_t drop = static_cast<size_t>(
          std::min<int64_t>(skip, static_cast<int64_t>(rows.size())));
      rows.remove_prefix(drop);
      if (!probed.empty()) probed.remove_prefix(drop);
      skip -= static_cast<int64_t>(drop);
    }
    if (limit >= 0 && static_cast<int64_t>(rows.size()) > limit) {
      rows = rows.first(static_cast<size_t>(limit));
      if (!probed.empty()) probed = probed.first(rows.size());
    }
    if (rows.empty()) continue;
    AppendRows(plan.sources, rows, probed, prober.has_value(), out);
    if (limit > 0) limit -= static_cast<int64_t>(rows.size());
    if (state->after_rows != nullptr) {
      if (s = (*state->after_rows)(); !s.ok()) return s;
    }
    if (s = CheckInterrupt(*state); !s.ok()) return s;
  }
  tree.node = shape.scan;
  return absl::OkStatus();
}

}  // namespace

bool IsColumnProjection(const plan::PlanNode& node) {
  if (node.kind != plan::NodeKind::kProject || node.children.size() != 1) {
    return false;
  }
  const plan::PlanNode& below = *node.children[0];
  for (const plan::BoundExprPtr& e : node.exprs) {
    if (e->kind != plan::BoundKind::kColumn || e->column_index < 0 ||
        e->column_index >= below.column_count() ||
        e->type != below.types[e->column_index]) {
      return false;
    }
  }
  return true;
}

namespace {

// The scan below `root` when `root` has CollectDirectRows' shape (a
// Project over a Scan of the target whose first output is the row id and
// whose other outputs read nothing of the row), else null.
const plan::PlanNode* DirectCollectScan(const plan::PlanNode& root) {
  if (root.kind != plan::NodeKind::kProject || root.children.size() != 1 ||
      root.exprs.empty()) {
    return nullptr;
  }
  const plan::PlanNode& scan = *root.children[0];
  if (scan.kind != plan::NodeKind::kScan || !scan.with_row_id ||
      !scan.probe_columns.empty()) {
    return nullptr;
  }
  const plan::BoundExpr& row_id = *root.exprs[0];
  if (row_id.kind != plan::BoundKind::kColumn ||
      row_id.column_index != scan.column_count() - 1) {
    return nullptr;
  }
  for (size_t i = 1; i < root.exprs.size(); ++i) {
    if (!ReadsNoRow(*root.exprs[i])) return nullptr;
  }
  return &scan;
}

// CollectKeyedRow below a checked shape, into any vector of Values.
template <typename Row>
bool CollectKeyedRowInto(const plan::PlanNode& root, const plan::PlanNode& scan,
                         const ExecState& state, Row* row) {
  absl::InlinedVector<const Value*, 8> values;
  for (size_t i = 1; i < root.exprs.size(); ++i) {
    values.push_back(PlainValue(*root.exprs[i], state.params));
    if (values.back() == nullptr) return false;
  }
  bool keyed;
  const std::optional<RowId> id =
      KeyedRow(KeyedLookupOf(scan), state.params, &keyed);
  if (!keyed) return false;
  row->clear();
  if (!id.has_value()) return true;
  row->reserve(root.exprs.size());
  row->push_back(Value::Bigint(*id));
  for (const Value* v : values) row->push_back(*v);
  return true;
}

}  // namespace

bool CollectKeyedRow(const plan::PlanNode& root, const ExecState& state,
                     absl::InlinedVector<Value, 8>* row) {
  const plan::PlanNode* scan = DirectCollectScan(root);
  return scan != nullptr && CollectKeyedRowInto(root, *scan, state, row);
}

bool CollectDirectRows(const plan::PlanNode& root, ExecState* state,
                       KeptTree* kept, std::vector<std::vector<Value>>* rows,
                       absl::Status* status) {
  const plan::PlanNode* found = DirectCollectScan(root);
  if (found == nullptr) return false;
  const plan::PlanNode& scan = *found;
  std::vector<Value> keyed;
  if (CollectKeyedRowInto(root, scan, *state, &keyed)) {
    if (!keyed.empty()) rows->push_back(std::move(keyed));
    *status = absl::OkStatus();
    return true;
  }
  KeptTree fresh;
  KeptTree& tree = kept != nullptr ? *kept : fresh;
  StartScan(scan, state, &tree);
  *status = [&]() -> absl::Status {
    while (true) {
      absl::Span<const RowId> ids;
      if (absl::Status s = tree.root->NextRowIds(kBatchSize, &ids); !s.ok()) {
        return s;
      }
      if (ids.empty()) return absl::OkStatus();
      for (RowId id : ids) {
        std::vector<Value>& row = rows->emplace_back();
        row.reserve(root.exprs.size());
        row.push_back(Value::Bigint(id));
        // Once per row, as the operator tree would: a volatile function
        // (random()) gives each row its own value.
        for (size_t i = 1; i < root.exprs.size(); ++i) {
          absl::StatusOr<Value> v =
              EvaluateScalar(*root.exprs[i], tree.env->ctx());
          if (!v.ok()) return v.status();
          row.push_back(*std::move(v));
        }
      }
    }
  }();
  if (status->ok()) tree.node = &scan;
  return true;
}

bool RunDirectQuery(const plan::PlanNode& root, ExecState* state,
                    KeptTree* kept, ResultData* out, absl::Status* status) {
  // A kept tree belongs to one plan (it is dropped when the statement is
  // bound again), so its reading of the plan holds for every run.
  const DirectPlan* plan =
      kept == nullptr ? nullptr
                      : static_cast<const DirectPlan*>(kept->direct.get());
  DirectPlan read;
  if (plan == nullptr || plan->root != &root) {
    read = ReadPlan(root);
    plan = &read;
    if (kept != nullptr) {
      auto shared = std::make_shared<const DirectPlan>(std::move(read));
      plan = shared.get();
      kept->direct = std::move(shared);
    }
  }
  if (!plan->matched) return false;
  *status = Run(*plan, state, kept, out);
  return true;
}

namespace {

// The reading of stmt's plan kept in `kept` if it is a keyed SELECT's.
const DirectPlan* KeyedPlan(const plan::BoundStatement& stmt,
                            const KeptTree& kept) {
  const auto* plan = static_cast<const DirectPlan*>(kept.direct.get());
  if (plan == nullptr || plan->root != stmt.plan.get() ||
      plan->keyed.expr == nullptr) {
    return nullptr;
  }
  return plan;
}

}  // namespace

const Table* KeyedSelectTable(const plan::BoundStatement& stmt,
                              const KeptTree& kept) {
  const DirectPlan* plan = KeyedPlan(stmt, kept);
  return plan == nullptr ? nullptr : plan->keyed.table;
}

bool RunKeyedSelect(const plan::BoundStatement& stmt,
                    const std::vector<Value>& params, const KeptTree& kept,
                    ResultData* out) {
  const DirectPlan* plan = KeyedPlan(stmt, kept);
  if (plan == nullptr) return false;
  bool keyed;
  int64_t key;
  const std::optional<RowId> row = KeyedRow(plan->keyed, &params, &keyed, &key);
  if (!keyed) return false;
  out->StartOneRow(stmt.plan->names, stmt.plan->types, stmt.id);
  if (row.has_value()) WriteKeyedRow(plan->sources, *row, key, out);
  out->EndSelect(stmt.with_total);
  return true;
}

}  // namespace kite
