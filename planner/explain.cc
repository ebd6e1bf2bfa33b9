// EXPLAIN: the plan as an indented tree, one line per row, in the style of
// PostgreSQL.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "planner/plan.h"
#include "planner/plan_walk.h"

namespace kite::plan {
namespace {

using Annotator = std::string (*)(const PlanNode&, const void*);

// "id = $1", "a = 1 AND b = 'x'", "id IN (1, 2, 3)".
std::string LookupText(const PlanNode& node) {
  const std::vector<int>& key = node.table->schema().primary_key;
  if (node.lookup_keys.size() == 1) {
    std::vector<std::string> parts;
    for (size_t k = 0; k < key.size(); ++k) {
      parts.push_back(absl::StrCat(node.names[key[k]], " = ",
                                   node.lookup_keys[0][k]->ToString()));
    }
    return absl::StrJoin(parts, " AND ");
  }
  std::vector<std::string> values;
  for (const auto& lookup : node.lookup_keys) {
    values.push_back(lookup[0]->ToString());
  }
  return absl::StrCat(node.names[key[0]], " IN (", absl::StrJoin(values, ", "),
                      ")");
}

// The condition an index access checks, over the scan's column names:
// "name = $1", "(year > 2010)", "tags && ARRAY[1, 2]".
std::string AccessCondition(const PlanNode& node, const IndexAccess& access) {
  const std::vector<int>& columns = access.index->def().columns;
  auto column = [&](size_t i) { return node.names[columns[i]]; };
  std::vector<std::string> parts;
  switch (access.kind) {
    case AccessKind::kLookup: {
      if (access.index->on_array()) {
        std::vector<std::string> values;
        for (const auto& key : access.keys)
          values.push_back(key[0]->ToString());
        if (access.keys.size() == 1) {
          return absl::StrCat(values[0], " = ANY(", column(0), ")");
        }
        return absl::StrCat(column(0), access.all_keys ? " @> " : " && ",
                            "ARRAY[", absl::StrJoin(values, ", "), "]");
      }
      if (access.keys.size() > 1) {
        std::vector<std::string> values;
        for (const auto& key : access.keys)
          values.push_back(key[0]->ToString());
        return absl::StrCat(column(0), " IN (", absl::StrJoin(values, ", "),
                            ")");
      }
      for (size_t i = 0; i < access.keys[0].size(); ++i) {
        parts.push_back(
            absl::StrCat(column(i), " = ", access.keys[0][i]->ToString()));
      }
      break;
    }
    case AccessKind::kRange: {
      for (size_t i = 0; i < access.prefix.size(); ++i) {
        parts.push_back(
            absl::StrCat(column(i), " = ", access.prefix[i]->ToString()));
      }
      const std::string next = column(access.prefix.size());
      if (access.lower != nullptr) {
        parts.push_back(absl::StrCat(next,
                                     access.lower_inclusive ? " >= " : " > ",
                                     access.lower->ToString()));
      }
      if (access.upper != nullptr) {
        parts.push_back(absl::StrCat(next,
                                     access.upper_inclusive ? " <= " : " < ",
                                     access.upper->ToString()));
      }
      break;
    }
    default:
      break;
  }
  return absl::StrJoin(parts, " AND ");
}

bool Combines(const IndexAccess& access) {
  return access.kind == AccessKind::kIntersect ||
         access.kind == AccessKind::kUnion;
}

// The inputs of an intersection or union: "ix_a (a = 1) OR ix_b (b = 2)",
// an input that is itself one in parentheses (a union of an OR's branches
// may take an intersection for a branch that is an AND).
std::string AccessInputs(const PlanNode& node, const IndexAccess& access) {
  std::vector<std::string> inputs;
  for (const IndexAccess& child : access.children) {
    if (Combines(child)) {
      inputs.push_back(absl::StrCat("(", AccessInputs(node, child), ")"));
    } else {
      inputs.push_back(absl::StrCat(child.index->def().name, " (",
                                    AccessCondition(node, child), ")"));
    }
  }
  return absl::StrJoin(
      inputs, access.kind == AccessKind::kIntersect ? " AND " : " OR ");
}

// "Index Scan using items_name_idx on items (name = $1)", and for
// intersections and unions their inputs.
std::string AccessTitle(const PlanNode& node, const IndexAccess& access) {
  const std::string table = absl::StrCat(
      node.table->name(), node.alias.empty() ? "" : " " + node.alias);
  switch (access.kind) {
    case AccessKind::kIntersect:
    case AccessKind::kUnion:
      return absl::StrCat(access.kind == AccessKind::kIntersect
                              ? "Index Intersection on "
                              : "Index Union on ",
                          table, " using ", AccessInputs(node, access));
    default: {
      std::string condition = AccessCondition(node, access);
      return absl::StrCat("Index Scan", access.descending ? " Backward" : "",
                          " using ", access.index->def().name, " on ", table,
                          condition.empty() ? "" : " (" + condition + ")");
    }
  }
}

std::string Title(const PlanNode& node) {
  switch (node.kind) {
    case NodeKind::kScan:
      if (node.access.kind != AccessKind::kNone) {
        return AccessTitle(node, node.access);
      }
      if (!node.lookup_keys.empty()) {
        return absl::StrCat("Primary Key Lookup on ", node.table->name(),
                            node.alias.empty() ? "" : " " + node.alias, " (",
                            LookupText(node), ")");
      }
      return absl::StrCat("Seq Scan on ", node.table->name(),
                          node.alias.empty() ? "" : " " + node.alias);
    case NodeKind::kSingleRow:
      return "Result";
    case NodeKind::kValues:
      return absl::StrCat("Values Scan (", node.rows.size(), " rows)");
    case NodeKind::kSeries:
      return "Function Scan on generate_series";
    case NodeKind::kUnnest:
      return "Function Scan on unnest";
    case NodeKind::kFilter:
      return "Filter";
    case NodeKind::kProject:
      return "Project";
    case NodeKind::kAggregate:
      return node.exprs.empty() ? "Aggregate" : "HashAggregate";
    case NodeKind::kWindowCount:
      return "WindowAgg";
    case NodeKind::kDistinct:
      return "Unique (hashed)";
    case NodeKind::kSort:
      return node.limit != nullptr ? "Top-N Sort" : "Sort";
    case NodeKind::kLimit:
      return "Limit";
    case NodeKind::kJoin: {
      const char* type = node.join_type == ast::JoinType::kLeft    ? "Left"
                         : node.join_type == ast::JoinType::kCross ? "Cross"
                                                                   : "Inner";
      const bool hash =
          !node.right_keys.empty() && node.join_method == JoinMethod::kHash;
      return absl::StrCat(hash ? "Hash Join" : "Nested Loop", " (", type, ")");
    }
    case NodeKind::kSetOp: {
      const char* op = node.set_op == ast::SetOpKind::kUnion       ? "Union"
                       : node.set_op == ast::SetOpKind::kIntersect ? "Intersect"
                                                                   : "Except";
      return absl::StrCat("SetOp ", op, node.set_all ? " All" : "");
    }
  }
  return "?";
}

// Replaces the column positions "#3" of a rendered expression by the names
// of the node's input columns, and those of outer references "outer1.#3"
// by the names of the input of the node that runs the subquery (`outer`,
// when known).
std::string Named(const std::string& text,
                  const std::vector<std::string>& names,
                  const std::vector<std::string>* outer = nullptr) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '#' || i + 1 >= text.size() || !isdigit(text[i + 1])) {
      out.push_back(text[i]);
      continue;
    }
    size_t j = i + 1;
    size_t index = 0;
    while (j < text.size() && isdigit(text[j]))
      index = index * 10 + (text[j++] - '0');
    // Deeper outer references ("outer2.#3") keep their position.
    const std::vector<std::string>* from = absl::EndsWith(out, "outer1.")
                                               ? outer
                                           : absl::EndsWith(out, ".") ? nullptr
                                                                      : &names;
    if (from != nullptr && index < from->size() && !(*from)[index].empty()) {
      out += (*from)[index];
    } else {
      out += text.substr(i, j - i);
    }
    i = j - 1;
  }
  return out;
}

