#include "planner/index_join.h"

#include <memory>
#include <utility>

#include "planner/cardinality.h"
#include "planner/plan_walk.h"

namespace kite::plan {
namespace {

// The scan column `key` gives the exact value of, or -1: a column, or one
// cast to a type every value of it converts to and back unchanged.
int ProbedColumn(const BoundExpr& key, const PlanNode& scan) {
  const BoundExpr* column = &key;
  if (key.kind == BoundKind::kCast && key.children.size() == 1) {
    column = key.children[0].get();
  }
  if (column->kind != BoundKind::kColumn || column->column_index < 0 ||
      column->column_index >= static_cast<int>(scan.needed.size())) {
    return -1;
  }
  const Type type = scan.types[column->column_index];
  if (column->type != type || type.is_array() ||
      !PrimaryKeyComparable(type, key.type)) {
    return -1;
  }
  return column->column_index;
}

// Fills probe->columns / keys with the key giving each of `index_columns`
// in turn, as far as `given` (per scan column, the key giving it or -1)
// reaches. Returns how many were given.
size_t GivenPrefix(const std::vector<int>& index_columns,
                   const std::vector<int>& given, IndexProbe* probe) {
  for (int c : index_columns) {
    if (given[c] < 0) break;
    probe->columns.push_back(c);
    probe->keys.push_back(given[c]);
  }
  return probe->columns.size();
}

// Rows one probe giving `columns` finds.
double RowsPerProbe(const Table& table, const std::vector<int>& columns,
                    bool unique) {
  if (unique) return 1;
  double rows = TableRows(table);
  for (int c : columns) rows /= TableDistinct(table, c);
  return std::max(rows, 1.0);
}

}  // namespace

bool CanProbe(const PlanNode& node) {
  return node.kind == NodeKind::kScan && node.table != nullptr &&
         node.full_scan() && node.probe_columns.empty() && !node.with_row_id;
}

std::optional<IndexProbe> FindIndexProbe(
    const PlanNode& scan, absl::Span<const BoundExprPtr> right_keys,
    bool secondary) {
  if (!CanProbe(scan)) return std::nullopt;
  std::vector<int> given(scan.needed.size(), -1);
  for (size_t k = 0; k < right_keys.size(); ++k) {
    const int c = ProbedColumn(*right_keys[k], scan);
    if (c >= 0 && given[c] < 0) given[c] = static_cast<int>(k);
  }
  const Table& table = *scan.table;
  std::optional<IndexProbe> best;
  auto consider = [&](IndexProbe probe) {
    if (!best.has_value() || probe.rows_per_probe < best->rows_per_probe) {
      best = std::move(probe);
    }
  };
  const std::vector<int>& pk = table.schema().primary_key;
  if (!pk.empty()) {
    IndexProbe probe;
    if (GivenPrefix(pk, given, &probe) == pk.size()) consider(probe);
  }
  if (!secondary) return best;
  for (const std::shared_ptr<TableIndex>& index : table.indexes()) {
    const IndexDef& def = index->def();
    IndexProbe probe;
    probe.index = def.name;
    probe.ordered = def.method == IndexMethod::kBtree;
    const size_t n = GivenPrefix(def.columns, given, &probe);
    if (n == 0 || (!probe.ordered && n < def.columns.size())) continue;
    probe.rows_per_probe = RowsPerProbe(table, probe.columns,
                                        def.unique && n == def.columns.size());
    consider(std::move(probe));
  }
  return best;
}

void MakeIndexJoin(const IndexProbe& probe, PlanNode* join) {
  const int lw = join->children[0]->column_count();
  std::vector<BoundExprPtr> left, right;
  for (int k : probe.keys) {
    left.push_back(std::move(join->left_keys[k]));
    right.push_back(std::move(join->right_keys[k]));
  }
  std::vector<BoundExprPtr> filter = SplitConjuncts(std::move(join->predicate));
  for (size_t k = 0; k < join->left_keys.size(); ++k) {
    if (join->left_keys[k] == nullptr) continue;  // probed
    auto eq = std::make_unique<BoundExpr>();
    eq->kind = BoundKind::kCompare;
    eq->op = ast::Op::kEq;
    eq->type = Type::Boolean();
    RemapColumns(join->right_keys[k].get(), [lw](int c) { return c + lw; });
    eq->children.push_back(std::move(join->left_keys[k]));
    eq->children.push_back(std::move(join->right_keys[k]));
    filter.push_back(std::move(eq));
  }
  join->left_keys = std::move(left);
  join->right_keys = std::move(right);
  join->predicate = Conjunction(std::move(filter));
  join->join_method = JoinMethod::kIndexLookup;
  PlanNode& scan = *join->children[1];
  scan.probe_columns = probe.columns;
  scan.probe_index = probe.index;
}

}  // namespace kite::plan
