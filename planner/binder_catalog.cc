// Binding of casts to PostgreSQL's OID alias types (regclass, regtype,
// regnamespace, regrole), which clients use to read the catalog:
// 'items'::regclass is the table's OID, c.oid::regclass its name.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "common/pg_types.h"
#include "kite/status.h"
#include "planner/binder.h"

namespace kite::plan {
namespace {

BoundExprPtr Call(std::string function, Type type, BoundExprPtr arg,
                  ast::Position pos) {
  auto e = NewExpr(BoundKind::kFunction, type, pos);
  e->function = std::move(function);
  e->children.push_back(std::move(arg));
  return e;
}

// A name as the reg* input functions read it: an identifier, lower-cased
// unless double-quoted, optionally qualified by a schema.
struct QualifiedName {
  std::string schema;
  std::string name;
};

QualifiedName ParseName(std::string_view text) {
  std::vector<std::string> parts(1);
  bool quoted = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"') {
      if (quoted && i + 1 < text.size() && text[i + 1] == '"') {
        parts.back().push_back('"');
        ++i;
      } else {
        quoted = !quoted;
      }
    } else if (c == '.' && !quoted) {
      parts.emplace_back();
    } else {
      parts.back().push_back(quoted ? c : absl::ascii_tolower(c));
    }
  }
  QualifiedName out;
  out.name = parts.back();
  if (parts.size() > 1) out.schema = parts[parts.size() - 2];
  return out;
}

}  // namespace

bool IsRegType(const ast::TypeName& name) {
  const std::string& n = name.name;
  return !name.is_array && (n == "regclass" || n == "regtype" ||
                            n == "regnamespace" || n == "regrole");
}

absl::StatusOr<BoundExprPtr> Binder::BindRegCast(const ast::Expr& expr,
                                                 ExprCtx& ctx) {
  const std::string& type = expr.type_name.name;
  absl::StatusOr<BoundExprPtr> bound = BindExpr(*expr.args[0], ctx);
  if (!bound.ok()) return bound.status();
  BoundExprPtr x = *std::move(bound);
  const Type oid = Type::Bigint();
  if (x->kind == BoundKind::kConstant && x->constant.is_null()) {
    return NewExpr(BoundKind::kConstant, oid, expr.pos);
  }
  if (x->type.id == TypeId::kInteger || x->type.id == TypeId::kBigint) {
    // An OID: shown as the name it stands for.
    absl::StatusOr<BoundExprPtr> c = Coerce(std::move(x), oid);
    if (!c.ok()) return c.status();
    if (type == "regclass" || type == "regrole") UseCatalogNames();
    return Call(absl::StrCat(type, "out"), Type::Text(), *std::move(c),
                expr.pos);
  }
  if (x->type.id != TypeId::kText && !IsUnknown(*x)) {
    return SqlError(
        sqlstate::kCannotCoerce,
        absl::StrCat("cannot cast type ", x->type.ToString(), " to ", type));
  }
  if (x->kind != BoundKind::kConstant) {
    // A name known only when the statement runs.
    if (type != "regclass" && type != "regtype") {
      return SqlError(sqlstate::kFeatureNotSupported,
                      absl::StrCat("only a literal can be cast to ", type));
    }
    absl::StatusOr<BoundExprPtr> c = Coerce(std::move(x), Type::Text());
    if (!c.ok()) return c.status();
    if (type == "regclass") UseCatalogNames();
    return Call(absl::StrCat(type, "in"), oid, *std::move(c), expr.pos);
  }
  const std::string text = x->constant.ToString();
  if (!text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
        return c >= '0' && c <= '9';
      })) {
    // Digits are the OID itself, as PostgreSQL's reg*in read them.
    int64_t number = 0;
    if (absl::SimpleAtoi(text, &number) && number <= UINT32_MAX) {
      auto e = NewExpr(BoundKind::kConstant, oid, expr.pos);
      e->constant = Value::Bigint(number);
      return e;
    }
  }
  const QualifiedName name = ParseName(text);
  std::optional<uint32_t> found;
  if (type == "regtype") {
    found = PgTypeOidByName(text);
    if (!found.has_value()) {
      return SqlError(sqlstate::kUndefinedObject,
                      absl::StrCat("type \"", text, "\" does not exist"));
    }
  } else if (type == "regnamespace") {
    if (name.name == "pg_catalog") found = kPgCatalogNamespace;
    if (name.name == "public") found = kPublicNamespace;
    if (name.name == "information_schema") {
      found = kInformationSchemaNamespace;
    }
    if (!found.has_value()) {
      return SqlError(
          sqlstate::kInvalidSchemaName,
          absl::StrCat("schema \"", name.name, "\" does not exist"));
    }
  } else if (type == "regrole") {
    for (const auto& [role_oid, role] : catalog_->RolesWithOids()) {
      if (role.name == name.name) found = role_oid;
    }
    if (!found.has_value()) {
      return SqlError(sqlstate::kUndefinedObject,
                      absl::StrCat("role \"", name.name, "\" does not exist"));
    }
  } else {
    absl::StatusOr<BoundExprPtr> e = RegclassOf(text, expr.pos);
    return e;
  }
  auto e = NewExpr(BoundKind::kConstant, oid, expr.pos);
  e->constant = Value::Bigint(*found);
  return e;
}

absl::StatusOr<BoundExprPtr> Binder::RegclassOf(const std::string& text,
                                                ast::Position pos) {
  const QualifiedName name = ParseName(text);
  const std::string qualified = name.schema.empty() || name.schema == "public"
                                    ? name.name
                                    : absl::StrCat(name.schema, ".", name.name);
  std::optional<uint32_t> found = catalog_->RelationOid(qualified);
  if (!found.has_value()) {
    // PostgreSQL names the relation as it parsed it.
    return SqlError(
        sqlstate::kUndefinedTable,
        absl::StrCat("relation \"",
                     name.schema.empty()
                         ? name.name
                         : absl::StrCat(name.schema, ".", name.name),
                     "\" does not exist"));
  }
  auto e = NewExpr(BoundKind::kConstant, Type::Bigint(), pos);
  e->constant = Value::Bigint(*found);
  return e;
}

bool Binder::IsRegNameCast(const ast::Expr& expr) const {
  const std::string& to = expr.type_name.name;
  return !expr.type_name.is_array &&
         (to == "text" || to == "varchar" || to == "name") &&
         expr.args[0]->kind == ast::ExprKind::kCast &&
         IsRegType(expr.args[0]->type_name);
}

absl::StatusOr<BoundExprPtr> Binder::BindRegName(const ast::Expr& expr,
                                                 ExprCtx& ctx) {
  const ast::Expr& inner = *expr.args[0];
  absl::StatusOr<BoundExprPtr> oid = BindRegCast(inner, ctx);
  if (!oid.ok()) return oid.status();
  // An OID cast already gave the name; a name gave the OID: name it.
  if ((*oid)->type.id == TypeId::kText) return oid;
  const std::string& type = inner.type_name.name;
  if (type == "regclass" || type == "regrole") UseCatalogNames();
  return Call(absl::StrCat(type, "out"), Type::Text(), *std::move(oid),
              expr.pos);
}

}  // namespace kite::plan