std::vector<std::string> InputNames(const PlanNode& node) {
  std::vector<std::string> names;
  for (const PlanPtr& c : node.children) {
    names.insert(names.end(), c->names.begin(), c->names.end());
  }
  return names;
}

// `outer`: the input names a subquery's outer references read (or null).
std::vector<std::string> Details(const PlanNode& node,
                                 const std::vector<std::string>* outer) {
  std::vector<std::string> out;
  const std::vector<std::string> input = InputNames(node);
  auto list = [&](const std::vector<BoundExprPtr>& exprs) {
    std::vector<std::string> parts;
    for (const BoundExprPtr& e : exprs) {
      parts.push_back(Named(e->ToString(), input, outer));
    }
    return absl::StrJoin(parts, ", ");
  };
  switch (node.kind) {
    case NodeKind::kFilter:
      out.push_back("Filter: " +
                    Named(node.predicate->ToString(), input, outer));
      break;
    case NodeKind::kProject:
      out.push_back("Output: " + list(node.exprs));
      break;
    case NodeKind::kAggregate:
      if (!node.exprs.empty()) out.push_back("Group Key: " + list(node.exprs));
      break;
    case NodeKind::kSort: {
      std::vector<std::string> keys;
      for (const SortKey& k : node.sort_keys) {
        keys.push_back(
            absl::StrCat(node.names[k.column], k.descending ? " DESC" : "",
                         k.nulls_first != k.descending
                             ? (k.nulls_first ? " NULLS FIRST" : " NULLS LAST")
                             : ""));
      }
      out.push_back("Sort Key: " + absl::StrJoin(keys, ", "));
      break;
    }
    case NodeKind::kJoin:
      if (!node.left_keys.empty() && node.join_method == JoinMethod::kHash) {
        std::vector<std::string> conds;
        for (size_t i = 0; i < node.left_keys.size(); ++i) {
          conds.push_back(absl::StrCat(Named(node.left_keys[i]->ToString(),
                                             node.children[0]->names, outer),
                                       " = ",
                                       Named(node.right_keys[i]->ToString(),
                                             node.children[1]->names, outer)));
        }
        out.push_back("Hash Cond: " + absl::StrJoin(conds, " AND "));
      }
      if (node.predicate != nullptr) {
        out.push_back("Join Filter: " +
                      Named(node.predicate->ToString(), input, outer));
      }
      if (node.join_search != JoinSearch::kNone) {
        out.push_back(absl::StrCat(
            "Join Order: ",
            node.join_search == JoinSearch::kExhaustive ? "exhaustive"
                                                        : "greedy",
            " search over ", node.join_inputs, " inputs"));
      }
      break;
    case NodeKind::kScan: {
      if (node.predicate != nullptr) {
        out.push_back("Filter: " +
                      Named(node.predicate->ToString(), node.names, outer));
      }
      std::vector<std::string> cols;
      for (size_t i = 0; i < node.needed.size(); ++i) {
        if (node.needed[i]) cols.push_back(node.names[i]);
      }
      if (!cols.empty()) out.push_back("Columns: " + absl::StrJoin(cols, ", "));
      break;
    }
    default:
      break;
  }
  return out;
}

