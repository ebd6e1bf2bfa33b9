// Join order and join methods (see ChooseJoins in join_order.h).
//
// A tree of inner joins is taken apart into its inputs (leaves) and its
// conditions, rewritten over "global" columns: the positions of the tree's
// output, i.e. the leaves' columns side by side in their written order. A
// plan for every set of leaves is then found from plans of smaller sets,
// and the best plan of all the leaves is built back into join nodes whose
// conditions are mapped from global columns to their inputs' positions.
#include "planner/join_order.h"

#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "common/interrupt.h"
#include "planner/binder.h"
#include "planner/cardinality.h"
#include "planner/index_join.h"
#include "planner/join_cost.h"
#include "planner/plan_walk.h"

namespace kite::plan {
namespace {

using TableSet = uint64_t;         // bit i: leaf i
constexpr size_t kMaxLeaves = 63;  // a TableSet per set of leaves

bool HasOuterColumn(const BoundExpr& e) {
  if (e.kind == BoundKind::kOuterColumn) return true;
  for (const BoundExprPtr& c : e.children) {
    if (HasOuterColumn(*c)) return true;
  }
  return false;
}

// An inner join the planner may move: its condition runs as well at any
// place that has its columns (a subquery in it may be correlated with the
// joined row's layout, so such a join stays where it is).
bool Reorderable(const PlanNode& node) {
  if (node.kind != NodeKind::kJoin || node.join_method != JoinMethod::kHash ||
      (node.join_type != ast::JoinType::kInner &&
       node.join_type != ast::JoinType::kCross)) {
    return false;
  }
  if (node.predicate != nullptr && ContainsSubquery(*node.predicate))
    return false;
  for (const auto* keys : {&node.left_keys, &node.right_keys}) {
    for (const BoundExprPtr& k : *keys) {
      if (ContainsSubquery(*k)) return false;
    }
  }
  return true;
}

// The inputs of the tree of reorderable joins at `node`.
size_t RegionLeaves(const PlanNode& node) {
  if (!Reorderable(node)) return 1;
  return RegionLeaves(*node.children[0]) + RegionLeaves(*node.children[1]);
}

BoundExprPtr Equality(BoundExprPtr left, BoundExprPtr right) {
  auto eq = std::make_unique<BoundExpr>();
  eq->kind = BoundKind::kCompare;
  eq->op = ast::Op::kEq;
  eq->type = Type::Boolean();
  eq->children.push_back(std::move(left));
  eq->children.push_back(std::move(right));
  return eq;
}

// Merges the column-only projection below `node` (a projection or an
// aggregate) into it: its expressions read the projection's input instead.
// A subquery in them reads the input row as it is, so then it stays.
void FoldProjection(PlanNode* node) {
  std::vector<BoundExpr*> exprs;
  for (BoundExprPtr& e : node->exprs) exprs.push_back(e.get());
  for (AggregateSpec& agg : node->aggregates) {
    if (agg.arg != nullptr) exprs.push_back(agg.arg.get());
  }
  for (BoundExpr* e : exprs) {
    if (ContainsSubquery(*e)) return;
  }
  PlanPtr below = std::move(node->children[0]);
  for (BoundExpr* e : exprs) {
    RemapColumns(e, [&below](int c) { return below->exprs[c]->column_index; });
  }
  node->children[0] = std::move(below->children[0]);
}

struct Leaf {
  PlanPtr plan;
  int offset = 0;  // its first global column
  double rows = 1;
  double cost = 0;
};

struct Condition {
  BoundExprPtr expr;  // over global columns
  TableSet tables = 0;
  // For `a = b` with each side over its own leaves (and no outer
  // columns): a join key between them.
  TableSet key_sides[2] = {0, 0};
  double selectivity = 1;
};

// The best way found to join one set of leaves.
struct Step {
  double cost = std::numeric_limits<double>::infinity();
  double rows = 1;
  TableSet left = 0, right = 0;  // 0 for one leaf
  bool index_join = false;       // `right` (one leaf) probed by index
};

// A plan and the global column at each of its output positions.
struct Built {
  PlanPtr plan;
  std::vector<int> columns;
};

class JoinPlanner {
 public:
  explicit JoinPlanner(const JoinOptions& options) : options_(options) {}

  // Chooses the joins in the tree at *slot and everything below it.
  // Returns whether *slot became a projection restoring a reordered join's
  // column order; errors: 57014 (stopped).
  absl::StatusOr<bool> Optimize(PlanPtr* slot);

