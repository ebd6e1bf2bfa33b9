// Test helper: renders AST nodes as compact S-expressions so that tests can
// state the expected tree in one line, e.g. "(+ a (* b 2))".
#ifndef KITE_TESTS_UNIT_PARSER_AST_DUMP_H_
#define KITE_TESTS_UNIT_PARSER_AST_DUMP_H_

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "parser/ast.h"

namespace kite::testing {

inline std::string OpName(ast::Op op) {
  switch (op) {
    case ast::Op::kAdd:
      return "+";
    case ast::Op::kSub:
      return "-";
    case ast::Op::kMul:
      return "*";
    case ast::Op::kDiv:
      return "/";
    case ast::Op::kMod:
      return "%";
    case ast::Op::kConcat:
      return "||";
    case ast::Op::kEq:
      return "=";
    case ast::Op::kNe:
      return "<>";
    case ast::Op::kLt:
      return "<";
    case ast::Op::kLe:
      return "<=";
    case ast::Op::kGt:
      return ">";
    case ast::Op::kGe:
      return ">=";
    case ast::Op::kAnd:
      return "and";
    case ast::Op::kOr:
      return "or";
    case ast::Op::kNot:
      return "not";
    case ast::Op::kNeg:
      return "neg";
    case ast::Op::kPlus:
      return "pos";
    case ast::Op::kContains:
      return "@>";
    case ast::Op::kContainedBy:
      return "<@";
    case ast::Op::kOverlaps:
      return "&&";
    case ast::Op::kRegexMatch:
    case ast::Op::kRegexNotMatch:
    case ast::Op::kRegexIMatch:
    case ast::Op::kRegexNotIMatch:
      return ast::OpText(op);
    case ast::Op::kNone:
      return "?";
  }
  return "?";
}

inline std::string Dump(const ast::SelectStmt& s);

inline std::string TypeDump(const ast::TypeName& t) {
  std::string out = t.name;
  if (!t.modifiers.empty()) {
    absl::StrAppend(&out, "(", absl::StrJoin(t.modifiers, ","), ")");
  }
  if (t.is_array) out += "[]";
  return out;
}

// Literals print as value:type ("1:integer", "'a':text", "null").
inline std::string Dump(const ast::Expr& e) {
  auto args = [&](size_t from = 0) {
    std::vector<std::string> parts;
    for (size_t i = from; i < e.args.size(); ++i) {
      parts.push_back(Dump(*e.args[i]));
    }
    return absl::StrJoin(parts, " ");
  };
  const std::string neg = e.negated ? "not-" : "";
  switch (e.kind) {
    case ast::ExprKind::kLiteral:
      if (e.value.type().id == TypeId::kNull) return "null";
      if (e.value.type().id == TypeId::kText) {
        return absl::StrCat("'", e.value.text(), "':text");
      }
      return absl::StrCat(e.value.ToString(), ":", e.value.type().ToString());
    case ast::ExprKind::kParameter:
      return absl::StrCat("$", e.param_index);
    case ast::ExprKind::kColumnRef:
      if (e.star) return "DEFAULT";
      return absl::StrJoin(e.names, ".");
    case ast::ExprKind::kStar:
      return e.names.empty() ? "*" : absl::StrCat(e.names[0], ".*");
    case ast::ExprKind::kUnary:
    case ast::ExprKind::kBinary:
      return absl::StrCat("(", OpName(e.op), " ", args(), ")");
    case ast::ExprKind::kFunction: {
      std::string out =
          absl::StrCat("(", e.names[0], e.distinct ? " distinct" : "");
      if (e.star) out += " *";
      if (!e.args.empty()) absl::StrAppend(&out, " ", args());
      if (e.over) out += " over()";
      return out + ")";
    }
    case ast::ExprKind::kCase: {
      std::string out = "(case";
      if (e.case_operand) absl::StrAppend(&out, " ", Dump(*e.case_operand));
      absl::StrAppend(&out, " ", args());
      if (e.else_expr) absl::StrAppend(&out, " else ", Dump(*e.else_expr));
      return out + ")";
    }
    case ast::ExprKind::kCast:
      return absl::StrCat("(cast ", args(), " ", TypeDump(e.type_name), ")");
    case ast::ExprKind::kIsNull:
      return absl::StrCat("(", neg, "isnull ", args(), ")");
    case ast::ExprKind::kIsBool:
      return absl::StrCat("(", neg, "is",
                          e.value.bool_value() ? "true " : "false ", args(),
                          ")");
    case ast::ExprKind::kBetween:
      return absl::StrCat("(", neg, "between ", args(), ")");
    case ast::ExprKind::kInList:
      return absl::StrCat("(", neg, "in ", args(), ")");
    case ast::ExprKind::kInSubquery:
      return absl::StrCat("(", neg, "in ", args(), " ", Dump(*e.subquery), ")");
    case ast::ExprKind::kExists:
      return absl::StrCat("(", neg, "exists ", Dump(*e.subquery), ")");
    case ast::ExprKind::kSubquery:
      return absl::StrCat("(subquery ", Dump(*e.subquery), ")");
    case ast::ExprKind::kLike:
      return absl::StrCat("(", neg, e.case_insensitive ? "ilike " : "like ",
                          args(), ")");
    case ast::ExprKind::kAnyAll:
      return absl::StrCat("(", OpName(e.op), e.all ? " all " : " any ", args(),
                          e.subquery ? " " + Dump(*e.subquery) : "", ")");
    case ast::ExprKind::kArray:
      return absl::StrCat("(array", e.args.empty() ? "" : " ", args(), ")");
    case ast::ExprKind::kSubscript:
      return absl::StrCat("(subscript ", args(), ")");
  }
  return "?";
}

inline std::string Dump(const ast::TableRef& t) {
  std::string out;
  switch (t.kind) {
    case ast::TableRef::Kind::kTable:
      out = t.name;
      break;
    case ast::TableRef::Kind::kFunction: {
      std::vector<std::string> parts;
      for (const auto& a : t.args) parts.push_back(Dump(*a));
      out = absl::StrCat(t.name, "(", absl::StrJoin(parts, " "), ")");
      break;
    }
    case ast::TableRef::Kind::kSubquery:
      out = absl::StrCat("(", Dump(*t.subquery), ")");
      break;
    case ast::TableRef::Kind::kJoin: {
      static const char* kNames[] = {"cross", "inner", "left", "right", "full"};
      out = absl::StrCat("(", t.natural ? "natural-" : "",
                         kNames[static_cast<int>(t.join_type)], " ",
                         Dump(*t.left), " ", Dump(*t.right));
      if (t.on) absl::StrAppend(&out, " on ", Dump(*t.on));
      if (!t.using_columns.empty()) {
        absl::StrAppend(&out, " using ", absl::StrJoin(t.using_columns, ","));
      }
      out += ")";
      break;
    }
  }
  if (!t.alias.empty()) absl::StrAppend(&out, " as ", t.alias);
  if (!t.column_aliases.empty()) {
    absl::StrAppend(&out, "(", absl::StrJoin(t.column_aliases, ","), ")");
  }
  return out;
}

inline std::string Dump(const ast::SelectStmt& s) {
  std::string out;
  if (s.set_op != ast::SetOpKind::kNone) {
    static const char* kNames[] = {"", "union", "intersect", "except"};
    out = absl::StrCat("{", Dump(*s.left), " ",
                       kNames[static_cast<int>(s.set_op)],
                       s.set_all ? " all " : " ", Dump(*s.right), "}");
  } else if (!s.values.empty()) {
    std::vector<std::string> rows;
    for (const auto& row : s.values) {
      std::vector<std::string> items;
      for (const auto& e : row) items.push_back(Dump(*e));
      rows.push_back(absl::StrCat("(", absl::StrJoin(items, " "), ")"));
    }
    out = absl::StrCat("values ", absl::StrJoin(rows, " "));
  } else {
    std::vector<std::string> items;
    for (const auto& item : s.items) {
      items.push_back(item.alias.empty()
                          ? Dump(*item.expr)
                          : absl::StrCat(Dump(*item.expr), " as ", item.alias));
    }
    out = absl::StrCat("select ", s.distinct ? "distinct " : "",
                       absl::StrJoin(items, ", "));
    if (!s.from.empty()) {
      std::vector<std::string> from;
      for (const auto& t : s.from) from.push_back(Dump(*t));
      absl::StrAppend(&out, " from ", absl::StrJoin(from, ", "));
    }
    if (s.where) absl::StrAppend(&out, " where ", Dump(*s.where));
    if (!s.group_by.empty()) {
      std::vector<std::string> group;
      for (const auto& g : s.group_by) group.push_back(Dump(*g));
      absl::StrAppend(&out, " group by ", absl::StrJoin(group, ", "));
    }
    if (s.having) absl::StrAppend(&out, " having ", Dump(*s.having));
  }
  if (!s.order_by.empty()) {
    std::vector<std::string> order;
    for (const auto& o : s.order_by) {
      std::string item = Dump(*o.expr);
      if (o.descending) item += " desc";
      if (o.nulls_first)
        item += *o.nulls_first ? " nulls first" : " nulls last";
      order.push_back(item);
    }
    absl::StrAppend(&out, " order by ", absl::StrJoin(order, ", "));
  }
  if (s.limit) absl::StrAppend(&out, " limit ", Dump(*s.limit));
  if (s.offset) absl::StrAppend(&out, " offset ", Dump(*s.offset));
  return out;
}

}  // namespace kite::testing

#endif  // KITE_TESTS_UNIT_PARSER_AST_DUMP_H_
