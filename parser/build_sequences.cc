// AstBuilder: CREATE / ALTER / DROP SEQUENCE and the options they share
// with identity columns.
#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "kite/status.h"
#include "parser/ast_builder.h"

namespace kite::parser_internal {

ast::SequenceOptions AstBuilder::SequenceOptions(
    const std::vector<G::SequenceOptionContext*>& options, bool alter) {
  ast::SequenceOptions out;
  // PostgreSQL's message for an option given twice.
  auto once = [&](bool given, G::SequenceOptionContext* option) {
    if (given) {
      Fail(option->start, sqlstate::kSyntaxError,
           "conflicting or redundant options");
    }
  };
  auto number = [&](G::SignedNumberContext* ctx) -> int64_t {
    const std::string text = ctx->getText();
    int64_t v = 0;
    if (ctx->DECIMAL_LITERAL() != nullptr) {
      Fail(
          ctx->start, sqlstate::kInvalidTextRepresentation,
          absl::StrCat("invalid input syntax for type bigint: \"", text, "\""));
    } else if (!absl::SimpleAtoi(text, &v)) {
      Fail(
          ctx->start, sqlstate::kNumericValueOutOfRange,
          absl::StrCat("value \"", text, "\" is out of range for type bigint"));
    }
    return v;
  };
  auto unknown = [&](G::SequenceOptionContext* option) {
    Fail(option->start, sqlstate::kSyntaxError,
         absl::StrCat("syntax error at or near \"", option->start->getText(),
                      "\""));
  };
  for (G::SequenceOptionContext* option : options) {
    if (auto* as = dynamic_cast<G::SequenceAsContext*>(option)) {
      once(out.as_type.has_value(), option);
      out.as_type = TypeName(as->typeName());
    } else if (auto* no = dynamic_cast<G::SequenceNoContext*>(option)) {
      const std::string word = Identifier(no->identifier());
      if (word == "minvalue") {
        once(out.min_value.has_value(), option);
        out.min_value.emplace();
      } else if (word == "maxvalue") {
        once(out.max_value.has_value(), option);
        out.max_value.emplace();
      } else if (word == "cycle") {
        once(out.cycle.has_value(), option);
        out.cycle = false;
      } else {
        unknown(option);
      }
    } else if (auto* owned = dynamic_cast<G::SequenceOwnedByContext*>(option)) {
      once(out.owned_by.has_value(), option);
      std::vector<std::string> names;
      for (auto* id : owned->identifier()) names.push_back(Identifier(id));
      out.owned_by_pos = PositionOf(owned->start);
      if (names.size() == 1 && names[0] == "none") names.clear();
      out.owned_by = std::move(names);
    } else if (auto* value = dynamic_cast<G::SequenceValueContext*>(option)) {
      const std::string word = Identifier(value->identifier());
      const int64_t v = number(value->signedNumber());
      // BY goes with INCREMENT, WITH with START and RESTART.
      const bool by = value->BY() != nullptr;
      const bool with = value->WITH() != nullptr;
      if (word == "increment" && !with) {
        once(out.increment.has_value(), option);
        out.increment = v;
      } else if (word == "minvalue" && !by && !with) {
        once(out.min_value.has_value(), option);
        out.min_value = v;
      } else if (word == "maxvalue" && !by && !with) {
        once(out.max_value.has_value(), option);
        out.max_value = v;
      } else if (word == "start" && !by) {
        once(out.start.has_value(), option);
        out.start = v;
      } else if (word == "restart" && !by && alter) {
        once(out.restart.has_value(), option);
        out.restart = v;
      } else if (word == "cache" && !by && !with) {
        once(out.cache.has_value(), option);
        out.cache = v;
      } else {
        unknown(option);
      }
    } else {
      auto* flag = static_cast<G::SequenceFlagContext*>(option);
      const std::string word = Identifier(flag->identifier());
      if (word == "cycle") {
        once(out.cycle.has_value(), option);
        out.cycle = true;
      } else if (word == "restart" && alter) {
        once(out.restart.has_value(), option);
        out.restart.emplace();
      } else {
        unknown(option);
      }
    }
  }
  return out;
}

ast::CreateSequenceStmt AstBuilder::CreateSequence(
    G::CreateSequenceStatementContext* ctx) {
  ast::CreateSequenceStmt stmt;
  stmt.if_not_exists = ctx->EXISTS() != nullptr;
  stmt.name = QualifiedName(ctx->qualifiedName(), /*for_create=*/true);
  stmt.options = SequenceOptions(ctx->sequenceOption(), /*alter=*/false);
  return stmt;
}

ast::AlterSequenceStmt AstBuilder::AlterSequence(
    G::AlterSequenceStatementContext* ctx) {
  ast::AlterSequenceStmt stmt;
  stmt.if_exists = ctx->EXISTS() != nullptr;
  stmt.name = QualifiedName(ctx->qualifiedName());
  if (ctx->RENAME() != nullptr) {
    stmt.rename_to = Identifier(ctx->identifier());
  } else {
    stmt.options = SequenceOptions(ctx->sequenceOption(), /*alter=*/true);
  }
  return stmt;
}

ast::DropSequenceStmt AstBuilder::DropSequence(
    G::DropSequenceStatementContext* ctx) {
  ast::DropSequenceStmt stmt;
  stmt.if_exists = ctx->EXISTS() != nullptr;
  for (auto* name : ctx->qualifiedName()) {
    stmt.names.push_back(QualifiedName(name));
  }
  stmt.cascade = ctx->dropBehavior() != nullptr &&
                 ctx->dropBehavior()->CASCADE() != nullptr;
  return stmt;
}

}  // namespace kite::parser_internal
