#include "engine/direct_query.h"

#include <algorithm>
#include <memory>
#include <utility>

#include "engine/expression_eval.h"
#include "engine/operators.h"
#include "storage/table.h"

namespace kite {
namespace {

// The nodes of a direct query's plan, from the top.
struct Shape {
  const plan::PlanNode* limit = nullptr;    // or null
  const plan::PlanNode* project = nullptr;  // or null
  const plan::PlanNode* scan = nullptr;
};

bool Match(const plan::PlanNode& root, Shape* shape) {
  const plan::PlanNode* node = &root;
  if (node->kind == plan::NodeKind::kLimit) {
    if (node->count_total) return false;
    shape->limit = node;
    node = node->children[0].get();
  }
  if (node->kind == plan::NodeKind::kProject) {
    const plan::PlanNode& below = *node->children[0];
    if (below.kind != plan::NodeKind::kScan || !IsColumnProjection(*node)) {
      return false;
    }
    for (const plan::BoundExprPtr& e : node->exprs) {
      if (e->column_index >= static_cast<int>(below.needed.size()) ||
          !below.needed[e->column_index]) {
        return false;
      }
    }
    shape->project = node;
    node = &below;
  }
  if (node->kind != plan::NodeKind::kScan || !node->probe_columns.empty() ||
      node->with_row_id) {
    return false;
  }
  if (shape->project == nullptr &&
      std::find(node->needed.begin(), node->needed.end(), false) !=
          node->needed.end()) {
    return false;
  }
  shape->scan = node;
  return true;
}

// The table column of output column `i`.
int TableColumn(const Shape& shape, int i) {
  return shape.project == nullptr ? i : shape.project->exprs[i]->column_index;
}

// Appends every output column of `rows` to the result, straight from the
// table. For a few scattered rows (up to kPrefetchRows: a point lookup, an
// IN list, a page of scattered index hits) the cache misses overlap: each
// column's line is requested before any is read, then each string's bytes
// before any is copied. Read one column after another, a point lookup would
// wait for each miss in turn. (Rows close together in slot order, as a
// scan reads them, need no hint: the hardware's prefetcher follows them.)
void AppendRows(const Shape& shape, const Table& table,
                absl::Span<const RowId> rows, ResultData* out) {
  const int n = static_cast<int>(rows.size());
  const int columns = static_cast<int>(out->columns.size());
  const bool clustered =
      rows.back() > rows.front() && rows.back() - rows.front() < RowId(4 * n);
  if (n <= kPrefetchRows && !clustered) {
    for (int i = 0; i < columns; ++i) {
      table.Prefetch(TableColumn(shape, i), rows.data(), n);
    }
    for (int i = 0; i < columns; ++i) {
      table.PrefetchValues(TableColumn(shape, i), rows.data(), n);
    }
  }
  for (int i = 0; i < columns; ++i) {
    table.AppendRows(TableColumn(shape, i), rows.data(), n, &out->columns[i]);
  }
  out->rows += n;
}

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

// RunDirectQuery once the plan matched.
absl::Status Run(const Shape& shape, ExecState* state, KeptTree* kept,
                 ResultData* out) {
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
  const Table& table = *shape.scan->table;
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
    if (skip > 0) {
      const size_t drop = static_cast<size_t>(
          std::min<int64_t>(skip, static_cast<int64_t>(rows.size())));
      rows.remove_prefix(drop);
      skip -= static_cast<int64_t>(drop);
    }
    if (limit >= 0 && static_cast<int64_t>(rows.size()) > limit) {
      rows = rows.first(static_cast<size_t>(limit));
    }
    if (rows.empty()) continue;
    AppendRows(shape, table, rows, out);
    if (limit > 0) limit -= static_cast<int64_t>(rows.size());
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

bool CollectDirectRows(const plan::PlanNode& root, ExecState* state,
                       KeptTree* kept, std::vector<std::vector<Value>>* rows,
                       absl::Status* status) {
  if (root.kind != plan::NodeKind::kProject || root.children.size() != 1 ||
      root.exprs.empty()) {
    return false;
  }
  const plan::PlanNode& scan = *root.children[0];
  if (scan.kind != plan::NodeKind::kScan || !scan.with_row_id ||
      !scan.probe_columns.empty()) {
    return false;
  }
  const plan::BoundExpr& row_id = *root.exprs[0];
  if (row_id.kind != plan::BoundKind::kColumn ||
      row_id.column_index != scan.column_count() - 1) {
    return false;
  }
  for (size_t i = 1; i < root.exprs.size(); ++i) {
    if (!ReadsNoRow(*root.exprs[i])) return false;
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
  Shape shape;
  if (!Match(root, &shape)) return false;
  *status = Run(shape, state, kept, out);
  return true;
}

}  // namespace kite
