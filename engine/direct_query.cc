#include "engine/direct_query.h"

#include <algorithm>
#include <memory>
#include <utility>

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

// RunDirectQuery once the plan matched.
absl::Status Run(const Shape& shape, ExecState* state, KeptTree* kept,
                 ResultData* out) {
  state->subquery_cache.assign(state->stmt->subqueries.size(), std::nullopt);
  state->subquery_cache_limit.assign(state->stmt->subqueries.size(), -1);
  KeptTree fresh;
  KeptTree& tree = kept != nullptr ? *kept : fresh;
  bool rewound = false;
  if (tree.node == shape.scan && tree.root != nullptr) {
    tree.env->Restart(state);
    rewound = tree.root->Rewind();
  }
  if (!rewound) {
    tree.root.reset();
    tree.env = std::make_shared<ExecEnv>(
        state, std::vector<const std::vector<Value>*>());
    tree.root = MakeScan(shape.scan, tree.env);
  }
  // A scan that fails midway is not kept.
  tree.node = nullptr;

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
  const int columns = static_cast<int>(out->columns.size());
  // The kept batch's vectors are the columns' scratch space.
  std::vector<Vector>& scratch = tree.chunk.columns;
  if (static_cast<int>(scratch.size()) < columns) scratch.resize(columns);
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
    const int n = static_cast<int>(rows.size());
    for (int i = 0; i < columns; ++i) {
      table.Fetch(TableColumn(shape, i), rows.data(), n, &scratch[i]);
      out->AppendVector(i, scratch[i], n);
    }
    out->rows += n;
    if (limit > 0) limit -= n;
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

bool RunDirectQuery(const plan::PlanNode& root, ExecState* state,
                    KeptTree* kept, ResultData* out, absl::Status* status) {
  Shape shape;
  if (!Match(root, &shape)) return false;
  *status = Run(shape, state, kept, out);
  return true;
}

}  // namespace kite