// The output columns of `node` named "table.column" where they come
// straight from a table (the key of an index lookup reads better so).
std::vector<std::string> QualifiedNames(const PlanNode& node) {
  std::vector<std::string> names = node.names;
  switch (node.kind) {
    case NodeKind::kScan:
      for (std::string& n : names) {
        n = absl::StrCat(node.alias.empty() ? node.table->name() : node.alias,
                         ".", n);
      }
      break;
    case NodeKind::kJoin: {
      names = QualifiedNames(*node.children[0]);
      std::vector<std::string> right = QualifiedNames(*node.children[1]);
      names.insert(names.end(), right.begin(), right.end());
      break;
    }
    case NodeKind::kFilter:
    case NodeKind::kSort:
    case NodeKind::kLimit:
      names = QualifiedNames(*node.children[0]);
      break;
    case NodeKind::kProject: {
      const std::vector<std::string> input = QualifiedNames(*node.children[0]);
      for (size_t i = 0; i < node.exprs.size(); ++i) {
        if (node.exprs[i]->kind == BoundKind::kColumn) {
          names[i] = input[node.exprs[i]->column_index];
        }
      }
      break;
    }
    default:
      break;
  }
  return names;
}

// "Index Lookup on t a using t_pkey (id = b.id)": the right input of an
// index join, probed with the join's left keys.
std::string ProbeTitle(const PlanNode& scan, const PlanNode& join) {
  const std::vector<std::string> outer = QualifiedNames(*join.children[0]);
  std::vector<std::string> conds;
  for (size_t k = 0; k < scan.probe_columns.size(); ++k) {
    conds.push_back(absl::StrCat(scan.names[scan.probe_columns[k]], " = ",
                                 Named(join.left_keys[k]->ToString(), outer)));
  }
  return absl::StrCat("Index Lookup on ", scan.table->name(),
                      scan.alias.empty() ? "" : " " + scan.alias, " using ",
                      scan.probe_index.empty() ? scan.table->schema().key_name
                                               : scan.probe_index,
                      " (", absl::StrJoin(conds, " AND "), ")");
}