 private:
  // Takes apart the inner-join tree `node` whose output starts at global
  // column `offset`.
  absl::Status Collect(PlanPtr node, int offset);
  void AddCondition(BoundExprPtr expr);
  TableSet TablesOf(const BoundExpr& e) const;
  // Estimated rows of joining the leaves of `set`.
  double Rows(TableSet set) const;
  bool Connected(TableSet a, TableSet b) const;
  // The keys of the conditions between `left` and `right`, right sides
  // mapped to the columns of `right` (one leaf).
  std::vector<BoundExprPtr> RightKeys(TableSet left, int right) const;
  // Considers joining the best plans of `left` and `right`, which give
  // `rows` rows; keeps the cheaper of that and *best.
  void TryJoin(TableSet left, TableSet right, double rows, Step* best) const;
  absl::Status PlanExhaustive();
  absl::Status PlanGreedy();
  Built Build(TableSet set);
  // The leaves joined in the order chosen, with the output columns the
  // tree had (`names`, `types`) in their order.
  absl::StatusOr<PlanPtr> PlanRegion(const std::vector<std::string>& names,
                                     const std::vector<Type>& types);
  // A join that stays where it is: maybe probes its right input.
  void ChooseMethod(PlanNode* join) const;

  JoinOptions options_;
  std::vector<Leaf> leaves_;
  std::vector<int> leaf_of_;  // per global column
  std::vector<Condition> conditions_;
  std::vector<bool> applied_;  // per condition, while building
  absl::flat_hash_map<TableSet, Step> best_;
  TableSet all_ = 0;  // every leaf
};

absl::StatusOr<bool> JoinPlanner::Optimize(PlanPtr* slot) {
  PlanNode& node = **slot;
  if (Reorderable(node) && RegionLeaves(node) <= kMaxLeaves) {
    JoinPlanner region(options_);
    const std::vector<std::string> names = node.names;
    const std::vector<Type> types = node.types;
    if (absl::Status s = region.Collect(std::move(*slot), 0); !s.ok()) {
      return s;
    }
    absl::StatusOr<PlanPtr> plan = region.PlanRegion(names, types);
    if (!plan.ok()) return plan.status();
    *slot = *std::move(plan);
    return (*slot)->kind == NodeKind::kProject;
  }
  for (PlanPtr& child : node.children) {
    absl::StatusOr<bool> projected = Optimize(&child);
    if (!projected.ok()) return projected.status();
    if (*projected && (node.kind == NodeKind::kProject ||
                       node.kind == NodeKind::kAggregate)) {
      FoldProjection(&node);
    }
  }
  if (node.kind == NodeKind::kJoin) ChooseMethod(&node);
  return false;
}

absl::Status JoinPlanner::Collect(PlanPtr node, int offset) {
  if (!Reorderable(*node)) {
    if (absl::StatusOr<bool> s = Optimize(&node); !s.ok()) return s.status();
    Leaf leaf;
    leaf.offset = offset;
    leaf.rows = EstimateRows(*node);
    leaf.cost = EstimateCost(*node);
    leaf_of_.resize(offset + node->column_count(),
                    static_cast<int>(leaves_.size()));
    leaf.plan = std::move(node);
    leaves_.push_back(std::move(leaf));
    return absl::OkStatus();
  }
  const int lw = node->children[0]->column_count();
  auto shift = [](BoundExprPtr& e, int by) {
    RemapColumns(e.get(), [by](int c) { return c + by; });
  };
  std::vector<BoundExprPtr> conditions =
      SplitConjuncts(std::move(node->predicate));
  for (BoundExprPtr& c : conditions) shift(c, offset);
  for (size_t k = 0; k < node->left_keys.size(); ++k) {
    shift(node->left_keys[k], offset);
    shift(node->right_keys[k], offset + lw);
    conditions.push_back(Equality(std::move(node->left_keys[k]),
                                  std::move(node->right_keys[k])));
  }
  if (absl::Status s = Collect(std::move(node->children[0]), offset); !s.ok()) {
    return s;
  }
  if (absl::Status s = Collect(std::move(node->children[1]), offset + lw);
      !s.ok()) {
    return s;
  }
  for (BoundExprPtr& c : conditions) AddCondition(std::move(c));
  return absl::OkStatus();
}

TableSet JoinPlanner::TablesOf(const BoundExpr& e) const {
  std::vector<bool> used(leaf_of_.size(), false);
  MarkColumns(e, &used);
  TableSet set = 0;
  for (size_t c = 0; c < used.size(); ++c) {
    if (used[c]) set |= TableSet{1} << leaf_of_[c];
  }
  return set;
}

void JoinPlanner::AddCondition(BoundExprPtr expr) {
  Condition c;
  c.tables = TablesOf(*expr);
  if (expr->kind == BoundKind::kCompare && expr->op == ast::Op::kEq &&
      !HasOuterColumn(*expr)) {
    c.key_sides[0] = TablesOf(*expr->children[0]);
    c.key_sides[1] = TablesOf(*expr->children[1]);
  }
  c.selectivity = PredicateSelectivity(*expr, [this](int column) {
    const Leaf& leaf = leaves_[leaf_of_[column]];
    return EstimateDistinct(*leaf.plan, column - leaf.offset);
  });
  c.expr = std::move(expr);
  conditions_.push_back(std::move(c));
}

double JoinPlanner::Rows(TableSet set) const {
  double rows = 1;
  for (size_t i = 0; i < leaves_.size(); ++i) {
    if (set >> i & 1) rows *= leaves_[i].rows;
  }
  for (const Condition& c : conditions_) {
    if (c.tables != 0 && (c.tables & ~set) == 0) rows *= c.selectivity;
  }
  return std::max(rows, 1.0);
}

bool JoinPlanner::Connected(TableSet a, TableSet b) const {
  for (const Condition& c : conditions_) {
    if ((c.tables & ~(a | b)) == 0 && (c.tables & a) && (c.tables & b)) {
      return true;
    }
  }
  return false;
}

// Whether `c` is a join key between the disjoint sets `a` and `b`, and
// which of its sides reads `b` (0 or 1); -1 if it is not.
int KeySideIn(const Condition& c, TableSet a, TableSet b) {
  for (int side = 0; side < 2; ++side) {
    const TableSet mine = c.key_sides[side];
    const TableSet other = c.key_sides[1 - side];
    if (mine != 0 && other != 0 && (mine & ~b) == 0 && (other & ~a) == 0) {
      return side;
    }
  }
  return -1;
}

std::vector<BoundExprPtr> JoinPlanner::RightKeys(TableSet left,
                                                 int right) const {
  std::vector<BoundExprPtr> keys;
  const int offset = leaves_[right].offset;
  for (const Condition& c : conditions_) {
    const int side = KeySideIn(c, left, TableSet{1} << right);
    if (side < 0) continue;
    BoundExprPtr key = c.expr->children[side]->Clone();
    RemapColumns(key.get(), [offset](int g) { return g - offset; });
    keys.push_back(std::move(key));
  }
  return keys;
}

void JoinPlanner::TryJoin(TableSet left, TableSet right, double rows,
                          Step* best) const {
  const Step& l = best_.at(left);
  const Step& r = best_.at(right);
  JoinInputs in{l.cost, l.rows, r.cost, r.rows, rows};
  bool has_keys = false;
  for (const Condition& c : conditions_) {
    has_keys |= KeySideIn(c, left, right) >= 0;
  }
  Step step;
  step.rows = in.out_rows;
  step.left = left;
  step.right = right;
  step.cost = HashJoinCost(in, has_keys);
  if (options_.use_indexes && has_keys && std::has_single_bit(right)) {
    const int leaf = std::countr_zero(right);
    const PlanNode& scan = *leaves_[leaf].plan;
    std::optional<IndexProbe> probe =
        FindIndexProbe(scan, RightKeys(left, leaf), /*secondary=*/true);
    if (probe.has_value()) {
      const double cost = IndexJoinCost(in, *probe, scan.predicate != nullptr);
      if (cost < step.cost) {
        step.cost = cost;
        step.index_join = true;
      }
    }
  }
  if (step.cost < best->cost) *best = step;
}

absl::Status JoinPlanner::PlanExhaustive() {
  // As PostgreSQL: first without cross products (a set is planned only
  // when it splits into two planned sets that share a condition); only if
  // that leaves all the leaves unplanned (the conditions do not connect
  // them, or one spans three tables), again with a cross product wherever
  // no split of a set shares a condition.
  for (bool cross : {false, true}) {
    for (TableSet set = 1; set <= all_; ++set) {
      if (std::has_single_bit(set)) continue;
      // 3^n tries in all, 2^n sets: a check per set is often enough.
      if (absl::Status s = CheckCurrentInterrupt(); !s.ok()) return s;
      Step best;
      double rows = -1;
      // The subsets come in ascending order: between equal costs the
      // first tables stay on the left, as written.
      for (bool split_cross : {false, true}) {
        if (split_cross && !cross) break;
        for (TableSet left = set & (~set + 1); left != set;
             left = (left - set) & set) {
          const TableSet right = set & ~left;
          if (!best_.contains(left) || !best_.contains(right) ||
              (!split_cross && !Connected(left, right))) {
            continue;
          }
          if (rows < 0) rows = Rows(set);
          TryJoin(left, right, rows, &best);
        }
        if (best.left != 0) break;
      }
      if (best.left != 0) best_[set] = best;
    }
    if (best_.contains(all_)) break;
  }
  return absl::OkStatus();
}

absl::Status JoinPlanner::PlanGreedy() {
  std::vector<TableSet> parts;
  for (size_t i = 0; i < leaves_.size(); ++i) parts.push_back(TableSet{1} << i);
  while (parts.size() > 1) {
    if (absl::Status s = CheckCurrentInterrupt(); !s.ok()) return s;
    // The pair with the fewest result rows, among connected pairs if any;
    // its cheaper orientation and method.
    Step best;
    bool best_connected = false;
    size_t bi = 0, bj = 0;
    for (size_t i = 0; i < parts.size(); ++i) {
      for (size_t j = 0; j < parts.size(); ++j) {
        if (i == j) continue;
        const bool connected = Connected(parts[i], parts[j]);
        if (best_connected && !connected) continue;
        Step step;
        TryJoin(parts[i], parts[j], Rows(parts[i] | parts[j]), &step);
        const bool better = best.left == 0 || connected != best_connected ||
                            step.rows < best.rows ||
                            (step.rows == best.rows && step.cost < best.cost);
        if (better) {
          best = step;
          best_connected = connected;
          bi = i;
          bj = j;
        }
      }
    }
    best_[parts[bi] | parts[bj]] = best;
    parts[bi] |= parts[bj];
    parts.erase(parts.begin() + static_cast<std::ptrdiff_t>(bj));
  }
  return absl::OkStatus();
}

Built JoinPlanner::Build(TableSet set) {
  Built out;
  if (std::has_single_bit(set)) {
    Leaf& leaf = leaves_[std::countr_zero(set)];
    out.plan = std::move(leaf.plan);
    for (int c = 0; c < out.plan->column_count(); ++c) {
      out.columns.push_back(leaf.offset + c);
    }
    return out;
  }
  const Step step = best_.at(set);
  Built left = Build(step.left);
  Built right = Build(step.right);
  out.columns = left.columns;
  out.columns.insert(out.columns.end(), right.columns.begin(),
                     right.columns.end());
  std::vector<int> position(leaf_of_.size(), -1);
  for (size_t i = 0; i < out.columns.size(); ++i) {
    position[out.columns[i]] = static_cast<int>(i);
  }
  // Every condition runs at the first join that has its columns (those
  // without columns at the top).
  const bool top = set == all_;
  std::vector<BoundExprPtr> conditions;
  for (size_t i = 0; i < conditions_.size(); ++i) {
    Condition& c = conditions_[i];
    if (applied_[i] || (c.tables & ~set) != 0 || (c.tables == 0 && !top)) {
      continue;
    }
    applied_[i] = true;
    RemapColumns(c.expr.get(), [&position](int g) { return position[g]; });
    conditions.push_back(std::move(c.expr));
  }
  PlanPtr join = NewNode(NodeKind::kJoin);
  join->predicate = Conjunction(std::move(conditions));
  join->join_type = join->predicate != nullptr ? ast::JoinType::kInner
                                               : ast::JoinType::kCross;
  const int lw = left.plan->column_count();
  SetJoinInputs(join.get(), std::move(left.plan), std::move(right.plan));
  ExtractJoinKeys(lw, join.get());
  if (step.index_join) {
    std::optional<IndexProbe> probe =
        FindIndexProbe(*join->children[1], join->right_keys, true);
    if (probe.has_value()) MakeIndexJoin(*probe, join.get());
  }
  out.plan = std::move(join);
  return out;
}

absl::StatusOr<PlanPtr> JoinPlanner::PlanRegion(
    const std::vector<std::string>& names, const std::vector<Type>& types) {
  const int inputs = static_cast<int>(leaves_.size());
  all_ = (TableSet{1} << inputs) - 1;
  for (int i = 0; i < inputs; ++i) {
    best_[TableSet{1} << i] = {leaves_[i].cost, leaves_[i].rows};
  }
  const JoinSearch search =
      inputs < options_.greedy_threshold && inputs <= kMaxExhaustiveJoinInputs
          ? JoinSearch::kExhaustive
          : JoinSearch::kGreedy;
  absl::Status searched =
      search == JoinSearch::kExhaustive ? PlanExhaustive() : PlanGreedy();
  if (!searched.ok()) return searched;
  applied_.assign(conditions_.size(), false);
  Built built = Build(all_);
  built.plan->join_search = search;
  built.plan->join_inputs = inputs;
  bool same_order = true;
  for (size_t i = 0; i < built.columns.size(); ++i) {
    same_order &= built.columns[i] == static_cast<int>(i);
  }
  if (same_order) return std::move(built.plan);
  // Back to the written column order.
  PlanPtr project = NewNode(NodeKind::kProject);
  project->names = names;
  project->types = types;
  std::vector<int> position(built.columns.size());
  for (size_t i = 0; i < built.columns.size(); ++i) {
    position[built.columns[i]] = static_cast<int>(i);
  }
  for (size_t g = 0; g < position.size(); ++g) {
    auto column = std::make_unique<BoundExpr>();
    column->kind = BoundKind::kColumn;
    column->type = types[g];
    column->column_index = position[g];
    project->exprs.push_back(std::move(column));
  }
  project->children.push_back(std::move(built.plan));
  return project;
}

void JoinPlanner::ChooseMethod(PlanNode* join) const {
  if (!options_.use_indexes || join->right_keys.empty() ||
      join->join_method != JoinMethod::kHash ||
      (join->join_type != ast::JoinType::kInner &&
       join->join_type != ast::JoinType::kLeft)) {
    return;
  }
  const PlanNode& right = *join->children[1];
  std::optional<IndexProbe> probe =
      FindIndexProbe(right, join->right_keys, /*secondary=*/true);
  if (!probe.has_value()) return;
  JoinInputs in;
  in.left_cost = EstimateCost(*join->children[0]);
  in.left_rows = EstimateRows(*join->children[0]);
  in.right_cost = EstimateCost(right);
  in.right_rows = EstimateRows(right);
  in.out_rows = EstimateRows(*join);
  if (IndexJoinCost(in, *probe, right.predicate != nullptr) <
      HashJoinCost(in, true)) {
    MakeIndexJoin(*probe, join);
  }
}

// After the joins are chosen: each join (and the table an index join
// probes) takes the join cost model's estimates, scans keep those of their
// access paths, and the other nodes are estimated afresh (EstimatePlan).
void Reestimate(PlanNode* node) {
  for (PlanPtr& child : node->children) Reestimate(child.get());
  if (node->kind == NodeKind::kScan) return;
  if (node->kind != NodeKind::kJoin) {
    node->estimated_rows = -1;
    return;
  }
  node->estimated_rows = EstimateRows(*node);
  node->estimated_cost = EstimateCost(*node);
  if (node->join_method == JoinMethod::kIndexLookup) {
    // Over all probes: the rows they find and what they cost.
    PlanNode& probed = *node->children[1];
    probed.estimated_rows = node->estimated_rows;
    probed.estimated_cost =
        node->estimated_cost - EstimateCost(*node->children[0]);
  }
}

absl::Status Choose(PlanPtr* plan, const JoinOptions& options) {
  if (*plan == nullptr) return absl::OkStatus();
  if (absl::StatusOr<bool> s = JoinPlanner(options).Optimize(plan); !s.ok()) {
    return s.status();
  }
  Reestimate(plan->get());
  EstimatePlan(plan->get());
  return absl::OkStatus();
}

}  // namespace

absl::Status ChooseJoins(BoundStatement* stmt, const JoinOptions& options) {
  if (absl::Status s = Choose(&stmt->plan, options); !s.ok()) return s;
  for (Subquery& sub : stmt->subqueries) {
    if (absl::Status s = Choose(&sub.plan, options); !s.ok()) return s;
  }
  return absl::OkStatus();
}

}  // namespace kite::plan
