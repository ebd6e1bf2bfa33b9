// kite::Query: builds the AST of a one-table SELECT directly, so that it is
// bound and run exactly as the equivalent SQL.
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "engine/database_impl.h"
#include "kite/kite.h"
#include "parser/ast.h"

namespace kite {
namespace {

ast::ExprPtr ColumnRef(std::string_view column) {
  auto e = std::make_unique<ast::Expr>();
  e->kind = ast::ExprKind::kColumnRef;
  e->names = {std::string(column)};
  return e;
}

ast::ExprPtr Literal(Value v) {
  auto e = std::make_unique<ast::Expr>();
  e->kind = ast::ExprKind::kLiteral;
  e->value = std::move(v);
  return e;
}

ast::Op OpOf(CompareOp op) {
  switch (op) {
    case Eq:
      return ast::Op::kEq;
    case Ne:
      return ast::Op::kNe;
    case Lt:
      return ast::Op::kLt;
    case Le:
      return ast::Op::kLe;
    case Gt:
      return ast::Op::kGt;
    case Ge:
      return ast::Op::kGe;
  }
  return ast::Op::kEq;
}

const char* OpSql(ast::Op op) {
  switch (op) {
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
    default:
      return "?";
  }
}

std::string Identifier(const std::string& name) {
  bool plain = !name.empty() && !(name[0] >= '0' && name[0] <= '9');
  for (char c : name) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
      plain = false;
    }
  }
  if (plain) return name;
  return absl::StrCat("\"", absl::StrReplaceAll(name, {{"\"", "\"\""}}), "\"");
}

std::string LiteralSql(const Value& v) {
  if (v.is_null()) return "NULL";
  switch (v.type().id) {
    case TypeId::kText:
      return absl::StrCat("'", absl::StrReplaceAll(v.text(), {{"'", "''"}}),
                          "'");
    case TypeId::kInteger:
    case TypeId::kBigint:
    case TypeId::kNumeric:
    case TypeId::kDouble:
      return v.ToString();
    default:
      return absl::StrCat("'", v.ToString(), "'::", v.type().ToString());
  }
}

}  // namespace

Query::Query(DatabaseImpl* db, std::string table)
    : db_(db),
      select_(std::make_shared<ast::SelectStmt>()),
      table_(std::move(table)) {
  auto ref = std::make_unique<ast::TableRef>();
  ref->kind = ast::TableRef::Kind::kTable;
  ref->name = table_;
  select_->from.push_back(std::move(ref));
  ast::SelectItem star;
  star.expr = std::make_unique<ast::Expr>();
  star.expr->kind = ast::ExprKind::kStar;
  select_->items.push_back(std::move(star));
}

Query::Query(Query&&) noexcept = default;
Query::~Query() = default;

Query& Query::Select(std::vector<std::string> columns) {
  select_->items.clear();
  for (const std::string& c : columns) {
    ast::SelectItem item;
    item.expr = ColumnRef(c);
    select_->items.push_back(std::move(item));
  }
  return *this;
}

Query& Query::Where(std::string_view column, CompareOp op, Value value) {
  auto cmp = std::make_unique<ast::Expr>();
  cmp->kind = ast::ExprKind::kBinary;
  cmp->op = OpOf(op);
  cmp->args.push_back(ColumnRef(column));
  cmp->args.push_back(Literal(std::move(value)));
  if (select_->where == nullptr) {
    select_->where = std::move(cmp);
    return *this;
  }
  auto conj = std::make_unique<ast::Expr>();
  conj->kind = ast::ExprKind::kBinary;
  conj->op = ast::Op::kAnd;
  conj->args.push_back(std::move(select_->where));
  conj->args.push_back(std::move(cmp));
  select_->where = std::move(conj);
  return *this;
}

Query& Query::Where(std::string_view column, CompareOp op, int64_t value) {
  if (value >= INT32_MIN && value <= INT32_MAX) {
    return Where(column, op, Value::Integer(static_cast<int32_t>(value)));
  }
  return Where(column, op, Value::Bigint(value));
}

Query& Query::Where(std::string_view column, CompareOp op, double value) {
  return Where(column, op, Value::Double(value));
}

Query& Query::Where(std::string_view column, CompareOp op,
                    std::string_view value) {
  return Where(column, op, Value::Text(std::string(value)));
}

Query& Query::Sort(std::string_view column, SortOrder order) {
  ast::OrderItem item;
  item.expr = ColumnRef(column);
  item.descending = order == Desc;
  select_->order_by.push_back(std::move(item));
  return *this;
}

Query& Query::Limit(int64_t n) {
  select_->limit = Literal(Value::Bigint(n));
  return *this;
}

Query& Query::Offset(int64_t n) {
  select_->offset = Literal(Value::Bigint(n));
  return *this;
}

Query& Query::WithTotal() {
  select_->with_total = true;
  return *this;
}

std::string Query::ToSql() const {
  std::vector<std::string> items;
  for (const ast::SelectItem& item : select_->items) {
    items.push_back(item.expr->kind == ast::ExprKind::kStar
                        ? "*"
                        : Identifier(item.expr->names.back()));
  }
  std::string sql = absl::StrCat("SELECT ", absl::StrJoin(items, ", "),
                                 " FROM ", Identifier(table_));
  std::vector<std::string> conds;
  // The WHERE tree is a left-deep AND of comparisons.
  std::vector<const ast::Expr*> stack;
  if (select_->where != nullptr) stack.push_back(select_->where.get());
  while (!stack.empty()) {
    const ast::Expr* e = stack.back();
    stack.pop_back();
    if (e->op == ast::Op::kAnd) {
      stack.push_back(e->args[1].get());
      stack.push_back(e->args[0].get());
      continue;
    }
    conds.push_back(absl::StrCat(Identifier(e->args[0]->names.back()), " ",
                                 OpSql(e->op), " ",
                                 LiteralSql(e->args[1]->value)));
  }
  if (!conds.empty()) {
    absl::StrAppend(&sql, " WHERE ", absl::StrJoin(conds, " AND "));
  }
  if (!select_->order_by.empty()) {
    std::vector<std::string> keys;
    for (const ast::OrderItem& o : select_->order_by) {
      keys.push_back(absl::StrCat(Identifier(o.expr->names.back()),
                                  o.descending ? " DESC" : ""));
    }
    absl::StrAppend(&sql, " ORDER BY ", absl::StrJoin(keys, ", "));
  }
  if (select_->limit != nullptr) {
    absl::StrAppend(&sql, " LIMIT ", select_->limit->value.int_value());
  }
  if (select_->offset != nullptr) {
    absl::StrAppend(&sql, " OFFSET ", select_->offset->value.int_value());
  }
  return sql;
}

absl::StatusOr<Result> Query::Execute() {
  auto stmt = std::make_shared<ast::Statement>();
  stmt->node = select_;
  stmt->text = ToSql();
  return GuardMemory(db_->statement_mem(), [&] {
    return db_->ExecuteStatement(std::move(stmt), {}, DefaultSession());
  });
}

}  // namespace kite
