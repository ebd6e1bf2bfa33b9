#include "parser/ast_to_sql.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace kite {
namespace {

std::string Quote(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'') out += '\'';
    out += c;
  }
  return out + "'";
}

std::string Literal(const Value& v) {
  if (v.is_null()) return "NULL";
  switch (v.type().id) {
    case TypeId::kText:
      return Quote(v.text());
    case TypeId::kBoolean:
      return v.bool_value() ? "true" : "false";
    case TypeId::kInteger:
    case TypeId::kBigint:
    case TypeId::kNumeric:
    case TypeId::kDouble:
      return v.ToString();
    default:
      return absl::StrCat(Quote(v.ToString()), "::", v.type().ToString());
  }
}

std::string TypeText(const ast::TypeName& t) {
  std::string out = t.name;
  if (!t.modifiers.empty()) {
    out += absl::StrCat("(", absl::StrJoin(t.modifiers, ","), ")");
  }
  if (t.is_array) out += "[]";
  return out;
}

std::string List(const std::vector<ast::ExprPtr>& args, size_t from) {
  std::vector<std::string> parts;
  for (size_t i = from; i < args.size(); ++i) {
    parts.push_back(ExprToSql(*args[i]));
  }
  return absl::StrJoin(parts, ", ");
}

}  // namespace

std::string ExprToSql(const ast::Expr& e) {
  using K = ast::ExprKind;
  const char* nt = e.negated ? "NOT " : "";
  switch (e.kind) {
    case K::kLiteral:
      return Literal(e.value);
    case K::kParameter:
      return absl::StrCat("$", e.param_index);
    case K::kColumnRef:
      return absl::StrJoin(e.names, ".");
    case K::kStar:
      return e.names.empty() ? "*" : absl::StrCat(e.names[0], ".*");
    case K::kUnary:
      return absl::StrCat(ast::OpText(e.op), e.op == ast::Op::kNot ? " " : "",
                          ExprToSql(*e.args[0]));
    case K::kBinary:
      return absl::StrCat("(", ExprToSql(*e.args[0]), " ", ast::OpText(e.op),
                          " ", ExprToSql(*e.args[1]), ")");
    case K::kFunction:
      return absl::StrCat(e.names.empty() ? "" : e.names[0], "(",
                          e.distinct ? "DISTINCT " : "",
                          e.star ? "*" : List(e.args, 0), ")",
                          e.over.has_value() ? " OVER ()" : "");
    case K::kCase: {
      std::string out = "CASE";
      if (e.case_operand) out += " " + ExprToSql(*e.case_operand);
      for (size_t i = 0; i + 1 < e.args.size(); i += 2) {
        absl::StrAppend(&out, " WHEN ", ExprToSql(*e.args[i]), " THEN ",
                        ExprToSql(*e.args[i + 1]));
      }
      if (e.else_expr) absl::StrAppend(&out, " ELSE ", ExprToSql(*e.else_expr));
      return out + " END";
    }
    case K::kCast: {
      // As PostgreSQL deparses a cast: 'x'::regclass, (a + 1)::text.
      const ast::Expr& arg = *e.args[0];
      const bool text_literal = arg.kind == K::kLiteral &&
                                !arg.value.is_null() &&
                                arg.value.type().id == TypeId::kText;
      return text_literal
                 ? absl::StrCat(ExprToSql(arg), "::", TypeText(e.type_name))
                 : absl::StrCat("(", ExprToSql(arg),
                                ")::", TypeText(e.type_name));
    }
    case K::kIsNull:
      return absl::StrCat(ExprToSql(*e.args[0]), " IS ", nt, "NULL");
    case K::kIsBool:
      return absl::StrCat(ExprToSql(*e.args[0]), " IS ", nt,
                          e.value.bool_value() ? "TRUE" : "FALSE");
    case K::kBetween:
      return absl::StrCat(ExprToSql(*e.args[0]), " ", nt, "BETWEEN ",
                          ExprToSql(*e.args[1]), " AND ",
                          ExprToSql(*e.args[2]));
    case K::kInList:
      return absl::StrCat(ExprToSql(*e.args[0]), " ", nt, "IN (",
                          List(e.args, 1), ")");
    case K::kInSubquery:
      return absl::StrCat(ExprToSql(*e.args[0]), " ", nt, "IN (subquery)");
    case K::kExists:
      return absl::StrCat(nt, "EXISTS (subquery)");
    case K::kSubquery:
      return "(subquery)";
    case K::kLike:
      return absl::StrCat(ExprToSql(*e.args[0]), " ", nt,
                          e.case_insensitive ? "ILIKE " : "LIKE ",
                          ExprToSql(*e.args[1]));
    case K::kAnyAll:
      return absl::StrCat(ExprToSql(*e.args[0]), " ", ast::OpText(e.op),
                          e.all ? " ALL(" : " ANY(",
                          e.subquery ? "subquery" : ExprToSql(*e.args[1]), ")");
    case K::kArray:
      if (e.subquery != nullptr) return "ARRAY(subquery)";
      return absl::StrCat("ARRAY[", List(e.args, 0), "]");
    case K::kSubscript:
      return absl::StrCat(ExprToSql(*e.args[0]), "[", ExprToSql(*e.args[1]),
                          "]");
  }
  return "?";
}

}  // namespace kite
