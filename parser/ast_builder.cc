// AstBuilder: errors, names and type names. Expressions, queries and the
// other statements are built in build_expr.cc, build_select.cc and
// build_statements.cc.
#include "parser/ast_builder.h"

#include <charconv>
#include <limits>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "kite/status.h"
#include "parser/literals.h"

namespace kite::parser_internal {

ast::Position AstBuilder::PositionOf(const antlr4::Token* token) {
  if (token == nullptr) return {};
  return {static_cast<int>(token->getLine()),
          static_cast<int>(token->getCharPositionInLine()) + 1};
}

void AstBuilder::Fail(const antlr4::Token* at, std::string_view sqlstate,
                      std::string message) {
  if (!status_.ok()) return;
  const ast::Position pos = PositionOf(at);
  status_ = SqlError(
      sqlstate, absl::StrCat(message, " at line ", pos.line, ":", pos.column));
}

std::string AstBuilder::TextOf(antlr4::ParserRuleContext* ctx) {
  if (ctx == nullptr || ctx->start == nullptr || ctx->stop == nullptr ||
      ctx->stop->getStopIndex() < ctx->start->getStartIndex()) {
    return "";
  }
  return input_->getText(antlr4::misc::Interval(ctx->start->getStartIndex(),
                                                ctx->stop->getStopIndex()));
}

std::string AstBuilder::Identifier(G::IdentifierContext* ctx) {
  if (ctx->QUOTED_IDENTIFIER() != nullptr) {
    std::string name = DecodeQuotedIdentifier(ctx->getText());
    if (name.empty()) {
      Fail(ctx->start, sqlstate::kSyntaxError,
           "zero-length delimited identifier at or near \"\"\"\"");
    }
    return name;
  }
  // Unquoted names and keywords used as names fold to lower case.
  return absl::AsciiStrToLower(ctx->getText());
}

std::string AstBuilder::ColLabel(G::ColLabelContext* ctx) {
  if (ctx->identifier() != nullptr) return Identifier(ctx->identifier());
  return absl::AsciiStrToLower(ctx->getText());
}

std::vector<std::string> AstBuilder::IdentifierList(
    G::IdentifierListContext* ctx) {
  std::vector<std::string> names;
  if (ctx == nullptr) return names;
  for (auto* id : ctx->identifier()) names.push_back(Identifier(id));
  return names;
}

std::string AstBuilder::QualifiedName(G::QualifiedNameContext* ctx,
                                      bool for_create) {
  std::vector<G::IdentifierContext*> ids = ctx->identifier();
  std::string name = Identifier(ids.back());
  if (ids.size() == 1) return name;
  const std::string schema = Identifier(ids[0]);
  if (schema == "public") return name;
  if (for_create) {
    if (schema == "pg_catalog") {
      Fail(ctx->start, sqlstate::kInsufficientPrivilege,
           absl::StrCat("permission denied to create \"", schema, ".", name,
                        "\""));
    } else {
      Fail(ctx->start, sqlstate::kInvalidSchemaName,
           absl::StrCat("schema \"", schema, "\" does not exist"));
    }
  }
  return absl::StrCat(schema, ".", name);
}

std::string AstBuilder::InSchema(G::IdentifierContext* schema,
                                 std::string name) {
  if (schema == nullptr) return name;
  const std::string s = Identifier(schema);
  if (s == "pg_catalog") return name;
  if (s != "public" && s != "information_schema") {
    Fail(schema->start, sqlstate::kInvalidSchemaName,
         absl::StrCat("schema \"", s, "\" does not exist"));
  }
  return absl::StrCat(s, ".", name);
}

ast::TypeName AstBuilder::TypeName(G::TypeNameContext* ctx) {
  ast::TypeName type;
  auto* base = ctx->baseTypeName();
  if (dynamic_cast<G::DoublePrecisionTypeContext*>(base) != nullptr) {
    type.name = "double precision";
  } else if (auto* named = dynamic_cast<G::NamedTypeContext*>(base)) {
    std::vector<G::IdentifierContext*> ids = named->identifier();
    type.name =
        InSchema(ids.size() > 1 ? ids[0] : nullptr, Identifier(ids.back()));
    if (named->VARYING() != nullptr) {
      if (type.name == "character" || type.name == "char") {
        type.name = "varchar";
      } else {
        Fail(named->VARYING()->getSymbol(), sqlstate::kSyntaxError,
             "syntax error at or near \"varying\"");
      }
    }
    if (named->WITH() != nullptr) type.name += " with time zone";
    if (auto* mods = named->typeModifiers()) {
      for (auto* literal : mods->INTEGER_LITERAL()) {
        const std::string text = literal->getText();
        int value = 0;
        auto [ptr, ec] =
            std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc()) {
          Fail(literal->getSymbol(), sqlstate::kNumericValueOutOfRange,
               absl::StrCat("type modifier ", text, " is out of range"));
        }
        type.modifiers.push_back(value);
      }
    }
  }
  type.is_array = !ctx->LBRACKET().empty();
  return type;
}

}  // namespace kite::parser_internal