// `parent`: the node whose input `node` is (null at the top).
void Render(const PlanNode& node, const PlanNode* parent, int depth, bool costs,
            Annotator annotate, const void* arg,
            const std::vector<std::string>* outer,
            std::vector<std::string>* lines) {
  std::string title = node.probe_columns.empty() || parent == nullptr
                          ? Title(node)
                          : ProbeTitle(node, *parent);
  if (costs && node.estimated_rows >= 0) {
    absl::StrAppend(
        &title,
        absl::StrFormat("  (cost=%.2f rows=%.0f)", node.estimated_cost,
                        std::max(1.0, std::round(node.estimated_rows))));
  }
  std::vector<std::string> details = Details(node, outer);
  if (annotate != nullptr) {
    // An annotation's first line goes on the title, the others are details.
    std::vector<std::string> parts = absl::StrSplit(annotate(node, arg), '\n');
    title += parts[0];
    details.insert(details.end(), parts.begin() + 1, parts.end());
  }
  if (depth == 0) {
    lines->push_back(title);
  } else {
    lines->push_back(
        absl::StrCat(std::string(6 * (depth - 1) + 2, ' '), "->  ", title));
  }
  const std::string indent(6 * depth + 2, ' ');
  for (const std::string& d : details) {
    lines->push_back(indent + d);
  }
  for (const PlanPtr& child : node.children) {
    Render(*child, &node, depth + 1, costs, annotate, arg, outer, lines);
  }
}

// For each subquery, the input names of the node whose expressions run it
// (its outer references read that node's input row).
void CollectOuterNames(const PlanNode& node,
                       std::map<int, std::vector<std::string>>* out) {
  const std::vector<std::string> input = InputNames(node);
  auto note = [&](const BoundExprPtr& e) {
    if (e == nullptr) return;
    ForEachExprNode(e.get(), [&](BoundExpr& x) {
      if (x.kind == BoundKind::kSubquery || x.kind == BoundKind::kExists ||
          x.kind == BoundKind::kInSubquery) {
        (*out)[x.subquery_id] = input;
      }
    });
  };
  note(node.predicate);
  for (const BoundExprPtr& e : node.exprs) note(e);
  for (const AggregateSpec& a : node.aggregates) note(a.arg);
  for (const PlanPtr& child : node.children) CollectOuterNames(*child, out);
}

}  // namespace

std::vector<std::string> ExplainPlan(const BoundStatement& stmt, bool costs,
                                     Annotator annotate,
                                     const void* annotate_arg) {
  std::vector<std::string> lines;
  int depth = 0;
  switch (stmt.kind) {
    case StatementKind::kInsert:
      lines.push_back("Insert on " + stmt.target->name());
      depth = 1;
      break;
    case StatementKind::kUpdate:
      lines.push_back("Update on " + stmt.target->name());
      depth = 1;
      break;
    case StatementKind::kDelete:
      lines.push_back("Delete on " + stmt.target->name());
      depth = 1;
      break;
    default:
      break;
  }
  std::map<int, std::vector<std::string>> outer;
  if (stmt.plan != nullptr) CollectOuterNames(*stmt.plan, &outer);
  for (const auto& sub : stmt.subqueries) {
    if (sub.plan != nullptr) CollectOuterNames(*sub.plan, &outer);
  }
  if (stmt.plan != nullptr) {
    Render(*stmt.plan, nullptr, depth, costs, annotate, annotate_arg, nullptr,
           &lines);
  }
  for (size_t i = 0; i < stmt.subqueries.size(); ++i) {
    lines.push_back(
        absl::StrCat("SubPlan ", i + 1,
                     stmt.subqueries[i].correlated ? " (correlated)" : ""));
    if (stmt.subqueries[i].plan != nullptr) {
      auto it = outer.find(static_cast<int>(i));
      Render(*stmt.subqueries[i].plan, nullptr, 1, costs, annotate,
             annotate_arg, it != outer.end() ? &it->second : nullptr, &lines);
    }
  }
  return lines;
}

}  // namespace kite::plan
