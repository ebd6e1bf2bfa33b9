#include "expr/bound_expr.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace kite::plan {
namespace {

// Whether the rendering of `e` reads as one term without parentheses.
bool IsAtom(const BoundExpr& e) {
  switch (e.kind) {
    case BoundKind::kConstant:
    case BoundKind::kParameter:
    case BoundKind::kColumn:
    case BoundKind::kOuterColumn:
    case BoundKind::kCast:
    case BoundKind::kArrayCtor:
    case BoundKind::kSubscript:
    case BoundKind::kFunction:
    case BoundKind::kCoalesce:
    case BoundKind::kNullIf:
    case BoundKind::kSubquery:
    case BoundKind::kExists:
      return true;
    default:
      return false;
  }
}

std::string Term(const BoundExpr& e) {
  return IsAtom(e) ? e.ToString() : absl::StrCat("(", e.ToString(), ")");
}

std::string ConstantText(const Value& v) {
  if (v.is_null()) return "NULL";
  switch (v.type().id) {
    case TypeId::kBoolean:
      return v.bool_value() ? "true" : "false";
    case TypeId::kInteger:
    case TypeId::kBigint:
    case TypeId::kDouble:
    case TypeId::kNumeric:
      return v.ToString();
    default: {
      std::string out = "'";
      for (char c : v.ToString()) {
        if (c == '\'') out.push_back('\'');
        out.push_back(c);
      }
      out.push_back('\'');
      return out;
    }
  }
}

std::string JoinChildren(const BoundExpr& e, size_t from) {
  std::string out;
  for (size_t i = from; i < e.children.size(); ++i) {
    if (i > from) out += ", ";
    out += e.children[i]->ToString();
  }
  return out;
}

}  // namespace

std::unique_ptr<BoundExpr> BoundExpr::Clone() const {
  auto copy = std::make_unique<BoundExpr>();
  copy->kind = kind;
  copy->type = type;
  copy->constant = constant;
  copy->param_index = param_index;
  copy->column_index = column_index;
  copy->outer_depth = outer_depth;
  copy->op = op;
  copy->function = function;
  copy->children.reserve(children.size());
  for (const auto& child : children) copy->children.push_back(child->Clone());
  copy->negated = negated;
  copy->case_insensitive = case_insensitive;
  copy->all = all;
  copy->has_else = has_else;
  copy->subquery_id = subquery_id;
  copy->pos = pos;
  return copy;
}

std::string BoundExpr::ToString() const {
  const auto& c = children;
  switch (kind) {
    case BoundKind::kConstant:
      return ConstantText(constant);
    case BoundKind::kParameter:
      return absl::StrCat("$", param_index);
    case BoundKind::kColumn:
      return absl::StrCat("#", column_index);
    case BoundKind::kOuterColumn:
      return absl::StrCat("outer", outer_depth, ".#", column_index);
    case BoundKind::kArith:
      if (c.size() == 1) return absl::StrCat(ast::OpText(op), Term(*c[0]));
      return absl::StrCat(Term(*c[0]), " ", ast::OpText(op), " ", Term(*c[1]));
    case BoundKind::kConcat:
      return absl::StrCat(Term(*c[0]), " || ", Term(*c[1]));
    case BoundKind::kCompare:
    case BoundKind::kArrayOp:
      return absl::StrCat(Term(*c[0]), " ", ast::OpText(op), " ", Term(*c[1]));
    case BoundKind::kAnd:
    case BoundKind::kOr: {
      std::string out;
      for (size_t i = 0; i < c.size(); ++i) {
        if (i > 0) out += kind == BoundKind::kAnd ? " AND " : " OR ";
        out += Term(*c[i]);
      }
      return out;
    }
    case BoundKind::kNot:
      return absl::StrCat("NOT ", Term(*c[0]));
    case BoundKind::kIsNull:
      return absl::StrCat(Term(*c[0]), negated ? " IS NOT NULL" : " IS NULL");
    case BoundKind::kIsBool:
      return absl::StrCat(Term(*c[0]), negated ? " IS NOT " : " IS ",
                          constant.bool_value() ? "TRUE" : "FALSE");
    case BoundKind::kCase: {
      std::string out = "CASE";
      size_t pairs = (c.size() - (has_else ? 1 : 0)) / 2;
      for (size_t i = 0; i < pairs; ++i) {
        absl::StrAppend(&out, " WHEN ", c[2 * i]->ToString(), " THEN ",
                        c[2 * i + 1]->ToString());
      }
      if (has_else) absl::StrAppend(&out, " ELSE ", c.back()->ToString());
      return out + " END";
    }
    case BoundKind::kCast:
      return absl::StrCat("CAST(", c[0]->ToString(), " AS ", type.ToString(),
                          ")");
    case BoundKind::kLike: {
      std::string out =
          absl::StrCat(Term(*c[0]), negated ? " NOT" : "",
                       case_insensitive ? " ILIKE " : " LIKE ", Term(*c[1]));
      if (c.size() > 2) absl::StrAppend(&out, " ESCAPE ", Term(*c[2]));
      return out;
    }
    case BoundKind::kInList:
      return absl::StrCat(Term(*c[0]), negated ? " NOT IN (" : " IN (",
                          JoinChildren(*this, 1), ")");
    case BoundKind::kAnyArray:
      return absl::StrCat(Term(*c[0]), " ", ast::OpText(op),
                          all ? " ALL(" : " ANY(", c[1]->ToString(), ")");
    case BoundKind::kArrayCtor:
      return absl::StrCat("ARRAY[", JoinChildren(*this, 0), "]");
    case BoundKind::kSubscript:
      return absl::StrCat(Term(*c[0]), "[", c[1]->ToString(), "]");
    case BoundKind::kFunction:
      return absl::StrCat(function, "(", JoinChildren(*this, 0), ")");
    case BoundKind::kCoalesce:
      return absl::StrCat("COALESCE(", JoinChildren(*this, 0), ")");
    case BoundKind::kNullIf:
      return absl::StrCat("NULLIF(", JoinChildren(*this, 0), ")");
    case BoundKind::kSubquery:
      return absl::StrCat(all ? "ARRAY(SubPlan " : "(SubPlan ", subquery_id + 1,
                          ")");
    case BoundKind::kExists:
      return absl::StrCat(negated ? "NOT " : "", "EXISTS(SubPlan ",
                          subquery_id + 1, ")");
    case BoundKind::kInSubquery:
      return absl::StrCat(Term(*c[0]), negated ? " NOT IN " : " IN ",
                          "(SubPlan ", subquery_id + 1, ")");
  }
  return "?";
}

}  // namespace kite::plan
